import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AccionOperacionDto, FilaAtascadaDto, OperacionDto } from '../../api/operacion/operacion.schemas';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { api } from '../lib/api';
import { formatearFechaHora } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { ETIQUETA_ACCION } from '../../domain/operacion/consola';
import { TablaAtascadas } from './tabla-atascadas';
import { BuscarSolicitud } from './buscar-solicitud';
import { AccesosFallidos, QK_ACCESOS } from './accesos-fallidos';

/** The console's query key: the re-check refreshes it (its "Acciones recientes" show the new row). */
export const QK_OPERACION = ['operacion'] as const;


function Seccion({ id, titulo, cuenta, ayuda, children }: { id: string; titulo: string; cuenta: number; ayuda: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        {titulo}
        <Badge variant={cuenta > 0 ? 'destructive' : 'outline'} aria-label={`${cuenta} solicitudes`}>
          {cuenta}
        </Badge>
      </h2>
      <p className="text-sm text-muted-foreground">{ayuda}</p>
      {children}
    </section>
  );
}

function AccionesRecientes({ acciones }: { acciones: AccionOperacionDto[] }) {
  return (
    <section aria-labelledby="op-acciones" className="flex flex-col gap-3">
      <h2 id="op-acciones" className="text-lg font-semibold">
        Acciones recientes
      </h2>
      <Table>
        <TableCaption className="sr-only">Acciones recientes de operación</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Fecha</TableHead>
            <TableHead scope="col">Usuario</TableHead>
            <TableHead scope="col">Acción</TableHead>
            <TableHead scope="col">Folio</TableHead>
            <TableHead scope="col">Resultado</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody vacio="Aún no se ha realizado ninguna acción.">
          {acciones.map((a) => (
            <TableRow key={a.id}>
              <TableCell className="whitespace-nowrap">{formatearFechaHora(a.created_at)}</TableCell>
              <TableCell>{a.usuario}</TableCell>
              <TableCell>{ETIQUETA_ACCION[a.accion] ?? a.accion}</TableCell>
              <TableCell className="whitespace-nowrap">{a.folio ?? a.workflow_id}</TableCell>
              <TableCell>{a.resultado === 'enviada' ? 'Enviada' : a.resultado}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

/** /admin/operacion: requests stuck in their workflows, for root and operativo. */
export function OperacionPage() {
  const [revisar, setRevisar] = useState<FilaAtascadaDto | null>(null);
  const qc = useQueryClient();
  // ?minutos=N: how long an activity must have been failing to be listed (the API's default is 60).
  const minutos = useSearchParams()[0].get('minutos');
  const ruta = minutos && /^\d{1,4}$/.test(minutos) ? `/api/operacion?minutos=${minutos}` : '/api/operacion';
  const consulta = useQuery({
    queryKey: [...QK_OPERACION, ruta],
    queryFn: () => api.get<OperacionDto>(ruta),
    refetchInterval: 60_000,
  });
  const accion = useAccion<string>({
    llamar: (workflowId) => api.post('/api/operacion/revisar', { workflow_id: workflowId }),
    invalidar: [QK_OPERACION],
  });
  const d = consulta.data;

  return (
    <div className="flex flex-col gap-8">
      <Encabezado
        titulo="Operación"
        descripcion="Solicitudes detenidas en su flujo de trabajo, según Temporal. Cada fila se abre en la interfaz web de Temporal."
        acciones={
          <Button variant="outline" onClick={() => void Promise.all([consulta.refetch(), qc.refetchQueries({ queryKey: QK_ACCESOS })])} disabled={consulta.isFetching}>
            Actualizar
          </Button>
        }
      />
      <BuscarSolicitud />
      {consulta.isLoading ? <Cargando filas={6} /> : null}
      {consulta.isError ? <Alert variant="destructive">No fue posible consultar Temporal. Intente de nuevo en unos momentos.</Alert> : null}
      {d ? (
        <>
          <p className="text-sm text-muted-foreground">Consultado el {formatearFechaHora(d.generado_at)}</p>
          <Seccion id="op-vencidas" titulo="Tareas vencidas" cuenta={d.vencidas.filas.length} ayuda="Tareas de personal cuyo plazo ya venció; la jefatura del área ya recibió el aviso.">
            {d.vencidas.recortada ? <Alert variant="warning">Se muestran solo las primeras {d.vencidas.filas.length}; hay más en Temporal.</Alert> : null}
            <TablaAtascadas titulo="Tareas vencidas" desde="Venció" error="Situación" filas={d.vencidas.filas} vacio="No hay tareas vencidas." alRevisar={setRevisar} />
          </Seccion>
          <Seccion
            id="op-reintentando"
            titulo="Actividades reintentando"
            cuenta={d.reintentando.filas.length}
            ayuda={`Flujos en curso con una actividad que falla desde hace más de ${d.reintentando.umbral_minutos} minutos.`}
          >
            {d.reintentando.recortada ? (
              <Alert variant="warning">
                Se revisaron solo los {d.reintentando.descritos} flujos en curso más recientes (límite de {d.reintentando.max_descritos}); puede haber más en Temporal.
              </Alert>
            ) : null}
            <TablaAtascadas titulo="Actividades reintentando" desde="Desde" error="Último error" filas={d.reintentando.filas} vacio="No hay actividades reintentando." alRevisar={setRevisar} />
          </Seccion>
          <Seccion id="op-fallidos" titulo="Flujos fallidos" cuenta={d.fallidos.filas.length} ayuda={`Flujos que terminaron con error, por tiempo agotado o detenidos en los últimos ${d.fallidos.dias} días.`}>
            {d.fallidos.recortada ? <Alert variant="warning">Se muestran solo los primeros {d.fallidos.filas.length}; hay más en Temporal.</Alert> : null}
            <TablaAtascadas titulo="Flujos fallidos" desde="Terminó" error="Último error" filas={d.fallidos.filas} vacio="No hay flujos fallidos." />
          </Seccion>
          <AccionesRecientes acciones={d.acciones} />
        </>
      ) : null}
      <AccesosFallidos />
      <Confirmar
        abierto={revisar !== null}
        alCambiar={(v) => !v && setRevisar(null)}
        titulo="Volver a revisar"
        descripcion={
          <p>
            El flujo de la solicitud {revisar?.folio ?? revisar?.workflow_id} volverá a guardar su estado y, si la tarea del paso actual no está en la bandeja, la abrirá de nuevo
            con su mismo plazo. No cambia el estado de la solicitud. La acción queda registrada. ¿Desea continuar?
          </p>
        }
        confirmar="Volver a revisar"
        alConfirmar={() => {
          if (revisar) void accion.ejecutar(revisar.workflow_id);
          setRevisar(null);
        }}
      />
    </div>
  );
}
