// The licence procedure through the API against real PostgreSQL + Temporal (spec 1 §2.4):
// every staff step in its own area's inbox, payments through the gateway's signed confirmation,
// proofs, PDFs, public verification, and the ownership and area checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { firmar } from '../../activities/adapters/pasarela';
import { estadosCuenta, licencias, notificaciones, pagos, tareas } from '../../db/schema';
import { camposLicencia } from '../../domain/licencia/lectura';
import { SERVICIO } from '../../domain/tramite/servicios';
import { snapshotLicencia } from '../../api/licencias/licencia.dto';
import { createLicenciasRepository } from '../../api/licencias/licencias.repository';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { ARCHIVOS, SECRETO_PASARELA, cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, nuevoContribuyente, tareaAbierta as tareaAbiertaDe, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof nuevoContribuyente>>;

async function nuevaSolicitud(t: Cliente, extra: Record<string, unknown> = {}) {
  const r = await t.post('/api/establecimientos', formularioLicencia(extra));
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.data.id as number, licenciaId: r.body.data.licencia[0].id as number, message: r.body.message };
}

/** The licence's request (its tasks, statements and workflow hang from it). */
async function solicitudDe(licenciaId: number) {
  const [l] = await e.db.db.select({ id: licencias.solicitudId }).from(licencias).where(eq(licencias.id, licenciaId));
  return l.id;
}

async function tareaAbierta(licenciaId: number, paso: string) {
  return tareaAbiertaDe(e, await solicitudDe(licenciaId), paso);
}

/** The licence's fields as the spec names them, read from its request's stored snapshot. */
async function licencia(licenciaId: number) {
  const f = (await createLicenciasRepository({ db: e.db.db }).conEstablecimiento(licenciaId))!;
  const snap = snapshotLicencia(f.lic, f.est);
  return { ...camposLicencia(snap), pasoActual: snap.context.actual };
}

async function esperar(cond: () => Promise<boolean>, que: string) {
  for (let i = 0; i < 100; i++) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ocurrió: ${que}`);
}

/** The gateway's signed confirmation, exactly as the simulator or the real gateway sends it. */
async function confirmarPago(orderId: string, folioPago: string, monto: string) {
  const cuerpo = JSON.stringify({ order_id: orderId, folio_pago: folioPago, autorizacion: 'A12345', monto, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
  return e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', 'x-pasarela-firma': firmar(cuerpo, SECRETO_PASARELA) } });
}

async function pagarEnLinea(t: Cliente, est: { id: number; licenciaId: number }, servicio: number, folioPago: string) {
  const detalle = (await t.get(`/api/establecimientos/${est.id}`)).body.data;
  const edo = (await t.get(`/api/licencia/${est.licenciaId}`)).body.data.estados_cuenta.find((x: { servicio_id: number; pagado: boolean }) => x.servicio_id === servicio && !x.pagado);
  expect(edo, `estado de cuenta ${servicio}`).toBeTruthy();
  const folio = await t.post('/api/pagosopb/getFolio', { idServicio: servicio, claveEstablecimiento: detalle.external_id, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio });
  expect(folio.status).toBe(200);
  expect(folio.body.data.url).toContain(folio.body.data.order_id);
  const r = await confirmarPago(folio.body.data.order_id, folioPago, edo.total);
  expect(r.statusCode).toBe(200);
  return { orderId: folio.body.data.order_id as string, edo };
}

async function texto(buf: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('licence procedure, end to end through the API (spec 1 §4.3–4.5)', () => {
  it('SARE request: every area works its step, payments are confirmed by the gateway, the licence is issued and verifiable', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await nuevaSolicitud(t);
    expect((await licencia(est.licenciaId)).estatusLicencia).toBe(1);

    // Send: 10 and a task in Coordinación SARE (area 21), with a due date.
    const env = await t.post(`/api/licencia/${est.licenciaId}/changestatus`, { estatus_licencia: 10 });
    expect(env.status).toBe(200);
    expect(env.body.message).toBe('Solicitud enviada exitosamente');
    expect(env.body.data).toMatchObject({ estatus_licencia: 10, acciones: { bloqueado: true, enviar: false } });
    const t1 = await tareaAbierta(est.licenciaId, 'validacion_datos');
    expect(t1.areaId).toBe(21);
    expect(t1.venceAt).toBeTruthy();
    // Sending twice is refused with a clear 400.
    expect((await t.post(`/api/licencia/${est.licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(400);
    // The form is locked while in review (spec 1 §4.3).
    expect((await t.put(`/api/establecimientos/${est.id}`, formularioLicencia({ nombre_comercial: 'OTRO' }))).status).toBe(400);

    // Staff of another area neither sees nor resolves it.
    const licencias_ = await entrar(e, 'revisor.licencias');
    expect((await licencias_.get(`/api/tareas/${t1.id}`)).status).toBe(403);
    expect((await licencias_.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);
    expect((await licencias_.get(`/api/establecimientos/${est.id}`)).status).toBe(403);

    const sare = await entrar(e, 'coordinacion.sare');
    const det = await sare.get(`/api/tareas/${t1.id}`);
    expect(det.status).toBe(200);
    expect(det.body.data.detalle.establecimiento).toMatchObject({ nombre_comercial: 'ABARROTES LA CEIBA' });
    // The staff member of the area may read the establishment while it has a task there.
    expect((await sare.get(`/api/establecimientos/${est.id}`)).status).toBe(200);

    // Rejection returns it to the taxpayer (5) with the reason; the form is editable and resendable.
    expect((await sare.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: '' })).status).toBe(422);
    expect((await sare.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'El teléfono no corresponde al establecimiento' })).status).toBe(200);
    const devuelta = (await t.get(`/api/licencia/${est.licenciaId}`)).body.data;
    expect(devuelta).toMatchObject({ estatus_licencia: 5, motivo_rechazo: 'El teléfono no corresponde al establecimiento', acciones: { enviar: true, bloqueado: false } });
    expect((await t.put(`/api/establecimientos/${est.id}`, formularioLicencia({ telefono_oficina: '(983) 832 2020' }))).status).toBe(200);
    expect((await t.post(`/api/licencia/${est.licenciaId}/changestatus`, { estatus_licencia: 10 })).body.data.estatus_licencia).toBe(10);
    const t1b = await tareaAbierta(est.licenciaId, 'validacion_datos');
    expect(t1b.ronda).toBe(2);
    expect((await sare.get(`/api/tareas/${t1b.id}`)).body.data.motivo_anterior).toBe('El teléfono no corresponde al establecimiento');
    expect((await sare.post(`/api/tareas/${t1b.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // The provisional licence exists once the data is validated.
    const prov = await t.raw({ method: 'GET', url: `/api/licencia/${est.licenciaId}/getlicencia` });
    expect(prov.statusCode).toBe(200);
    expect(await texto(prov.rawPayload)).toMatch(/PROVISIONAL/);

    // Land use: verification, payment (gateway), validation — Desarrollo Urbano.
    const du = await entrar(e, 'desarrollo.urbano');
    await du.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'verificacion_uso_suelo')).id}/resolver`, { resultado: 'aprobado' });
    await esperar(async () => (await licencia(est.licenciaId)).pasoActual === 'pago_uso_suelo', 'pago de uso de suelo');
    // Paying a service that is not pending now is refused.
    const otra = await t.get(`/api/licencia/${est.licenciaId}`);
    expect(otra.body.data.acciones.pagar).toBe(1755);
    const { orderId, edo } = await pagarEnLinea(t, est, 1755, 'FP-1755-0001');
    // A confirmation delivered twice is recorded once.
    expect((await confirmarPago(orderId, 'FP-1755-0001', edo.total)).json().message).toBe('Pago ya registrado');
    expect(await e.db.db.select().from(pagos).where(eq(pagos.orderId, orderId))).toHaveLength(1);
    // A forged confirmation is refused.
    const falsa = await e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: '{"order_id":"x"}', headers: { 'content-type': 'application/json', 'x-pasarela-firma': 'ab' } });
    expect(falsa.statusCode).toBe(401);
    await du.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'validacion_uso_suelo')).id}/resolver`, { resultado: 'aprobado' });

    // Receipt of the land-use payment.
    const recibo = await t.raw({ method: 'POST', url: `/api/usosuelo/generarReciboPago/FP-1755-0001/${est.id}` });
    expect(recibo.statusCode).toBe(200);
    expect(await texto(recibo.rawPayload)).toContain('FP-1755-0001');
    // The paid statement carries its payment's folio wherever it is listed, so the receipt can be
    // opened from the licence, the statements dialog and the statement itself.
    const conFolio = { id: edo.id, estatus: 8, folio_pago: 'FP-1755-0001' };
    expect((await t.get(`/api/licencia/${est.licenciaId}`)).body.data.estados_cuenta).toContainEqual(expect.objectContaining(conFolio));
    expect((await t.get(`/api/establecimientos/getEstadosCuenta/${est.id}`)).body.data).toContainEqual(expect.objectContaining(conFolio));
    expect((await t.get(`/api/estadocuenta/${edo.id}`)).body.data).toMatchObject(conFolio);

    // Anuencia: the taxpayer attaches a proof (PDF only) and Protección Civil rejects then accepts it.
    await esperar(async () => (await licencia(est.licenciaId)).pasoActual === 'pago_anuencia', 'pago de anuencia');
    const png = await t.post(`/api/establecimientos/uploadComprobantePago/${est.id}`, { recibo_pago: ARCHIVOS.png.toString('base64'), id_servicio: 1752 });
    expect(png.status).toBe(400);
    expect(png.body.message).toBe('Para el comprobante de pago solo se permiten archivos PDF');
    const pdf = await t.post(`/api/establecimientos/uploadComprobantePago/${est.id}`, { recibo_pago: ARCHIVOS.pdf.toString('base64'), id_servicio: 1752 });
    expect(pdf.status).toBe(200);
    expect(pdf.body.message).toBe('Recibo cargado exitosamente');
    const pc = await entrar(e, 'proteccion.civil');
    const ta = await tareaAbierta(est.licenciaId, 'validacion_anuencia');
    await pc.post(`/api/tareas/${ta.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'El comprobante está incompleto' });
    await esperar(async () => (await licencia(est.licenciaId)).estatusPagoAnuencia === 9, 'comprobante rechazado (9)');
    expect((await t.post(`/api/establecimientos/uploadComprobantePago/${est.id}`, { recibo_pago: ARCHIVOS.pdf.toString('base64'), id_servicio: 1752 })).status).toBe(200);
    await pc.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'validacion_anuencia')).id}/resolver`, { resultado: 'aprobado' });

    // Solid waste: paid online, validated by Residuos Sólidos.
    await esperar(async () => (await licencia(est.licenciaId)).pasoActual === 'pago_residuos', 'pago de residuos');
    await pagarEnLinea(t, est, 1750, 'FP-1750-0001');
    const rs = await entrar(e, 'residuos.solidos');
    await rs.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'validacion_residuos')).id}/resolver`, { resultado: 'aprobado' });

    // Signatures: the income director, then the treasurer.
    const di = await entrar(e, 'direccion.ingresos');
    await di.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'firma_director')).id}/resolver`, { resultado: 'aprobado' });
    const te = await entrar(e, 'tesoreria');
    await te.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'firma_tesorero')).id}/resolver`, { resultado: 'aprobado' });
    await esperar(async () => (await licencia(est.licenciaId)).estatusTesorero === 4, 'licencia firmada');

    const final = (await t.get(`/api/licencia/${est.licenciaId}`)).body.data;
    expect(final).toMatchObject({ estatus_licencia: 4, estatus_director_ingresos: 4, estatus_tesorero: 4, lista: true, tipo_licencia_id: 1, progreso: 9 });
    expect(final.linea_tiempo.map((p: { color: string }) => p.color)).toEqual(Array(9).fill('verde'));

    // The permanent licence: signed, with the QR's verification URL.
    const perm = await t.raw({ method: 'GET', url: `/api/licencia/${est.licenciaId}/getlicencia` });
    const txt = await texto(perm.rawPayload);
    expect(txt).toContain(final.folio);
    expect(txt).toContain(`/verificar/${final.folio}`);
    expect(txt).not.toMatch(/LICENCIA PROVISIONAL/);
    for (const url of [`/api/licencia/${est.licenciaId}/getsolicitudimpresaContribuyente`, `/api/anuencia_proteccion_civil/${est.licenciaId}/imprimiranuencia`]) {
      expect((await t.raw({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect((await t.raw({ method: 'POST', url: `/api/constancia_uso_suelo/${est.licenciaId}/imprimirconstancia` })).statusCode).toBe(200);

    // Anyone can verify it without signing in: the QR's signed code shows the printed data, the bare folio only that it is valid.
    const codigo = new RegExp(`/verificar/(${final.folio}-[0-9A-F]{32})`).exec(txt)?.[1];
    const v = await cliente(e).get(`/api/verificar/${codigo}`);
    expect(v.body.data).toMatchObject({ folio: final.folio, valida: true, licencia: { estado: 'vigente', tipo_licencia: 'permanente', nombre_comercial: 'ABARROTES LA CEIBA' } });
    expect((await cliente(e).get(`/api/verificar/${final.folio}`)).body.data).toEqual({ folio: final.folio, valida: true, licencia: null });
    expect((await cliente(e).get('/api/verificar/LF-2026-999999')).body.data).toEqual({ folio: 'LF-2026-999999', valida: false, licencia: null });

    // The taxpayer was told at each payment and at the end.
    const avisos = await e.db.db.select().from(notificaciones).where(eq(notificaciones.establecimientoId, est.id));
    expect(avisos.map((n) => n.encabezado)).toEqual(expect.arrayContaining(['Solicitud de licencia devuelta', 'Licencia de funcionamiento lista']));
    // Each statement was paid once.
    const edos = await e.db.db.select().from(estadosCuenta).where(eq(estadosCuenta.solicitudId, await solicitudDe(est.licenciaId)));
    expect(edos.filter((x) => x.servicioId === SERVICIO.USO_SUELO && x.estatus === 8)).toHaveLength(1);
  });

  it('a land-use return is answered with "Enviar a uso de suelo" (5 → 1) and reopens the verification', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await nuevaSolicitud(t, { tipo_proceso_id: 1, nombre_comercial: 'PAPELERÍA EL ÁGUILA', giro_actividad_id: 1, actividades_secundarias: [1] });
    await t.post(`/api/licencia/${est.licenciaId}/changestatus`, { estatus_licencia: 10 });
    const lic = await entrar(e, 'revisor.licencias');
    await lic.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'validacion_datos')).id}/resolver`, { resultado: 'aprobado' });
    const du = await entrar(e, 'desarrollo.urbano');
    await du.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'verificacion_uso_suelo')).id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'El giro no es compatible con la zona' });
    const d = (await t.get(`/api/licencia/${est.licenciaId}`)).body.data;
    expect(d).toMatchObject({ estatus_uso_suelo: 5, acciones: { enviarUsoSuelo: true, enviar: false } });
    expect((await t.post(`/api/licencia/${est.licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(400);
    const r = await t.post(`/api/licencia/${est.licenciaId}/changestatususosuelo`, { estatus_general: 1 });
    expect(r.status).toBe(200);
    expect((await tareaAbierta(est.licenciaId, 'verificacion_uso_suelo')).ronda).toBe(2);
  });

  it('deleting the establishment of a returned request (5) closes its workflow; nothing is left waiting', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await nuevaSolicitud(t, { tipo_proceso_id: 1, nombre_comercial: 'FERRETERÍA EL CLAVO' });
    await t.post(`/api/licencia/${est.licenciaId}/changestatus`, { estatus_licencia: 10 });
    const lic = await entrar(e, 'revisor.licencias');
    await lic.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'validacion_datos')).id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'Falta el número exterior' });
    expect((await t.get(`/api/licencia/${est.licenciaId}`)).body.data.estatus_licencia).toBe(5);

    const r = await t.get(`/api/establecimientos/delete/${est.id}/Ya no abriré el local/5`);
    expect(r.status).toBe(200);
    const h = e.app.deps.temporal.workflow.getHandle(`licencia-${await solicitudDe(est.licenciaId)}`);
    await expect.poll(async () => (await h.describe()).status.name, { timeout: 10_000 }).toBe('CANCELLED');
    expect((await t.get(`/api/establecimientos/${est.id}`)).status).toBe(403);
    const abiertas = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, await solicitudDe(est.licenciaId)), eq(tareas.estado, 'pendiente')));
    expect(abiertas).toHaveLength(0);
  });

  it("another taxpayer can neither read nor advance someone else's licence (403, nothing changes)", async () => {
    const duenio = await contribuyenteConPerfil(e);
    const est = await nuevaSolicitud(duenio, { tipo_proceso_id: 1 });
    const intruso = await contribuyenteConPerfil(e);
    const antes = await licencia(est.licenciaId);
    for (const [m, url, body] of [
      ['POST', `/api/licencia/${est.licenciaId}/changestatus`, { estatus_licencia: 10 }],
      ['GET', `/api/licencia/${est.licenciaId}`, undefined],
      ['GET', `/api/licencia/${est.licenciaId}/getsolicitudimpresaContribuyente`, undefined],
      ['GET', `/api/establecimientos/getDataExtemporaneo/${est.id}`, undefined],
      ['POST', `/api/establecimientos/uploadComprobantePago/${est.id}`, { recibo_pago: ARCHIVOS.pdf.toString('base64'), id_servicio: 1752 }],
    ] as const) {
      const r = m === 'GET' ? await intruso.get(url) : await intruso.post(url, body);
      expect(r.status, `${m} ${url}`).toBe(403);
    }
    expect(await licencia(est.licenciaId)).toEqual(antes);
  });
});

describe('lookups of the licence form (spec 1 §4.7, §5.5)', () => {
  it('cadastre, property tax and Zofemat answer every branch with the spec messages', async () => {
    const t = await contribuyenteConPerfil(e);
    expect((await t.get(`/api/catastro/${CLAVES_DEMO.pagada}`)).body.data).toMatchObject({ resultados: 1, cp: expect.any(String) });
    const nf = await t.get(`/api/catastro/${CLAVES_DEMO.noEncontrada}`);
    expect(nf.body).toMatchObject({ success: false, message: 'La clave no ha sido encontrada en catastro', data: { resultados: 0 } });
    expect((await t.get('/api/catastro/123')).status).toBe(422);
    expect((await t.get(`/api/predial/${CLAVES_DEMO.pagada}/pagado`)).body.data).toBe(true);
    const adeudo = await t.get(`/api/predial/${CLAVES_DEMO.adeudo}/pagado`);
    expect(adeudo.body.data).toBe(false);
    expect(adeudo.body.message).toMatch(/adeudo de impuesto predial/);
    const predialPdf = await t.raw({ method: 'POST', url: `/api/licencia/${CLAVES_DEMO.adeudo}/generatePagoPredial` });
    expect(predialPdf.statusCode).toBe(200);
    expect(predialPdf.headers['content-type']).toBe('application/pdf');
    const exp = await t.post(`/api/establecimientos/verifyzofemat/${CLAVES_DEMO.hotelZofematPendiente}`);
    const num = exp.body.data[0].num_expediente;
    const pendiente = await t.post(`/api/establecimientos/expedientezofemat/${num}`);
    expect(pendiente.body).toMatchObject({ success: false, message: 'Debe pagar tus impuestos de Zona Federal.' });
    const pagadoExp = (await t.post(`/api/establecimientos/verifyzofemat/${CLAVES_DEMO.hotelZofematPagado}`)).body.data[0].num_expediente;
    expect((await t.post(`/api/establecimientos/expedientezofemat/${pagadoExp}`)).body.message).toBe('Impuestos pagados de Zona Federal');
  });
});

describe('a worker restart in the middle of a licence', () => {
  it('the workflow resumes from its history: no task, statement or notification is duplicated', { timeout: 90_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await nuevaSolicitud(t, { tipo_proceso_id: 1, tiene_uso_suelo: true });
    await t.post(`/api/licencia/${est.licenciaId}/changestatus`, { estatus_licencia: 10 });
    const lic = await entrar(e, 'revisor.licencias');
    await lic.post(`/api/tareas/${(await tareaAbierta(est.licenciaId, 'validacion_datos')).id}/resolver`, { resultado: 'aprobado' });
    await esperar(async () => (await licencia(est.licenciaId)).pasoActual === 'pago_anuencia', 'pago de anuencia');

    await e.detenerWorker();
    // While the worker is down the payment still lands: the gateway's confirmation is recorded and
    // signalled; the workflow picks it up when a worker returns.
    await pagarEnLinea(t, est, 1752, 'FP-1752-REINICIO');
    await e.iniciarWorker();

    const ta = await tareaAbierta(est.licenciaId, 'validacion_anuencia');
    const pc = await entrar(e, 'proteccion.civil');
    expect((await pc.post(`/api/tareas/${ta.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await esperar(async () => (await licencia(est.licenciaId)).pasoActual === 'pago_residuos', 'pago de residuos');
    const sid = await solicitudDe(est.licenciaId);
    const todas = await e.db.db.select().from(tareas).where(eq(tareas.solicitudId, sid));
    expect(todas.map((x) => `${x.paso}#${x.ronda}`).sort()).toEqual(['validacion_anuencia#1', 'validacion_datos#1']);
    const edos = await e.db.db.select().from(estadosCuenta).where(eq(estadosCuenta.solicitudId, sid));
    expect(edos.map((x) => x.servicioId).sort()).toEqual([SERVICIO.RESIDUOS, SERVICIO.ANUENCIA]);
  });
});
