// Extraordinary hours (EXTRA) and live music (VARIEDAD): the spec's routes on real
// PostgreSQL and Temporal. A restaurant-bar (giro 11, patente type 3) with an issued licence asks
// for two Fridays of next month, prints and uploads the signed request, sends it; Fiscalización
// returns it once, then approves hours per date; the 1754 statement charges the approved hours;
// the taxpayer pays online, Fiscalización validates and both sign; the certificate and /verificar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { firmar } from '../../activities/adapters/pasarela';
import { licencias } from '../../db/schema';
import { UMA_DIARIA_CENTAVOS } from '../../domain/licencia/tarifas';
import { hoyCancun } from '../../domain/tramite/fechas';
import { codigoVerificacion } from '../../api/lib/verificacion';
import { ARCHIVOS, SECRETO_PASARELA, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, formularioLicencia, multipart, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
const BAR = { nombre_comercial: 'RESTAURANTE BAR EL MANATÍ', giro_actividad_id: 11, actividades_secundarias: [12], numero_habitaciones: 8, has_licencia_bebidas: false, tipo_proceso_id: 1 };

/** 'YYYY-MM' n months after this one (Chetumal). */
function mesMas(n: number): string {
  const [a, m] = hoyCancun().split('-').map(Number);
  const d = new Date(Date.UTC(a, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}
/** The dates of a weekday (1 Monday … 7 Sunday) in a month. */
function dias(mes: string, dia: number): string[] {
  const out: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const f = `${mes}-${String(d).padStart(2, '0')}`;
    const x = new Date(`${f}T00:00:00Z`);
    if (x.toISOString().slice(0, 7) !== mes) break;
    if ((x.getUTCDay() || 7) === dia) out.push(f);
  }
  return out;
}
const MES = mesMas(1);
const VIERNES = dias(MES, 5);
const SABADOS = dias(MES, 6);
const DOMINGOS = dias(MES, 7);

async function texto(pdf: Buffer) {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const subir = (t: Cliente, url: string, code: string, contenido: Buffer = ARCHIVOS.pdf) => {
  const { payload, headers } = multipart({ code }, { nombre: `${code}.pdf`, tipo: 'application/pdf', contenido });
  return t.raw({ method: 'POST', url, payload, headers });
};
async function confirmarPago(orderId: string, folioPago: string, monto: string) {
  const cuerpo = JSON.stringify({ order_id: orderId, folio_pago: folioPago, autorizacion: 'A4455', monto, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
  return e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', 'x-pasarela-firma': firmar(cuerpo, SECRETO_PASARELA) } });
}
async function esperar<T>(fn: () => Promise<T | null | undefined>, que: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const r = await fn();
    if (r) return r;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`no llegó: ${que}`);
}

describe('extraordinary hours and live music', () => {
  let t: Cliente;
  let bar: Awaited<ReturnType<typeof establecimientoConLicencia>>;
  let sid = 0;
  let musicaId = 0;

  beforeAll(async () => {
    t = await contribuyenteConPerfil(e);
    bar = await establecimientoConLicencia(e, t, BAR);
  }, 60_000);

  it('answers the establishment, its patente type and its extraordinary schedule (the type default)', async () => {
    const est = await t.get(`/api/horarios/getEstablecimiento/${bar.id}`);
    expect(est.status).toBe(200);
    expect(est.body.data).toMatchObject({ id: bar.id, licencia_id: bar.licenciaId, elegible: true, motivo: null, giro_opb: { id: 11, req_patente: 'SI', giro_tipo_patente: { establecimiento_id: 3 } } });
    const lista = await t.get('/api/horarios/establecimientos');
    expect(lista.body.data.map((x: { id: number }) => x.id)).toContain(bar.id);
    const extra = (await t.get(`/api/horarios/gethorarioextraordinario/${bar.licenciaId}`)).body.data.horario_extraordinario;
    expect(extra).toMatchObject({ tipo_establecimiento: 3, por_defecto: true });
    expect(extra.horarios.map((h: { dia: { nombre: string } }) => h.dia.nombre)).toEqual(['Viernes', 'Sábado', 'Domingo']);
    expect(extra.horarios[0].segmento_horario).toEqual({ hora_inicio: '23:00', hora_fin: '03:00' });
    const ordinario = await t.get(`/api/horarios/gethorarioordinario/${bar.id}`);
    expect(ordinario.status).toBe(200);
    expect(ordinario.body.data.horario_ordinario.horarios.length).toBeGreaterThan(0);
  });

  it("refuses the spec's schedule errors with its words", async () => {
    const url = `/api/licencia/${bar.licenciaId}/saveSolicitudFiscalizacion`;
    const iguales = await t.post(url, { tipo: 'EXTRA', establecimiento_id: bar.id, horarios: [{ fecha: [VIERNES[0]], hora_inicio: '23:00', hora_fin: '23:00' }] });
    expect(iguales.status).toBe(422);
    expect(JSON.stringify(iguales.body.errors)).toContain('Las horas de inicio y fin no pueden ser iguales.');
    const domingo = await t.post(url, { tipo: 'EXTRA', establecimiento_id: bar.id, horarios: [{ fecha: [SABADOS[0], DOMINGOS[0]], hora_inicio: '23:00', hora_fin: '01:00' }] });
    expect(domingo.status).toBe(422);
    expect(JSON.stringify(domingo.body.errors)).toContain('No se permite agregar domingo si selecciono un dia entre lunes y sabado');
    const vacia = await t.post(url, { tipo: 'EXTRA', establecimiento_id: bar.id, horarios: [] });
    expect(vacia.status).toBe(422);
    expect(vacia.body.message).toBe('Complete la información');
    const musica = await t.post(`/api/licencia/${bar.licenciaId}/saveSolicitudFiscalizacionMusica`, {
      establecimiento_id: bar.id,
      fecha: SABADOS[0],
      fecha_fin: SABADOS[0],
      horarios: [{ fecha: [SABADOS[0]], hora_inicio: '23:00', hora_fin: '01:00' }],
    });
    expect(musica.status).toBe(422);
    expect(musica.body.message).toBe('Complete la información');
  });

  it('saves a draft, prints it, refuses sending it unsigned, and sends it signed', async () => {
    const r = await t.post(`/api/licencia/${bar.licenciaId}/saveSolicitudFiscalizacion`, {
      tipo: 'EXTRA',
      establecimiento_id: bar.id,
      cantidad_personas: null,
      horarios: [{ fecha: VIERNES.slice(0, 2), hora_inicio: '23:00', hora_fin: '02:00' }],
    });
    expect(r.status).toBe(200);
    sid = r.body.data.id;
    expect(r.body.data).toMatchObject({ tipo: 'EXTRA', mes: MES, licencia_id: bar.licenciaId, establecimiento_id: bar.id, estatus_fiscalizacion: 1, estatus_edo_cuenta: null, estatus_pago: null, aprobado: false });
    expect(r.body.data.folio).toMatch(/^HEX-\d{4}-\d{6,12}$/);
    expect(r.body.data.fecha).toBe(VIERNES[0]);
    expect(r.body.data.solicitudDetalles.map((d: { horas_solicitadas: number }) => d.horas_solicitadas)).toEqual([3, 3]);

    const lista = await t.get(`/api/licencia/${bar.licenciaId}/getSolicitudExtraordinarias`);
    expect(lista.body.data.map((x: { id: number }) => x.id)).toEqual([sid]);
    const sinFirma = await t.post(`/api/licencia/${bar.licenciaId}/changeSolicitudEstatus/${sid}`, { estatus_fiscalizacion: 10 });
    expect(sinFirma.status).toBe(400);
    expect(sinFirma.body.message).toBe('Suba la solicitud firmada antes de enviarla a revisión.');

    const pdf = await t.raw({ method: 'GET', url: `/api/licencia/${bar.licenciaId}/imprimirSolicitudExtraordinaria/${sid}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await texto(pdf.rawPayload)).toContain(r.body.data.folio);

    expect((await subir(t, `/api/licencia/${bar.licenciaId}/uploadSolicitudFirmada/${sid}`, 'solicitud_fiscalizacion_firmada', ARCHIVOS.texto)).statusCode).toBe(400);
    const firmada = await subir(t, `/api/licencia/${bar.licenciaId}/uploadSolicitudFirmada/${sid}`, 'solicitud_fiscalizacion_firmada');
    expect(firmada.statusCode).toBe(200);
    expect(firmada.json().data.documento_firmado).toMatchObject({ tipo_archivo: 'solicitud_fiscalizacion_firmada' });

    const enviada = await t.post(`/api/licencia/${bar.licenciaId}/changeSolicitudEstatus/${sid}`, { estatus_fiscalizacion: 10 });
    expect(enviada.status).toBe(200);
    expect(enviada.body.message).toBe('Solicitud enviada exitosamente');
    expect(enviada.body.data.estatus_fiscalizacion).toBe(10);
    const bloqueada = await t.post(`/api/licencia/${bar.licenciaId}/actualizarSolicitudFiscalizacion/${sid}`, { horarios: [{ fecha: [VIERNES[0]], hora_inicio: '23:00', hora_fin: '01:00' }] });
    expect(bloqueada.status).toBe(400);
    expect((await t.del(`/api/licencia/${bar.licenciaId}/solicitudFiscalizacion/${sid}`)).status).toBe(400);
  }, 60_000);

  it('only Fiscalización sets approved hours, at its review, within the hours asked; a return is corrected and resent', async () => {
    const fis = await entrar(e, 'fiscalizacion');
    const sare = await entrar(e, 'coordinacion.sare');
    const t1 = await tareaAbierta(e, sid, 'revision');
    expect(t1.areaId).toBe(9);
    const detalle = (await fis.get(`/api/tareas/${t1.id}`)).body.data.detalle;
    expect(detalle).toMatchObject({ solicitud_id: sid, tipo: 'EXTRA', horas_solicitadas: 6, horas_editables: true, establecimiento: { tipo_establecimiento: 3 } });
    // The reviewer opens the signed request the taxpayer uploaded.
    const firmada = (detalle.documentos as { tipo_archivo: string; url: string }[]).find((d) => d.tipo_archivo === 'solicitud_fiscalizacion_firmada');
    expect(firmada).toBeTruthy();
    expect((await fis.raw({ method: 'GET', url: firmada!.url })).statusCode).toBe(200);

    // Returned with the operator's reason (5); corrected (one Friday 23:00–01:00 and the other 23:00–02:00) and resent.
    expect((await fis.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'Indique solo los viernes que tendrá evento' })).status).toBe(200);
    const devuelta = (await t.get(`/api/licencia/${bar.licenciaId}/findSolicitudExtraordinaria/${sid}`)).body.data;
    expect(devuelta).toMatchObject({ estatus_fiscalizacion: 5, motivo_rechazo_operador: 'Indique solo los viernes que tendrá evento' });
    const corregida = await t.post(`/api/licencia/${bar.licenciaId}/actualizarSolicitudFiscalizacion/${sid}`, {
      establecimiento_id: bar.id,
      delete_horarios: devuelta.solicitudDetalles.map((d: { id: number }) => d.id),
      horarios: [
        { fecha: [VIERNES[0]], hora_inicio: '23:00', hora_fin: '01:00' },
        { fecha: [VIERNES[1]], hora_inicio: '23:00', hora_fin: '02:00' },
      ],
    });
    expect(corregida.status).toBe(200);
    expect(corregida.body.message).toBe('Solicitud actualizada exitosamente');
    expect((await t.post(`/api/licencia/${bar.licenciaId}/changeSolicitudEstatus/${sid}`, { estatus_fiscalizacion: 10 })).body.data.estatus_fiscalizacion).toBe(10);

    const t2 = await tareaAbierta(e, sid, 'revision');
    const filas = (await t.get(`/api/licencia/${bar.licenciaId}/findSolicitudExtraordinaria/${sid}`)).body.data.solicitudDetalles as { id: number; horas_solicitadas: number }[];
    expect(filas.map((f) => f.horas_solicitadas)).toEqual([2, 3]);
    const url = `/api/fiscalizacion/${sid}/horasAprobadas`;
    const cuerpo = { horarios: [{ id: filas[0].id, horas_aprobadas: 2 }, { id: filas[1].id, horas_aprobadas: 1 }] };
    expect((await t.post(url, cuerpo)).status).toBe(403);
    expect((await sare.post(url, cuerpo)).status).toBe(403);
    const fuera = await fis.post(url, { horarios: [{ id: filas[1].id, horas_aprobadas: 4 }] });
    expect(fuera.status).toBe(422);
    expect(JSON.stringify(fuera.body.errors)).toContain('Las horas aprobadas deben estar entre 0 y 3.');
    // Every date at 0 hours: the review cannot be approved (it would charge nothing); it is returned instead.
    expect((await fis.post(url, { horarios: filas.map((f) => ({ id: f.id, horas_aprobadas: 0 })) })).status).toBe(200);
    const nada = await fis.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' });
    expect(nada.status).toBe(400);
    expect(nada.body.message).toBe('No hay horas aprobadas. Para no autorizar ninguna, devuelva la solicitud con su motivo.');
    const horas = await fis.post(url, cuerpo);
    expect(horas.status).toBe(200);
    expect(horas.body.data.solicitudDetalles.map((d: { horas_aprobadas: number }) => d.horas_aprobadas)).toEqual([2, 1]);
    expect((await fis.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    // Review over: the hours may no longer be changed.
    expect((await fis.post(url, cuerpo)).status).toBe(400);
  }, 60_000);

  it('charges the approved hours (1754), is paid online, validated, signed twice; the certificate and /verificar answer', async () => {
    const fis = await entrar(e, 'fiscalizacion');
    const base = `/api/licencia/${bar.licenciaId}`;
    const conEdo = await esperar(async () => {
      const d = (await t.get(`${base}/findSolicitudExtraordinaria/${sid}`)).body.data;
      return d.estado_cuenta ? d : null;
    }, 'el estado de cuenta 1754');
    // Patente type 3, EXTRA: 3 UMA per hour; 2 + 1 approved hours.
    const esperado = ((3 * 3 * UMA_DIARIA_CENTAVOS) / 100).toFixed(2);
    expect(conEdo).toMatchObject({ estatus_fiscalizacion: 4, estatus_edo_cuenta: 4, estatus_pago: null, constancia_disponible: false, estado_cuenta: { servicio_id: 1754, total: esperado, pagado: false } });
    const edo = conEdo.estado_cuenta as { folio: string; total: string };
    expect((await t.get(`${base}/getEdoCuentaFiscalizacion/${sid}`)).body.data).toMatchObject({ folio: edo.folio, total: esperado });
    const pdfEdo = await t.raw({ method: 'GET', url: `${base}/viewEdoCuentaFiscalizacion/${sid}` });
    expect(pdfEdo.statusCode).toBe(200);
    expect(await texto(pdfEdo.rawPayload)).toContain(edo.folio);
    // A receipt must be a PDF (the spec's words); the certificate is not there yet.
    const recibo = await subir(t, `${base}/uploadReciboPagoFiscalizacion/${sid}`, 'recibo_pago_fiscalizacion', ARCHIVOS.texto);
    expect(recibo.statusCode).toBe(400);
    expect(recibo.json().message).toBe('Para el comprobante de pago solo se permiten archivos PDF');
    expect((await t.raw({ method: 'GET', url: `${base}/viewConstanciaExtraordinaria/${sid}` })).statusCode).toBe(400);

    const orden = await t.post('/api/pagosopb/getFolio', { idServicio: 1754, claveEstablecimiento: bar.externalId, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio });
    expect(orden.status).toBe(200);
    expect(orden.body.data.monto).toBe(esperado);
    expect((await confirmarPago(orden.body.data.order_id, `FP-1754-${sid}`, edo.total)).statusCode).toBe(200);
    const tv = await tareaAbierta(e, sid, 'validacion');
    expect((await t.get(`${base}/findSolicitudExtraordinaria/${sid}`)).body.data.estatus_edo_cuenta).toBe(14);
    const recibido = (await t.post(`${base}/findReciboPago/${sid}`)).body.data;
    expect(recibido).toMatchObject({ folio_pago: `FP-1754-${sid}`, estado_cuenta: { pagado: true } });
    expect((await fis.post(`/api/tareas/${tv.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    const op = await tareaAbierta(e, sid, 'firma_operador');
    expect((await fis.post(`/api/tareas/${op.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const fz = await tareaAbierta(e, sid, 'firma_fiscalizador');
    expect((await fis.post(`/api/tareas/${fz.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    const final = await esperar(async () => {
      const d = (await t.get(`${base}/findSolicitudExtraordinaria/${sid}`)).body.data;
      return d.constancia_disponible ? d : null;
    }, 'la constancia');
    expect(final).toMatchObject({ estatus_fiscalizacion: 4, estatus_edo_cuenta: 4, estatus_pago: 4, firma_operador: 1, firma_fiscalizador: 1, aprobado: true });
    const pdf = await t.raw({ method: 'GET', url: `${base}/viewConstanciaExtraordinaria/${sid}` });
    expect(pdf.statusCode).toBe(200);
    const txt = await texto(pdf.rawPayload);
    expect(txt).toContain(final.folio);
    // The QR and the printed address carry the signed code (the PDF's text may wrap the long URL).
    const codigo = codigoVerificacion(e.config.VERIFICACION_SECRET, final.folio);
    expect(txt.replace(/\s/g, '')).toContain(`/verificar/${codigo}`);
    const publico = await e.app.inject({ method: 'GET', url: `/api/verificar/${codigo}` });
    expect(publico.statusCode).toBe(200);
    expect(publico.json().data).toMatchObject({ folio: final.folio, valida: true, licencia: null, fiscalizacion: { tipo: 'EXTRA', mes: MES, nombre_comercial: BAR.nombre_comercial } });
    expect(publico.json().data.fiscalizacion.fechas.map((f: { horas_aprobadas: number }) => f.horas_aprobadas)).toEqual([2, 1]);
    const soloFolio = (await e.app.inject({ method: 'GET', url: `/api/verificar/${final.folio}` })).json().data;
    expect(soloFolio).toMatchObject({ valida: true, licencia: null });
    expect(soloFolio.fiscalizacion).toBeUndefined();
  }, 90_000);

  it('live music: cantidad_personas, dates already taken refused; copy to another month; delete a draft', async () => {
    const base = `/api/licencia/${bar.licenciaId}`;
    const ocupada = await t.post(`${base}/saveSolicitudFiscalizacionMusica`, {
      establecimiento_id: bar.id,
      cantidad_personas: 80,
      fecha: VIERNES[0],
      fecha_fin: VIERNES[0],
      horarios: [{ fecha: [VIERNES[0]], hora_inicio: '23:00', hora_fin: '01:00' }],
    });
    expect(ocupada.status).toBe(422);
    expect(JSON.stringify(ocupada.body.errors)).toContain(`La fecha ${VIERNES[0]} ya tiene una solicitud registrada para este establecimiento.`);
    const m = await t.post(`${base}/saveSolicitudFiscalizacionMusica`, {
      establecimiento_id: bar.id,
      cantidad_personas: 80,
      fecha: SABADOS[0],
      fecha_fin: SABADOS[0],
      horarios: [{ fecha: [SABADOS[0]], hora_inicio: '23:00', hora_fin: '01:00' }],
    });
    expect(m.status).toBe(200);
    expect(m.body.data).toMatchObject({ tipo: 'VARIEDAD', cantidad_personas: 80, estatus_fiscalizacion: 1 });
    expect(m.body.data.folio).toMatch(/^MUV-/);
    musicaId = m.body.data.id;
    expect((await t.get(`${base}/getSolicitudMusica`)).body.data.map((x: { id: number }) => x.id)).toEqual([m.body.data.id]);

    const sinMes = await t.post(`${base}/copiarSolicitudFiscalizacion/${m.body.data.id}`, {});
    expect(sinMes.status).toBe(422);
    expect(sinMes.body.message).toBe('Debe seleccionar un mes al cual desea copiar las fechas');
    const destino = mesMas(2);
    const copia = await t.post(`${base}/copiarSolicitudFiscalizacion/${m.body.data.id}`, { mes: destino });
    expect(copia.status).toBe(200);
    expect(copia.body.data).toMatchObject({ tipo: 'VARIEDAD', mes: destino, cantidad_personas: 80, estatus_fiscalizacion: 1 });
    expect(copia.body.data.solicitudDetalles).toMatchObject([{ fecha: dias(destino, 6)[0], hora_inicio: '23:00', hora_fin: '01:00' }]);

    const borrada = await t.del(`${base}/solicitudFiscalizacion/${copia.body.data.id}`);
    expect(borrada.status).toBe(200);
    expect((await t.get(`${base}/findSolicitudExtraordinaria/${copia.body.data.id}`)).status).toBe(403);
  }, 60_000);

  it('live music is paid with an uploaded receipt (PDF), which Fiscalización then validates', async () => {
    const fis = await entrar(e, 'fiscalizacion');
    const base = `/api/licencia/${bar.licenciaId}`;
    expect((await subir(t, `${base}/uploadSolicitudFirmada/${musicaId}`, 'solicitud_fiscalizacion_firmada')).statusCode).toBe(200);
    expect((await t.post(`${base}/changeSolicitudEstatus/${musicaId}`, { estatus_fiscalizacion: 10 })).status).toBe(200);
    const rev = await tareaAbierta(e, musicaId, 'revision');
    expect((await fis.post(`/api/tareas/${rev.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const conEdo = await esperar(async () => {
      const d = (await t.get(`${base}/findSolicitudExtraordinaria/${musicaId}`)).body.data;
      return d.estado_cuenta ? d : null;
    }, 'el estado de cuenta de música viva');
    // Dates left without an answer are approved whole: 2 hours × 2 UMA (live music, type 3).
    expect(conEdo.estado_cuenta.total).toBe(((2 * 2 * UMA_DIARIA_CENTAVOS) / 100).toFixed(2));
    const recibo = await subir(t, `${base}/uploadReciboPagoFiscalizacion/${musicaId}`, 'recibo_pago_fiscalizacion');
    expect(recibo.statusCode).toBe(200);
    expect(recibo.json().message).toBe('Recibo cargado exitosamente');
    expect(recibo.json().data).toMatchObject({ estatus_edo_cuenta: 14, estatus_pago: null, recibo_pago: { mime: 'application/pdf' } });
    const val = await tareaAbierta(e, musicaId, 'validacion');
    expect((await fis.post(`/api/tareas/${val.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const validado = await esperar(async () => {
      const d = (await t.get(`${base}/findSolicitudExtraordinaria/${musicaId}`)).body.data;
      return d.estatus_pago === 4 ? d : null;
    }, 'el pago validado');
    expect(validado).toMatchObject({ estatus_fiscalizacion: 4, estatus_edo_cuenta: 4, firma_operador: 0, constancia_disponible: false });
  }, 60_000);

  it("refuses another taxpayer's licence and request, and a request under another licence", async () => {
    const otro = await contribuyenteConPerfil(e);
    const suyo = await establecimientoConLicencia(e, otro, { ...BAR, nombre_comercial: 'CANTINA LA OTRA' });
    expect((await otro.get(`/api/licencia/${bar.licenciaId}/getSolicitudExtraordinarias`)).status).toBe(403);
    expect((await otro.get(`/api/licencia/${bar.licenciaId}/findSolicitudExtraordinaria/${sid}`)).status).toBe(403);
    expect((await otro.get(`/api/licencia/${suyo.licenciaId}/findSolicitudExtraordinaria/${sid}`)).status).toBe(403);
    expect((await otro.post(`/api/licencia/${bar.licenciaId}/saveSolicitudFiscalizacion`, { establecimiento_id: bar.id, horarios: [{ fecha: [VIERNES[2]], hora_inicio: '23:00', hora_fin: '01:00' }] })).status).toBe(403);
    expect((await otro.raw({ method: 'GET', url: `/api/licencia/${bar.licenciaId}/viewConstanciaExtraordinaria/${sid}` })).statusCode).toBe(403);
    expect((await otro.get(`/api/horarios/getEstablecimiento/${bar.id}`)).status).toBe(403);
  }, 60_000);

  it('refuses a licence not ready, an establishment without patente and a renewal, in Spanish', async () => {
    const cuerpo = (id: number) => ({ establecimiento_id: id, horarios: [{ fecha: [VIERNES[0]], hora_inicio: '23:00', hora_fin: '01:00' }] });
    const abarrotes = await establecimientoConLicencia(e, t);
    const sinPatente = await t.post(`/api/licencia/${abarrotes.licenciaId}/saveSolicitudFiscalizacion`, cuerpo(abarrotes.id));
    expect(sinPatente.status).toBe(400);
    expect(sinPatente.body.message).toBe('Ninguna actividad del establecimiento requiere licencia de bebidas alcohólicas (patente).');
    expect((await t.get(`/api/horarios/getEstablecimiento/${abarrotes.id}`)).body.data).toMatchObject({ elegible: false, giro_opb: { giro_tipo_patente: null } });

    const alta = await t.post('/api/establecimientos', formularioLicencia({ ...BAR, nombre_comercial: 'BAR SIN LICENCIA' }));
    expect(alta.status).toBe(200);
    const noLista = await t.post(`/api/licencia/${alta.body.data.licencia[0].id}/saveSolicitudFiscalizacion`, cuerpo(alta.body.data.id));
    expect(noLista.status).toBe(400);
    expect(noLista.body.message).toBe('La licencia de funcionamiento del establecimiento aún no está aprobada en todas sus firmas.');

    const renovado = await establecimientoConLicencia(e, t, { ...BAR, nombre_comercial: 'BAR RENOVADO' });
    await e.db.db.update(licencias).set({ renovacion: true }).where(eq(licencias.id, renovado.licenciaId));
    const renovacion = await t.post(`/api/licencia/${renovado.licenciaId}/saveSolicitudFiscalizacion`, cuerpo(renovado.id));
    expect(renovacion.status).toBe(400);
    expect(renovacion.body.message).toBe('Las solicitudes de horario extraordinario y de música viva no se hacen sobre una renovación.');
  }, 60_000);
});
