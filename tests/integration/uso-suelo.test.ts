// Land-use certificates as their own procedure, through the API against real PostgreSQL and
// Temporal (spec 1 §4.4, §7.4–7.5, §9; spec 3 §2.4, §3.3, §5.3, §7.3): the spec's routes, the
// two-certificate rule, Desarrollo Urbano's two reviews, the 1755 payment (gateway and proof), the
// printed certificate with its typeId, and who may call each route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { firmar } from '../../activities/adapters/pasarela';
import { createActivities } from '../../activities';
import { notificaciones, solicitudes, tareas } from '../../db/schema';
import type { EventoTramite } from '../../domain/tramite/definicion';
import { aplicarEvento, nuevoTramite, persistir } from '../../domain/tramite/maquina';
import { SERVICIO } from '../../domain/tramite/servicios';
import { usoSuelo } from '../../domain/usosuelo/definicion';
import { createUsoSueloRepository } from '../../api/usosuelo/usosuelo.repository';
import { createEstablecimientosRepository } from '../../api/establecimientos/establecimientos.repository';
import { ARCHIVOS, SECRETO_PASARELA, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, tareaAbierta as tareaAbiertaDe, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  // The API's own wait for the workflow (UPDATE_TIMEOUT_MS, 20 s): a shorter one made the worker-outage
  // case quicker but failed sends on a busy machine, where a cold worker's first answer took longer.
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;

/** Sector II, comercio al por menor, corredor urbano (a 'Compatible' certificate, format 1). */
const FORM = { sector_id: 2, giro_desarrollo_id: 1, zona_uso_id: 5, locacion_id: 1 };

async function establecimiento(t: Cliente, nombre = 'ABARROTES LA CEIBA') {
  const r = await t.post('/api/establecimientos', formularioLicencia({ nombre_comercial: nombre }));
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.data.id as number, licenciaId: r.body.data.licencia[0].id as number, externalId: r.body.data.external_id as string };
}

async function solicitar(t: Cliente, locacion: number, form: Record<string, unknown> = FORM) {
  return t.post(`/api/nueva-constancia-uso-suelo/create/${locacion}`, form);
}

const tareaAbierta = (solicitudId: number, paso: string) => tareaAbiertaDe(e, solicitudId, paso);

/** The gateway's signed confirmation, exactly as the simulator or the real gateway sends it. */
async function confirmarPago(orderId: string, folioPago: string, monto: string) {
  const cuerpo = JSON.stringify({ order_id: orderId, folio_pago: folioPago, autorizacion: 'A7788', monto, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
  return e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', 'x-pasarela-firma': firmar(cuerpo, SECRETO_PASARELA) } });
}

/** The statement the workflow issues once verification is approved. */
async function estadoPorPagar(t: Cliente, id: number) {
  for (let i = 0; i < 150; i++) {
    const r = await t.get(`/api/constancia_uso_suelo/${id}/getEdoCuentaConstanciaSuelo`);
    const e0 = r.body.data.estados_cuenta.find((x: { pagado: boolean }) => !x.pagado);
    if (e0) return e0 as { id: number; folio: string; total: string; servicio_id: number };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no se emitió el estado de cuenta');
}

async function texto(buf: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(buf)), { mergePages: true })).text;
}

/**
 * An approved certificate without a workflow: the request is walked through its machine and
 * projected by the real projection activity (the rule tests need certificates in a given state).
 */
async function constanciaEn(est: { id: number }, eventos: EventoTramite[]) {
  const e0 = (await createEstablecimientosRepository({ db: e.db.db }).porId(est.id))!;
  const r = await createUsoSueloRepository({ db: e.db.db }).crear(e0, { sector_id: 1, giro_desarrollo_id: 1, zona_uso_id: 1 });
  if (!r.ok) throw new Error(r.motivo);
  let s = nuevoTramite(usoSuelo, {});
  for (const ev of eventos) s = aplicarEvento(usoSuelo, s, ev)!;
  await createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' }).proyectarSolicitud({ solicitudId: r.vista.s.id, snapshot: persistir(s), version: 1 });
  return r.vista.s.id;
}
const APROBADA: EventoTramite[] = [
  { type: 'ENVIAR' },
  { type: 'APROBAR', paso: 'verificacion', revisorId: 1 },
  { type: 'PAGO_CONFIRMADO', servicio: SERVICIO.USO_SUELO },
  { type: 'APROBAR', paso: 'validacion', revisorId: 1 },
];

describe('land-use certificate: the form (spec 3 §5.3)', () => {
  it('Sector, Giro o categoría and Zona de uso are required: 422 with the spec message, nothing created', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    const r = await solicitar(t, est.id, { sector_id: '', giro_desarrollo_id: 99 });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Los datos enviados son inválidos');
    expect(r.body.errors).toEqual({ sector_id: ['El campo es requerido'], giro_desarrollo_id: ['El campo es requerido'], zona_uso_id: ['El campo es requerido'] });
    const lista = await t.get(`/api/constancia_uso_suelo/establecimiento/${est.id}`);
    expect(lista.body.data).toMatchObject({ total: 0, data: [], nueva: { permitida: true, motivo: null } });
  });

  it('the lookups: sectors, giros and zones, each zone with the format it issues', async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await t.get('/api/constancia_uso_suelo/catalogos');
    expect(r.status).toBe(200);
    expect(r.body.data.sectores.length).toBeGreaterThan(3);
    expect(r.body.data.giros_desarrollo).toContainEqual({ id: 1, label: 'Comercio al por menor' });
    expect(r.body.data.zonas_uso).toContainEqual({ id: 5, label: 'CU · Corredor urbano', clave: 'CU', tipo_formato_id: 1 });
  });
});

describe('land-use certificate, end to end through the API (spec 1 §4.4, §7.4–7.5)', () => {
  it('requested, returned and resent, verified, paid online, validated, printed with its typeId, with its receipt', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    expect((await t.get(`/api/establecimientos/${est.id}`)).body.data.tiene_uso_suelo).toBe(false);
    const r = await solicitar(t, est.id);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Constancia de uso de suelo solicitada exitosamente');
    const c = r.body.data;
    expect(c).toMatchObject({
      locacion_id: est.id,
      sector: 'Sector II · Bahía',
      giro_desarrollo: 'Comercio al por menor',
      zona_uso: 'CU · Corredor urbano',
      giro_opb: 'ABARROTES',
      estatus_general: 10,
      estatus_texto: 'Enviada a revisión',
      en_revision: 'En revisión',
      formato_uso_suelo: { tipo_formato_id: 1, resolucion: 'Compatible' },
      acciones: { editar: false, enviar: false, imprimir: false },
    });
    expect(c.folio).toMatch(/^CUS-\d{4}-\d{6,}$/);

    // The list (five per page) shows it, and no new one may be asked for while it is in process.
    const lista = (await t.get(`/api/constancia_uso_suelo/establecimiento/${est.id}?page=1`)).body.data;
    expect(lista).toMatchObject({ total: 1, per_page: 5, last_page: 1, nueva: { permitida: false, motivo: 'Podrá solicitar una nueva constancia de uso de suelo cuando todas las anteriores estén aprobadas.' } });
    expect(lista.data.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const otra = await solicitar(t, est.id);
    expect(otra.status).toBe(400);
    expect(otra.body.message).toBe('Podrá solicitar una nueva constancia de uso de suelo cuando todas las anteriores estén aprobadas.');

    // Desarrollo Urbano (area 6) verifies it; Licencias neither sees the task nor the certificate.
    const t1 = await tareaAbierta(c.id, 'verificacion');
    expect(t1).toMatchObject({ areaId: 6, titulo: 'Verificación de constancia de uso de suelo', locacionId: est.id });
    const du = await entrar(e, 'desarrollo.urbano');
    const lic = await entrar(e, 'revisor.licencias');
    expect((await lic.get(`/api/tareas/${t1.id}`)).status).toBe(403);
    expect((await lic.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);
    expect((await lic.get(`/api/constancia_uso_suelo/${c.id}`)).status).toBe(403);
    expect((await lic.get(`/api/constancia_uso_suelo/establecimiento/${est.id}`)).status).toBe(403);
    const det = await du.get(`/api/tareas/${t1.id}`);
    expect(det.status).toBe(200);
    expect(det.body.data.detalle).toMatchObject({ folio: c.folio, zona_uso: 'CU · Corredor urbano', establecimiento: { nombre_comercial: 'ABARROTES LA CEIBA' }, contribuyente: { rfc: t.rfc } });
    // The reviewer checks the place: its point on the map and its photos (none were uploaded here).
    expect(det.body.data.detalle.ubicacion).toEqual({ latitud: 18.5036, longitud: -88.2961 });
    expect(det.body.data.detalle.fotos).toEqual([]);
    expect(det.body.data.tramite).toMatchObject({ procedimiento: 'usosuelo', paso_actual: 'verificacion' });
    // Staff of the area read the certificate and the list, and never write.
    expect((await du.get(`/api/constancia_uso_suelo/${c.id}`)).status).toBe(200);
    expect((await du.get(`/api/constancia_uso_suelo/establecimiento/${est.id}`)).status).toBe(200);
    expect((await du.put(`/api/constancia_uso_suelo/${c.id}`, FORM)).status).toBe(403);
    expect((await du.post(`/api/constancia_uso_suelo/${c.id}/changestatus`, { estatus_general: 1 })).status).toBe(403);
    expect((await du.post(`/api/nueva-constancia-uso-suelo/create/${est.id}`, FORM)).status).toBe(403);

    // Locked while in review.
    const bloqueada = await t.put(`/api/constancia_uso_suelo/${c.id}`, { ...FORM, zona_uso_id: 3 });
    expect(bloqueada.status).toBe(400);
    expect(bloqueada.body.message).toBe('La constancia está en revisión o aprobada y no puede modificarse');

    // Returned with a reason (5): the taxpayer edits it and sends it with 'Enviar a uso de suelo'.
    expect((await du.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'El predio está en zona habitacional mixta' })).status).toBe(200);
    const devuelta = (await t.get(`/api/constancia_uso_suelo/${c.id}`)).body.data;
    expect(devuelta).toMatchObject({ estatus_general: 5, estatus_texto: 'Devuelta', motivo_rechazo: 'El predio está en zona habitacional mixta', acciones: { editar: true, enviar: true } });
    const editada = await t.put(`/api/constancia_uso_suelo/${c.id}`, { ...FORM, zona_uso_id: 3 });
    expect(editada.status).toBe(200);
    expect(editada.body.message).toBe('Solicitud actualizada exitosamente');
    expect(editada.body.data).toMatchObject({ zona_uso: 'HM · Habitacional mixto', formato_uso_suelo: { tipo_formato_id: 1 } });
    const reenvio = await t.post(`/api/constancia_uso_suelo/${c.id}/changestatus`, { estatus_general: 1 });
    expect(reenvio.status).toBe(200);
    expect(reenvio.body.message).toBe('Su solicitud ha sido enviada exitosamente');
    expect(reenvio.body.data).toMatchObject({ estatus_general: 10, motivo_rechazo: null });
    expect((await t.post(`/api/constancia_uso_suelo/${c.id}/changestatus`, { estatus_general: 1 })).status).toBe(400);
    const t1b = await tareaAbierta(c.id, 'verificacion');
    expect(t1b.ronda).toBe(2);
    expect((await du.get(`/api/tareas/${t1b.id}`)).body.data.motivo_anterior).toBe('El predio está en zona habitacional mixta');
    expect((await du.post(`/api/tareas/${t1b.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // The 1755 statement: JSON and PDF (spec 1 §7.5, spec 3 §7.3); 2 while it waits to be paid.
    const edo = await estadoPorPagar(t, c.id);
    expect(edo).toMatchObject({ servicio_id: 1755 });
    const porPagar = (await t.get(`/api/constancia_uso_suelo/${c.id}`)).body.data;
    expect(porPagar).toMatchObject({ estatus_general: 2, estatus_verificacion: 4, estatus_edo_cuenta: 4, acciones: { pagar: 1755, comprobante: 1755 } });
    const pdfEdo = await t.raw({ method: 'GET', url: `/api/constancia_uso_suelo/${c.id}/viewestadocuenta` });
    expect(pdfEdo.statusCode).toBe(200);
    expect(pdfEdo.headers['content-type']).toBe('application/pdf');
    expect(await texto(pdfEdo.rawPayload)).toContain(edo.folio);

    // Printing before it is approved is refused.
    const temprano = await t.raw({ method: 'POST', url: `/api/constancia_uso_suelo/${c.id}/imprimirconstancia?typeId=1` });
    expect(temprano.statusCode).toBe(400);
    expect(temprano.json().message).toBe('La constancia de uso de suelo aún no ha sido aprobada');

    // Paid online: the gateway's signed confirmation moves it to validation.
    const folio = await t.post('/api/pagosopb/getFolio', { idServicio: 1755, claveEstablecimiento: est.externalId, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio });
    expect(folio.status).toBe(200);
    const folioPago = `FP-1755-${c.id}`;
    expect((await confirmarPago(folio.body.data.order_id, folioPago, edo.total)).statusCode).toBe(200);
    const t2 = await tareaAbierta(c.id, 'validacion');
    expect(t2).toMatchObject({ areaId: 6, titulo: 'Validación del pago de constancia de uso de suelo' });
    const det2 = (await du.get(`/api/tareas/${t2.id}`)).body.data.detalle;
    expect(det2.pagos).toMatchObject([{ servicio_id: 1755, folio_pago: folioPago }]);
    expect(det2.estados_cuenta).toMatchObject([{ folio: edo.folio, pagado: true, folio_pago: folioPago }]);
    expect((await du.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // Approved (4): printed in its format, with the area's officer; another format is refused.
    const aprobada = (await t.get(`/api/constancia_uso_suelo/${c.id}`)).body.data;
    expect(aprobada).toMatchObject({ estatus_general: 4, estatus_texto: 'Aprobada', en_revision: null, acciones: { imprimir: true } });
    expect(aprobada.tramite.linea_tiempo.map((l: { estatus: number }) => l.estatus)).toEqual([4, 8, 4]);
    // The establishment now has its certificate: its next licence skips the land-use steps.
    expect((await t.get(`/api/establecimientos/${est.id}`)).body.data.tiene_uso_suelo).toBe(true);
    const pdf = await t.raw({ method: 'POST', url: `/api/constancia_uso_suelo/${c.id}/imprimirconstancia?typeId=1` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const escrito = await texto(pdf.rawPayload);
    expect(escrito).toContain(c.folio);
    expect(escrito).toContain('ABARROTES LA CEIBA');
    expect(escrito).toContain('HM · Habitacional mixto');
    expect(escrito.toUpperCase()).toContain('COMPATIBLE');
    expect(escrito).toContain('Raúl Ek');
    const otroFormato = await t.raw({ method: 'POST', url: `/api/constancia_uso_suelo/${c.id}/imprimirconstancia?typeId=2` });
    expect(otroFormato.statusCode).toBe(400);
    expect(otroFormato.json().message).toBe('El formato solicitado no corresponde a esta constancia de uso de suelo');
    expect((await t.raw({ method: 'POST', url: `/api/constancia_uso_suelo/${c.id}/imprimirconstancia?typeId=uno` })).statusCode).toBe(422);
    // Desarrollo Urbano prints it too; the receipt of the 1755 payment comes from the kit's route.
    expect((await du.raw({ method: 'POST', url: `/api/constancia_uso_suelo/${c.id}/imprimirconstancia?typeId=1` })).statusCode).toBe(200);
    const recibo = await t.raw({ method: 'POST', url: `/api/usosuelo/generarReciboPago/${folioPago}/${est.id}` });
    expect(recibo.statusCode).toBe(200);
    expect(await texto(recibo.rawPayload)).toContain(folioPago);

    // Without typeId the same URL is still the licence's own land-use certificate, by licence id.
    const deLicencia = await t.raw({ method: 'POST', url: `/api/constancia_uso_suelo/${est.licenciaId}/imprimirconstancia` });
    expect(deLicencia.statusCode).toBe(400);
    expect(deLicencia.json().code).toBe('SIN_USO_SUELO');

    // The taxpayer was told at each turn.
    await expect
      .poll(async () => (await e.db.db.select().from(notificaciones).where(eq(notificaciones.usuarioId, t.userId))).map((n) => n.encabezado).sort(), { timeout: 10_000 })
      .toEqual(['Constancia de uso de suelo aprobada', 'Constancia de uso de suelo devuelta', 'Estado de cuenta disponible: Constancia de uso de suelo']);
  });

  it('a refused payment proof returns it (5); a new proof reopens the same review, with no new statement', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    const c = (await solicitar(t, est.id, { sector_id: 1, giro_desarrollo_id: 3, zona_uso_id: 1 })).body.data;
    expect(c.formato_uso_suelo).toEqual({ tipo_formato_id: 2, resolucion: 'Compatible con condicionantes' });
    const du = await entrar(e, 'desarrollo.urbano');
    await du.post(`/api/tareas/${(await tareaAbierta(c.id, 'verificacion')).id}/resolver`, { resultado: 'aprobado' });
    await estadoPorPagar(t, c.id);

    // Only a PDF; only for the pending payment.
    const texto_ = await t.post(`/api/constancia_uso_suelo/${c.id}/uploadComprobantePago`, { recibo_pago: ARCHIVOS.texto.toString('base64'), id_servicio: 1755 });
    expect(texto_.status).toBe(400);
    expect(texto_.body.message).toBe('Para el comprobante de pago solo se permiten archivos PDF');
    const otroServicio = await t.post(`/api/constancia_uso_suelo/${c.id}/uploadComprobantePago`, { recibo_pago: ARCHIVOS.pdf.toString('base64'), id_servicio: 1752 });
    expect(otroServicio.status).toBe(400);
    expect(otroServicio.body.message).toBe('Este pago no está pendiente para la solicitud');
    const subido = await t.post(`/api/constancia_uso_suelo/${c.id}/uploadComprobantePago`, { recibo_pago: `data:application/pdf;base64,${ARCHIVOS.pdf.toString('base64')}`, id_servicio: 1755 });
    expect(subido.status).toBe(200);
    expect(subido.body.message).toBe('Recibo cargado exitosamente');
    expect(subido.body.data).toMatchObject({ estatus_general: 10, estatus_pago: 8, comprobantes: [{ tipo_archivo: 'comprobante_pago_1755' }] });

    const t2 = await tareaAbierta(c.id, 'validacion');
    expect((await du.get(`/api/tareas/${t2.id}`)).body.data.detalle.comprobantes).toHaveLength(1);
    await du.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'El comprobante no muestra el folio' });
    const devuelta = (await t.get(`/api/constancia_uso_suelo/${c.id}`)).body.data;
    expect(devuelta).toMatchObject({ estatus_general: 5, estatus_pago: 9, motivo_rechazo: 'El comprobante no muestra el folio', acciones: { editar: false, enviar: false, comprobante: 1755 } });
    // The payment was refused, not the data: a new proof answers it, not a resend.
    expect((await t.post(`/api/constancia_uso_suelo/${c.id}/changestatus`, { estatus_general: 1 })).status).toBe(400);
    const nuevo = await t.post(`/api/constancia_uso_suelo/${c.id}/uploadComprobantePago`, { recibo_pago: ARCHIVOS.pdf.toString('base64'), id_servicio: 1755 });
    expect(nuevo.body.data).toMatchObject({ estatus_general: 10, estatus_pago: 8, motivo_rechazo: null });
    const t2b = await tareaAbierta(c.id, 'validacion');
    expect(t2b.ronda).toBe(2);
    await du.post(`/api/tareas/${t2b.id}/resolver`, { resultado: 'aprobado' });
    await expect.poll(async () => (await t.get(`/api/constancia_uso_suelo/${c.id}`)).body.data.estatus_general, { timeout: 10_000 }).toBe(4);
    expect((await t.get(`/api/constancia_uso_suelo/${c.id}/getEdoCuentaConstanciaSuelo`)).body.data.estados_cuenta).toHaveLength(1);
    const pdf = await t.raw({ method: 'POST', url: `/api/constancia_uso_suelo/${c.id}/imprimirconstancia?typeId=2` });
    expect(pdf.statusCode).toBe(200);
    expect(await texto(pdf.rawPayload)).toContain('No rebasar los niveles de ruido permitidos');
  });
});

describe('at most two certificates per establishment, a new one only when all are approved (spec 1 §4.4, §9)', () => {
  it('a second after the first is approved; never a third', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    await constanciaEn(est, APROBADA);
    expect((await t.get(`/api/constancia_uso_suelo/establecimiento/${est.id}`)).body.data.nueva).toEqual({ permitida: true, motivo: null });
    const segunda = await solicitar(t, est.id);
    expect(segunda.status).toBe(200);
    const lista = (await t.get(`/api/constancia_uso_suelo/establecimiento/${est.id}`)).body.data;
    expect(lista).toMatchObject({ total: 2, nueva: { permitida: false, motivo: 'Este establecimiento ya tiene dos constancias de uso de suelo, el máximo permitido.' } });
    // Newest first.
    expect(lista.data[0].id).toBe(segunda.body.data.id);
    const tercera = await solicitar(t, est.id);
    expect(tercera.status).toBe(400);
    expect(tercera.body.message).toBe('Este establecimiento ya tiene dos constancias de uso de suelo, el máximo permitido.');
  });

  it('a returned one blocks a new one too', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    await constanciaEn(est, [{ type: 'ENVIAR' }, { type: 'RECHAZAR', paso: 'verificacion', revisorId: 1, motivo: 'Falta información' }]);
    const r = await solicitar(t, est.id);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Podrá solicitar una nueva constancia de uso de suelo cuando todas las anteriores estén aprobadas.');
  });

  it('two requests at the same moment make one certificate', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    const [a, b] = await Promise.all([solicitar(t, est.id), solicitar(t, est.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect((await t.get(`/api/constancia_uso_suelo/establecimiento/${est.id}`)).body.data.total).toBe(1);
  });

  it('five per page: the second page of an establishment with two is empty', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    await constanciaEn(est, APROBADA);
    await constanciaEn(est, APROBADA);
    const p2 = (await t.get(`/api/constancia_uso_suelo/establecimiento/${est.id}?page=2`)).body.data;
    expect(p2).toMatchObject({ data: [], total: 2, current_page: 2, per_page: 5, last_page: 1 });
  });
});

describe('who may call (a taxpayer only their own; staff by area, read only)', () => {
  it('another taxpayer gets 403 on every route, with an id that exists or not; administrador too', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    const c = (await solicitar(t, est.id)).body.data;
    const otro = await contribuyenteConPerfil(e);
    const admin = await entrar(e, 'admin');
    for (const quien of [otro, admin]) {
      // A taxpayer cannot tell a foreign id from a missing one (an administrador gets 404 for the latter, like staff).
      for (const id of quien === otro ? [c.id, 2_000_000_000] : [c.id]) {
        expect((await quien.get(`/api/constancia_uso_suelo/${id}`)).status).toBe(403);
        expect((await quien.put(`/api/constancia_uso_suelo/${id}`, FORM)).status).toBe(403);
        expect((await quien.post(`/api/constancia_uso_suelo/${id}/changestatus`, { estatus_general: 1 })).status).toBe(403);
        expect((await quien.get(`/api/constancia_uso_suelo/${id}/getEdoCuentaConstanciaSuelo`)).status).toBe(403);
        expect((await quien.raw({ method: 'GET', url: `/api/constancia_uso_suelo/${id}/viewestadocuenta` })).statusCode).toBe(403);
        expect((await quien.raw({ method: 'POST', url: `/api/constancia_uso_suelo/${id}/imprimirconstancia?typeId=1` })).statusCode).toBe(403);
        expect((await quien.post(`/api/constancia_uso_suelo/${id}/uploadComprobantePago`, { recibo_pago: ARCHIVOS.pdf.toString('base64'), id_servicio: 1755 })).status).toBe(403);
      }
      expect((await quien.get(`/api/constancia_uso_suelo/establecimiento/${est.id}`)).status).toBe(403);
      expect((await quien.post(`/api/nueva-constancia-uso-suelo/create/${est.id}`, FORM)).status).toBe(403);
    }
    // A licence's request id is not a certificate.
    const [sol] = await e.db.db.select().from(solicitudes).where(and(eq(solicitudes.contribuyenteId, t.contribuyenteId!), eq(solicitudes.procedimiento, 'licencia')));
    expect((await t.get(`/api/constancia_uso_suelo/${sol.id}`)).status).toBe(403);
    // Root reads every certificate; staff of an area without a task on it do not.
    expect((await (await entrar(e, 'root')).get(`/api/constancia_uso_suelo/${c.id}`)).status).toBe(200);
    expect((await (await entrar(e, 'proteccion.civil')).get(`/api/constancia_uso_suelo/${c.id}`)).status).toBe(403);
    // Unsigned: 401.
    expect((await e.app.inject({ method: 'GET', url: `/api/constancia_uso_suelo/${c.id}` })).statusCode).toBe(401);
  });
});

describe('with the worker down (the procedure survives; nothing saved is lost)', () => {
  it('the request is kept unsent with a clear message; «Enviar a revisión» later sends it once', { timeout: 90_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    await e.detenerWorker();
    let id: number;
    try {
      const r = await solicitar(t, est.id);
      expect(r.status).toBe(503);
      expect(r.body.message).toBe('Ocurrio un error al enviar su solicitud, intente de nuevo');
      const lista = (await t.get(`/api/constancia_uso_suelo/establecimiento/${est.id}`)).body.data;
      expect(lista.total).toBe(1);
      id = lista.data[0].id;
      expect(lista.data[0]).toMatchObject({ sector_id: 2, zona_uso_id: 5 });
    } finally {
      await e.iniciarWorker();
    }
    // Either the admitted send is delivered now, or the taxpayer's retry does it.
    await expect
      .poll(
        async () => {
          const c = (await t.get(`/api/constancia_uso_suelo/${id}`)).body.data;
          if (c.estatus_general === 1) await t.post(`/api/constancia_uso_suelo/${id}/changestatus`, { estatus_general: 1 });
          return c.estatus_general;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(10);
    await tareaAbierta(id, 'verificacion');
    expect(await e.db.db.select().from(tareas).where(eq(tareas.solicitudId, id))).toHaveLength(1);
  });
});

describe('the list and the statements before any statement exists', () => {
  it('getEdoCuentaConstanciaSuelo answers an empty list; viewestadocuenta says none was issued yet', async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimiento(t);
    const id = await constanciaEn(est, [{ type: 'ENVIAR' }]);
    const r = await t.get(`/api/constancia_uso_suelo/${id}/getEdoCuentaConstanciaSuelo`);
    expect(r.body.data).toMatchObject({ external_id: est.externalId, estados_cuenta: [] });
    const pdf = await t.raw({ method: 'GET', url: `/api/constancia_uso_suelo/${id}/viewestadocuenta` });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Aún no se ha generado tu estado de cuenta');
  });
});
