// 'Solicitud de baja de establecimiento' (spec 2 §2 Closure): the establishment's name, the date of
// the closure before the SAT, the notice of closure and the other documents; once the request
// exists, its card (status in the kit's words — 1 orange, 4 green —, 'Enviar a revisión', delete
// with its confirmation, the timeline), the debt flags per area (Residuos Sólidos, Licencias) with
// 'Notificar pago realizado' while a debt is pending and 'Pagar en línea' for its statement.
import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { AREAS_ADEUDO, type AreaAdeudo } from '../../../domain/cambios/adeudos';
import { MSG_BAJA, MSG_BAJA_EXTRA } from '../../../domain/cambios/baja/mensajes';
import { deudaPendiente } from '../../../domain/cambios/baja/reglas';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dato } from '../../components/ui/dato';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { formatearMoneda } from '../../lib/formato';
import type { EstablecimientoRef } from '../../establecimientos/dialogo';
import { qkLic } from '../../licencia/consultas';
import { AvisoPago } from '../../tramite/pagos/aviso-pago';
import { usePagoEnLinea } from '../../tramite/pagos/use-pago-en-linea';
import { qkCambios } from '../comun/consultas';
import { TarjetaSolicitudCambio } from '../comun/tarjeta-solicitud';
import { useBaja, useLicenciaDe, type BajaDto } from './consultas';
import { FormularioBaja } from './formulario';

const AREAS: AreaAdeudo[] = ['rs', 'la'];

/** spec 2 §3–§4: each area's debt flag and whether it is paid (the card lists the amounts), with its statement's 'Pagar en línea'. */
function AdeudosBaja({ b, clave }: { b: BajaDto; clave: string }) {
  const pago = usePagoEnLinea([qkCambios.todo, qkLic.establecimientos]);
  return (
    <section aria-label="Adeudos por área" className="flex flex-col gap-2">
      <dl className="grid gap-3 sm:grid-cols-2">
        {AREAS.map((a) => {
          const adeudo = a === 'rs' ? b.adeudo_rs : b.adeudo_la;
          const pagado = a === 'rs' ? b.pago_rs : b.pago_la;
          const notificado = b.adeudos.find((x) => x.area === a)?.pago_notificado ?? false;
          const pendiente = deudaPendiente(b, a);
          return (
            <Dato key={a} etiqueta={`Adeudo: ${AREAS_ADEUDO[a].nombre}`}>
              {adeudo ? (
                <span className="flex flex-wrap items-center gap-2">
                  Sí
                  <Badge variant={pagado ? 'success' : 'warning'}>{!pagado ? 'Pendiente de pago' : notificado ? 'Pago notificado' : 'Pagado'}</Badge>
                </span>
              ) : (
                'No'
              )}
              {pendiente ? <span className="sr-only">{MSG_BAJA_EXTRA.adeudoPendiente(AREAS_ADEUDO[a].nombre)}</span> : null}
            </Dato>
          );
        })}
      </dl>
      {b.estados_cuenta
        .filter((e) => !e.pagado && b.tramite.acciones.pagar === e.servicio_id)
        .map((e) => (
          <div key={e.id} className="flex flex-wrap items-center gap-3 rounded-md border border-border p-2 text-sm">
            <span className="min-w-0 flex-1">
              Estado de cuenta <span className="font-mono">{e.folio}</span>: {e.servicio} · {formatearMoneda(e.total)}
            </span>
            <Button size="sm" onClick={() => void pago.pagar(e, clave)} disabled={pago.enCurso}>
              <CreditCard aria-hidden="true" />
              Pagar en línea
            </Button>
          </div>
        ))}
      <AvisoPago pago={pago} />
    </section>
  );
}

export function BajaEstablecimientoDialog({ establecimiento, abierto, alCambiar }: { establecimiento: EstablecimientoRef; abierto: boolean; alCambiar: (v: boolean) => void }) {
  const { licenciaId, cargando } = useLicenciaDe(establecimiento.id, abierto);
  const baja = useBaja(establecimiento.id, abierto ? licenciaId : null);
  const [modo, setModo] = useState<'ver' | 'editar' | null>(null);
  const b = baja.data ?? null;
  const base = `/api/licencia/${licenciaId}`;
  const refrescar = async () => {
    await baja.refetch();
  };

  const cuerpo = () => {
    if (cargando || (licenciaId !== null && baja.isPending)) return <Spinner />;
    if (licenciaId === null) return <Alert variant="warning">{MSG_BAJA_EXTRA.sinLicencia}</Alert>;
    if (baja.isError) return <Alert variant="destructive">No fue posible consultar la solicitud de baja.</Alert>;
    if (!b) {
      return (
        <>
          <Alert variant="warning">{MSG_BAJA_EXTRA.avisoBaja}</Alert>
          <FormularioBaja locacionId={establecimiento.id} licenciaId={licenciaId} solicitud={null} soloLectura={false} alTerminar={() => void refrescar()} />
        </>
      );
    }
    return (
      <>
        <TarjetaSolicitudCambio
          solicitud={b}
          titulo={MSG_BAJA.titulo}
          alAbrir={(m) => setModo((actual) => (actual === m ? null : m))}
          alEnviar={async () => {
            await api.post(`${base}/chageEstatusBajaEstablecimiento/${b.id}`, { estatus_id: 10 }, { exito: false });
            await refrescar();
          }}
          alEliminar={async () => {
            await api.post(`${base}/deleteSolicitudBajaEstablecimiento/${b.id}`, undefined, { exito: false });
            setModo(null);
            await refrescar();
          }}
          alNotificarPago={async (area) => {
            await api.post(`${base}/notificarPagoAreaBajaEstablecimiento/${b.id}`, { area }, { exito: false });
            await refrescar();
          }}
          extra={
            <div className="flex flex-col gap-3">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Dato etiqueta={MSG_BAJA_EXTRA.fechaSat}>{b.fecha_sat}</Dato>
              </dl>
              <AdeudosBaja b={b} clave={b.establecimiento.external_id} />
            </div>
          }
        />
        {modo ? (
          <FormularioBaja
            key={`${b.id}-${modo}`}
            locacionId={establecimiento.id}
            licenciaId={licenciaId}
            solicitud={b}
            soloLectura={modo === 'ver' || !b.editable}
            alTerminar={() => {
              setModo(null);
              void refrescar();
            }}
          />
        ) : null}
      </>
    );
  };

  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {MSG_BAJA.titulo}
            {b ? `: ${b.folio}` : ''}
          </DialogTitle>
          <DialogDescription>{MSG_BAJA_EXTRA.avisoAdeudos}</DialogDescription>
        </DialogHeader>
        <dl>
          <Dato etiqueta="Establecimiento">{establecimiento.nombre_comercial}</Dato>
        </dl>
        {cuerpo()}
      </DialogContent>
    </Dialog>
  );
}
