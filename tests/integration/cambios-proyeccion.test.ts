// A change request changes its establishment only when the procedure approves it, exactly once
//: staged values stay in the request while it is reviewed; the approval applies
// them in the projection's transaction with a history row. Here the worker dies right after that
// transaction commits and before Temporal hears of it: the projection is retried and applies nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NativeConnection, Worker } from '@temporalio/worker';
import { and, eq } from 'drizzle-orm';
import { createActivities } from '../../activities';
import { guardarArchivosCambio } from '../../api/cambios/archivos';
import { createCambiosRepository } from '../../api/cambios/cambios.repository';
import { codigosCambio } from '../../domain/cambios/documentos';
import { enviarTramite } from '../../api/tramites/acciones';
import { establecimientos, historialEstablecimientos, solicitudes, tareas } from '../../db/schema';
import { CAMBIO } from '../../domain/cambios/comun';
import { opcionesDeTrazas, workflowBundle } from '../../worker/create-worker';
import { ARCHIVOS, contribuyenteConPerfil, entrar, establecimientoConLicencia, crearEntorno, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
/** Requests whose terminal projection fails once after committing (a worker that dies at that instant). */
const caer = new Set<number>();
let caidas = 0;
let worker: { w: Worker; corriendo: Promise<void>; conexion: NativeConnection } | null = null;

beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  const reales = createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' });
  const conexion = await NativeConnection.connect({ address: e.config.TEMPORAL_ADDRESS });
  const w = await Worker.create({
    ...opcionesDeTrazas(),
    connection: conexion,
    taskQueue: e.taskQueue,
    workflowBundle: await workflowBundle(),
    activities: {
      ...reales,
      async proyectarSolicitud(a: Parameters<typeof reales.proyectarSolicitud>[0]) {
        await reales.proyectarSolicitud(a);
        if (a.snapshot.value === 'terminada' && caer.delete(a.solicitudId)) {
          caidas++;
          throw new Error('el worker cayó después de confirmar la transacción');
        }
      },
    },
  });
  worker = { w, corriendo: w.run(), conexion };
}, 300_000);
afterAll(async () => {
  if (worker) {
    worker.w.shutdown();
    await worker.corriendo;
    await worker.conexion.close();
  }
  await e?.cerrar();
});

const nombreDe = async (id: number) => (await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, id)))[0].nombreComercial;

describe('a change applies once, at approval', () => {
  it('the trade name changes only when approved, once, with its history — even when the projection is retried after a crash', async () => {
    const t = await contribuyenteConPerfil(e);
    const est0 = await establecimientoConLicencia(e, t, { nombre_comercial: 'TIENDA EL ANTES' });
    const [est] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, est0.id));
    const repo = createCambiosRepository({ db: e.db.db });
    const r = await repo.crear({
      est,
      tipo: CAMBIO.NOMBRE,
      propuesta: { nombre_comercial_actual: est.nombreComercial, nuevo_nombre_comercial: 'TIENDA EL DESPUÉS' },
      datos: { tipoProceso: est.tipoProcesoId, hasAlcohol: false },
    });
    if (!r.ok) throw new Error('no se creó el cambio');
    const id = r.vista.s.id;
    caer.add(id);
    // Sent with the two documents the procedure requires (scd_identificacion, scd_constancia).
    const archivos = new Map(['scd_identificacion', 'scd_constancia'].map((c) => [c, { buf: ARCHIVOS.pdf, nombre: `${c}.pdf` }]));
    await guardarArchivosCambio(e.db.db, r.vista.s, archivos, codigosCambio(CAMBIO.NOMBRE));

    await enviarTramite(e.deps, r.vista.s);
    const root = await entrar(e, 'root');
    // Residuos Sólidos finds no arrears; the name is still the old one while Licencias/SARE reviews.
    const rs = await tareaAbierta(e, id, 'revision_rs');
    expect((await root.post(`/api/tareas/${rs.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const rev = await tareaAbierta(e, id, 'revision');
    expect(await nombreDe(est.id)).toBe('TIENDA EL ANTES');
    expect(await e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.solicitudId, id))).toHaveLength(0);

    expect((await root.post(`/api/tareas/${rev.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await expect.poll(async () => (await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0].estado, { timeout: 30_000 }).toBe('terminada');
    await expect.poll(() => caidas, { timeout: 30_000 }).toBe(1);
    // The retried projection ran after the crash (the workflow finished) and changed nothing twice.
    await e.deps.temporal.workflow.getHandle(r.vista.s.workflowId).result();
    expect(await nombreDe(est.id)).toBe('TIENDA EL DESPUÉS');
    const historia = await e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.locacionId, est.id));
    expect(historia).toHaveLength(1);
    expect(historia[0]).toMatchObject({ solicitudId: id, tipo: 'cambio_nombre', anterior: { nombre_comercial: 'TIENDA EL ANTES' }, nuevo: { nombre_comercial: 'TIENDA EL DESPUÉS' } });

    // A later replay of the same terminal state (any version) applies nothing: the history says it was done.
    await e.db.db.update(establecimientos).set({ nombreComercial: 'CORREGIDO POR EL MUNICIPIO' }).where(eq(establecimientos.id, est.id));
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, id));
    await createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' }).proyectarSolicitud({ solicitudId: id, snapshot: s.snapshot!, version: s.version + 5 });
    expect(await nombreDe(est.id)).toBe('CORREGIDO POR EL MUNICIPIO');
    expect(await e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.locacionId, est.id))).toHaveLength(1);
    const abiertas = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, id), eq(tareas.estado, 'pendiente')));
    expect(abiertas).toHaveLength(0);
  }, 90_000);

  it('a second request of the same type cannot be opened while one is in course', async () => {
    const t = await contribuyenteConPerfil(e);
    const est0 = await establecimientoConLicencia(e, t, { nombre_comercial: 'TIENDA DOBLE' });
    const [est] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, est0.id));
    const repo = createCambiosRepository({ db: e.db.db });
    const datos = { tipoProceso: est.tipoProcesoId, hasAlcohol: false };
    const [a, b] = await Promise.all([
      repo.crear({ est, tipo: CAMBIO.NOMBRE, propuesta: { nuevo_nombre_comercial: 'UNO' }, datos }),
      repo.crear({ est, tipo: CAMBIO.NOMBRE, propuesta: { nuevo_nombre_comercial: 'DOS' }, datos }),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    // Another type is independent.
    expect((await repo.crear({ est, tipo: CAMBIO.BAJA, propuesta: { fecha_sat: '2026-01-15' }, datos })).ok).toBe(true);
  });
});
