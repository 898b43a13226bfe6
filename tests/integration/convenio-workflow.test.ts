// The agreement's durable timer (workflows/convenios/vigencia.workflow.ts) on Temporal's
// time-skipping server with the real activities on a real database: a year-long agreement is
// marked in force on its first day, its taxpayer is told seven days before its end (in the portal
// and by e-mail, once), and it is marked expired once its last day has passed — proven by skipping
// time, never by shortened constants. New dates (a signal) move the notice; a terminated timer
// (a deleted agreement) does nothing more.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Context } from '@temporalio/activity';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { and, eq, like } from 'drizzle-orm';
import { correos, licenciaConvenios, notificaciones, preferenciasRecordatorio } from '../../db/schema';
import { createActivities } from '../../activities';
import { createConveniosActivities, type ActividadesConvenio, type ArgsConvenio } from '../../activities/convenios.activities';
import { CATALOGO_CONVENIOS } from '../../domain/convenios/catalogo';
import { ESTATUS_CONVENIO, WORKFLOW_TYPE_CONVENIO, hitosConvenio, workflowIdConvenio } from '../../domain/convenios/reglas';
import { hoyCancun, sumarDias } from '../../domain/tramite/fechas';
import { estadoConvenioQuery, vigenciaSignal, type EntradaConvenio, type EstadoConvenioWf } from '../../workflows/convenios/mensajes';
import { conWorker as conWorkerTs, crearEntornoTiempo, esperar } from './time-skipping';
import { contribuyenteConPerfil, crearEntorno, establecimientoConLicencia, type Entorno } from './harness';

let env: TestWorkflowEnvironment;
let e: Entorno;
let base: { locacionId: number; licenciaId: number; usuarioId: number };

beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  const t = await contribuyenteConPerfil(e);
  const con = await establecimientoConLicencia(e, t, { nombre_comercial: 'CAFETERÍA EL CONVENIO' });
  base = { locacionId: con.id, licenciaId: con.licenciaId, usuarioId: t.userId };
}, 300_000);
afterAll(async () => e?.cerrar());
// A time-skipping server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

/** The real activities, each call recorded with the (skipped) server time it was scheduled at. */
function actividades() {
  const reales = createConveniosActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' });
  const llamadas: { nombre: keyof ActividadesConvenio; args: ArgsConvenio; en: number }[] = [];
  const envolver =
    (nombre: keyof ActividadesConvenio) =>
    async (a: ArgsConvenio): Promise<void> => {
      llamadas.push({ nombre, args: a, en: Context.current().info.currentAttemptScheduledTimestampMs });
      await reales[nombre](a);
    };
  const acts: ActividadesConvenio = {
    activarConvenio: envolver('activarConvenio'),
    avisarVencimientoConvenio: envolver('avisarVencimientoConvenio'),
    vencerConvenio: envolver('vencerConvenio'),
    // the reminders (tests/integration/recordatorios-tramites.test.ts proves them)
    destinoRecordatorioConvenio: reales.destinoRecordatorioConvenio,
  };
  return { acts, llamadas };
}

async function conWorker<T>(acts: ActividadesConvenio, fn: (taskQueue: string) => Promise<T>): Promise<T> {
  const taskQueue = `conv-${Math.random().toString(36).slice(2)}`;
  // The worker's real activities (the reminders among them), with this test's agreement activities over them.
  const reales = createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' });
  return conWorkerTs(env, { ...reales, ...acts }, fn, taskQueue);
}

/** A registered agreement row starting in `inicio` days for `dias` days (server days from today). */
async function convenio(inicio: number, dias: number) {
  const hoy = hoyCancun(new Date(await env.currentTimeMs()));
  const v = { vigenciaInicio: sumarDias(hoy, inicio), vigenciaFin: sumarDias(hoy, inicio + dias - 1) };
  const [c] = await e.db.db
    .insert(licenciaConvenios)
    .values({ licenciaId: base.licenciaId, locacionId: base.locacionId, convenioId: CATALOGO_CONVENIOS[1].id, ...v, estatus: ESTATUS_CONVENIO.REGISTRADO })
    .returning();
  return c;
}

const fila = async (id: number) => (await e.db.db.select().from(licenciaConvenios).where(eq(licenciaConvenios.id, id)))[0];
const avisos = (id: number) => e.db.db.select().from(notificaciones).where(and(eq(notificaciones.usuarioId, base.usuarioId), like(notificaciones.dedupeKey, `convenio-${id}-%`)));

const iniciar = (tq: string, entrada: EntradaConvenio) =>
  env.client.workflow.start(WORKFLOW_TYPE_CONVENIO, { taskQueue: tq, workflowId: `${workflowIdConvenio(entrada.convenioId)}-${Date.now()}`, args: [entrada] });

describe('vigenciaConvenioWorkflow on the time-skipping server', { timeout: 120_000 }, () => {
  it('in force on its first day, notice seven days before its end (once, in the portal and by e-mail), expired after its last day', async () => {
    const c = await convenio(10, 365);
    const { acts, llamadas } = actividades();
    const fin = await conWorker(acts, async (tq) => {
      const h = await iniciar(tq, { convenioId: c.id, vigenciaInicio: c.vigenciaInicio, vigenciaFin: c.vigenciaFin });
      return h.result() as Promise<EstadoConvenioWf>;
    });
    expect(fin).toMatchObject({ activado: true, avisadoPara: c.vigenciaFin, vencido: true });
    const h = hitosConvenio(c);
    expect(llamadas.map((l) => l.nombre)).toEqual(['activarConvenio', 'avisarVencimientoConvenio', 'vencerConvenio']);
    // Each one at (or just after) its instant: a year of waiting skipped, never shortened.
    const [activar, avisar, vencer] = llamadas.map((l) => l.en);
    expect(activar).toBeGreaterThanOrEqual(h.inicio);
    expect(activar - h.inicio).toBeLessThan(60_000);
    expect(avisar).toBeGreaterThanOrEqual(h.aviso);
    expect(avisar - h.aviso).toBeLessThan(60_000);
    expect(vencer).toBeGreaterThanOrEqual(h.vencimiento);
    expect(vencer - h.vencimiento).toBeLessThan(60_000);

    const r = await fila(c.id);
    expect(r.estatus).toBe(ESTATUS_CONVENIO.VENCIDO);
    expect(r.avisoAt).not.toBeNull();
    expect(r.vencidoAt).not.toBeNull();
    const a = await avisos(c.id);
    const aviso = a.find((n) => n.dedupeKey === `convenio-${c.id}-aviso-${c.vigenciaFin}`);
    expect(aviso?.encabezado).toBe('Su convenio está por vencer');
    expect(aviso?.descripcion).toMatch(/^Su convenio «Convenio de uso de vía pública» vence el \d{1,2} de [a-z]+ de \d{4}\. Establecimiento: CAFETERÍA EL CONVENIO\.$/);
    expect(a.filter((n) => n.dedupeKey?.includes('-aviso-'))).toHaveLength(1);
    expect(a.some((n) => n.encabezado === 'Su convenio ha vencido')).toBe(true);
    const correo = await e.db.db.select().from(correos).where(eq(correos.dedupeKey, `convenio-${c.id}-aviso-${c.vigenciaFin}`));
    expect(correo).toHaveLength(1);
    expect(correo[0].asunto).toBe('Su convenio está por vencer — Ventanilla en línea');
  });

  it('new dates (a signal) move the notice and the expiry; the stale dates do nothing', async () => {
    const c = await convenio(5, 60);
    const nuevoFin = sumarDias(c.vigenciaFin, 30);
    const { acts, llamadas } = actividades();
    const fin = await conWorker(acts, async (tq) => {
      const h = await iniciar(tq, { convenioId: c.id, vigenciaInicio: c.vigenciaInicio, vigenciaFin: c.vigenciaFin });
      // The API writes the row first, then signals (POST licenciaconvenio/{id}).
      await e.db.db.update(licenciaConvenios).set({ vigenciaFin: nuevoFin }).where(eq(licenciaConvenios.id, c.id));
      await h.signal(vigenciaSignal, { vigenciaInicio: c.vigenciaInicio, vigenciaFin: nuevoFin });
      await esperar(() => h.query(estadoConvenioQuery), (q) => q.vigenciaFin === nuevoFin);
      return h.result() as Promise<EstadoConvenioWf>;
    });
    expect(fin).toMatchObject({ vigenciaFin: nuevoFin, avisadoPara: nuevoFin, vencido: true });
    const hn = hitosConvenio({ vigenciaInicio: c.vigenciaInicio, vigenciaFin: nuevoFin });
    const avisar = llamadas.find((l) => l.nombre === 'avisarVencimientoConvenio')!;
    expect(avisar.args.vigenciaFin).toBe(nuevoFin);
    expect(avisar.en).toBeGreaterThanOrEqual(hn.aviso);
    expect(llamadas.find((l) => l.nombre === 'vencerConvenio')!.en).toBeGreaterThanOrEqual(hn.vencimiento);
    expect((await avisos(c.id)).map((n) => n.dedupeKey)).toContain(`convenio-${c.id}-aviso-${nuevoFin}`);
    expect((await avisos(c.id)).map((n) => n.dedupeKey)).not.toContain(`convenio-${c.id}-aviso-${c.vigenciaFin}`);
    expect((await fila(c.id)).estatus).toBe(ESTATUS_CONVENIO.VENCIDO);
  });

  it('the 7-day notice is the 7-day reminder: a taxpayer who turned off e-mail for «fin_vigencia» is told in the portal only', async () => {
    const c = await convenio(3, 30);
    await e.db.db.insert(preferenciasRecordatorio).values({ usuarioId: base.usuarioId, tipo: 'fin_vigencia', correo: false });
    try {
      const reales = createConveniosActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' });
      await reales.avisarVencimientoConvenio({ convenioId: c.id, vigenciaInicio: c.vigenciaInicio, vigenciaFin: c.vigenciaFin });
      const clave = `convenio-${c.id}-aviso-${c.vigenciaFin}`;
      expect((await avisos(c.id)).filter((n) => n.dedupeKey === clave).map((n) => n.encabezado)).toEqual(['Su convenio está por vencer']);
      expect(await e.db.db.select().from(correos).where(eq(correos.dedupeKey, clave))).toHaveLength(0);
    } finally {
      await e.db.db.delete(preferenciasRecordatorio).where(eq(preferenciasRecordatorio.usuarioId, base.usuarioId));
    }
  });

  it('a deleted agreement: the activities find no row and write nothing (the API also terminates the timer)', async () => {
    const c = await convenio(2, 20);
    await e.db.db.delete(licenciaConvenios).where(eq(licenciaConvenios.id, c.id));
    const { acts, llamadas } = actividades();
    await conWorker(acts, async (tq) => (await iniciar(tq, { convenioId: c.id, vigenciaInicio: c.vigenciaInicio, vigenciaFin: c.vigenciaFin })).result());
    expect(llamadas).toHaveLength(3);
    expect(await avisos(c.id)).toHaveLength(0);
  });
});
