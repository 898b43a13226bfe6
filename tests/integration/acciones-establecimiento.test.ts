// Three actions of an establishment's card against real PostgreSQL and the simulated Zofemat office
// (spec 1 §2.6 dialogs, §5.9, §7.4, §8, §9): the cadastral certificate copy, the surface update and
// the Zofemat fine printouts, each with its messages and 403 for another taxpayer's establishment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { documentos, establecimientos } from '../../db/schema';
import { CLAVES_DEMO, EXPEDIENTES_ZOFEMAT_DEMO } from '../../sim/municipio-demo';
import { pdfValido } from '../../sim/muestras';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, formularioLicencia, moverLicencia, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  // No call here talks to a workflow: requests are moved with moverLicencia.
  e = await crearEntorno({}, { worker: false });
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;

const HOTEL = 12;
const MSG = {
  cedulaCargada: 'Cédula catastral cargada exitosamente',
  cedulaPdf: 'Para la cedula catastral solo se permiten archivos PDF',
  errorCedula: 'Error al cargar la cédula catastral',
  tamano: 'El tamaño debe ser menor a 14 MB!',
  superficie: 'Superficie actualizada exitosamente',
  mayorACero: 'Ingrese un valor mayor a 0',
  bloqueada: 'La superficie solo puede actualizarse mientras la solicitud está en borrador o fue devuelta',
  sare300:
    'Tu establecimiento tiene más de 300 m2 de superficie, por lo tanto, tu solicitud será cambiada de área al Departamento de Licencias de Funcionamiento.',
  zofematPendiente: 'Debe pagar tus impuestos de Zona Federal.',
  zofematPagado: 'Impuestos pagados de Zona Federal',
  sinZofemat: 'Este establecimiento no tiene expediente de Zona Federal',
  sinMulta: 'Los impuestos de Zona Federal están pagados: no hay multa que pagar',
  permiso: 'Permiso denegado',
};

async function alta(t: Cliente, extra: Record<string, unknown> = {}) {
  const r = await t.post('/api/establecimientos', formularioLicencia(extra));
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.data.id as number, licenciaId: r.body.data.licencia[0].id as number };
}

const hotel = (t: Cliente, clave: string) =>
  alta(t, { clave_catastral: clave, nombre_comercial: 'HOTEL ARRECIFE', giro_actividad_id: HOTEL, numero_habitaciones: 18, superficie_m2: 240 });

async function fila(id: number) {
  const [est] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, id));
  return est;
}

const cedulas = (id: number) => e.db.db.select().from(documentos).where(eq(documentos.locacionId, id));

async function pdf(t: Cliente, url: string) {
  const r = await t.raw({ method: 'GET', url });
  return { status: r.statusCode, tipo: String(r.headers['content-type']), bytes: r.rawPayload, json: () => r.json() };
}

async function texto(buf: Buffer) {
  const { text } = await extractText(new Uint8Array(buf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The card of an establishment, as 'Mis establecimientos' lists it. */
async function tarjeta(t: Cliente, id: number) {
  const r = await t.get(`/api/establecimientos/contribuyente/${t.contribuyenteId}?page=1`);
  return (r.body.data.data as { id: number; zofemat: boolean; zofemat_expediente: string | null }[]).find((x) => x.id === id)!;
}

describe('cédula catastral (spec 1 §2.6, §5.9, §7.4 uploadCedulaCatastral, §8, §9)', () => {
  it('stores a PDF as the establishment document cedula_catastral, and a new one replaces it', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t);
    const url = `/api/establecimientos/uploadCedulaCatastral/${id}`;

    const primera = await t.post(url, { cedula_catastral: `data:application/pdf;base64,${ARCHIVOS.pdf.toString('base64')}` });
    expect(primera.status).toBe(200);
    expect(primera.body.message).toBe(MSG.cedulaCargada);
    expect(primera.body.data).toMatchObject({ tipo_archivo: 'cedula_catastral', etiqueta: 'Cédula catastral', mime: 'application/pdf', tamano: ARCHIVOS.pdf.length });

    const otra = pdfValido('Cedula catastral 2026');
    const segunda = await t.post(url, { cedula_catastral: otra.toString('base64') });
    expect(segunda.status).toBe(200);
    const filas = (await cedulas(id)).filter((d) => d.codigo === 'cedula_catastral');
    expect(filas.map((d) => d.id)).toEqual([segunda.body.data.id]);
    const bajada = await t.raw({ method: 'GET', url: segunda.body.data.url });
    expect(bajada.rawPayload.equals(otra)).toBe(true);
    // The establishment's files list it once, as the dialog reads it.
    const lista = (await t.get(`/api/establecimientos/getFilesByLocation/${id}`)).body.data as { tipo_archivo: string }[];
    expect(lista.filter((a) => a.tipo_archivo === 'cedula_catastral')).toHaveLength(1);
  });

  it('refuses anything but a PDF, and files of 14 MB or more, with the spec messages', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t);
    const url = `/api/establecimientos/uploadCedulaCatastral/${id}`;
    for (const contenido of [ARCHIVOS.png, ARCHIVOS.texto]) {
      const r = await t.post(url, { cedula_catastral: contenido.toString('base64') });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(MSG.cedulaPdf);
    }
    const grande = Buffer.concat([ARCHIVOS.pdf, Buffer.alloc(14 * 1024 * 1024)]);
    const r = await t.post(url, { cedula_catastral: grande.toString('base64') });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG.tamano);
    const vacio = await t.post(url, { cedula_catastral: '' });
    expect(vacio.status).toBe(422);
    expect(vacio.body.errors?.cedula_catastral).toEqual(['El campo es requerido']);
    expect(await cedulas(id)).toEqual([]);
  });

  it('is accepted while the licence is in review: it is a copy of the cadastre document, not request data', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id, licenciaId } = await alta(t);
    await moverLicencia(e, licenciaId, [{ type: 'ENVIAR' }]);
    const r = await t.post(`/api/establecimientos/uploadCedulaCatastral/${id}`, { cedula_catastral: ARCHIVOS.pdf.toString('base64') });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.cedulaCargada);
  });

  it("answers 'Error al cargar la cédula catastral' when it cannot be stored, and keeps the previous copy", async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t);
    const url = `/api/establecimientos/uploadCedulaCatastral/${id}`;
    const previa = await t.post(url, { cedula_catastral: ARCHIVOS.pdf.toString('base64') });
    expect(previa.status).toBe(200);
    // The file store refuses every write (this test database only).
    await e.db.db.execute(sql`create function prueba_falla_almacen() returns trigger language plpgsql as $$ begin raise exception 'almacén no disponible'; end $$`);
    await e.db.db.execute(sql`create trigger prueba_falla_almacen before insert on archivos_contenido for each row execute function prueba_falla_almacen()`);
    try {
      const r = await t.post(url, { cedula_catastral: pdfValido('Otra cedula').toString('base64') });
      expect(r.status).toBe(500);
      expect(r.body).toMatchObject({ success: false, message: MSG.errorCedula });
    } finally {
      await e.db.db.execute(sql`drop trigger prueba_falla_almacen on archivos_contenido`);
      await e.db.db.execute(sql`drop function prueba_falla_almacen()`);
    }
    expect((await cedulas(id)).map((d) => d.id)).toEqual([previa.body.data.id]);
  });

  it("is 403 on another taxpayer's establishment, and stores nothing", async () => {
    const duena = await contribuyenteConPerfil(e);
    const otro = await contribuyenteConPerfil(e);
    const { id } = await alta(duena);
    const r = await otro.post(`/api/establecimientos/uploadCedulaCatastral/${id}`, { cedula_catastral: ARCHIVOS.pdf.toString('base64') });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MSG.permiso);
    expect(await cedulas(id)).toEqual([]);
  });
});

describe('superficie (spec 1 §5.6, §7.4 updateSuperficie, §1 SARE)', () => {
  const url = '/api/establecimientos/updateSuperficie';

  it('updates a draft by locacion_id or id and answers the detail', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t);
    const r = await t.post(url, { locacion_id: id, superficie_m2: '150.5' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.superficie);
    expect(r.body.data).toMatchObject({ id, superficie_m2: 150.5, tipo_proceso_id: 2 });
    expect((await fila(id)).superficieM2).toBe(150.5);
    const porId = await t.post(url, { id, superficie_m2: 99 });
    expect(porId.status).toBe(200);
    expect((await fila(id)).superficieM2).toBe(99);
  });

  it("refuses 0 or less with 'Ingrese un valor mayor a 0' and asks for the establishment", async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t);
    for (const v of [0, -4]) {
      const r = await t.post(url, { locacion_id: id, superficie_m2: v });
      expect(r.status).toBe(422);
      expect(r.body.errors?.superficie_m2).toEqual([MSG.mayorACero]);
    }
    const sinId = await t.post(url, { superficie_m2: 20 });
    expect(sinId.status).toBe(422);
    expect(sinId.body.errors?.locacion_id).toEqual(['El campo es requerido']);
    expect((await fila(id)).superficieM2).toBe(96.5);
  });

  it('moves a SARE draft over 300 m² to Licencias de Funcionamiento with the spec message', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t);
    const r = await t.post(url, { locacion_id: id, superficie_m2: 320 });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.sare300);
    expect(r.body.data.tipo_proceso_id).toBe(1);
    expect(r.body.data.licencia[0].folio).toMatch(/^LF-/);
  });

  it('is refused while the request is in review (10) and allowed once it is returned (5), keeping its process', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id, licenciaId } = await alta(t);
    await moverLicencia(e, licenciaId, [{ type: 'ENVIAR' }]);
    const enRevision = await t.post(url, { locacion_id: id, superficie_m2: 120 });
    expect(enRevision.status).toBe(400);
    expect(enRevision.body.message).toBe(MSG.bloqueada);
    expect((await fila(id)).superficieM2).toBe(96.5);

    await moverLicencia(e, licenciaId, [{ type: 'RECHAZAR', paso: 'validacion_datos', revisorId: 1, motivo: 'La superficie no coincide con la visita' }]);
    const devuelta = await t.post(url, { locacion_id: id, superficie_m2: 400 });
    expect(devuelta.status).toBe(200);
    expect(devuelta.body.message).toBe(MSG.superficie);
    // Sent as SARE, it stays SARE: the running procedure was started with its process.
    expect(devuelta.body.data).toMatchObject({ superficie_m2: 400, tipo_proceso_id: 2 });
  });

  it("is 403 on another taxpayer's establishment, and changes nothing", async () => {
    const duena = await contribuyenteConPerfil(e);
    const otro = await contribuyenteConPerfil(e);
    const { id } = await alta(duena);
    const r = await otro.post(url, { locacion_id: id, superficie_m2: 10 });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MSG.permiso);
    expect((await fila(id)).superficieM2).toBe(96.5);
  });
});

describe('Zofemat (spec 1 §2.6 Zofemat actions, §4.7, §7.4 verifyzofemat/expedientezofemat)', () => {
  it('a hotel whose file is owed: the card offers Zofemat, the lookups say it is owed, both printouts are PDFs', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await hotel(t, CLAVES_DEMO.hotelZofematPendiente);
    expect(await tarjeta(t, id)).toMatchObject({ zofemat: true, zofemat_expediente: null });

    const lista = await t.post(`/api/establecimientos/verifyzofemat/${CLAVES_DEMO.hotelZofematPendiente}`);
    expect(lista.body.data.map((x: { num_expediente: string }) => x.num_expediente)).toEqual([EXPEDIENTES_ZOFEMAT_DEMO.pendiente]);
    const exp = await t.post(`/api/establecimientos/expedientezofemat/${EXPEDIENTES_ZOFEMAT_DEMO.pendiente}`);
    expect(exp.body).toMatchObject({ success: false, message: MSG.zofematPendiente, data: { estatus_pago: 'PENDIENTE' } });

    const formato = await pdf(t, `/api/establecimientos/zofemat/${id}/formatoPago`);
    expect(formato.status).toBe(200);
    expect(formato.tipo).toContain('application/pdf');
    expect(formato.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const f = await texto(formato.bytes);
    expect(f).toContain('FORMATO DE PAGO DE MULTA DE ZONA FEDERAL');
    expect(f).toContain(`Referencia de pago: ${EXPEDIENTES_ZOFEMAT_DEMO.pendiente}`);
    expect(f).toContain('POSADA COSTA MAYA MAHAHUAL S.A. DE C.V.');
    expect(f).toContain('HOTEL ARRECIFE');
    expect(f).toContain(t.rfc);

    const citatorio = await pdf(t, `/api/establecimientos/zofemat/${id}/citatorio`);
    expect(citatorio.status).toBe(200);
    expect(citatorio.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const c = await texto(citatorio.bytes);
    expect(c).toContain('CITATORIO DE MULTA DE ZONA FEDERAL');
    expect(c).toContain(EXPEDIENTES_ZOFEMAT_DEMO.pendiente);
  });

  it('a hotel whose file is PAGADO: paid, and no fine to print', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await hotel(t, CLAVES_DEMO.hotelZofematPagado);
    expect((await tarjeta(t, id)).zofemat).toBe(true);
    const exp = await t.post(`/api/establecimientos/expedientezofemat/${EXPEDIENTES_ZOFEMAT_DEMO.pagado}`);
    expect(exp.body).toMatchObject({ success: true, message: MSG.zofematPagado });
    for (const ruta of ['formatoPago', 'citatorio']) {
      const r = await pdf(t, `/api/establecimientos/zofemat/${id}/${ruta}`);
      expect(r.status).toBe(400);
      expect(r.json().message).toBe(MSG.sinMulta);
    }
  });

  it('a recorded file number is used whatever the activity; a business without one has no Zofemat action', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t);
    expect(await tarjeta(t, id)).toMatchObject({ zofemat: false, zofemat_expediente: null });
    const sin = await pdf(t, `/api/establecimientos/zofemat/${id}/formatoPago`);
    expect(sin.status).toBe(400);
    expect(sin.json().message).toBe(MSG.sinZofemat);

    await e.db.db.update(establecimientos).set({ zofematExpediente: EXPEDIENTES_ZOFEMAT_DEMO.pendiente }).where(eq(establecimientos.id, id));
    expect(await tarjeta(t, id)).toMatchObject({ zofemat: true, zofemat_expediente: EXPEDIENTES_ZOFEMAT_DEMO.pendiente });
    const formato = await pdf(t, `/api/establecimientos/zofemat/${id}/formatoPago`);
    expect(formato.status).toBe(200);
    expect(await texto(formato.bytes)).toContain(EXPEDIENTES_ZOFEMAT_DEMO.pendiente);

    // A number the Zofemat office does not know is no file.
    await e.db.db.update(establecimientos).set({ zofematExpediente: 'ZF-OPB-1999-0000' }).where(eq(establecimientos.id, id));
    const desconocido = await pdf(t, `/api/establecimientos/zofemat/${id}/citatorio`);
    expect(desconocido.status).toBe(400);
    expect(desconocido.json().message).toBe(MSG.sinZofemat);
  });

  it("is 403 on another taxpayer's establishment", async () => {
    const duena = await contribuyenteConPerfil(e);
    const otro = await contribuyenteConPerfil(e);
    const { id } = await hotel(duena, CLAVES_DEMO.hotelZofematPendiente);
    for (const ruta of ['formatoPago', 'citatorio']) {
      const r = await pdf(otro, `/api/establecimientos/zofemat/${id}/${ruta}`);
      expect(r.status).toBe(403);
      expect(r.json().message).toBe(MSG.permiso);
    }
  });
});
