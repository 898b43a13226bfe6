// Establishments through the API against real PostgreSQL (spec 1 §2.5, §2.8, §2.9, §3, §5.1,
// §5.5–5.9, §6, §7.4): the form and its licence draft, the paginated cards, the files with their
// type checks, the lock of a sent request, deletion, the key lookups and ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { documentos, establecimientos, licencias, notificaciones, solicitudes } from '../../db/schema';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { alSubirDocumentos, type ContextoDocumentos } from '../../api/establecimientos/eventos';
import { plegar } from '../../api/establecimientos/establecimientos.repository';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, formularioLicencia, moverLicencia, nuevoContribuyente, type Entorno } from './harness';
import { FECHA_ALTA_EJEMPLO, haceDias } from '../../sim/formularios';
import { fechaLimitePago } from '../../domain/licencia/reglas';

let e: Entorno;
beforeAll(async () => {
  // These calls never talk to a workflow: no worker needed.
  e = await crearEntorno({}, { worker: false });
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof nuevoContribuyente>>;

const MSG_SARE_300 =
  'Tu establecimiento tiene más de 300 m2 de superficie, por lo tanto, tu solicitud será cambiada de área al Departamento de Licencias de Funcionamiento.';
const BLOQUEADO = 'La solicitud fue enviada a revisión y no puede modificarse';

async function alta(t: Cliente, extra: Record<string, unknown> = {}) {
  const r = await t.post('/api/establecimientos', formularioLicencia(extra));
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.data.id as number, licenciaId: r.body.data.licencia[0].id as number, externalId: r.body.data.external_id as string };
}

interface Adjunto {
  code: string;
  nombre: string;
  tipo: string;
  contenido: Buffer;
}

/** The ids first, then documento[n][file] and documento[n][code], as the web's FormData sends them. */
function cuerpoArchivos(adjuntos: Adjunto[], campos: Record<string, string>) {
  const limite = `----est${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  adjuntos.forEach((a, n) => {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="documento[${n}][file]"; filename="${a.nombre}"\r\nContent-Type: ${a.tipo}\r\n\r\n`));
    partes.push(a.contenido, Buffer.from('\r\n'));
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="documento[${n}][code]"\r\n\r\n${a.code}\r\n`));
  });
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

async function subir(t: Cliente, locacionId: number, adjuntos: Adjunto[], contribuyenteId = t.contribuyenteId!) {
  const m = cuerpoArchivos(adjuntos, { contribuyente_id: String(contribuyenteId), locacion_id: String(locacionId) });
  const r = await t.raw({ method: 'POST', url: '/api/establecimientos/storage/files', payload: m.payload, headers: m.headers });
  return { status: r.statusCode, body: r.json() };
}

const pdf = (code: string, nombre = `${code}.pdf`): Adjunto => ({ code, nombre, tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
const png = (code: string, nombre = `${code}.png`): Adjunto => ({ code, nombre, tipo: 'image/png', contenido: ARCHIVOS.png });

/** The request sent: in data validation (10), the form locked. */
const bloquear = (licenciaId: number) => moverLicencia(e, licenciaId, [{ type: 'ENVIAR' }]);

async function filas(estId: number) {
  const [est] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, estId));
  const lics = await e.db.db
    .select({ anio: licencias.anio, fechaLimitePago: licencias.fechaLimitePago, solicitudId: licencias.solicitudId, s: solicitudes })
    .from(licencias)
    .innerJoin(solicitudes, eq(solicitudes.id, licencias.solicitudId))
    .where(eq(licencias.locacionId, estId));
  const docs = await e.db.db.select().from(documentos).where(eq(documentos.locacionId, estId));
  return { est, lics, docs };
}

describe('registering an establishment (spec 1 §7.4, §1 SARE rule)', () => {
  it('creates the establishment and its licence draft for the year in one go', async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await t.post('/api/establecimientos', formularioLicencia());
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Establecimiento registrado exitosamente');
    const d = r.body.data;
    expect(d).toMatchObject({ contribuyente_id: t.contribuyenteId, tipo_proceso_id: 2 });
    expect(d.external_id).toBe(`OPB-${String(d.id).padStart(6, '0')}`);
    expect(d.licencia).toHaveLength(1);
    expect(d.licencia[0].folio).toBe(`SARE-${haceDias(0).slice(0, 4)}-${String(d.licencia[0].id).padStart(6, '0')}`);

    const { est, lics } = await filas(d.id);
    expect(est).toMatchObject({ nombreComercial: 'ABARROTES LA CEIBA', tipoProcesoId: 2, baja: false, contribuyenteId: t.contribuyenteId });
    // The address keeps its catalogue labels for cards and PDFs.
    expect(est.domicilio).toMatchObject({ calle: 'AV. HÉROES', colonia: 'CENTRO', localidad: 'CHETUMAL', numero_exterior: '112' });
    expect(lics).toHaveLength(1);
    // Due 30 days after the SAT registration (spec 1 §4.8).
    expect(lics[0]).toMatchObject({ anio: Number(haceDias(0).slice(0, 4)), fechaLimitePago: fechaLimitePago({ fecha_alta_hacienda: FECHA_ALTA_EJEMPLO, hoy: FECHA_ALTA_EJEMPLO }) });
    // The draft is a request of the kit: status 1, its workflow not started yet.
    expect(lics[0].s).toMatchObject({ procedimiento: 'licencia', estatus: 1, estado: 'borrador', pasoActual: null, contribuyenteId: t.contribuyenteId, folio: d.licencia[0].folio });
    expect(Object.keys(lics[0].s.snapshot!.context.pasos)).toContain('validacion_datos');
    // Without a land-use certificate its steps are pending, not 'No aplica'.
    expect(d.licencia).toHaveLength(1);
    const det = (await t.get(`/api/establecimientos/${d.id}`)).body.data;
    expect(det.licencia[0].estatus_uso_suelo).toBe(2);
  });

  it('a SARE request above 300 m2 moves to the licensing department with the spec message', async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await t.post('/api/establecimientos', formularioLicencia({ superficie_m2: 450, tiene_uso_suelo: true }));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG_SARE_300);
    expect(r.body.data.tipo_proceso_id).toBe(1);
    expect(r.body.data.licencia[0].folio).toMatch(/^LF-\d{4}-/);
    const det = (await t.get(`/api/establecimientos/${r.body.data.id}`)).body.data;
    expect(det.licencia[0].estatus_uso_suelo).toBe(11);
  });

  it('invalid data is 422 with the spec message of each field, and nothing is stored', async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await t.post(
      '/api/establecimientos',
      formularioLicencia({
        nombre_comercial: '',
        superficie_m2: 0,
        clave_catastral: '123',
        actividades_secundarias: [],
        domicilio: { codigo_postal: '770', localidad_id: 1, colonia_id: 1, calle_id: 100, numero_exterior: '', latitud: 18.5, longitud: -88.3 },
      }),
    );
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Los datos enviados son inválidos');
    expect(r.body.errors).toMatchObject({
      nombre_comercial: ['El campo es requerido'],
      superficie_m2: ['Ingrese un valor mayor a 0'],
      clave_catastral: ['Debe proporcionar 17 digitos'],
      actividades_secundarias: ['Seleccione al menos una opción'],
      'domicilio.codigo_postal': ['Debe proporcionar 5 digitos'],
      'domicilio.numero_exterior': ['El campo es requerido'],
    });
    // An address outside the catalogues: the street must belong to the colonia.
    const calle = await t.post('/api/establecimientos', formularioLicencia({ domicilio: { ...formularioLicencia().domicilio, calle_id: 601 } }));
    expect(calle.status).toBe(422);
    expect(calle.body.errors).toEqual({ 'domicilio.calle_id': ['El campo es requerido'] });
    // A branch is registered with categoría Sucursal (spec 1 §3).
    const sucursal = await t.post('/api/establecimientos', formularioLicencia({ sucursal: true, categoria_id: 1 }));
    expect(sucursal.status).toBe(422);
    expect(sucursal.body.errors).toEqual({ categoria_id: ['Una sucursal debe registrarse con la categoría Sucursal'] });
    const suyos = await e.db.db.select().from(establecimientos).where(eq(establecimientos.contribuyenteId, t.contribuyenteId!));
    expect(suyos).toHaveLength(0);
  });

  it('the server checks the cadastral key too: unknown key or property tax owed is 422, nothing stored', async () => {
    const t = await contribuyenteConPerfil(e);
    const desconocida = await t.post('/api/establecimientos', formularioLicencia({ clave_catastral: CLAVES_DEMO.noEncontrada }));
    expect(desconocida.status).toBe(422);
    expect(desconocida.body.errors?.clave_catastral).toEqual(['La clave no ha sido encontrada en catastro']);
    const adeudo = await t.post('/api/establecimientos', formularioLicencia({ clave_catastral: CLAVES_DEMO.adeudo }));
    expect(adeudo.status).toBe(422);
    expect(adeudo.body.errors?.clave_catastral[0]).toMatch(/predial/i);
    expect((await t.get(`/api/establecimientos/contribuyente/${t.contribuyenteId}?page=1`)).body.data.total).toBe(0);
    // Changing a stored establishment to a key that owes is refused the same way; the stored key stays.
    const est = await alta(t);
    expect((await t.put(`/api/establecimientos/${est.id}`, formularioLicencia({ clave_catastral: CLAVES_DEMO.adeudo }))).status).toBe(422);
    expect((await t.get(`/api/establecimientos/${est.id}`)).body.data.clave_catastral).toBe(CLAVES_DEMO.pagada);
    // A donation (no key) needs no lookup.
    const donativo = await t.post(
      '/api/establecimientos',
      formularioLicencia({ clave_catastral: 'DONATIVO', donativo: true, no_cuento_clave: true, numero_oficio_constancia_catastro: 'OF-123', folio_recibo_pago_donativo: 'RD-456' }),
    );
    expect(donativo.status, JSON.stringify(donativo.body)).toBe(200);
  });

  it('without a complete taxpayer profile the form cannot be sent (403)', async () => {
    const t = await nuevoContribuyente(e);
    expect((await t.post('/api/establecimientos', formularioLicencia())).status).toBe(403);
  });
});

describe('the list of establishments (spec 1 §2.5)', () => {
  it('pages by 9, newest first, filters by key and accent-insensitive name, and counts unread notifications', async () => {
    const t = await contribuyenteConPerfil(e);
    const nombres = ['PANADERÍA LA ESPIGA', 'ABARROTES DOÑA MARY', 'Papelería Ñandú', ...Array.from({ length: 8 }, (_, i) => `TIENDA ${i + 1}`)];
    const creados = [];
    for (const nombre_comercial of nombres) creados.push(await alta(t, { nombre_comercial }));
    const base = `/api/establecimientos/contribuyente/${t.contribuyenteId}`;

    const p1 = await t.get(`${base}?page=1`);
    expect(p1.status).toBe(200);
    expect(p1.body.data).toMatchObject({ from: 1, last_page: 2, total: 11, per_page: 9 });
    expect(p1.body.data.data).toHaveLength(9);
    expect(p1.body.data.data[0].id).toBe(creados[10].id);
    const p2 = (await t.get(`${base}?page=2`)).body.data;
    expect(p2).toMatchObject({ from: 10, last_page: 2, total: 11 });
    expect(p2.data.map((x: { nombre_comercial: string }) => x.nombre_comercial)).toEqual(['ABARROTES DOÑA MARY', 'PANADERÍA LA ESPIGA']);

    const tarjeta = p2.data[1];
    expect(tarjeta).toMatchObject({
      id: creados[0].id,
      external_id: creados[0].externalId,
      clave_catastral: CLAVES_DEMO.pagada,
      domicilio: 'AV. HÉROES 112, CENTRO',
      locacion_domicilio: { domicilio: { calle_id: 100, numero_exterior: '112' } },
      images: [],
      unread_notifications_count: 0,
      acciones: { eliminar: true, editar: true },
    });
    expect(tarjeta.licencia).toHaveLength(1);
    expect(tarjeta.licencia[0]).toMatchObject({ id: creados[0].licenciaId, estatus_licencia: 1 });
    expect(tarjeta.licencia[0]).not.toHaveProperty('estados_cuenta');

    // Name filter: case and accents do not matter; ñ stays ñ.
    const porNombre = async (q: string) =>
      (await t.get(`${base}?page=1&nombre_comercial=${encodeURIComponent(q)}`)).body.data.data.map((x: { nombre_comercial: string }) => x.nombre_comercial);
    expect(await porNombre('panaderia')).toEqual(['PANADERÍA LA ESPIGA']);
    expect(await porNombre('PAPELERÍA ñandu')).toEqual(['Papelería Ñandú']);
    expect(await porNombre('doña')).toEqual(['ABARROTES DOÑA MARY']);
    expect(await porNombre('100%')).toEqual([]);
    // Key filter: contains, case-insensitive.
    const clave = creados[3].externalId;
    const porClave = (await t.get(`${base}?page=1&external_id=${clave.slice(-6).toLowerCase()}`)).body.data;
    expect(porClave.data.map((x: { id: number }) => x.id)).toEqual([creados[3].id]);
    expect((await t.get(`${base}?page=1&external_id=${clave.toLowerCase()}`)).body.data.total).toBe(1);

    // Unread notifications of the caller for each card; read ones and other users' do not count.
    await e.db.db.insert(notificaciones).values([
      { usuarioId: t.userId, encabezado: 'a', descripcion: 'a', establecimientoId: creados[10].id },
      { usuarioId: t.userId, encabezado: 'b', descripcion: 'b', establecimientoId: creados[10].id },
      { usuarioId: t.userId, encabezado: 'c', descripcion: 'c', establecimientoId: creados[10].id, leidaAt: new Date() },
      { usuarioId: t.userId, encabezado: 'd', descripcion: 'd', establecimientoId: creados[9].id },
    ]);
    const conAvisos = (await t.get(`${base}?page=1`)).body.data.data;
    expect(conAvisos[0].unread_notifications_count).toBe(2);
    expect(conAvisos[1].unread_notifications_count).toBe(1);
    expect(conAvisos[2].unread_notifications_count).toBe(0);

    // Photos on the card, frente first.
    expect((await subir(t, creados[10].id, [png('interior'), png('frente')])).status).toBe(200);
    const imgs = (await t.get(`${base}?page=1`)).body.data.data[0].images;
    expect(imgs.map((i: { tipo_archivo: string }) => i.tipo_archivo)).toEqual(['frente', 'interior']);
    expect(imgs[0].url).toBe(`/api/documentacion/${imgs[0].id}`);

    // A deleted establishment leaves the list.
    expect((await t.get(`/api/establecimientos/delete/${creados[10].id}/0/1`)).status).toBe(200);
    expect((await t.get(`${base}?page=1`)).body.data.total).toBe(10);

    // Someone else's list is 403.
    const otro = await contribuyenteConPerfil(e);
    expect((await otro.get(`${base}?page=1`)).status).toBe(403);
  });

  it('accent folding matches the SQL translate table', () => {
    expect(plegar('ÁÉÍÓÚÜ àèìòù ÑñÄ')).toBe('aeiouu aeiou ñña');
  });
});

describe('reading and updating (spec 1 §3, §4.3)', () => {
  it('GET by id gives every form field, the catalogue names, files, licences and required documents', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await alta(t, { giro_actividad_id: 11, actividades_secundarias: [12], numero_habitaciones: 8, has_licencia_bebidas: false, tipo_proceso_id: 1 });
    await subir(t, est.id, [pdf('constancia_sat')]);
    const r = await t.get(`/api/establecimientos/${est.id}`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({
      id: est.id,
      contribuyente_id: t.contribuyenteId,
      external_id: est.externalId,
      clave_catastral: CLAVES_DEMO.pagada,
      nombre_comercial: 'ABARROTES LA CEIBA',
      fecha_alta_hacienda: FECHA_ALTA_EJEMPLO,
      giro_actividad_id: 11,
      actividades_secundarias: [12],
      numero_habitaciones: 8,
      superficie_m2: 96.5,
      inversion_estimada: '85000.00',
      mes_pago_residuos: '11',
      has_licencia_bebidas: false,
      tipo_proceso_id: 1,
      sucursal: false,
      giro_opb: { id: 11, nombre: 'RESTAURANTE BAR', req_patente: 'SI' },
      has_alcohol_giro: true,
      has_alcohol_actividad: false,
      is_hoteleria: true,
      domicilio: { codigo_postal: '77000', calle_id: 100, calle: 'AV. HÉROES' },
      locacion_domicilio: { domicilio: { calle_id: 100 } },
      acciones: { editar: true, eliminar: true, bloqueado: false },
    });
    expect(d.archivos).toEqual([expect.objectContaining({ tipo_archivo: 'constancia_sat', nombre: 'constancia_sat.pdf', mime: 'application/pdf' })]);
    expect(d.licencia).toHaveLength(1);
    expect(d.licencia[0]).toMatchObject({ id: est.licenciaId, estatus_licencia: 1, estados_cuenta: [], acciones: { guardar: true } });
    expect(d.documentos_requeridos).toEqual(expect.arrayContaining(['constancia_sat', 'titulo_escritura', 'impuesto_hospedaje', 'frente']));
    expect(d.documentos_faltantes).not.toContain('constancia_sat');
    expect((await t.get(`/api/establecimientos/getLicenciasByLocacion/${est.id}`)).body.data.map((l: { id: number }) => l.id)).toEqual([est.licenciaId]);
  });

  it('the form can be updated while in draft and is refused once the licence is sent (3, 4, 10)', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await alta(t);
    const r = await t.put(`/api/establecimientos/${est.id}`, formularioLicencia({ nombre_comercial: 'ABARROTES LA NUEVA CEIBA', superficie_m2: 120 }));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Establecimiento actualizado exitosamente');
    expect(r.body.data).toMatchObject({ nombre_comercial: 'ABARROTES LA NUEVA CEIBA', superficie_m2: 120 });
    // In draft, the SARE rule applies again and the draft follows (new folio for the department).
    const mov = await t.put(`/api/establecimientos/${est.id}`, formularioLicencia({ superficie_m2: 320 }));
    expect(mov.body.message).toBe(MSG_SARE_300);
    expect(mov.body.data.licencia[0].folio).toMatch(/^LF-\d{4}-/);
    // Invalid data is 422 as on create.
    expect((await t.put(`/api/establecimientos/${est.id}`, formularioLicencia({ telefono_oficina: '123' }))).status).toBe(422);

    await bloquear(est.licenciaId);
    const antes = await filas(est.id);
    const b = await t.put(`/api/establecimientos/${est.id}`, formularioLicencia({ nombre_comercial: 'OTRO' }));
    expect(b.status).toBe(400);
    expect(b.body.message).toBe(BLOQUEADO);
    // The lock answers before the body is validated.
    expect((await t.put(`/api/establecimientos/${est.id}`, { nombre_comercial: '' })).status).toBe(400);
    expect(await filas(est.id)).toEqual(antes);
    const d = (await t.get(`/api/establecimientos/${est.id}`)).body.data;
    expect(d.acciones).toMatchObject({ editar: false, bloqueado: true, eliminar: false });
  });
});

describe('files of an establishment (spec 1 §5.1, §5.9, §7.4)', () => {
  it('checks each file by its bytes and code, replaces by code, and lists and serves them', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await alta(t);

    const pdfComoFoto = await subir(t, est.id, [{ code: 'frente', nombre: 'frente.png', tipo: 'image/png', contenido: ARCHIVOS.pdf }]);
    expect(pdfComoFoto.status).toBe(400);
    expect(pdfComoFoto.body.message).toBe('El archivo debe ser una imagen (png, jpg, jpeg).');

    const foto = await subir(t, est.id, [png('frente', 'fachada.png')]);
    expect(foto.status).toBe(200);
    expect(foto.body.message).toBe('Fotos adjuntados con exito');
    expect(foto.body.data[0]).toMatchObject({ tipo_archivo: 'frente', nombre: 'fachada.png', mime: 'image/png' });

    const grande = Buffer.concat([ARCHIVOS.pdf, Buffer.alloc(15 * 1024 * 1024, 0x20)]);
    const muyGrande = await subir(t, est.id, [{ code: 'constancia_sat', nombre: 'grande.pdf', tipo: 'application/pdf', contenido: grande }]);
    expect(muyGrande.status).toBe(400);
    expect(muyGrande.body.message).toBe('El tamaño debe ser menor a 14 MB!');

    const pngComprobante = await subir(t, est.id, [png('comprobante_pago_1752')]);
    expect(pngComprobante.status).toBe(400);
    expect(pngComprobante.body.message).toBe('Para el comprobante de pago solo se permiten archivos PDF');
    const pngRecibo = await subir(t, est.id, [png('recibo_pago_du')]);
    expect(pngRecibo.body.message).toBe('Para el comprobante de pago solo se permiten archivos PDF');
    const pngCedula = await subir(t, est.id, [png('cedula_catastral')]);
    expect(pngCedula.body.message).toBe('Para la cedula catastral solo se permiten archivos PDF');
    const texto = await subir(t, est.id, [{ code: 'constancia_sat', nombre: 'sat.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.texto }]);
    expect(texto.body.message).toBe('El tipo de archivo no está permitido');

    const desconocido = await subir(t, est.id, [pdf('otra_cosa')]);
    expect(desconocido.status).toBe(422);
    expect(desconocido.body.errors).toEqual({ 'documento.0.code': ['El campo es requerido'] });

    // One bad file refuses the whole call: nothing of it is stored.
    expect((await subir(t, est.id, [pdf('constancia_sat'), { ...pdf('titulo_escritura'), contenido: ARCHIVOS.texto }])).status).toBe(400);
    expect((await filas(est.id)).docs.map((x) => x.codigo)).toEqual(['frente']);

    const docs = await subir(t, est.id, [pdf('constancia_sat'), png('titulo_escritura'), pdf('comprobante_pago_1752')]);
    expect(docs.status).toBe(200);
    expect(docs.body.message).toBe('Documentos adjuntados con exito');
    // A new file of the same code replaces the previous one.
    await subir(t, est.id, [png('frente', 'fachada-2.png')]);
    const lista = (await t.get(`/api/establecimientos/getFilesByLocation/${est.id}`)).body.data;
    expect(lista.map((x: { tipo_archivo: string }) => x.tipo_archivo).sort()).toEqual(['comprobante_pago_1752', 'constancia_sat', 'frente', 'titulo_escritura']);
    const frente = lista.find((x: { tipo_archivo: string }) => x.tipo_archivo === 'frente');
    expect(frente).toMatchObject({ nombre: 'fachada-2.png', mime: 'image/png', tamano: ARCHIVOS.png.length });
    expect(Date.parse(frente.created_at)).not.toBeNaN();
    const bajada = await t.raw({ method: 'GET', url: `/api/documentacion/${frente.id}` });
    expect(bajada.statusCode).toBe(200);
    expect(Buffer.compare(bajada.rawPayload, ARCHIVOS.png)).toBe(0);

    // My documents (spec 1 §2.8) and the procedures list (§2.9).
    const misDocs = (await t.get('/api/establecimientos/documentos')).body.data;
    expect(misDocs).toEqual([expect.objectContaining({ id: est.id, external_id: est.externalId, nombre_comercial: 'ABARROTES LA CEIBA' })]);
    expect(misDocs[0].archivos).toHaveLength(4);
    expect(misDocs[0].archivos.map((a: { etiqueta: string }) => a.etiqueta).sort()).toEqual([
      'Comprobante de pago de la anuencia de Protección Civil',
      'Constancia de situación fiscal (SAT)',
      'Fotografía del frente',
      'Título de propiedad o escritura',
    ]);
    const tramites = (await t.get('/api/tramites')).body.data;
    expect(tramites).toEqual([
      expect.objectContaining({
        id: est.id,
        nombre_comercial: 'ABARROTES LA CEIBA',
        tramites: [
          expect.objectContaining({ tipo: 'Anuencia de Protección Civil', estatus: 2 }),
          expect.objectContaining({ tipo: 'Licencia de funcionamiento', estatus: 1, etiqueta: 'Borrador' }),
          expect.objectContaining({ tipo: 'Constancia de uso de suelo', estatus: 2 }),
        ],
      }),
    ]);
  });

  it('a sent request refuses form documents but accepts the ones attached after sending', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await alta(t);
    const sat = (await subir(t, est.id, [pdf('constancia_sat')])).body.data[0];
    await bloquear(est.licenciaId);
    const r = await subir(t, est.id, [pdf('titulo_escritura')]);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(BLOQUEADO);
    expect((await subir(t, est.id, [pdf('licencia_comodato')])).status).toBe(200);
    // Deleting follows the same rule.
    const borrar = await t.post(`/api/establecimientos/${sat.id}/${est.id}/${t.contribuyenteId}/0/deleteFile`);
    expect(borrar.status).toBe(400);
    expect((await filas(est.id)).docs.map((x) => x.codigo).sort()).toEqual(['constancia_sat', 'licencia_comodato']);
  });

  it('deletes a file of its establishment only', async () => {
    const t = await contribuyenteConPerfil(e);
    const a = await alta(t);
    const b = await alta(t, { nombre_comercial: 'OTRO LOCAL' });
    const docA = (await subir(t, a.id, [pdf('constancia_sat')])).body.data[0];
    const docB = (await subir(t, b.id, [pdf('constancia_sat')])).body.data[0];
    // The file of B named with A's id: refused.
    expect((await t.post(`/api/establecimientos/${docB.id}/${a.id}/${t.contribuyenteId}/0/deleteFile`)).status).toBe(403);
    const r = await t.post(`/api/establecimientos/${docA.id}/${a.id}/${t.contribuyenteId}/0/deleteFile`);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Documento eliminado');
    expect((await filas(a.id)).docs).toHaveLength(0);
    expect((await filas(b.id)).docs).toHaveLength(1);
  });

  it('tells the registered reactions which codes arrived, after they are stored', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await alta(t);
    const vistos: { codigos: string[]; est: number; licencia: number | null; guardados: number }[] = [];
    const quitar = alSubirDocumentos(async (ctx: ContextoDocumentos) => {
      const guardados = await e.db.db
        .select()
        .from(documentos)
        .where(and(eq(documentos.locacionId, ctx.est.id), inArray(documentos.codigo, ctx.codigos)));
      vistos.push({ codigos: ctx.codigos, est: ctx.est.id, licencia: ctx.licencia?.id ?? null, guardados: guardados.length });
    });
    try {
      await subir(t, est.id, [pdf('pago_licencia_bebidas'), pdf('constancia_sat')]);
    } finally {
      quitar();
    }
    await subir(t, est.id, [pdf('licencia')]);
    expect(vistos).toEqual([{ codigos: ['pago_licencia_bebidas', 'constancia_sat'], est: est.id, licencia: est.licenciaId, guardados: 2 }]);
  });
});

describe('deleting an establishment (spec 1 §6, §7.4)', () => {
  it('is allowed with licence status 1 or 5 and refused in review', async () => {
    const t = await contribuyenteConPerfil(e);
    const borrador = await alta(t);
    const r = await t.get(`/api/establecimientos/delete/${borrador.id}/0/1`);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Establecimiento eliminado exitosamente');
    expect((await filas(borrador.id)).est).toMatchObject({ baja: true, motivoBaja: null });
    expect((await t.get(`/api/establecimientos/${borrador.id}`)).status).toBe(403);

    const devuelta = await alta(t);
    await moverLicencia(e, devuelta.licenciaId, [{ type: 'ENVIAR' }, { type: 'RECHAZAR', paso: 'validacion_datos', revisorId: 1, motivo: 'Falta la constancia' }]);
    expect((await t.get(`/api/establecimientos/delete/${devuelta.id}/${encodeURIComponent('Cerré el negocio')}/5`)).status).toBe(200);
    expect((await filas(devuelta.id)).est).toMatchObject({ baja: true, motivoBaja: 'Cerré el negocio' });

    const enviada = await alta(t);
    await bloquear(enviada.licenciaId);
    // The path's status is not trusted: the server reads its own.
    const n = await t.get(`/api/establecimientos/delete/${enviada.id}/0/1`);
    expect(n.status).toBe(400);
    expect(n.body.message).toBe('El establecimiento no puede eliminarse: su licencia ya está en trámite o aprobada');
    expect((await filas(enviada.id)).est.baja).toBe(false);
  });
});

describe('lookups by key (spec 1 §5.5, §5.7)', () => {
  it('getByClave lists the caller\'s establishments with that cadastral key and their licence status', async () => {
    const t = await contribuyenteConPerfil(e);
    const a = await alta(t);
    const b = await alta(t, { nombre_comercial: 'SEGUNDO' });
    await alta(t, { clave_catastral: CLAVES_DEMO.pagada2, nombre_comercial: 'OTRA CLAVE' });
    await bloquear(b.licenciaId);
    const r = await t.get(`/api/establecimientos/getByClave/${CLAVES_DEMO.pagada}`);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Si tu establecimiento aparece en el listado, ir al apartado de RENOVACION');
    expect(r.body.data).toEqual([
      expect.objectContaining({ id: b.id, nombre_comercial: 'SEGUNDO', external_id: b.externalId, estatus_licencia: 10 }),
      expect.objectContaining({ id: a.id, estatus_licencia: 1 }),
    ]);
    // Another taxpayer learns nothing about these.
    const otro = await contribuyenteConPerfil(e);
    const vacio = await otro.get(`/api/establecimientos/getByClave/${CLAVES_DEMO.pagada}`);
    expect(vacio.body).toMatchObject({ success: true, message: '', data: [] });
  });

  it('getByClaveCatastral needs the three keys, and the RFC must be the caller\'s', async () => {
    const t = await contribuyenteConPerfil(e);
    const a = await alta(t);
    const r = await t.get(`/api/establecimientos/getByClaveCatastral/${a.externalId}/${CLAVES_DEMO.pagada}/${t.rfc}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([expect.objectContaining({ id: a.licenciaId, id_establecimiento: a.id, cve_catastral: CLAVES_DEMO.pagada, estatus: 1 })]);
    const blanco = await t.get(`/api/establecimientos/getByClaveCatastral/${a.externalId}/%20/${t.rfc}`);
    expect(blanco.status).toBe(400);
    expect(blanco.body.message).toBe('Todos los campos son obligatorios');
    const otro = await contribuyenteConPerfil(e);
    expect((await otro.get(`/api/establecimientos/getByClaveCatastral/${a.externalId}/${CLAVES_DEMO.pagada}/${t.rfc}`)).status).toBe(403);
    const ajeno = await otro.get(`/api/establecimientos/getByClaveCatastral/${a.externalId}/${CLAVES_DEMO.pagada}/${otro.rfc}`);
    expect(ajeno.body).toMatchObject({ success: false, data: [] });
  });
});

describe('ownership (spec 1 §6)', () => {
  it('another taxpayer gets 403 on every route and changes nothing', async () => {
    const duenio = await contribuyenteConPerfil(e);
    const est = await alta(duenio);
    const doc = (await subir(duenio, est.id, [pdf('constancia_sat')])).body.data[0];
    const intruso = await contribuyenteConPerfil(e);
    const propio = await alta(intruso);
    const antes = await filas(est.id);

    const llamadas: [string, string, unknown][] = [
      ['GET', `/api/establecimientos/contribuyente/${duenio.contribuyenteId}?page=1`, undefined],
      ['GET', `/api/establecimientos/${est.id}`, undefined],
      ['PUT', `/api/establecimientos/${est.id}`, formularioLicencia({ nombre_comercial: 'MÍO' })],
      ['PUT', `/api/establecimientos/${est.id}`, { nombre_comercial: '' }],
      ['GET', `/api/establecimientos/delete/${est.id}/0/1`, undefined],
      ['GET', `/api/establecimientos/getFilesByLocation/${est.id}`, undefined],
      ['GET', `/api/establecimientos/getLicenciasByLocacion/${est.id}`, undefined],
      ['POST', `/api/establecimientos/${doc.id}/${est.id}/${duenio.contribuyenteId}/0/deleteFile`, undefined],
      ['POST', `/api/establecimientos/${doc.id}/${propio.id}/${intruso.contribuyenteId}/0/deleteFile`, undefined],
      ['POST', `/api/establecimientos/${doc.id}/${est.id}/${intruso.contribuyenteId}/0/deleteFile`, undefined],
    ];
    for (const [m, url, body] of llamadas) {
      const r = m === 'GET' ? await intruso.get(url) : m === 'PUT' ? await intruso.put(url, body) : await intruso.post(url, body);
      expect(r.status, `${m} ${url}`).toBe(403);
    }
    expect((await subir(intruso, est.id, [pdf('constancia_sat')])).status).toBe(403);
    expect((await subir(intruso, est.id, [pdf('constancia_sat')], duenio.contribuyenteId)).status).toBe(403);
    // Its own establishment named with someone else's taxpayer id: refused too.
    expect((await subir(intruso, propio.id, [pdf('constancia_sat')], duenio.contribuyenteId)).status).toBe(403);
    expect(await filas(est.id)).toEqual(antes);
    expect((await filas(propio.id)).docs).toHaveLength(0);
    expect((await intruso.raw({ method: 'GET', url: `/api/documentacion/${doc.id}` })).statusCode).toBe(403);
  });
});

describe('notifications of an establishment (spec 1 §7.3)', () => {
  it('lists the owner\'s notices of that establishment, newest first, and marks one read; others get 403', async () => {
    const t = await contribuyenteConPerfil(e);
    const a = await alta(t);
    const b = await alta(t, { nombre_comercial: 'OTRO LOCAL' });
    const [n1, n2] = await e.db.db
      .insert(notificaciones)
      .values([
        { usuarioId: t.userId, encabezado: 'Solicitud revisada', descripcion: 'Primera', establecimientoId: a.id, createdAt: new Date('2026-11-20T10:00:00Z') },
        { usuarioId: t.userId, encabezado: 'Pago registrado', descripcion: 'Segunda', establecimientoId: a.id, createdAt: new Date('2026-11-21T10:00:00Z') },
        { usuarioId: t.userId, encabezado: 'De otro', descripcion: 'Tercera', establecimientoId: b.id },
      ])
      .returning();

    const lista = await t.get(`/api/establecimientos/notificaciones/${a.id}`);
    expect(lista.status).toBe(200);
    expect(lista.body.data.map((n: { data: { encabezado: string } }) => n.data.encabezado)).toEqual(['Pago registrado', 'Solicitud revisada']);
    expect(lista.body.data[0]).toMatchObject({ id: n2.id, read_at: null, data: { descripcion: 'Segunda', establecimiento: a.id } });

    expect((await t.post(`/api/establecimientos/notificaciones/${a.id}/${n1.id}`, undefined)).status).toBe(200);
    const despues = (await t.get(`/api/establecimientos/notificaciones/${a.id}`)).body.data;
    expect(despues.find((n: { id: number }) => n.id === n1.id).read_at).not.toBeNull();
    const tarjeta = (await t.get(`/api/establecimientos/contribuyente/${t.contribuyenteId}?page=1`)).body.data.data.find((x: { id: number }) => x.id === a.id);
    expect(tarjeta.unread_notifications_count).toBe(1);
    // A notice of another establishment cannot be marked through this one.
    expect((await t.post(`/api/establecimientos/notificaciones/${a.id}/${n2.id + 1}`, undefined)).status).toBe(403);

    const otro = await contribuyenteConPerfil(e);
    expect((await otro.get(`/api/establecimientos/notificaciones/${a.id}`)).status).toBe(403);
    expect((await otro.post(`/api/establecimientos/notificaciones/${a.id}/${n2.id}`, undefined)).status).toBe(403);
    const [sigue] = await e.db.db.select().from(notificaciones).where(eq(notificaciones.id, n2.id));
    expect(sigue.leidaAt).toBeNull();
  });

  it('an establishment\'s files stay out of the taxpayer\'s profile documents', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await alta(t);
    expect((await subir(t, est.id, [pdf('constancia_sat')])).status).toBe(200);
    const perfil = await t.get(`/api/contribuyentes/${t.contribuyenteId}/documentos`);
    expect(perfil.status).toBe(200);
    expect(perfil.body.data).toEqual([]);
    const propios = (await t.get('/api/establecimientos/documentos')).body.data;
    expect(propios.find((x: { id: number }) => x.id === est.id).archivos.map((f: { tipo_archivo: string }) => f.tipo_archivo)).toEqual(['constancia_sat']);
  });
});
