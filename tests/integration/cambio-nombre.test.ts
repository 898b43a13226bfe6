// The change of trade name through its spec URLs (spec 2 §2 "Trade-name change", §3–§5, §7–§8)
// against real PostgreSQL and Temporal: the current-year licence check, create / read / update /
// send / notify / delete and their "Extra" (renewal) variants, ownership, the reviewers' areas, and
// the whole walk: Residuos Sólidos returns it, finds arrears, a 1750 statement is issued, the
// taxpayer notifies the payment, Residuos Sólidos validates, Coordinación SARE approves, and the
// establishment takes the new name exactly once, with its old name in the history.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { establecimientos, estadosCuenta, historialEstablecimientos, licencias, solicitudes } from '../../db/schema';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, formularioLicencia, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
const G = (locacionId: number) => `/api/cambioNombreComercial/${locacionId}`;

/** The spec's multipart: fields and files[code][file] + files[code][code]. */
function formulario(campos: Record<string, string>, archivos: Record<string, Buffer> = {}) {
  const limite = `----nombre${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [codigo, buf] of Object.entries(archivos)) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="files[${codigo}][code]"\r\n\r\n${codigo}\r\n`));
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="files[${codigo}][file]"; filename="${codigo}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), buf, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

async function enviarForm(t: Cliente, url: string, campos: Record<string, string>, archivos: Record<string, Buffer> = {}) {
  const r = await t.raw({ method: 'POST', url, ...formulario(campos, archivos) });
  return { status: r.statusCode, body: r.json() };
}

const nombreDe = async (id: number) => (await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, id)))[0].nombreComercial;
const DOCS = { scd_identificacion: ARCHIVOS.pdf, scd_constancia: ARCHIVOS.pdf };

describe('trade-name change: the current-year licence (spec 2 §2)', () => {
  it('licenciaActual answers with the spec messages; without an issued licence of this year nothing is created', async () => {
    const t = await contribuyenteConPerfil(e);
    const con = await establecimientoConLicencia(e, t, { nombre_comercial: 'FONDA LA PALMA' });
    const si = await t.get(`${G(con.id)}/licenciaActual`);
    expect(si.status).toBe(200);
    expect(si.body).toMatchObject({ success: true, message: 'Licencia del año actual encontrada exitosamente', data: { encontrada: true, licencia_id: con.licenciaId, en_tramite: false } });

    // A licence of this year still in course.
    const alta = await t.post('/api/establecimientos', formularioLicencia({ nombre_comercial: 'FONDA SIN LICENCIA' }));
    const sin = alta.body.data.id as number;
    const r = await t.get(`${G(sin)}/licenciaActual`);
    expect(r.body).toMatchObject({ success: false, message: 'No se ha encontrado la licencia de este año', data: { encontrada: false, en_tramite: true } });
    // No licence of this year at all.
    await e.db.db.update(licencias).set({ anio: 2020 }).where(eq(licencias.locacionId, sin));
    expect((await t.get(`${G(sin)}/licenciaActual`)).body).toMatchObject({ success: false, message: 'Licencia del año actual no encontrada', data: { encontrada: false, licencia_id: null, en_tramite: false } });

    const creada = await enviarForm(t, `${G(sin)}/create`, { id: String(sin), nuevo_nombre_comercial: 'FONDA NUEVA' }, DOCS);
    expect(creada.status).toBe(400);
    expect(creada.body.message).toBe('Al no contar con una licencia del año actual, usted debe realizar una renovación para poder continuar');
    expect((await t.get(`${G(sin)}/getCambioNombreComercial`)).body.data).toMatchObject({ solicitud: null, solicitudes: [], puede_agregar: true });
  });
});

describe('trade-name change: the form and its refusals (spec 2 §4, §5)', () => {
  it('create, send without documents, update, lock at 10, and who may touch it', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t, { nombre_comercial: 'TAQUERÍA EL ANTES' });

    // spec 2 §5: the new name is required and must differ from the current one.
    const vacio = await enviarForm(t, `${G(est.id)}/create`, { nuevo_nombre_comercial: '   ' });
    expect(vacio.status).toBe(422);
    expect(vacio.body.errors).toEqual({ nuevo_nombre_comercial: ['El campo es requerido'] });
    const igual = await enviarForm(t, `${G(est.id)}/create`, { nuevo_nombre_comercial: 'taquería  el antes' });
    expect(igual.status).toBe(422);
    expect(igual.body.errors).toEqual({ nuevo_nombre_comercial: ['El nuevo nombre comercial debe ser distinto del actual.'] });

    const r = await enviarForm(t, `${G(est.id)}/create`, { id: String(est.id), nuevo_nombre_comercial: ' TAQUERÍA  EL DESPUÉS ' }, { scd_identificacion: ARCHIVOS.pdf });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud creada exitosamente');
    const c = r.body.data;
    expect(c).toMatchObject({
      estatus_id: 1,
      estatus_texto: 'Borrador',
      nombre_comercial_actual: 'TAQUERÍA EL ANTES',
      nuevo_nombre_comercial: 'TAQUERÍA EL DESPUÉS',
      renovacion: false,
      editable: true,
      eliminable: true,
      enviable: true,
      pago_realizado: true,
      documentos: { scd_identificacion: { tipo_archivo: 'scd_identificacion' }, scd_constancia: null },
    });
    expect(c.folio).toMatch(/^CNC-\d{4}-\d{6,}$/);
    // spec 1 §2.8 My documents: the request's file reads by its title, not by its code.
    const misDocs = (await t.get(`/api/contribuyentes/${t.contribuyenteId}/documentos`)).body.data as { codigo: string; nombre: string }[];
    expect(misDocs.find((d) => d.codigo === 'scd_identificacion')?.nombre).toBe('Identificación oficial');
    const lista = (await t.get(`${G(est.id)}/getCambioNombreComercial`)).body.data;
    expect(lista).toMatchObject({ establecimiento: { id: est.id, nombre_comercial: 'TAQUERÍA EL ANTES' }, solicitud: { id: c.id }, puede_agregar: false });
    expect(lista.solicitudes).toHaveLength(1);
    // One in course at a time.
    const otra = await enviarForm(t, `${G(est.id)}/create`, { nuevo_nombre_comercial: 'OTRO NOMBRE' });
    expect(otra.status).toBe(400);
    expect(otra.body.message).toBe('Ya existe una solicitud de este tipo en curso para el establecimiento.');

    // Sending without the second document: the spec's warning, the missing field named.
    const sinDoc = await t.post(`${G(est.id)}/chageEstatusNombreComercial/${c.id}`, { estatus_id: 10 });
    expect(sinDoc.status).toBe(422);
    expect(sinDoc.body.message).toBe('Por favor, completa los campos obligatorios');
    expect(sinDoc.body.errors).toEqual({ scd_constancia: ['El campo es requerido'] });
    // A PNG is not a PDF.
    const png = await t.raw({ method: 'POST', url: `${G(est.id)}/updateCambioNombreComercial/${c.id}`, ...formulario({}, { scd_constancia: ARCHIVOS.png }) });
    expect(png.statusCode).toBe(400);

    const act = await enviarForm(t, `${G(est.id)}/updateCambioNombreComercial/${c.id}`, { nuevo_nombre_comercial: 'TAQUERÍA LOS DESPUÉS' }, { scd_constancia: ARCHIVOS.pdf });
    expect(act.status).toBe(200);
    expect(act.body.message).toBe('Solicitud actualizada exitosamente');
    expect(act.body.data).toMatchObject({ nuevo_nombre_comercial: 'TAQUERÍA LOS DESPUÉS', documentos: { scd_constancia: { tipo_archivo: 'scd_constancia' } } });

    // Another taxpayer: neither the establishment nor the request under their own establishment.
    const otro = await contribuyenteConPerfil(e);
    const suyo = (await otro.post('/api/establecimientos', formularioLicencia({ nombre_comercial: 'AJENO' }))).body.data.id as number;
    expect((await otro.get(`${G(est.id)}/getCambioNombreComercial`)).status).toBe(403);
    expect((await otro.get(`${G(est.id)}/licenciaActual`)).status).toBe(403);
    expect((await enviarForm(otro, `${G(est.id)}/create`, { nuevo_nombre_comercial: 'INTRUSO' })).status).toBe(403);
    expect((await enviarForm(otro, `${G(suyo)}/updateCambioNombreComercial/${c.id}`, { nuevo_nombre_comercial: 'INTRUSO' })).status).toBe(403);
    expect((await otro.post(`${G(suyo)}/chageEstatusNombreComercial/${c.id}`, { estatus_id: 10 })).status).toBe(403);
    expect((await otro.post(`${G(suyo)}/notificarPagoRealizadoNombreComercial/${c.id}`, { pago_realizado: true })).status).toBe(403);
    expect((await otro.post(`${G(suyo)}/deleteSolicitudCambioNombreComercial/${c.id}`)).status).toBe(403);
    // The owner's request under another of the owner's establishments is refused too.
    const propio2 = (await t.post('/api/establecimientos', formularioLicencia({ nombre_comercial: 'SEGUNDO' }))).body.data.id as number;
    expect((await t.post(`${G(propio2)}/chageEstatusNombreComercial/${c.id}`, { estatus_id: 10 })).status).toBe(403);
    // Staff never write.
    const sare = await entrar(e, 'coordinacion.sare');
    expect((await sare.post(`${G(est.id)}/chageEstatusNombreComercial/${c.id}`, { estatus_id: 10 })).status).toBe(403);

    // Only 10 is a status the taxpayer may set.
    expect((await t.post(`${G(est.id)}/chageEstatusNombreComercial/${c.id}`, { estatus_id: 4 })).status).toBe(400);
    const enviada = await t.post(`${G(est.id)}/chageEstatusNombreComercial/${c.id}`, { estatus_id: 10 });
    expect(enviada.status).toBe(200);
    expect(enviada.body.message).toBe('Solicitud enviada exitosamente');
    expect(enviada.body.data).toMatchObject({ estatus_id: 10, estatus_texto: 'Enviada a revisión', editable: false, eliminable: false, enviable: false });

    // At 10 the form is locked: no update, no delete, no second send; no debt to notify.
    const bloqueada = await enviarForm(t, `${G(est.id)}/updateCambioNombreComercial/${c.id}`, { nuevo_nombre_comercial: 'OTRO MÁS' });
    expect(bloqueada.status).toBe(400);
    expect(bloqueada.body.message).toBe('La solicitud ya fue enviada a revisión: no puede modificarse.');
    expect((await t.post(`${G(est.id)}/deleteSolicitudCambioNombreComercial/${c.id}`)).status).toBe(400);
    expect((await t.post(`${G(est.id)}/chageEstatusNombreComercial/${c.id}`, { estatus_id: 10 })).status).toBe(400);
    expect((await t.post(`${G(est.id)}/notificarPagoRealizadoNombreComercial/${c.id}`, { pago_realizado: true })).status).toBe(400);

    // The debt is Residuos Sólidos' to register: another area (and the taxpayer) is refused.
    await tareaAbierta(e, c.id, 'revision_rs');
    const lic = await entrar(e, 'revisor.licencias');
    expect((await lic.post(`/api/cambios/${c.id}/adeudo`, { area: 'rs', adeudo: true, monto: '350.00' })).status).toBe(403);
    expect((await sare.post(`/api/cambios/${c.id}/adeudo`, { area: 'rs', adeudo: true, monto: '350.00' })).status).toBe(403);
    expect((await t.post(`/api/cambios/${c.id}/adeudo`, { area: 'rs', adeudo: true, monto: '350.00' })).status).toBe(403);
    expect(await nombreDe(est.id)).toBe('TAQUERÍA EL ANTES');
  });

  it('a draft is deleted; the "Extra" variant (filed with a renewal) keeps to its own paths', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t, { nombre_comercial: 'PAPELERÍA UNO' });
    // Without a renewal of this year, no Extra request.
    const sinRen = await enviarForm(t, `${G(est.id)}/createExtra`, { nuevo_nombre_comercial: 'PAPELERÍA DOS' });
    expect(sinRen.status).toBe(400);
    expect(sinRen.body.message).toBe('Para solicitar el cambio junto con la renovación, primero registre la renovación de la licencia del año actual.');

    const a = (await enviarForm(t, `${G(est.id)}/create`, { nuevo_nombre_comercial: 'PAPELERÍA DOS' })).body.data;
    const borrada = await t.post(`${G(est.id)}/deleteSolicitudCambioNombreComercial/${a.id}`);
    expect(borrada.status).toBe(200);
    expect(borrada.body).toMatchObject({ message: 'Solicitud eliminada exitosamente', data: { id: a.id } });
    expect(await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, a.id))).toHaveLength(0);

    // This year's licence as a renewal: the Extra paths.
    await e.db.db.update(licencias).set({ renovacion: true }).where(eq(licencias.id, est.licenciaId));
    const x = await enviarForm(t, `${G(est.id)}/createExtra`, { nuevo_nombre_comercial: 'PAPELERÍA TRES' }, DOCS);
    expect(x.status).toBe(200);
    expect(x.body.data).toMatchObject({ renovacion: true, estatus_id: 1, nuevo_nombre_comercial: 'PAPELERÍA TRES' });
    const id = x.body.data.id as number;
    expect((await t.get(`${G(est.id)}/getCambioNombreComercialExtra`)).body.data).toMatchObject({ solicitud: { id, renovacion: true }, puede_agregar: false });
    expect((await t.get(`${G(est.id)}/getCambioNombreComercial`)).body.data).toMatchObject({ solicitud: null, solicitudes: [], puede_agregar: false });
    // The plain paths do not reach it, nor the Extra paths a plain one.
    const cruzada = await enviarForm(t, `${G(est.id)}/updateCambioNombreComercial/${id}`, { nuevo_nombre_comercial: 'PAPELERÍA CUATRO' });
    expect(cruzada.status).toBe(400);
    expect((await t.post(`${G(est.id)}/deleteSolicitudCambioNombreComercial/${id}`)).status).toBe(400);
    const act = await enviarForm(t, `${G(est.id)}/updateCambioNombreComercialExtra/${id}`, { nuevo_nombre_comercial: 'PAPELERÍA CUATRO' });
    expect(act.status).toBe(200);
    expect(act.body.data.nuevo_nombre_comercial).toBe('PAPELERÍA CUATRO');
    expect((await t.post(`${G(est.id)}/deleteSolicitudCambioNombreComercialExtra/${id}`)).status).toBe(200);
    expect((await t.get(`${G(est.id)}/getCambioNombreComercialExtra`)).body.data).toMatchObject({ solicitud: null, puede_agregar: true });
  });
});

describe('trade-name change, end to end through the workflow', () => {
  it('returned by Residuos Sólidos and resent; arrears charged (1750), payment notified and validated; SARE approves; renamed once', { timeout: 150_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t, { nombre_comercial: 'COCINA EL ANTES' });
    const c = (await enviarForm(t, `${G(est.id)}/create`, { nuevo_nombre_comercial: 'COCINA EL DESPUÉS' }, DOCS)).body.data;
    expect((await t.post(`${G(est.id)}/chageEstatusNombreComercial/${c.id}`, { estatus_id: 10 })).status).toBe(200);
    const rs = await entrar(e, 'residuos.solidos');
    const sare = await entrar(e, 'coordinacion.sare');
    const leer = async () => (await t.get(`${G(est.id)}/getCambioNombreComercial`)).body.data.solicitud;

    // Residuos Sólidos returns it with a reason: 5, editable again; corrected and resent: 10.
    const t1 = await tareaAbierta(e, c.id, 'revision_rs');
    expect(t1).toMatchObject({ areaId: 8, locacionId: est.id });
    const det = await rs.get(`/api/tareas/${t1.id}`);
    expect(det.body.data.detalle).toMatchObject({ folio: c.folio, filas: [{ campo: 'Nombre comercial', actual: 'COCINA EL ANTES', propuesto: 'COCINA EL DESPUÉS' }], adeudo_registrable: ['rs'] });
    expect((await rs.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'rechazado', motivo_rechazo: 'La constancia no muestra el nuevo nombre' })).status).toBe(200);
    await expect.poll(async () => (await leer()).estatus_id, { timeout: 20_000 }).toBe(5);
    expect(await leer()).toMatchObject({ estatus_id: 5, estatus_texto: 'Devuelta', motivo_rechazo: 'La constancia no muestra el nuevo nombre', editable: true, enviable: true });
    expect((await enviarForm(t, `${G(est.id)}/updateCambioNombreComercial/${c.id}`, {}, { scd_constancia: ARCHIVOS.pdf })).status).toBe(200);
    const reenvio = await t.post(`${G(est.id)}/chageEstatusNombreComercial/${c.id}`, { estatus_id: 10 });
    expect(reenvio.status).toBe(200);
    expect(reenvio.body.data).toMatchObject({ estatus_id: 10, motivo_rechazo: null });

    // Arrears: Residuos Sólidos registers 350.00 and approves its review; a 1750 statement is issued.
    const t2 = await tareaAbierta(e, c.id, 'revision_rs');
    expect(t2.ronda).toBe(2);
    expect((await rs.post(`/api/cambios/${c.id}/adeudo`, { area: 'rs', adeudo: true, monto: '350' })).status).toBe(200);
    expect((await rs.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await expect
      .poll(async () => (await e.db.db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, c.id), eq(estadosCuenta.servicioId, 1750)))).map((x) => x.total), { timeout: 20_000 })
      .toEqual(['350.00']);
    await expect.poll(async () => (await leer()).pago_realizado, { timeout: 20_000 }).toBe(false);
    expect(await leer()).toMatchObject({ estatus_id: 3, adeudos: [{ area: 'rs', monto: '350.00', pago_notificado: false, pendiente: true }] });
    expect(await nombreDe(est.id)).toBe('COCINA EL ANTES');

    // The taxpayer notifies the payment; Residuos Sólidos validates it.
    expect((await t.post(`${G(est.id)}/notificarPagoRealizadoNombreComercial/${c.id}`, { pago_realizado: false })).status).toBe(422);
    const notif = await t.post(`${G(est.id)}/notificarPagoRealizadoNombreComercial/${c.id}`, { pago_realizado: true });
    expect(notif.status).toBe(200);
    expect(notif.body.message).toBe('Pago notificado exitosamente');
    expect(notif.body.data).toMatchObject({ pago_realizado: true, adeudos: [{ area: 'rs', pago_notificado: true, pendiente: false }] });
    const t3 = await tareaAbierta(e, c.id, 'validacion_rs');
    expect((await rs.post(`/api/tareas/${t3.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    // Coordinación SARE reviews the name (Licencias may not); the name changes only now, once.
    const t4 = await tareaAbierta(e, c.id, 'revision');
    expect(t4.areaId).toBe(21);
    expect(await nombreDe(est.id)).toBe('COCINA EL ANTES');
    const lic = await entrar(e, 'revisor.licencias');
    expect((await lic.post(`/api/tareas/${t4.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);
    expect((await sare.post(`/api/tareas/${t4.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await expect.poll(async () => (await leer()).estatus_id, { timeout: 20_000 }).toBe(4);
    expect(await leer()).toMatchObject({ aprobada: true, estatus_texto: 'Aprobada', nombre_comercial_actual: 'COCINA EL ANTES', nuevo_nombre_comercial: 'COCINA EL DESPUÉS', editable: false, eliminable: false });
    expect(await nombreDe(est.id)).toBe('COCINA EL DESPUÉS');
    const historia = await e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.locacionId, est.id));
    expect(historia).toHaveLength(1);
    expect(historia[0]).toMatchObject({ solicitudId: c.id, tipo: 'cambio_nombre', anterior: { nombre_comercial: 'COCINA EL ANTES' }, nuevo: { nombre_comercial: 'COCINA EL DESPUÉS' } });
    expect((await t.get(`/api/establecimientos/${est.id}/historial`)).body.data).toMatchObject([{ solicitud_id: c.id, anterior: { nombre_comercial: 'COCINA EL ANTES' } }]);
    // Approved: locked for good; a new request may be added.
    expect((await enviarForm(t, `${G(est.id)}/updateCambioNombreComercial/${c.id}`, { nuevo_nombre_comercial: 'OTRA VEZ' })).status).toBe(400);
    expect((await t.get(`${G(est.id)}/getCambioNombreComercial`)).body.data).toMatchObject({ establecimiento: { nombre_comercial: 'COCINA EL DESPUÉS' }, puede_agregar: true });
  });
});
