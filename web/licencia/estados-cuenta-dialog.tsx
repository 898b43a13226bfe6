import { useState } from 'react';
import { CreditCard, Eye, FileText, Paperclip, Receipt } from 'lucide-react';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { Visor, type DocumentoVisible, type FuentePdf } from '../components/visor';
import { mimeDe, nombreDocumento } from './archivos';
import { ComprobanteDialog } from '../tramite/pagos/comprobante-dialog';
import { useEstablecimientoLicencias } from './consultas';
import type { DialogoEstablecimientoProps } from '../establecimientos/dialogo';
import { estadoCuentaPdf, reciboPagoPdf } from './impresos';
import { TablaEstadosCuenta } from '../tramite/pagos/tabla-estados-cuenta';
import type { EstadoCuentaDto, LicenciaDto } from './tipos';
import { usePagoEnLinea } from '../tramite/pagos/use-pago-en-linea';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import { clavesEstablecimiento } from './consultas';
import { leerLicencia } from './estatus';

interface Visor {
  fuente: FuentePdf;
  /** the statement shown, when it can be paid from the viewer */
  pagable: EstadoCuentaDto | null;
}

/** 'Estados de cuenta y pagos' (spec 1 §4.5, §7.5): view, pay online, attach a proof, get the receipt. */
export function EstadosCuentaDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const detalle = useEstablecimientoLicencias(establecimiento.id, abierto);
  const [visor, setVisor] = useState<Visor | null>(null);
  const [documento, setDocumento] = useState<DocumentoVisible | null>(null);
  const [comprobante, setComprobante] = useState<EstadoCuentaDto | null>(null);
  // The dialog stays open and says what became of the payment; a recorded payment
  // closes the statement's viewer, whose 'Pagar en línea' no longer applies.
  const pago = usePagoEnLinea(clavesEstablecimiento(establecimiento.id), { alRegistrarse: () => setVisor(null) });
  const { pagar, enCurso } = pago;

  const licencias = [...(detalle.data?.licencia ?? [])].sort((a, b) => b.anio - a.anio);
  const conEstados = licencias.filter((l) => l.estados_cuenta?.length);
  const archivos = detalle.data?.archivos ?? [];
  const comprobanteDe = (e: EstadoCuentaDto) => archivos.find((a) => a.tipo_archivo === `comprobante_pago_${e.servicio_id}`);
  // What may be paid or proven now is what the request's own machine waits for.
  const pagable = (l: LicenciaDto, e: EstadoCuentaDto) => !e.pagado && leerLicencia(l).acciones.pagar === e.servicio_id;
  const pagarEstado = (e: EstadoCuentaDto) => void pagar(e, establecimiento.external_id);

  const acciones = (l: LicenciaDto) => (e: EstadoCuentaDto) => {
    const recibo = e.pagado ? reciboPagoPdf(e, establecimiento.id) : null;
    const archivo = comprobanteDe(e);
    return (
      <>
        <Button size="sm" variant="outline" onClick={() => setVisor({ fuente: estadoCuentaPdf(e), pagable: pagable(l, e) ? e : null })}>
          <FileText aria-hidden="true" />
          Ver estado de cuenta
        </Button>
        {pagable(l, e) ? (
          <Button size="sm" onClick={() => pagarEstado(e)} disabled={enCurso}>
            <CreditCard aria-hidden="true" />
            Pagar en línea
          </Button>
        ) : null}
        {!e.pagado && leerLicencia(l).acciones.comprobante === e.servicio_id ? (
          <Button size="sm" variant="secondary" onClick={() => setComprobante(e)}>
            <Paperclip aria-hidden="true" />
            Adjuntar comprobante de pago
          </Button>
        ) : null}
        {archivo ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDocumento({ id: archivo.id, nombre: nombreDocumento(archivo.tipo_archivo), nombre_archivo: archivo.nombre, mime: archivo.mime ?? mimeDe(archivo.nombre) })}
          >
            <Eye aria-hidden="true" />
            Ver comprobante
          </Button>
        ) : null}
        {recibo ? (
          <Button size="sm" variant="outline" onClick={() => setVisor({ fuente: recibo, pagable: null })}>
            <Receipt aria-hidden="true" />
            Ver recibo de pago
          </Button>
        ) : null}
      </>
    );
  };

  const aviso = <AvisoPago pago={pago} />;
  return (
    <>
      <Dialog open={abierto} onOpenChange={alCambiar}>
        <DialogContent className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>Estados de cuenta y pagos</DialogTitle>
            <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
          </DialogHeader>
          {aviso}
          {detalle.isLoading ? (
            <Cargando filas={3} />
          ) : conEstados.length === 0 ? (
            <Alert variant="info">{MSG_PAGO.sinEdoCuenta}</Alert>
          ) : (
            conEstados.map((l) => (
              <section key={l.id} aria-label={`Licencia ${l.anio}`} className="flex flex-col gap-2">
                {conEstados.length > 1 ? <h3 className="font-semibold">Licencia {l.anio}</h3> : null}
                <TablaEstadosCuenta titulo={`Estados de cuenta de la licencia ${l.anio}`} estados={l.estados_cuenta ?? []} acciones={acciones(l)} />
              </section>
            ))
          )}
        </DialogContent>
      </Dialog>
      <Visor
        fuente={visor?.fuente ?? null}
        alCerrar={() => setVisor(null)}
        aviso={aviso}
        acciones={
          visor?.pagable ? (
            <Button onClick={() => visor.pagable && pagarEstado(visor.pagable)} disabled={enCurso}>
              <CreditCard aria-hidden="true" />
              Pagar en línea
            </Button>
          ) : null
        }
      />
      <Visor fuente={documento} alCerrar={() => setDocumento(null)} />
      {comprobante ? (
        <ComprobanteDialog
          url={`/api/establecimientos/uploadComprobantePago/${establecimiento.id}`}
          refrescar={clavesEstablecimiento(establecimiento.id)}
          servicioId={comprobante.servicio_id}
          servicio={comprobante.servicio}
          abierto
          alCambiar={(v) => !v && setComprobante(null)}
        />
      ) : null}
    </>
  );
}
