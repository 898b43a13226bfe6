// The change of economic activity's spec URLs (spec 2 §7 "Change of activity (group
// cambioactividadeconomica)"), verbatim, with the "Extra" variants a renewal files (renovacion).
// Each route loads the establishment or the request with its ownership check first (a foreign
// establishment, or another's request under one's own establishment id, is 403), then reads its
// form (multipart with bracketed names, or JSON) and calls the moves every change request shares
// (api/cambios/acciones.ts). The establishment changes only when the procedure approves.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Establecimiento } from '../../../db/schema';
import { MSG_CA_EXTRA } from '../../../domain/cambios/actividad/mensajes';
import { mismaActividad } from '../../../domain/cambios/actividad/reglas';
import { CAMPOS_CAMBIO_ACTIVIDAD, cambioActividadSchema as formularioSchema } from '../../../domain/cambios/actividad/schema';
import { CAMBIO, MSG_CAMBIOS, MSG_CAMBIOS_EXTRA, esEditable } from '../../../domain/cambios/comun';
import { MSG } from '../../../domain/common/messages';
import { cargarEstablecimiento } from '../../establecimientos/acceso';
import { badRequest, erroresPorCampo, invalid, notFound } from '../../lib/errors';
import { idParam, idSchema } from '../../lib/params';
import { ok, sobre } from '../../lib/respuesta';
import { cargarCambio, type CambioCargado } from '../acceso';
import { actualizarCambio, cambiarEstatus, crearCambio, eliminarCambio, estatusDe } from '../acciones';
import { esFotoCambio } from '../archivos';
import { createCambiosRepository, type CambioVista } from '../cambios.repository';
import { leerFormulario } from '../multipart';
import { actividadesEstablecimientoDto, cambioActividadDto } from './actividad.dto';
import { actividadesEstablecimientoSchema, cambioActividadONuloSchema, cambioActividadSchema, idRespuestaSchema } from './actividad.schemas';

const TAGS = ['cambio de actividad económica'];
const G = '/cambioactividadeconomica';
const dosIds = z.object({ id: idSchema, id2: idSchema });
const FORMULARIO = ['multipart/form-data', 'application/json'];
const respuesta = { 200: sobre(cambioActividadSchema) };

/** The form, validated; 422 with each field's messages (spec 2 §5). */
function validarFormulario(campos: Record<string, unknown>, est: Establecimiento, renovacion: boolean) {
  const r = formularioSchema.safeParse(campos);
  if (!r.success) throw invalid(erroresPorCampo(r.error.issues));
  if (mismaActividad({ giro_actividad_id: est.giroActividadId, actividades_secundarias: est.actividadesSecundarias }, r.data)) {
    throw badRequest(MSG_CA_EXTRA.sinCambio, 'SIN_CAMBIO');
  }
  // The staged values (activities/cambios/aplicaciones.ts aplicarActividad reads these keys).
  return {
    ...r.data,
    tipo_propiedad_id: r.data.tipo_propiedad_id ?? est.tipoPropiedadId,
    tipo_proceso_id: est.tipoProcesoId,
    renovacion,
  };
}

const datosMaquina = (p: ReturnType<typeof validarFormulario>) => ({ tipoProceso: p.tipo_proceso_id, hasAlcohol: p.has_alcohol, tieneUsoSuelo: p.tiene_uso_suelo });

export const cambioActividadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createCambiosRepository({ db });
  const dto = async (v: CambioVista, est: Establecimiento) => cambioActividadDto(db, (await repo.porId(v.s.id)) ?? v, est);

  /** The request the path names, of this procedure and establishment; the Extra paths reach only a renewal's. */
  const cargar = async (req: FastifyRequest, p: { id: number; id2: number }, modo: 'leer' | 'escribir', extra = false): Promise<CambioCargado> => {
    const f = await cargarCambio(app.deps, req, { solicitudId: p.id2, tipo: CAMBIO.ACTIVIDAD, locacionId: p.id, modo });
    if (extra && !f.v.c.renovacion) throw notFound();
    return f;
  };

  const crear = async (req: FastifyRequest, locacionId: number, renovacion: boolean) => {
    // Ownership before a byte of the body is read.
    const { est } = await cargarEstablecimiento(db, req, locacionId, 'escribir');
    const { campos, archivos } = await leerFormulario(req, CAMBIO.ACTIVIDAD);
    const propuesta = validarFormulario(campos, est, renovacion);
    const v = await crearCambio(app.deps, req, { locacionId: est.id, tipo: CAMBIO.ACTIVIDAD, propuesta, datos: datosMaquina(propuesta), renovacion, archivos });
    return ok(await dto(v, est), MSG_CAMBIOS_EXTRA.creada);
  };

  const actualizar = async (req: FastifyRequest, p: { id: number; id2: number }, extra: boolean) => {
    const f = await cargar(req, p, 'escribir', extra);
    // spec 2 §4: only in 1 or 5; refused before the form is read.
    if (!esEditable(estatusDe(f.v))) throw badRequest(MSG_CAMBIOS_EXTRA.bloqueada, 'BLOQUEADO');
    const { campos, archivos } = await leerFormulario(req, CAMBIO.ACTIVIDAD);
    const conFormulario = CAMPOS_CAMBIO_ACTIVIDAD.some((c) => c !== 'renovacion' && campos[c] !== undefined);
    const propuesta = conFormulario ? validarFormulario(campos, f.est, f.v.c.renovacion) : undefined;
    await actualizarCambio(app.deps, f, { propuesta, archivos });
    return ok(await dto(f.v, f.est), MSG_CAMBIOS.actualizada);
  };

  // spec 2 §7 storeFiles: documento[i][file], documento[i][code], solicitud_id; property documents first, then photos.
  const guardarArchivos = async (req: FastifyRequest, p: { id: number; id2: number }, extra: boolean) => {
    const f = await cargar(req, p, 'escribir', extra);
    if (!esEditable(estatusDe(f.v))) throw badRequest(MSG_CAMBIOS_EXTRA.bloqueada, 'BLOQUEADO');
    const { campos, archivos } = await leerFormulario(req, CAMBIO.ACTIVIDAD);
    if (campos.solicitud_id !== undefined && Number(campos.solicitud_id) !== f.v.s.id) throw invalid({ solicitud_id: [MSG_CA_EXTRA.solicitudDistinta] });
    if (!archivos.size) throw invalid({ documento: [MSG.requerido] });
    await actualizarCambio(app.deps, f, { archivos });
    const soloFotos = [...archivos.keys()].every(esFotoCambio);
    return ok(await dto(f.v, f.est), soloFotos ? MSG_CAMBIOS.fotosAdjuntadas : MSG_CAMBIOS.documentosAdjuntados);
  };

  const eliminar = async (req: FastifyRequest, p: { id: number; id2: number }, extra: boolean) => {
    const f = await cargar(req, p, 'escribir', extra);
    await eliminarCambio(app.deps, f);
    return ok({ id: f.v.s.id }, MSG_CAMBIOS_EXTRA.eliminada);
  };

  // The establishment's activities now: the read-only "old activity" beside the new one.
  app.get(`${G}/getActividadesEconomicas/:id`, { schema: { params: idParam, tags: TAGS, response: { 200: sobre(actividadesEstablecimientoSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    return ok(actividadesEstablecimientoDto(est));
  });

  // The establishment's requests (not a renewal's), newest first.
  app.get(
    `${G}/getSolicitudesCambioActividadEconomica/:id`,
    { schema: { params: idParam, tags: TAGS, response: { 200: sobre(z.array(cambioActividadSchema)) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id);
      const filas = (await repo.deEstablecimiento(est.id, CAMBIO.ACTIVIDAD)).filter((v) => !v.c.renovacion);
      return ok(await Promise.all(filas.map((v) => cambioActividadDto(db, v, est))));
    },
  );

  app.post(
    `${G}/setSolicitudCambioActividadEconomica/:id`,
    { schema: { params: idParam, consumes: FORMULARIO, tags: TAGS, response: respuesta } },
    async (req) => crear(req, req.params.id, false),
  );

  app.get(`${G}/getSolicitudCambioActividadEconomica/:id/:id2`, { schema: { params: dosIds, tags: TAGS, response: respuesta } }, async (req) => {
    const f = await cargar(req, req.params, 'leer');
    return ok(await cambioActividadDto(db, f.v, f.est));
  });

  // 'Enviar a revisión' (estatus_id 10): the answer carries the reassignment notice (aviso_revision).
  app.post(
    `${G}/changeStatusSolicitudCambioActividadEconomica/:id/:id2`,
    {
      schema: {
        params: dosIds,
        body: z.object({ estatus_id: z.coerce.number({ error: MSG.requerido }).int(MSG.requerido) }),
        tags: TAGS,
        response: respuesta,
      },
    },
    async (req) => {
      const f = await cargar(req, req.params, 'escribir');
      // The process the request is filed under is the establishment's when it is sent.
      if (esEditable(estatusDe(f.v)) && f.v.c.propuesta.tipo_proceso_id !== f.est.tipoProcesoId) {
        await repo.actualizar(f.v.s.id, { ...f.v.c.propuesta, tipo_proceso_id: f.est.tipoProcesoId });
      }
      await cambiarEstatus(app.deps, f, req.body.estatus_id);
      return ok(await dto(f.v, f.est), MSG_CAMBIOS.enviada);
    },
  );

  app.post(
    `${G}/updateSolicitudCambioActividadEconomica/:id/:id2`,
    { schema: { params: dosIds, consumes: FORMULARIO, tags: TAGS, response: respuesta } },
    async (req) => actualizar(req, req.params, false),
  );

  app.post(`${G}/storeFiles/:id/:id2`, { schema: { params: dosIds, consumes: FORMULARIO, tags: TAGS, response: respuesta } }, async (req) =>
    guardarArchivos(req, req.params, false),
  );

  app.post(
    `${G}/deleteSolicitudCambioActividadEconomica/:id/:id2`,
    { schema: { params: dosIds, tags: TAGS, response: { 200: sobre(idRespuestaSchema) } } },
    async (req) => eliminar(req, req.params, false),
  );

  // ---- Extra: the same request filed with a renewal (renovacion = true) ----
  app.post(
    `${G}/setSolicitudCambioActividadEconomicaExtra/:id`,
    { schema: { params: idParam, consumes: FORMULARIO, tags: TAGS, response: respuesta } },
    async (req) => crear(req, req.params.id, true),
  );

  app.post(
    `${G}/updateSolicitudCambioActividadEconomicaExtra/:id/:id2`,
    { schema: { params: dosIds, consumes: FORMULARIO, tags: TAGS, response: respuesta } },
    async (req) => actualizar(req, req.params, true),
  );

  // The renewal's request of the establishment (the newest), or null.
  app.get(
    `${G}/getSolicitudCambioActividadEconomicaExtra/:id`,
    { schema: { params: idParam, tags: TAGS, response: { 200: sobre(cambioActividadONuloSchema) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id);
      const v = (await repo.deEstablecimiento(est.id, CAMBIO.ACTIVIDAD)).find((x) => x.c.renovacion);
      return ok(v ? await cambioActividadDto(db, v, est) : null);
    },
  );

  app.post(
    `${G}/deleteSolicitudCambioActividadEconomicaExtra/:id/:id2`,
    { schema: { params: dosIds, tags: TAGS, response: { 200: sobre(idRespuestaSchema) } } },
    async (req) => eliminar(req, req.params, true),
  );

  app.post(`${G}/storeFilesExtra/:id/:id2`, { schema: { params: dosIds, consumes: FORMULARIO, tags: TAGS, response: respuesta } }, async (req) =>
    guardarArchivos(req, req.params, true),
  );
};
