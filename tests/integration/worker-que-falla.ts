// An environment whose worker runs the real activities except the projection of chosen requests,
// which fails on every attempt: an activity retrying, as the operators' console must show it
// (spec 3 §3 operación). Tests add their own wrappers over the real activities.
import { NativeConnection, Worker } from '@temporalio/worker';
import { createActivities } from '../../activities';
import { opcionesDeTrazas, workflowBundle } from '../../worker/create-worker';
import { crearEntorno, type Entorno } from './harness';

type Actividades = ReturnType<typeof createActivities>;

export interface EntornoQueFalla {
  e: Entorno;
  /** ids of the requests whose projection fails */
  fallan: Set<number>;
  /** workflows to terminate at the end */
  abiertos: string[];
  cerrar(motivo: string): Promise<void>;
}

export async function entornoQueFalla(error: string, extra: (reales: Actividades) => Partial<Actividades> = () => ({})): Promise<EntornoQueFalla> {
  const e = await crearEntorno({}, { worker: false });
  const fallan = new Set<number>();
  const abiertos: string[] = [];
  const reales = createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx', padronMercados: e.deps.padronMercados });
  const conexion = await NativeConnection.connect({ address: e.config.TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    ...opcionesDeTrazas(),
    connection: conexion,
    taskQueue: e.taskQueue,
    workflowBundle: await workflowBundle(),
    activities: {
      ...reales,
      proyectarSolicitud: async (a: Parameters<Actividades['proyectarSolicitud']>[0]) => {
        if (fallan.has(a.solicitudId)) throw new Error(error);
        return reales.proyectarSolicitud(a);
      },
      ...extra(reales),
    },
  });
  const corriendo = worker.run();
  return {
    e,
    fallan,
    abiertos,
    async cerrar(motivo) {
      for (const id of abiertos) await e.deps.temporal.workflow.getHandle(id).terminate(motivo).catch(() => undefined);
      worker.shutdown();
      await corriendo;
      await conexion.close();
      await e.cerrar();
    },
  };
}
