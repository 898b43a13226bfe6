// The trade-name change's spec URLs (spec 2 §7 "Trade-name change (group cambioNombreComercial/{locacionId})"),
// verbatim under /api, typos included (chageEstatusNombreComercial). The "Extra" variants are the
// same request filed with a renewal (cambios.renovacion = true): createExtra, getCambioNombreComercialExtra,
// updateCambioNombreComercialExtra/{id}, deleteSolicitudCambioNombreComercialExtra/{id}; each
// variant's paths reach only requests of that variant. Every route first checks the path's
// establishment (and the request under it) against the caller: a taxpayer writes only their own,
// staff only read. Reading of the spec: deleteSolicitudCambioNombreComercial/{id} "uses the licence
// id" in the original client; a licence names no request unambiguously, so here {id} is the
// request's id, as in every other path of the group.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CAMBIO, MSG_CAMBIOS, MSG_CAMBIOS_EXTRA, enCurso } from '../../../domain/cambios/comun';
import { MSG } from '../../../domain/common/messages';
import { erroresNombre, licenciaDelAnio, renovacionDelAnio, ESTATUS_EDITABLES_NOMBRE } from '../../../domain/cambios/nombre/reglas';
import { MSG_NOMBRE, MSG_NOMBRE_EXTRA, nuevoNombreSchema } from '../../../domain/cambios/nombre/schema';
import { hoyCancun } from '../../../domain/tramite/fechas';
import { cargarEstablecimiento } from '../../establecimientos/acceso';
import { createEstablecimientosRepository } from '../../establecimientos/establecimientos.repository';
import { badRequest, invalid } from '../../lib/errors';
import { idSchema } from '../../lib/params';
import { ok, sobre } from '../../lib/respuesta';
import { puedeVerSolicitud } from '../../tramites/acceso';
import { createSolicitudesRepository } from '../../tramites/solicitudes.repository';
import { cargarCambio } from '../acceso';
import { actualizarCambio, cambiarEstatus, crearCambio, eliminarCambio, notificarPagoAdeudo, exigirActualizable } from '../acciones';
import { createCambiosRepository } from '../cambios.repository';
import { leerFormulario, type FormularioRecibido } from '../multipart';
import { banderaSchema } from '../validacion';
import { cambioNombreDto, datosNombre, licenciasDe } from './nombre.dto';
import { cambioNombreSchema, cambiosNombreSchema, licenciaActualSchema } from './nombre.schemas';

const TAGS = ['cambio de nombre comercial'];
const G = '/cambioNombreComercial/:locacionId';
const locacionParam = z.object({ locacionId: idSchema });
const solicitudParam = z.object({ locacionId: idSchema, id: idSchema });
const CONSUMES = ['multipart/form-data', 'application/json'];
const respuesta = { 200: sobre(cambioNombreSchema) };
const anioActual = () => Number(hoyCancun().slice(0, 4));

/** The form's new name, when sent: trimmed, required, at most 200, different from the current one. */
function nombreDe(f: FormularioRecibido, actual: string, requerido: boolean): string | undefined {
  const valor = f.campos.nuevo_nombre_comercial;
  if (valor === undefined && !requerido) return undefined;
  const r = nuevoNombreSchema.safeParse(valor ?? '');
  if (!r.success) throw invalid({ nuevo_nombre_comercial: [r.error.issues[0].message] });
  const errores = erroresNombre(r.data, actual);
  if (Object.keys(errores).length) throw invalid(errores);
  return r.data;
}

export const cambioNombreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createCambiosRepository({ db });
  const solicitudes = createSolicitudesRepository({ db });
  const establecimientos = createEstablecimientosRepository({ db });

  /** A trade-name request under the path's establishment, of the path's variant. */
  const cargar = async (req: FastifyRequest, p: { locacionId: number; id: number }, modo: 'leer' | 'escribir', renovacion?: boolean) => {
    const f = await cargarCambio(app.deps, req, { solicitudId: p.id, tipo: CAMBIO.NOMBRE, locacionId: p.locacionId, modo });
    if (renovacion !== undefined && f.v.c.renovacion !== renovacion) throw badRequest(MSG_NOMBRE_EXTRA.otraVariante, 'VARIANTE');
    return f;
  };
  /** The request as it is now (after a move), with its establishment. */
  const dto = async (id: number) => {
    const v = (await repo.porId(id))!;
    return cambioNombreDto(db, v, (await establecimientos.porId(v.c.locacionId))!);
  };

  // '¿Tiene licencia de año actual?' (spec 2 §2): answered with the spec's three messages.
  app.get(`${G}/licenciaActual`, { schema: { params: locacionParam, tags: TAGS, response: { 200: sobre(licenciaActualSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.locacionId);
    const anio = anioActual();
    const r = licenciaDelAnio(await licenciasDe(db, est.id), anio);
    return {
      success: r.estado === 'emitida',
      message: r.mensaje,
      data: { encontrada: r.estado === 'emitida', anio, licencia_id: r.licencia?.id ?? null, folio: r.licencia?.folio ?? null, en_tramite: r.estado === 'en_tramite' },
    };
  });

  for (const renovacion of [false, true]) {
    const x = renovacion ? 'Extra' : '';

    // POST create(Extra): multipart id, nuevo_nombre_comercial, files[code][file], files[code][code].
    // The field id (the establishment's, in the original client) is not read: the path names it.
    app.post(`${G}/create${x}`, { schema: { params: locacionParam, consumes: CONSUMES, tags: TAGS, response: respuesta } }, async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.locacionId, 'escribir');
      // A plain request needs this year's licence issued; one filed with a renewal, this year's renewal.
      const lics = await licenciasDe(db, est.id);
      const actual = licenciaDelAnio(lics, anioActual());
      const lic = renovacion ? renovacionDelAnio(lics, anioActual()) : actual.estado === 'emitida' ? actual.licencia : null;
      if (!lic) throw badRequest(renovacion ? MSG_NOMBRE_EXTRA.sinRenovacion : MSG_NOMBRE.sinLicenciaActual, 'SIN_LICENCIA_ACTUAL');
      const f = await leerFormulario(req, CAMBIO.NOMBRE);
      const nuevo = nombreDe(f, est.nombreComercial, true)!;
      const v = await crearCambio(app.deps, req, {
        locacionId: est.id,
        tipo: CAMBIO.NOMBRE,
        propuesta: { nombre_comercial_actual: est.nombreComercial, nuevo_nombre_comercial: nuevo },
        datos: datosNombre(est),
        renovacion,
        licenciaId: lic.id,
        archivos: f.archivos,
      });
      return ok(await cambioNombreDto(db, v, est), MSG_CAMBIOS_EXTRA.creada);
    });

    // GET getCambioNombreComercial(Extra): the current request (in course, else the newest) or null, and the list.
    app.get(`${G}/getCambioNombreComercial${x}`, { schema: { params: locacionParam, tags: TAGS, response: { 200: sobre(cambiosNombreSchema) } } }, async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.locacionId);
      const todas = await repo.deEstablecimiento(est.id, CAMBIO.NOMBRE);
      // Staff see only the requests one of their area's tasks is about.
      const visibles = [];
      for (const v of todas) if (v.c.renovacion === renovacion && (await puedeVerSolicitud(solicitudes, req, v.s, 'leer'))) visibles.push(v);
      const lista = await Promise.all(visibles.map((v) => cambioNombreDto(db, v, est)));
      const actual = visibles.findIndex((v) => enCurso(v.s.estado));
      return ok({
        establecimiento: { id: est.id, nombre_comercial: est.nombreComercial },
        solicitud: lista[actual >= 0 ? actual : 0] ?? null,
        solicitudes: lista,
        puede_agregar: !todas.some((v) => enCurso(v.s.estado)),
      });
    });

    // POST updateCambioNombreComercial(Extra)/{id}: the new name and/or the documents, in 1, 3 or 5 (spec 2 §4).
    app.post(`${G}/updateCambioNombreComercial${x}/:id`, { schema: { params: solicitudParam, consumes: CONSUMES, tags: TAGS, response: respuesta } }, async (req) => {
      const f = await cargar(req, req.params, 'escribir', renovacion);
      exigirActualizable(f, ESTATUS_EDITABLES_NOMBRE);
      const form = await leerFormulario(req, CAMBIO.NOMBRE);
      const nuevo = nombreDe(form, f.est.nombreComercial, false);
      const propuesta = nuevo === undefined ? undefined : { ...f.v.c.propuesta, nombre_comercial_actual: f.est.nombreComercial, nuevo_nombre_comercial: nuevo };
      await actualizarCambio(app.deps, f, { propuesta, archivos: form.archivos }, ESTATUS_EDITABLES_NOMBRE);
      return ok(await dto(f.v.s.id), MSG_CAMBIOS.actualizada);
    });

    // POST deleteSolicitudCambioNombreComercial(Extra)/{id}: in 1 or 5.
    app.post(
      `${G}/deleteSolicitudCambioNombreComercial${x}/:id`,
      { schema: { params: solicitudParam, tags: TAGS, response: { 200: sobre(z.object({ id: z.number().int() })) } } },
      async (req) => {
        const f = await cargar(req, req.params, 'escribir', renovacion);
        await eliminarCambio(app.deps, f);
        return ok({ id: f.v.s.id }, MSG_CAMBIOS_EXTRA.eliminada);
      },
    );
  }

  // POST chageEstatusNombreComercial/{id} {estatus_id}: 10 sends it to review (either variant).
  app.post(
    `${G}/chageEstatusNombreComercial/:id`,
    { schema: { params: solicitudParam, body: z.object({ estatus_id: z.coerce.number({ error: MSG.requerido }).int(MSG.requerido) }), tags: TAGS, response: respuesta } },
    async (req) => {
      const f = await cargar(req, req.params, 'escribir');
      await cambiarEstatus(app.deps, f, req.body.estatus_id);
      return ok(await dto(f.v.s.id), MSG_CAMBIOS.enviada);
    },
  );

  // POST notificarPagoRealizadoNombreComercial/{id} {pago_realizado}: the waste-collection debt is paid; Residuos Sólidos validates it.
  app.post(
    `${G}/notificarPagoRealizadoNombreComercial/:id`,
    { schema: { params: solicitudParam, body: z.object({ pago_realizado: banderaSchema }), tags: TAGS, response: respuesta } },
    async (req) => {
      const f = await cargar(req, req.params, 'escribir');
      if (!req.body.pago_realizado) throw invalid({ pago_realizado: [MSG_NOMBRE_EXTRA.pagoNoConfirmado] });
      await notificarPagoAdeudo(app.deps, f, 'rs');
      return ok(await dto(f.v.s.id), MSG_CAMBIOS_EXTRA.pagoNotificado);
    },
  );
};
