// Signs of an establishment (spec 3 §2.2, §4.1, §5.1–5.2, §7.1) on real PostgreSQL and
// Temporal: the catalogues; the property-tax gate; the rules and the file messages; a request built
// sign by sign (its first sign creates it), edited, rows and signs deleted; ownership and
// wrong-area 403s; then a high-risk request walked through every staff step — Desarrollo Urbano's
// review (returned once, corrected and resent), Protección Civil's, the 1756 payment online, its
// validation and the signature — to the authorization format and /verificar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { firmar } from '../../activities/adapters/pasarela';
import { establecimientos, solicitudes, tareas } from '../../db/schema';
import { codigoVerificacion } from '../../api/lib/verificacion';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { ARCHIVOS, SECRETO_PASARELA, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, formularioLicencia, multipart, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
const png = (nombre = 'fachada.png') => ({ nombre, tipo: 'image/png', data: ARCHIVOS.png.toString('base64') });
const pdf = (nombre = 'documento.pdf', contenido: Buffer = ARCHIVOS.pdf) => ({ nombre, tipo: 'application/pdf', data: contenido.toString('base64') });
const fila = (x: Record<string, unknown> = {}) => ({ tipo_anuncio_id: 3, largo: 2, ancho: 1.5, material_id: 2, caras: 1, ...x });
/** A low-risk sign on the façade, owned property, with its photograph and property document. */
const signo = (locacionId: number, x: Record<string, unknown> = {}) => ({
  locacion_id: locacionId,
  forma_instalacion: 'Adosado a la fachada',
  iluminado: false,
  contenido: 'FARMACIA LA BAHÍA',
  propiedad: 1,
  arreglo_anuncios: [fila()],
  archivos: { fotografia: png(), documento_propiedad: pdf('escritura.pdf') },
  ...x,
});

async function texto(b: Buffer) {
  const { text } = await extractText(new Uint8Array(b), { mergePages: true });
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
async function confirmarPago(orderId: string, folioPago: string, monto: string) {
  const cuerpo = JSON.stringify({ order_id: orderId, folio_pago: folioPago, autorizacion: 'A7788', monto, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
  return e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', 'x-pasarela-firma': firmar(cuerpo, SECRETO_PASARELA) } });
}
const errores = (r: { body: { errors?: Record<string, string[]> } }) => JSON.stringify(r.body.errors ?? {});

describe('signs of an establishment', () => {
  let t: Cliente;
  let otro: Cliente;
  let est = { id: 0, externalId: '' };
  let sid = 0;
  let primero = 0;
  let segundo = 0;

  beforeAll(async () => {
    t = await contribuyenteConPerfil(e);
    otro = await contribuyenteConPerfil(e);
    // A sign is for a business with its licence issued or in course (domain/anuncios/licencia.ts).
    const con = await establecimientoConLicencia(e, t, { nombre_comercial: 'FARMACIA LA BAHÍA' });
    est = { id: con.id, externalId: con.externalId };
  }, 60_000);

  it('refuses a sign for a business whose licence is only a draft, saying why; nothing is created', async () => {
    const alta = await t.post('/api/establecimientos', formularioLicencia({ nombre_comercial: 'PAPELERÍA SIN ENVIAR' }));
    const r = await t.post('/api/anuncio', signo(alta.body.data.id));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Para solicitar anuncios, su establecimiento necesita una licencia de funcionamiento emitida o en trámite (enviada a revisión).');
    expect((await t.get(`/api/anuncio/establecimiento/${alta.body.data.id}`)).body.data).toEqual([]);
  });

  it('answers the catalogues of sign types and materials', async () => {
    const tipos = (await t.get('/api/tipoanuncios/list')).body.data;
    expect(tipos).toHaveLength(10);
    expect(tipos).toContainEqual({ id: 2, descripcion: 'Anuncio autosoportado' });
    expect((await t.get('/api/materiales/list')).body.data).toContainEqual({ id: 2, descripcion: 'Vinil' });
    expect((await e.app.inject({ method: 'GET', url: '/api/materiales/list' })).statusCode).toBe(401);
  });

  it('refuses a sign while the property tax of the key is unpaid', async () => {
    const alta = await establecimientoConLicencia(e, t, { nombre_comercial: 'ABARROTES CON ADEUDO' });
    await e.db.db.update(establecimientos).set({ claveCatastral: CLAVES_DEMO.adeudo }).where(eq(establecimientos.id, alta.id));
    const r = await t.post('/api/anuncio', signo(alta.id));
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/predial/i);
    expect((await t.get(`/api/anuncio/establecimiento/${alta.id}`)).body.data).toEqual([]);
  });

  it("refuses what spec 3 §5.2 refuses, with its words; nothing is created", async () => {
    const sinFoto = await t.post('/api/anuncio', signo(est.id, { archivos: { documento_propiedad: pdf() } }));
    expect(sinFoto.status).toBe(422);
    expect(errores(sinFoto)).toContain('Adjunte el documento: Fotografía.');
    const fotoPdf = await t.post('/api/anuncio', signo(est.id, { archivos: { fotografia: pdf('foto.pdf'), documento_propiedad: pdf() } }));
    expect(fotoPdf.status).toBe(422);
    expect(fotoPdf.body.message).toBe('Para la fotografía solo se permiten archivos PNG, JPEG, JPG');
    const propiedadPng = await t.post('/api/anuncio', signo(est.id, { archivos: { fotografia: png(), documento_propiedad: png('escritura.png') } }));
    expect(propiedadPng.body.message).toBe('Para el documento de propiedad solo se permiten archivos PDF');
    // A text file named .pdf is refused by its bytes, with the same words.
    const disfrazado = await t.post('/api/anuncio', signo(est.id, { archivos: { fotografia: png(), documento_propiedad: pdf('escritura.pdf', ARCHIVOS.texto) } }));
    expect(disfrazado.status).toBe(422);
    expect(disfrazado.body.message).toBe('Para el documento de propiedad solo se permiten archivos PDF');
    const grande = await t.post('/api/anuncio', signo(est.id, { archivos: { documento_propiedad: pdf(), fotografia: { nombre: 'grande.png', tipo: 'image/png', data: Buffer.alloc(14 * 1024 * 1024).toString('base64') } } }));
    expect(grande.status).toBe(422);
    expect(grande.body.message).toBe('El tamaño debe ser menor a 14 MB!');
    const arrendado = await t.post('/api/anuncio', signo(est.id, { propiedad: 2, archivos: { fotografia: png() } }));
    expect(errores(arrendado)).toContain('Adjunte el documento: Contrato de arrendamiento.');
    // spec 3 §5.2 rows: type 1 needs Pieza and Mes; type 4 the rotation; forma_instalacion is required.
    const manta = await t.post('/api/anuncio', signo(est.id, { forma_instalacion: '', arreglo_anuncios: [fila({ tipo_anuncio_id: 1 }), fila({ tipo_anuncio_id: 4, pieza: 1 })] }));
    expect(manta.status).toBe(422);
    expect(errores(manta)).toContain('Indique el número de piezas (de 1 a 10,000).');
    expect(errores(manta)).toContain('Indique el número de meses (de 1 a 12).');
    expect(errores(manta)).toContain('Indique si la rotación es por mecanismo eléctrico o por acción del viento.');
    expect(Object.keys(manta.body.errors ?? {})).toContain('forma_instalacion');
    // spec 3 §4.1, §5.2 risk: a type 2 or 10 row needs the structural memory and the liability letter (PDF).
    const riesgo = await t.post('/api/anuncio', signo(est.id, { arreglo_anuncios: [fila({ tipo_anuncio_id: 10, pieza: 1 })] }));
    expect(errores(riesgo)).toContain('Adjunte el documento: Memoria de cálculo estructural.');
    expect(errores(riesgo)).toContain('Adjunte el documento: Carta responsiva de terceros.');
    // …but not the memory on a renewal, which asks for the previous permit instead.
    const renovacion = await t.post('/api/anuncio', signo(est.id, { renovacion: true, periodo_renovacion: [new Date().getFullYear()], arreglo_anuncios: [fila({ tipo_anuncio_id: 2 })] }));
    expect(errores(renovacion)).not.toContain('Memoria de cálculo estructural');
    expect(errores(renovacion)).toContain('Adjunte el documento: Anterior permiso de anuncio.');
    expect((await t.get(`/api/anuncio/establecimiento/${est.id}`)).body.data).toEqual([]);
  }, 60_000);

  it('creates the request with its first sign, adds the next to it, edits and deletes rows and signs', async () => {
    const r1 = await t.post('/api/anuncio', signo(est.id));
    expect(r1.status).toBe(200);
    expect(r1.body.message).toBe('Solicitud de anuncio registrado exitosamente');
    primero = r1.body.data.id;
    sid = r1.body.data.solicitud_id;
    const r2 = await t.post('/api/anuncio', signo(est.id, { contenido: 'ABIERTO 24 HORAS', arreglo_anuncios: [fila(), fila({ tipo_anuncio_id: 9, largo: 1, ancho: 0.5 })] }));
    expect(r2.body.message).toBe('Anuncio registrado exitosamente');
    expect(r2.body.data.solicitud_id).toBe(sid);
    segundo = r2.body.data.id;

    const leido = (await t.get(`/api/anuncio/${segundo}`)).body.data;
    expect(leido).toMatchObject({ id: segundo, solicitud_id: sid, tipo_anuncio: 'Adosado a fachada', material: 'Vinil', medidas: '2.00 × 1.50 m', contenido: 'ABIERTO 24 HORAS' });
    expect(leido.arreglo_anuncios).toHaveLength(2);
    expect(leido.solicitud).toMatchObject({ id: sid, estatus_id: 1, estatus: { descripcion: 'PENDIENTE DE ENVIAR' }, alto_riesgo: false, acciones: { editar: true, enviar: true, ver_formato: false } });
    expect(leido.solicitud.folio).toMatch(new RegExp(`^ANU-\\d{4}-${String(sid).padStart(6, '0')}$`));
    const foto = await t.raw({ method: 'GET', url: leido.archivos.fotografia.url });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toContain('image/png');

    // Edited into a high-risk sign (a type 2 row with its two PDFs); the first row keeps its id; lease instead of owned clears the deed.
    const [a, b] = leido.arreglo_anuncios as { id: number }[];
    const put = await t.put(`/api/anuncio/${segundo}`, {
      ...signo(est.id, { contenido: 'ABIERTO 24 HORAS' }),
      propiedad: 2,
      arreglo_anuncios: [fila({ id: a.id, largo: 3 }), fila({ tipo_anuncio_id: 2, largo: 4, ancho: 2 })],
      archivos: { contrato_arrendamiento: pdf('contrato.pdf'), memoria_calculo_estructural: pdf('memoria.pdf'), responsiva_terceros: pdf('responsiva.pdf') },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Anuncio Actualizado exitosamente');
    expect(put.body.data.arreglo_anuncios.map((f: { id: number }) => f.id)).toContain(a.id);
    expect(put.body.data.arreglo_anuncios.map((f: { id: number }) => f.id)).not.toContain(b.id);
    expect(put.body.data.arreglo_anuncios[0].largo).toBe(3);
    expect(Object.keys(put.body.data.archivos).sort()).toEqual(['contrato_arrendamiento', 'fotografia', 'memoria_calculo_estructural', 'responsiva_terceros']);
    expect(put.body.data.solicitud.alto_riesgo).toBe(true);

    // A row deleted ('Anuncio eliminado'); a sign's last row stays; a third sign added and deleted.
    const filas = put.body.data.arreglo_anuncios as { id: number }[];
    const quitada = await t.del(`/api/anuncio/detalle/${filas[0].id}`);
    expect(quitada.status).toBe(200);
    expect(quitada.body.message).toBe('Anuncio eliminado');
    expect((await t.del(`/api/anuncio/detalle/${filas[1].id}`)).status).toBe(400);
    const tercero = (await t.post('/api/anuncio', signo(est.id))).body.data.id;
    const borrado = await t.del(`/api/anuncio/${tercero}`);
    expect(borrado.body.message).toBe('Anuncio eliminado exitosamente');
    expect((await t.get(`/api/anuncio/${tercero}`)).status).toBe(403);

    const lista = (await t.get(`/api/anuncio?page=1&locacion_id=${est.id}`)).body.data;
    expect(lista).toMatchObject({ total: 1, from: 1, last_page: 1 });
    expect(lista.data[0].anuncio.map((x: { id: number }) => x.id)).toEqual([primero, segundo]);
    const delEstablecimiento = (await t.get(`/api/anuncio/establecimiento/${est.id}`)).body.data;
    expect(delEstablecimiento.map((x: { id: number }) => x.id)).toEqual([sid]);
    const impresa = await t.raw({ method: 'GET', url: `/api/anuncio/establecimiento/${est.id}/printRequest/${sid}` });
    expect(impresa.statusCode).toBe(200);
    expect(await texto(impresa.rawPayload)).toContain(lista.data[0].folio);
  }, 60_000);

  it("refuses another taxpayer and staff of an area without a task of the request: 'Permiso denegado'", async () => {
    const du = await entrar(e, 'desarrollo.urbano');
    for (const r of [
      await otro.get(`/api/anuncio/${primero}`),
      await otro.put(`/api/anuncio/${primero}`, signo(est.id)),
      await otro.del(`/api/anuncio/${primero}`),
      await otro.post('/api/anuncio', signo(est.id)),
      await otro.post(`/api/anuncio/${sid}/changestatus`, { estatus_id: 10 }),
      await otro.get(`/api/anuncio/establecimiento/${est.id}`),
      await otro.get(`/api/anuncio?locacion_id=${est.id}`),
      await du.get(`/api/anuncio/${primero}`),
      await du.put(`/api/anuncio/${primero}`, signo(est.id)),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('Permiso denegado');
    }
    expect((await otro.raw({ method: 'GET', url: `/api/anuncio/establecimiento/${est.id}/printRequest/${sid}` })).statusCode).toBe(403);
    expect((await otro.get('/api/anuncio')).body.data.total).toBe(0);
    // The printout of a request under another establishment's id is refused too.
    const ajeno = (await otro.post('/api/establecimientos', formularioLicencia({ nombre_comercial: 'OTRO' }))).body.data.id;
    expect((await t.raw({ method: 'GET', url: `/api/anuncio/establecimiento/${ajeno}/printRequest/${sid}` })).statusCode).toBe(403);
  }, 60_000);

  it('walks a high-risk request through every staff step to the authorization format and /verificar', async () => {
    const du = await entrar(e, 'desarrollo.urbano');
    const pc = await entrar(e, 'proteccion.civil');
    const sare = await entrar(e, 'coordinacion.sare');
    const leer = async () => (await t.get(`/api/anuncio/${primero}`)).body.data.solicitud;
    expect((await t.post(`/api/anuncio/${sid}/changestatus`, { estatus_id: 4 })).status).toBe(400);
    expect((await t.post(`/api/anuncio/${sid}/generateformatoautorizacion`)).status).toBe(400);
    const enviada = await t.post(`/api/anuncio/${sid}/changestatus`, { estatus_id: 10 });
    expect(enviada.status).toBe(200);
    expect(enviada.body.message).toBe('Solicitud enviada exitosamente');
    expect(enviada.body.data).toMatchObject({ estatus_id: 10, color: 'gris', acciones: { editar: false, enviar: false } });
    const bloqueada = await t.put(`/api/anuncio/${primero}`, signo(est.id));
    expect(bloqueada.status).toBe(400);
    expect(bloqueada.body.message).toBe('La solicitud ya no puede editarse.');

    // Desarrollo Urbano's review (area 6): it reads the signs, rows, files and fee; other areas may not.
    const r1 = await tareaAbierta(e, sid, 'revision');
    expect(r1.areaId).toBe(6);
    const detalle = (await du.get(`/api/tareas/${r1.id}`)).body.data.detalle;
    expect(detalle).toMatchObject({ solicitud_id: sid, tipo: 'establecimiento', alto_riesgo: true, establecimiento: { id: est.id } });
    expect(detalle.anuncios).toHaveLength(2);
    expect(Number(detalle.tarifa.total)).toBeGreaterThan(0);
    expect(detalle.documentos.length).toBeGreaterThanOrEqual(5);
    expect((await du.get(`/api/anuncio/${primero}`)).status).toBe(200);
    expect((await sare.get(`/api/anuncio/${primero}`)).status).toBe(403);
    expect((await pc.get(`/api/anuncio/${primero}`)).status).toBe(403);

    // Returned (5, red, its reason); the taxpayer edits, presses update and sends again.
    expect((await du.post(`/api/tareas/${r1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'La fotografía no muestra la fachada completa' })).status).toBe(200);
    expect(await leer()).toMatchObject({ estatus_id: 5, color: 'rojo', motivo_rechazo: 'La fotografía no muestra la fachada completa', acciones: { editar: true, enviar: true } });
    const corregida = await t.put(`/api/anuncio/${primero}`, signo(est.id, { archivos: { fotografia: png('fachada-completa.png') } }));
    expect(corregida.status).toBe(200);
    expect((await t.post(`/api/anuncio/${sid}/changestatus`, { estatus_id: 10 })).body.data.estatus_id).toBe(10);
    const r2 = await tareaAbierta(e, sid, 'revision');
    expect((await du.post(`/api/tareas/${r2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // High risk: Protección Civil (area 7) reviews too.
    const rpc = await tareaAbierta(e, sid, 'proteccion_civil');
    expect(rpc.areaId).toBe(7);
    expect((await pc.get(`/api/anuncio/${primero}`)).status).toBe(200);
    expect((await pc.post(`/api/tareas/${rpc.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // The 1756 statement: its PDF, a receipt that is not a PDF refused, then paid online.
    const conEdo = await esperar(async () => {
      const d = await leer();
      return d.estado_cuenta ? d : null;
    }, 'el estado de cuenta 1756');
    expect(conEdo).toMatchObject({ estatus_id: 2, acciones: { pagar: true }, estado_cuenta: { servicio_id: 1756, pagado: false } });
    expect(conEdo.estado_cuenta.total).toBe(detalle.tarifa.total);
    const edoPdf = await t.raw({ method: 'GET', url: `/api/anuncio/${sid}/getEdoCuentaAnuncio` });
    expect(edoPdf.statusCode).toBe(200);
    expect(await texto(edoPdf.rawPayload)).toContain(conEdo.estado_cuenta.folio);
    const { payload, headers } = multipart({}, { nombre: 'recibo.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.texto });
    const recibo = await t.raw({ method: 'POST', url: `/api/anuncio/${sid}/reciboPago`, payload, headers });
    expect(recibo.statusCode).toBe(400);
    expect(recibo.json().message).toBe('Para el comprobante de pago solo se permiten archivos PDF');
    const orden = await t.post('/api/pagosopb/getFolio', { idServicio: 1756, claveEstablecimiento: est.externalId, estatusEstadoCuenta: 4, folioEstadoCuenta: conEdo.estado_cuenta.folio });
    expect(orden.status).toBe(200);
    expect((await confirmarPago(orden.body.data.order_id, `FP-1756-${sid}`, conEdo.estado_cuenta.total)).statusCode).toBe(200);

    // Desarrollo Urbano validates the payment and signs the authorization format.
    const val = await tareaAbierta(e, sid, 'validacion');
    expect(val.areaId).toBe(6);
    expect(await leer()).toMatchObject({ anuncio_edo_cuenta_aprobado: { aprobado: false, recibo_pago: `FP-1756-${sid}` } });
    expect((await du.post(`/api/tareas/${val.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const firma = await tareaAbierta(e, sid, 'firma');
    expect(firma.areaId).toBe(6);
    expect((await du.post(`/api/tareas/${firma.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const final = await esperar(async () => {
      const d = await leer();
      return d.estatus_id === 4 ? d : null;
    }, 'la solicitud autorizada');
    expect(final).toMatchObject({ color: 'verde', acciones: { ver_formato: true, editar: false }, anuncio_edo_cuenta_aprobado: { aprobado: true } });

    // The authorization format (PDF with the QR to /verificar), recorded once generated.
    const formato = await t.raw({ method: 'POST', url: `/api/anuncio/${sid}/generateformatoautorizacion` });
    expect(formato.statusCode).toBe(200);
    expect(formato.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(formato.headers['x-mensaje']))).toBe('Formato de autorización generado.');
    const txt = await texto(formato.rawPayload);
    expect(txt).toContain(final.folio);
    const codigo = codigoVerificacion(e.config.VERIFICACION_SECRET, final.folio);
    expect(txt.replace(/\s/g, '')).toContain(`/verificar/${codigo}`);
    expect((await leer()).formato_generado_at).not.toBeNull();
    expect((await du.raw({ method: 'POST', url: `/api/anuncio/${sid}/generateformatoautorizacion` })).statusCode).toBe(200);
    expect((await otro.raw({ method: 'POST', url: `/api/anuncio/${sid}/generateformatoautorizacion` })).statusCode).toBe(403);

    const publico = (await e.app.inject({ method: 'GET', url: `/api/verificar/${codigo}` })).json().data;
    expect(publico).toMatchObject({ folio: final.folio, valida: true, licencia: null, anuncio: { tipo: 'establecimiento', nombre_comercial: 'FARMACIA LA BAHÍA', estado: 'vigente' } });
    expect(publico.anuncio.anuncios.length).toBeGreaterThanOrEqual(2);
    const soloFolio = (await e.app.inject({ method: 'GET', url: `/api/verificar/${final.folio}` })).json().data;
    expect(soloFolio).toMatchObject({ valida: true, licencia: null });
    expect(soloFolio.anuncio).toBeUndefined();

    // An authorized request takes no more signs: the next one opens a new request.
    const nueva = await t.post('/api/anuncio', signo(est.id));
    expect(nueva.body.message).toBe('Solicitud de anuncio registrado exitosamente');
    expect(nueva.body.data.solicitud_id).not.toBe(sid);
  }, 120_000);

  it('a low-risk request skips Protección Civil and is paid with a receipt that Desarrollo Urbano validates', async () => {
    const du = await entrar(e, 'desarrollo.urbano');
    const abierta = (await t.get(`/api/anuncio/establecimiento/${est.id}`)).body.data.find((x: { estatus_id: number }) => x.estatus_id === 1);
    expect(abierta).toMatchObject({ alto_riesgo: false });
    expect(abierta.tramite.linea_tiempo.find((l: { clave: string }) => l.clave === 'proteccion_civil')).toMatchObject({ no_aplica: true });
    const sid2 = abierta.id as number;
    expect((await t.post(`/api/anuncio/${sid2}/changestatus`, { estatus_id: 10 })).status).toBe(200);
    const rev = await tareaAbierta(e, sid2, 'revision');
    expect((await du.post(`/api/tareas/${rev.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const conEdo = await esperar(async () => {
      const d = (await t.get(`/api/anuncio/establecimiento/${est.id}`)).body.data.find((x: { id: number }) => x.id === sid2);
      return d?.estado_cuenta ? d : null;
    }, 'el estado de cuenta 1756');
    expect(conEdo.estatus_id).toBe(2);
    expect(await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, sid2), eq(tareas.paso, 'proteccion_civil')))).toEqual([]);
    const { payload, headers } = multipart({}, { nombre: 'recibo.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
    expect((await otro.raw({ method: 'POST', url: `/api/anuncio/${sid2}/reciboPago`, payload, headers })).statusCode).toBe(403);
    const recibo = await t.raw({ method: 'POST', url: `/api/anuncio/${sid2}/reciboPago`, payload, headers });
    expect(recibo.statusCode).toBe(200);
    expect(recibo.json().message).toBe('Recibo cargado exitosamente');
    expect(recibo.json().data.anuncio_edo_cuenta_aprobado).toMatchObject({ aprobado: false, recibo_pago_archivo: { mime: 'application/pdf' } });
    const val = await tareaAbierta(e, sid2, 'validacion');
    expect(val.areaId).toBe(6);
    expect((await du.post(`/api/tareas/${val.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await tareaAbierta(e, sid2, 'firma');
  }, 90_000);

  it('a returned low-risk request sent again with a high-risk sign goes to Protección Civil too (the workflow is told the new risk)', async () => {
    const du = await entrar(e, 'desarrollo.urbano');
    const pc = await entrar(e, 'proteccion.civil');
    const r = await t.post('/api/anuncio', signo(est.id));
    const sid3 = r.body.data.solicitud_id as number;
    expect((await t.post(`/api/anuncio/${sid3}/changestatus`, { estatus_id: 10 })).status).toBe(200);
    const rev = await tareaAbierta(e, sid3, 'revision');
    expect((await du.post(`/api/tareas/${rev.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'Indique las medidas reales' })).status).toBe(200);
    const riesgo = signo(est.id, {
      arreglo_anuncios: [fila({ tipo_anuncio_id: 2 })],
      archivos: { memoria_calculo_estructural: pdf('memoria.pdf'), responsiva_terceros: pdf('responsiva.pdf') },
    });
    await expect.poll(async () => (await t.get(`/api/anuncio/${r.body.data.id}`)).body.data.solicitud?.estatus_id ?? null, { timeout: 15_000 }).toBe(5);
    expect((await t.put(`/api/anuncio/${r.body.data.id}`, riesgo)).status).toBe(200);
    const reenvio = await t.post(`/api/anuncio/${sid3}/changestatus`, { estatus_id: 10 });
    expect(reenvio.status).toBe(200);
    expect(reenvio.body.data).toMatchObject({ estatus_id: 10, alto_riesgo: true });
    const rev2 = await tareaAbierta(e, sid3, 'revision');
    expect((await du.post(`/api/tareas/${rev2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const civil = await tareaAbierta(e, sid3, 'proteccion_civil');
    expect(civil.areaId).toBe(7);
    expect((await pc.post(`/api/tareas/${civil.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await expect.poll(async () => (await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, sid3)))[0]?.pasoActual, { timeout: 15_000 }).toBe('pago');
  }, 60_000);
});
