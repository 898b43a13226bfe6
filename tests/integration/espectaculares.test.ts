// Billboards (procedure `espectacular`): every URL of spec 3 §7.5 on real PostgreSQL and
// Temporal. A taxpayer opens drafts on a key whose property tax is paid (folio ESP-…), on a key that
// owes it (the orange chip, and sending refused) and without a key; the sign types are only 2, 3, 4,
// 5 and 10, a section needs both sides; the form is saved as multipart with its sections
// (secciones[0][largo]…) and its files by slot (photos png/jpeg, the rest PDF, under 14 MB). Sending
// needs the property tax, the land-use certificate and the files (luminosidad only when lit, the
// lease only when leased). Another taxpayer, another area and staff writing are refused; a deleted
// draft is 18. The review chain walked to the signed dictamen: espectaculares-cadena.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { solicitudes } from '../../db/schema';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, type Entorno } from './harness';
import { archivosBasicos, BASE_ESPECTACULARES as BASE, cuerpoEspectacular, guardarEspectacular as guardar, pdf, png, ubicacionDe, verDictamen as pdfDe } from './mundo-espectacular';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
type Staff = Awaited<ReturnType<typeof entrar>>;

/** The place of CLAVES_DEMO.pagada as the cadastre gives it (read once). */
let ubicacion: Record<string, unknown> = {};
const borrador = (extra: Record<string, unknown> = {}) => cuerpoEspectacular(ubicacion, extra);

describe('billboards (spec 3 §7.5)', () => {
  let t: Cliente;
  let du: Staff;
  let jefe: Staff;
  let dir: Staff;
  let sid = 0;
  let folio = '';

  beforeAll(async () => {
    t = await contribuyenteConPerfil(e);
    [du, jefe, dir] = await Promise.all([entrar(e, 'desarrollo.urbano'), entrar(e, 'jefatura.urbano'), entrar(e, 'direccion.urbano')]);
    ubicacion = await ubicacionDe(t, CLAVES_DEMO.pagada);
  }, 60_000);

  it('creates a draft on a paid key: folio ESP-, status 1, every file field empty, the taxpayer’s actions', async () => {
    const r = await t.post(BASE, borrador());
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud registrada exitosamente');
    sid = r.body.data.id;
    const d = (await t.get(`${BASE}/${sid}`)).body.data;
    folio = d.folio;
    expect(folio).toMatch(/^ESP-\d{4}-\d{6,}$/);
    expect(d).toMatchObject({
      id: sid,
      contribuyente_id: t.contribuyenteId,
      clave_catastral: CLAVES_DEMO.pagada,
      no_folio: false,
      estatus_revision: 1,
      estatus: { descripcion: 'PENDIENTE' },
      edo_cuenta_status: 8,
      verificacion: { color: 'verde' },
      tipo_anuncio_id: 2,
      tipo_anuncio: 'Anuncio autosoportado',
      ubicacion_id: null,
      vistas: 2,
      altura_mts: 12.5,
      luminoso: false,
      tipo_propiedad_id: 1,
      documento_firmado: false,
      motivo_rechazo: null,
      permiso_anuncio_externo: null,
      images: [],
      acciones: { editar: true, enviar: true, eliminar: true, firmar: false, decidir: [] },
    });
    expect(d.ubicacion).toMatchObject({ ...ubicacion, cruzamientos: null });
    expect(d.ubicacion.calle).toBeTruthy();
    expect(d.ubicacion.colonia).toBeTruthy();
    expect(d.ubicacion.domicilio_texto).toContain(d.ubicacion.calle);
    expect(d.secciones).toEqual([{ id: expect.any(Number), solicitud_espectacular_id: sid, largo: 6, ancho: 3 }]);
    for (const s of ['colindansia_norte', 'croquis_ubicacion', 'luminosidad', 'permiso_anuncio', 'contrato_arrendamiento']) {
      expect(d[s]).toBeNull();
      expect(d[`${s}_file`]).toBeNull();
    }
  });

  it('refuses a draft without a key, a key the cadastre does not know, a type other than 2, 3, 4, 5, 10 and a section without a side', async () => {
    const sinClave = await t.post(BASE, borrador({ clave_catastral: null }));
    expect(sinClave.status).toBe(422);
    expect(sinClave.body.message).toBe('Por favor, llene todos los campos obligatorios.');
    expect(sinClave.body.errors).toHaveProperty('clave_catastral');
    const corta = await t.post(BASE, borrador({ clave_catastral: '123' }));
    expect(corta.status).toBe(422);
    const desconocida = await t.post(BASE, borrador({ clave_catastral: CLAVES_DEMO.noEncontrada }));
    expect(desconocida.status).toBe(400);
    expect(desconocida.body.message).toBe('La clave no ha sido encontrada en catastro');
    for (const tipo of [1, 6, 7, 8, 9, 11]) {
      const r = await t.post(BASE, borrador({ tipo_anuncio_id: tipo }));
      expect(r.status, `tipo ${tipo}`).toBe(422);
      expect(r.body.errors, `tipo ${tipo}`).toHaveProperty('tipo_anuncio_id');
    }
    const seccion = await t.post(BASE, borrador({ secciones: [{ largo: 6, ancho: 0 }] }));
    expect(seccion.status).toBe(422);
    expect(seccion.body.errors).toHaveProperty(['secciones.0.ancho']);
    // Nothing of the refused ones stayed.
    expect((await t.get(BASE)).body.data.total).toBe(1);
  });

  it('accepts the five billboard types, and a draft without a key ("No cuento con clave catastral")', async () => {
    for (const tipo of [3, 4, 5, 10, 2]) {
      const r = await guardar(t, sid, { tipo_anuncio_id: String(tipo) });
      expect(r.status, `tipo ${tipo}`).toBe(200);
      expect(r.body.data.tipo_anuncio_id).toBe(tipo);
    }
    const r = await t.post(BASE, borrador({ clave_catastral: null, no_folio: true }));
    expect(r.status).toBe(200);
    const d = (await t.get(`${BASE}/${r.body.data.id}`)).body.data;
    expect(d).toMatchObject({ clave_catastral: null, no_folio: true, edo_cuenta_status: 8 });
    expect((await t.del(`${BASE}/${r.body.data.id}`)).status).toBe(200);
  });

  it('saves the form as multipart: sections kept by id, added and removed; files by slot, replaced and removed', async () => {
    const antes = (await t.get(`${BASE}/${sid}`)).body.data;
    const primera = antes.secciones[0].id as number;
    const r = await guardar(
      t,
      sid,
      {
        referencias: 'Frente a la gasolinera, junto al puente',
        'secciones[0][id]': String(primera),
        'secciones[0][largo]': '8',
        'secciones[0][ancho]': '4',
        'secciones[1][largo]': '3',
        'secciones[1][ancho]': '2.5',
      },
      [png('colindansia_norte'), pdf('croquis_ubicacion')],
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud actualizada exitosamente');
    const d = r.body.data;
    expect(d.referencias).toBe('Frente a la gasolinera, junto al puente');
    expect(d.secciones).toEqual([
      { id: primera, solicitud_espectacular_id: sid, largo: 8, ancho: 4 },
      { id: expect.any(Number), solicitud_espectacular_id: sid, largo: 3, ancho: 2.5 },
    ]);
    // The fields not sent stay.
    expect(d).toMatchObject({ vistas: 2, altura_mts: 12.5, tipo_anuncio_id: 2, clave_catastral: CLAVES_DEMO.pagada });
    expect(d.colindansia_norte).toBe('colindansia_norte.png');
    expect(d.colindansia_norte_file).toMatchObject({ tipo_archivo: 'colindansia_norte', filename: 'colindansia_norte.png', mime_type: 'image/png', url: expect.stringMatching(/^\/api\/documentacion\/\d+$/) });
    expect(d.croquis_ubicacion_file).toMatchObject({ mime_type: 'application/pdf' });
    // The cards show the pictures (the photo slots), never the PDFs.
    expect(d.images).toEqual([d.colindansia_norte_file.url]);
    expect((await t.raw({ method: 'GET', url: d.images[0] })).statusCode).toBe(200);

    // One section only now (the second removed); the sketch removed with an empty part.
    const otra = await guardar(t, sid, { 'secciones[0][id]': String(primera), 'secciones[0][largo]': '8', 'secciones[0][ancho]': '4', croquis_ubicacion: '' });
    expect(otra.status).toBe(200);
    expect(otra.body.data.secciones).toHaveLength(1);
    expect(otra.body.data.croquis_ubicacion_file).toBeNull();
    expect(otra.body.data.colindansia_norte_file).not.toBeNull();
    // A section without a side is refused.
    const mala = await guardar(t, sid, { 'secciones[0][largo]': '8', 'secciones[0][ancho]': '0' });
    expect(mala.status).toBe(422);
    expect(mala.body.errors).toHaveProperty(['secciones.0.ancho']);
  });

  it('checks each file: photos png/jpeg/jpg, every other document PDF, under 14 MB', async () => {
    const foto = await guardar(t, sid, {}, [{ ...pdf('colindansia_sur') }]);
    expect(foto.status).toBe(422);
    expect(foto.body.message).toBe('Para la fotografía solo se permiten archivos PNG, JPEG, JPG');
    const croquis = await guardar(t, sid, {}, [{ ...png('croquis_ubicacion') }]);
    expect(croquis.status).toBe(422);
    expect(croquis.body.message).toBe('Para el croquis de ubicación solo se permiten archivos PDF');
    const contrato = await guardar(t, sid, {}, [{ ...png('contrato_arrendamiento') }]);
    expect(contrato.status).toBe(422);
    expect(contrato.body.message).toBe('Para el contrato de arrendamiento solo se permiten archivos PDF');
    const disfrazado = await guardar(t, sid, {}, [{ campo: 'poliza_seguro', nombre: 'poliza.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.texto }]);
    expect(disfrazado.status).toBe(422);
    const grande = await guardar(t, sid, {}, [{ campo: 'poliza_seguro', nombre: 'poliza.pdf', tipo: 'application/pdf', contenido: Buffer.concat([ARCHIVOS.pdf, Buffer.alloc(14 * 1024 * 1024)]) }]);
    expect(grande.status).toBe(422);
    expect(grande.body.message).toBe('El tamaño debe ser menor a 14 MB!');
    const ajeno = await guardar(t, sid, {}, [{ ...pdf('memoria_calculo_estructural') }]);
    expect(ajeno.status).toBe(422);
    // Nothing of the refused files stayed.
    const d = (await t.get(`${BASE}/${sid}`)).body.data;
    expect(d.colindansia_sur_file).toBeNull();
    expect(d.poliza_seguro_file).toBeNull();
  }, 60_000);

  it('lists the taxpayer’s own (nine a page, by folio, key and status); the chain’s staff list all; other staff none', async () => {
    const propia = (await t.get(`${BASE}?page=1`)).body.data;
    expect(propia).toMatchObject({ total: 1, current_page: 1, per_page: 9, from: 1, last_page: 1 });
    expect(propia.data[0]).toMatchObject({ id: sid, folio });
    expect((await t.get(`${BASE}?folio=${folio}`)).body.data.total).toBe(1);
    expect((await t.get(`${BASE}?folio=NO-EXISTE`)).body.data).toMatchObject({ total: 0, data: [] });
    expect((await t.get(`${BASE}?clv_catastral=${CLAVES_DEMO.pagada.slice(0, 9)}`)).body.data.total).toBe(1);
    expect((await t.get(`${BASE}?clv_catrastral=${CLAVES_DEMO.pagada2}`)).body.data.total).toBe(0);
    expect((await t.get(`${BASE}?estatus=1`)).body.data.total).toBe(1);
    expect((await t.get(`${BASE}?estatus=10`)).body.data.total).toBe(0);
    // A taxpayer cannot ask for another's: the list is forced to their own.
    const otro = await contribuyenteConPerfil(e);
    expect((await otro.get(`${BASE}?contribuyente=${t.contribuyenteId}`)).body.data.total).toBe(0);
    for (const s of [du, jefe, dir]) {
      const l = await s.get(`${BASE}?contribuyente=${t.contribuyenteId}`);
      expect(l.status).toBe(200);
      expect(l.body.data.data.map((x: { id: number }) => x.id)).toEqual([sid]);
    }
    expect((await (await entrar(e, 'proteccion.civil')).get(BASE)).status).toBe(403);
    // Addresses to start from: the taxpayer's only.
    const dom = await t.get(`${BASE}/getDomicilios`);
    expect(dom.status).toBe(200);
    expect(Array.isArray(dom.body.data)).toBe(true);
    expect((await du.get(`${BASE}/getDomicilios`)).status).toBe(403);
  }, 60_000);

  it('refuses another taxpayer, another area and staff writing', async () => {
    const otro = await contribuyenteConPerfil(e);
    const pc = await entrar(e, 'proteccion.civil');
    for (const c of [otro, pc]) {
      expect((await c.get(`${BASE}/${sid}`)).status).toBe(403);
      expect((await guardar(c, sid, { referencias: 'x' })).status).toBe(403);
      expect((await c.del(`${BASE}/${sid}`)).status).toBe(403);
      expect((await c.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 10 })).status).toBe(403);
      expect((await c.post(`${BASE}/${sid}/firmarDocumento`, { documento_firmado: true })).status).toBe(403);
      expect((await pdfDe(c, sid, true)).statusCode).toBe(403);
    }
    // The chain's staff read it, never write it; they open none.
    expect((await du.get(`${BASE}/${sid}`)).status).toBe(200);
    expect((await guardar(du, sid, { referencias: 'x' })).status).toBe(403);
    expect((await du.del(`${BASE}/${sid}`)).status).toBe(403);
    expect((await du.post(BASE, borrador())).status).toBe(403);
    // The owner never signs, nor reads the draft dictamen.
    expect((await t.post(`${BASE}/${sid}/firmarDocumento`, { documento_firmado: true })).status).toBe(403);
    expect((await pdfDe(t, sid, false)).statusCode).toBe(403);
    // A tower request is not found under the billboards' URLs.
    const torre = await t.post('/api/solicitud_torres', { clave_catastral: CLAVES_DEMO.pagada, altura_mts: 30, tipo_propiedad_id: 1 });
    expect(torre.status).toBe(200);
    expect((await t.get(`${BASE}/${torre.body.data.id}`)).status).toBe(403);
    expect((await guardar(t, torre.body.data.id, { referencias: 'x' })).status).toBe(403);
  }, 60_000);

  it('gates the send: the property tax of the key, the land-use certificate, the fields and files (luminosidad only when lit, the lease only when leased)', async () => {
    // A key that owes property tax: saved (orange chip), never sent.
    const debe = await t.post(BASE, borrador({ clave_catastral: CLAVES_DEMO.adeudo }));
    expect(debe.status).toBe(200);
    const d = (await t.get(`${BASE}/${debe.body.data.id}`)).body.data;
    expect(d).toMatchObject({ edo_cuenta_status: 6, estatus: { color: 'naranja' }, verificacion: { color: 'naranja' } });
    const envio = await t.post(`${BASE}/${debe.body.data.id}/changeStatus`, { estatus_revision: 10 });
    expect(envio.status).toBe(400);
    expect(envio.body.message).toBe('El impuesto predial de la clave catastral no está pagado. Páguelo para poder enviar la solicitud a revisión.');
    expect((await t.del(`${BASE}/${debe.body.data.id}`)).status).toBe(200);

    // No land-use certificate for the key: refused in words.
    const sinConstancia = await t.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 10 });
    expect(sinConstancia.status).toBe(400);
    expect(sinConstancia.body.message).toBe(
      'El predio no cuenta con constancia de uso de suelo. Adjunte la constancia de uso de suelo o solicítela en el portal antes de enviar la solicitud.',
    );
    const conConstancia = await guardar(t, sid, {}, [pdf('constancia_uso_suelo')]);
    expect(conConstancia.body.data.constancia_uso_suelo_exist).toBe(true);

    // The files it lacks, each named; not lit and owned: neither luminosidad nor the lease.
    const faltan = await t.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 10 });
    expect(faltan.status).toBe(422);
    expect(Object.keys(faltan.body.errors ?? {})).toEqual(expect.arrayContaining(['colindansia_sur', 'croquis_ubicacion', 'certificado_ubicacion', 'poliza_seguro']));
    expect(Object.keys(faltan.body.errors ?? {})).not.toContain('luminosidad');
    expect(Object.keys(faltan.body.errors ?? {})).not.toContain('contrato_arrendamiento');
    expect(Object.keys(faltan.body.errors ?? {})).not.toContain('colindansia_norte');
    expect(faltan.body.message).toMatch(/^Adjunte el documento: /);

    // Lit and leased: both asked for.
    expect((await guardar(t, sid, { luminoso: 'true', tipo_propiedad_id: '2' }, archivosBasicos())).status).toBe(200);
    const ambos = await t.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 10 });
    expect(ambos.status).toBe(422);
    expect(Object.keys(ambos.body.errors ?? {}).sort()).toEqual(['contrato_arrendamiento', 'luminosidad']);
    // Back to owned and not lit: nothing missing.
    expect((await guardar(t, sid, { luminoso: 'false', tipo_propiedad_id: '1' })).status).toBe(200);
    // A staff member cannot send it for the taxpayer, nor move a draft.
    expect((await du.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 16 })).status).toBe(400);
  }, 60_000);

  it('deletes a draft: 18 on both rows, never listed again, nothing more to do with it', async () => {
    const r = await t.post(BASE, borrador());
    const id = r.body.data.id as number;
    const borrado = await t.del(`${BASE}/${id}`);
    expect(borrado.status).toBe(200);
    expect(borrado.body.message).toBe('Solicitud eliminada exitosamente');
    const d = (await t.get(`${BASE}/${id}`)).body.data;
    expect(d).toMatchObject({ estatus_revision: 18, estatus: { descripcion: 'ELIMINADA' }, acciones: { editar: false, enviar: false, eliminar: false } });
    expect(d.eliminada_at).toBeTruthy();
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, id));
    expect(s.estatus).toBe(18);
    expect((await t.get(BASE)).body.data.data.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await guardar(t, id, { referencias: 'x' })).status).toBe(400);
    expect((await t.post(`${BASE}/${id}/changeStatus`, { estatus_revision: 10 })).status).toBe(400);
    expect((await t.del(`${BASE}/${id}`)).status).toBe(400);
  });
});
