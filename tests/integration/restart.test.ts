// A review survives the worker stopping in the middle, and nothing is duplicated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contribuyentes, correos, notificaciones, solicitudes, tareas } from '../../db/schema';
import { crearEntorno, entrar, nuevoContribuyente, perfilFisica, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  // The API's own wait for the workflow (UPDATE_TIMEOUT_MS, 20 s): with a shorter one, the decision
  // made right after the worker restarts could time out on a busy machine, a cold worker being slower.
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

// Each test waits out the API's 20 s for a worker that is not there.
describe('worker restart mid-review', { timeout: 120_000 }, () => {
  it('a profile in review waits out a worker outage and ends validated (4) with one task, one notice and one e-mail per step', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    expect((await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 })).body.data.estatus).toBe(10);
    const [tarea] = await e.db.db.select().from(tareas).where(eq(tareas.contribuyenteId, t.contribuyenteId!));

    await e.detenerWorker();
    const revisor = await entrar(e, 'revisor.padron');
    // With no worker the decision cannot be taken: a clear message after a bounded wait, nothing changes.
    const sinWorker = await revisor.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' });
    expect(sinWorker.status).toBe(503);
    expect(sinWorker.body.message).toBe('Ocurrio un error al enviar su solicitud, intente de nuevo');

    await e.iniciarWorker();
    // The update admitted while the worker was away may be delivered now; either way, resolving
    // again (as a reviewer would) must end in exactly one approval.
    const r = await revisor.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' });
    expect([200, 400]).toContain(r.status);
    await expect.poll(async () => (await e.db.db.select().from(contribuyentes).where(eq(contribuyentes.id, t.contribuyenteId!)))[0].estatus, { timeout: 20_000 }).toBe(4);

    const handle = e.deps.temporal.workflow.getHandle(`perfil-${t.contribuyenteId}`);
    const fin = await handle.result();
    expect(fin).toMatchObject({ estatus: 4 });
    expect(fin.snapshot.context.pasos.revision_perfil.ronda).toBe(1);

    const todas = await e.db.db.select().from(tareas).where(eq(tareas.contribuyenteId, t.contribuyenteId!));
    expect(todas).toHaveLength(1);
    expect(todas[0]).toMatchObject({ estado: 'resuelta', resultado: 'aprobado' });
    const notifs = await e.db.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, t.userId));
    expect(notifs.map((n) => n.encabezado).sort()).toEqual(['Perfil enviado a revisión', 'Perfil validado']);
    const mails = await e.db.db.select().from(correos).where(eq(correos.para, 'juana.perez@example.mx'));
    const [sol] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.workflowId, `perfil-${t.contribuyenteId}`));
    const propios = mails.filter((m) => m.dedupeKey?.startsWith(`perfil-${sol.id}-`));
    expect(propios).toHaveLength(2);
  });

  it('sending with the worker down answers a clear message; the saved profile is intact and a retry goes through', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    await e.detenerWorker();
    try {
      const r = await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
      expect(r.status).toBe(503);
      expect(r.body.message).toBe('Ocurrio un error al enviar su solicitud, intente de nuevo');
      const p = (await t.get(`/api/contribuyentes/getByID/${t.contribuyenteId}`)).body.data;
      expect(p).toMatchObject({ nombre: 'JUANA', perfil_completo: true });
    } finally {
      await e.iniciarWorker();
    }
    // Once the worker is back the send lands: either the admitted update is delivered, or the retry does it.
    await expect
      .poll(async () => {
        const s = (await t.get(`/api/contribuyentes/getByID/${t.contribuyenteId}`)).body.data.estatus;
        if (s === 1) await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
        return s;
      }, { timeout: 30_000, interval: 1000 })
      .toBe(10);
    const abiertas = await e.db.db.select().from(tareas).where(eq(tareas.contribuyenteId, t.contribuyenteId!));
    expect(abiertas).toHaveLength(1);
  });
});
