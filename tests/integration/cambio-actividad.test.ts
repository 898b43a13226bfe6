// The change of economic activity through the API against real PostgreSQL and Temporal (spec 2 §2
// "Change of economic activity", §3, §5, §7, §8): every route of the group cambioactividadeconomica
// (and its Extra variants), the form's rules, ownership (a foreign establishment; another's request
// under one's own establishment id), the lock at 10, and the real walks — a SARE business that moves
// to an alcohol activity is reviewed by Licencias and told so; without a land-use certificate
// Desarrollo Urbano verifies the use, 1755 is paid and validated; approval changes the activities once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { firmar } from '../../activities/adapters/pasarela';
import { HOOKS_TRAMITES } from '../../activities/tramites';
import { establecimientos, historialEstablecimientos, notificaciones, solicitudes } from '../../db/schema';
import { MSG_CA_EXTRA } from '../../domain/cambios/actividad/mensajes';
import { ARCHIVOS, SECRETO_PASARELA, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, tareaAbierta as tareaAbiertaDe, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
const G = '/api/cambioactividadeconomica';
const tareaAbierta = (id: number, paso: string) => tareaAbiertaDe(e, id, paso);

/** A multipart body with bracketed names and several files, as the web sends it. */
function formulario(campos: Record<string, string | number>, archivos: Record<string, Buffer> = {}, grupo: 'files' | 'documento' = 'files') {
  const limite = `----actividad${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  const campo = (k: string, v: string) => partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, v] of Object.entries(campos)) campo(k, String(v));
  Object.entries(archivos).forEach(([codigo, buf], i) => {
    const clave = grupo === 'files' ? codigo : String(i);
    const png = buf === ARCHIVOS.png;
    partes.push(
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${grupo}[${clave}][file]"; filename="${codigo}.${png ? 'png' : 'pdf'}"\r\nContent-Type: ${png ? 'image/png' : 'application/pdf'}\r\n\r\n`),
      buf,
      Buffer.from('\r\n'),
    );
    campo(`${grupo}[${clave}][code]`, codigo);
  });
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

async function enviarForm(t: Cliente, url: string, campos: Record<string, string | number>, archivos: Record<string, Buffer> = {}, grupo: 'files' | 'documento' = 'files') {
  const r = await t.raw({ method: 'POST', url, ...formulario(campos, archivos, grupo) });
  return { status: r.statusCode, body: r.json() };
}

/** RESTAURANTE with LONCHERÍA: no alcohol, no lodging. */
const RESTAURANTE = { giro_actividad_id: 10, 'actividades_secundarias[0]': 17 };
/** RESTAURANTE BAR: sells alcohol (req_patente SI), no licence held yet. */
const BAR = { giro_actividad_id: 11, 'actividades_secundarias[0]': 10, has_licencia_bebidas: 0 };

async function estadoDe(id: number) {
  const [x] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, id));
  return x;
}
const historial = (solicitudId: number) => e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.solicitudId, solicitudId));

/** The gateway's signed confirmation, as the real gateway sends it. */
async function confirmarPago(orderId: string, folioPago: string, monto: string) {
  const cuerpo = JSON.stringify({ order_id: orderId, folio_pago: folioPago, autorizacion: 'A1755', monto, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
  return e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', 'x-pasarela-firma': firmar(cuerpo, SECRETO_PASARELA) } });
}

describe('change of activity: the form and its documents (spec 2 §3, §5)', () => {
  it('reads the activities now, validates the form, keeps one request in course, stores documents and photos', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t);

    const act = await t.get(`${G}/getActividadesEconomicas/${est.id}`);
    expect(act.status).toBe(200);
    expect(act.body.data).toMatchObject({
      locacion_id: est.id,
      giro_opb: { id: 1, id_giro: 1, d_giro: 'ABARROTES', req_patente: 'NO' },
      actividades_economicas: [{ id_giro: 16, d_giro: 'COCINA ECONÓMICA' }],
      tipo_proceso_id: 2,
      is_hoteleria: false,
      has_alcohol_giro: false,
    });
    expect((await t.get(`${G}/getSolicitudesCambioActividadEconomica/${est.id}`)).body.data).toEqual([]);
    expect((await t.get(`${G}/getSolicitudCambioActividadEconomicaExtra/${est.id}`)).body.data).toBeNull();

    // Secondary activities required; rooms for a hotel; the same activities change nothing.
    const sinSecundarias = await enviarForm(t, `${G}/setSolicitudCambioActividadEconomica/${est.id}`, { giro_actividad_id: 10 });
    expect(sinSecundarias.status).toBe(422);
    expect(sinSecundarias.body.errors).toEqual({ actividades_secundarias: ['El campo es requerido'] });
    const hotel = await t.post(`${G}/setSolicitudCambioActividadEconomica/${est.id}`, { giro_actividad_id: 12, actividades_secundarias: [10] });
    expect(hotel.status).toBe(422);
    expect(hotel.body.errors).toEqual({ numero_habitaciones: ['El campo es requerido'] });
    const igual = await t.post(`${G}/setSolicitudCambioActividadEconomica/${est.id}`, { giro_actividad_id: 1, actividades_secundarias: [16] });
    expect(igual.status).toBe(400);
    expect(igual.body.message).toBe(MSG_CA_EXTRA.sinCambio);
    // A photo that is not an image creates nothing.
    const malaFoto = await enviarForm(t, `${G}/setSolicitudCambioActividadEconomica/${est.id}`, RESTAURANTE, { frente: ARCHIVOS.pdf });
    expect(malaFoto.status).toBe(400);
    expect(malaFoto.body.message).toBe('El archivo debe ser una imagen (png, jpg, jpeg).');
    expect((await t.get(`${G}/getSolicitudesCambioActividadEconomica/${est.id}`)).body.data).toEqual([]);

    const r = await enviarForm(t, `${G}/setSolicitudCambioActividadEconomica/${est.id}`, { id: '', ...RESTAURANTE, tiene_uso_suelo: 1, renovacion: 0 }, { scdd_saneamiento: ARCHIVOS.pdf });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud creada exitosamente');
    const c = r.body.data;
    expect(c).toMatchObject({
      locacion_id: est.id,
      estatus_id: 1,
      editable: true,
      enviable: true,
      giro_actividad_id: 10,
      actividades_secundarias: [17],
      giro_opb: { d_giro: 'RESTAURANTE' },
      actividades_economicas: [{ d_giro: 'LONCHERÍA' }],
      giro_opb_old: { d_giro: 'ABARROTES' },
      actividades_economicas_old: [{ d_giro: 'COCINA ECONÓMICA' }],
      has_alcohol: false,
      tiene_uso_suelo: true,
      tipo_proceso_id: 2,
      tipo_propiedad_id: 1,
      renovacion: false,
      area_revision: 'Coordinación SARE',
      aviso_revision: null,
    });
    expect(c.folio).toMatch(/^CAE-\d{4}-\d{6,}$/);
    expect(c.archivos.map((a: { tipo_archivo: string }) => a.tipo_archivo)).toEqual(['scdd_saneamiento']);

    // One request of the type in course.
    const otra = await t.post(`${G}/setSolicitudCambioActividadEconomica/${est.id}`, { giro_actividad_id: 10, actividades_secundarias: [17] });
    expect(otra.status).toBe(400);
    expect(otra.body.message).toBe('Ya existe una solicitud de este tipo en curso para el establecimiento.');

    // Sending with a required document missing says which.
    const incompleta = await t.post(`${G}/changeStatusSolicitudCambioActividadEconomica/${est.id}/${c.id}`, { estatus_id: 10 });
    expect(incompleta.status).toBe(400);
    expect(incompleta.body.message).toBe('Faltan documentos obligatorios: Constancia de uso de suelo de la nueva actividad, Título de propiedad o escritura.');

    // storeFiles in two batches: property documents, then photos (spec 2 §7).
    const docs = await enviarForm(t, `${G}/storeFiles/${est.id}/${c.id}`, { solicitud_id: c.id }, { titulo_escritura: ARCHIVOS.pdf }, 'documento');
    expect(docs.status).toBe(200);
    expect(docs.body.message).toBe('Documentos adjuntados con exito');
    const fotos = await enviarForm(t, `${G}/storeFiles/${est.id}/${c.id}`, { solicitud_id: c.id }, { frente: ARCHIVOS.png, interior: ARCHIVOS.png }, 'documento');
    expect(fotos.status).toBe(200);
    expect(fotos.body.message).toBe('Fotos adjuntados con exito');
    expect(fotos.body.data.archivos.map((a: { tipo_archivo: string }) => a.tipo_archivo).sort()).toEqual(['frente', 'interior', 'scdd_saneamiento', 'titulo_escritura']);
    const otraSolicitud = await enviarForm(t, `${G}/storeFiles/${est.id}/${c.id}`, { solicitud_id: c.id + 1 }, { wc: ARCHIVOS.png }, 'documento');
    expect(otraSolicitud.status).toBe(422);
    expect((await enviarForm(t, `${G}/storeFiles/${est.id}/${c.id}`, { solicitud_id: c.id })).status).toBe(422);

    // Update: the land use will be verified by Desarrollo Urbano instead; a hotel would need rooms.
    const malUpd = await t.post(`${G}/updateSolicitudCambioActividadEconomica/${est.id}/${c.id}`, { giro_actividad_id: 13, actividades_secundarias: [10] });
    expect(malUpd.status).toBe(422);
    const upd = await enviarForm(t, `${G}/updateSolicitudCambioActividadEconomica/${est.id}/${c.id}`, { ...RESTAURANTE, 'actividades_secundarias[1]': 21, tiene_uso_suelo: 0 });
    expect(upd.status).toBe(200);
    expect(upd.body.message).toBe('Solicitud actualizada exitosamente');
    expect(upd.body.data).toMatchObject({ actividades_secundarias: [17, 21], tiene_uso_suelo: false, estatus_id: 1 });
    expect((await t.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).body.data.actividades_economicas.map((x: { d_giro: string }) => x.d_giro)).toEqual([
      'LONCHERÍA',
      'FRUTERÍA Y VERDULERÍA',
    ]);

    // Not a renewal's: the Extra paths do not reach it.
    expect((await t.post(`${G}/updateSolicitudCambioActividadEconomicaExtra/${est.id}/${c.id}`, { giro_actividad_id: 10, actividades_secundarias: [17] })).status).toBe(404);
    expect((await t.post(`${G}/deleteSolicitudCambioActividadEconomicaExtra/${est.id}/${c.id}`)).status).toBe(404);

    // The draft is deleted; the list is empty again.
    const del = await t.post(`${G}/deleteSolicitudCambioActividadEconomica/${est.id}/${c.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ message: 'Solicitud eliminada exitosamente', data: { id: c.id } });
    expect((await t.get(`${G}/getSolicitudesCambioActividadEconomica/${est.id}`)).body.data).toEqual([]);
  });

  it('the Extra variant is a renewal’s request (renovacion), listed apart', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t);
    const r = await enviarForm(t, `${G}/setSolicitudCambioActividadEconomicaExtra/${est.id}`, { ...RESTAURANTE, tiene_uso_suelo: 1 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ renovacion: true, estatus_id: 1 });
    const id = r.body.data.id;
    expect((await t.get(`${G}/getSolicitudCambioActividadEconomicaExtra/${est.id}`)).body.data).toMatchObject({ id, renovacion: true });
    expect((await t.get(`${G}/getSolicitudesCambioActividadEconomica/${est.id}`)).body.data).toEqual([]);
    const upd = await t.post(`${G}/updateSolicitudCambioActividadEconomicaExtra/${est.id}/${id}`, { giro_actividad_id: 10, actividades_secundarias: [17, 21], tiene_uso_suelo: true });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ renovacion: true, actividades_secundarias: [17, 21] });
    const fotos = await enviarForm(t, `${G}/storeFilesExtra/${est.id}/${id}`, { solicitud_id: id }, { frente: ARCHIVOS.png }, 'documento');
    expect(fotos.body.message).toBe('Fotos adjuntados con exito');
    const del = await t.post(`${G}/deleteSolicitudCambioActividadEconomicaExtra/${est.id}/${id}`);
    expect(del.status).toBe(200);
    expect((await t.get(`${G}/getSolicitudCambioActividadEconomicaExtra/${est.id}`)).body.data).toBeNull();
  });
});

describe('change of activity: who may call it', () => {
  it('a foreign establishment, another’s request under one’s own establishment id, and staff of another area are refused', { timeout: 60_000 }, async () => {
    const a = await contribuyenteConPerfil(e);
    const b = await contribuyenteConPerfil(e);
    const estA = await establecimientoConLicencia(e, a);
    const estB = await establecimientoConLicencia(e, b, { nombre_comercial: 'PAPELERÍA EL LÁPIZ', giro_actividad_id: 23 });
    const c = (await a.post(`${G}/setSolicitudCambioActividadEconomica/${estA.id}`, { giro_actividad_id: 10, actividades_secundarias: [17] })).body.data;

    // B on A's establishment.
    expect((await b.get(`${G}/getActividadesEconomicas/${estA.id}`)).status).toBe(403);
    expect((await b.get(`${G}/getSolicitudesCambioActividadEconomica/${estA.id}`)).status).toBe(403);
    expect((await b.get(`${G}/getSolicitudCambioActividadEconomicaExtra/${estA.id}`)).status).toBe(403);
    expect((await b.post(`${G}/setSolicitudCambioActividadEconomica/${estA.id}`, { giro_actividad_id: 10, actividades_secundarias: [17] })).status).toBe(403);
    expect((await b.get(`${G}/getSolicitudCambioActividadEconomica/${estA.id}/${c.id}`)).status).toBe(403);
    // A's request id under B's own establishment.
    for (const [m, url, body] of [
      ['GET', `getSolicitudCambioActividadEconomica/${estB.id}/${c.id}`, undefined],
      ['POST', `updateSolicitudCambioActividadEconomica/${estB.id}/${c.id}`, { giro_actividad_id: 10, actividades_secundarias: [17] }],
      ['POST', `changeStatusSolicitudCambioActividadEconomica/${estB.id}/${c.id}`, { estatus_id: 10 }],
      ['POST', `deleteSolicitudCambioActividadEconomica/${estB.id}/${c.id}`, {}],
      ['POST', `storeFiles/${estB.id}/${c.id}`, {}],
    ] as const) {
      const r = m === 'GET' ? await b.get(`${G}/${url}`) : await b.post(`${G}/${url}`, body);
      expect(r.status, url).toBe(403);
    }
    // A's own request under B's establishment id is not reached either.
    expect((await a.get(`${G}/getSolicitudCambioActividadEconomica/${estB.id}/${c.id}`)).status).toBe(403);
    expect((await a.get(`${G}/getSolicitudCambioActividadEconomica/${estA.id}/${c.id}`)).status).toBe(200);
    // Staff never write, and read only while their area has a task about it (none yet).
    const sare = await entrar(e, 'coordinacion.sare');
    expect((await sare.get(`${G}/getSolicitudCambioActividadEconomica/${estA.id}/${c.id}`)).status).toBe(403);
    expect((await sare.post(`${G}/updateSolicitudCambioActividadEconomica/${estA.id}/${c.id}`, { giro_actividad_id: 10, actividades_secundarias: [17] })).status).toBe(403);
    // Nothing changed on A's request.
    expect((await a.get(`${G}/getSolicitudCambioActividadEconomica/${estA.id}/${c.id}`)).body.data).toMatchObject({ estatus_id: 1, actividades_secundarias: [17] });
  });
});

describe('change of activity, end to end (spec 2 §2, §4, §8)', () => {
  it('a SARE business that moves to an alcohol activity is reviewed by Licencias and told so; approval applies it once', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t);
    const r = await enviarForm(
      t,
      `${G}/setSolicitudCambioActividadEconomica/${est.id}`,
      { ...BAR, tiene_uso_suelo: 1 },
      { scdd_saneamiento: ARCHIVOS.pdf, pago_licencia_bebidas: ARCHIVOS.pdf, constancia_us_ca: ARCHIVOS.pdf, titulo_escritura: ARCHIVOS.pdf },
    );
    expect(r.status).toBe(200);
    const c = r.body.data;
    expect(c).toMatchObject({ has_alcohol: true, has_licencia_bebidas: false, area_revision: 'Licencias de Funcionamiento', aviso_revision: MSG_CA_EXTRA.reasignadaLicencias });

    const env = await t.post(`${G}/changeStatusSolicitudCambioActividadEconomica/${est.id}/${c.id}`, { estatus_id: 10 });
    expect(env.status).toBe(200);
    expect(env.body.message).toBe('Solicitud enviada exitosamente');
    expect(env.body.data).toMatchObject({ estatus_id: 10, editable: false, aviso_revision: MSG_CA_EXTRA.reasignadaLicencias });

    // The review lands in Licencias (20), not in Coordinación SARE (21).
    const tarea = await tareaAbierta(c.id, 'revision');
    expect(tarea).toMatchObject({ areaId: 20, titulo: 'Cambio de actividad económica', locacionId: est.id });
    const sare = await entrar(e, 'coordinacion.sare');
    const lic = await entrar(e, 'revisor.licencias');
    const ajena = await sare.get(`/api/tareas/${tarea.id}`);
    expect(ajena.status).toBe(403);
    // Why, in Spanish: the task is another area's (the page shows it).
    expect(ajena.body.message).toBe('Esta tarea pertenece al área Licencias de Funcionamiento. Solo su personal puede abrirla y resolverla.');
    expect((await sare.get('/api/tareas/999999999')).body.message).toBe('La tarea no existe.');
    expect((await sare.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).status).toBe(403);
    const det = await lic.get(`/api/tareas/${tarea.id}`);
    expect(det.status).toBe(200);
    expect(det.body.data.detalle.filas).toEqual(
      expect.arrayContaining([
        { campo: 'Actividad principal', actual: 'ABARROTES', propuesto: 'RESTAURANTE BAR' },
        { campo: 'Actividades secundarias', actual: 'COCINA ECONÓMICA', propuesto: 'RESTAURANTE' },
        { campo: 'Venta de bebidas alcohólicas', actual: 'No', propuesto: 'Sí' },
      ]),
    );
    expect(det.body.data.detalle.documentos.map((d: { tipo_archivo: string }) => d.tipo_archivo)).toContain('pago_licencia_bebidas');
    expect((await lic.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).status).toBe(200);

    // Locked at 10: no edit, no files, no delete, no second send.
    const bloqueada = await t.post(`${G}/updateSolicitudCambioActividadEconomica/${est.id}/${c.id}`, { giro_actividad_id: 10, actividades_secundarias: [17] });
    expect(bloqueada.status).toBe(400);
    expect(bloqueada.body.message).toBe('La solicitud ya fue enviada a revisión: no puede modificarse.');
    expect((await enviarForm(t, `${G}/storeFiles/${est.id}/${c.id}`, {}, { wc: ARCHIVOS.png }, 'documento')).status).toBe(400);
    expect((await t.post(`${G}/deleteSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).status).toBe(400);
    expect((await t.post(`${G}/changeStatusSolicitudCambioActividadEconomica/${est.id}/${c.id}`, { estatus_id: 10 })).status).toBe(400);
    // Unchanged until approved.
    expect(await estadoDe(est.id)).toMatchObject({ giroActividadId: 1, actividadesSecundarias: [16], tipoProcesoId: 2 });

    expect((await lic.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await expect.poll(async () => (await t.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).body.data.estatus_id, { timeout: 10_000 }).toBe(4);
    const aprobada = (await t.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).body.data;
    expect(aprobada).toMatchObject({ aprobada: true, giro_opb_old: { d_giro: 'ABARROTES' }, actividades_economicas_old: [{ d_giro: 'COCINA ECONÓMICA' }], giro_opb: { d_giro: 'RESTAURANTE BAR' } });

    // The establishment now sells alcohol and is Licencias' (tipo_proceso 1); the history keeps what it was.
    expect(await estadoDe(est.id)).toMatchObject({ giroActividadId: 11, actividadesSecundarias: [10], tipoProcesoId: 1, hasLicenciaBebidas: false });
    const h = await historial(c.id);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ tipo: 'cambio_actividad', anterior: { giro_actividad_id: 1, actividades_secundarias: [16], tipo_proceso_id: 2 }, nuevo: { giro_actividad_id: 11, tipo_proceso_id: 1 } });
    const hist = await t.get(`/api/establecimientos/${est.id}/historial`);
    expect(hist.body.data).toMatchObject([{ solicitud_id: c.id, nombre_tramite: 'Cambio de actividad económica' }]);

    // Projected again (a replayed activity): applied exactly once.
    await e.db.db.update(establecimientos).set({ giroActividadId: 17 }).where(eq(establecimientos.id, est.id));
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, c.id));
    await e.db.db.transaction((tx) => HOOKS_TRAMITES.cambio_actividad.proyectar!(tx, s, s.snapshot!));
    expect((await estadoDe(est.id)).giroActividadId).toBe(17);
    expect(await historial(c.id)).toHaveLength(1);

    // A new request may be filed now; the taxpayer was told.
    await expect
      .poll(async () => (await e.db.db.select().from(notificaciones).where(and(eq(notificaciones.usuarioId, t.userId)))).map((n) => n.encabezado), { timeout: 10_000 })
      .toContain('Solicitud de cambio de actividad económica aprobada');
  });

  it('returned with a reason, corrected and resent; without a land-use certificate Desarrollo Urbano verifies it and 1755 is paid', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t);
    const r = await enviarForm(t, `${G}/setSolicitudCambioActividadEconomica/${est.id}`, { ...RESTAURANTE, tiene_uso_suelo: 0 }, { scdd_saneamiento: ARCHIVOS.pdf, titulo_escritura: ARCHIVOS.pdf });
    const c = r.body.data;
    expect(c).toMatchObject({ area_revision: 'Coordinación SARE', aviso_revision: null });
    expect((await t.post(`${G}/changeStatusSolicitudCambioActividadEconomica/${est.id}/${c.id}`, { estatus_id: 10 })).status).toBe(200);

    // Coordinación SARE reviews it (a SARE business, no alcohol); another area is refused.
    const t1 = await tareaAbierta(c.id, 'revision');
    expect(t1.areaId).toBe(21);
    const sare = await entrar(e, 'coordinacion.sare');
    const du = await entrar(e, 'desarrollo.urbano');
    expect((await du.get(`/api/tareas/${t1.id}`)).status).toBe(403);
    expect((await du.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);
    expect((await sare.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'Falta la fotografía del frente' })).status).toBe(200);
    const devuelta = (await t.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).body.data;
    expect(devuelta).toMatchObject({ estatus_id: 5, motivo_rechazo: 'Falta la fotografía del frente', editable: true, enviable: true });
    expect((await enviarForm(t, `${G}/storeFiles/${est.id}/${c.id}`, { solicitud_id: c.id }, { frente: ARCHIVOS.png }, 'documento')).status).toBe(200);
    expect((await t.post(`${G}/changeStatusSolicitudCambioActividadEconomica/${est.id}/${c.id}`, { estatus_id: 10 })).body.data.estatus_id).toBe(10);
    const t1b = await tareaAbierta(c.id, 'revision');
    expect(t1b.ronda).toBe(2);
    expect((await sare.post(`/api/tareas/${t1b.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // Desarrollo Urbano verifies the land use; the 1755 statement is issued and paid online.
    const t2 = await tareaAbierta(c.id, 'verificacion_uso_suelo');
    expect(t2.areaId).toBe(6);
    expect((await du.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    let edo: { folio: string; total: string; servicio_id: number; pagado: boolean } | undefined;
    for (let i = 0; i < 100 && !edo; i++) {
      edo = (await t.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).body.data.estados_cuenta.find((x: { pagado: boolean }) => !x.pagado);
      if (!edo) await new Promise((res) => setTimeout(res, 100));
    }
    expect(edo).toMatchObject({ servicio_id: 1755 });
    const folio = await t.post('/api/pagosopb/getFolio', { idServicio: 1755, claveEstablecimiento: est.externalId, estatusEstadoCuenta: 4, folioEstadoCuenta: edo!.folio });
    expect(folio.status).toBe(200);
    expect((await confirmarPago(folio.body.data.order_id, `FP-1755-CA-${c.id}`, edo!.total)).statusCode).toBe(200);
    const t3 = await tareaAbierta(c.id, 'validacion_uso_suelo');
    expect(t3.areaId).toBe(6);
    expect(await estadoDe(est.id)).toMatchObject({ giroActividadId: 1, tieneUsoSuelo: false });
    expect((await du.post(`/api/tareas/${t3.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    await expect.poll(async () => (await t.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).body.data.estatus_id, { timeout: 10_000 }).toBe(4);
    const fin = (await t.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).body.data;
    expect(fin.tramite.linea_tiempo.map((l: { clave: string; estatus: number }) => [l.clave, l.estatus])).toEqual([
      ['revision', 4],
      ['verificacion_uso_suelo', 4],
      ['pago_uso_suelo', 8],
      ['validacion_uso_suelo', 4],
    ]);
    // SARE stays SARE without alcohol; the land use is now settled.
    expect(await estadoDe(est.id)).toMatchObject({ giroActividadId: 10, actividadesSecundarias: [17], tipoProcesoId: 2, tieneUsoSuelo: true });
    expect(await historial(c.id)).toHaveLength(1);
    const card = (await t.get(`/api/establecimientos/${est.id}`)).body.data;
    expect(card.giro_opb).toMatchObject({ nombre: 'RESTAURANTE' });
  });
  it('the 1755 fee can be paid with a proof from the request card: only its taxpayer, only a PDF, only while it is awaited', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const otro = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t);
    const c = (await enviarForm(t, `${G}/setSolicitudCambioActividadEconomica/${est.id}`, { ...RESTAURANTE, tiene_uso_suelo: 0 }, { scdd_saneamiento: ARCHIVOS.pdf, titulo_escritura: ARCHIVOS.pdf })).body.data;
    const url = `/api/cambios/${c.id}/uploadComprobantePago`;
    const prueba = { recibo_pago: ARCHIVOS.pdf.toString('base64'), id_servicio: 1755 };
    // A draft waits on no payment.
    expect((await t.post(url, prueba)).status).toBe(400);
    expect((await t.post(`${G}/changeStatusSolicitudCambioActividadEconomica/${est.id}/${c.id}`, { estatus_id: 10 })).status).toBe(200);
    const root = await entrar(e, 'root');
    expect((await root.post(`/api/tareas/${(await tareaAbierta(c.id, 'revision')).id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    expect((await root.post(`/api/tareas/${(await tareaAbierta(c.id, 'verificacion_uso_suelo')).id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await expect.poll(async () => (await t.get(`${G}/getSolicitudCambioActividadEconomica/${est.id}/${c.id}`)).body.data.tramite.acciones.comprobante, { timeout: 10_000 }).toBe(1755);

    expect((await otro.post(url, prueba)).status).toBe(403);
    expect((await root.post(url, prueba)).status).toBe(403);
    const png = await t.post(url, { ...prueba, recibo_pago: ARCHIVOS.png.toString('base64') });
    expect(png.status).toBe(400);
    expect(png.body.message).toBe('Para el comprobante de pago solo se permiten archivos PDF');
    const ok = await t.post(url, prueba);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Recibo cargado exitosamente');
    // Desarrollo Urbano validates it next; the proof is the request's own file.
    const t3 = await tareaAbierta(c.id, 'validacion_uso_suelo');
    expect(t3.areaId).toBe(6);
    expect((await t.post(url, prueba)).status).toBe(400);
  });
});
