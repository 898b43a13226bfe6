import { useState } from 'react';
import { CreditCard, FileText } from 'lucide-react';
import * as AD from '@radix-ui/react-alert-dialog';
import { Button, buttonVariants } from '../../components/ui/button';
import { dialogContentClass, dialogOverlayClass } from '../../components/ui/dialog';
import { cn } from '../../lib/utils';
import { MSG_PREDIO } from '../../../domain/predial/mensajes';
import { AvisoPago } from '../pagos/aviso-pago';
import { EstadoCuentaPredialDialog } from '../../predial/estado-cuenta-dialog';
import { usePagoPredial } from '../../predial/use-pago-predial';

interface Props {
  /** the key whose property tax is unpaid; null keeps the dialog closed */
  clave: string | null;
  /** the server's message (why the form waits) */
  mensaje: string;
  alCerrar: () => void;
  /**
   * The gateway's window closed: the caller looks the key up again, so a form waiting on the tax
   * unlocks at once when it was paid.
   */
  alPagar?: () => void;
}

/**
 * 'Pagar predial' (spec 1 §4.7; spec 2 'Late payment and online payment'; spec 3 §5.1): a key whose
 * property tax is unpaid shows the server's message with 'Pagar en línea' and Cerrar. 'Pagar en
 * línea' pays the key's whole property tax in the gateway's 800x600 window (idServicio=2, spec 3
 * §7.9); when the window closes the dialog says what became of the payment and the caller checks
 * the key again. 'Ver estado de cuenta' opens the property-tax statement dialog.
 */
export function PagarPredialDialog({ clave, mensaje, alCerrar, alPagar }: Props) {
  const [verEstado, setVerEstado] = useState(false);
  const pago = usePagoPredial({ alCerrarVentana: () => alPagar?.() });
  const cerrar = () => {
    pago.limpiar();
    alCerrar();
  };
  return (
    <>
      {/* An alert dialog (as the other confirmations): Escape and 'Cerrar' close it, focus starts on 'Cerrar'. */}
      <AD.Root open={clave !== null && !verEstado} onOpenChange={(v) => !v && cerrar()}>
        <AD.Portal>
          <AD.Overlay className={dialogOverlayClass} />
          <AD.Content className={cn(dialogContentClass, 'max-w-lg')}>
            <AD.Title className="text-lg font-semibold">Pagar predial</AD.Title>
            {pago.pagado ? (
              <AD.Description className="text-sm font-medium text-success">{MSG_PREDIO.predialPagado}</AD.Description>
            ) : (
              <AD.Description className="text-sm font-medium text-destructive">{mensaje}</AD.Description>
            )}
            <p className="text-sm" hidden={pago.pagado}>
              Puede pagar ahora el impuesto predial de la clave <span className="font-mono">{clave}</span> con tarjeta en la ventana segura de pago. Proporcione un correo electrónico válido durante el pago: ahí se le enviará el recibo oficial. Al cerrar la ventana, volveremos a consultar la clave.
            </p>
            <AvisoPago pago={pago} />
            <div className="flex flex-col-reverse flex-wrap gap-2 sm:flex-row sm:justify-end">
              <AD.Cancel className={buttonVariants({ variant: 'outline' })}>Cerrar</AD.Cancel>
              <Button variant="secondary" onClick={() => setVerEstado(true)}>
                <FileText aria-hidden="true" />
                Ver estado de cuenta
              </Button>
              {pago.pagado ? null : (
                <Button disabled={pago.enCurso || !clave} onClick={() => clave && void pago.pagar(clave)}>
                  <CreditCard aria-hidden="true" />
                  Pagar en línea
                </Button>
              )}
            </div>
          </AD.Content>
        </AD.Portal>
      </AD.Root>
      <EstadoCuentaPredialDialog
        clave={verEstado ? clave : null}
        publico={false}
        alCerrar={() => setVerEstado(false)}
        pago={pago}
      />
    </>
  );
}
