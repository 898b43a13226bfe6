// A taxpayer turns e-mail reminders off per kind (GET/PUT /api/perfil/recordatorios, own
// user only, taxpayers only); enviarRecordatorio then writes the in-app notification and no e-mail,
// each once however often it runs (dedupe key recordatorio:<workflowId>:<clave>).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createActivities } from '../../activities';
import { contribuyentes, correos, notificaciones, solicitudes } from '../../db/schema';
import { ETIQUETAS_RECORDATORIO, TIPOS_RECORDATORIO, type Recordatorio } from '../../domain/tramite/recordatorios';
import { crearEntorno, entrar, nuevoContribuyente, perfilFisica, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

const recordatorio = (clave: string, tipo: Recordatorio['tipo']): Recordatorio => ({
  clave,
  tipo,
  en: Date.now(),
  encabezado: 'Recuerde pagar su estado de cuenta',
  descripcion: 'El estado de cuenta de su solicitud con folio {folio} sigue pendiente de pago.',
  link: null,
});

describe('e-mail reminder preferences', () => {
  it('every kind starts on; a taxpayer turns one off and reads it back; another taxpayer is unaffected', async () => {
    const t = await nuevoContribuyente(e);
    const inicial = await t.get('/api/perfil/recordatorios');
    expect(inicial.status).toBe(200);
    expect(inicial.body.data).toEqual(TIPOS_RECORDATORIO.map((tipo) => ({ tipo, etiqueta: ETIQUETAS_RECORDATORIO[tipo], correo: true })));

    const r = await t.put('/api/perfil/recordatorios', { preferencias: [{ tipo: 'pago_pendiente', correo: false }] });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Sus preferencias de recordatorios se guardaron');
    const leido = (await t.get('/api/perfil/recordatorios')).body.data as { tipo: string; correo: boolean }[];
    expect(leido.filter((p) => !p.correo).map((p) => p.tipo)).toEqual(['pago_pendiente']);

    // On again, and idempotent.
    await t.put('/api/perfil/recordatorios', { preferencias: [{ tipo: 'pago_pendiente', correo: true }, { tipo: 'fin_vigencia', correo: false }] });
    await t.put('/api/perfil/recordatorios', { preferencias: [{ tipo: 'fin_vigencia', correo: false }] });
    const otra = (await t.get('/api/perfil/recordatorios')).body.data as { tipo: string; correo: boolean }[];
    expect(otra.filter((p) => !p.correo).map((p) => p.tipo)).toEqual(['fin_vigencia']);

    const u = await nuevoContribuyente(e);
    expect(((await u.get('/api/perfil/recordatorios')).body.data as { correo: boolean }[]).every((p) => p.correo)).toBe(true);
  });

  it('refuses an unknown kind or a missing switch (422), staff (403) and no session (401)', async () => {
    const t = await nuevoContribuyente(e);
    expect((await t.put('/api/perfil/recordatorios', { preferencias: [{ tipo: 'spam', correo: false }] })).status).toBe(422);
    expect((await t.put('/api/perfil/recordatorios', { preferencias: [{ tipo: 'pago_pendiente' }] })).status).toBe(422);
    expect((await t.put('/api/perfil/recordatorios', { preferencias: [] })).status).toBe(422);
    const revisor = await entrar(e, 'revisor.padron');
    expect((await revisor.get('/api/perfil/recordatorios')).status).toBe(403);
    expect((await revisor.put('/api/perfil/recordatorios', { preferencias: [{ tipo: 'pago_pendiente', correo: false }] })).status).toBe(403);
    const anon = await e.app.inject({ method: 'GET', url: '/api/perfil/recordatorios' });
    expect(anon.statusCode).toBe(401);
  });

  it('enviarRecordatorio: the in-app notice always, the e-mail only for kinds left on; each once', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    expect((await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 })).status).toBe(200);
    const workflowId = `perfil-${t.contribuyenteId}`;
    const [sol] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.workflowId, workflowId));
    await t.put('/api/perfil/recordatorios', { preferencias: [{ tipo: 'pago_pendiente', correo: false }] });

    const acts = createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.example.mx' });
    const apagado = recordatorio('pago_pendiente:x:1:dias', 'pago_pendiente');
    const encendido = recordatorio('solicitud_devuelta:x:1', 'solicitud_devuelta');
    for (let i = 0; i < 2; i++) {
      await acts.enviarRecordatorio({ workflowId, solicitudId: sol.id, recordatorio: apagado });
      await acts.enviarRecordatorio({ workflowId, solicitudId: sol.id, recordatorio: encendido });
    }

    const notifs = await e.db.db.select().from(notificaciones).where(and(eq(notificaciones.usuarioId, t.userId), like(notificaciones.dedupeKey, 'recordatorio:%')));
    expect(notifs.map((n) => n.dedupeKey).sort()).toEqual([`recordatorio:${workflowId}:pago_pendiente:x:1:dias`, `recordatorio:${workflowId}:solicitud_devuelta:x:1`]);
    const n = notifs.find((x) => x.dedupeKey!.includes('pago_pendiente'))!;
    expect(n.descripcion).toBe(`El estado de cuenta de su solicitud con folio ${sol.folio} sigue pendiente de pago.`);
    // No link of its own: the definition's page of the request (the profile's).
    expect(n.link).toBe('/admin/datos-contribuyente');

    const mails = await e.db.db.select().from(correos).where(like(correos.dedupeKey, `recordatorio:${workflowId}:%`));
    expect(mails.map((m) => m.dedupeKey)).toEqual([`recordatorio:${workflowId}:solicitud_devuelta:x:1`]);
    // The profile's contact e-mail (the account's when the profile has none).
    const [c] = await e.db.db.select({ email: contribuyentes.email }).from(contribuyentes).where(eq(contribuyentes.id, t.contribuyenteId!));
    expect(mails[0]).toMatchObject({ para: c.email, asunto: 'Recuerde pagar su estado de cuenta — Ventanilla en línea' });
    expect(mails[0].texto).toContain('https://ventanilla.example.mx/admin/datos-contribuyente');
  });

  it('without a request (an agreement): the taxpayer and the reminder’s own link', async () => {
    const t = await nuevoContribuyente(e);
    const acts = createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.example.mx' });
    const workflowId = `convenio-prueba-${t.contribuyenteId}`;
    await acts.enviarRecordatorio({ workflowId, contribuyenteId: t.contribuyenteId!, recordatorio: { ...recordatorio('fin:7', 'fin_vigencia'), link: '/admin/establecimientos' } });
    const [n] = await e.db.db.select().from(notificaciones).where(eq(notificaciones.dedupeKey, `recordatorio:${workflowId}:fin:7`));
    expect(n).toMatchObject({ usuarioId: t.userId, link: '/admin/establecimientos' });
    const [m] = await e.db.db.select().from(correos).where(eq(correos.dedupeKey, `recordatorio:${workflowId}:fin:7`));
    expect(m.para).toBe(t.email);
  });
});
