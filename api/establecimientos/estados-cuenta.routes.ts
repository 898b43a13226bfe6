// The statement calls of an establishment (spec 1 §7.3 notifyEdoRs; §7.4 "Late payment"
// generarSolicitudEstadoCuenta and the market account statement request formCuenta; §7.5
// getEdoCuentaAlcohol and getDataEstablecimiento). The reads are the owner's and the staff's of an
// area working on the establishment; the requests only the owner sends (acceso.ts), and each one
// leaves a message in the area that issues the statement.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Establecimiento } from '../../db/schema';
import { nombreDe } from '../../domain/common/personas';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import {
  anioActualCancun,
  areaDeSolicitud,
  cuentaMercadoSchema,
  esMercado,
  mesResiduosSchema,
  MSG_EDO_CUENTA_EXTRA,
  rangoEstadoCuentaSchema,
  solicitudEstadoCuentaSchema,
} from '../../domain/licencia/solicitud-estado-cuenta';
import { SERVICIO } from '../../domain/tramite/servicios';
import { actual } from '../auth/guards';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { badRequest, erroresPorCampo, forbidden, invalid } from '../lib/errors';
import { idParam, idSchema } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { createPagosRepository, type EstadoCuentaVista } from '../pagos/pagos.repository';
import { cargarEstablecimiento, cargarLicencia } from './acceso';
import { createEstadosCuentaSolicitudesRepository, solicitudEstadoCuentaDto, type Remitente } from './estados-cuenta.repository';
import {
  cuentaMercadoEstadoSchema,
  datosEstablecimientoPagoSchema,
  estadoCuentaPagoLineaSchema,
  solicitudEstadoCuentaDtoSchema,
  type EstadoCuentaPagoLinea,
} from './estados-cuenta.schemas';

const tags = ['pagos'];
const respuestaSolicitud = { 200: sobre(solicitudEstadoCuentaDtoSchema) };

/** spec 1 §3 "Online payment data" of a statement of the establishment. */
export function estadoCuentaPagoLineaDto(e: EstadoCuentaVista, est: Establecimiento): EstadoCuentaPagoLinea {
  return {
    ...estadoCuentaDto(e),
    id_establecimiento: est.id,
    external_id: est.externalId,
    id_servicio: e.servicioId,
    estatus_edo_cuenta: e.estatus,
    folio_estado_cuenta: e.folio,
    monto: e.total,
    pago_linea_id_folio_pago: e.folioPago,
  };
}

export const estadosCuentaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const pagos = createPagosRepository({ db });
  const repo = createEstadosCuentaSolicitudesRepository({ db });
  const contribuyentes = createContribuyentesRepository({ db });

  /** The owner, as the area's messages name the sender. */
  const remitente = async (est: Establecimiento): Promise<Remitente> => {
    const c = await contribuyentes.porId(est.contribuyenteId);
    if (!c) throw forbidden();
    return { contribuyenteId: c.id, rfc: c.rfc, nombre: nombreDe(c) };
  };

  /** An establishment the caller owns (spec 1 §6: only the taxpayer asks for their statements). */
  const propio = (req: FastifyRequest, id: number) => cargarEstablecimiento(db, req, id, 'escribir').then((r) => r.est);

  // spec 1 §7.5 getEdoCuentaAlcohol: the licence's statement for the beverage-licence service
  // (1751, spec 1 §9). `n` is the round that asked for it (a refused payment is asked again in a
  // new round); 0 is the newest. The licence procedure itself charges no 1751 (the state issues
  // the beverage licence; §4.8 asks only for its payment proof), so until a procedure issues one
  // the answer is §8 'Aún no se ha generado tu estado de cuenta'.
  app.get(
    '/licencia/:id/getEdoCuentaAlcohol/:n',
    {
      schema: {
        tags,
        params: idParam.extend({ n: z.coerce.number().int().min(0).max(999) }),
        response: { 200: sobre(estadoCuentaPagoLineaSchema.nullable()) },
      },
    },
    async (req) => {
      const { lic, est } = await cargarLicencia(db, req, req.params.id);
      const delServicio = (await pagos.deSolicitudes([lic.solicitudId])).filter((e) => e.servicioId === SERVICIO.ALCOHOL);
      const e = req.params.n === 0 ? delServicio.at(-1) : delServicio.find((x) => x.ronda === req.params.n);
      if (!e) return { success: false, message: MSG_PAGO.sinEdoCuenta, data: null };
      return ok(estadoCuentaPagoLineaDto(e, est));
    },
  );

  // spec 1 §7.5 getDataEstablecimiento: the establishment as online payment reads it, with the
  // statements of every request about it (licence, land use…) and their online payment folio.
  app.get('/establecimientos/getDataEstablecimiento/:id', { schema: { tags, params: idParam, response: { 200: sobre(datosEstablecimientoPagoSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const c = await contribuyentes.porId(est.contribuyenteId);
    const estados = await pagos.deSolicitudes(await repo.solicitudesDe(est.id));
    return ok({
      id: est.id,
      external_id: est.externalId,
      nombre_comercial: est.nombreComercial,
      clave_catastral: est.claveCatastral,
      titular: c ? nombreDe(c) : '',
      rfc: c?.rfc ?? '',
      estados_cuenta: estados.map((e) => estadoCuentaPagoLineaDto(e, est)),
    });
  });

  // spec 1 §7.4 "Late payment": a statement over a month range (§3 "Statement form"), asked of the
  // area that handles the licence (Licencias de Funcionamiento; Coordinación SARE for SARE).
  app.post('/establecimientos/generarSolicitudEstadoCuenta', { schema: { tags, body: solicitudEstadoCuentaSchema, response: respuestaSolicitud } }, async (req) => {
    const est = await propio(req, req.body.locacion_id);
    const b = req.body;
    const areaId = areaDeSolicitud('periodo', est.tipoProcesoId);
    const s = await repo.registrar(est, await remitente(est), async () => ({ tipo: 'periodo', areaId, yearIni: b.year_ini, mesIni: b.mes_ini, yearFin: b.year_fin, mesFin: b.mes_fin }));
    const dto = solicitudEstadoCuentaDto(s, est.tipoProcesoId);
    return ok(dto, MSG_EDO_CUENTA_EXTRA.enviada(dto.area));
  });

  /** spec 1 §2.5 "market account statement": a stall in a market (local type 2) or a market licence. */
  const enMercado = async (est: Establecimiento) => esMercado(est.tipoLocalId) || (await repo.tieneLicenciaMercado(est.id));

  app.get(
    '/establecimientos/solicitudEstadoCuentaMercado/:id',
    { schema: { tags, params: idParam, response: { 200: sobre(cuentaMercadoEstadoSchema) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id);
      const ultima = await repo.ultima(db, est.id, 'mercado');
      const previas = await repo.deTipo(est.id, 'mercado');
      return ok({
        mercado: await enMercado(est),
        lastyear: ultima?.year ?? null,
        lastmes: ultima?.mes ?? null,
        solicitudes: previas.map((s) => solicitudEstadoCuentaDto(s, est.tipoProcesoId)),
      });
    },
  );

  // spec 1 §5.8 formCuenta: the market's statement request, to Mercados (27). The body's range is
  // checked again with the end of the last request read under the establishment's lock: lastyear
  // and lastmes are the server's, whatever the browser sent.
  app.post(
    '/establecimientos/solicitudEstadoCuentaMercado/:id',
    { schema: { tags, params: idParam, body: rangoEstadoCuentaSchema, response: respuestaSolicitud } },
    async (req) => {
      const est = await propio(req, req.params.id);
      if (!(await enMercado(est))) throw badRequest(MSG_EDO_CUENTA_EXTRA.soloMercados, 'NO_MERCADO');
      const s = await repo.registrar(est, await remitente(est), async (tx) => {
        const ultima = await repo.ultima(tx, est.id, 'mercado');
        const r = cuentaMercadoSchema.safeParse({ ...req.body, lastyear: ultima?.year ?? null, lastmes: ultima?.mes ?? null });
        if (!r.success) throw invalid(erroresPorCampo(r.error.issues));
        const v = r.data;
        return { tipo: 'mercado', areaId: areaDeSolicitud('mercado', est.tipoProcesoId), yearIni: v.year_ini, mesIni: v.mes_ini, yearFin: v.year_fin, mesFin: v.mes_fin };
      });
      const dto = solicitudEstadoCuentaDto(s, est.tipoProcesoId);
      return ok(dto, MSG_EDO_CUENTA_EXTRA.enviada(dto.area));
    },
  );

  // spec 1 §7.3 notifyEdoRs (the path says contribuyente, singular): the month of this year the
  // solid-waste statement runs to, told to Residuos Sólidos. `id` is the caller's taxpayer id.
  app.post(
    '/contribuyente/notifyEdoRs/:id',
    { schema: { tags: ['notificaciones'], params: z.object({ id: idSchema }), body: mesResiduosSchema, response: respuestaSolicitud } },
    async (req) => {
      if (actual(req).contribuyenteId !== req.params.id) throw forbidden();
      const est = await propio(req, req.body.locacion_id);
      const mesFin = req.body.mes_fin;
      const s = await repo.registrar(est, await remitente(est), async () => ({
        tipo: 'residuos',
        areaId: areaDeSolicitud('residuos', est.tipoProcesoId),
        yearIni: null,
        mesIni: null,
        yearFin: anioActualCancun(),
        mesFin,
      }));
      const dto = solicitudEstadoCuentaDto(s, est.tipoProcesoId);
      return ok(dto, MSG_EDO_CUENTA_EXTRA.enviada(dto.area));
    },
  );
};
