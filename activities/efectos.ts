// One activity for all of a transition's effects (issue 17, many open procedures). The runner used
// to schedule each effect as an activity of its own: a send that projects, notifies and opens a
// task cost three activities and four workflow tasks, and during a burst of starts every one of
// them queued in the same task queue as a reviewer's decision. Here the same calls run in order
// inside one activity, so a transition costs one activity and one workflow task after it.
//
// Each call is the registered activity itself (the worker passes the very object it registers, so a
// test's recording or held activities are the ones called), idempotent as before: a retry of the
// whole list after a crash leaves the same rows as one run (projection by version; task, statement
// and notice by their keys).
import type { SnapshotPersistido } from '../domain/tramite/maquina';
import type { ServicioId } from '../domain/tramite/servicios';

interface ActividadesEfecto {
  cerrarTarea(a: { tareaId: number; resultado: 'aprobado' | 'rechazado'; motivo: string | null; revisorId: number }): Promise<void>;
  proyectarSolicitud(a: { solicitudId: number; snapshot: SnapshotPersistido; version: number }): Promise<void>;
  abrirTarea(a: { solicitudId: number; paso: string; ronda: number; venceAt: string }): Promise<{ id: number; venceAt: string }>;
  generarEstadoCuenta(a: { solicitudId: number; servicio: ServicioId; ronda: number }): Promise<unknown>;
  notificarTramite(a: { solicitudId: number; evento: string; clave: string; servicio?: number | null; motivo?: string | null }): Promise<void>;
}

/** One effect as the runner resolved it: which activity, with the arguments it would have sent. */
export type PedidoEfecto = {
  [K in keyof ActividadesEfecto]: { actividad: K; args: Parameters<ActividadesEfecto[K]>[0] };
}[keyof ActividadesEfecto];

/** What the workflow needs back: the task the list opened, as stored (its id and due time). */
export interface ResultadoEfectos {
  tarea: { id: number; venceAt: string } | null;
}

export function crearEfectosTramite(acts: ActividadesEfecto) {
  return {
    /** A transition's effects, in the order the machine listed them (domain/tramite/efectos.ts). */
    async efectosTramite(a: { solicitudId: number; pedidos: PedidoEfecto[] }): Promise<ResultadoEfectos> {
      let tarea: ResultadoEfectos['tarea'] = null;
      for (const p of a.pedidos) {
        switch (p.actividad) {
          case 'cerrarTarea':
            await acts.cerrarTarea(p.args);
            break;
          case 'proyectarSolicitud':
            await acts.proyectarSolicitud(p.args);
            break;
          case 'abrirTarea':
            tarea = await acts.abrirTarea(p.args);
            break;
          case 'generarEstadoCuenta':
            await acts.generarEstadoCuenta(p.args);
            break;
          case 'notificarTramite':
            await acts.notificarTramite(p.args);
            break;
        }
      }
      return { tarea };
    },
  };
}

/**
 * The activities a worker registers, with the transition's one activity built over them: a worker
 * (or a test) that replaces one of them replaces it inside efectosTramite too.
 */
export function conEfectosTramite<T extends ActividadesEfecto>(acts: T): T & ReturnType<typeof crearEfectosTramite> {
  return { ...acts, ...crearEfectosTramite(acts) };
}
