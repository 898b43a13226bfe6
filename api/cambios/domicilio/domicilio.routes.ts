// The change of address's spec 2 §7 URLs (group cambiodomicilio), each loading the establishment or
// the request with its ownership check (api/cambios/acceso.ts): a foreign establishment, or another
// taxpayer's request under one's own establishment id, is 403. The Extra variants are the same moves
// for a request filed within a renewal (renovacion = true). The movements and the land-use receipt
// live in domicilio.movimientos.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CAMBIO, MSG_CAMBIOS, MSG_CAMBIOS_EXTRA } from '../../../domain/cambios/comun';
import { MSG_CDO, MSG_CDO_EXTRA } from '../../../domain/cambios/domicilio/mensajes';
import { esLoteDeFotos } from '../../../domain/cambios/domicilio/reglas';
import { cambioDomicilioSchema } from '../../../domain/cambios/domicilio/schema';
import { domicilioTexto } from '../../../domain/common/domicilio';
import { MSG } from '../../../domain/common/messages';
import { cargarEstablecimiento } from '../../establecimientos/acceso';
import { badRequest } from '../../lib/errors';
import { idParam, idSchema } from '../../lib/params';
import { ok, sobre } from '../../lib/respuesta';
import { cargarCambio } from '../acceso';
import { actualizarCambio, cambiarEstatus, crearCambio, eliminarCambio, exigirActualizable } from '../acciones';
import { createCambiosRepository } from '../cambios.repository';
import { leerFormulario } from '../multipart';
import { exigirLicenciaEmitida, leerYValidar, licenciaEmitida, propuestaDe, tieneAlcohol } from './domicilio.comun';
import { cambioDomicilioDto } from './domicilio.dto';
import { movimientosDomicilioRoutes } from './domicilio.movimientos.routes';
import { cambioDomicilioDtoSchema, creadoSchema, dataDomicilioSchema } from './domicilio.schemas';

const TAGS = ['cambio de domicilio'];
const TIPO = CAMBIO.DOMICILIO;
const dosIds = z.object({ establecimiento: idSchema, solicitud: idSchema });
const respuesta = { 200: sobre(cambioDomicilioDtoSchema) };

export const cambioDomicilioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createCambiosRepository({ db });
  const dto = async (id: number) => cambioDomicilioDto(db, (await repo.porId(id))!);
  const cargar = async (req: FastifyRequest, p: { establecimiento: number; solicitud: number }, modo: 'leer' | 'escribir' = 'leer', extra = false) => {
    const f = await cargarCambio(app.deps, req, { solicitudId: p.solicitud, tipo: TIPO, locacionId: p.establecimiento, modo });
    // The Extra routes move only a request filed within a renewal.
    if (extra && !f.v.c.renovacion) throw badRequest(MSG_CDO_EXTRA.noRenovacion, 'NO_RENOVACION');
    return f;
  };

  // spec 2 §7 getDataDomicilio: the establishment's current address (locacion_domicilio.domicilio).
  app.get('/cambiodomicilio/getDataDomicilio/:id', { schema: { params: idParam, tags: TAGS, response: { 200: sobre(dataDomicilioSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    return ok({
      id: est.id,
      nombre_comercial: est.nombreComercial,
      clave_catastral: est.claveCatastral,
      has_alcohol: tieneAlcohol(est),
      tipo_proceso_id: est.tipoProcesoId,
      tipo_propiedad_id: est.tipoPropiedadId,
      superficie: est.superficieM2,
      domicilio_texto: domicilioTexto(est.domicilio),
      licencia_emitida: await licenciaEmitida(app.deps, est.id),
      locacion_domicilio: { domicilio: est.domicilio },
    });
  });

  /** The establishment's requests, newest first; Extra lists only those filed within a renewal. */
  const listar = (soloRenovacion: boolean) => async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const filas = (await repo.deEstablecimiento(est.id, TIPO)).filter((v) => !soloRenovacion || v.c.renovacion);
    return ok(await Promise.all(filas.map((v) => cambioDomicilioDto(db, v))));
  };
  const lista = { schema: { params: idParam, tags: TAGS, response: { 200: sobre(z.array(cambioDomicilioDtoSchema)) } } };
  app.get('/cambiodomicilio/getSolicitudesCambioDomicilio/:id', lista, listar(false));
  app.get('/cambiodomicilio/getSolicitudCambioDomicilioExtra/:id', lista, listar(true));

  // spec 2 §7 setSolicitudCambioDomicilio: multipart (fields, domicilio[...], files[code][...]); answers message and data.id.
  const crear = (renovacion: boolean) => async (req: FastifyRequest<{ Params: { id: number } }>) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id, 'escribir');
    await exigirLicenciaEmitida(app.deps, est);
    const { form, archivos } = await leerYValidar(req, cambioDomicilioSchema);
    const propuesta = await propuestaDe(app.deps, est, form, renovacion);
    const v = await crearCambio(app.deps, req, {
      locacionId: est.id,
      tipo: TIPO,
      propuesta,
      renovacion,
      datos: { tipoProceso: est.tipoProcesoId, hasAlcohol: propuesta.has_alcohol === true, tieneUsoSuelo: form.tiene_uso_suelo },
      archivos,
    });
    return ok({ id: v.s.id, folio: v.s.folio }, MSG_CDO_EXTRA.creada);
  };
  const alta = { schema: { params: idParam, tags: TAGS, consumes: ['multipart/form-data', 'application/json'], response: { 200: sobre(creadoSchema) } } };
  app.post('/cambiodomicilio/setSolicitudCambioDomicilio/:id', alta, crear(false));
  app.post('/cambiodomicilio/setSolicitudCambioDomicilioExtra/:id', alta, crear(true));

  // spec 2 §7 getSolicitudCambioDomicilio (data.data).
  app.get('/cambiodomicilio/getSolicitudCambioDomicilio/:establecimiento/:solicitud', { schema: { params: dosIds, tags: TAGS, response: respuesta } }, async (req) => {
    const { v } = await cargar(req, req.params);
    return ok(await cambioDomicilioDto(db, v));
  });

  // spec 2 §7 changeStatusSolicitudCambioDomicilio: estatus_id 10 sends it to review (from 1 or 5).
  app.post(
    '/cambiodomicilio/changeStatusSolicitudCambioDomicilio/:establecimiento/:solicitud',
    { schema: { params: dosIds, body: z.object({ estatus_id: z.coerce.number({ error: MSG.requerido }).int() }), tags: TAGS, response: respuesta } },
    async (req) => {
      const f = await cargar(req, req.params, 'escribir');
      await cambiarEstatus(app.deps, f, req.body.estatus_id);
      return ok(await dto(f.v.s.id), MSG_CAMBIOS.enviada);
    },
  );

  // spec 2 §7 updateSolicitudCambioDomicilio: the whole form again (and any files), only in 1 or 5.
  const actualizar = (renovacion: boolean) => async (req: FastifyRequest<{ Params: { establecimiento: number; solicitud: number } }>) => {
    const f = await cargar(req, req.params, 'escribir', renovacion);
    exigirActualizable(f);
    const { form, archivos } = await leerYValidar(req, cambioDomicilioSchema);
    const propuesta = await propuestaDe(app.deps, f.est, form, renovacion || f.v.c.renovacion);
    await actualizarCambio(app.deps, f, { propuesta: { ...f.v.c.propuesta, ...propuesta }, archivos });
    return ok(await dto(f.v.s.id), MSG_CAMBIOS.actualizada);
  };
  const edicion = { schema: { params: dosIds, tags: TAGS, consumes: ['multipart/form-data', 'application/json'], response: respuesta } };
  app.post('/cambiodomicilio/updateSolicitudCambioDomicilio/:establecimiento/:solicitud', edicion, actualizar(false));
  app.post('/cambiodomicilio/updateSolicitudCambioDomicilioExtra/:establecimiento/:solicitud', edicion, actualizar(true));

  // spec 2 §7 storeFiles: documento[i][file], documento[i][code], solicitud_id; documents first, then photos.
  const guardarArchivos = (extra: boolean) => async (req: FastifyRequest<{ Params: { establecimiento: number; solicitud: number } }>) => {
    const f = await cargar(req, req.params, 'escribir', extra);
    exigirActualizable(f);
    const { campos, archivos } = await leerFormulario(req, CAMBIO.DOMICILIO);
    if (campos.solicitud_id !== undefined && Number(campos.solicitud_id) !== f.v.s.id) throw badRequest(MSG_CDO_EXTRA.solicitudDistinta, 'SOLICITUD');
    if (!archivos.size) throw badRequest(MSG_CDO_EXTRA.archivoRequerido, 'SIN_ARCHIVOS');
    await actualizarCambio(app.deps, f, { archivos });
    return ok(await dto(f.v.s.id), esLoteDeFotos([...archivos.keys()]) ? MSG_CDO.fotosAdjuntadas : MSG_CDO.documentosAdjuntados);
  };
  app.post('/cambiodomicilio/storeFiles/:establecimiento/:solicitud', edicion, guardarArchivos(false));
  app.post('/cambiodomicilio/storeFilesExtra/:establecimiento/:solicitud', edicion, guardarArchivos(true));

  // spec 2 §7 deleteSolicitudCambioDomicilio: in 1 or 5.
  const eliminar = (extra: boolean) => async (req: FastifyRequest<{ Params: { establecimiento: number; solicitud: number } }>) => {
    const f = await cargar(req, req.params, 'escribir', extra);
    await eliminarCambio(app.deps, f);
    return ok({ id: f.v.s.id, folio: f.v.s.folio }, MSG_CAMBIOS_EXTRA.eliminada);
  };
  const baja = { schema: { params: dosIds, tags: TAGS, response: { 200: sobre(creadoSchema) } } };
  app.post('/cambiodomicilio/deleteSolicitudCambioDomicilio/:establecimiento/:solicitud', baja, eliminar(false));
  app.post('/cambiodomicilio/deleteSolicitudCambioDomicilioExtra/:establecimiento/:solicitud', baja, eliminar(true));

  await app.register(movimientosDomicilioRoutes);
};
