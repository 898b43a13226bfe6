import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Clock3, Music } from 'lucide-react';
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX } from '../../domain/fiscalizacion/mensajes';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import type { EstablecimientoRef } from '../establecimientos/dialogo';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import { usePagoEnLinea } from '../tramite/pagos/use-pago-en-linea';
import {
  copiarSolicitud,
  eliminarSolicitud,
  enviarSolicitud,
  qkFisc,
  subirReciboPago,
  subirSolicitudFirmada,
  useSolicitudesFiscalizacion,
  type SolicitudFiscalizacionDto,
  type TipoSolicitud,
} from './consultas';
import { FormularioFiscalizacionDialog } from './formulario-dialog';
import { TarjetaFiscalizacion, type AccionesTarjeta } from './tarjeta-solicitud';

/** What the form shows: a new request of a kind, or one request (editable or not). */
export type Formulario = { tipo: TipoSolicitud; solicitud: SolicitudFiscalizacionDto | null; soloLectura: boolean };

interface Props {
  licenciaId: number;
  establecimiento: EstablecimientoRef;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
}

/** Runs a call whose toasts the API client shows; true when it worked. */
async function intentar(f: () => Promise<unknown>): Promise<boolean> {
  try {
    await f();
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Solicitudes' (spec 2 §2): the licence's extraordinary-hours and live-music requests as cards,
 * newest month first, with 'Horario extraordinario' and 'Música viva' to start a new one; the form
 * and the payment's result open from here.
 */
export function SolicitudesFiscalizacionDialog({ licenciaId, establecimiento, abierto, alCambiar }: Props) {
  const qc = useQueryClient();
  const lista = useSolicitudesFiscalizacion(licenciaId, abierto);
  const [form, setForm] = useState<Formulario | null>(null);
  const pago = usePagoEnLinea([qkFisc.todo]);
  const refrescar = () => qc.invalidateQueries({ queryKey: qkFisc.todo });
  const conRefresco = async (f: () => Promise<unknown>) => {
    const ok = await intentar(f);
    if (ok) await refrescar();
    return ok;
  };

  const acciones: AccionesTarjeta = {
    alAbrir: (s, soloLectura) => setForm({ tipo: s.tipo, solicitud: s, soloLectura }),
    alEnviar: (s) => conRefresco(() => enviarSolicitud(licenciaId, s.id)),
    alEliminar: (s) => conRefresco(() => eliminarSolicitud(licenciaId, s.id)),
    alCopiar: (s, mes) => conRefresco(() => copiarSolicitud(licenciaId, s.id, mes)),
    alSubirFirmada: (s, f, p) => conRefresco(() => subirSolicitudFirmada(licenciaId, s.id, f, p)),
    alSubirRecibo: (s, f, p) => conRefresco(() => subirReciboPago(licenciaId, s.id, f, p)),
    alPagar: pago.enCurso ? null : (s) => s.estado_cuenta && void pago.pagar(s.estado_cuenta, establecimiento.external_id),
  };

  const solicitudes = lista.data ?? [];
  return (
    <>
      <Dialog open={abierto} onOpenChange={alCambiar}>
        <DialogContent className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>{MSG.tituloSolicitudes}</DialogTitle>
            <DialogDescription>{`${MSGX.tituloMisSolicitudes} de ${establecimiento.nombre_comercial}`}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setForm({ tipo: 'EXTRA', solicitud: null, soloLectura: false })}>
              <Clock3 aria-hidden="true" />
              Nueva solicitud de horario extraordinario
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setForm({ tipo: 'VARIEDAD', solicitud: null, soloLectura: false })}>
              <Music aria-hidden="true" />
              Nueva solicitud de música viva
            </Button>
          </div>
          <AvisoPago pago={pago} />
          {lista.isLoading ? <Cargando filas={3} /> : null}
          {lista.isError ? <Alert variant="destructive">No fue posible consultar las solicitudes.</Alert> : null}
          {lista.isSuccess && !solicitudes.length ? <Alert variant="info">Este establecimiento aún no tiene solicitudes de horario extraordinario ni de música viva.</Alert> : null}
          <ul className="flex flex-col gap-3" aria-label="Solicitudes de horario extraordinario y música viva">
            {solicitudes.map((s) => (
              <li key={s.id}>
                <TarjetaFiscalizacion s={s} acciones={acciones} />
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
      {form ? (
        <FormularioFiscalizacionDialog
          key={`${form.tipo}-${form.solicitud?.id ?? 'nueva'}`}
          licenciaId={licenciaId}
          establecimiento={establecimiento}
          tipo={form.tipo}
          solicitud={form.solicitud}
          soloLectura={form.soloLectura}
          abierto
          alCambiar={(v) => !v && setForm(null)}
        />
      ) : null}
    </>
  );
}
