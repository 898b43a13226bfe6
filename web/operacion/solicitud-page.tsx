// A request as the operator console shows it (/admin/operacion/solicitudes/:folio; ARCHITECTURE.md
// "Finding a request"): its timeline in Spanish, the open task with its area and assignee, the
// workflow's pending timers with their dates, the activities it is retrying with their last error,
// the link to the workflow in Temporal's UI, and the four actions with their log.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { DetalleOperacionDto } from '../../api/operacion/consola.schemas';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { ENLACE } from '../components/ui/enlace';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { formatearFechaHora } from '../lib/formato';
import { RUTA_OPERACION } from '../lib/guardias';
import { LineaTiempo } from '../tramite/linea-tiempo';
import { QK_BUSQUEDA } from './buscar-solicitud';
import { BitacoraSolicitud, FallosActividad, Temporizadores } from './solicitud-secciones';
import { DialogoAccion } from './dialogo-accion';
import { QK_OPERACION } from './operacion-page';

const ESTADO_FLUJO: Record<string, string> = {
  RUNNING: 'En curso',
  COMPLETED: 'Terminado',
  CANCELLED: 'Cancelado',
  TERMINATED: 'Detenido',
  FAILED: 'Fallido',
  TIMED_OUT: 'Tiempo agotado',
  CONTINUED_AS_NEW: 'Continuado',
};

const qkSolicitud = (folio: string) => [...QK_OPERACION, 'solicitud', folio] as const;

function Acciones({ d }: { d: DetalleOperacionDto }) {
  const invalidar = [qkSolicitud(d.folio), QK_BUSQUEDA, QK_OPERACION];
  const comun = { folio: d.folio, invalidar };
  return (
    <div className="flex flex-wrap gap-2">
      {d.acciones.reasignar && d.tarea ? (
        <DialogoAccion
          {...comun}
          tipo="reasignar"
          titulo="Reasignar tarea"
          boton="Reasignar tarea"
          descripcion={`La tarea «${d.tarea.titulo}» pasará a otro miembro del área ${d.tarea.area}, que recibirá un aviso.`}
          opciones={d.miembros_area.filter((m) => m.id !== d.tarea?.asignado?.id).map((m) => ({ id: m.id, etiqueta: `${m.nombre} (${m.username})` }))}
        />
      ) : null}
      {d.acciones.reintentar ? (
        <DialogoAccion {...comun} tipo="reintentar" titulo="Reintentar actividad" boton="Reintentar ahora" descripcion="Las actividades que fallan se intentarán de nuevo ahora, sin esperar su siguiente intento." />
      ) : null}
      {d.acciones.reenviar ? (
        <DialogoAccion
          {...comun}
          tipo="reenviar"
          titulo="Reenviar notificación"
          boton="Reenviar notificación"
          descripcion="El contribuyente recibirá de nuevo la notificación, en el portal y por correo."
          opciones={d.notificaciones.map((n) => ({ id: n.id, etiqueta: `${n.encabezado} (${formatearFechaHora(n.created_at)})` }))}
        />
      ) : null}
      {d.acciones.cancelar ? (
        <DialogoAccion
          {...comun}
          tipo="cancelar"
          peligro
          titulo="Cancelar solicitud"
          boton="Cancelar solicitud"
          descripcion="El flujo de la solicitud termina y la solicitud queda Cancelada: sus tareas abiertas se cierran y sus estados de cuenta sin pagar quedan anulados. El contribuyente recibirá el motivo. Nada más cambia."
        />
      ) : null}
    </div>
  );
}

export function SolicitudOperacionPage() {
  const folio = useParams().folio ?? '';
  const consulta = useQuery({ queryKey: qkSolicitud(folio), queryFn: () => api.get<DetalleOperacionDto>(`/api/operacion/solicitudes/${encodeURIComponent(folio)}`) });
  const d = consulta.data;
  return (
    <div className="flex flex-col gap-6">
      <Link to={RUTA_OPERACION} className={`${ENLACE} gap-1`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver a Operación
      </Link>
      <Encabezado
        titulo={`Solicitud ${folio}`}
        descripcion={d ? `${d.tramite} · ${d.estatus_texto}` : undefined}
        acciones={
          d ? (
            <Button asChild variant="outline">
              <a href={d.enlace_temporal} target="_blank" rel="noreferrer noopener">
                <ExternalLink aria-hidden="true" />
                Ver el flujo en Temporal<span className="sr-only"> (se abre en una pestaña nueva)</span>
              </a>
            </Button>
          ) : null
        }
      />
      {consulta.isLoading ? <Cargando filas={6} /> : null}
      {consulta.isError ? <Alert variant="destructive">No fue posible consultar la solicitud. Intente de nuevo en unos momentos.</Alert> : null}
      {d ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Dato etiqueta="Contribuyente">
              {d.contribuyente} ({d.rfc})
            </Dato>
            <Dato etiqueta="Establecimiento o asunto">{d.establecimiento ?? d.titulo}</Dato>
            <Dato etiqueta="Flujo">{d.flujo_estado ? (ESTADO_FLUJO[d.flujo_estado] ?? d.flujo_estado) : 'Sin iniciar'}</Dato>
          </dl>
          {d.flujo_detalles ? <p className="text-sm text-muted-foreground whitespace-pre-line">{d.flujo_detalles.replace(/\*\*/g, '')}</p> : null}
          <Acciones d={d} />
          <Card>
            <CardHeader>
              <CardTitle>Tarea abierta</CardTitle>
            </CardHeader>
            <CardContent>
              {d.tarea ? (
                <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Tarea abierta">
                  <Dato etiqueta="Tarea">{d.tarea.titulo}</Dato>
                  <Dato etiqueta="Área">{d.tarea.area}</Dato>
                  <Dato etiqueta="Asignada a">{d.tarea.asignado ? `${d.tarea.asignado.nombre} (${d.tarea.asignado.username})` : 'Todo el área (sin asignar)'}</Dato>
                  <Dato etiqueta="Abierta">{formatearFechaHora(d.tarea.creada_at)}</Dato>
                  <Dato etiqueta="Vence">
                    {d.tarea.vence_at ? formatearFechaHora(d.tarea.vence_at) : null}
                    {d.tarea.escalada ? (
                      <Badge variant="destructive" className="ml-2">
                        Vencida
                      </Badge>
                    ) : null}
                  </Dato>
                </dl>
              ) : (
                <p className="text-muted-foreground">La solicitud no tiene una tarea abierta.</p>
              )}
            </CardContent>
          </Card>
          <FallosActividad fallos={d.fallos} />
          <Temporizadores temporizadores={d.temporizadores} />
          <section aria-labelledby="op-linea" className="flex flex-col gap-3">
            <h2 id="op-linea" className="text-lg font-semibold">
              Línea de tiempo
            </h2>
            <LineaTiempo pasos={d.linea_tiempo} progreso={d.progreso} />
          </section>
          <BitacoraSolicitud bitacora={d.bitacora} />
        </>
      ) : null}
    </div>
  );
}
