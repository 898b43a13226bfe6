// Towers and antennas (spec 3 §2.5, §3.4, §4.4, §5.1, §7.4) on real PostgreSQL and
// Temporal, through the shared layer of api/dictamenes/: a draft on a key (the address from the
// cadastre), the list with its filters, the taxpayer's addresses, the multipart update with its file
// rules, the gates before sending (property tax, land-use certificate, the required files), the
// 403s (another taxpayer, another area, the wrong level), then the whole chain — the technical
// review, the head of department, the Dirección returning it with a reason, the resend (the
// technical review again, then straight back to the Dirección), the 1757 fee paid online, its
// validation in the inbox and the Dirección's signature — to the signed dictamen PDF and
// /verificar; and deletion (18).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigoVerificacion } from '../../api/lib/verificacion';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { eq } from 'drizzle-orm';
import { constanciasUsoSuelo, establecimientos, solicitudes } from '../../db/schema';
import { usoSuelo } from '../../domain/usosuelo/definicion';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import { actualizarPorPartes, confirmarPago, esperar, formulario, pdf, png, texto, type Archivo } from './dictamenes-ayuda';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof entrar>>;
const BASE = '/api/solicitud_torres';

const FOTOS = ['colindansia_norte', 'colindansia_sur', 'colindansia_este', 'colindansia_oeste', 'fachada', 'torre_perspectiva', 'torre_interior'];
const PDFS = ['croquis_ubicacion', 'poliza_seguro', 'licencia_construccion_perito', 'alineamiento_numero', 'constancia_terminacion_obra'];
const lado = (calle: string, mts: number) => ({ colindansia_calle: calle, colindancia_mts: mts });
const actualizar = (c: Cliente, id: number, campos: Record<string, string>, archivos: Archivo[] = []) => actualizarPorPartes(c, `${BASE}/${id}`, campos, archivos);

describe('towers and antennas (spec 3 §7.4)', () => {
  let t: Cliente;
  let otro: Cliente;
  let du: Cliente;
  let jefe: Cliente;
  let dir: Cliente;
  let pc: Cliente;
  let domicilio: Record<string, unknown> = {};
  let sid = 0;
  let folio = '';

  const torre = (x: Record<string, unknown> = {}) => ({
    clave_catastral: CLAVES_DEMO.pagada,
    domicilio,
    altura_mts: 30,
    referencias: 'A un costado del tanque elevado',
    luz: true,
    bardeado: false,
    renovacion: false,
    tipo_propiedad_id: 1,
    medidas: {
      ...{ norte: lado('AV. HÉROES', 10), sur: lado('PREDIO VECINO', 10), este: lado('PREDIO VECINO', 9.65), oeste: lado('PREDIO VECINO', 9.65) },
      ...{ superficie_total: 96.5, superficie_total_construida: 40, superficie_regularizar: 0 },
    },
    ...x,
  });

  beforeAll(async () => {
    [t, otro, du, jefe, dir, pc] = await Promise.all([
      contribuyenteConPerfil(e),
      contribuyenteConPerfil(e),
      entrar(e, 'desarrollo.urbano'),
      entrar(e, 'jefatura.urbano'),
      entrar(e, 'direccion.urbano'),
      entrar(e, 'proteccion.civil'),
    ]);
    const p = (await t.get(`/api/anuncioexterno/searchByClaveCatastral/${CLAVES_DEMO.pagada}`)).body.data.resultados;
    domicilio = { codigo_postal: p.cp, localidad_id: p.localidad_id, colonia_id: p.colonia_id, calle_id: p.calle_id, numero_exterior: p.numero_exterior };
  }, 60_000);

  it('creates a draft on a key (TOR- folio, the gates written); refuses no key, an unknown key and staff', async () => {
    const sinClave = await t.post(BASE, torre({ clave_catastral: '' }));
    expect(sinClave.status).toBe(422);
    expect(sinClave.body.message).toBe('Por favor, llene todos los campos obligatorios.');
    expect(sinClave.body.errors).toHaveProperty('clave_catastral');
    const desconocida = await t.post(BASE, torre({ clave_catastral: CLAVES_DEMO.noEncontrada }));
    expect(desconocida.status).toBe(400);
    expect(desconocida.body.message).toBe('La clave no ha sido encontrada en catastro');
    expect((await du.post(BASE, torre())).status).toBe(403);

    const r = await t.post(BASE, torre());
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud registrada exitosamente');
    sid = r.body.data.id;
    const d = (await t.get(`${BASE}/${sid}`)).body.data;
    folio = d.folio;
    expect(folio).toMatch(/^TOR-\d{4}-\d{6,}$/);
    expect(d).toMatchObject({ id: sid, clave_catastral: CLAVES_DEMO.pagada, tipo_propiedad_id: 1, estatus_revision: 1, estatus: { descripcion: 'PENDIENTE', color: 'gris' } });
    expect(d).toMatchObject({ verificacion: { descripcion: 'Predial pagado', color: 'verde' }, edo_cuenta_status: 8, constancia_uso_suelo_exist: false, documento_firmado: false });
    expect(d).toMatchObject({ altura_mts: 30, luz: true, bardeado: false, medidas: { norte: lado('AV. HÉROES', 10), superficie_total: 96.5 }, fachada: null, fachada_file: null });
    expect(d.acciones).toMatchObject({ editar: true, enviar: true, eliminar: true, firmar: false, decidir: [] });
    expect(d.domicilio.calle).toBeTruthy();
    expect(d.domicilio.domicilio_texto).toContain(String(domicilio.numero_exterior));
    // A draft may be incomplete but for the key.
    const incompleta = await t.post(BASE, { clave_catastral: CLAVES_DEMO.pagada2 });
    expect(incompleta.status).toBe(200);
  }, 60_000);

  it('lists nine a page with the spec’s filters (both spellings of the key), only the taxpayer’s own; staff of the chain see all', async () => {
    const todas = (await t.get(BASE)).body.data;
    expect(todas).toMatchObject({ total: 2, per_page: 9, current_page: 1, from: 1, last_page: 1 });
    expect(todas.data[1].id).toBe(sid);
    expect((await t.get(`${BASE}?folio=${folio}`)).body.data).toMatchObject({ total: 1, data: [{ id: sid }] });
    expect((await t.get(`${BASE}?clv_catrastral=${CLAVES_DEMO.pagada.slice(0, 10)}`)).body.data.total).toBe(1);
    expect((await t.get(`${BASE}?clv_catastral=${CLAVES_DEMO.pagada2}`)).body.data.total).toBe(1);
    expect((await t.get(`${BASE}?estatus=1`)).body.data.total).toBe(2);
    expect((await t.get(`${BASE}?estatus=10`)).body.data.total).toBe(0);
    // Another taxpayer never sees them, even naming the owner.
    expect((await otro.get(`${BASE}?contribuyente=${t.contribuyenteId}`)).body.data.total).toBe(0);
    for (const s of [du, jefe, dir]) {
      const r = await s.get(`${BASE}?contribuyente=${t.contribuyenteId}`);
      expect(r.status).toBe(200);
      expect(r.body.data.total).toBe(2);
    }
    expect((await pc.get(BASE)).status).toBe(403);
  });

  it('getDomicilios: the taxpayer’s addresses; staff have none', async () => {
    const r = await t.get(`${BASE}/getDomicilios`);
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(1);
    expect(r.body.data[0]).toHaveProperty('etiqueta');
    expect((await du.get(`${BASE}/getDomicilios`)).status).toBe(403);
  });

  it('updates by multipart (bracketed fields, files by slot) with the file rules; an empty slot removes its file', async () => {
    const foto = await actualizar(t, sid, {}, [pdf('fachada')]);
    expect(foto.status).toBe(422);
    expect(foto.body.message).toBe('Para la fotografía solo se permiten archivos PNG, JPEG, JPG');
    const croquis = await actualizar(t, sid, {}, [png('croquis_ubicacion')]);
    expect(croquis.status).toBe(422);
    expect(croquis.body.message).toBe('Para el croquis de ubicación solo se permiten archivos PDF');
    const renombrado = await actualizar(t, sid, {}, [{ campo: 'poliza_seguro', nombre: 'poliza.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.texto }]);
    expect(renombrado.status).toBe(422);
    const grande = await actualizar(t, sid, {}, [{ campo: 'poliza_seguro', nombre: 'poliza.pdf', tipo: 'application/pdf', contenido: Buffer.alloc(14 * 1024 * 1024 + 10, 0x25) }]);
    expect(grande.status).toBe(422);
    expect(grande.body.message).toBe('El tamaño debe ser menor a 14 MB!');
    const desconocido = await actualizar(t, sid, {}, [pdf('acta_nacimiento')]);
    expect(desconocido.status).toBe(422);

    const r = await actualizar(t, sid, { 'medidas[norte][colindansia_calle]': 'CALLE 22 DE ENERO', 'medidas[norte][colindancia_mts]': '12.5', altura_mts: '35', bardeado: 'true' }, [
      ...FOTOS.map(png),
      ...PDFS.map(pdf),
    ]);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud actualizada exitosamente');
    expect(r.body.data).toMatchObject({ altura_mts: 35, bardeado: true, luz: true, medidas: { norte: { colindansia_calle: 'CALLE 22 DE ENERO', colindancia_mts: 12.5 }, sur: { colindancia_mts: 10 } } });
    expect(r.body.data.fachada).toBe('fachada.png');
    expect(r.body.data.fachada_file).toMatchObject({ tipo_archivo: 'fachada', mime_type: 'image/png', url: expect.stringMatching(/^\/api\/documentacion\/\d+$/) });
    expect((await t.raw({ method: 'GET', url: r.body.data.fachada_file.url })).statusCode).toBe(200);
    // A contract uploaded, then removed with an empty part.
    const con = await actualizar(t, sid, {}, [pdf('contrato_arrendamiento')]);
    expect(con.body.data.contrato_arrendamiento_file).toBeTruthy();
    const sin = await actualizar(t, sid, { contrato_arrendamiento: '' });
    expect(sin.status).toBe(200);
    expect(sin.body.data).toMatchObject({ contrato_arrendamiento: null, contrato_arrendamiento_file: null, fachada: 'fachada.png' });
  }, 60_000);

  it('gates before sending: the land-use certificate, the required files, the property tax', async () => {
    const sinConstancia = await t.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 10 });
    expect(sinConstancia.status).toBe(400);
    expect(sinConstancia.body.message).toBe('El predio no cuenta con constancia de uso de suelo. Adjunte la constancia de uso de suelo o solicítela en el portal antes de enviar la solicitud.');

    // Leased: the contract is required too.
    const arrendada = await actualizar(t, sid, { tipo_propiedad_id: '2' }, [pdf('constancia_uso_suelo')]);
    expect(arrendada.body.data).toMatchObject({ tipo_propiedad_id: 2, constancia_uso_suelo_exist: true });
    const faltaContrato = await t.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 10 });
    expect(faltaContrato.status).toBe(422);
    expect(faltaContrato.body.errors).toHaveProperty('contrato_arrendamiento');
    expect((await actualizar(t, sid, { tipo_propiedad_id: '1' })).status).toBe(200);

    // Property tax owed on the key: orange, and not sent.
    const debe = await t.post(BASE, torre({ clave_catastral: CLAVES_DEMO.adeudo }));
    expect(debe.status).toBe(200);
    const d = (await t.get(`${BASE}/${debe.body.data.id}`)).body.data;
    expect(d).toMatchObject({ edo_cuenta_status: 6, estatus: { color: 'naranja' }, verificacion: { descripcion: 'Predial pendiente de pago', color: 'naranja' } });
    const envio = await t.post(`${BASE}/${debe.body.data.id}/changeStatus`, { estatus_revision: 10 });
    expect(envio.status).toBe(400);
    expect(envio.body.message).toBe('El impuesto predial de la clave catastral no está pagado. Páguelo para poder enviar la solicitud a revisión.');
    // Files missing (an incomplete draft).
    const incompleta = (await t.get(`${BASE}?clv_catastral=${CLAVES_DEMO.pagada2}`)).body.data.data[0];
    const faltan = await t.post(`${BASE}/${incompleta.id}/changeStatus`, { estatus_revision: 10 });
    expect(faltan.status).toBe(400);
    await actualizar(t, incompleta.id, {}, [pdf('constancia_uso_suelo')]);
    const faltanArchivos = await t.post(`${BASE}/${incompleta.id}/changeStatus`, { estatus_revision: 10 });
    expect(faltanArchivos.status).toBe(422);
    expect(Object.keys(faltanArchivos.body.errors ?? {})).toEqual(expect.arrayContaining(['fachada', 'poliza_seguro', 'altura_mts', 'medidas']));
    // The taxpayer sets nothing but 10.
    expect((await t.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 16 })).status).toBe(400);
  }, 60_000);

  it('a land-use certificate the portal issued for the key counts (no file asked)', async () => {
    const clave = CLAVES_DEMO.hotelZofematPagado;
    const alta = await otro.post('/api/establecimientos', formularioLicencia());
    expect(alta.status).toBe(200);
    const db = e.db.db;
    await db.update(establecimientos).set({ claveCatastral: clave }).where(eq(establecimientos.id, alta.body.data.id));
    const [est] = await db.select().from(establecimientos).where(eq(establecimientos.id, alta.body.data.id));
    const s = await db.transaction(async (tx) => {
      const s = await createSolicitudesRepository({ db }).crear(tx, { def: usoSuelo, contribuyenteId: est.contribuyenteId, locacionId: est.id, datos: {}, folio: (id) => `CUS-2026-${String(id).padStart(6, '0')}` });
      await tx.insert(constanciasUsoSuelo).values({
        solicitudId: s.id,
        locacionId: est.id,
        sectorId: 1,
        giroDesarrolloId: 1,
        zonaUsoId: 1,
        tipoFormatoId: 1,
        giroActividadId: est.giroActividadId,
        domicilio: est.domicilio,
      });
      return s;
    });
    const nueva = await t.post(BASE, torre({ clave_catastral: clave }));
    expect((await t.get(`${BASE}/${nueva.body.data.id}`)).body.data.constancia_uso_suelo_exist).toBe(false);
    await db.update(solicitudes).set({ estado: 'terminada', estatus: 4 }).where(eq(solicitudes.id, s.id));
    const otraVez = await t.post(BASE, torre({ clave_catastral: clave }));
    expect((await t.get(`${BASE}/${otraVez.body.data.id}`)).body.data.constancia_uso_suelo_exist).toBe(true);
    // Sending asks for the rest of the files, never the certificate.
    const envio = await t.post(`${BASE}/${otraVez.body.data.id}/changeStatus`, { estatus_revision: 10 });
    expect(envio.status).toBe(422);
    expect(envio.body.errors).toHaveProperty('fachada');
    expect(envio.body.errors).not.toHaveProperty('constancia_uso_suelo');
    for (const id of [nueva.body.data.id, otraVez.body.data.id]) expect((await t.del(`${BASE}/${id}`)).status).toBe(200);
  }, 60_000);

  it('refuses another taxpayer, another area and staff writing', async () => {
    const { payload, headers } = formulario({ referencias: 'ajeno' });
    for (const c of [otro, pc]) {
      expect((await c.get(`${BASE}/${sid}`)).status).toBe(403);
      expect((await c.raw({ method: 'PUT', url: `${BASE}/${sid}`, payload, headers })).statusCode).toBe(403);
      expect((await c.del(`${BASE}/${sid}`)).status).toBe(403);
      expect((await c.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 10 })).status).toBe(403);
      expect((await c.post(`${BASE}/${sid}/firmarDocumento`, { documento_firmado: true })).status).toBe(403);
      expect((await c.raw({ method: 'POST', url: `${BASE}/${sid}/viewDictamenPDF`, payload: { firmado: true } })).statusCode).toBe(403);
    }
    expect((await du.get(`${BASE}/${sid}`)).status).toBe(200);
    expect((await du.raw({ method: 'PUT', url: `${BASE}/${sid}`, payload, headers })).statusCode).toBe(403);
    expect((await du.del(`${BASE}/${sid}`)).status).toBe(403);
    // A draft has no step to decide.
    expect((await du.post(`${BASE}/${sid}/changeStatus`, { estatus_revision: 16 })).status).toBe(400);
    // A request of another procedure is not a tower.
    expect((await t.get(`${BASE}/999999`)).status).toBe(403);
  });

  it('walks the chain: 10 → 16 → 3, returned by the Dirección with a reason, resent (the review again, then straight to 3) → 4, paid, validated, signed', async () => {
    const url = `${BASE}/${sid}`;
    expect((await t.raw({ method: 'POST', url: `${url}/viewDictamenPDF`, payload: { firmado: true } })).statusCode).toBe(400);
    const enviada = await t.post(`${url}/changeStatus`, { estatus_revision: 10 });
    expect(enviada.status).toBe(200);
    expect(enviada.body.message).toBe('Solicitud enviada exitosamente');
    expect(enviada.body.data).toMatchObject({ estatus_revision: 10, estatus: { descripcion: 'ENVIADA A REVISIÓN', color: 'azul' }, acciones: { editar: false, enviar: false, eliminar: false } });
    expect((await actualizar(t, sid, { referencias: 'otra' })).status).toBe(400);
    expect((await t.post(`${url}/changeStatus`, { estatus_revision: 10 })).status).toBe(400);
    expect((await t.del(url)).status).toBe(400);

    // Technical review (area 6): only its staff decide; the reason is required to return.
    const t1 = await tareaAbierta(e, sid, 'revision');
    expect(t1.areaId).toBe(6);
    expect((await du.get(`/api/tareas/${t1.id}`)).body.data.detalle).toMatchObject({ solicitud_id: sid, tipo: 'torre', folio, edo_cuenta_status: 8 });
    expect((await du.get(url)).body.data.acciones).toMatchObject({ decidir: [16, 5], firmar: false, ver_borrador: true });
    expect((await jefe.post(`${url}/changeStatus`, { estatus_revision: 16 })).status).toBe(403);
    expect((await du.post(`${url}/changeStatus`, { estatus_revision: 3 })).status).toBe(400);
    const sinMotivo = await du.post(`${url}/changeStatus`, { estatus_revision: 5 });
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.body.message).toBe('El motivo de rechazo es requerido');
    const a16 = await du.post(`${url}/changeStatus`, { estatus_revision: 16 });
    expect(a16.status).toBe(200);
    expect(a16.body.data).toMatchObject({ estatus_revision: 16, estatus: { descripcion: 'ENVIADA AL JEFE DE DEPARTAMENTO' } });

    // Head of department (61): the reviewer may not approve here.
    await tareaAbierta(e, sid, 'jefatura');
    expect((await du.post(`${url}/changeStatus`, { estatus_revision: 3 })).status).toBe(403);
    expect((await dir.post(`${url}/changeStatus`, { estatus_revision: 3 })).status).toBe(403);
    const a3 = await jefe.post(`${url}/changeStatus`, { estatus_revision: 3 });
    expect(a3.status).toBe(200);
    expect(a3.body.data).toMatchObject({ estatus_revision: 3, estatus: { descripcion: 'VALIDADA Y ENVIADA A DIRECCIÓN', color: 'azul' } });

    // The Dirección (62) returns it with a reason; the taxpayer sees it, corrects and resends.
    await tareaAbierta(e, sid, 'direccion');
    const borrador = await dir.raw({ method: 'POST', url: `${url}/viewDictamenPDF`, payload: { firmado: false } });
    expect(borrador.statusCode).toBe(200);
    expect(borrador.headers['content-type']).toBe('application/pdf');
    expect(await texto(borrador.rawPayload)).toContain('BORRADOR');
    expect((await t.raw({ method: 'POST', url: `${url}/viewDictamenPDF`, payload: { firmado: false } })).statusCode).toBe(403);
    const r5 = await dir.post(`${url}/changeStatus`, { estatus_revision: 5, motivo_rechazo: 'La póliza de seguro está vencida' });
    expect(r5.status).toBe(200);
    const devuelta = (await t.get(url)).body.data;
    expect(devuelta).toMatchObject({
      estatus_revision: 5,
      estatus: { descripcion: 'RECHAZADA', color: 'rojo' },
      motivo_rechazo: 'La póliza de seguro está vencida',
      acciones: { editar: true, enviar: true, ver_motivo: true },
    });
    expect((await actualizar(t, sid, {}, [pdf('poliza_seguro')])).status).toBe(200);
    const reenviada = await t.post(`${url}/changeStatus`, { estatus_revision: 10 });
    expect(reenviada.status).toBe(200);
    // The kit re-enters through the technical review; its approval goes straight back to the
    // Dirección, the head of department's approval standing.
    expect(reenviada.body.data.estatus_revision).toBe(10);
    await tareaAbierta(e, sid, 'revision');
    const vuelta = await du.post(`${url}/changeStatus`, { estatus_revision: 16 });
    expect(vuelta.status).toBe(200);
    expect(vuelta.body.data.estatus_revision).toBe(3);
    await tareaAbierta(e, sid, 'direccion');
    const a4 = await dir.post(`${url}/changeStatus`, { estatus_revision: 4 });
    expect(a4.status).toBe(200);
    expect(a4.body.data).toMatchObject({ estatus_revision: 4, estatus: { descripcion: 'APROBADA Y ENVIADA A FIRMA', color: 'verde' } });

    // The 1757 fee, paid online (the request's folio is the gateway's key).
    const conEdo = await esperar(async () => {
      const d = (await t.get(url)).body.data;
      return d.estado_cuenta ? d : null;
    }, 'el estado de cuenta 1757');
    expect(conEdo).toMatchObject({ acciones: { pagar: true }, estado_cuenta: { servicio_id: 1757, pagado: false } });
    expect(Number(conEdo.estado_cuenta.total)).toBeGreaterThan(0);
    const orden = await t.post('/api/pagosopb/getFolio', { idServicio: 1757, claveEstablecimiento: folio, estatusEstadoCuenta: 4, folioEstadoCuenta: conEdo.estado_cuenta.folio });
    expect(orden.status).toBe(200);
    expect((await confirmarPago(e, orden.body.data.order_id, `FP-1757-${sid}`, conEdo.estado_cuenta.total)).statusCode).toBe(200);

    // Desarrollo Urbano validates the payment in the inbox (the generic path).
    const val = await tareaAbierta(e, sid, 'validacion');
    expect(val.areaId).toBe(6);
    const validada = await du.post(`/api/tareas/${val.id}/resolver`, { resultado: 'aprobado' });
    expect(validada.body.message).toBe('Tarea resuelta exitosamente');
    expect(validada.status).toBe(200);

    // Only the Dirección signs.
    await tareaAbierta(e, sid, 'firma');
    expect((await du.post(`${url}/firmarDocumento`, { documento_firmado: true })).status).toBe(403);
    expect((await jefe.post(`${url}/firmarDocumento`, { documento_firmado: true })).status).toBe(403);
    expect((await t.post(`${url}/firmarDocumento`, { documento_firmado: true })).status).toBe(403);
    expect((await dir.get(url)).body.data.acciones).toMatchObject({ firmar: true, decidir: [] });
    const firmado = await dir.post(`${url}/firmarDocumento`, { documento_firmado: true });
    expect(firmado.status).toBe(200);
    expect(firmado.body.message).toBe('Dictamen Firmado');
    const final = await esperar(async () => {
      const d = (await t.get(url)).body.data;
      return d.documento_firmado ? d : null;
    }, 'el dictamen firmado');
    expect(final).toMatchObject({ estatus_revision: 4, estatus: { descripcion: 'DICTAMEN FIRMADO', color: 'verde' }, acciones: { ver_dictamen: true, editar: false } });
    expect(final.fecha_firma).toBeTruthy();

    const pdfFirmado = await t.raw({ method: 'POST', url: `${url}/viewDictamenPDF`, payload: { firmado: true } });
    expect(pdfFirmado.statusCode).toBe(200);
    expect(pdfFirmado.headers['content-type']).toBe('application/pdf');
    const txt = await texto(pdfFirmado.rawPayload);
    expect(txt).toContain(folio);
    expect(txt).not.toContain('BORRADOR');

    // The public check: valid; the data only with the QR's signed code.
    const v = await t.get(`/api/verificar/${folio}`);
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ folio, valida: true, licencia: null });
    expect(v.body.data.dictamen).toBeUndefined();
    const codigo = codigoVerificacion(e.config.VERIFICACION_SECRET, folio);
    expect(txt.replace(/\s/g, '')).toContain(`/verificar/${codigo}`);
    const conCodigo = (await t.get(`/api/verificar/${codigo}`)).body.data;
    expect(conCodigo).toMatchObject({ folio, valida: true, dictamen: { tipo: 'torre', tramite: 'Permiso de antenas y torres', clave_catastral: CLAVES_DEMO.pagada } });
    expect(conCodigo.dictamen.caracteristicas).toEqual(expect.arrayContaining([{ etiqueta: 'Altura', valor: '35.00 m' }]));
    // A folio of a request not signed is not valid.
    const otra = (await t.get(BASE)).body.data.data.find((x: { documento_firmado: boolean }) => !x.documento_firmado);
    expect((await t.get(`/api/verificar/${otra.folio}`)).body.data).toMatchObject({ valida: false });
  }, 180_000);

  it('deletes a draft (18, no longer listed) and refuses a second delete', async () => {
    const r = await t.post(BASE, torre());
    const id = r.body.data.id;
    const antes = (await t.get(BASE)).body.data.total;
    const borrada = await t.del(`${BASE}/${id}`);
    expect(borrada.status).toBe(200);
    expect(borrada.body.message).toBe('Solicitud eliminada exitosamente');
    expect((await t.get(`${BASE}/${id}`)).body.data).toMatchObject({ estatus_revision: 18, estatus: { descripcion: 'ELIMINADA' }, acciones: { editar: false, enviar: false, eliminar: false } });
    expect((await t.get(BASE)).body.data.total).toBe(antes - 1);
    expect((await t.del(`${BASE}/${id}`)).status).toBe(400);
    expect((await t.post(`${BASE}/${id}/changeStatus`, { estatus_revision: 10 })).status).toBe(400);
    expect((await actualizar(t, id, { referencias: 'x' })).status).toBe(400);

    // A returned request (5) may be deleted too: its workflow stops.
    const devuelta = (await t.post(BASE, torre())).body.data.id as number;
    expect((await actualizar(t, devuelta, {}, [...FOTOS.map(png), ...PDFS.map(pdf), pdf('constancia_uso_suelo')])).status).toBe(200);
    expect((await t.post(`${BASE}/${devuelta}/changeStatus`, { estatus_revision: 10 })).status).toBe(200);
    await tareaAbierta(e, devuelta, 'revision');
    expect((await du.post(`${BASE}/${devuelta}/changeStatus`, { estatus_revision: 5, motivo_rechazo: 'Faltan datos' })).status).toBe(200);
    expect((await t.del(`${BASE}/${devuelta}`)).status).toBe(200);
    expect((await t.get(`${BASE}/${devuelta}`)).body.data).toMatchObject({ estatus_revision: 18, acciones: { enviar: false } });
    expect((await t.post(`${BASE}/${devuelta}/changeStatus`, { estatus_revision: 10 })).status).toBe(400);
  }, 60_000);
});
