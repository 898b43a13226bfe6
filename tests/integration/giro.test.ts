// 'Solicitar nuevo giro' (spec 1 §2.10, spec 2 §2): the request reaches the Licencias inbox as a
// task of its own workflow; approved or declined, the taxpayer is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificaciones, solicitudes } from '../../db/schema';
import { contribuyenteConPerfil, crearEntorno, entrar, nuevoContribuyente, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

async function tareaDe(solicitudId: number, revisor: Awaited<ReturnType<typeof entrar>>) {
  for (let i = 0; i < 100; i++) {
    const r = await revisor.get('/api/tareas?estado=pendiente&procedimiento=giro');
    const t = r.body.data.data.find((x: { solicitud_id: number }) => x.solicitud_id === solicitudId);
    if (t) return t;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no llegó la tarea');
}

describe('request for a new activity', () => {
  it('empty or too long is a 422 with the spec messages; nothing is created', async () => {
    const t = await contribuyenteConPerfil(e);
    const vacio = await t.post('/api/contribuyentes/solicitudGiro', { solicitud_giro: '   ' });
    expect(vacio.status).toBe(422);
    expect(vacio.body.errors?.solicitud_giro).toEqual(['El campo es requerido']);
    const largo = await t.post('/api/contribuyentes/solicitudGiro', { solicitud_giro: 'x'.repeat(501) });
    expect(largo.status).toBe(422);
    expect(largo.body.errors?.solicitud_giro).toEqual(['Máximo: 500 caracteres']);
    const propias = await e.db.db.select().from(solicitudes).where(eq(solicitudes.contribuyenteId, t.contribuyenteId!));
    expect(propias.filter((s) => s.procedimiento === 'giro')).toHaveLength(0);
  });

  it('lands in the Licencias inbox; another area cannot see it; approving tells the taxpayer', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await t.post('/api/contribuyentes/solicitudGiro', { solicitud_giro: 'Taller de bicicletas eléctricas' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud enviada exitosamente');
    expect(r.body.data.folio).toMatch(/^GIRO-\d{4}-\d{6,}$/);

    const licencias = await entrar(e, 'revisor.licencias');
    const tarea = await tareaDe(r.body.data.id, licencias);
    expect(tarea).toMatchObject({ area: 'Licencias de Funcionamiento', titulo: 'Solicitud de nuevo giro', folio: r.body.data.folio, rfc: t.rfc });
    expect(Date.parse(tarea.vence_at)).toBeGreaterThan(Date.now());
    const det = await licencias.get(`/api/tareas/${tarea.id}`);
    expect(det.body.data.detalle).toMatchObject({ solicitud_giro: 'Taller de bicicletas eléctricas', contribuyente: { rfc: t.rfc } });
    expect(det.body.data.tramite).toMatchObject({ procedimiento: 'giro', estatus: 10, estatus_texto: 'Enviada a revisión' });

    const du = await entrar(e, 'desarrollo.urbano');
    expect((await du.get(`/api/tareas/${tarea.id}`)).status).toBe(403);
    expect((await du.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);
    expect((await t.get(`/api/tareas/${tarea.id}`)).status).toBe(403);

    expect((await licencias.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await expect
      .poll(async () => (await e.db.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, t.userId))).map((n) => n.encabezado), { timeout: 10_000 })
      .toContain('Solicitud de nuevo giro atendida');
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, r.body.data.id));
    expect(s).toMatchObject({ estatus: 4, estado: 'terminada' });
  });

  it('declined with a reason: rejected for good (5), the taxpayer reads why', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await t.post('/api/contribuyentes/solicitudGiro', { solicitud_giro: 'Venta de pirotecnia' });
    const licencias = await entrar(e, 'revisor.licencias');
    const tarea = await tareaDe(r.body.data.id, licencias);
    expect((await licencias.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'rechazado' })).status).toBe(422);
    expect((await licencias.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'Giro prohibido por el reglamento' })).status).toBe(200);
    await expect
      .poll(async () => (await e.db.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, t.userId))).map((n) => n.descripcion).join(' '), { timeout: 10_000 })
      .toContain('Motivo: Giro prohibido por el reglamento.');
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, r.body.data.id));
    expect(s).toMatchObject({ estatus: 5, estado: 'rechazada' });
    await expect.poll(async () => (await e.deps.temporal.workflow.getHandle(s.workflowId).describe()).status.name, { timeout: 10_000 }).toBe('COMPLETED');
  });

  it('staff and a taxpayer without a profile cannot ask for one', async () => {
    const licencias = await entrar(e, 'revisor.licencias');
    expect((await licencias.post('/api/contribuyentes/solicitudGiro', { solicitud_giro: 'Algo' })).status).toBe(403);
    const sinPerfil = await nuevoContribuyente(e);
    expect((await sinPerfil.post('/api/contribuyentes/solicitudGiro', { solicitud_giro: 'Algo' })).status).toBe(403);
  });
});
