// The change of owner through the API against real PostgreSQL and Temporal (spec 2 §2 "Change of
// owner", §3, §4, §5, §7 group cambioPropietario, §8): every route, the taxpayer lookup that shows
// another taxpayer only as {id, rfc}, ownership (403s), the lock once sent, and the real walk:
// sent → Coordinación SARE returns it → corrected and resent → approved → the establishment, its
// licences and its history are the new owner's, exactly once, and the old owner still reads the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createActivities } from '../../activities';
import { documentos, establecimientos, historialEstablecimientos, licencias, solicitudes } from '../../db/schema';
import { createDocumentosRepository } from '../../api/documentos/documentos.repository';
import { MSG_CP, MSG_CP_EXTRA } from '../../domain/cambios/propietario/mensajes';
import { MSG_CAMBIOS, MSG_CAMBIOS_EXTRA } from '../../domain/cambios/comun';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, formularioLicencia, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

const G = '/api/cambioPropietario';
type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
type Archivo = { codigo: string; contenido: Buffer; tipo: string; grupo?: 'files' | 'documento' };

/** The spec's multipart: fields, and files as files[code][file] + files[code][code] (or storeFiles' documento[i][…]). */
function cuerpo(campos: Record<string, string | number | boolean>, archivos: Archivo[] = []) {
  const limite = `----cp${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  const campo = (k: string, v: string) => partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, v] of Object.entries(campos)) campo(k, String(v));
  archivos.forEach((a, i) => {
    const clave = a.grupo === 'documento' ? `documento[${i}]` : `files[${a.codigo}]`;
    const ext = a.tipo === 'application/pdf' ? 'pdf' : 'png';
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${clave}[file]"; filename="${a.codigo}.${ext}"\r\nContent-Type: ${a.tipo}\r\n\r\n`));
    partes.push(a.contenido, Buffer.from('\r\n'));
    campo(`${clave}[code]`, a.codigo);
  });
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

async function enviarForm(t: Cliente, url: string, campos: Record<string, string | number | boolean>, archivos: Archivo[] = []) {
  const r = await t.raw({ method: 'POST', url, ...cuerpo(campos, archivos) });
  return { status: r.statusCode, body: r.json() };
}

const pdf = (codigo: string, grupo?: Archivo['grupo']): Archivo => ({ codigo, contenido: ARCHIVOS.pdf, tipo: 'application/pdf', grupo });
const png = (codigo: string, grupo?: Archivo['grupo']): Archivo => ({ codigo, contenido: ARCHIVOS.png, tipo: 'image/png', grupo });
/** An owned property (tipo 1), no alcohol: the old owner's closing, the new owner's opening, sanitation, the deed. */
const DOCUMENTOS = [pdf('aviso_cierre'), pdf('aviso_apertura'), pdf('scap_saneamiento'), pdf('titulo_escritura')];
const form = (nuevo: { contribuyenteId?: number; rfc: string }, extra: Record<string, string | number | boolean> = {}) => ({
  new_contribuyente_id: nuevo.contribuyenteId!,
  new_rfc: nuevo.rfc.toLowerCase(),
  has_alcohol: 0,
  tiene_uso_suelo: 0,
  tipo_proceso_id: 2,
  tipo_propiedad_id: 1,
  ...extra,
});

const listaDe = async (t: Cliente) => (await t.get(`/api/establecimientos/contribuyente/${t.contribuyenteId}`)).body.data.data.map((x: { id: number }) => x.id) as number[];
const duenioDe = async (id: number) => (await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, id)))[0].contribuyenteId;

describe('taxpayer lookup (spec 2 §7 getByRFC / getByID)', () => {
  it('answers the own profile, another taxpayer only {id, rfc} and only by RFC, an unknown RFC with success false; staff nothing', async () => {
    const a = await contribuyenteConPerfil(e);
    const b = await contribuyenteConPerfil(e);
    const propio = await a.get(`/api/contribuyentes/getByRFC/${a.rfc}`);
    expect(propio.status).toBe(200);
    expect(propio.body.data).toMatchObject({ id: a.contribuyenteId, rfc: a.rfc, nombre: expect.any(String), email: expect.any(String) });
    expect(Object.keys((await a.get(`/api/contribuyentes/getByID/${a.contribuyenteId}`)).body.data)).toEqual(expect.arrayContaining(['id', 'rfc', 'nombre', 'email']));

    // Someone else: the RFC typed in lower case with spaces is uppercased; only id and rfc come back.
    const otro = await a.get(`/api/contribuyentes/getByRFC/${encodeURIComponent(` ${b.rfc.toLowerCase()} `)}`);
    expect(otro.status).toBe(200);
    expect(otro.body).toEqual({ success: true, message: MSG_CP_EXTRA.encontrado, data: { id: b.contribuyenteId, rfc: b.rfc } });
    // By id only oneself: ids are sequential, so another's id answers nothing (403, as an unknown one).
    for (const id of [b.contribuyenteId, a.contribuyenteId! + 1, 2147480000]) {
      const r = await a.get(`/api/contribuyentes/getByID/${id}`);
      expect([r.status, r.body.message], String(id)).toEqual([403, 'Permiso denegado']);
    }

    // Not registered: a clean answer, not an error the browser would log.
    const nadie = await a.get('/api/contribuyentes/getByRFC/ZZZZ010101AB1');
    expect(nadie).toMatchObject({ status: 200, body: { success: false, message: MSG_CP_EXTRA.noEncontrado, data: null } });
    expect((await a.get('/api/contribuyentes/getByRFC/NO-ES-RFC')).body).toMatchObject({ success: false, message: MSG_CP_EXTRA.rfcInvalido });
    expect((await a.get('/api/contribuyentes/getByRFC/%20')).status).toBe(422);

    const sare = await entrar(e, 'coordinacion.sare');
    expect((await sare.get(`/api/contribuyentes/getByRFC/${b.rfc}`)).status).toBe(403);
    expect((await sare.get(`/api/contribuyentes/getByID/${b.contribuyenteId}`)).status).toBe(403);
  });
});

describe('the change of owner: rules and ownership', () => {
  it('refuses an unknown new owner, the current owner, an incomplete form and an establishment without an issued licence', async () => {
    const a = await contribuyenteConPerfil(e);
    const b = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, a, { nombre_comercial: 'FLORERÍA REGLAS' });
    const url = `${G}/setSolicitudCambioPropietario/${est.id}`;

    const sinRfc = await enviarForm(a, url, { tipo_propiedad_id: 1 });
    expect(sinRfc.status).toBe(422);
    expect(sinRfc.body.errors.new_rfc).toEqual([MSG_CP_EXTRA.rfcRequerido]);
    expect((await enviarForm(a, url, form({ contribuyenteId: 999999, rfc: 'ZZZZ010101AB1' }))).body.errors.new_rfc).toEqual([MSG_CP_EXTRA.noEncontrado]);
    expect((await enviarForm(a, url, form(a))).body.errors.new_rfc).toEqual([MSG_CP_EXTRA.mismoPropietario]);
    // The id must be the RFC's taxpayer.
    expect((await enviarForm(a, url, form({ contribuyenteId: a.contribuyenteId, rfc: b.rfc }))).status).toBe(422);

    // A licence still in review: no changes yet (the embedded renewal variant rides on the renewal).
    const nuevo = await a.post('/api/establecimientos', formularioLicencia({ nombre_comercial: 'SIN LICENCIA' }));
    const sinLic = await enviarForm(a, `${G}/setSolicitudCambioPropietario/${nuevo.body.data.id}`, form(b));
    expect(sinLic).toMatchObject({ status: 400, body: { message: MSG_CAMBIOS_EXTRA.sinLicencia } });

    // A draft without its documents cannot be sent.
    const creada = await enviarForm(a, url, form(b));
    expect(creada.status).toBe(200);
    const r = await a.post(`${G}/changeStatusSolicitudCambioPropietario/${est.id}/${creada.body.data.id}`, { estatus_id: 10 });
    expect(r).toMatchObject({ status: 400, body: { message: MSG_CAMBIOS.camposObligatorios } });
    // One in course at a time.
    expect((await enviarForm(a, url, form(b))).body.message).toBe(MSG_CAMBIOS_EXTRA.yaExiste);
  });

  it('403: a foreign establishment, and a foreign request under one\'s own establishment id', async () => {
    const a = await contribuyenteConPerfil(e);
    const b = await contribuyenteConPerfil(e);
    const c = await contribuyenteConPerfil(e);
    const estA = await establecimientoConLicencia(e, a, { nombre_comercial: 'FLORERÍA A' });
    const estB = await establecimientoConLicencia(e, b, { nombre_comercial: 'FLORERÍA B' });
    const sa = (await enviarForm(a, `${G}/setSolicitudCambioPropietario/${estA.id}`, form(c))).body.data.id as number;
    const sb = (await enviarForm(b, `${G}/setSolicitudCambioPropietario/${estB.id}`, form(c))).body.data.id as number;

    for (const url of [`${G}/getDataDomicilio/${estA.id}`, `${G}/getSolicitudesCambioPropietario/${estA.id}`, `${G}/getSolicitudCambioPropietario/${estA.id}/${sa}`, `${G}/getSolicitudCambioPropietarioExtra/${estA.id}`]) {
      expect((await b.get(url)).status, url).toBe(403);
    }
    // B's request under B's own establishment id… named with A's request: 403, and nothing moves.
    expect((await b.get(`${G}/getSolicitudCambioPropietario/${estB.id}/${sa}`)).status).toBe(403);
    expect((await b.post(`${G}/updateSolicitudCambioPropietario/${estB.id}/${sa}`, { tipo_propiedad_id: 2 })).status).toBe(403);
    expect((await b.post(`${G}/changeStatusSolicitudCambioPropietario/${estB.id}/${sa}`, { estatus_id: 10 })).status).toBe(403);
    expect((await b.post(`${G}/deleteSolicitudCambioPropietario/${estB.id}/${sa}`)).status).toBe(403);
    expect((await enviarForm(b, `${G}/storeFiles/${estB.id}/${sa}`, { solicitud_id: sa }, [pdf('aviso_cierre', 'documento')])).status).toBe(403);
    expect((await b.post(`${G}/deleteSolicitudCambioPropietarioExtra/${estB.id}/${sa}`)).status).toBe(403);
    // The new owner-to-be reads neither the establishment nor the request before approval.
    expect((await c.get(`${G}/getSolicitudCambioPropietario/${estA.id}/${sa}`)).status).toBe(403);
    expect((await a.get(`${G}/getSolicitudCambioPropietario/${estA.id}/${sa}`)).body.data).toMatchObject({ id: sa, estatus_id: 1, tipo_propiedad_id: 1 });
    expect((await b.get(`${G}/getSolicitudCambioPropietario/${estB.id}/${sb}`)).status).toBe(200);
  });

  it('the renewal-embedded ("Extra") variants: created with renovacion true, found, updated and deleted', async () => {
    const a = await contribuyenteConPerfil(e);
    const b = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, a, { nombre_comercial: 'FLORERÍA RENUEVA' });
    expect((await a.get(`${G}/getSolicitudCambioPropietarioExtra/${est.id}`)).body).toMatchObject({ success: true, data: null });
    const creada = await enviarForm(a, `${G}/setSolicitudCambioPropietarioExtra/${est.id}`, form(b), DOCUMENTOS);
    expect(creada.status, JSON.stringify(creada.body)).toBe(200);
    expect(creada.body.data).toMatchObject({ renovacion: true, new_rfc: b.rfc, old_rfc: a.rfc, new_contribuyente: { id: b.contribuyenteId, rfc: b.rfc }, faltantes: [] });
    const id = creada.body.data.id as number;
    expect((await a.get(`${G}/getSolicitudCambioPropietarioExtra/${est.id}`)).body.data).toMatchObject({ id, renovacion: true });
    const act = await enviarForm(a, `${G}/updateSolicitudCambioPropietarioExtra/${est.id}/${id}`, { tipo_propiedad_id: 2 });
    expect(act.body).toMatchObject({ message: MSG_CAMBIOS.actualizada, data: { tipo_propiedad_id: 2, renovacion: true } });
    // Leased: the lease papers are now required.
    expect(act.body.data.faltantes).toEqual(['arrendamiento_contrato', 'arrendamiento_identificacion', 'arrendador_identificacion', 'arrendamiento_testigos']);
    expect((await a.post(`${G}/deleteSolicitudCambioPropietarioExtra/${est.id}/${id}`)).body).toMatchObject({ success: true, message: MSG_CAMBIOS_EXTRA.eliminada });
    expect((await a.get(`${G}/getSolicitudesCambioPropietario/${est.id}`)).body.data).toEqual([]);
  });
});

describe('the walk (spec 2 §4): sent, returned, resent, approved — the establishment changes hands once', () => {
  it('moves the establishment, its licences and its history to the new owner; the old owner keeps only the request', async () => {
    const a = await contribuyenteConPerfil(e);
    const b = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, a, { nombre_comercial: 'FLORERÍA JAZMÍN PRUEBA' });
    const datos = await a.get(`${G}/getDataDomicilio/${est.id}`);
    expect(datos.body.data).toMatchObject({ id: est.id, contribuyente_id: a.contribuyenteId, rfc: a.rfc, has_alcohol: false, locacion_domicilio: { domicilio: expect.any(Object) } });

    // The establishment's own photo (its file, not the request's).
    const [lic] = await e.db.db.select().from(licencias).where(eq(licencias.id, est.licenciaId));
    const fotoId = await createDocumentosRepository({ db: e.db.db }).reemplazarDeSolicitud(
      { id: lic.solicitudId, contribuyenteId: a.contribuyenteId!, locacionId: est.id },
      { codigo: 'frente', nombre: 'frente.png', mime: 'image/png', buf: ARCHIVOS.png },
    );
    expect((await a.raw({ method: 'GET', url: `/api/documentacion/${fotoId}` })).statusCode).toBe(200);

    // Created with the documents; the photos and the deed follow in storeFiles' two batches.
    const creada = await enviarForm(a, `${G}/setSolicitudCambioPropietario/${est.id}`, form(b), DOCUMENTOS.slice(0, 3));
    expect(creada.status, JSON.stringify(creada.body)).toBe(200);
    const id = creada.body.data.id as number;
    expect(creada.body.data).toMatchObject({ estatus_id: 1, editable: true, old_contribuyente_id: a.contribuyenteId, new_contribuyente_id: b.contribuyenteId, faltantes: ['titulo_escritura'] });
    expect(creada.body.data.folio).toMatch(/^CPR-\d{4}-\d{6,}$/);
    const docs = await enviarForm(a, `${G}/storeFiles/${est.id}/${id}`, { solicitud_id: id }, [pdf('titulo_escritura', 'documento')]);
    expect(docs.body).toMatchObject({ message: MSG_CP.documentosAdjuntados, data: { faltantes: [] } });
    const fotos = await enviarForm(a, `${G}/storeFiles/${est.id}/${id}`, { solicitud_id: id }, [png('frente', 'documento'), png('interior', 'documento')]);
    expect(fotos.body.message).toBe(MSG_CP.fotosAdjuntadas);
    // A PDF where a photo goes is refused.
    expect((await enviarForm(a, `${G}/storeFiles/${est.id}/${id}`, { solicitud_id: id }, [pdf('wc', 'documento')])).status).toBe(400);
    expect((await a.get(`${G}/getSolicitudesCambioPropietario/${est.id}`)).body.data.map((x: { id: number }) => x.id)).toEqual([id]);

    // Sent: locked at 10.
    const enviada = await a.post(`${G}/changeStatusSolicitudCambioPropietario/${est.id}/${id}`, { estatus_id: 10 });
    expect(enviada.body).toMatchObject({ message: MSG_CAMBIOS.enviada, data: { estatus_id: 10, editable: false } });
    expect((await enviarForm(a, `${G}/updateSolicitudCambioPropietario/${est.id}/${id}`, { tipo_propiedad_id: 1 })).body.message).toBe(MSG_CAMBIOS_EXTRA.bloqueada);
    expect((await a.post(`${G}/deleteSolicitudCambioPropietario/${est.id}/${id}`)).status).toBe(400);

    // Coordinación SARE returns it with a reason: 5, editable again, the reason shown.
    const sare = await entrar(e, 'coordinacion.sare');
    let t = await tareaAbierta(e, id, 'revision');
    const detalle = (await sare.get(`/api/tareas/${t.id}`)).body.data;
    expect(JSON.stringify(detalle)).toContain(b.rfc);
    expect((await sare.post(`/api/tareas/${t.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'El aviso de apertura es ilegible.' })).status).toBe(200);
    await expect.poll(async () => (await a.get(`${G}/getSolicitudCambioPropietario/${est.id}/${id}`)).body.data.estatus_id, { timeout: 20_000 }).toBe(5);
    expect((await a.get(`${G}/getSolicitudCambioPropietario/${est.id}/${id}`)).body.data).toMatchObject({ motivo_rechazo: 'El aviso de apertura es ilegible.', editable: true });
    const corregida = await enviarForm(a, `${G}/updateSolicitudCambioPropietario/${est.id}/${id}`, {}, [pdf('aviso_apertura')]);
    expect(corregida.status, JSON.stringify(corregida.body)).toBe(200);
    expect((await a.post(`${G}/changeStatusSolicitudCambioPropietario/${est.id}/${id}`, { estatus_id: 10 })).body.data.estatus_id).toBe(10);

    // Still A's while it is reviewed.
    expect(await duenioDe(est.id)).toBe(a.contribuyenteId);
    t = await tareaAbierta(e, id, 'revision');
    expect((await sare.post(`/api/tareas/${t.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await expect.poll(async () => (await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0].estado, { timeout: 30_000 }).toBe('terminada');

    // B's now: listed, with its licences and its history (who it came from); A no longer lists nor reads it.
    expect(await duenioDe(est.id)).toBe(b.contribuyenteId);
    expect(await listaDe(b)).toContain(est.id);
    expect(await listaDe(a)).not.toContain(est.id);
    const lics = await b.get(`/api/establecimientos/getLicenciasByLocacion/${est.id}`);
    expect(lics.body.data.map((l: { id: number }) => l.id)).toContain(est.licenciaId);
    const historial = await b.get(`/api/establecimientos/${est.id}/historial`);
    expect(historial.body.data).toHaveLength(1);
    expect(historial.body.data[0]).toMatchObject({ solicitud_id: id, tipo: 'cambio_propietario', anterior: { contribuyente_id: a.contribuyenteId, rfc: a.rfc }, nuevo: { contribuyente_id: b.contribuyenteId, rfc: b.rfc } });
    const [h] = await e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.solicitudId, id));
    expect(h.contribuyenteAnteriorId).toBe(a.contribuyenteId);
    expect((await a.get(`/api/establecimientos/${est.id}`)).status).toBe(403);
    expect((await a.get(`/api/establecimientos/getLicenciasByLocacion/${est.id}`)).status).toBe(403);
    // The establishment's files went with it; the request's own stay the old owner's.
    expect((await b.raw({ method: 'GET', url: `/api/documentacion/${fotoId}` })).statusCode).toBe(200);
    expect((await a.raw({ method: 'GET', url: `/api/documentacion/${fotoId}` })).statusCode).toBe(403);
    const avisoCierre = (await a.get(`${G}/getSolicitudCambioPropietario/${est.id}/${id}`)).body.data.archivos.find((x: { tipo_archivo: string }) => x.tipo_archivo === 'aviso_cierre');
    expect((await a.raw({ method: 'GET', url: avisoCierre.url })).statusCode).toBe(200);
    // A still reads the request filed, approved; B does not read A's request, nor list it.
    expect((await a.get(`${G}/getSolicitudCambioPropietario/${est.id}/${id}`)).body.data).toMatchObject({ estatus_id: 4, aprobada: true, editable: false });
    expect((await b.get(`${G}/getSolicitudCambioPropietario/${est.id}/${id}`)).status).toBe(403);
    expect((await b.get(`${G}/getSolicitudesCambioPropietario/${est.id}`)).body.data).toEqual([]);
    // A cannot file anything more on it.
    expect((await enviarForm(a, `${G}/setSolicitudCambioPropietario/${est.id}`, form(b))).status).toBe(403);

    // Kill/replay: the projection run again with the same and a higher version changes nothing twice.
    await e.db.db.update(establecimientos).set({ contribuyenteId: a.contribuyenteId! }).where(eq(establecimientos.id, est.id));
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, id));
    const act = createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' });
    await act.proyectarSolicitud({ solicitudId: id, snapshot: s.snapshot!, version: s.version });
    await act.proyectarSolicitud({ solicitudId: id, snapshot: s.snapshot!, version: s.version + 3 });
    expect(await duenioDe(est.id)).toBe(a.contribuyenteId);
    expect(await e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.locacionId, est.id))).toHaveLength(1);
    expect((await e.db.db.select().from(documentos).where(eq(documentos.id, fotoId)))[0].contribuyenteId).toBe(b.contribuyenteId);
    await e.db.db.update(establecimientos).set({ contribuyenteId: b.contribuyenteId! }).where(eq(establecimientos.id, est.id));
  }, 120_000);
});
