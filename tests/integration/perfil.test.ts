import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contribuyentes, correos, notificaciones, representantes, tareas, solicitudes } from '../../db/schema';
import { crearEntorno, entrar, nuevoContribuyente, perfilFisica, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

async function tareaPendiente(contribuyenteId: number) {
  const [t] = await e.db.db
    .select()
    .from(tareas)
    .where(and(eq(tareas.contribuyenteId, contribuyenteId), eq(tareas.estado, 'pendiente')));
  return t;
}

describe('onboarding questions (spec 1 §4.6)', () => {
  it('answer 1 + no alcohol → SARE (2); answer 1 + alcohol → Licencias (1); answer 2 → Licencias', async () => {
    const t = await nuevoContribuyente(e);
    expect((await t.post('/api/contribuyentes/onboarding', { pregunta1: 1, pregunta2: false })).body.data.tipo_proceso_id).toBe(2);
    expect((await t.post('/api/contribuyentes/onboarding', { pregunta1: 1, pregunta2: true })).body.data.tipo_proceso_id).toBe(1);
    expect((await t.post('/api/contribuyentes/onboarding', { pregunta1: 2, pregunta2: false })).body.data.tipo_proceso_id).toBe(1);
    const s = await t.get('/api/session');
    expect(s.body.data.contribuyente).toMatchObject({ tipo_proceso_id: 1, onboarding_completo: true });
  });

  it('answer 3 (no cadastral key) tells the web to log out and stores nothing', async () => {
    const t = await nuevoContribuyente(e);
    const r = await t.post('/api/contribuyentes/onboarding', { pregunta1: 3 });
    expect(r.body.data.cerrarSesion).toBe(true);
    expect((await t.get('/api/session')).body.data.contribuyente.onboarding_completo).toBe(false);
  });

  it('answer 4 marks a market vendor, and a padrón concessionaire is recognised', async () => {
    const r = await e.app.inject({ method: 'POST', url: '/api/signup', payload: { rfc: 'VECJ880326LP5', email: 'vecj@example.mx', password: 'ClaveSegura1' } });
    expect(r.statusCode).toBe(200);
    const t = await entrar(e, 'VECJ880326LP5', 'ClaveSegura1');
    const o = await t.post('/api/contribuyentes/onboarding', { pregunta1: 4, pregunta2: false });
    expect(o.body.data).toMatchObject({ mercado: true, concesionario: { rfc: 'VECJ880326LP5' } });
    expect(o.body.message).toBe('Se encuentra en el padrón de locatarios de mercados');
    const c = await t.get('/api/locales-mercados/concesionarioByRFC/VECJ880326LP5');
    expect(c.body).toMatchObject({ success: true, message: 'Se encuentra en el padrón de locatarios de mercados', data: { rfc: 'VECJ880326LP5' } });
    // The padrón look-up of the own RFC pre-fills the form (spec 1 §5.4, §7.2 getDataOPB).
    const opb = await t.post('/api/contribuyentes/VECJ880326LP5/getDataOPB');
    expect(opb.body.success).toBe(true);
    expect(Object.keys(opb.body.data).sort()).toEqual(['ap_materno', 'ap_paterno', 'nombre', 'telefono']);
  });

  it('a taxpayer cannot look up someone else in the padrón (names and phones are personal data)', async () => {
    const t = await nuevoContribuyente(e);
    expect((await t.post('/api/contribuyentes/GODE561231GR8/getDataOPB')).status).toBe(403);
    expect((await t.get('/api/locales-mercados/concesionarioByRFC/VECJ880326LP5')).status).toBe(403);
  });

  it('staff look up only a taxpayer their area has a task about; administrador none', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    const revisor = await entrar(e, 'revisor.padron');
    const licencias = await entrar(e, 'revisor.licencias');
    const admin = await entrar(e, 'admin');
    const root = await entrar(e, 'root');
    // No request of the taxpayer has reached any inbox yet.
    expect((await revisor.post(`/api/contribuyentes/${t.rfc}/getDataOPB`)).status).toBe(403);
    await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
    // The profile's review is Padrón's task: Padrón may look the RFC up, Licencias may not.
    expect((await revisor.post(`/api/contribuyentes/${t.rfc}/getDataOPB`)).status).toBe(200);
    expect((await licencias.post(`/api/contribuyentes/${t.rfc}/getDataOPB`)).status).toBe(403);
    // The market padrón is Mercados' (and root's): Padrón has a task about the taxpayer and still may not.
    expect((await licencias.get(`/api/locales-mercados/concesionarioByRFC/${t.rfc}`)).status).toBe(403);
    expect((await revisor.get(`/api/locales-mercados/concesionarioByRFC/${t.rfc}`)).status).toBe(403);
    const mercados = await entrar(e, 'mercados');
    for (const rfc of [t.rfc, 'VECJ880326LP5']) expect((await mercados.get(`/api/locales-mercados/concesionarioByRFC/${rfc}`)).status, rfc).toBe(200);
    expect((await root.get('/api/locales-mercados/concesionarioByRFC/VECJ880326LP5')).body.data).toMatchObject({ rfc: 'VECJ880326LP5' });
    expect((await admin.post(`/api/contribuyentes/${t.rfc}/getDataOPB`)).status).toBe(403);
    expect((await admin.get('/api/locales-mercados/concesionarioByRFC/VECJ880326LP5')).status).toBe(403);
    expect((await root.post(`/api/contribuyentes/${t.rfc}/getDataOPB`)).status).toBe(200);
  });
});

describe('saving the profile (spec 1 §5.4, spec 3 §5.8)', () => {
  it('first save says "Perfil creado correctamente", later ones "Perfil actualizado exitosamente"; perfil_completo turns true', async () => {
    const t = await nuevoContribuyente(e);
    expect(t.sesion.perfil_completo).toBe(false);
    const a = await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    expect(a.status).toBe(200);
    expect(a.body.message).toBe('Perfil creado correctamente');
    expect(a.body.data).toMatchObject({ estatus: 1, perfil_completo: true, telefono_movil: '9831112233', acciones: { guardar: true, enviar: true, bloqueado: false } });
    expect(a.body.data.representantes).toHaveLength(1);
    const b = await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc, { nombre: 'JUANA MARÍA' }));
    expect(b.body.message).toBe('Perfil actualizado exitosamente');
    expect((await t.get('/api/session')).body.data.perfil_completo).toBe(true);
  });

  it('422 with each rule of the form on its field', async () => {
    const t = await nuevoContribuyente(e);
    const r = await t.put(
      `/api/contribuyentes/${t.contribuyenteId}`,
      perfilFisica(t.rfc, {
        email: 'mal',
        telefono_movil: '983',
        representantes: [],
        tramitadores: [{ nombre: 'A', apellido1: 'B', email: 'a@b.mx' }],
      }),
    );
    expect(r.status).toBe(422);
    expect(r.body.errors).toMatchObject({
      email: ['Correo no válido'],
      telefono_movil: ['Proporcione 10 digitos'],
      representantes: ['Debe registrar por lo menos un representante'],
      tramitadores: ['IMPOSIBLE AGREGAR MÁS TRAMITADORES'],
    });
  });

  it('a representative may not share the taxpayer\'s mobile phone', async () => {
    const t = await nuevoContribuyente(e);
    const r = await t.put(
      `/api/contribuyentes/${t.contribuyenteId}`,
      perfilFisica(t.rfc, { representantes: [{ nombre: 'X', apellido1: 'Y', email: 'x@y.mx', telefono_movil: '9831112233' }] }),
    );
    expect(r.body.errors?.['representantes.0.telefono_movil']).toEqual(['El número del representante no puede ser el mismo que el del contribuyente']);
  });

  it('persona moral: one legal representative and at most 2 tramitadores', async () => {
    const t = await nuevoContribuyente(e, { moral: true });
    const base = {
      tipo_persona: 2,
      rfc: t.rfc,
      razon_social: 'COMERCIALIZADORA DEL SUR SA DE CV',
      email: 'contacto@delsur.mx',
      telefono_movil: '9835556677',
      es_externo: true,
      domicilioExterno: { localidad: 'MÉRIDA', colonia: 'CENTRO', calle: 'CALLE 60' },
      representantes: [{ nombre: 'LUIS', apellido1: 'MAY', email: 'luis@delsur.mx', es_representante_legal: true }],
    };
    const tres = [1, 2, 3].map((i) => ({ nombre: `T${i}`, apellido1: 'X', email: `t${i}@delsur.mx` }));
    const mal = await t.put(`/api/contribuyentes/${t.contribuyenteId}`, { ...base, tramitadores: tres });
    expect(mal.body.errors?.tramitadores).toEqual(['IMPOSIBLE AGREGAR MÁS TRAMITADORES']);
    const ok = await t.put(`/api/contribuyentes/${t.contribuyenteId}`, { ...base, tramitadores: tres.slice(0, 2) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.tramitadores).toHaveLength(2);
    expect(ok.body.data.representantes[0].es_representante_legal).toBe(true);
    // Dropping a tramitador from the list removes it.
    const uno = await t.put(`/api/contribuyentes/${t.contribuyenteId}`, { ...base, tramitadores: [ok.body.data.tramitadores[0]], delete_tramitadores: [ok.body.data.tramitadores[1].id] });
    expect(uno.body.data.tramitadores).toHaveLength(1);
  });

  it('the RFC is the account\'s: the profile cannot switch to another', async () => {
    const t = await nuevoContribuyente(e);
    const r = await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica('GODE561231GR8'));
    expect(r.status).toBe(422);
    expect(r.body.errors?.rfc).toBeTruthy();
  });

  it('an RFC whose check character fails is a warning, not a rejection', async () => {
    const t = await nuevoContribuyente(e);
    const r = await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    expect(r.status).toBe(200);
    // PRUE8001dd### almost never has a valid check character; when it does not, the warning is there.
    const { rfcDigitoCorrecto } = await import('../../domain/common/rfc');
    expect(r.body.data.advertencias.length > 0).toBe(!rfcDigitoCorrecto(t.rfc));
  });

  it('contact data (phone, e-mail) are editable from the perfil page, with the same rules', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    const mal = await t.post(`/api/contribuyentes/${t.contribuyenteId}/contacto`, { telefono_movil: '12', email: 'x' });
    expect(mal.body.errors).toEqual({ telefono_movil: ['Proporcione 10 digitos'], email: ['Correo no válido'] });
    const ok = await t.post(`/api/contribuyentes/${t.contribuyenteId}/contacto`, { telefono_movil: '(983) 000 1122', email: 'Nuevo@Example.mx' });
    expect(ok.body.data).toMatchObject({ telefono_movil: '9830001122', email: 'nuevo@example.mx' });
  });
});

describe('review as a durable workflow (spec 1 §4.2)', () => {
  it('send → 10 and locked; reviewer approves in the inbox → 4, banner text, notification and e-mail', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    const envio = await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
    expect(envio.status).toBe(200);
    expect(envio.body.message).toBe('Solicitud enviada exitosamente');
    expect(envio.body.data).toMatchObject({ estatus: 10, acciones: { guardar: false, enviar: false, bloqueado: true } });

    // Locked while in review: saving and sending again are refused, nothing changes.
    const guardar = await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc, { nombre: 'OTRO' }));
    expect(guardar.status).toBe(400);
    expect((await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 })).status).toBe(400);

    const revisor = await entrar(e, 'revisor.padron');
    const bandeja = await revisor.get('/api/tareas?estado=pendiente&procedimiento=perfil');
    const tarea = bandeja.body.data.data.find((x: { rfc: string }) => x.rfc === t.rfc);
    expect(tarea).toMatchObject({ area: 'Padrón de Contribuyentes', estado: 'pendiente', vencida: false, workflow_id: `perfil-${t.contribuyenteId}` });
    // The search finds the RFC by any part of it; % and _ are letters there, not wildcards.
    const buscar = async (q: string) => (await revisor.get(`/api/tareas?estado=pendiente&q=${encodeURIComponent(q)}`)).body.data.data.map((x: { id: number }) => x.id);
    expect(await buscar(t.rfc.slice(2, 9).toLowerCase())).toContain(tarea.id);
    expect(await buscar('%')).toEqual([]);
    expect(await buscar('____')).toEqual([]);
    const detalle = await revisor.get(`/api/tareas/${tarea.id}`);
    expect(detalle.body.data.detalle).toMatchObject({ rfc: t.rfc, nombre: 'JUANA' });

    const r = await revisor.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'resuelta', resultado: 'aprobado' });
    const perfil = await t.get(`/api/contribuyentes/getByID/${t.contribuyenteId}`);
    expect(perfil.body.data).toMatchObject({ estatus: 4, acciones: { bloqueado: true } });
    const notifs = await t.get(`/api/notificaciones/${t.userId}`);
    expect(notifs.body.data.map((n: { data: { descripcion: string } }) => n.data.descripcion)).toContain('Su perfil ha sido validado.');
    // The e-mail goes to the profile's contact address, once.
    const [sol] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.workflowId, `perfil-${t.contribuyenteId}`));
    const mails = await e.db.db.select().from(correos).where(eq(correos.dedupeKey, `perfil-${sol.id}-terminada-fin`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ para: 'juana.perez@example.mx', asunto: 'Perfil validado — Ventanilla en línea' });
    expect(mails[0].texto).toContain('https://ventanilla.opb.gob.mx/admin/datos-contribuyente');
    // A resolved task cannot be resolved twice.
    const otra = await revisor.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'x' });
    expect(otra.status).toBe(400);
    expect(otra.body.message).toBe('La tarea ya fue atendida');
  });

  it('rejection needs a reason; → 5 with the reason, editable, resendable as a new round', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
    const revisor = await entrar(e, 'revisor.padron');
    const tarea = await tareaPendiente(t.contribuyenteId!);
    const sinMotivo = await revisor.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: '   ' });
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.body.errors?.motivo_rechazo).toEqual(['Debe indicar el motivo del rechazo']);

    await revisor.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'La constancia del SAT no corresponde al RFC' });
    const p = (await t.get(`/api/contribuyentes/getByID/${t.contribuyenteId}`)).body.data;
    expect(p).toMatchObject({ estatus: 5, motivo_rechazo: 'La constancia del SAT no corresponde al RFC', acciones: { guardar: true, enviar: true, bloqueado: false } });
    expect((await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc, { apellido2: 'CHI' }))).status).toBe(200);
    expect((await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 })).body.data.estatus).toBe(10);
    const segunda = await tareaPendiente(t.contribuyenteId!);
    expect(segunda.ronda).toBe(2);
    expect(segunda.titulo).toContain('reenvío');
    const vista = (await revisor.get(`/api/tareas/${segunda.id}`)).body.data;
    expect(vista.motivo_anterior).toBe('La constancia del SAT no corresponde al RFC');
    await revisor.post(`/api/tareas/${segunda.id}/resolver`, { resultado: 'aprobado' });
    expect((await t.get(`/api/contribuyentes/getByID/${t.contribuyenteId}`)).body.data).toMatchObject({ estatus: 4, motivo_rechazo: null });
  });

  it('sending an incomplete profile is refused with the form message', async () => {
    const t = await nuevoContribuyente(e);
    const r = await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Complete los campos marcados en el formulario');
    expect(await tareaPendiente(t.contribuyenteId!)).toBeUndefined();
  });
});

describe('ownership and areas (security)', () => {
  it('a taxpayer can neither read nor change another taxpayer\'s profile: 403 and nothing changes', async () => {
    const a = await nuevoContribuyente(e);
    const b = await nuevoContribuyente(e);
    await b.put(`/api/contribuyentes/${b.contribuyenteId}`, perfilFisica(b.rfc));
    const antes = await e.db.db.select().from(contribuyentes).where(eq(contribuyentes.id, b.contribuyenteId!));
    const repsAntes = await e.db.db.select().from(representantes).where(eq(representantes.contribuyenteId, b.contribuyenteId!));

    // spec 2 §7 (change of owner): another taxpayer is found by RFC as {id, rfc}, never the profile;
    // by id not at all (ids are sequential: answering them listed every RFC).
    const porId = await a.get(`/api/contribuyentes/getByID/${b.contribuyenteId}`);
    expect([porId.status, porId.body.data]).toEqual([403, undefined]);
    expect(JSON.stringify(porId.body)).not.toContain(b.rfc);
    expect((await a.get(`/api/contribuyentes/getByRFC/${b.rfc}`)).body.data).toEqual({ id: b.contribuyenteId, rfc: b.rfc });
    expect((await a.put(`/api/contribuyentes/${b.contribuyenteId}`, perfilFisica(b.rfc, { nombre: 'INTRUSO' }))).status).toBe(403);
    expect((await a.post(`/api/contribuyentes/${b.contribuyenteId}/changestatus`, { estatus: 10 })).status).toBe(403);
    expect((await a.post(`/api/contribuyentes/${b.contribuyenteId}/contacto`, { email: 'intruso@x.mx' })).status).toBe(403);
    expect((await a.get(`/api/notificaciones/${b.userId}`)).status).toBe(403);

    const despues = await e.db.db.select().from(contribuyentes).where(eq(contribuyentes.id, b.contribuyenteId!));
    expect(despues).toEqual(antes);
    expect(await e.db.db.select().from(representantes).where(eq(representantes.contribuyenteId, b.contribuyenteId!))).toEqual(repsAntes);
    expect(await tareaPendiente(b.contribuyenteId!)).toBeUndefined();
  });

  it('a taxpayer has no inbox; staff of another area cannot see or resolve the task (403)', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
    const tarea = await tareaPendiente(t.contribuyenteId!);

    expect((await t.get('/api/tareas')).status).toBe(403);
    expect((await t.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);

    const licencias = await entrar(e, 'revisor.licencias');
    expect((await licencias.get(`/api/tareas/${tarea.id}`)).status).toBe(403);
    expect((await licencias.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);
    expect((await licencias.get('/api/tareas?area_id=1')).status).toBe(403);
    const propia = await licencias.get('/api/tareas');
    expect(propia.body.data.data.every((x: { area_id: number }) => x.area_id === 20)).toBe(true);

    const [sigue] = await e.db.db.select().from(tareas).where(eq(tareas.id, tarea.id));
    expect(sigue.estado).toBe('pendiente');
    expect((await t.get(`/api/contribuyentes/getByID/${t.contribuyenteId}`)).body.data.estatus).toBe(10);
    const n = await e.db.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, t.userId));
    expect(n.map((x) => x.encabezado)).toEqual(['Perfil enviado a revisión']);
  });
});
