// Change of address (spec 2 §2–§9) through the API against real PostgreSQL and Temporal:
// every route of the group cambiodomicilio, the Extra variants, the land-use receipt and the
// movements; ownership and area 403s; a request locked once sent; the real walk (Coordinación SARE
// approves, Desarrollo Urbano verifies, 1755 proven by the receipt, Desarrollo Urbano validates)
// moving the establishment exactly once, with its history row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { establecimientos, historialEstablecimientos } from '../../db/schema';
import { MSG_CAMBIOS, MSG_CAMBIOS_EXTRA } from '../../domain/cambios/comun';
import { MSG_CDO } from '../../domain/cambios/domicilio/mensajes';
import { MSG_PREDIO } from '../../domain/predial/mensajes';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
interface Archivo {
  campo: string;
  nombre: string;
  tipo: string;
  contenido: Buffer;
}

/** multipart/form-data with several files (the spec's files[code][file] and documento[i][file]). */
function formData(campos: Record<string, string>, archivos: Archivo[] = []) {
  const limite = `----cdo${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const a of archivos) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${a.campo}"; filename="${a.nombre}"\r\nContent-Type: ${a.tipo}\r\n\r\n`), a.contenido, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

async function enviar(t: Cliente, url: string, campos: Record<string, string>, archivos: Archivo[] = []) {
  const r = await t.raw({ method: 'POST', url, ...formData(campos, archivos) });
  return { status: r.statusCode, body: r.json() };
}

const pdf = (code: string, grupo = 'files'): Archivo => ({ campo: `${grupo}[${code}][file]`, nombre: `${code}.pdf`, tipo: 'application/pdf', contenido: ARCHIVOS.pdf });

/** Payo Obispo, Av. Belice 345 (the demo key whose property tax is paid). */
const CLAVE_NUEVA = '04001006031014000';
const NUEVO: Record<string, string> = {
  id: '0',
  clave_catastral: CLAVE_NUEVA,
  donativo: '0',
  renovacion: '0',
  has_licencia_bebidas: '0',
  patente_propia: '0',
  has_alcohol: '0',
  tipo_proceso_id: '2',
  tipo_propiedad_id: '1',
  'domicilio[codigo_postal]': '77083',
  'domicilio[localidad_id]': '1',
  'domicilio[colonia_id]': '6',
  'domicilio[calle_id]': '600',
  'domicilio[numero_exterior]': '345',
  'domicilio[latitud]': '18.5102',
  'domicilio[longitud]': '-88.3011',
  'domicilio[otro_domicilio][is_otra_colonia]': '0',
};

async function estDe(id: number) {
  const [x] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, id));
  return x;
}

async function hasta<T>(fn: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const v = await fn();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('la condición no se cumplió a tiempo');
}

describe('cambio de domicilio (spec 2 §2–§9)', () => {
  let t: Cliente;
  let est: Awaited<ReturnType<typeof establecimientoConLicencia>>;
  let otro: Cliente;
  let estOtro: Awaited<ReturnType<typeof establecimientoConLicencia>>;
  let sid: number;

  beforeAll(async () => {
    t = await contribuyenteConPerfil(e);
    est = await establecimientoConLicencia(e, t, { nombre_comercial: 'REFACCIONES EL EJE' });
    otro = await contribuyenteConPerfil(e);
    estOtro = await establecimientoConLicencia(e, otro, { nombre_comercial: 'PAPELERÍA AJENA' });
  });

  it('getDataDomicilio answers the current address under locacion_domicilio.domicilio', async () => {
    const r = await t.get(`/api/cambiodomicilio/getDataDomicilio/${est.id}`);
    expect(r.status).toBe(200);
    expect(r.body.data.locacion_domicilio.domicilio).toMatchObject({ colonia_id: 1, calle_id: 100 });
    expect(r.body.data.licencia_emitida).toBe(true);
    expect((await otro.get(`/api/cambiodomicilio/getDataDomicilio/${est.id}`)).status).toBe(403);
  });

  it('refuses a key the cadastre does not know and one whose property tax is owed (spec 2 §4, §5)', async () => {
    const url = `/api/cambiodomicilio/setSolicitudCambioDomicilio/${est.id}`;
    const noEncontrada = await enviar(t, url, { ...NUEVO, clave_catastral: '04001099099099000' });
    expect(noEncontrada.status).toBe(400);
    expect(noEncontrada.body.message).toBe(MSG_PREDIO.claveNoEncontrada);
    const adeudo = await enviar(t, url, { ...NUEVO, clave_catastral: '04001003020009000' });
    expect(adeudo.status).toBe(400);
    expect(adeudo.body.message).not.toBe('');
    const corta = await enviar(t, url, { ...NUEVO, clave_catastral: '0400100' });
    expect(corta.status).toBe(422);
    expect(corta.body.errors.clave_catastral).toEqual(['Debe proporcionar 17 digitos']);
    const cp = await enviar(t, url, { ...NUEVO, 'domicilio[codigo_postal]': '770' });
    expect(cp.body.errors['domicilio.codigo_postal']).toEqual(['Debe proporcionar 5 digitos']);
    // A donation: DONATIVO (8) with its certificate and receipt folios.
    const donativo = await enviar(t, url, { ...NUEVO, donativo: '1', clave_catastral: 'DONATIVO' });
    expect(donativo.status).toBe(422);
    expect(Object.keys(donativo.body.errors).sort()).toEqual(['folio_recibo_pago_donativo', 'numero_oficio_constancia_catastro']);
    expect((await t.get(`/api/cambiodomicilio/getSolicitudesCambioDomicilio/${est.id}`)).body.data).toEqual([]);
  });

  it('creates, reads, updates and attaches files; another taxpayer gets 403 everywhere', async () => {
    const r = await enviar(t, `/api/cambiodomicilio/setSolicitudCambioDomicilio/${est.id}`, NUEVO, [pdf('scdd_saneamiento')]);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Solicitud de cambio de domicilio creada exitosamente');
    sid = r.body.data.id;
    expect(r.body.data.folio).toMatch(/^CDO-\d{4}-\d{6,}$/);

    const g = await t.get(`/api/cambiodomicilio/getSolicitudCambioDomicilio/${est.id}/${sid}`);
    expect(g.body.data).toMatchObject({ id: sid, estatus_id: 1, clave_catastral: CLAVE_NUEVA, editable: true, domicilio: { colonia: 'PAYO OBISPO', calle_id: 600 } });
    expect(g.body.data.domicilio.otro_domicilio.is_otra_colonia).toBe(false);

    // One request in course per establishment.
    const dos = await enviar(t, `/api/cambiodomicilio/setSolicitudCambioDomicilio/${est.id}`, NUEVO);
    expect(dos.body.message).toBe(MSG_CAMBIOS_EXTRA.yaExiste);

    const u = await enviar(t, `/api/cambiodomicilio/updateSolicitudCambioDomicilio/${est.id}/${sid}`, { ...NUEVO, 'domicilio[numero_exterior]': '347' });
    expect(u.status).toBe(200);
    expect(u.body.message).toBe(MSG_CAMBIOS.actualizada);
    expect(u.body.data.domicilio.numero_exterior).toBe('347');

    const docs = await enviar(t, `/api/cambiodomicilio/storeFiles/${est.id}/${sid}`, { solicitud_id: String(sid), 'documento[0][code]': 'aviso_cambio', 'documento[1][code]': 'titulo_escritura' }, [
      pdf('0', 'documento'),
      pdf('1', 'documento'),
    ]);
    expect(docs.body.message).toBe('Documentos adjuntados con exito');
    const fotos = await enviar(t, `/api/cambiodomicilio/storeFiles/${est.id}/${sid}`, { solicitud_id: String(sid), 'documento[0][code]': 'frente' }, [
      { campo: 'documento[0][file]', nombre: 'frente.png', tipo: 'image/png', contenido: ARCHIVOS.png },
    ]);
    expect(fotos.body.message).toBe('Fotos adjuntados con exito');
    expect(fotos.body.data.archivos.map((a: { tipo_archivo: string }) => a.tipo_archivo).sort()).toEqual(['aviso_cambio', 'frente', 'scdd_saneamiento', 'titulo_escritura']);

    // Ownership: a foreign establishment, and a foreign request under one's own establishment id.
    expect((await otro.get(`/api/cambiodomicilio/getSolicitudesCambioDomicilio/${est.id}`)).status).toBe(403);
    expect((await otro.get(`/api/cambiodomicilio/getSolicitudCambioDomicilio/${est.id}/${sid}`)).status).toBe(403);
    expect((await otro.get(`/api/cambiodomicilio/getSolicitudCambioDomicilio/${estOtro.id}/${sid}`)).status).toBe(403);
    expect((await enviar(otro, `/api/cambiodomicilio/updateSolicitudCambioDomicilio/${estOtro.id}/${sid}`, NUEVO)).status).toBe(403);
    expect((await otro.post(`/api/cambiodomicilio/changeStatusSolicitudCambioDomicilio/${estOtro.id}/${sid}`, { estatus_id: 10 })).status).toBe(403);
    expect((await otro.post(`/api/cambiodomicilio/deleteSolicitudCambioDomicilio/${estOtro.id}/${sid}`)).status).toBe(403);
    expect((await enviar(otro, `/api/licencia/${sid}/uploadReciboPagoCambioDomicilioDU`, { code: 'recibo_pago_uso_suelo' }, [{ ...pdf('x'), campo: 'file' }])).status).toBe(403);
    // spec 2 §7 licencia/{id}/uploadReciboPagoCambioDomicilioDU/{x}: another's licence, or one's own licence with another's request.
    expect((await enviar(otro, `/api/licencia/${est.licenciaId}/uploadReciboPagoCambioDomicilioDU/${sid}`, { code: 'recibo_pago_uso_suelo' }, [{ ...pdf('x'), campo: 'file' }])).status).toBe(403);
    expect((await enviar(otro, `/api/licencia/${estOtro.licenciaId}/uploadReciboPagoCambioDomicilioDU/${sid}`, { code: 'recibo_pago_uso_suelo' }, [{ ...pdf('x'), campo: 'file' }])).status).toBe(403);
    // The Extra routes move only a renewal's request.
    expect((await t.post(`/api/cambiodomicilio/deleteSolicitudCambioDomicilioExtra/${est.id}/${sid}`)).status).toBe(400);
    expect((await t.get(`/api/cambiodomicilio/getSolicitudCambioDomicilioExtra/${est.id}`)).body.data).toEqual([]);
  });

  it('the real walk: SARE approves, DU verifies, 1755 by receipt, DU validates; the establishment moves once', async () => {
    const antes = await estDe(est.id);
    // Only 10 sends it; a receipt before any payment is due is refused.
    expect((await t.post(`/api/cambiodomicilio/changeStatusSolicitudCambioDomicilio/${est.id}/${sid}`, { estatus_id: 4 })).status).toBe(400);
    const env = await t.post(`/api/cambiodomicilio/changeStatusSolicitudCambioDomicilio/${est.id}/${sid}`, { estatus_id: 10 });
    expect(env.status, JSON.stringify(env.body)).toBe(200);
    expect(env.body.message).toBe(MSG_CAMBIOS.enviada);
    expect(env.body.data.estatus_id).toBe(10);

    // Editing at 10 is refused.
    const edit = await enviar(t, `/api/cambiodomicilio/updateSolicitudCambioDomicilio/${est.id}/${sid}`, NUEVO);
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(MSG_CAMBIOS_EXTRA.bloqueada);
    expect((await t.post(`/api/cambiodomicilio/deleteSolicitudCambioDomicilio/${est.id}/${sid}`)).status).toBe(400);

    const sare = await entrar(e, 'coordinacion.sare');
    const du = await entrar(e, 'desarrollo.urbano');
    const lic = await entrar(e, 'revisor.licencias');
    const t1 = await tareaAbierta(e, sid, 'revision');
    // Wrong area: neither Licencias nor Desarrollo Urbano may read or decide SARE's review.
    expect((await lic.get(`/api/tareas/${t1.id}`)).status).toBe(403);
    expect((await du.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'aprobado' })).status).toBe(403);
    expect((await lic.get(`/api/cambiodomicilio/getSolicitudCambioDomicilio/${est.id}/${sid}`)).status).toBe(403);
    // The reviewing area reads it, and never writes.
    expect((await sare.get(`/api/cambiodomicilio/getSolicitudCambioDomicilio/${est.id}/${sid}`)).status).toBe(200);
    expect((await sare.post(`/api/cambiodomicilio/changeStatusSolicitudCambioDomicilio/${est.id}/${sid}`, { estatus_id: 10 })).status).toBe(403);
    const det = (await sare.get(`/api/tareas/${t1.id}`)).body.data.detalle;
    expect(det.filas[0]).toMatchObject({ campo: 'Domicilio' });
    expect(det.filas[0].propuesto).toContain('PAYO OBISPO');
    expect((await sare.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    const t2 = await tareaAbierta(e, sid, 'verificacion_uso_suelo');
    expect((await du.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    expect(await estDe(est.id)).toMatchObject({ claveCatastral: antes.claveCatastral, domicilio: antes.domicilio });

    // 1755: the DU receipt (code recibo_pago_uso_suelo), on the spec's path (the licence, then the request) or by the request alone.
    const url = `/api/licencia/${est.licenciaId}/uploadReciboPagoCambioDomicilioDU/${sid}`;
    await hasta(() => t.get(`/api/cambiodomicilio/getSolicitudCambioDomicilio/${est.id}/${sid}`), (r) => r.body.data.pago_uso_suelo_pendiente === true);
    expect((await enviar(t, url, { code: 'otro' }, [{ ...pdf('x'), campo: 'file' }])).status).toBe(422);
    expect((await enviar(t, `/api/licencia/${sid}/uploadReciboPagoCambioDomicilioDU`, { code: 'otro' }, [{ ...pdf('x'), campo: 'file' }])).status).toBe(422);
    const recibo = await enviar(t, url, { code: 'recibo_pago_uso_suelo' }, [{ ...pdf('x'), campo: 'file' }]);
    expect(recibo.status).toBe(200);
    expect(recibo.body.message).toBe('Solicitud actualizada exitosamente');
    expect(recibo.body.data.recibo_pago).toBe(true);

    const t3 = await tareaAbierta(e, sid, 'validacion_uso_suelo');
    expect(await estDe(est.id)).toMatchObject({ claveCatastral: antes.claveCatastral });
    expect((await du.post(`/api/tareas/${t3.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);

    const despues = await hasta(() => estDe(est.id), (x) => x.claveCatastral === CLAVE_NUEVA);
    expect(despues.domicilio).toMatchObject({ colonia_id: 6, calle_id: 600, numero_exterior: '347', colonia: 'PAYO OBISPO' });
    const historial = await e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.locacionId, est.id));
    expect(historial).toHaveLength(1);
    expect(historial[0].anterior).toMatchObject({ clave_catastral: antes.claveCatastral, domicilio: { calle_id: 100 } });
    const final = (await t.get(`/api/cambiodomicilio/getSolicitudCambioDomicilio/${est.id}/${sid}`)).body.data;
    expect(final).toMatchObject({ estatus_id: 4, aprobada: true, editable: false });
    expect((await t.get(`/api/cambiodomicilio/getDataDomicilio/${est.id}`)).body.data.clave_catastral).toBe(CLAVE_NUEVA);
  });

  it('a movement (tipo_movimiento_id 2) is created against the licence and listed', async () => {
    const url = `/api/licencia_movimiento/${estOtro.licenciaId}/createnewmovement`;
    const campos = { ...NUEVO, tipo_movimiento_id: '2', hasArrendatario: '1', hasTestigos: '0' };
    const sinIne = await enviar(otro, url, campos, [pdf('inePropietario')]);
    expect(sinIne.status).toBe(422);
    expect(Object.keys(sinIne.body.errors)).toEqual(['ineArrendatario']);
    const sinPunto = await enviar(otro, url, { ...campos, 'domicilio[latitud]': '' }, [pdf('inePropietario'), pdf('ineArrendatario')]);
    expect(sinPunto.status).toBe(422);
    expect(sinPunto.body.errors['domicilio.latitud']).toBeDefined();
    expect((await enviar(t, url, campos, [pdf('inePropietario'), pdf('ineArrendatario')])).status).toBe(403);
    const r = await enviar(otro, url, campos, [pdf('inePropietario'), pdf('ineArrendatario')]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(MSG_CDO.movimientoSolicitado);
    const l = await otro.get(`/api/licencia_movimiento/${estOtro.licenciaId}/getmovementsbytype?tipo_movimiento_id=2`);
    expect(l.body.data).toHaveLength(1);
    expect(l.body.data[0]).toMatchObject({ id: r.body.data.id, tipo_movimiento_id: 2, licencia_id: estOtro.licenciaId, estatus: { id: 1 }, establecimiento: { nombre_comercial: 'PAPELERÍA AJENA' } });
    expect(l.body.data[0].estatus.descripcion).not.toBe('');
    // It is the change of address of the establishment: sent like any, with its identifications.
    const env = await otro.post(`/api/cambiodomicilio/changeStatusSolicitudCambioDomicilio/${estOtro.id}/${r.body.data.id}`, { estatus_id: 10 });
    expect(env.status, JSON.stringify(env.body)).toBe(200);
    // Delete in 1 or 5 only; an Extra request is a renewal's.
    const extra = await enviar(t, `/api/cambiodomicilio/setSolicitudCambioDomicilioExtra/${est.id}`, { ...NUEVO, 'domicilio[colonia_id]': '1', 'domicilio[calle_id]': '101', 'domicilio[codigo_postal]': '77000', clave_catastral: '04001001012005000' });
    expect(extra.status).toBe(200);
    expect((await t.get(`/api/cambiodomicilio/getSolicitudCambioDomicilioExtra/${est.id}`)).body.data[0].renovacion).toBe(true);
    const del = await t.post(`/api/cambiodomicilio/deleteSolicitudCambioDomicilioExtra/${est.id}/${extra.body.data.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(MSG_CAMBIOS_EXTRA.eliminada);
  });
});
