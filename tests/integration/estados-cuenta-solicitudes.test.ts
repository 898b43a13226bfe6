// The statement calls of spec 1 against real PostgreSQL and Temporal: the beverage-licence
// statement (§7.5 getEdoCuentaAlcohol), the online-payment data of an establishment (§7.5
// getDataEstablecimiento), the statement of a period (§7.4 generarSolicitudEstadoCuenta), the
// market's statement request (§5.8 formCuenta) and the solid-waste month (§5.3, §7.3 notifyEdoRs):
// every message, the request reaching its area, and 403 for another taxpayer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { establecimientos, estadosCuenta, licencias, pagos, solicitudesEstadoCuenta } from '../../db/schema';
import { SERVICIO } from '../../domain/tramite/servicios';
import { anioActualCancun } from '../../domain/licencia/solicitud-estado-cuenta';
import { contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  // The worker runs: staff reach an establishment only through a task its workflow opened.
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;

const MSG = {
  sinEdoCuenta: 'Aún no se ha generado tu estado de cuenta',
  requeridos: 'Los campos son requeridos',
  anioMayor: 'El año inicio no puede ser mayor al fin',
  mesMayor: 'El mes inicio no puede ser mayor al fin',
  anioMenorUltimo: (y: number) => `El año inicio no puede ser menor que el ultimo año solicitado (${y})`,
  fechaUltima: (y: number, m: string) => `La fecha no puede ser igual o menor a la fecha de la ultima solicitud: año(${y}) mes(${m})`,
  seleccionarMes: 'Debes seleccionar un mes',
  invalidos: 'Los datos enviados son inválidos',
  permiso: 'Permiso denegado',
  soloMercados: 'La solicitud de estado de cuenta de mercado solo aplica a establecimientos ubicados en un mercado',
  enviada: (area: string) => `Su solicitud de estado de cuenta fue enviada al área de ${area}.`,
};

const ANIO = anioActualCancun();
const MERCADO = { tipo_local_id: 2, tipo_local_detalle_id: 201, local: 'A-12', nombre_comercial: 'FRUTAS DOÑA LUPE' };

async function alta(t: Cliente, extra: Record<string, unknown> = {}) {
  const r = await t.post('/api/establecimientos', formularioLicencia(extra));
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.data.id as number, licenciaId: r.body.data.licencia[0].id as number, externalId: r.body.data.external_id as string };
}

/** What an area's staff read of the taxpayers' messages about one establishment. */
async function mensajesDe(usuario: string, areaId: number, establecimientoId: number) {
  const staff = await entrar(e, usuario);
  const r = await staff.get(`/api/areas/${areaId}/mensajes`);
  expect(r.status).toBe(200);
  return (r.body.data as { message: string; rfc: string; establecimientoId: number }[]).filter((m) => m.establecimientoId === establecimientoId);
}

const solicitudesDe = (locacionId: number) => e.db.db.select().from(solicitudesEstadoCuenta).where(eq(solicitudesEstadoCuenta.locacionId, locacionId));

/** A statement of the licence's request, as the kit's payment step writes it. */
async function estadoCuenta(licenciaId: number, servicioId: number, ronda: number, estatus = 4) {
  const [lic] = await e.db.db.select().from(licencias).where(eq(licencias.id, licenciaId));
  const [fila] = await e.db.db
    .insert(estadosCuenta)
    .values({
      folio: `EC-${servicioId}-${lic.solicitudId}-${ronda}`,
      solicitudId: lic.solicitudId,
      locacionId: lic.locacionId,
      contribuyenteId: (await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, lic.locacionId)))[0].contribuyenteId,
      servicioId,
      ronda,
      conceptos: [{ concepto: 'Licencia de bebidas alcohólicas', importe: '1250.00' }],
      total: '1250.00',
      estatus,
      venceAt: `${ANIO}-12-31`,
    })
    .returning();
  return fila;
}

describe('beverage-licence statement (spec 1 §7.5 getEdoCuentaAlcohol, §9 service 1751)', () => {
  it("answers 'Aún no se ha generado tu estado de cuenta' until there is one, then the statement with its online payment fields", async () => {
    const t = await contribuyenteConPerfil(e);
    const { id, licenciaId, externalId } = await alta(t);
    const antes = await t.get(`/api/licencia/${licenciaId}/getEdoCuentaAlcohol/0`);
    expect(antes.status).toBe(200);
    expect(antes.body).toMatchObject({ success: false, message: MSG.sinEdoCuenta, data: null });

    // Another service's statement is not the beverage licence's.
    await estadoCuenta(licenciaId, SERVICIO.RESIDUOS, 1);
    expect((await t.get(`/api/licencia/${licenciaId}/getEdoCuentaAlcohol/0`)).body.message).toBe(MSG.sinEdoCuenta);

    const primero = await estadoCuenta(licenciaId, SERVICIO.ALCOHOL, 1, 8);
    await e.db.db.insert(pagos).values({ orderId: `OPB-ALC-${primero.id}`, estadoCuentaId: primero.id, servicioId: SERVICIO.ALCOHOL, monto: '1250.00', estado: 'pagado', folioPago: `FP-ALC-${primero.id}`, autorizacion: 'A1', confirmadoAt: new Date() });
    const segundo = await estadoCuenta(licenciaId, SERVICIO.ALCOHOL, 2);

    const ultimo = await t.get(`/api/licencia/${licenciaId}/getEdoCuentaAlcohol/0`);
    expect(ultimo.status).toBe(200);
    expect(ultimo.body.success).toBe(true);
    expect(ultimo.body.data).toMatchObject({
      id: segundo.id,
      folio: segundo.folio,
      folio_estado_cuenta: segundo.folio,
      id_servicio: 1751,
      servicio: 'Licencia de bebidas alcohólicas',
      id_establecimiento: id,
      external_id: externalId,
      estatus: 4,
      estatus_edo_cuenta: 4,
      monto: '1250.00',
      total: '1250.00',
      pagado: false,
      pago_linea_id_folio_pago: null,
    });
    const ronda1 = await t.get(`/api/licencia/${licenciaId}/getEdoCuentaAlcohol/1`);
    expect(ronda1.body.data).toMatchObject({ id: primero.id, pagado: true, estatus_edo_cuenta: 8, pago_linea_id_folio_pago: `FP-ALC-${primero.id}` });
    expect((await t.get(`/api/licencia/${licenciaId}/getEdoCuentaAlcohol/3`)).body.message).toBe(MSG.sinEdoCuenta);

    // Another taxpayer: 403, whatever exists.
    const otro = await contribuyenteConPerfil(e);
    const ajeno = await otro.get(`/api/licencia/${licenciaId}/getEdoCuentaAlcohol/0`);
    expect(ajeno.status).toBe(403);
    expect(ajeno.body.message).toBe(MSG.permiso);
  });
});

describe('online-payment data of an establishment (spec 1 §7.5 getDataEstablecimiento)', () => {
  it('gives its key, name, cadastral key, holder and every statement with pago_linea_*; the area working on it reads it too', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id, licenciaId, externalId } = await alta(t);
    const vacio = await t.get(`/api/establecimientos/getDataEstablecimiento/${id}`);
    expect(vacio.status).toBe(200);
    expect(vacio.body.data).toMatchObject({ id, external_id: externalId, nombre_comercial: 'ABARROTES LA CEIBA', clave_catastral: formularioLicencia().clave_catastral, titular: 'JUANA PÉREZ CAAMAL', rfc: t.rfc, estados_cuenta: [] });

    const residuos = await estadoCuenta(licenciaId, SERVICIO.RESIDUOS, 1, 8);
    await e.db.db.insert(pagos).values({ orderId: `OPB-RS-${residuos.id}`, estadoCuentaId: residuos.id, servicioId: SERVICIO.RESIDUOS, monto: '1250.00', estado: 'pagado', folioPago: `FP-RS-${residuos.id}`, autorizacion: 'A2', confirmadoAt: new Date() });
    const datos = (await t.get(`/api/establecimientos/getDataEstablecimiento/${id}`)).body.data;
    expect(datos.estados_cuenta).toHaveLength(1);
    expect(datos.estados_cuenta[0]).toMatchObject({ id_establecimiento: id, external_id: externalId, id_servicio: 1750, estatus_edo_cuenta: 8, folio_estado_cuenta: residuos.folio, pago_linea_id_folio_pago: `FP-RS-${residuos.id}` });

    // Staff read it once a task of their area is about it (the SARE licence's data validation).
    const sare = await entrar(e, 'coordinacion.sare');
    expect((await sare.get(`/api/establecimientos/getDataEstablecimiento/${id}`)).status).toBe(403);
    expect((await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);
    const [lic] = await e.db.db.select().from(licencias).where(eq(licencias.id, licenciaId));
    await tareaAbierta(e, lic.solicitudId, 'validacion_datos');
    expect((await sare.get(`/api/establecimientos/getDataEstablecimiento/${id}`)).body.data.id).toBe(id);
    expect((await sare.get(`/api/licencia/${licenciaId}/getEdoCuentaAlcohol/0`)).body.message).toBe(MSG.sinEdoCuenta);
    const residuosStaff = await entrar(e, 'residuos.solidos');
    expect((await residuosStaff.get(`/api/establecimientos/getDataEstablecimiento/${id}`)).status).toBe(403);

    const otro = await contribuyenteConPerfil(e);
    expect((await otro.get(`/api/establecimientos/getDataEstablecimiento/${id}`)).status).toBe(403);
  });
});

describe('statement of a period (spec 1 §3 "Statement form", §7.4 generarSolicitudEstadoCuenta)', () => {
  const url = '/api/establecimientos/generarSolicitudEstadoCuenta';

  it("validates the range with the spec's messages and records nothing when it is wrong", async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t);
    const vacio = await t.post(url, { locacion_id: id });
    expect(vacio.status).toBe(422);
    expect(vacio.body.message).toBe(MSG.invalidos);
    expect(vacio.body.errors).toEqual({ year_ini: [MSG.requeridos], mes_ini: [MSG.requeridos], year_fin: [MSG.requeridos], mes_fin: [MSG.requeridos] });
    const anios = await t.post(url, { locacion_id: id, year_ini: ANIO, mes_ini: '01', year_fin: ANIO - 1, mes_fin: '12' });
    expect(anios.body.errors).toEqual({ year_ini: [MSG.anioMayor] });
    const meses = await t.post(url, { locacion_id: id, year_ini: ANIO - 1, mes_ini: '08', year_fin: ANIO - 1, mes_fin: '03' });
    expect(meses.body.errors).toEqual({ mes_ini: [MSG.mesMayor] });
    const mes13 = await t.post(url, { locacion_id: id, year_ini: ANIO - 1, mes_ini: '13', year_fin: ANIO - 1, mes_fin: '12' });
    expect(mes13.body.errors).toEqual({ mes_ini: ['Formato inválido'] });
    expect(await solicitudesDe(id)).toEqual([]);
  });

  it('records the request and tells the area handling the licence (Coordinación SARE for a SARE business, else Licencias)', async () => {
    const t = await contribuyenteConPerfil(e);
    const sare = await alta(t);
    const r = await t.post(url, { locacion_id: sare.id, year_ini: String(ANIO - 1), mes_ini: '11', year_fin: String(ANIO), mes_fin: '02' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.enviada('Coordinación SARE'));
    expect(r.body.data).toMatchObject({ tipo: 'periodo', locacion_id: sare.id, area_id: 21, year_ini: ANIO - 1, mes_ini: '11', year_fin: ANIO, mes_fin: '02' });
    const [m] = await mensajesDe('coordinacion.sare', 21, sare.id);
    expect(m).toMatchObject({ rfc: t.rfc, message: expect.stringContaining(`del periodo de noviembre de ${ANIO - 1} a febrero de ${ANIO}`) });

    // A business filed with Licencias de Funcionamiento (process 1): its request goes there.
    const papeleria = await alta(t, { nombre_comercial: 'PAPELERÍA LA PLUMA', tipo_proceso_id: 1 });
    const r2 = await t.post(url, { locacion_id: papeleria.id, year_ini: ANIO, mes_ini: '01', year_fin: ANIO, mes_fin: '01' });
    expect(r2.status).toBe(200);
    expect(r2.body.message).toBe(MSG.enviada('Licencias de Funcionamiento'));
    expect(r2.body.data).toMatchObject({ area_id: 20, area: 'Licencias de Funcionamiento' });
    expect(await mensajesDe('revisor.licencias', 20, papeleria.id)).toHaveLength(1);
  });

  it("is 403 on another taxpayer's establishment, and for staff; nothing is recorded nor told", async () => {
    const duena = await contribuyenteConPerfil(e);
    const { id } = await alta(duena);
    const otro = await contribuyenteConPerfil(e);
    const cuerpo = { locacion_id: id, year_ini: ANIO - 1, mes_ini: '01', year_fin: ANIO - 1, mes_fin: '12' };
    const r = await otro.post(url, cuerpo);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MSG.permiso);
    expect((await (await entrar(e, 'root')).post(url, cuerpo)).status).toBe(403);
    expect(await solicitudesDe(id)).toEqual([]);
    expect(await mensajesDe('coordinacion.sare', 21, id)).toEqual([]);
  });
});

describe('market statement request (spec 1 §5.8 formCuenta)', () => {
  const url = (id: number) => `/api/establecimientos/solicitudEstadoCuentaMercado/${id}`;

  it('each request starts after the last one; every rule with its verbatim message; Mercados is told', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t, MERCADO);
    expect((await t.get(url(id))).body.data).toEqual({ mercado: true, lastyear: null, lastmes: null, solicitudes: [] });

    const vacio = await t.post(url(id), {});
    expect(vacio.status).toBe(422);
    expect(vacio.body.errors).toEqual({ year_ini: [MSG.requeridos], mes_ini: [MSG.requeridos], year_fin: [MSG.requeridos], mes_fin: [MSG.requeridos] });
    expect((await t.post(url(id), { year_ini: ANIO, mes_ini: '01', year_fin: ANIO - 1, mes_fin: '01' })).body.errors).toEqual({ year_ini: [MSG.anioMayor] });
    expect((await t.post(url(id), { year_ini: ANIO - 1, mes_ini: '05', year_fin: ANIO - 1, mes_fin: '04' })).body.errors).toEqual({ mes_ini: [MSG.mesMayor] });

    const primera = await t.post(url(id), { year_ini: ANIO - 1, mes_ini: '01', year_fin: ANIO - 1, mes_fin: '06' });
    expect(primera.status).toBe(200);
    expect(primera.body.message).toBe(MSG.enviada('Mercados'));
    expect(primera.body.data).toMatchObject({ tipo: 'mercado', area_id: 27, area: 'Mercados', year_ini: ANIO - 1, mes_ini: '01', year_fin: ANIO - 1, mes_fin: '06' });
    const estado = (await t.get(url(id))).body.data;
    expect(estado).toMatchObject({ mercado: true, lastyear: ANIO - 1, lastmes: '06' });
    expect(estado.solicitudes).toHaveLength(1);

    // The browser's lastyear/lastmes are not believed: the server reads its own.
    const antes = await t.post(url(id), { year_ini: ANIO - 2, mes_ini: '01', year_fin: ANIO - 1, mes_fin: '12', lastyear: null, lastmes: null });
    expect(antes.status).toBe(422);
    expect(antes.body.errors).toEqual({ year_ini: [MSG.anioMenorUltimo(ANIO - 1)] });
    for (const mes_ini of ['06', '02']) {
      const igual = await t.post(url(id), { year_ini: ANIO - 1, mes_ini, year_fin: ANIO - 1, mes_fin: '12' });
      expect(igual.body.errors).toEqual({ mes_ini: [MSG.fechaUltima(ANIO - 1, '06')] });
    }
    const siguiente = await t.post(url(id), { year_ini: ANIO - 1, mes_ini: '07', year_fin: ANIO, mes_fin: '01' });
    expect(siguiente.status).toBe(200);
    expect((await t.get(url(id))).body.data).toMatchObject({ lastyear: ANIO, lastmes: '01' });

    const avisos = await mensajesDe('mercados', 27, id);
    expect(avisos.map((m) => m.message)).toEqual([
      expect.stringContaining(`de mercado de FRUTAS DOÑA LUPE`),
      expect.stringContaining(`de mercado de FRUTAS DOÑA LUPE`),
    ]);
    expect(avisos.some((m) => m.message.includes(`del periodo de enero de ${ANIO - 1} a junio de ${ANIO - 1}`))).toBe(true);
  });

  it('two requests at once are checked one after the other: only one of the same period is recorded', async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t, MERCADO);
    const cuerpo = { year_ini: ANIO - 1, mes_ini: '03', year_fin: ANIO - 1, mes_fin: '09' };
    const [a, b] = await Promise.all([t.post(url(id), cuerpo), t.post(url(id), cuerpo)]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect([a, b].find((r) => r.status === 422)!.body.errors).toEqual({ mes_ini: [MSG.fechaUltima(ANIO - 1, '09')] });
    expect(await solicitudesDe(id)).toHaveLength(1);
  });

  it('applies only to an establishment in a market; 403 for another taxpayer and for staff', async () => {
    const t = await contribuyenteConPerfil(e);
    const tienda = await alta(t);
    expect((await t.get(url(tienda.id))).body.data.mercado).toBe(false);
    const fuera = await t.post(url(tienda.id), { year_ini: ANIO - 1, mes_ini: '01', year_fin: ANIO - 1, mes_fin: '02' });
    expect(fuera.status).toBe(400);
    expect(fuera.body.message).toBe(MSG.soloMercados);

    const puesto = await alta(t, MERCADO);
    const otro = await contribuyenteConPerfil(e);
    const cuerpo = { year_ini: ANIO - 1, mes_ini: '01', year_fin: ANIO - 1, mes_fin: '02' };
    expect((await otro.get(url(puesto.id))).status).toBe(403);
    const ajeno = await otro.post(url(puesto.id), cuerpo);
    expect(ajeno.status).toBe(403);
    expect(ajeno.body.message).toBe(MSG.permiso);
    expect((await (await entrar(e, 'mercados')).post(url(puesto.id), cuerpo)).status).toBe(403);
    expect(await solicitudesDe(puesto.id)).toEqual([]);
    expect(await mensajesDe('mercados', 27, puesto.id)).toEqual([]);
  });
});

describe('solid-waste statement month (spec 1 §5.3, §7.3 notifyEdoRs, §9)', () => {
  it("'Debes seleccionar un mes' without a month or off 01–12; with one, Residuos Sólidos is told", async () => {
    const t = await contribuyenteConPerfil(e);
    const { id } = await alta(t);
    const url = `/api/contribuyente/notifyEdoRs/${t.contribuyenteId}`;
    for (const mes_fin of [undefined, '', '13', 'diciembre']) {
      const r = await t.post(url, { mes_fin, locacion_id: id });
      expect(r.status, String(mes_fin)).toBe(422);
      expect(r.body.errors).toEqual({ mes_fin: [MSG.seleccionarMes] });
    }
    expect(await solicitudesDe(id)).toEqual([]);

    const r = await t.post(url, { mes_fin: '09', locacion_id: id });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.enviada('Residuos Sólidos'));
    expect(r.body.data).toMatchObject({ tipo: 'residuos', area_id: 8, year_ini: null, mes_ini: null, year_fin: ANIO, mes_fin: '09' });
    const [m] = await mensajesDe('residuos.solidos', 8, id);
    expect(m).toMatchObject({ rfc: t.rfc, message: expect.stringContaining(`de residuos sólidos de ABARROTES LA CEIBA`) });
    expect(m.message).toContain(`hasta septiembre de ${ANIO}`);
  });

  it("is 403 for another taxpayer (with the owner's id or their own in the path) and for staff", async () => {
    const duena = await contribuyenteConPerfil(e);
    const { id } = await alta(duena);
    const otro = await contribuyenteConPerfil(e);
    const cuerpo = { mes_fin: '03', locacion_id: id };
    for (const ruta of [`/api/contribuyente/notifyEdoRs/${duena.contribuyenteId}`, `/api/contribuyente/notifyEdoRs/${otro.contribuyenteId}`]) {
      const r = await otro.post(ruta, cuerpo);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe(MSG.permiso);
    }
    expect((await (await entrar(e, 'residuos.solidos')).post(`/api/contribuyente/notifyEdoRs/${duena.contribuyenteId}`, cuerpo)).status).toBe(403);
    expect(await solicitudesDe(id)).toEqual([]);
    expect(await mensajesDe('residuos.solidos', 8, id)).toEqual([]);
  });
});
