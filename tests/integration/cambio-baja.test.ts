// Closure of an establishment (spec 2 §2 'Solicitud de baja de establecimiento', §3, §4, §7
// "Closure (licencia/{id})") through the API against real PostgreSQL and Temporal: every route,
// ownership (another taxpayer's licence; another's request under one's own licence), the staff
// routes refused to taxpayers and to the wrong area, the form locked at 10, and the whole walk with
// both debts — Residuos Sólidos' notified and validated, Licencias' paid online — until the
// establishment is closed exactly once: its licence no longer valid, no new request for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { firmar } from '../../activities/adapters/pasarela';
import { createActivities } from '../../activities';
import { establecimientos, historialEstablecimientos, solicitudes } from '../../db/schema';
import { ARCHIVOS, SECRETO_PASARELA, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
const hoy = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
const haceDias = (n: number) => new Date(Date.now() - 5 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
const DOCS = ['sbe_aviso_baja', 'sbe_constancia', 'sbe_identificacion'];

/** A multipart body as the spec sends it: fields and files[code][file] with files[code][code]. */
function formulario(campos: Record<string, string>, codigos: string[] = [], contenido: Buffer = ARCHIVOS.pdf) {
  const limite = `----baja${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const c of codigos) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="files[${c}][code]"\r\n\r\n${c}\r\n`));
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="files[${c}][file]"; filename="${c}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`));
    partes.push(contenido, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

async function enviarForm(t: Cliente, url: string, campos: Record<string, string>, codigos: string[] = [], contenido?: Buffer) {
  const r = await t.raw({ method: 'POST', url, ...formulario(campos, codigos, contenido) });
  return { status: r.statusCode, body: r.json() };
}

const crear = (t: Cliente, licenciaId: number, campos: Record<string, string>, codigos: string[] = DOCS) =>
  enviarForm(t, `/api/licencia/${licenciaId}/bajaEstablecimiento`, campos, codigos);

/** The gateway's signed confirmation, exactly as the simulator or the real gateway sends it. */
async function confirmarPago(orderId: string, folioPago: string, monto: string) {
  const cuerpo = JSON.stringify({ order_id: orderId, folio_pago: folioPago, autorizacion: 'A7788', monto, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
  return e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', 'x-pasarela-firma': firmar(cuerpo, SECRETO_PASARELA) } });
}

/** Polls the closure until `cumple` holds (the workflow answers asynchronously). */
async function esperar(t: Cliente, licenciaId: number, cumple: (d: any) => boolean) {
  let d: any = null;
  for (let i = 0; i < 150; i++) {
    d = (await t.get(`/api/licencia/${licenciaId}/getBajaEstablecimiento`)).body.data;
    if (d && cumple(d)) return d;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`la baja no llegó al estado esperado: ${JSON.stringify(d?.tramite?.linea_tiempo ?? d)}`);
}

describe('closure: form, ownership and locks', () => {
  let t: Cliente;
  let otro: Cliente;
  let est: Awaited<ReturnType<typeof establecimientoConLicencia>>;
  let ajeno: Awaited<ReturnType<typeof establecimientoConLicencia>>;

  beforeAll(async () => {
    [t, otro] = await Promise.all([contribuyenteConPerfil(e), contribuyenteConPerfil(e)]);
    est = await establecimientoConLicencia(e, t, { nombre_comercial: 'PAPELERÍA EL SOL' });
    ajeno = await establecimientoConLicencia(e, otro, { nombre_comercial: 'FONDA DOÑA MARY' });
  }, 120_000);

  it('creates, reads, updates, refuses a second one and the wrong data; deletes a draft', async () => {
    // No closure yet: success false with our message.
    const vacia = await t.get(`/api/licencia/${est.licenciaId}/getBajaEstablecimiento`);
    expect(vacia.status).toBe(200);
    expect(vacia.body).toMatchObject({ success: false, message: 'Este establecimiento no tiene una solicitud de baja.', data: null });

    // fecha_sat required, a real date, not in the future; `id` must be the establishment's.
    const sinFecha = await crear(t, est.licenciaId, { id: String(est.id), has_alcohol: '0' });
    expect(sinFecha.status).toBe(422);
    expect(sinFecha.body).toMatchObject({ message: 'Por favor, completa los campos obligatorios', errors: { fecha_sat: ['El campo es requerido'] } });
    const futura = await crear(t, est.licenciaId, { id: String(est.id), fecha_sat: '2999-01-01' });
    expect(futura.body.errors).toEqual({ fecha_sat: ['La fecha de baja ante el SAT no puede ser posterior a hoy'] });
    expect((await crear(t, est.licenciaId, { id: String(est.id), fecha_sat: '2026-02-30' })).body.errors.fecha_sat).toEqual(['Ingrese una fecha válida (AAAA-MM-DD)']);
    expect((await crear(t, est.licenciaId, { id: String(ajeno.id), fecha_sat: haceDias(2) })).status).toBe(422);
    // A file that is not a PDF is refused and creates nothing.
    const texto = await enviarForm(t, `/api/licencia/${est.licenciaId}/bajaEstablecimiento`, { fecha_sat: haceDias(2) }, ['sbe_aviso_baja'], ARCHIVOS.texto);
    expect(texto.status).toBe(400);
    expect((await t.get(`/api/licencia/${est.licenciaId}/getBajaEstablecimiento`)).body.data).toBeNull();

    const creada = await crear(t, est.licenciaId, { id: String(est.id), fecha_sat: haceDias(3), has_alcohol: '0' }, ['sbe_aviso_baja']);
    expect(creada.status).toBe(200);
    expect(creada.body.message).toBe('Solicitud creada exitosamente');
    expect(creada.body.data).toMatchObject({
      estatus_id: 1,
      licencia_id: est.licenciaId,
      establecimiento: { id: est.id, nombre_comercial: 'PAPELERÍA EL SOL' },
      fecha_sat: haceDias(3),
      has_alcohol: false,
      adeudo_rs: 0,
      adeudo_la: 0,
      editable: true,
      eliminable: true,
      enviable: true,
      aviso: { tipo_archivo: 'sbe_aviso_baja', etiqueta: 'Aviso de baja ante el SAT' },
      constancia: null,
      identeficacion: null,
    });
    expect(creada.body.data.folio).toMatch(/^BAJA-\d{4}-\d{6,}$/);
    const sid = creada.body.data.id as number;

    // One closure in course per establishment.
    const otra = await crear(t, est.licenciaId, { fecha_sat: haceDias(3) });
    expect(otra.status).toBe(400);
    expect(otra.body.message).toBe('Ya existe una solicitud de este tipo en curso para el establecimiento.');

    // Sending without every document: 422 naming the missing ones.
    const incompleta = await t.post(`/api/licencia/${est.licenciaId}/chageEstatusBajaEstablecimiento/${sid}`, { estatus_id: 10 });
    expect(incompleta.status).toBe(422);
    expect(Object.keys(incompleta.body.errors ?? {}).sort()).toEqual(['files.sbe_constancia', 'files.sbe_identificacion']);

    // Update: a field left out keeps its value; the documents are added.
    const editada = await enviarForm(t, `/api/licencia/${est.licenciaId}/updateBajaEstablecimiento/${sid}`, { has_alcohol: '1' }, ['sbe_constancia', 'sbe_identificacion']);
    expect(editada.status).toBe(200);
    expect(editada.body.message).toBe('Solicitud actualizada exitosamente');
    expect(editada.body.data).toMatchObject({ fecha_sat: haceDias(3), has_alcohol: true, constancia: { tipo_archivo: 'sbe_constancia' }, identeficacion: { tipo_archivo: 'sbe_identificacion' } });
    const leida = await t.get(`/api/licencia/${est.licenciaId}/getBajaEstablecimiento`);
    expect(leida.body.data).toMatchObject({ id: sid, has_alcohol: true, estatus_texto: 'Borrador' });
    // Only 10 is a taxpayer's status move.
    expect((await t.post(`/api/licencia/${est.licenciaId}/chageEstatusBajaEstablecimiento/${sid}`, { estatus_id: 4 })).status).toBe(400);

    // Deleted in 1: gone.
    const borrada = await t.post(`/api/licencia/${est.licenciaId}/deleteSolicitudBajaEstablecimiento/${sid}`);
    expect(borrada.status).toBe(200);
    expect(borrada.body).toMatchObject({ message: 'Solicitud eliminada exitosamente', data: { id: sid } });
    expect((await t.get(`/api/licencia/${est.licenciaId}/getBajaEstablecimiento`)).body.data).toBeNull();
  });

  it('refuses another taxpayer, a request under another licence, and taxpayers on the staff routes', async () => {
    const mia = (await crear(t, est.licenciaId, { fecha_sat: haceDias(1) })).body.data.id as number;
    const suya = (await crear(otro, ajeno.licenciaId, { fecha_sat: haceDias(1) })).body.data.id as number;
    // Another taxpayer's licence: every route 403.
    expect((await otro.get(`/api/licencia/${est.licenciaId}/getBajaEstablecimiento`)).status).toBe(403);
    expect((await crear(otro, est.licenciaId, { fecha_sat: haceDias(1) })).status).toBe(403);
    expect((await enviarForm(otro, `/api/licencia/${est.licenciaId}/updateBajaEstablecimiento/${mia}`, { fecha_sat: haceDias(1) })).status).toBe(403);
    expect((await otro.post(`/api/licencia/${est.licenciaId}/chageEstatusBajaEstablecimiento/${mia}`, { estatus_id: 10 })).status).toBe(403);
    expect((await otro.post(`/api/licencia/${est.licenciaId}/notificarPagoAreaBajaEstablecimiento/${mia}`, { area: 'rs' })).status).toBe(403);
    expect((await otro.post(`/api/licencia/${est.licenciaId}/deleteSolicitudBajaEstablecimiento/${mia}`)).status).toBe(403);
    // Another's request id under one's own licence id: 403, and nothing changed.
    expect((await enviarForm(t, `/api/licencia/${est.licenciaId}/updateBajaEstablecimiento/${suya}`, { fecha_sat: haceDias(5) })).status).toBe(403);
    expect((await t.post(`/api/licencia/${est.licenciaId}/chageEstatusBajaEstablecimiento/${suya}`, { estatus_id: 10 })).status).toBe(403);
    expect((await t.post(`/api/licencia/${est.licenciaId}/deleteSolicitudBajaEstablecimiento/${suya}`)).status).toBe(403);
    expect((await t.post(`/api/licencia/${est.licenciaId}/notificarPagoAreaBajaEstablecimiento/${suya}`, { area: 'la' })).status).toBe(403);
    // One's own request under the other's licence id: 403 too.
    expect((await otro.post(`/api/licencia/${ajeno.licenciaId}/deleteSolicitudBajaEstablecimiento/${mia}`)).status).toBe(403);
    expect((await otro.get(`/api/licencia/${ajeno.licenciaId}/getBajaEstablecimiento`)).body.data.id).toBe(suya);
    // A taxpayer on the staff moves, even on their own request: 403.
    expect((await t.post(`/api/licencia/${est.licenciaId}/changeAdeudoAreaBajaEstablecimiento/${mia}`, { area: 'rs', adeudo: true, monto: '10' })).status).toBe(403);
    expect((await t.post(`/api/licencia/${est.licenciaId}/changeAreasEstatusBajaEstablecimiento/${mia}`, { area: 'rs', estatus_id: 4 })).status).toBe(403);
    // Nothing to notify in a draft.
    const sinAdeudo = await t.post(`/api/licencia/${est.licenciaId}/notificarPagoAreaBajaEstablecimiento/${mia}`, { area: 'rs' });
    expect(sinAdeudo.status).toBe(400);
    expect((await t.post(`/api/licencia/${est.licenciaId}/deleteSolicitudBajaEstablecimiento/${mia}`)).status).toBe(200);
  });
});

describe('closure: the walk with both debts until the establishment is closed', () => {
  it('RS debt notified and validated, Licencias debt paid online and validated, then closed once', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t, { nombre_comercial: 'CIBER LA ESQUINA' });
    const folioLicencia = (await t.get(`/api/licencia/${est.licenciaId}`)).body.data.folio as string;
    expect((await e.app.inject({ method: 'GET', url: `/api/verificar/${encodeURIComponent(folioLicencia)}` })).json().data.valida).toBe(true);
    const [rs, la] = await Promise.all([entrar(e, 'residuos.solidos'), entrar(e, 'revisor.licencias')]);
    const base = `/api/licencia/${est.licenciaId}`;

    const sid = (await crear(t, est.licenciaId, { id: String(est.id), fecha_sat: hoy(), has_alcohol: '0' })).body.data.id as number;
    const enviada = await t.post(`${base}/chageEstatusBajaEstablecimiento/${sid}`, { estatus_id: 10 });
    expect(enviada.status).toBe(200);
    expect(enviada.body.message).toBe('Solicitud enviada exitosamente');
    expect(enviada.body.data).toMatchObject({ estatus_id: 10, estatus_texto: 'Enviada a revisión', editable: false, eliminable: false, enviable: false });

    // 10 locks it: no edit, no delete, no second send.
    const editar = await enviarForm(t, `${base}/updateBajaEstablecimiento/${sid}`, { fecha_sat: haceDias(1) });
    expect(editar.status).toBe(400);
    expect(editar.body.message).toBe('La solicitud ya fue enviada a revisión: no puede modificarse.');
    expect((await t.post(`${base}/deleteSolicitudBajaEstablecimiento/${sid}`)).status).toBe(400);
    expect((await t.post(`${base}/chageEstatusBajaEstablecimiento/${sid}`, { estatus_id: 10 })).status).toBe(400);

    // Residuos Sólidos' review. Licencias may neither register RS's debt nor its own yet (403).
    const t1 = await tareaAbierta(e, sid, 'revision_rs');
    expect(t1.areaId).toBe(8);
    // Staff read the closure while a task of their area is about it; an area without one is refused.
    expect((await rs.get(`${base}/getBajaEstablecimiento`)).body.data).toMatchObject({ id: sid, estatus_id: 10, has_alcohol: false });
    const du = await entrar(e, 'desarrollo.urbano');
    expect((await du.get(`${base}/getBajaEstablecimiento`)).status).toBe(403);
    expect((await du.post(`${base}/changeAdeudoAreaBajaEstablecimiento/${sid}`, { area: 'rs', adeudo: true, monto: '350' })).status).toBe(403);
    expect((await la.post(`${base}/changeAdeudoAreaBajaEstablecimiento/${sid}`, { area: 'rs', adeudo: true, monto: '350' })).status).toBe(403);
    expect((await la.post(`${base}/changeAdeudoAreaBajaEstablecimiento/${sid}`, { area: 'la', adeudo: true, monto: '350' })).status).toBe(403);
    expect((await la.post(`${base}/changeAreasEstatusBajaEstablecimiento/${sid}`, { area: 'rs', estatus_id: 4 })).status).toBe(403);
    expect((await rs.post(`${base}/changeAdeudoAreaBajaEstablecimiento/${sid}`, { area: 'rs', adeudo: true })).status).toBe(422);
    const adeudo = await rs.post(`${base}/changeAdeudoAreaBajaEstablecimiento/${sid}`, { area: 'rs', adeudo: true, monto: '350' });
    expect(adeudo.status).toBe(200);
    expect(adeudo.body.message).toBe('Adeudo registrado exitosamente');
    expect(adeudo.body.data).toMatchObject({ adeudo_rs: 1, monto_rs: '350.00', pago_rs: false });
    // A return needs its reason.
    expect((await rs.post(`${base}/changeAreasEstatusBajaEstablecimiento/${sid}`, { area: 'rs', estatus_id: 5 })).status).toBe(422);
    const aprobada = await rs.post(`${base}/changeAreasEstatusBajaEstablecimiento/${sid}`, { area: 'rs', estatus_id: 4 });
    expect(aprobada.status).toBe(200);
    expect(aprobada.body.message).toBe('Revisión del área registrada exitosamente');

    // The 1750 statement for the amount registered; the taxpayer notifies its payment.
    const conEdo = await esperar(t, est.licenciaId, (d) => d.estados_cuenta.some((x: { servicio_id: number }) => x.servicio_id === 1750));
    expect(conEdo.estados_cuenta[0]).toMatchObject({ servicio_id: 1750, total: '350.00', pagado: false });
    expect(conEdo).toMatchObject({ adeudo_rs: 1, pago_rs: false, adeudos: [{ area: 'rs', pendiente: true, pago_notificado: false }] });
    expect((await t.post(`${base}/notificarPagoAreaBajaEstablecimiento/${sid}`, { area: 'la' })).status).toBe(400);
    const notificado = await t.post(`${base}/notificarPagoAreaBajaEstablecimiento/${sid}`, { area: 'rs' });
    expect(notificado.status).toBe(200);
    expect(notificado.body.message).toBe('Pago notificado exitosamente');
    expect(notificado.body.data.adeudos[0]).toMatchObject({ area: 'rs', pago_notificado: true });
    const t2 = await tareaAbierta(e, sid, 'validacion_rs');
    expect(t2.areaId).toBe(8);
    expect((await rs.post(`${base}/changeAreasEstatusBajaEstablecimiento/${sid}`, { area: 'rs', estatus_id: 4 })).status).toBe(200);

    // Licencias' review: its debt, approved in the inbox, paid online with the gateway's signed word.
    await tareaAbierta(e, sid, 'revision_la');
    const enRs = (await t.get(`${base}/getBajaEstablecimiento`)).body.data;
    expect(enRs).toMatchObject({ adeudo_rs: 1, pago_rs: true, estatus_id: 3 });
    expect((await rs.post(`${base}/changeAdeudoAreaBajaEstablecimiento/${sid}`, { area: 'la', adeudo: true, monto: '1200.50' })).status).toBe(403);
    expect((await la.post(`${base}/changeAdeudoAreaBajaEstablecimiento/${sid}`, { area: 'la', adeudo: true, monto: '1200.50' })).status).toBe(200);
    const t3 = await tareaAbierta(e, sid, 'revision_la');
    expect(t3.areaId).toBe(20);
    expect((await la.post(`/api/tareas/${t3.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const conEdoLa = await esperar(t, est.licenciaId, (d) => d.estados_cuenta.some((x: { servicio_id: number }) => x.servicio_id === 1751));
    const edo = conEdoLa.estados_cuenta.find((x: { servicio_id: number }) => x.servicio_id === 1751);
    expect(edo).toMatchObject({ total: '1200.50', pagado: false });
    expect(conEdoLa).toMatchObject({ adeudo_la: 1, pago_la: false, tramite: { acciones: { pagar: 1751 } } });
    const orden = await t.post('/api/pagosopb/getFolio', { idServicio: 1751, claveEstablecimiento: est.externalId, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio });
    expect(orden.status).toBe(200);
    expect((await confirmarPago(orden.body.data.order_id, `FP-1751-${sid}`, edo.total)).statusCode).toBe(200);
    await tareaAbierta(e, sid, 'validacion_la');

    // Unchanged until approval.
    const [antes] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, est.id));
    expect(antes.baja).toBe(false);
    expect((await la.post(`${base}/changeAreasEstatusBajaEstablecimiento/${sid}`, { area: 'la', estatus_id: 4 })).status).toBe(200);

    // Approved (4): the establishment closed, once.
    const final = await esperar(t, est.licenciaId, (d) => d.aprobada);
    expect(final).toMatchObject({ estatus_id: 4, estatus_texto: 'Aprobada', adeudo_rs: 1, pago_rs: true, adeudo_la: 1, pago_la: true });
    const [despues] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, est.id));
    expect(despues.baja).toBe(true);
    const historia = await e.db.db
      .select()
      .from(historialEstablecimientos)
      .where(and(eq(historialEstablecimientos.locacionId, est.id), eq(historialEstablecimientos.solicitudId, sid)));
    expect(historia).toHaveLength(1);
    expect(historia[0]).toMatchObject({ tipo: 'baja', anterior: { baja: false }, nuevo: { baja: true, fecha_sat: hoy() } });
    // The approval projected again (a retried activity): nothing is applied twice.
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, sid));
    await createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' }).proyectarSolicitud({ solicitudId: sid, snapshot: s.snapshot!, version: s.version + 1 });
    const otraVez = await e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.solicitudId, sid));
    expect(otraVez).toHaveLength(1);
    const [igual] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, est.id));
    expect(igual.updatedAt).toEqual(despues.updatedAt);

    // Its licence is no longer valid on the public page; it left 'Mis establecimientos'.
    expect((await e.app.inject({ method: 'GET', url: `/api/verificar/${encodeURIComponent(folioLicencia)}` })).json().data.valida).toBe(false);
    const lista = await t.get(`/api/establecimientos/contribuyente/${t.contribuyenteId}`);
    expect(lista.body.data.data.map((x: { id: number }) => x.id)).not.toContain(est.id);

    // No new request of any kind for it: closure, renewal, land use, licence.
    expect((await crear(t, est.licenciaId, { fecha_sat: hoy() })).status).toBe(403);
    expect((await t.post(`/api/licencia/${est.id}/newyear/${Number(hoy().slice(0, 4)) + 1}`, {})).status).toBe(403);
    expect((await t.post(`/api/nueva-constancia-uso-suelo/create/${est.id}`, { sector_id: 2, giro_desarrollo_id: 1, zona_uso_id: 5 })).status).toBe(403);
    expect((await t.post(`/api/licencia/${est.licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(403);
    expect((await t.get(`/api/establecimientos/${est.id}/tiposMovimiento`)).status).toBe(403);
    // Its closure stays readable by its owner.
    expect((await t.get(`${base}/getBajaEstablecimiento`)).body.data).toMatchObject({ id: sid, aprobada: true });
  });
});
