// Renewal of a licence (spec 1 §2.4–2.6, §2.10, §5.6–5.7, §7.2, §7.4): find the business
// by its keys (in the portal or in the municipality's padrón), import it when it is only in the
// padrón, see its licences by year, and open the renewal of a year — a licence request of the kit
// like the opening's, sent and reviewed the same way (licencias.routes.ts changestatus).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG_CAMBIOS_EXTRA } from '../../domain/cambios/comun';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EstablecimientoPadron } from '../../activities/adapters/padron';
import type { Establecimiento } from '../../db/schema';
import { domicilioCorto } from '../../domain/common/domicilio';
import { MSG } from '../../domain/common/messages';
import { normalizarClaveCatastral } from '../../domain/common/predio';
import { giroPorId, requierePatente } from '../../domain/catalogos/establecimientos';
import { estatusVisibleLicencia, palabraLicenciaPadron } from '../../domain/licencia/lectura';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { fechaLimitePago } from '../../domain/licencia/reglas';
import { motivoPeriodo, MSG_REN, periodosRenovacion, primerAnioRenovable, renovacionSchema, tipoProcesoRenovacion } from '../../domain/licencia/renovacion';
import { licenciaFormSchema } from '../../domain/licencia/schema';
import { ESTATUS } from '../../domain/tramite/estatus';
import { hoyCancun } from '../../domain/tramite/fechas';
import { actual } from '../auth/guards';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { establecimientoDetalleSchema } from '../establecimientos/establecimientos.schemas';
import { badRequest, forbidden } from '../lib/errors';
import { externo } from '../lib/externo';
import { idParam, idSchema } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { createPagosRepository } from '../pagos/pagos.repository';
import { licenciaDto, snapshotLicencia } from './licencia.dto';
import { createLicenciasRepository, type LicenciaVista } from './licencias.repository';
import {
  historicoLicenciaSchema,
  importadoSchema,
  licenciaEstatusSchema,
  licenciaRenovacionSchema,
  locacionPorClaveSchema,
  nuevaRenovacionSchema,
  periodosSchema,
  type LicenciaRenovacion,
} from './renovacion.schemas';

const tags = ['renovaciones'];
const clave = z.string().trim().max(60);

/** Years the business holds: the portal's licences (any state) and the padrón's paid years. */
function ocupacion(est: Pick<Establecimiento, 'fechaAltaHacienda'> | null, lics: readonly LicenciaVista[], p: EstablecimientoPadron | null) {
  const apertura = lics.filter((l) => !l.renovacion).map((l) => l.anio);
  const alta = est?.fechaAltaHacienda ?? String(p?.formulario.fecha_alta_hacienda ?? '');
  return {
    ocupados: [...lics.map((l) => l.anio), ...(p?.licencias.filter((l) => l.pagada).map((l) => l.anio) ?? [])],
    desde: primerAnioRenovable({ apertura: apertura.length ? Math.min(...apertura) : null, fechaAltaHacienda: /^\d{4}/.test(alta) ? alta : `${new Date().getFullYear()}` }),
  };
}

export const renovacionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, padronOpb } = app.deps;
  const repo = createEstablecimientosRepository({ db });
  const licencias = createLicenciasRepository({ db });
  const pagos = createPagosRepository({ db });
  const contribuyentes = createContribuyentesRepository({ db });

  /** The caller's taxpayer and RFC (renewals are the taxpayer's own). */
  const propio = async (req: FastifyRequest) => {
    const a = actual(req);
    const c = a.contribuyenteId !== null ? await contribuyentes.porId(a.contribuyenteId) : null;
    if (!c) throw forbidden();
    return { contribuyenteId: c.id, rfc: c.rfc };
  };

  /** The padrón's establishment with that key when it is the caller's; anyone else's looks like none. */
  const delPadron = async (externalId: string, rfc: string) => {
    const p = await externo(() => padronOpb.buscarEstablecimiento(externalId));
    return p && p.rfc === rfc ? p : null;
  };

  /** The caller's establishment with that key in the portal; another taxpayer's is refused. */
  const enVentanilla = async (externalId: string, contribuyenteId: number) => {
    const est = await repo.porExternalId(externalId.trim().toUpperCase());
    if (!est || est.baja) return null;
    if (est.contribuyenteId !== contribuyenteId) throw forbidden();
    return est;
  };

  // spec 1 §5.7 renewal lookup: establishment key, cadastral key and RFC, all required.
  app.get(
    '/establecimientos/getByClaveCatastral/:a/:b/:c',
    { schema: { tags, params: z.object({ a: clave, b: z.string().max(40), c: z.string().max(20) }), response: { 200: sobre(z.array(licenciaRenovacionSchema)) } } },
    async (req) => {
      const [externalId, claveCat, rfc] = [req.params.a, req.params.b, req.params.c].map((v) => v.trim());
      if (!externalId || !claveCat || !rfc) throw badRequest(MSG.todosObligatorios, 'REQUERIDO');
      const yo = await propio(req);
      // The RFC must be the caller's: a lookup never reveals another taxpayer's licences.
      if (yo.rfc !== rfc.toUpperCase()) throw forbidden();
      const est = await repo.porClaves(yo.contribuyenteId, externalId, claveCat);
      const p = await delPadron(est?.externalId ?? externalId, yo.rfc);
      const padronCoincide = p && normalizarClaveCatastral(String(p.formulario.clave_catastral ?? '')) === normalizarClaveCatastral(claveCat);
      const filas: LicenciaRenovacion[] = [];
      const lics = est ? await licencias.deEstablecimiento(est.id) : [];
      for (const l of lics) {
        filas.push({
          id: l.id,
          anio: l.anio,
          folio: l.solicitud.folio,
          estatus: l.solicitud.estatus,
          estatus_texto: estatusVisibleLicencia(snapshotLicencia(l, est!), l.revocada).texto,
          pagada: l.solicitud.estatus === ESTATUS.APROBADO,
          cve_catastral: est!.claveCatastral,
          d_establecimiento: est!.nombreComercial,
          id_establecimiento: est!.id,
          external_id: est!.externalId,
          en_ventanilla: true,
          id_padron: p?.id ?? null,
        });
      }
      if (p && (est || padronCoincide)) {
        const nombre = est?.nombreComercial ?? String(p.formulario.nombre_comercial ?? '');
        for (const l of p.licencias) {
          if (lics.some((x) => x.anio === l.anio)) continue;
          filas.push({
            id: null,
            anio: l.anio,
            folio: null,
            estatus: l.pagada ? ESTATUS.APROBADO : ESTATUS.BORRADOR,
            estatus_texto: palabraLicenciaPadron(l.pagada),
            pagada: l.pagada,
            cve_catastral: est?.claveCatastral ?? normalizarClaveCatastral(claveCat),
            d_establecimiento: nombre,
            id_establecimiento: est?.id ?? p.id,
            external_id: p.clave,
            en_ventanilla: Boolean(est),
            id_padron: p.id,
          });
        }
      }
      if (!filas.length) return { success: false, message: MSG_LIC.sinLicencia, data: [] };
      return ok(filas.sort((x, y) => y.anio - x.anio));
    },
  );

  // spec 1 §7.2, §3 "Renewal search result": the business a key names (portal or padrón).
  app.post(
    '/getLocacionByClave',
    { schema: { tags, body: z.object({ clave: clave.min(1, { error: MSG.todosObligatorios }) }), response: { 200: sobre(locacionPorClaveSchema.nullable()) } } },
    async (req) => {
      const yo = await propio(req);
      const est = await enVentanilla(req.body.clave, yo.contribuyenteId);
      const p = await delPadron(est?.externalId ?? req.body.clave, yo.rfc);
      if (est) {
        return ok({
          d_establecimiento: est.nombreComercial,
          actividad: giroPorId(est.giroActividadId)?.nombre ?? '',
          dir_catastral: domicilioCorto(est.domicilio),
          external_id: est.externalId,
          cve_catastral: est.claveCatastral,
          en_ventanilla: true,
          locacion_id: est.id,
          id_padron: p?.id ?? null,
        });
      }
      if (!p) return { success: false, message: MSG_REN.noEncontrado, data: null };
      return ok({
        d_establecimiento: String(p.formulario.nombre_comercial ?? ''),
        actividad: p.actividad,
        dir_catastral: p.dir_catastral,
        external_id: p.clave,
        cve_catastral: String(p.formulario.clave_catastral ?? ''),
        en_ventanilla: false,
        locacion_id: null,
        id_padron: p.id,
      });
    },
  );

  // spec 1 §7.4: an establishment of the padrón comes into the portal to be renewed.
  app.post('/licencia/establecimientos/import/:id', { schema: { tags, params: idParam, response: { 200: sobre(importadoSchema) } } }, async (req) => {
    const yo = await propio(req);
    const p = await externo(() => padronOpb.establecimientoPorId(req.params.id));
    if (!p || p.rfc !== yo.rfc) throw forbidden();
    const dto = (e: Establecimiento) => ({ id: e.id, external_id: e.externalId, nombre_comercial: e.nombreComercial });
    const ya = await enVentanilla(p.clave, yo.contribuyenteId);
    if (ya) return ok(dto(ya), MSG_REN.yaImportado);
    const f = licenciaFormSchema.safeParse(p.formulario);
    const dom = f.success ? await repo.domicilio(f.data.domicilio) : null;
    if (!f.success || !dom || Object.keys(dom.errores).length) throw badRequest(MSG_REN.padronIncompleto, 'PADRON_INCOMPLETO');
    const est = (await repo.importar(yo.contribuyenteId, p.clave, f.data, dom.etiquetas)) ?? (await repo.porExternalId(p.clave));
    if (!est || est.contribuyenteId !== yo.contribuyenteId) throw forbidden();
    // A business the portal closed (spec 2 closure) is not brought back by importing its key again.
    if (est.baja) throw badRequest(MSG_CAMBIOS_EXTRA.establecimientoBaja, 'BAJA');
    return ok(dto(est), MSG_REN.importado);
  });

  // spec 1 §2.5 history of licences by year: the portal's and the padrón's, with the periods open now.
  app.post(
    '/licencias/getHistoricoLicencia/:external_id',
    {
      schema: {
        tags,
        params: z.object({ external_id: clave.min(1) }),
        response: { 200: sobre(z.array(historicoLicenciaSchema)).extend({ periodos: periodosSchema.nullable() }) },
      },
    },
    async (req) => {
      const yo = await propio(req);
      const est = await enVentanilla(req.params.external_id, yo.contribuyenteId);
      const p = await delPadron(est?.externalId ?? req.params.external_id, yo.rfc);
      if (!est && !p) return { success: false, message: MSG_REN.noEncontrado, data: [], periodos: null };
      const lics = est ? await licencias.deEstablecimiento(est.id) : [];
      const filas = [
        ...lics.map((l) => ({
          anio: l.anio,
          licencia_id: l.id,
          folio: l.solicitud.folio,
          estatus_licencia: l.solicitud.estatus,
          estatus_texto: estatusVisibleLicencia(snapshotLicencia(l, est!), l.revocada).texto,
          renovacion: l.renovacion,
          pagada: l.solicitud.estatus === ESTATUS.APROBADO,
          origen: 'ventanilla' as const,
        })),
        ...(p?.licencias ?? [])
          .filter((l) => !lics.some((x) => x.anio === l.anio))
          .map((l) => ({ anio: l.anio, licencia_id: null, folio: null, estatus_licencia: null, estatus_texto: palabraLicenciaPadron(l.pagada), renovacion: false, pagada: l.pagada, origen: 'padron' as const })),
      ].sort((a, b) => b.anio - a.anio);
      const o = ocupacion(est, lics, p);
      return { success: true, message: '', data: filas, periodos: { ...periodosRenovacion(o), desde: o.desde } };
    },
  );

  // spec 1 §2.10: the establishment with only the renewal year's licence (its page).
  app.get(
    '/establecimientos/:id/oneyear',
    { schema: { tags, params: idParam, querystring: z.object({ anio: z.coerce.number().int().min(1969).max(9999).optional() }), response: { 200: sobre(establecimientoDetalleSchema) } } },
    async (req) => {
      const { est, acceso } = await cargarEstablecimiento(db, req, req.params.id);
      const anio = req.query.anio ?? Number(hoyCancun().slice(0, 4));
      return ok(await repo.detalle(est, acceso === 'propietario' ? actual(req).usuario.id : null, anio));
    },
  );

  // spec 1 §7.4: the state of an establishment's licence of a year.
  app.get(
    '/licencia/:a/:b/getLicenciaEstatus',
    { schema: { tags, params: z.object({ a: idSchema, b: z.coerce.number().int().min(1969).max(9999) }), response: { 200: sobre(licenciaEstatusSchema.nullable()) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.a);
      const lic = (await licencias.deEstablecimiento(est.id)).find((l) => l.anio === req.params.b);
      if (!lic) return { success: false, message: MSG_LIC.sinLicencia, data: null };
      const d = licenciaDto(lic, est);
      return ok({
        licencia_id: lic.id,
        locacion_id: est.id,
        anio: lic.anio,
        folio: d.folio,
        estatus_licencia: d.estatus_licencia,
        renovacion: lic.renovacion,
        lista: d.lista,
        paso_actual_etiqueta: d.paso_actual_etiqueta,
      });
    },
  );

  // spec 1 §2.10, §3, §4.8: opens (or, while a draft, updates) the renewal of year x.
  app.post(
    '/licencia/:id/newyear/:x',
    { schema: { tags, params: z.object({ id: idSchema, x: z.coerce.number().int().min(1969).max(9999) }), body: renovacionSchema, response: { 200: sobre(nuevaRenovacionSchema) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id, 'escribir');
      const anio = req.params.x;
      const mercado = est.claveCatastral === 'MERCADO' || est.tipoLocalId === 2;
      const meses = { mesPagoResiduos: req.body.mes_pago_residuos, mesPagoPisoF: mercado ? req.body.mes_pago_piso_f : null };
      const lics = await licencias.deEstablecimiento(est.id);
      const respuesta = async (lic: LicenciaVista, aviso: string | null, mensaje: string) => {
        const estados = await pagos.deSolicitudes([lic.solicitudId]);
        return ok({ idSolicitud: est.id, anio, estatus_licencia: lic.solicitud.estatus, licencia: licenciaDto(lic, est, estados), aviso }, mensaje);
      };
      const existente = lics.find((l) => l.anio === anio);
      if (existente) {
        if (!existente.renovacion) throw badRequest(MSG_REN.periodoNoDisponible(anio), 'PERIODO');
        if (existente.solicitud.estado !== 'borrador') throw badRequest(MSG_LIC_EXTRA.formularioBloqueado, 'BLOQUEADA');
        await licencias.actualizarRenovacion(existente, meses);
        return respuesta((await licencias.porId(existente.id))!, null, MSG_LIC.solicitudActualizada);
      }
      const yo = await propio(req);
      const p = await delPadron(est.externalId, yo.rfc);
      const motivo = motivoPeriodo(anio, ocupacion(est, lics, p));
      if (motivo) throw badRequest(motivo, 'PERIODO');
      const giros = [est.giroActividadId, ...est.actividadesSecundarias];
      const tipoProcesoId = tipoProcesoRenovacion(est.tipoProcesoId, giros);
      const renovacion = { ...meses, tipoProcesoId, fechaLimitePago: fechaLimitePago({ fecha_alta_hacienda: est.fechaAltaHacienda, renovacion: true, anio }) };
      let lic: LicenciaVista;
      try {
        lic = await db.transaction((tx) => licencias.crearBorrador(tx, est, anio, renovacion));
      } catch (e) {
        // Two tabs asking for the same year at once: the unique (establishment, year) answers.
        if ((e as { code?: string }).code === '23505') throw badRequest(MSG_REN.periodoNoDisponible(anio), 'PERIODO');
        throw e;
      }
      const aviso = tipoProcesoId !== est.tipoProcesoId && requierePatente(giros) ? MSG_LIC_EXTRA.sareAlcohol : null;
      return respuesta(lic, aviso, MSG_REN.renovacionCreada(anio));
    },
  );
};
