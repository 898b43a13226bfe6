// Renewal of a business the municipality licensed before the portal (spec 1 §2.4–2.6, §2.10,
// §4.7–4.8, §5.6–5.7, §7.2, §7.4): look it up by its three keys in the padrón, import it,
// renew its pending years in order, send the renewal and see it reach the area's inbox.
// sim/data/padron-establecimientos.json holds two businesses of VECJ880326LP5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { licencias, solicitudes } from '../../db/schema';
import { MSG_REN } from '../../domain/licencia/renovacion';
import { hoyCancun } from '../../domain/tramite/fechas';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, perfilFisica, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

const RFC = 'VECJ880326LP5';
const PAPELERIA = { id: 3310, clave: 'LF-2019-003310', catastral: '04001001008011000' };
// Its property tax is a year behind (sim/data/predial.json), and it sells alcohol under SARE.
const BAR = { id: 3311, clave: 'LF-2020-003311', catastral: '04001002015006000' };
const ANIO = Number(hoyCancun().slice(0, 4));
const DICIEMBRE = hoyCancun().slice(5, 7) === '12';

/** What these answers carry beside the envelope: the open periods, an error's code. */
const conExtras = (b: object) => b as { periodos: { periodos: number[]; libre: boolean; desde: number }; code?: string };

/** The padrón's holder, signed up with a complete profile. */
async function titular() {
  const r = await cliente(e).post('/api/signup', { rfc: RFC, email: 'julieta.velazquez@example.mx', password: 'ClaveSegura1' });
  expect(r.status).toBe(200);
  const t = await entrar(e, RFC, 'ClaveSegura1');
  expect((await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(RFC, { email: 'julieta.velazquez@example.mx' }))).status).toBe(200);
  return t;
}

describe('renewal of a business of the padrón (spec 1 §5.7, §7.4)', () => {
  let t: Awaited<ReturnType<typeof titular>>;
  let locacionId: number;
  beforeAll(async () => {
    t = await titular();
  });

  it('the search needs the three keys, finds the business in the padrón with its years, and reveals nothing to another taxpayer', async () => {
    const vacia = await t.get(`/api/establecimientos/getByClaveCatastral/${PAPELERIA.clave}/%20/${RFC}`);
    expect(vacia.status).toBe(400);
    expect(vacia.body.message).toBe('Todos los campos son obligatorios');

    const r = await t.get(`/api/establecimientos/getByClaveCatastral/${PAPELERIA.clave}/${PAPELERIA.catastral}/${RFC}`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((f: { anio: number }) => f.anio)).toEqual([ANIO - 1, ANIO - 2, ANIO - 3]);
    expect(r.body.data[0]).toMatchObject({ d_establecimiento: 'PAPELERÍA EL ÁGUILA', cve_catastral: PAPELERIA.catastral, en_ventanilla: false, id_padron: PAPELERIA.id, pagada: false, estatus: 1 });
    expect(r.body.data[2]).toMatchObject({ pagada: true, estatus: 4 });
    // A wrong cadastral key finds nothing.
    const otraClave = await t.get(`/api/establecimientos/getByClaveCatastral/${PAPELERIA.clave}/04001001012005000/${RFC}`);
    expect(otraClave.body).toMatchObject({ success: false, message: 'Este establecimiento no tiene licencia de funcionamiento', data: [] });

    const loc = await t.post('/api/getLocacionByClave', { clave: PAPELERIA.clave });
    expect(loc.body.data).toMatchObject({ d_establecimiento: 'PAPELERÍA EL ÁGUILA', actividad: 'PAPELERÍA', dir_catastral: 'Av. Othón P. Blanco 201, Centro, Chetumal', en_ventanilla: false });
    expect((await t.post('/api/getLocacionByClave', { clave: '' })).status).toBe(422);

    const otro = await contribuyenteConPerfil(e);
    expect((await otro.get(`/api/establecimientos/getByClaveCatastral/${PAPELERIA.clave}/${PAPELERIA.catastral}/${RFC}`)).status).toBe(403);
    const ajena = await otro.post('/api/getLocacionByClave', { clave: PAPELERIA.clave });
    expect(ajena.body).toMatchObject({ success: false, message: MSG_REN.noEncontrado, data: null });
    expect((await otro.post(`/api/licencia/establecimientos/import/${PAPELERIA.id}`)).status).toBe(403);
  });

  it('import brings it into the portal once, with its key, data and address; the history joins the padrón years', async () => {
    const r = await t.post(`/api/licencia/establecimientos/import/${PAPELERIA.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: 'Establecimiento importado exitosamente', data: { external_id: PAPELERIA.clave, nombre_comercial: 'PAPELERÍA EL ÁGUILA' } });
    locacionId = r.body.data.id;
    const otra = await t.post(`/api/licencia/establecimientos/import/${PAPELERIA.id}`);
    expect(otra.body).toMatchObject({ message: MSG_REN.yaImportado, data: { id: locacionId } });

    const det = (await t.get(`/api/establecimientos/${locacionId}`)).body.data;
    expect(det).toMatchObject({ external_id: PAPELERIA.clave, clave_catastral: PAPELERIA.catastral, giro_actividad_id: 23, licencia: [] });
    expect(det.domicilio).toMatchObject({ colonia: 'CENTRO', codigo_postal: '77000' });

    const h = await t.post(`/api/licencias/getHistoricoLicencia/${PAPELERIA.clave}`);
    expect(h.body.data.map((x: { anio: number; origen: string }) => `${x.anio}:${x.origen}`)).toEqual([`${ANIO - 1}:padron`, `${ANIO - 2}:padron`, `${ANIO - 3}:padron`]);
    // The oldest unpaid year comes first; in December every pending year may be chosen.
    expect(conExtras(h.body).periodos).toEqual(DICIEMBRE ? { periodos: [ANIO - 2, ANIO - 1, ANIO], libre: true, desde: 2020 } : { periodos: [ANIO - 2], libre: false, desde: 2020 });
  });

  it('newyear opens the oldest pending year with the renewal rules; the next year waits its turn', async () => {
    if (!DICIEMBRE) {
      const fuera = await t.post(`/api/licencia/${locacionId}/newyear/${ANIO - 1}`, {});
      expect(fuera.status).toBe(400);
      expect(fuera.body.message).toBe(MSG_REN.periodoOrden(ANIO - 2));
    }
    const pagado = await t.post(`/api/licencia/${locacionId}/newyear/${ANIO - 3}`, {});
    expect(pagado.body.message).toBe(MSG_REN.periodoNoDisponible(ANIO - 3));

    const r = await t.post(`/api/licencia/${locacionId}/newyear/${ANIO - 2}`, { idSolicitud: locacionId, anio: ANIO - 2, estatus_licencia: 1 });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(`Renovación de licencia ${ANIO - 2} creada exitosamente`);
    expect(r.body.data).toMatchObject({ idSolicitud: locacionId, anio: ANIO - 2, estatus_licencia: 1, aviso: null });
    const lic = r.body.data.licencia;
    // spec 1 §4.8: 1 May of the year renewed; §9: waste month '01'; land use was settled at the opening.
    expect(lic).toMatchObject({ renovacion: true, anio: ANIO - 2, tipo_proceso_id: 2, fecha_limite_pago: `${ANIO - 2}-05-01`, mes_pago_residuos: '01', mes_pago_piso_f: null });
    expect(lic.linea_tiempo.find((l: { clave: string }) => l.clave === 'verificacion_uso_suelo')).toMatchObject({ no_aplica: true, texto: 'No aplica' });

    // While a draft the same call changes its month; the year is still one licence.
    const mes = await t.post(`/api/licencia/${locacionId}/newyear/${ANIO - 2}`, { mes_pago_residuos: '03' });
    expect(mes.body).toMatchObject({ message: 'Solicitud actualizada exitosamente', data: { licencia: { id: lic.id, mes_pago_residuos: '03' } } });
    expect((await t.post(`/api/licencia/${locacionId}/newyear/${ANIO - 2}`, { mes_pago_residuos: '13' })).status).toBe(422);

    const uno = (await t.get(`/api/establecimientos/${locacionId}/oneyear?anio=${ANIO - 2}`)).body.data;
    expect(uno.licencia.map((l: { anio: number }) => l.anio)).toEqual([ANIO - 2]);
    const est = await t.get(`/api/licencia/${locacionId}/${ANIO - 2}/getLicenciaEstatus`);
    expect(est.body.data).toMatchObject({ licencia_id: lic.id, anio: ANIO - 2, estatus_licencia: 1, renovacion: true, lista: false });
    const sin = await t.get(`/api/licencia/${locacionId}/${ANIO - 1}/getLicenciaEstatus`);
    expect(sin.body).toMatchObject({ success: false, message: 'Este establecimiento no tiene licencia de funcionamiento' });
  });

  it('sent, the renewal reaches Coordinación SARE late (1 May passed), and the next year opens', async () => {
    const lic = (await t.get(`/api/licencia/${locacionId}/${ANIO - 2}/getLicenciaEstatus`)).body.data;
    const env = await t.post(`/api/licencia/${lic.licencia_id}/changestatus`, { estatus_licencia: 10 });
    expect(env.status).toBe(200);
    expect(env.body.data).toMatchObject({ estatus_licencia: 10, renovacion: true });
    const [fila] = await e.db.db.select({ s: solicitudes }).from(licencias).innerJoin(solicitudes, eq(solicitudes.id, licencias.solicitudId)).where(and(eq(licencias.id, lic.licencia_id)));
    const tarea = await tareaAbierta(e, fila.s.id, 'validacion_datos');
    expect(tarea.areaId).toBe(21);
    const sare = await entrar(e, 'coordinacion.sare');
    expect((await sare.get(`/api/tareas/${tarea.id}`)).status).toBe(200);
    // The cut-off of a past year has passed: the late fee is due from the start.
    const ahora = (await t.get(`/api/licencia/${lic.licencia_id}`)).body.data;
    expect(ahora.extemporaneo).toBe(true);

    const h = await t.post(`/api/licencias/getHistoricoLicencia/${PAPELERIA.clave}`);
    expect(h.body.data[0]).toMatchObject({ anio: ANIO - 1, origen: 'padron' });
    expect(h.body.data.find((x: { anio: number }) => x.anio === ANIO - 2)).toMatchObject({ origen: 'ventanilla', renovacion: true, estatus_licencia: 10 });
    expect(conExtras(h.body).periodos.periodos[0]).toBe(ANIO - 1);
    const siguiente = await t.post(`/api/licencia/${locacionId}/newyear/${ANIO - 1}`, {});
    expect(siguiente.status).toBe(200);
  });

  it('a SARE business with alcohol renews in Licencias, and is not sent with its property tax unpaid', async () => {
    const imp = await t.post(`/api/licencia/establecimientos/import/${BAR.id}`);
    expect(imp.status).toBe(200);
    const id = imp.body.data.id;
    const r = await t.post(`/api/licencia/${id}/newyear/${ANIO - 1}`, {});
    expect(r.status).toBe(200);
    expect(r.body.data.aviso).toBe('Tu establecimiento tiene venta de bebidas alcohólicas, por lo tanto, tu solicitud será cambiada de área al Departamento de Licencias de Funcionamiento.');
    expect(r.body.data.licencia).toMatchObject({ tipo_proceso_id: 1 });
    expect(r.body.data.licencia.folio).toMatch(new RegExp(`^LF-${ANIO - 1}-`));
    const env = await t.post(`/api/licencia/${r.body.data.licencia.id}/changestatus`, { estatus_licencia: 10 });
    expect(env.status).toBe(400);
    expect(conExtras(env.body).code).toBe('PREDIAL');
    expect(env.body.message).toMatch(/adeudo de impuesto predial/);
    expect((await t.get(`/api/licencia/${r.body.data.licencia.id}`)).body.data.estatus_licencia).toBe(1);
  });

  it('a market stall renews with its floor-fee month and no property tax to check (key MERCADO)', async () => {
    const g = await entrar(e, 'GODE561231GR8');
    const r = await g.get(`/api/establecimientos/getByClaveCatastral/LM-2019-004102/MERCADO/GODE561231GR8`);
    expect(r.body.data[0]).toMatchObject({ anio: ANIO - 1, d_establecimiento: 'COCINA ECONÓMICA LA CHETUMALEÑA', cve_catastral: 'MERCADO', en_ventanilla: false, pagada: false });
    const imp = await g.post(`/api/licencia/establecimientos/import/${r.body.data[0].id_padron}`);
    expect(imp.status).toBe(200);
    const id = imp.body.data.id;
    const nueva = await g.post(`/api/licencia/${id}/newyear/${ANIO - 1}`, { mes_pago_piso_f: '06' });
    expect(nueva.body.data.licencia).toMatchObject({ renovacion: true, mes_pago_residuos: '01', mes_pago_piso_f: '06' });
    const env = await g.post(`/api/licencia/${nueva.body.data.licencia.id}/changestatus`, { estatus_licencia: 10 });
    expect(env.status).toBe(200);
    expect(env.body.data.estatus_licencia).toBe(10);
  });

  it('an establishment opened in the portal this year has no past year to renew', async () => {
    const otro = await contribuyenteConPerfil(e);
    const alta = await otro.post('/api/establecimientos', (await import('./harness')).formularioLicencia());
    const idEst = alta.body.data.id;
    const r = await otro.post(`/api/licencia/${idEst}/newyear/${ANIO - 1}`, {});
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG_REN.periodoNoDisponible(ANIO - 1));
    expect((await t.post(`/api/licencia/${idEst}/newyear/${ANIO - 1}`, {})).status).toBe(403);
  });
});
