// Public-road signs (anuncio_externo): every URL of spec 3 §7.2 on real PostgreSQL and
// Temporal. A taxpayer with an establishment on a key whose property tax is paid asks for a sign on
// that key (the address comes from the cadastre), another without a key ('No cuento con clave
// catastral', identificacion_predio); keys unknown to the cadastre or with property tax owed are
// refused. Signs are added, edited and deleted while a draft; the request is sent, returned by
// Desarrollo Urbano, corrected and resent; being high risk, Protección Civil reviews it too; the
// 1756 fee is paid with a receipt, validated and the format signed; the authorization PDF and the printed
// request carry the folio. Another taxpayer, another area and an establishment's sign are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { createAnunciosRepository } from '../../api/anuncios/anuncios.repository';
import { solicitudesAnuncio } from '../../db/schema';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, multipart, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;

const png = (nombre = 'fachada.png') => ({ nombre, tipo: 'image/png', data: ARCHIVOS.png.toString('base64') });
const pdf = (nombre: string) => ({ nombre, tipo: 'application/pdf', data: ARCHIVOS.pdf.toString('base64') });
const fila = (tipo = 3, extra: Record<string, unknown> = {}) => ({ tipo_anuncio_id: tipo, largo: 2, ancho: 1.5, material_id: 2, caras: 1, ...extra });
const signo = (extra: Record<string, unknown> = {}) => ({
  forma_instalacion: 'Adosado a la barda',
  tipo_instalacion: 'Fija',
  iluminado: false,
  temporal: false,
  contenido: 'FARMACIA EL MANATÍ',
  anuncio_detalle: [fila()],
  archivos: { fotografia: png() },
  ...extra,
});
const conClave = (clave: string, extra: Record<string, unknown> = {}) =>
  signo({
    clave_catastral: clave,
    no_folio: false,
    tipo_propiedad_id: 1,
    archivos: { fotografia: png(), documento_propiedad: pdf('escritura.pdf'), constancia_cedula_catastral: pdf('cedula.pdf') },
    ...extra,
  });

async function texto(buf: Buffer) {
  const { text } = await extractText(new Uint8Array(buf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
async function esperar<T>(fn: () => Promise<T | null | undefined>, que: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const r = await fn();
    if (r) return r;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`no llegó: ${que}`);
}
describe('public-road signs (spec 3 §7.2)', () => {
  let t: Cliente;
  let estId = 0;
  let sid = 0;
  let anuncioId = 0;
  let sinClaveId = 0;

  beforeAll(async () => {
    t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia());
    if (alta.status !== 200) throw new Error(`alta ${alta.status} ${JSON.stringify(alta.body)}`);
    estId = alta.body.data.id;
  }, 60_000);

  it('searchByClaveCatastral: the cadastre address and the property tax; 0 when the cadastre does not know the key', async () => {
    const r = await t.get(`/api/anuncioexterno/searchByClaveCatastral/${CLAVES_DEMO.pagada}`);
    expect(r.status).toBe(200);
    expect(r.body.data.resultados).toMatchObject({ clave_catastral: CLAVES_DEMO.pagada, entidad_id: 23, municipio_id: 4, predial_pagado: true });
    expect(r.body.data.resultados.calle).toBeTruthy();
    expect(r.body.data.resultados.colonia).toBeTruthy();
    const debe = await t.get(`/api/anuncioexterno/searchByClaveCatastral/${CLAVES_DEMO.adeudo}`);
    expect(debe.body.data.resultados).toMatchObject({ predial_pagado: false });
    expect(debe.body.message).toBe(debe.body.data.resultados.mensaje_predial);
    const nada = await t.get(`/api/anuncioexterno/searchByClaveCatastral/${CLAVES_DEMO.noEncontrada}`);
    expect(nada.status).toBe(200);
    expect(nada.body).toMatchObject({ success: false, message: 'La clave no ha sido encontrada en catastro', data: { resultados: 0 } });
    expect((await t.get('/api/anuncioexterno/searchByClaveCatastral/123')).body.data.resultados).toBe(0);
  });

  it('refuses a key the cadastre does not know, a key with property tax owed, no key without identificacion_predio, and wrong file types', async () => {
    const noEsta = await t.post('/api/anuncioexterno', conClave(CLAVES_DEMO.noEncontrada));
    expect(noEsta.status).toBe(400);
    expect(noEsta.body.message).toBe('La clave no ha sido encontrada en catastro');
    const debe = await t.post('/api/anuncioexterno', conClave(CLAVES_DEMO.adeudo));
    expect(debe.status).toBe(400);
    expect(debe.body.message).toBeTruthy();
    const sinIdentificacion = await t.post('/api/anuncioexterno', signo({ no_folio: true, tipo_propiedad_id: 1, archivos: { fotografia: png(), documento_propiedad: pdf('e.pdf') } }));
    expect(sinIdentificacion.status).toBe(422);
    expect(sinIdentificacion.body.errors).toHaveProperty('identificacion_predio');
    const foto = await t.post('/api/anuncioexterno', conClave(CLAVES_DEMO.pagada, { archivos: { fotografia: pdf('foto.pdf'), documento_propiedad: pdf('e.pdf'), constancia_cedula_catastral: pdf('c.pdf') } }));
    expect(foto.status).toBe(422);
    expect(foto.body.message).toBe('Para la fotografía solo se permiten archivos PNG, JPEG, JPG');
    const cedula = await t.post('/api/anuncioexterno', conClave(CLAVES_DEMO.pagada, { archivos: { fotografia: png(), documento_propiedad: pdf('e.pdf'), constancia_cedula_catastral: png('cedula.png') } }));
    expect(cedula.status).toBe(422);
    expect(cedula.body.message).toBe('Para la cedula catastral solo se permiten archivos PDF');
    const sinCedula = await t.post('/api/anuncioexterno', conClave(CLAVES_DEMO.pagada, { archivos: { fotografia: png(), documento_propiedad: pdf('e.pdf') } }));
    expect(sinCedula.status).toBe(422);
    expect(sinCedula.body.errors).toHaveProperty(['archivos.constancia_cedula_catastral']);
    // Nothing of the refused requests stayed.
    expect((await t.get('/api/anuncioexterno/contribuyente')).body.data.total).toBe(0);
  }, 60_000);

  it('creates a request on a key (address from the cadastre) and one without a key', async () => {
    const r = await t.post('/api/anuncioexterno', conClave(CLAVES_DEMO.pagada));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud de anuncio en vía pública registrado exitosamente');
    sid = r.body.data.id;
    anuncioId = r.body.data.anuncio_id;
    const d = (await t.get(`/api/anuncioexterno/${sid}`)).body.data;
    expect(d.folio).toMatch(/^AVP-\d{4}-\d{6,}$/);
    expect(d).toMatchObject({ tipo: 'externo', clave_catastral: CLAVES_DEMO.pagada, no_folio: false, locacion_id: estId, tipo_propiedad_id: 1, estatus_id: 1, estatus: { descripcion: 'PENDIENTE DE ENVIAR' } });
    expect(d.domicilio).toMatchObject({ entidad_id: 23, municipio_id: 4 });
    expect(d.domicilio.calle).toBeTruthy();
    expect(d.constancia_cedula_catastral_archivo).toMatchObject({ codigo: 'constancia_cedula_catastral' });
    expect(d.documento_propiedad_archivo).toMatchObject({ codigo: 'documento_propiedad' });
    expect(d.anuncio_externo).toHaveLength(1);
    expect(d.anuncio_externo[0]).toMatchObject({ id: anuncioId, solicitud_anuncio_externo_id: sid, forma_instalacion: 'Adosado a la barda', anuncio_detalle: [{ tipo_anuncio_id: 3, largo: 2, ancho: 1.5 }] });
    expect(d.anuncio_externo[0].fotografia_archivo.url).toMatch(/^\/api\/documentacion\/\d+$/);
    expect((await t.raw({ method: 'GET', url: d.anuncio_externo[0].fotografia_archivo.url })).statusCode).toBe(200);

    const sinClave = await t.post('/api/anuncioexterno', signo({ no_folio: true, identificacion_predio: 'Poste frente al mercado Lázaro Cárdenas', tipo_propiedad_id: 1, archivos: { fotografia: png(), documento_propiedad: pdf('e.pdf') } }));
    expect(sinClave.status).toBe(200);
    sinClaveId = sinClave.body.data.id;
    expect((await t.get(`/api/anuncioexterno/${sinClaveId}`)).body.data).toMatchObject({ clave_catastral: null, no_folio: true, identificacion_predio: 'Poste frente al mercado Lázaro Cárdenas', locacion_id: null });
  }, 60_000);

  it('lists the taxpayer’s requests (paged, by key and folio) and an establishment’s', async () => {
    const todas = (await t.get('/api/anuncioexterno/contribuyente?page=1')).body.data;
    expect(todas).toMatchObject({ total: 2, from: 1, last_page: 1 });
    expect(todas.data.map((x: { id: number }) => x.id)).toEqual([sinClaveId, sid]);
    const porClave = (await t.get(`/api/anuncioexterno/contribuyente?clave_catastral_find=${CLAVES_DEMO.pagada.slice(0, 8)}`)).body.data;
    expect(porClave.data.map((x: { id: number }) => x.id)).toEqual([sid]);
    const folio = (await t.get(`/api/anuncioexterno/${sid}`)).body.data.folio as string;
    const porFolio = (await t.get(`/api/anuncioexterno/contribuyente?folio=${folio}`)).body.data;
    expect(porFolio).toMatchObject({ total: 1, data: [{ id: sid }] });
    expect((await t.get('/api/anuncioexterno/contribuyente?folio=NO-EXISTE')).body.data).toMatchObject({ total: 0, from: 0, data: [] });
    const est = await t.get(`/api/anuncioexterno/establecimiento/${estId}`);
    expect(est.status).toBe(200);
    expect(est.body.data.map((x: { id: number }) => x.id)).toEqual([sid]);
  });

  it('adds a high-risk sign (its files required), edits it, deletes a row and a sign; updates the request', async () => {
    const riesgo = { solicitud_anuncio_externo_id: sid, ...signo({ anuncio_detalle: [fila(2), fila(4, { pieza: 1, movimiento_rotatorio: true })] }) };
    const faltan = await t.post('/api/anuncioexterno/createanuncio', riesgo);
    expect(faltan.status).toBe(422);
    expect(Object.keys(faltan.body.errors ?? {})).toEqual(expect.arrayContaining(['archivos.memoria_calculo_estructural', 'archivos.responsiva_terceros']));
    const archivos = { fotografia: png(), memoria_calculo_estructural: pdf('memoria.pdf'), responsiva_terceros: pdf('responsiva.pdf') };
    const creado = await t.post('/api/anuncioexterno/createanuncio', { ...riesgo, archivos });
    expect(creado.status).toBe(200);
    expect(creado.body.message).toBe('Anuncio registrado exitosamente');
    const segundo = creado.body.data.id as number;
    let d = (await t.get(`/api/anuncioexterno/${sid}`)).body.data;
    expect(d.alto_riesgo).toBe(true);
    const nuevo = d.anuncio_externo.find((a: { id: number }) => a.id === segundo);
    expect(nuevo.anuncio_detalle).toHaveLength(2);
    expect(nuevo.is_mecanismo_electrico).toBe(true);

    // PUT keeps the rows sent with their id; the files stored stay when not sent.
    const editado = await t.put(`/api/anuncioexterno/${segundo}`, { ...riesgo, contenido: 'PANTALLA Y GIRATORIO', archivos: {}, anuncio_detalle: nuevo.anuncio_detalle });
    expect(editado.status).toBe(200);
    expect(editado.body.message).toBe('Anuncio Actualizado exitosamente');
    d = editado.body.data;
    const tras = d.anuncio_externo.find((a: { id: number }) => a.id === segundo);
    expect(tras.contenido).toBe('PANTALLA Y GIRATORIO');
    expect(tras.anuncio_detalle.map((f: { id: number }) => f.id)).toEqual(nuevo.anuncio_detalle.map((f: { id: number }) => f.id));

    const fila1 = await t.del(`/api/anuncioexterno/${tras.anuncio_detalle[1].id}/detalle`);
    expect(fila1.status).toBe(200);
    expect(fila1.body.message).toBe('Anuncio eliminado');
    const ultima = await t.del(`/api/anuncioexterno/${tras.anuncio_detalle[0].id}/detalle`);
    expect(ultima.status).toBe(400);

    // A third sign, deleted.
    const tercero = await t.post('/api/anuncioexterno/createanuncio', { solicitud_anuncio_externo_id: sid, ...signo() });
    expect(tercero.status).toBe(200);
    const borrado = await t.del(`/api/anuncioexterno/${tercero.body.data.id}`);
    expect(borrado.status).toBe(200);
    expect(borrado.body.message).toBe('Anuncio eliminado exitosamente');
    expect((await t.get(`/api/anuncioexterno/${sid}`)).body.data.anuncio_externo.map((a: { id: number }) => a.id)).toEqual([anuncioId, segundo]);

    // The request: leased now (the lease file; the property document is cleared).
    const sinArchivo = await t.post(`/api/anuncioexterno/${sid}/updatesolicitud`, { tipo_propiedad_id: 2 });
    expect(sinArchivo.status).toBe(200);
    expect(sinArchivo.body.data.documento_propiedad_archivo).toBeNull();
    const arrendado = await t.post(`/api/anuncioexterno/${sid}/updatesolicitud`, { tipo_propiedad_id: 2, domicilio: { referencias: 'Frente al parque' }, archivos: { documento_arrendamiento: pdf('contrato.pdf') } });
    expect(arrendado.status).toBe(200);
    expect(arrendado.body.message).toBe('Solicitud actualizada exitosamente');
    expect(arrendado.body.data).toMatchObject({ tipo_propiedad_id: 2, documento_arrendamiento_archivo: { codigo: 'documento_arrendamiento' }, domicilio: { referencias: 'Frente al parque' } });
    expect(arrendado.body.data.domicilio.calle).toBeTruthy();
    const ajeno = await t.post(`/api/anuncioexterno/${sid}/updatesolicitud`, { archivos: { fotografia: png() } });
    expect(ajeno.status).toBe(422);
  }, 60_000);

  it('adds a sign only while the property tax of the request\'s key is paid', async () => {
    // The request without a key, moved onto a key that owes property tax.
    await e.db.db.update(solicitudesAnuncio).set({ noFolio: false, claveCatastral: CLAVES_DEMO.adeudo }).where(eq(solicitudesAnuncio.solicitudId, sinClaveId));
    const r = await t.post('/api/anuncioexterno/createanuncio', { solicitud_anuncio_externo_id: sinClaveId, ...signo() });
    expect(r.status).toBe(400);
    expect(r.body.message).toBeTruthy();
    // With a key, the cadastral certificate is required; with it, sending meets the same gate.
    expect((await t.post(`/api/anuncioexterno/${sinClaveId}/changestatus`, { solicitud: sinClaveId, estatus_id: 10 })).body.errors).toHaveProperty(['anuncio_externo.0.archivos.constancia_cedula_catastral']);
    expect((await t.post(`/api/anuncioexterno/${sinClaveId}/updatesolicitud`, { archivos: { constancia_cedula_catastral: pdf('cedula.pdf') } })).status).toBe(200);
    const envio = await t.post(`/api/anuncioexterno/${sinClaveId}/changestatus`, { solicitud: sinClaveId, estatus_id: 10 });
    expect(envio.status).toBe(400);
    expect(envio.body.message).toBe(r.body.message);
    expect((await t.get(`/api/anuncioexterno/${sinClaveId}`)).body.data.anuncio_externo).toHaveLength(1);
  });

  it("refuses another taxpayer, another area, staff writing, and an establishment's sign under these URLs", async () => {
    const otro = await contribuyenteConPerfil(e);
    const pc = await entrar(e, 'proteccion.civil');
    const du = await entrar(e, 'desarrollo.urbano');
    const d = (await t.get(`/api/anuncioexterno/${sid}`)).body.data;
    const fila0 = d.anuncio_externo[0].anuncio_detalle[0].id;
    for (const c of [otro, pc, du]) {
      expect((await c.get(`/api/anuncioexterno/${sid}`)).status).toBe(403);
      expect((await c.put(`/api/anuncioexterno/${anuncioId}`, signo())).status).toBe(403);
      expect((await c.del(`/api/anuncioexterno/${anuncioId}`)).status).toBe(403);
      expect((await c.del(`/api/anuncioexterno/${fila0}/detalle`)).status).toBe(403);
      expect((await c.post('/api/anuncioexterno/createanuncio', { solicitud_anuncio_externo_id: sid, ...signo() })).status).toBe(403);
      expect((await c.post(`/api/anuncioexterno/${sid}/updatesolicitud`, { tipo_propiedad_id: 1 })).status).toBe(403);
      expect((await c.post(`/api/anuncioexterno/${sid}/changestatus`, { solicitud: sid, estatus_id: 10 })).status).toBe(403);
      expect((await c.raw({ method: 'GET', url: `/api/anuncioexterno/establecimiento/printRequest/${sid}` })).statusCode).toBe(403);
      expect((await c.raw({ method: 'GET', url: `/api/anuncioexterno/${sid}/getEdoCuentaAnuncio` })).statusCode).toBe(403);
      expect((await c.raw({ method: 'POST', url: `/api/anuncioexterno/${sid}/generateformatoautorizacion` })).statusCode).toBe(403);
      const { payload, headers } = multipart({}, { nombre: 'recibo.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
      expect((await c.raw({ method: 'POST', url: `/api/anuncioexterno/${sid}/reciboPago`, payload, headers })).statusCode).toBe(403);
    }
    expect((await otro.get(`/api/anuncioexterno/establecimiento/${estId}`)).status).toBe(403);
    expect((await otro.get('/api/anuncioexterno/contribuyente')).body.data.total).toBe(0);
    // Nobody opens a request under another taxpayer's establishment.
    expect((await otro.post('/api/anuncioexterno', conClave(CLAVES_DEMO.pagada, { locacion_id: estId }))).status).toBe(403);
    // Staff open no request of their own.
    expect((await du.post('/api/anuncioexterno', conClave(CLAVES_DEMO.pagada))).status).toBe(403);

    // A sign of an establishment's request is not a public-road sign.
    const repo = createAnunciosRepository({ db: e.db.db });
    const s = await e.db.db.transaction((tx) =>
      repo.crearSolicitud(tx, { tipo: 'establecimiento', contribuyenteId: t.contribuyenteId!, locacionId: estId, titulo: 'FARMACIA', claveCatastral: null, noFolio: false, identificacionPredio: null, tipoPropiedadId: null, domicilio: null, renovacion: false }),
    );
    const ajeno = await repo.agregarAnuncio(s.id, { formaInstalacion: 'Adosado', detalle: [{ tipoAnuncioId: 3, largo: 1, ancho: 1, materialId: 1, caras: 1 }] });
    expect((await t.get(`/api/anuncioexterno/${s.id}`)).status).toBe(403);
    expect((await t.put(`/api/anuncioexterno/${ajeno}`, signo())).status).toBe(403);
    expect((await t.del(`/api/anuncioexterno/${ajeno}`)).status).toBe(403);
  }, 60_000);

  it('walks through send, a return, resend, both reviews, payment by receipt, validation and signature to the authorization PDF', async () => {
    const du = await entrar(e, 'desarrollo.urbano');
    const pc = await entrar(e, 'proteccion.civil');
    const url = `/api/anuncioexterno/${sid}`;
    expect((await t.post(`${url}/changestatus`, { solicitud: sid, estatus_id: 4 })).status).toBe(400);
    expect((await t.raw({ method: 'POST', url: `${url}/generateformatoautorizacion` })).statusCode).toBe(400);
    expect((await t.raw({ method: 'GET', url: `${url}/getEdoCuentaAnuncio` })).statusCode).toBe(400);
    const temprano = multipart({}, { nombre: 'recibo.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
    expect((await t.raw({ method: 'POST', url: `${url}/reciboPago`, ...temprano })).statusCode).toBe(400);
    const impresa = await t.raw({ method: 'GET', url: `/api/anuncioexterno/establecimiento/printRequest/${sid}` });
    expect(impresa.statusCode).toBe(200);
    expect(impresa.headers['content-type']).toBe('application/pdf');
    const folio = (await t.get(url)).body.data.folio as string;
    expect(await texto(impresa.rawPayload)).toContain(folio);

    const enviada = await t.post(`${url}/changestatus`, { solicitud: sid, estatus_id: 10 });
    expect(enviada.status).toBe(200);
    expect(enviada.body.message).toBe('Solicitud enviada exitosamente');
    expect(enviada.body.data).toMatchObject({ estatus_id: 10, color: 'gris' });
    expect((await t.put(`/api/anuncioexterno/${anuncioId}`, signo())).status).toBe(400);
    expect((await t.post(`${url}/changestatus`, { solicitud: sid, estatus_id: 10 })).status).toBe(400);

    // Desarrollo Urbano reads it while its task is open (Protección Civil does not yet), and returns it.
    const t1 = await tareaAbierta(e, sid, 'revision');
    expect(t1.areaId).toBe(6);
    expect((await du.get(url)).status).toBe(200);
    expect((await pc.get(url)).status).toBe(403);
    expect((await du.put(`/api/anuncioexterno/${anuncioId}`, signo())).status).toBe(403);
    const detalle = (await du.get(`/api/tareas/${t1.id}`)).body.data.detalle;
    expect(detalle).toMatchObject({ solicitud_id: sid, tipo: 'externo', alto_riesgo: true });
    expect((await du.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'La fotografía no muestra el anuncio completo' })).status).toBe(200);
    const devuelta = await esperar(async () => {
      const d = (await t.get(url)).body.data;
      return d.estatus_id === 5 ? d : null;
    }, 'la devolución');
    expect(devuelta).toMatchObject({ color: 'rojo', motivo_rechazo: 'La fotografía no muestra el anuncio completo', acciones: { editar: true, enviar: true } });
    const corregido = await t.put(`/api/anuncioexterno/${anuncioId}`, signo({ archivos: { fotografia: png('fachada-completa.png') } }));
    expect(corregido.status).toBe(200);
    expect((await t.post(`${url}/changestatus`, { solicitud: sid, estatus_id: 10 })).status).toBe(200);

    const t2 = await tareaAbierta(e, sid, 'revision');
    expect((await du.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    // High risk: Protección Civil reviews it, and reads it now.
    const tpc = await tareaAbierta(e, sid, 'proteccion_civil');
    expect(tpc.areaId).toBe(7);
    expect((await pc.get(url)).status).toBe(200);
    expect((await pc.post(`/api/tareas/${tpc.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    const conEdo = await esperar(async () => {
      const d = (await t.get(url)).body.data;
      return d.estado_cuenta ? d : null;
    }, 'el estado de cuenta 1756');
    expect(conEdo.estado_cuenta).toMatchObject({ servicio_id: 1756, pagado: false });
    expect(Number(conEdo.estado_cuenta.total)).toBeGreaterThan(0);
    const edoPdf = await t.raw({ method: 'GET', url: `${url}/getEdoCuentaAnuncio` });
    expect(edoPdf.statusCode).toBe(200);
    expect(await texto(edoPdf.rawPayload)).toContain(conEdo.estado_cuenta.folio);

    // Paid with a receipt (PDF only), which Desarrollo Urbano validates.
    const recibo = (contenido: Buffer, nombre: string, tipo: string) => {
      const { payload, headers } = multipart({}, { nombre, tipo, contenido });
      return t.raw({ method: 'POST', url: `${url}/reciboPago`, payload, headers });
    };
    const mal = await recibo(ARCHIVOS.texto, 'recibo.pdf', 'application/pdf');
    expect(mal.statusCode).toBe(400);
    expect(mal.json().message).toBe('Para el comprobante de pago solo se permiten archivos PDF');
    const cargado = await recibo(ARCHIVOS.pdf, 'recibo.pdf', 'application/pdf');
    expect(cargado.statusCode).toBe(200);
    expect(cargado.json().message).toBe('Recibo cargado exitosamente');
    expect(cargado.json().data.anuncio_edo_cuenta_aprobado).toMatchObject({ aprobado: false, recibo_pago_archivo: { mime: 'application/pdf' } });
    const tv = await tareaAbierta(e, sid, 'validacion');
    expect((await du.post(`/api/tareas/${tv.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const tf = await tareaAbierta(e, sid, 'firma');
    expect((await t.raw({ method: 'POST', url: `${url}/generateformatoautorizacion` })).statusCode).toBe(400);
    expect((await du.post(`/api/tareas/${tf.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    const autorizada = await esperar(async () => {
      const d = (await t.get(url)).body.data;
      return d.estatus_id === 4 ? d : null;
    }, 'la autorización');
    expect(autorizada).toMatchObject({ color: 'verde', acciones: { ver_formato: true, editar: false }, anuncio_edo_cuenta_aprobado: { aprobado: true } });
    const formato = await t.raw({ method: 'POST', url: `${url}/generateformatoautorizacion` });
    expect(formato.statusCode).toBe(200);
    expect(formato.headers['content-type']).toBe('application/pdf');
    expect(await texto(formato.rawPayload)).toContain(folio);
    expect((await t.get(url)).body.data.formato_generado_at).toBeTruthy();
    expect((await t.del(`/api/anuncioexterno/${anuncioId}`)).status).toBe(400);
  }, 120_000);
});
