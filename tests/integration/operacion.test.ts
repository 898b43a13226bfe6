// The operator console (/admin/operacion) against the real Temporal dev server: a request
// whose projection keeps failing (an activity retrying) and one whose task is overdue (a step due in
// 0 business hours) show up with folio, step and error; 'Volver a revisar' is audited, re-creates a
// task row the inbox lost without escalating it again, and is refused to a taxpayer and a reviewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bitacoraOperacion, tareas, type Solicitud } from '../../db/schema';
import { giro } from '../../domain/giro/definicion';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import { enviarSolicitud } from '../../api/tramites/temporal';
import { SA } from '../../workflows/search-attributes';
import type { EntradaTramite } from '../../workflows/tramite/mensajes';
import { cliente, contribuyenteConPerfil, entrar, type Entorno } from './harness';
import { entornoQueFalla, type EntornoQueFalla } from './worker-que-falla';

const ERROR_PRUEBA = 'Sin conexión con la base de datos (prueba de operación)';

let f: EntornoQueFalla;
let e: Entorno;
/** requests whose projection fails on every attempt */
let fallan: Set<number>;
let abiertos: string[];
/** escalations per task id, as the workflow asked for them */
const escaladas = new Map<number, number>();

beforeAll(async () => {
  f = await entornoQueFalla(ERROR_PRUEBA, (reales) => ({
    escalarTarea: async (a: { tareaId: number }) => {
      escaladas.set(a.tareaId, (escaladas.get(a.tareaId) ?? 0) + 1);
      return reales.escalarTarea(a);
    },
  }));
  ({ e, fallan, abiertos } = f);
}, 300_000);

afterAll(() => f?.cerrar('fin de la prueba de operación'));

async function solicitudGiro(titulo: string): Promise<Solicitud> {
  const t = await contribuyenteConPerfil(e);
  return createSolicitudesRepository({ db: e.db.db }).crear(e.db.db, {
    def: giro,
    contribuyenteId: t.contribuyenteId!,
    titulo,
    datos: {},
    folio: (id) => `GIRO-OP-${id}`,
  });
}

interface Fila {
  workflow_id: string;
  folio: string | null;
  paso: string | null;
  paso_etiqueta: string | null;
  tramite: string | null;
  titulo: string | null;
  desde: string | null;
  error: string | null;
  intentos: number | null;
  estado: string;
  enlace: string;
}

describe('operator console', () => {
  let vencida: Solicitud;
  let atascada: Solicitud;

  it('lists the overdue task and the retrying activity with folio, step, since when and error', { timeout: 90_000 }, async () => {
    vencida = await solicitudGiro('Venta de artesanías de chicle');
    abiertos.push(vencida.workflowId);
    // Due in 0 business hours: overdue (and escalated) as soon as it opens.
    await enviarSolicitud(e.deps, vencida, { datos: {}, plazosHoras: { revision_giro: 0 } });

    atascada = await solicitudGiro('Reparación de hamacas');
    fallan.add(atascada.id);
    abiertos.push(atascada.workflowId);
    const input: EntradaTramite = { solicitudId: atascada.id, datos: {}, eventosIniciales: [{ type: 'ENVIAR' }] };
    await e.deps.temporal.workflow.start(giro.workflowType, {
      workflowId: atascada.workflowId,
      taskQueue: e.taskQueue,
      args: [input],
      typedSearchAttributes: [
        { key: SA.Folio, value: atascada.folio },
        { key: SA.Procedimiento, value: giro.clave },
        { key: SA.Estatus, value: '1' },
        { key: SA.Area, value: 'contribuyente' },
        { key: SA.Paso, value: 'ninguno' },
      ],
      memo: { titulo: 'Reparación de hamacas' },
    });

    const root = await entrar(e, 'root');
    let datos: { vencidas: { filas: Fila[] }; reintentando: { filas: Fila[]; descritos: number; max_descritos: number }; fallidos: { filas: Fila[] } } | undefined;
    await expect
      .poll(
        async () => {
          const r = await root.get('/api/operacion?minutos=0');
          expect(r.status).toBe(200);
          datos = r.body.data;
          return [datos!.vencidas.filas.some((f) => f.workflow_id === vencida.workflowId), datos!.reintentando.filas.some((f) => f.workflow_id === atascada.workflowId)];
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toEqual([true, true]);

    const v = datos!.vencidas.filas.find((f) => f.workflow_id === vencida.workflowId)!;
    expect(v).toMatchObject({ folio: vencida.folio, paso: 'revision_giro', paso_etiqueta: 'Revisión del giro solicitado', tramite: 'Solicitud de nuevo giro', titulo: 'Venta de artesanías de chicle' });
    expect(Date.parse(v.desde!)).toBeLessThanOrEqual(Date.now());
    expect(v.error).toMatch(/vencida/);
    expect(v.enlace).toMatch(new RegExp(`^/temporal/namespaces/default/workflows/${vencida.workflowId}/[0-9a-f-]+/history$`));

    const a = datos!.reintentando.filas.find((f) => f.workflow_id === atascada.workflowId)!;
    expect(a).toMatchObject({ folio: atascada.folio, paso: 'revision_giro', paso_etiqueta: 'Revisión del giro solicitado', error: ERROR_PRUEBA, titulo: 'Reparación de hamacas' });
    expect(a.intentos).toBeGreaterThan(1);
    expect(Date.parse(a.desde!)).toBeLessThanOrEqual(Date.now());
    expect(datos!.reintentando.max_descritos).toBe(100);

    // With the default threshold (an hour) an activity failing for seconds is not listed yet.
    const porDefecto = await root.get('/api/operacion');
    expect(porDefecto.body.data.reintentando.filas.some((f: Fila) => f.workflow_id === atascada.workflowId)).toBe(false);
    expect(porDefecto.body.data.reintentando.umbral_minutos).toBe(60);
  });

  it('Volver a revisar re-creates a lost task row, keeps its due time, escalates nothing twice, and is audited', { timeout: 60_000 }, async () => {
    const [t] = await e.db.db.select().from(tareas).where(and(eq(tareas.workflowId, vencida.workflowId), eq(tareas.paso, 'revision_giro')));
    await expect.poll(() => escaladas.get(t!.id) ?? 0, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await e.db.db.select().from(tareas).where(eq(tareas.id, t!.id)))[0]?.escaladaAt ?? null, { timeout: 10_000 }).not.toBeNull();
    // The inbox lost the row (an operator's mistake, a restore): the re-check brings it back.
    await e.db.db.delete(tareas).where(eq(tareas.id, t!.id));

    const operativo = await entrar(e, 'operativo');
    const r = await operativo.post('/api/operacion/revisar', { workflow_id: vencida.workflowId });
    expect(r.status).toBe(200);
    expect(r.body.data.resultado).toBe('enviada');

    const fila = async () => (await e.db.db.select().from(tareas).where(and(eq(tareas.workflowId, vencida.workflowId), eq(tareas.paso, 'revision_giro'))))[0] ?? null;
    await expect.poll(fila, { timeout: 20_000 }).not.toBeNull();
    const nueva = (await fila())!;
    expect(nueva.estado).toBe('pendiente');
    expect(nueva.venceAt?.toISOString()).toBe(t!.venceAt?.toISOString());
    // The workflow knows the new row: a decision on it is accepted.
    // (The row is written by the activity; the workflow learns its id when the activity's result is delivered.)
    const tareaDelFlujo = async () => (await e.deps.temporal.workflow.getHandle(vencida.workflowId).query<{ tarea: { id: number; escalada: boolean } | null }>('estado')).tarea;
    await expect.poll(tareaDelFlujo, { timeout: 20_000 }).toMatchObject({ id: nueva.id, escalada: true });
    await new Promise((res) => setTimeout(res, 1_500));
    expect(escaladas.get(nueva.id) ?? 0).toBe(0);
    expect(escaladas.get(t!.id)).toBe(1);

    const bitacora = await e.db.db.select().from(bitacoraOperacion).where(eq(bitacoraOperacion.workflowId, vencida.workflowId));
    expect(bitacora).toEqual([expect.objectContaining({ accion: 'revisar', usuarioId: operativo.userId, folio: vencida.folio, resultado: 'enviada' })]);
    const lista = await operativo.get('/api/operacion');
    expect(lista.body.data.acciones[0]).toMatchObject({ usuario: 'operativo', accion: 'revisar', workflow_id: vencida.workflowId, folio: vencida.folio, resultado: 'enviada' });
  });

  it('a terminated flow is listed under Flujos fallidos with its reason; re-checking it is refused (409) and audited', { timeout: 60_000 }, async () => {
    const detenida = await solicitudGiro('Alquiler de kayaks');
    await enviarSolicitud(e.deps, detenida, { datos: {} });
    await e.deps.temporal.workflow.getHandle(detenida.workflowId).terminate('Detenido por la prueba de operación');
    const root = await entrar(e, 'root');
    let filas: Fila[] = [];
    await expect
      .poll(
        async () => {
          filas = (await root.get('/api/operacion')).body.data.fallidos.filas;
          return filas.some((f) => f.workflow_id === detenida.workflowId);
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    expect(filas.find((f) => f.workflow_id === detenida.workflowId)).toMatchObject({ folio: detenida.folio, paso: 'revision_giro', error: 'Detenido por la prueba de operación', estado: 'TERMINATED' });
    const r = await root.post('/api/operacion/revisar', { workflow_id: detenida.workflowId });
    expect(r.status).toBe(409);
    const [b] = await e.db.db.select().from(bitacoraOperacion).where(eq(bitacoraOperacion.workflowId, detenida.workflowId));
    expect(b).toMatchObject({ accion: 'revisar', folio: detenida.folio, resultado: 'rechazada: el flujo ya terminó' });
  });

  it('an unknown workflow is 404 and is not signalled', async () => {
    const root = await entrar(e, 'root');
    expect((await root.post('/api/operacion/revisar', { workflow_id: 'giro-no-existe-999999999' })).status).toBe(404);
  });

  it('a taxpayer, a reviewer and administrador get 403; anonymous 401; nothing is audited', async () => {
    const [contribuyente, revisor, admin] = await Promise.all([contribuyenteConPerfil(e), entrar(e, 'revisor.licencias'), entrar(e, 'admin')]);
    const antes = (await e.db.db.select().from(bitacoraOperacion)).length;
    for (const c of [contribuyente, revisor, admin]) {
      expect((await c.get('/api/operacion')).status).toBe(403);
      expect((await c.post('/api/operacion/revisar', { workflow_id: vencida.workflowId })).status).toBe(403);
    }
    expect((await cliente(e).get('/api/operacion')).status).toBe(401);
    expect((await e.db.db.select().from(bitacoraOperacion)).length).toBe(antes);
  });
});
