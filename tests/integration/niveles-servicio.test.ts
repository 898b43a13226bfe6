// Service levels of the staff areas against a real database. Tasks and requests are seeded
// as rows (the figures are about history, which no workflow could make in a test's time); the API
// computes them and keeps each area head to the areas they lead.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solicitudes, tareas, usuarioAreas, usuarios } from '../../db/schema';
import { MSG_NIVELES } from '../../api/indicadores/niveles.routes';
import { sembrarNivelesDemo } from '../../scripts/demo-niveles';
import { crearEntorno, entrar, nuevoContribuyente, type Entorno } from './harness';

let e: Entorno;
const HORA = 3_600_000;
const DIA = 24 * HORA;
const hace = (ms: number) => new Date(Date.now() - ms);
const sufijo = Math.random().toString(36).slice(2, 8).toUpperCase();

beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  const t = await nuevoContribuyente(e);
  const db = e.db.db;
  const snap = (tipoProceso: number, value: string) => ({ value, context: { datos: { tipoProceso } } }) as never;
  const sol = async (procedimiento: string, folio: string, extra: Partial<typeof solicitudes.$inferInsert> = {}) => {
    const [s] = await db
      .insert(solicitudes)
      .values({ procedimiento, workflowId: `niveles-${folio}`, folio, contribuyenteId: t.contribuyenteId!, estado: 'revision', estatus: 3, ...extra })
      .returning({ id: solicitudes.id });
    return s.id;
  };
  // SARE: one decided in a day (kept), one decided 20 days after sending (broken); a Licencias one is not SARE.
  const sare1 = await sol('licencia', `SARE-A-${sufijo}`, { snapshot: snap(2, 'terminada'), estado: 'terminada', estatus: 4, enviadaAt: hace(10 * DIA), terminadaAt: hace(9 * DIA) });
  await sol('licencia', `SARE-B-${sufijo}`, { snapshot: snap(2, 'terminada'), estado: 'terminada', estatus: 4, enviadaAt: hace(25 * DIA), terminadaAt: hace(5 * DIA) });
  await sol('licencia', `LIC-C-${sufijo}`, { snapshot: snap(1, 'terminada'), estado: 'terminada', estatus: 4, enviadaAt: hace(25 * DIA), terminadaAt: hace(5 * DIA) });
  const perfil = await sol('perfil', `PER-${sufijo}`, { enviadaAt: hace(2 * DIA) });

  let ronda = 0;
  const tarea = (areaId: number, procedimiento: string, paso: string, solicitudId: number, folio: string, t0: Date, fin: Date | null, vence: Date | null = null) => ({
    workflowId: `niveles-${sufijo}`,
    procedimiento,
    paso,
    ronda: ++ronda,
    areaId,
    titulo: 'Tarea de prueba',
    folio,
    solicitudId,
    estado: fin ? ('resuelta' as const) : ('pendiente' as const),
    resultado: fin ? ('aprobado' as const) : null,
    createdAt: t0,
    resueltaAt: fin,
    venceAt: vence,
  });
  await db.insert(tareas).values([
    // open: one overdue (the oldest), one not yet due
    tarea(21, 'licencia', 'validacion_datos', sare1, `VIEJA-${sufijo}`, hace(5 * DIA), null, hace(DIA)),
    tarea(21, 'licencia', 'validacion_datos', sare1, `NUEVA-${sufijo}`, hace(DIA), null, new Date(Date.now() + DIA)),
    // resolved in 2 h (just now), 4 h and 6 h (in the last 30 days), 100 h (60 days ago: only in 90)
    tarea(21, 'licencia', 'validacion_datos', sare1, `R1-${sufijo}`, hace(2 * HORA + 600_000), hace(600_000)),
    tarea(21, 'licencia', 'validacion_datos', sare1, `R2-${sufijo}`, hace(10 * DIA + 4 * HORA), hace(10 * DIA)),
    tarea(21, 'licencia', 'validacion_datos', sare1, `R3-${sufijo}`, hace(12 * DIA + 6 * HORA), hace(12 * DIA)),
    tarea(21, 'licencia', 'validacion_datos', sare1, `R4-${sufijo}`, hace(60 * DIA + 100 * HORA), hace(60 * DIA)),
    // Padrón: the profile waits
    tarea(1, 'perfil', 'revision', perfil, `PER-${sufijo}`, hace(2 * DIA), null),
  ]);
  // coordinacion.sare heads its area in this world (the demo's head is jefa.padron).
  const [sare] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, 'coordinacion.sare'));
  await db.update(usuarioAreas).set({ esJefe: true }).where(and(eq(usuarioAreas.usuarioId, sare.id), inArray(usuarioAreas.areaId, [21])));
}, 300_000);
afterAll(async () => e?.cerrar());

type Tramite = { area_id: number; procedimiento: string; abiertas: number; vencidas: number; atendidas_semana: number; mas_antigua: { folio: string; paso_etiqueta: string } | null; pasos: { paso: string; etiqueta: string; mediana_horas: number | null; p90_horas: number | null; resueltas: number }[]; serie: { semanas: string[]; series: { paso: string; valores: (number | null)[] }[] } };
const de = (lista: Tramite[], area: number, procedimiento: string) => lista.find((t) => t.area_id === area && t.procedimiento === procedimiento);

describe('service levels', () => {
  it('root reads every area: open, overdue, median and p90 per window, the week, the oldest waiting request', async () => {
    const root = await entrar(e, 'root');
    const r30 = await root.get('/api/indicadores/niveles?dias=30');
    expect(r30.status).toBe(200);
    const lic = de(r30.body.data.tramites, 21, 'licencia')!;
    expect(lic).toMatchObject({ abiertas: 2, vencidas: 1, atendidas_semana: 1, mas_antigua: { folio: `VIEJA-${sufijo}`, paso_etiqueta: 'Validación de datos' } });
    expect(lic.pasos[0]).toMatchObject({ paso: 'validacion_datos', etiqueta: 'Validación de datos', resueltas: 3, mediana_horas: 4, p90_horas: 5.6 });
    expect(lic.serie.series[0].valores.filter((v) => v !== null).length).toBeGreaterThan(0);
    expect(de(r30.body.data.tramites, 1, 'perfil')).toMatchObject({ abiertas: 1 });

    const r90 = await root.get('/api/indicadores/niveles?dias=90');
    // [2, 4, 6, 100]: median 5; p90 at rank 2.7 → 6 + 0.7·94 = 71.8
    expect(de(r90.body.data.tramites, 21, 'licencia')!.pasos[0]).toMatchObject({ resueltas: 4, mediana_horas: 5, p90_horas: 71.8 });
    expect((await root.get('/api/indicadores/niveles?dias=45')).status).toBe(422);
  });

  it("SARE's promise per month counts SARE requests only: one kept, one broken", async () => {
    const root = await entrar(e, 'root');
    const sare: { cumplidas: number; incumplidas: number; pendientes: number }[] = (await root.get('/api/indicadores/niveles')).body.data.sare;
    expect(sare).toHaveLength(6);
    expect(sare.reduce((s, m) => s + m.cumplidas, 0)).toBe(1);
    expect(sare.reduce((s, m) => s + m.incumplidas, 0)).toBe(1);
  });

  it('an area head reads only the areas they lead; another area is refused with 403 and a Spanish message', async () => {
    const jefa = await entrar(e, 'jefa.padron');
    const propia = await jefa.get('/api/indicadores/niveles');
    expect(propia.status).toBe(200);
    expect(propia.body.data.areas).toEqual([{ id: 1, nombre: 'Padrón de Contribuyentes' }]);
    expect(propia.body.data.tramites.every((t: Tramite) => t.area_id === 1)).toBe(true);
    expect(propia.body.data.sare).toBeNull();
    for (const url of ['/api/indicadores/niveles?area=21', '/api/indicadores/niveles/csv?area=21']) {
      const ajena = await jefa.get(url);
      expect(ajena.status).toBe(403);
      expect(ajena.body.message).toBe(MSG_NIVELES.otraArea);
    }
    const sare = await entrar(e, 'coordinacion.sare');
    const suya = await sare.get('/api/indicadores/niveles');
    expect(suya.body.data.tramites.map((t: Tramite) => t.area_id)).toEqual([21]);
    expect(suya.body.data.sare).toHaveLength(6);
    expect((await sare.get('/api/indicadores/niveles?area=1')).status).toBe(403);
  });

  it('staff who head no area, taxpayers and administrador are refused', async () => {
    const revisor = await entrar(e, 'revisor.licencias');
    const r = await revisor.get('/api/indicadores/niveles');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MSG_NIVELES.soloJefatura);
    expect((await (await entrar(e, 'admin')).get('/api/indicadores/niveles')).status).toBe(403);
    expect((await (await nuevoContribuyente(e)).get('/api/indicadores/niveles/csv')).status).toBe(403);
  });

  it('the CSV: text/csv, UTF-8 with BOM, a Spanish header and one row per step', async () => {
    const root = await entrar(e, 'root');
    const r = await root.raw({ method: 'GET', url: '/api/indicadores/niveles/csv?dias=30&area=21' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(r.headers['content-disposition']).toMatch(/attachment; filename="niveles-servicio-30d-/);
    expect([...r.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = r.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lineas[0]).toBe('Área,Trámite,Paso,Tareas abiertas,Vencidas,Resueltas en el periodo,Mediana (horas),Percentil 90 (horas),Atendidas esta semana,Solicitud más antigua en espera,En espera desde');
    expect(lineas[1]).toMatch(new RegExp(`^Coordinación SARE,Licencia de funcionamiento,Validación de datos,2,1,3,4,5\\.6,1,VIEJA-${sufijo},\\d{4}-`));
  });
});

// Runs last: it adds the demo's history to this world.
describe('the demo history (scripts/demo-niveles.ts)', () => {
  it('gives the dashboard medians, a week and SARE months, once, and opens no task', async () => {
    const abiertasAntes = (await e.db.db.select({ id: tareas.id }).from(tareas).where(eq(tareas.estado, 'pendiente'))).length;
    expect(await sembrarNivelesDemo(e.db.db)).toBe(true);
    expect(await sembrarNivelesDemo(e.db.db)).toBe(false);
    expect((await e.db.db.select({ id: tareas.id }).from(tareas).where(eq(tareas.estado, 'pendiente'))).length).toBe(abiertasAntes);
    const root = await entrar(e, 'root');
    const d = (await root.get('/api/indicadores/niveles?dias=90')).body.data;
    const firma = de(d.tramites, 31, 'licencia')!;
    expect(firma.pasos[0].mediana_horas).toBeGreaterThan(0);
    expect(de(d.tramites, 1, 'perfil')!.pasos.find((p) => p.paso === 'revision_perfil')!.resueltas).toBeGreaterThan(20);
    const sare: { porcentaje: number | null }[] = d.sare;
    expect(sare.filter((m) => m.porcentaje !== null).length).toBeGreaterThanOrEqual(3);
    // The archive taxpayer cannot sign in.
    expect((await root.post('/api/login', { username: 'XAXX010101000', password: 'x', remember: false })).status).not.toBe(200);
  });
});
