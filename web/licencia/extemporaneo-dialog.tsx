import { useMemo, useState, type ReactNode } from 'react';
import { CreditCard, FileText, RefreshCw, Upload } from 'lucide-react';
import { SERVICIO } from '../../domain/tramite/servicios';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { Visor } from '../components/visor';
import { formatearMoneda } from '../lib/formato';
import { nombreDocumento } from './archivos';
import { useDatosExtemporaneo } from './consultas';
import type { DialogoEstablecimientoProps } from '../establecimientos/dialogo';
import { formatearDia } from '../lib/fechas';
import { estadoCuentaExtemporaneoPdf } from './impresos';
import { SubirDocumentoDialog } from './subir-documento-dialog';
import { usePagoEnLinea } from '../tramite/pagos/use-pago-en-linea';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import { clavesEstablecimiento } from './consultas';

function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{etiqueta}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * 'Pago extemporáneo' (spec 1 §4.8; spec 2 'Late payment and online payment'): check the payment,
 * see the statement, pay online (service 1753) or upload the receipt. Opened only with
 * estatus_estado_extemporaneo 4 (the card decides).
 */
export function ExtemporaneoDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const datos = useDatosExtemporaneo(establecimiento.id, abierto);
  const [verEstado, setVerEstado] = useState(false);
  const [subir, setSubir] = useState(false);
  // The dialog stays open and says what became of the payment.
  const pago = usePagoEnLinea(clavesEstablecimiento(establecimiento.id), { alRegistrarse: () => setVerEstado(false) });
  const { pagar, enCurso } = pago;
  const fuente = useMemo(() => estadoCuentaExtemporaneoPdf(establecimiento.id), [establecimiento.id]);
  const d = datos.data;
  const estado = d?.estado_cuenta ?? null;
  const pagado = Boolean(d?.pago_extemporaneo || estado?.pagado);
  const pagarAhora = () => estado && void pagar({ ...estado, servicio_id: estado.servicio_id ?? SERVICIO.EXTEMPORANEO }, d?.external_id || establecimiento.external_id);
  const botonPagar =
    estado && !pagado ? (
      <Button onClick={pagarAhora} disabled={enCurso}>
        <CreditCard aria-hidden="true" />
        Pagar en línea
      </Button>
    ) : null;
  const aviso = <AvisoPago pago={pago} />;

  return (
    <>
      <Dialog open={abierto} onOpenChange={alCambiar}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Pago extemporáneo</DialogTitle>
            <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
          </DialogHeader>
          {aviso}
          {datos.isLoading ? (
            <Cargando filas={3} />
          ) : !d ? (
            <Alert variant="destructive">No fue posible consultar el pago extemporáneo.</Alert>
          ) : (
            <>
              <dl className="grid gap-4 sm:grid-cols-2" aria-live="polite">
                <Dato etiqueta="Plazo para pagar sin recargo">{formatearDia(d.fecha_limite_pago)}</Dato>
                <Dato etiqueta="Estatus del pago">{pagado ? <Badge variant="success">Pagado</Badge> : <Badge variant="warning">Por pagar</Badge>}</Dato>
                {estado ? <Dato etiqueta="Folio del estado de cuenta">{estado.folio}</Dato> : null}
                {estado ? <Dato etiqueta="Total">{formatearMoneda(estado.total)}</Dato> : null}
              </dl>
              {d.plazo ? <p className="text-sm">{d.plazo}</p> : null}
              {!estado ? <Alert variant="info">{MSG_PAGO.sinEdoCuenta}</Alert> : null}
            </>
          )}
          <DialogFooter className="flex-wrap">
            <Button variant="outline" onClick={() => void datos.refetch()} disabled={datos.isFetching}>
              <RefreshCw aria-hidden="true" />
              Verificar pago
            </Button>
            {estado ? (
              <Button variant="outline" onClick={() => setVerEstado(true)}>
                <FileText aria-hidden="true" />
                Ver estado de cuenta
              </Button>
            ) : null}
            {!pagado ? (
              <Button variant="secondary" onClick={() => setSubir(true)}>
                <Upload aria-hidden="true" />
                Subir recibo de pago
              </Button>
            ) : null}
            {botonPagar}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Visor fuente={verEstado ? fuente : null} alCerrar={() => setVerEstado(false)} aviso={aviso} acciones={botonPagar} />
      <SubirDocumentoDialog
        establecimientoId={establecimiento.id}
        codigo="recibo_pago_extemporaneo"
        titulo="Subir recibo de pago extemporáneo"
        descripcion={establecimiento.nombre_comercial}
        etiqueta={nombreDocumento('recibo_pago_extemporaneo')}
        abierto={subir}
        alCambiar={setSubir}
      />
    </>
  );
}
