// Rights assignments (spec 3 §2.8, §3.7, §4.6, §5.6, §7.7, §8.2) on real PostgreSQL and
// Temporal: the draft with its six files (PDFs, the photo png/jpeg), the rules (the taxpayer must hold
// the stall, the new RFC is someone else), the list and its filters, the update at 1 or 5, the 403s
// (another taxpayer, another area, the taxpayer on Mercados' paths) and 401s; then the whole walk —
// sent, returned by Mercados (rechazarSolicitudcesion) and resent, approved in the inbox, the 1760
// statement (12 × the floor fee), the receipt only at 10, its validation, the authorization format,
// the secretary's authorization, finished (4) — and the concession moved: locales_mercado, the
// padrón (simulator) and concesionarioByRFC for the new and the old holder.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagosRepository } from '../../api/pagos/pagos.repository';
import { localesMercado, rangosCobroPiso } from '../../db/schema';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { mercadoPorId } from '../../domain/licencia/mercados';
import { jpegValido } from '../../sim/muestras';
import { esperar, formulario, pdf, png, type Archivo } from './dictamenes-ayuda';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, nuevoContribuyente, tareaAbierta, type Entorno } from './harness';
import { localDeConcesionario } from './mundo-cesion';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof entrar>>;
const X = '/api/cesion-DerechoExterno';
const R = '/api/cesionDerechoExterno';
const S = '/api/cesion-Derecho';
const SEIS = ['docSolicitud', 'docSolicitudAnt', 'docBajaSat', 'docAltaSat', 'docActaComp'].map(pdf).concat(png('docFoto'));
const jpeg = (campo: string): Archivo => ({ campo, nombre: `${campo}.jpg`, tipo: 'image/jpeg', contenido: jpegValido() });

const partes = async (c: Pick<Cliente, 'raw'>, method: 'POST' | 'PUT', url: string, campos: Record<string, string>, archivos: Archivo[] = []) => {
  const r = await c.raw({ method, url, ...formulario(campos, archivos) });
  return { status: r.statusCode, body: r.json() };
};

async function esperarDto(c: Cliente, url: string, fn: (d: any) => boolean) {
  return esperar(async () => {
    const d = (await c.get(url)).body.data;
    return fn(d) ? d : null;
  }, url);
}

describe('rights assignments (spec 3 §7.7)', () => {
  let t: Cliente & { rfc: string };
  let nuevo: Cliente & { rfc: string };
  let otro: Cliente & { rfc: string };
  let mer: Cliente;
  let du: Cliente;
  let estId = 0;
  let local = { id: 0, numero: '', mercadoId: 1 };
  let otroEst = 0;
  let otroLocal = 0;
  let sid = 0;
  const campos = () => ({ locacion: String(estId), id_local_mercado: String(local.id), rfc: nuevo.rfc, familiar: '0' });

  beforeAll(async () => {
    [t, otro, mer, du] = await Promise.all([contribuyenteConPerfil(e), contribuyenteConPerfil(e), entrar(e, 'mercados'), entrar(e, 'desarrollo.urbano')]);
    nuevo = await nuevoContribuyente(e);
    // Our own floor-fee ranges (this test's database only): 12 m² pays $600.00 a month.
    await e.db.db.delete(rangosCobroPiso);
    await e.db.db.insert(rangosCobroPiso).values([
      { m2Desde: '0.00', m2Hasta: '10.00', cuotaMensual: '350.00' },
      { m2Desde: '10.01', m2Hasta: '20.00', cuotaMensual: '600.00' },
      { m2Desde: '20.01', m2Hasta: '40.00', cuotaMensual: '950.00' },
    ]);
    const a = await localDeConcesionario(e, { contribuyenteId: t.contribuyenteId!, rfc: t.rfc, superficie: '12.00' });
    estId = a.est.id;
    local = { id: a.local.id, numero: a.local.numero, mercadoId: a.local.mercadoId };
    // The padrón lists the stall as the taxpayer's too (its old holder must stop answering there).
    await e.deps.padronMercados.transferirConcesion({ mercado: mercadoPorId(1)!.nombre, local: local.numero, rfc: t.rfc, nombre: 'CEDENTE DE PRUEBA' });
    const b = await localDeConcesionario(e, { contribuyenteId: otro.contribuyenteId!, rfc: otro.rfc, superficie: '55.00' });
    otroEst = b.est.id;
    otroLocal = b.local.id;
  }, 60_000);

  it('creates the draft (CES- folio, 1 INICIO) with its six files; refuses missing fields, wrong types, the own RFC, a stall not held, staff', async () => {
    const vacia = await partes(t, 'POST', R, {});
    expect(vacia.status).toBe(422);
    expect(vacia.body.message).toBe('Por favor, llene todos los campos obligatorios.');
    expect(Object.keys(vacia.body.errors)).toEqual(expect.arrayContaining(['locacion', 'id_local_mercado', 'rfc', 'docSolicitud', 'docFoto', 'docActaComp']));
    const fotoPdf = await partes(t, 'POST', R, campos(), SEIS.filter((a) => a.campo !== 'docFoto').concat(pdf('docFoto')));
    expect(fotoPdf.status).toBe(422);
    expect(fotoPdf.body.errors.docFoto).toEqual(['La fotografía debe ser una imagen (png, jpg, jpeg).']);
    const satPng = await partes(t, 'POST', R, campos(), SEIS.filter((a) => a.campo !== 'docBajaSat').concat(png('docBajaSat')));
    expect(satPng.status).toBe(422);
    expect(satPng.body.errors.docBajaSat).toEqual(['Solo se permiten archivos PDF']);
    const propio = await partes(t, 'POST', R, { ...campos(), rfc: t.rfc }, SEIS);
    expect(propio.status).toBe(422);
    expect(propio.body.message).toBe('El nuevo concesionario no puede ser el mismo concesionario actual');
    // Another taxpayer: not their establishment; on their own establishment, not their stall.
    expect((await partes(otro, 'POST', R, campos(), SEIS)).status).toBe(422);
    const noTitular = await partes(otro, 'POST', R, { ...campos(), locacion: String(otroEst) }, SEIS);
    expect(noTitular.status).toBe(422);
    expect(noTitular.body.message).toBe('No es el concesionario de este local en el padrón de mercados');
    expect(noTitular.body.errors.id_local_mercado).toBeDefined();
    expect((await partes(mer, 'POST', R, campos(), SEIS)).status).toBe(403);
    expect((await partes(cliente(e), 'POST', R, campos(), SEIS)).status).toBe(401);

    const r = await partes(t, 'POST', R, campos(), SEIS);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud de cesión de derechos registrada exitosamente');
    const d = r.body.data;
    sid = d.id;
    expect(d.folio).toMatch(/^CES-\d{4}-\d{6,}$/);
    expect(d).toMatchObject({
      rfc: nuevo.rfc,
      id_local_mercado: local.id,
      local_mercado: { id: local.id, mercado_id: 1, numero: local.numero, locacion: expect.stringMatching(/^ABARROTES/) },
      id_cesionario: nuevo.contribuyenteId,
      cesionario: { rfc: nuevo.rfc },
      familiar: false,
      estatus: 1,
      estatus_label: 'INICIO',
      motivo_rechazo: null,
      locacion: estId,
      id_edo_cuenta: null,
      docEdoCuenta: null,
      docGenerado: null,
      docAutorizacion: null,
      baja_form_licen_concesionario: null,
      concesion_transferida: false,
      acciones: { editar: true, enviar: true, subirRecibo: false, pagar: null },
    });
    for (const k of ['docSolicitud', 'docSolicitudAnt', 'docFoto', 'docBajaSat', 'docAltaSat', 'docActaComp']) expect(d[k]).toMatch(/^\/api\/documentacion\/\d+$/);
    const foto = await t.raw({ method: 'GET', url: d.docFoto });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toContain('image/png');
  }, 60_000);

  it('lists the taxpayer’s own (10 a page) with the filters; another taxpayer and staff are refused', async () => {
    const todas = (await t.get(`${X}/getAllSolicitudes/${t.contribuyenteId}`)).body.data;
    expect(todas).toMatchObject({ total: 1, per_page: 10, current_page: 1, from: 1, last_page: 1, data: [{ id: sid }] });
    expect((await t.get(`${X}/getAllSolicitudes/${t.contribuyenteId}?id_estatus=1`)).body.data.total).toBe(1);
    expect((await t.get(`${X}/getAllSolicitudes/${t.contribuyenteId}?id_estatus=10`)).body.data.total).toBe(0);
    expect((await t.get(`${X}/getAllSolicitudes/${t.contribuyenteId}?nombre_comercial=abarrotes`)).body.data.total).toBe(1);
    expect((await t.get(`${X}/getAllSolicitudes/${t.contribuyenteId}?nombre_comercial=zapateria`)).body.data.total).toBe(0);
    expect((await otro.get(`${X}/getAllSolicitudes/${t.contribuyenteId}`)).status).toBe(403);
    expect((await mer.get(`${X}/getAllSolicitudes/${t.contribuyenteId}`)).status).toBe(403);
    expect((await cliente(e).get(`${X}/getAllSolicitudes/${t.contribuyenteId}`)).status).toBe(401);
  });

  it('updates at 1 (files optional, the photo as jpeg); 403 for others and for staff writing; Mercados’ paths refuse the taxpayer and other areas', async () => {
    const antes = (await t.get(`${R}/${sid}`)).body.data;
    const r = await partes(t, 'PUT', `${R}/${sid}`, { familiar: '1' }, [jpeg('docFoto')]);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud actualizada exitosamente');
    expect(r.body.data).toMatchObject({ familiar: true, docSolicitud: antes.docSolicitud });
    expect(r.body.data.docFoto).not.toBe(antes.docFoto);
    for (const c of [otro, du, nuevo]) {
      expect((await c.get(`${R}/${sid}`)).status).toBe(403);
      expect((await partes(c, 'PUT', `${R}/${sid}`, { familiar: '0' })).status).toBe(403);
      expect((await c.post(`${X}/aprovarSolicitud/${sid}`)).status).toBe(403);
      expect((await partes(c, 'POST', `${X}/subirArchivoSolidPago/${sid}`, {}, [pdf('docSolidPago')])).status).toBe(403);
    }
    expect((await mer.get(`${R}/${sid}`)).status).toBe(200);
    expect((await partes(mer, 'PUT', `${R}/${sid}`, { familiar: '0' })).status).toBe(403);
    expect((await mer.post(`${X}/aprovarSolicitud/${sid}`)).status).toBe(403);
    for (const c of [t, otro, du]) {
      expect((await c.post(`${S}/rechazarSolicitudcesion/${sid}`, { motivo_rechazo: 'x' })).status).toBe(403);
      expect((await c.post(`${S}/guardarDocGen/${sid}`)).status).toBe(403);
      expect((await partes(c, 'POST', `${S}/subirArchivoAutoSec/${sid}`, {}, [pdf('docAutorizacion')])).status).toBe(403);
    }
    const anon = cliente(e);
    expect((await anon.get(`${R}/${sid}`)).status).toBe(401);
    expect((await anon.post(`${X}/aprovarSolicitud/${sid}`)).status).toBe(401);
    expect((await anon.post(`${S}/guardarDocGen/${sid}`)).status).toBe(401);
    // A draft: no receipt, no step for Mercados to return, no format yet.
    const recibo = await partes(t, 'POST', `${X}/subirArchivoSolidPago/${sid}`, {}, [pdf('docSolidPago')]);
    expect(recibo.status).toBe(400);
    expect(recibo.body.message).toBe('No se pudo guardar el archivo.');
    expect((await mer.post(`${S}/rechazarSolicitudcesion/${sid}`, { motivo_rechazo: 'x' })).status).toBe(400);
    const formato = await mer.post(`${S}/guardarDocGen/${sid}`);
    expect(formato.status).toBe(400);
    expect(formato.body.message).toBe('El formato de autorización se genera en el paso de autorización de la Secretaría');
    expect((await mer.post(`${S}/guardarDocGen/999999999`)).status).toBe(404);
  }, 60_000);

  it('walks the assignment to 4 FINALIZADA and moves the concession (portal copy, padrón, concesionarioByRFC)', async () => {
    const url = `${R}/${sid}`;
    const enviada = await t.post(`${X}/aprovarSolicitud/${sid}`);
    expect(enviada.status).toBe(200);
    expect(enviada.body.message).toBe('Su solicitud ha sido enviada exitosamente');
    expect(enviada.body.data).toMatchObject({ estatus: 10, estatus_label: 'EN PROCESO', acciones: { editar: false, enviar: false } });
    expect((await t.post(`${X}/aprovarSolicitud/${sid}`)).status).toBe(400);
    expect((await partes(t, 'PUT', url, { familiar: '0' })).body.message).toBe('La solicitud ya no se puede modificar');
    // At 10 but in review: no fee waits yet.
    const pronto = await partes(t, 'POST', `${X}/subirArchivoSolidPago/${sid}`, {}, [pdf('docSolidPago')]);
    expect(pronto.status).toBe(400);
    expect(pronto.body.message).toBe('No se pudo guardar el archivo.');

    // Mercados returns it with rechazarSolicitudcesion (the same move as the inbox's return).
    const t1 = await tareaAbierta(e, sid, 'revision');
    expect(t1.areaId).toBe(27);
    const det = (await mer.get(`/api/tareas/${t1.id}`)).body.data.detalle;
    expect(det).toMatchObject({ folio: enviada.body.data.folio, cedente: { rfc: t.rfc }, cesionario: { rfc: nuevo.rfc }, familiar: true, local_mercado: { id: local.id }, puedeGenerarFormato: false, puedeSubirAutorizacion: false });
    expect(det.documentos).toHaveLength(6);
    expect(det.documentos.find((x: { tipo: string }) => x.tipo === 'imagen').etiqueta).toBe('Fotografía del nuevo concesionario');
    expect((await du.get(`/api/tareas/${t1.id}`)).status).toBe(403);
    const sinMotivo = await mer.post(`${S}/rechazarSolicitudcesion/${sid}`, { motivo_rechazo: '  ' });
    expect(sinMotivo.status).toBe(422);
    expect(sinMotivo.body.message).toBe('Escriba el motivo del rechazo');
    const rechazo = await mer.post(`${S}/rechazarSolicitudcesion/${sid}`, { motivo_rechazo: 'El acta de comparecencia no está firmada' });
    expect(rechazo.status).toBe(200);
    expect(rechazo.body.message).toBe('Solicitud de cesión de derechos rechazada');
    const devuelta = await esperarDto(t, url, (d) => d.estatus === 5);
    expect(devuelta).toMatchObject({ estatus_label: 'RECHAZADA', motivo_rechazo: 'El acta de comparecencia no está firmada', acciones: { editar: true, enviar: true } });
    const corregida = await partes(t, 'PUT', url, {}, [pdf('docActaComp')]);
    expect(corregida.status).toBe(200);
    expect(corregida.body.data.docActaComp).not.toBe(devuelta.docActaComp);
    const reenviada = await t.post(`${X}/aprovarSolicitud/${sid}`);
    expect(reenviada.status).toBe(200);
    expect(reenviada.body.data).toMatchObject({ estatus: 10, motivo_rechazo: null });
    const t2 = await tareaAbierta(e, sid, 'revision');
    expect((await du.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);
    expect((await mer.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // The 1760 statement: 12 × $600.00; the receipt at 10.
    const pago = await esperarDto(t, url, (d) => d.acciones.subirRecibo);
    expect(pago).toMatchObject({ estatus: 10, acciones: { subirRecibo: true, pagar: 1760 }, id_edo_cuenta: expect.any(Number), docEdoCuenta: expect.stringMatching(/^\/api\/estadocuenta\/\d+\/pdf$/) });
    const edo = await createPagosRepository({ db: e.db.db }).ultimo(sid, 1760);
    expect(edo?.total).toBe('7200.00');
    expect((await t.raw({ method: 'GET', url: pago.docEdoCuenta })).statusCode).toBe(200);
    const malo = await partes(t, 'POST', `${X}/subirArchivoSolidPago/${sid}`, {}, [png('docSolidPago')]);
    expect(malo.status).toBe(422);
    expect(malo.body.message).toBe('No se pudo guardar el archivo.');
    const recibo = await partes(t, 'POST', `${X}/subirArchivoSolidPago/${sid}`, { id_recibo_pago: '' }, [pdf('docSolidPago')]);
    expect(recibo.status).toBe(200);
    expect(recibo.body.message).toBe('Recibo de pago guardado exitosamente');
    expect(recibo.body.data).toMatchObject({ id_recibo_pago: expect.any(Number), docSolidPago: expect.stringMatching(/^\/api\/documentacion\//), acciones: { subirRecibo: false } });

    const v = await tareaAbierta(e, sid, 'validacion_pago');
    expect(v.areaId).toBe(27);
    expect((await mer.get(`/api/tareas/${v.id}`)).body.data.detalle.docSolidPago).toBe(recibo.body.data.docSolidPago);
    expect((await mer.post(`/api/tareas/${v.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // The authorization step (3 VALIDADA): the format, then the secretary's signed authorization, then finish.
    const a = await tareaAbierta(e, sid, 'autorizacion');
    expect((await esperarDto(t, url, (d) => d.estatus === 3)).estatus_label).toBe('VALIDADA');
    const sinAut = await mer.post(`/api/tareas/${a.id}/resolver`, { resultado: 'aprobado' });
    expect(sinAut.status).toBe(400);
    expect(sinAut.body.message).toBe('Suba la autorización firmada por la Secretaría antes de finalizar la cesión');
    const antesFormato = await partes(mer, 'POST', `${S}/subirArchivoAutoSec/${sid}`, {}, [pdf('docAutorizacion')]);
    expect(antesFormato.status).toBe(400);
    expect(antesFormato.body.message).toBe('Genere el formato de autorización antes de subir la autorización de la Secretaría');
    expect((await mer.get(`/api/tareas/${a.id}`)).body.data.detalle).toMatchObject({ puedeGenerarFormato: true, puedeSubirAutorizacion: false, docGenerado: null });
    const gen = await mer.post(`${S}/guardarDocGen/${sid}`);
    expect(gen.status).toBe(200);
    expect(gen.body.message).toBe('Formato de autorización generado.');
    const f = await mer.raw({ method: 'GET', url: gen.body.data.docGenerado });
    expect(f.statusCode).toBe(200);
    expect(f.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.raw({ method: 'GET', url: gen.body.data.docGenerado })).statusCode).toBe(200);
    expect((await partes(mer, 'POST', `${S}/subirArchivoAutoSec/${sid}`, {}, [png('docAutorizacion')])).status).toBe(422);
    const aut = await partes(mer, 'POST', `${S}/subirArchivoAutoSec/${sid}`, {}, [pdf('docAutorizacion')]);
    expect(aut.status).toBe(200);
    expect(aut.body.message).toBe('Autorización de la Secretaría guardada exitosamente');
    expect(aut.body.data.docAutorizacion).toMatch(/^\/api\/documentacion\/\d+$/);
    expect((await mer.get(`/api/tareas/${a.id}`)).body.data.detalle).toMatchObject({ puedeSubirAutorizacion: true, docAutorizacion: aut.body.data.docAutorizacion });
    expect((await mer.post(`/api/tareas/${a.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    const final = await esperarDto(t, url, (d) => d.estatus === 4 && d.concesion_transferida);
    expect(final).toMatchObject({ estatus_label: 'FINALIZADA', acciones: { editar: false, enviar: false, subirRecibo: false, pagar: null } });
    expect(final.tramite.estatus).toBe(4);

    // The portal's copy of the padrón names the new concessionaire.
    const [l] = await e.db.db.select().from(localesMercado).where(eq(localesMercado.id, local.id));
    expect(l).toMatchObject({ concesionarioRfc: nuevo.rfc, concesionarioContribuyenteId: nuevo.contribuyenteId, cesionSolicitudId: sid });
    // The padrón (the simulator) too, after the projection's commit.
    const enPadron = await esperar(() => e.deps.padronMercados.buscarConcesionario(nuevo.rfc), 'el padrón con el nuevo concesionario');
    expect(enPadron).toMatchObject({ mercado: mercadoPorId(1)!.nombre, local: local.numero });
    expect(await e.deps.padronMercados.buscarConcesionario(t.rfc)).toBeNull();
    // concesionarioByRFC: the new holder is in the padrón with the stall; the old holder no longer is.
    const si = await nuevo.get(`/api/locales-mercados/concesionarioByRFC/${nuevo.rfc}`);
    expect(si.status).toBe(200);
    expect(si.body).toMatchObject({ success: true, message: MSG.padronMercados, data: { rfc: nuevo.rfc, mercado_id: 1, local: local.numero } });
    const no = await t.get(`/api/locales-mercados/concesionarioByRFC/${t.rfc}`);
    expect(no.body).toMatchObject({ success: false, message: MSG_EXTRA.noConcesionario, data: null });
  }, 180_000);

  it('concesionarioByRFC: a stall the padrón still lists for an RFC but whose portal copy names someone else is not theirs', async () => {
    const [l] = await e.db.db.select().from(localesMercado).where(eq(localesMercado.id, otroLocal));
    await e.db.db.update(localesMercado).set({ concesionarioRfc: 'XAXX010101000' }).where(eq(localesMercado.id, otroLocal));
    await e.deps.padronMercados.transferirConcesion({ mercado: mercadoPorId(1)!.nombre, local: l.numero, rfc: otro.rfc, nombre: 'OTRO' });
    const r = await otro.get(`/api/locales-mercados/concesionarioByRFC/${otro.rfc}`);
    expect(r.body).toMatchObject({ success: false, data: null });
    await e.db.db.update(localesMercado).set({ concesionarioRfc: otro.rfc }).where(eq(localesMercado.id, otroLocal));
    const s = await otro.get(`/api/locales-mercados/concesionarioByRFC/${otro.rfc}`);
    expect(s.body).toMatchObject({ success: true, data: { local: l.numero } });
  });

  it('a stall whose surface no floor-fee range holds: Mercados cannot approve the review (a clear message)', async () => {
    const r = await partes(otro, 'POST', R, { locacion: String(otroEst), id_local_mercado: String(otroLocal), rfc: nuevo.rfc, familiar: 'true' }, SEIS);
    expect(r.status).toBe(200);
    const id = r.body.data.id;
    expect((await otro.post(`${X}/aprovarSolicitud/${id}`)).status).toBe(200);
    const tarea = await tareaAbierta(e, id, 'revision');
    const res = await mer.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No hay un rango de cobro de piso para la superficie del local (55.00 m²). Registre el rango en Mercados antes de validar la solicitud.');
  }, 60_000);
});
