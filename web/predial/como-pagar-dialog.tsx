import { CreditCard, FileText, Mail, Phone } from 'lucide-react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import type { PagoEnLineaPredial } from './use-pago-predial';

/** The municipality's switchboard and the extension of each area that answers about the property tax. */
export const CONMUTADOR_MUNICIPAL = '983 835 0500';
export const EXTENSIONES_PREDIAL: readonly { area: string; extension: string; tema: string }[] = [
  { area: 'Impuesto Predial', extension: '1110', tema: 'adeudos, estados de cuenta y recibos' },
  { area: 'Dirección de Ingresos', extension: '1105', tema: 'convenios de pago en parcialidades' },
  { area: 'Catastro', extension: '1201', tema: 'avalúos, claves catastrales y datos del predio' },
  { area: 'Tesorería (cajas)', extension: '1120', tema: 'pagos en ventanilla y facturación' },
  { area: 'Atención ciudadana', extension: '1000', tema: 'orientación general' },
];

interface Props {
  clave: string | null;
  alCerrar: () => void;
  /** 'Ver estado de cuenta': the statement dialog */
  alVerEstadoCuenta: () => void;
  pago: PagoEnLineaPredial;
}

/**
 * How to pay the property tax (spec 3 §2.10): 'Pagar en línea' in the gateway's window, the notice
 * to give a valid e-mail during the payment (the official receipt is sent there) and the phone
 * extensions by area.
 */
export function ComoPagarDialog({ clave, alCerrar, alVerEstadoCuenta, pago }: Props) {
  return (
    <Dialog open={clave !== null} onOpenChange={(v) => !v && alCerrar()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>¿Cómo pagar el impuesto predial?</DialogTitle>
          <DialogDescription>Clave catastral {clave}</DialogDescription>
        </DialogHeader>
        {/* Scrolls on a small screen: focusable, so the keyboard can scroll it too. */}
        <div className="flex flex-col gap-4 overflow-y-auto text-sm" tabIndex={0} role="region" aria-label="Cómo pagar">
          <ol className="list-decimal space-y-1 pl-5">
            <li>Revise su adeudo con «Ver estado de cuenta»: puede generarlo total o desglosado por bimestre, e imprimirlo.</li>
            <li>Pulse «Pagar en línea»: se abre la ventana segura de pago con el adeudo de la clave. Pague con tarjeta de crédito o débito.</li>
            <li>Al cerrar la ventana de pago le diremos aquí el resultado. También puede pagar en las cajas de Tesorería con su estado de cuenta impreso.</li>
          </ol>
          <Alert variant="warning" title="Atención">
            <p className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Durante el pago proporcione un correo electrónico válido: a ese correo se le enviará el recibo oficial de pago.
            </p>
          </Alert>
          <AvisoPago pago={pago} />
          <section aria-labelledby="titulo-extensiones">
            <h3 id="titulo-extensiones" className="mb-2 flex items-center gap-2 font-semibold">
              <Phone aria-hidden="true" className="size-4" />
              Contacto: conmutador {CONMUTADOR_MUNICIPAL}
            </h3>
            <ul className="divide-y divide-border rounded-md border border-border" aria-label="Extensiones por área">
              {EXTENSIONES_PREDIAL.map((e) => (
                <li key={e.area} className="flex flex-wrap items-baseline justify-between gap-x-4 px-3 py-2">
                  <span>
                    <span className="font-medium">{e.area}</span> <span className="text-muted-foreground">— {e.tema}</span>
                  </span>
                  <span className="font-mono">ext. {e.extension}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <DialogFooter className="flex-wrap">
          <Button variant="outline" onClick={alCerrar}>
            Cerrar
          </Button>
          <Button variant="secondary" onClick={alVerEstadoCuenta}>
            <FileText aria-hidden="true" />
            Ver estado de cuenta
          </Button>
          <Button disabled={pago.enCurso || pago.pagado || !clave} onClick={() => clave && void pago.pagar(clave)}>
            <CreditCard aria-hidden="true" />
            Pagar en línea
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
