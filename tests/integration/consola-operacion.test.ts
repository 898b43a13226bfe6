// The operator console's search and request page against real PostgreSQL and the Temporal dev
// server: a request found by folio, RFC, name or subject; its page (timeline, open task with its
// area and assignee, the task's timer with its date, an activity failing with its Spanish message,
// the link into Temporal's UI); and each action with its required reason, its line in the
// operators' log and its notice to whoever it affects: reassign, retry now, cancel, resend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { bitacoraOperacion, estadosCuenta, licencias, notificaciones, solicitudes, tareas, usuarioAreas, usuarios, type Solicitud } from '../../db/schema';
import { giro } from '../../domain/giro/definicion';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import { enviarSolicitud } from '../../api/tramites/temporal';
import { SA } from '../../workflows/search-attributes';
import type { EntradaTramite } from '../../workflows/tramite/mensajes';
import { contribuyenteConPerfil, entrar, formularioLicencia, tareaAbierta, type Entorno } from './harness';
import { entornoQueFalla, type EntornoQueFalla } from './worker-que-falla';

const ERROR_PRUEBA = 'connection refused (prueba de la consola)';

let f: EntornoQueFalla;
let e: Entorno;
/** requests whose projection fails on every attempt */
let fallan: Set<number>;
let abiertos: string[];

beforeAll(async () => {
  f = await entornoQueFalla(ERROR_PRUEBA);
  ({ e, fallan, abiertos } = f);
}, 300_000);

afterAll(() => f?.cerrar('fin de la prueba de la consola'));

async function giroEnviado(titulo: string) {
  const t = await contribuyenteConPerfil(e);
  const s = await createSolicitudesRepository({ db: e.db.db }).crear(e.db.db, { def: giro, contribuyenteId: t.contribuyenteId!, titulo, datos: {}, folio: (id) => `GIRO-CON-${id}` });
  abiertos.push(s.workflowId);
  await enviarSolicitud(e.deps, s, { datos: {} });
  return { s, t, tarea: await tareaAbierta(e, s.id, 'revision_giro') };
}

const detalle = async (c: Awaited<ReturnType<typeof entrar>>, folio: string) => {
  const r = await c.get(`/api/operacion/solicitudes/${encodeURIComponent(folio)}`);
  expect(r.status).toBe(200);
  return r.body.data;
};

describe('operator console: search and a request page', () => {
  let s: Solicitud;
  let rfc: string;

  it('finds a request by folio, RFC, name or subject; a short search is refused in Spanish; a taxpayer is refused', { timeout: 60_000 }, async () => {
    const g = await giroEnviado('Taller de bordado yucateco');
    s = g.s;
    rfc = g.t.rfc;
    const op = await entrar(e, 'operativo');
    for (const q of [s.folio, s.folio.slice(-4), rfc.toLowerCase(), 'bordado yucat']) {
      const r = await op.get(`/api/operacion/solicitudes?q=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
      expect(r.body.data.data.map((f: { folio: string }) => f.folio), q).toContain(s.folio);
    }
    const fila = (await op.get(`/api/operacion/solicitudes?q=${encodeURIComponent(s.folio)}`)).body.data.data[0];
    expect(fila).toMatchObject({ folio: s.folio, procedimiento: 'giro', tramite: 'Solicitud de nuevo giro', titulo: 'Taller de bordado yucateco', rfc });
    const corta = await op.get('/api/operacion/solicitudes?q=ab');
    expect(corta.status).toBe(422);
    expect(JSON.stringify(corta.body)).toContain('Escriba al menos 3 caracteres para buscar.');
    const nadie = await op.get('/api/operacion/solicitudes?q=ZZZZ-NO-EXISTE');
    expect(nadie.body.data).toMatchObject({ data: [], total: 0 });
    expect((await g.t.get(`/api/operacion/solicitudes?q=${s.folio}`)).status).toBe(403);
    expect((await g.t.get(`/api/operacion/solicitudes/${s.folio}`)).status).toBe(403);
  });

  it("shows the timeline, the open task with its area, its due timer and the workflow's link", { timeout: 30_000 }, async () => {
    const root = await entrar(e, 'root');
    const d = await detalle(root, s.folio);
    const [t] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, s.id), eq(tareas.estado, 'pendiente')));
    expect(d.tarea).toMatchObject({ id: t!.id, paso: 'revision_giro', area_id: t!.areaId, asignado: null, vence_at: t!.venceAt!.toISOString() });
    expect(d.enlace_temporal).toBe(`/temporal/namespaces/default/workflows/${s.workflowId}`);
    expect(d.flujo_estado).toBe('RUNNING');
    expect(d.linea_tiempo.find((l: { clave: string }) => l.clave === 'revision_giro')).toMatchObject({ actual: true });
    // The runner waits on the task's due time: a durable timer due then, with its summary. Its
    // duration is reckoned from the workflow's clock when it started waiting, and the server starts
    // it when the command arrives: never earlier than the task's due time, later by however long that
    // workflow task took on a loaded machine (over a second at a load of 17 on 2 cores).
    const timer = d.temporizadores.find((x: { resumen: string | null }) => x.resumen?.startsWith('Vence la tarea'));
    expect(timer, JSON.stringify(d.temporizadores)).toBeDefined();
    const desfase = Date.parse(timer.vence_at) - t!.venceAt!.getTime();
    expect(desfase, JSON.stringify(d.temporizadores)).toBeGreaterThanOrEqual(-1_000);
    expect(desfase, JSON.stringify(d.temporizadores)).toBeLessThan(60_000);
    expect(timer.resumen).toContain('Solicitud de nuevo giro');
    expect(d.flujo_detalles).toContain('Revisión del giro solicitado');
    expect(d.acciones).toMatchObject({ reasignar: true, reintentar: false, cancelar: true });
    expect(d.miembros_area.length).toBeGreaterThan(0);
    expect((await root.get('/api/operacion/solicitudes/NO-EXISTE-1')).status).toBe(404);
  });

  it('reassigns the open task to a member of its area, with a reason; refuses other areas and a missing reason', { timeout: 30_000 }, async () => {
    const op = await entrar(e, 'operativo');
    const d = await detalle(op, s.folio);
    const miembro = d.miembros_area[0];
    const url = `/api/operacion/solicitudes/${s.folio}/reasignar`;
    const sinMotivo = await op.post(url, { usuario_id: miembro.id, motivo: '  ' });
    expect(sinMotivo.status).toBe(422);
    expect(JSON.stringify(sinMotivo.body)).toContain('Escriba el motivo de la acción.');
    const [ajeno] = await e.db.db
      .select({ id: usuarios.id })
      .from(usuarioAreas)
      .innerJoin(usuarios, eq(usuarios.id, usuarioAreas.usuarioId))
      .where(ne(usuarioAreas.areaId, d.tarea.area_id));
    const otraArea = await op.post(url, { usuario_id: ajeno!.id, motivo: 'El revisor está de vacaciones' });
    expect(otraArea.status).toBe(400);
    expect(otraArea.body.message).toBe('Solo puede reasignar la tarea a un miembro activo de su área.');
    expect((await e.db.db.select().from(tareas).where(eq(tareas.id, d.tarea.id)))[0]!.asignadaA).toBeNull();

    const r = await op.post(url, { usuario_id: miembro.id, motivo: 'El revisor está de vacaciones' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Tarea reasignada.');
    const despues = await detalle(op, s.folio);
    expect(despues.tarea.asignado).toEqual(miembro);
    expect(despues.bitacora[0]).toMatchObject({ usuario: 'operativo', accion: 'Reasignar tarea', motivo: 'El revisor está de vacaciones', resultado: `del área a ${miembro.username}` });
    // The inbox says so too, in the list and in the task's page.
    const root = await entrar(e, 'root');
    expect((await root.get(`/api/tareas/${d.tarea.id}`)).body.data.asignada_a).toBe(miembro.username);
    expect((await root.get(`/api/tareas?q=${s.folio}`)).body.data.data.find((x: { id: number }) => x.id === d.tarea.id).asignada_a).toBe(miembro.username);
    const avisos = await e.db.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, miembro.id));
    expect(avisos.find((n) => n.encabezado === 'Tarea asignada')?.descripcion).toContain(s.folio);
    expect((await op.post(url, { usuario_id: miembro.id, motivo: 'Otra vez a la misma persona' })).body.message).toBe('La tarea ya está asignada a esa persona.');
  });

  it('cancels the request with a reason: the workflow ends cancelled, its task closes, its unpaid statement is void, the taxpayer is told why', { timeout: 60_000 }, async () => {
    const g = await giroEnviado('Venta de papel picado');
    const [pagado, pendiente] = await e.db.db
      .insert(estadosCuenta)
      .values([
        { folio: `EC-CON-${g.s.id}-1`, solicitudId: g.s.id, contribuyenteId: g.s.contribuyenteId, servicioId: 1, conceptos: [], total: '100.00', estatus: 8 },
        { folio: `EC-CON-${g.s.id}-2`, solicitudId: g.s.id, contribuyenteId: g.s.contribuyenteId, servicioId: 2, conceptos: [], total: '50.00', estatus: 4 },
      ])
      .returning();
    const root = await entrar(e, 'root');
    const url = `/api/operacion/solicitudes/${g.s.folio}/cancelar`;
    const sinMotivo = await root.post(url, {});
    expect(sinMotivo.status).toBe(422);
    expect(JSON.stringify(sinMotivo.body)).toContain('Escriba el motivo de la acción.');
    expect((await e.deps.temporal.workflow.getHandle(g.s.workflowId).describe()).status.name).toBe('RUNNING');

    const r = await root.post(url, { motivo: 'Solicitud duplicada por error del sistema' });
    expect(r.status).toBe(200);
    await expect.poll(async () => (await e.deps.temporal.workflow.getHandle(g.s.workflowId).describe()).status.name, { timeout: 20_000 }).toBe('CANCELLED');
    await expect.poll(async () => (await e.db.db.select().from(tareas).where(eq(tareas.id, g.tarea.id)))[0]!.estado, { timeout: 20_000 }).toBe('cancelada');
    // The request itself reads 'Cancelada' (not the step it waited on), and its timeline says where it stopped and why.
    await expect.poll(async () => (await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, g.s.id)))[0]!.estado, { timeout: 20_000 }).toBe('cancelada');
    const cancelada = await detalle(root, g.s.folio);
    expect(cancelada).toMatchObject({ estatus_texto: 'Cancelada', flujo_estado: 'CANCELLED', tarea: null });
    expect(cancelada.linea_tiempo.filter((l: { texto: string }) => l.texto === 'Cancelado')).toEqual([
      expect.objectContaining({ etiqueta: expect.any(String), motivo: 'Solicitud duplicada por error del sistema', actual: false }),
    ]);
    expect((await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, g.s.id)))[0]!.turno).toBeNull();
    const edos = await e.db.db.select().from(estadosCuenta).where(eq(estadosCuenta.solicitudId, g.s.id));
    expect(edos.find((x) => x.id === pagado!.id)!.estatus).toBe(8);
    expect(edos.find((x) => x.id === pendiente!.id)!.estatus).toBe(13);
    const [aviso] = await e.db.db.select().from(notificaciones).where(and(eq(notificaciones.usuarioId, g.t.userId), eq(notificaciones.encabezado, 'Solicitud cancelada')));
    expect(aviso!.descripcion).toBe(`Su solicitud con folio ${g.s.folio} fue cancelada por el municipio. Motivo: Solicitud duplicada por error del sistema`);
    const [b] = await e.db.db.select().from(bitacoraOperacion).where(and(eq(bitacoraOperacion.workflowId, g.s.workflowId), eq(bitacoraOperacion.accion, 'cancelar')));
    expect(b).toMatchObject({ usuarioId: root.userId, folio: g.s.folio, motivo: 'Solicitud duplicada por error del sistema', resultado: 'cancelada; estados de cuenta anulados: 1' });
    // Ended: cancelling again is refused.
    expect((await root.post(url, { motivo: 'Solicitud duplicada por error del sistema' })).status).toBe(409);
    // Its task closed with it: there is nothing to reassign.
    const reasignar = await root.post(`/api/operacion/solicitudes/${g.s.folio}/reasignar`, { usuario_id: root.userId, motivo: 'Solicitud duplicada por error del sistema' });
    expect(reasignar.status).toBe(409);
    expect(reasignar.body.message).toBe('La solicitud no tiene una tarea abierta que reasignar.');

    // Resend the cancellation notice: a new notification with the same words, logged with its reason.
    const d = await detalle(root, g.s.folio);
    expect(d.notificaciones[0]).toMatchObject({ id: aviso!.id, encabezado: 'Solicitud cancelada' });
    const reenvio = await root.post(`/api/operacion/solicitudes/${g.s.folio}/reenviar`, { notificacion_id: aviso!.id, motivo: 'El contribuyente no recibió el correo' });
    expect(reenvio.status).toBe(200);
    const todas = await e.db.db.select().from(notificaciones).where(and(eq(notificaciones.usuarioId, g.t.userId), eq(notificaciones.encabezado, 'Solicitud cancelada')));
    expect(todas).toHaveLength(2);
    expect(todas.every((n) => n.descripcion === aviso!.descripcion)).toBe(true);
    expect((await detalle(root, g.s.folio)).bitacora[0]).toMatchObject({ accion: 'Reenviar notificación', motivo: 'El contribuyente no recibió el correo', usuario: 'root' });
    // A notification of another request is not this one's to resend.
    const ajena = await root.post(`/api/operacion/solicitudes/${s.folio}/reenviar`, { notificacion_id: aviso!.id, motivo: 'El contribuyente no recibió el correo' });
    expect(ajena.status).toBe(400);
  });

  it("a licence cancelled by an operator reads 19 «Cancelada» to its taxpayer, who may then delete the establishment (spec 1 §6)", { timeout: 90_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia({ nombre_comercial: 'ABARROTES LA CANCELADA' }));
    expect(alta.status).toBe(200);
    const estId = alta.body.data.id as number;
    const licenciaId = alta.body.data.licencia[0].id as number;
    expect((await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);
    const [lic] = await e.db.db.select().from(licencias).where(eq(licencias.id, licenciaId));
    const [sol] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, lic!.solicitudId));
    abiertos.push(sol!.workflowId);
    await tareaAbierta(e, sol!.id, 'validacion_datos');
    // Sent, it may not be deleted.
    expect((await t.get(`/api/establecimientos/delete/${estId}/0/10`)).status).toBe(400);

    const root = await entrar(e, 'root');
    expect((await root.post(`/api/operacion/solicitudes/${sol!.folio}/cancelar`, { motivo: 'Alta duplicada del mismo local' })).status).toBe(200);
    await expect.poll(async () => (await t.get(`/api/licencia/${licenciaId}`)).body.data.estatus_licencia, { timeout: 20_000 }).toBe(19);
    // The runner projects the cancellation, then closes the task: both, in that order.
    await expect.poll(async () => (await e.db.db.select().from(tareas).where(eq(tareas.solicitudId, sol!.id))).map((x) => x.estado), { timeout: 20_000 }).toEqual(['cancelada']);
    // Nothing of it moves again: sending it again is refused, in Spanish.
    const reenvio = await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 });
    expect(reenvio.status).toBe(400);
    expect(typeof reenvio.body.message).toBe('string');
    // Its establishment is not kept for ever.
    expect((await t.get(`/api/establecimientos/delete/${estId}/0/19`)).status).toBe(200);
  });

  it('shows a failing activity in Spanish and retries it now, with a reason', { timeout: 90_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const atascada = await createSolicitudesRepository({ db: e.db.db }).crear(e.db.db, { def: giro, contribuyenteId: t.contribuyenteId!, titulo: 'Reparación de bicicletas', datos: {}, folio: (id) => `GIRO-CON-${id}` });
    abiertos.push(atascada.workflowId);
    fallan.add(atascada.id);
    const input: EntradaTramite = { solicitudId: atascada.id, datos: {}, eventosIniciales: [{ type: 'ENVIAR' }] };
    await e.deps.temporal.workflow.start(giro.workflowType, {
      workflowId: atascada.workflowId,
      taskQueue: e.taskQueue,
      args: [input],
      typedSearchAttributes: [
        { key: SA.Folio, value: atascada.folio },
        { key: SA.Procedimiento, value: giro.clave },
      ],
    });
    const op = await entrar(e, 'operativo');
    await expect.poll(async () => (await detalle(op, atascada.folio)).fallos.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const d = await detalle(op, atascada.folio);
    expect(d.fallos[0].actividad).toBe('Registrar el estado de la solicitud');
    expect(d.fallos[0].mensaje).toMatch(/^No se pudo «Registrar el estado de la solicitud» \(intento \d+\): connection refused \(prueba de la consola\)\.$/);
    expect(d.acciones.reintentar).toBe(true);

    // Wait until the next try is far off (the backoff doubles up to a minute), so that only a retry
    // made now can clear the failure within the poll below.
    await expect
      .poll(async () => Date.parse((await detalle(op, atascada.folio)).fallos[0]?.proximo_intento_at ?? '0') - Date.now(), { timeout: 45_000, interval: 1_000 })
      .toBeGreaterThan(12_000);
    // The database is back: retried now, without waiting for the backoff.
    fallan.delete(atascada.id);
    const sinMotivo = await op.post(`/api/operacion/solicitudes/${atascada.folio}/reintentar`, { motivo: '' });
    expect(sinMotivo.status).toBe(422);
    const r = await op.post(`/api/operacion/solicitudes/${atascada.folio}/reintentar`, { motivo: 'La base de datos ya responde' });
    expect(r.status).toBe(200);
    expect(r.body.data.resultado).toBe('Registrar el estado de la solicitud');
    await expect.poll(async () => (await detalle(op, atascada.folio)).fallos.length, { timeout: 8_000 }).toBe(0);
    await tareaAbierta(e, atascada.id, 'revision_giro');
    const [b] = await e.db.db.select().from(bitacoraOperacion).where(and(eq(bitacoraOperacion.workflowId, atascada.workflowId), eq(bitacoraOperacion.accion, 'reintentar')));
    expect(b).toMatchObject({ usuarioId: op.userId, motivo: 'La base de datos ya responde' });
    // Nothing failing any more: a second retry is refused.
    expect((await op.post(`/api/operacion/solicitudes/${atascada.folio}/reintentar`, { motivo: 'La base de datos ya responde' })).status).toBe(409);
  });
});
