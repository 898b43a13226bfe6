// The closure's spec URLs (spec 2 §7 "Closure (licencia/{id})"), verbatim under /api, typos
// included (chageEstatusBajaEstablecimiento). {id} is the LICENCE's id: the closure is of that
// licence's establishment; {sid} is the closure request's id (its kit request), which must belong to
// that establishment — another taxpayer's request under one's own licence id is 403, as is
// another taxpayer's licence. The taxpayer creates, edits (1, 3, 5), sends (1, 5), deletes (1, 5)
// and notifies a debt's payment; staff of Residuos Sólidos and Licencias register their area's debt
// and decide their area's review. The establishment is closed only when the procedure approves
// (activities/cambios/aplicaciones.ts aplicarBaja, in the projection's transaction).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { tareas } from '../../../db/schema';
import { AREAS_ADEUDO, claveRevision, claveValidacion, type AreaAdeudo } from '../../../domain/cambios/adeudos';
import { MSG_BAJA, MSG_BAJA_EXTRA } from '../../../domain/cambios/baja/mensajes';
import { ESTATUS_ACTUALIZABLES_BAJA } from '../../../domain/cambios/baja/reglas';
import { bajaFormSchema, propuestaBaja } from '../../../domain/cambios/baja/schema';
import { CAMBIO, enCurso } from '../../../domain/cambios/comun';
import { MSG } from '../../../domain/common/messages';
import { requierePatente } from '../../../domain/licencia/catalogos';
import { actual, esStaff } from '../../auth/guards';
import { cargarEstablecimiento, cargarLicencia } from '../../establecimientos/acceso';
import { createEstablecimientosRepository } from '../../establecimientos/establecimientos.repository';
import { HttpError, badRequest, erroresPorCampo, forbidden, invalid, notFound } from '../../lib/errors';
import { idSchema } from '../../lib/params';
import { ok, sobre } from '../../lib/respuesta';
import { createLicenciasRepository } from '../../licencias/licencias.repository';
import { resolverTarea } from '../../tramites/temporal';
import { cargarCambio, type CambioCargado } from '../acceso';
import { actualizarCambio, cambiarEstatus, crearCambio, eliminarCambio, notificarPagoAdeudo, registrarAdeudo, exigirActualizable } from '../acciones';
import { createCambiosRepository } from '../cambios.repository';
import { leerFormulario } from '../multipart';
import { montoAdeudoSchema } from '../validacion';
import { bajaDto } from './baja.dto';
import { adeudoAreaSchema, bajaSchema, estatusAreaSchema, estatusSchema, notificarPagoSchema } from './baja.schemas';

const TAGS = ['cambios'];
const conLicencia = z.object({ id: idSchema });
const conSolicitud = z.object({ id: idSchema, sid: idSchema });
const respuesta = { 200: sobre(bajaSchema) };

/** The form's fields (multipart or JSON) through the closure's schema; a 422 names each field. */
function leerBaja(campos: Record<string, unknown>) {
  const r = bajaFormSchema().safeParse(campos);
  if (!r.success) throw new HttpError(422, MSG_BAJA.camposObligatorios, 'VALIDATION', erroresPorCampo(r.error.issues));
  return r.data;
}

export const cambioBajaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createCambiosRepository({ db });
  const licencias = createLicenciasRepository({ db });
  const establecimientos = createEstablecimientosRepository({ db });

  /** The path's licence; a taxpayer cannot tell a missing id from someone else's. */
  const licencia = async (req: FastifyRequest, id: number) => {
    const lic = await licencias.porId(id);
    if (!lic) throw actual(req).usuario.rol === 'contribuyente' ? forbidden() : notFound();
    return lic;
  };

  /** The closure {sid} of the licence {id}'s establishment, with the request's ownership check. */
  const cargar = async (req: FastifyRequest, id: number, sid: number, modo: 'leer' | 'escribir'): Promise<CambioCargado> => {
    const lic = await licencia(req, id);
    return cargarCambio(app.deps, req, { solicitudId: sid, tipo: CAMBIO.BAJA, locacionId: lic.locacionId, modo });
  };

  const responder = async (f: CambioCargado, mensaje: string) => {
    const v = (await repo.porId(f.v.s.id))!;
    const est = (await establecimientos.porId(v.c.locacionId)) ?? f.est;
    return ok(await bajaDto(db, v, est), mensaje);
  };

  /** Staff only (a taxpayer gets 403 before anything is looked up), of the area named, or root. */
  const staffDeArea = (req: FastifyRequest, area: AreaAdeudo) => {
    const a = actual(req);
    if (!esStaff(a.usuario.rol)) throw forbidden();
    const areaId = AREAS_ADEUDO[area].area;
    if (a.usuario.rol !== 'root' && !a.areas.some((x) => x.id === areaId)) throw forbidden();
    return { a, areaId };
  };

  // spec 2 §7 POST bajaEstablecimiento: multipart id, fecha_sat, has_alcohol, files[code][file|code].
  // `id` is read as the establishment's (the licence's own id is accepted too); any other is refused.
  // Only the owner of an open establishment with an issued licence may ask for its closure.
  app.post('/licencia/:id/bajaEstablecimiento', { schema: { params: conLicencia, tags: TAGS, response: respuesta } }, async (req) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id, 'escribir');
    const { campos, archivos } = await leerFormulario(req, CAMBIO.BAJA);
    const idForm = campos.id === undefined || campos.id === '' ? null : Number(campos.id);
    if (idForm !== null && idForm !== est.id && idForm !== lic.id) throw invalid({ id: [MSG_BAJA_EXTRA.idDistinto] });
    // has_alcohol left out: the establishment's own activities say whether it sells alcohol.
    const alcohol = campos.has_alcohol === undefined || campos.has_alcohol === '' ? requierePatente([est.giroActividadId, ...est.actividadesSecundarias]) : undefined;
    const form = leerBaja({ ...campos, ...(alcohol === undefined ? {} : { has_alcohol: alcohol }) });
    const emitida = (await licencias.deEstablecimiento(est.id)).some((l) => l.solicitud.estado === 'terminada');
    if (!emitida) throw badRequest(MSG_BAJA_EXTRA.sinLicencia, 'SIN_LICENCIA');
    const v = await crearCambio(app.deps, req, {
      locacionId: est.id,
      tipo: CAMBIO.BAJA,
      propuesta: propuestaBaja(form),
      datos: { tipoProceso: est.tipoProcesoId, hasAlcohol: form.has_alcohol },
      licenciaId: lic.id,
      archivos,
    });
    return ok(await bajaDto(db, v, est), MSG_BAJA_EXTRA.creada);
  });

  // spec 2 §7 GET getBajaEstablecimiento: the establishment's closure (the one in course, else the
  // newest), or null with a message. Its owner reads it also once it is closed; staff read while a
  // task of their area is about the establishment.
  app.get('/licencia/:id/getBajaEstablecimiento', { schema: { params: conLicencia, tags: TAGS, response: { 200: sobre(bajaSchema.nullable()) } } }, async (req) => {
    const lic = await licencia(req, req.params.id);
    const a = actual(req);
    let est = await establecimientos.porId(lic.locacionId);
    if (!est || a.contribuyenteId === null || est.contribuyenteId !== a.contribuyenteId) est = (await cargarEstablecimiento(db, req, lic.locacionId)).est;
    const todas = await repo.deEstablecimiento(est.id, CAMBIO.BAJA);
    const v = todas.find((x) => enCurso(x.s.estado)) ?? todas[0];
    if (!v) return { success: false, message: MSG_BAJA_EXTRA.sinSolicitud, data: null };
    return ok(await bajaDto(db, v, est));
  });

  // spec 2 §7 POST updateBajaEstablecimiento/{sid}: multipart fecha_sat, has_alcohol, files. spec 2 §4:
  // in 1, 3 or 5 (10 locks it). A field left out keeps its staged value.
  app.post('/licencia/:id/updateBajaEstablecimiento/:sid', { schema: { params: conSolicitud, tags: TAGS, response: respuesta } }, async (req) => {
    const f = await cargar(req, req.params.id, req.params.sid, 'escribir');
    exigirActualizable(f, ESTATUS_ACTUALIZABLES_BAJA);
    const { campos, archivos } = await leerFormulario(req, CAMBIO.BAJA);
    const form = leerBaja({ ...f.v.c.propuesta, ...campos });
    await actualizarCambio(app.deps, f, { propuesta: { ...f.v.c.propuesta, ...propuestaBaja(form) }, archivos }, ESTATUS_ACTUALIZABLES_BAJA);
    return responder(f, MSG_BAJA.actualizada);
  });

  // spec 2 §7 POST chageEstatusBajaEstablecimiento/{sid} {estatus_id}: the taxpayer's one move is 10
  // ('Enviar a revisión', from 1 or 5), refused while a document or fecha_sat is missing.
  app.post(
    '/licencia/:id/chageEstatusBajaEstablecimiento/:sid',
    { schema: { params: conSolicitud, body: estatusSchema, tags: TAGS, response: respuesta } },
    async (req) => {
      const f = await cargar(req, req.params.id, req.params.sid, 'escribir');
      await cambiarEstatus(app.deps, f, req.body.estatus_id);
      return responder(f, MSG_BAJA.enviada);
    },
  );

  // spec 2 §7 POST changeAreasEstatusBajaEstablecimiento/{sid}: payload not shown. Read as the
  // staff's status of their area's part: {area: 'rs'|'la', estatus_id: 4 approve | 5 return,
  // motivo_rechazo} decides the area's open task (its review of debts, or the validation of the
  // debt's payment), as the inbox's decision does. Staff of that area (or root) only; a taxpayer 403.
  app.post(
    '/licencia/:id/changeAreasEstatusBajaEstablecimiento/:sid',
    { schema: { params: conSolicitud, body: estatusAreaSchema, tags: TAGS, response: respuesta } },
    async (req) => {
      const { a, areaId } = staffDeArea(req, req.body.area);
      const f = await cargar(req, req.params.id, req.params.sid, 'leer');
      const motivo = req.body.motivo_rechazo?.trim() ?? '';
      if (req.body.estatus_id === 5 && !motivo) throw invalid({ motivo_rechazo: [MSG_BAJA_EXTRA.motivoRequerido] });
      const pasos = [claveRevision(req.body.area), claveValidacion(req.body.area)];
      const [t] = await db
        .select()
        .from(tareas)
        .where(and(eq(tareas.solicitudId, f.v.s.id), eq(tareas.estado, 'pendiente'), eq(tareas.areaId, areaId), inArray(tareas.paso, pasos)));
      if (!t) throw badRequest(MSG_BAJA_EXTRA.sinTareaArea, 'SIN_TAREA');
      await resolverTarea(app.deps, t, {
        tareaId: t.id,
        paso: t.paso,
        resultado: req.body.estatus_id === 4 ? 'aprobado' : 'rechazado',
        motivo: motivo || null,
        revisorId: a.usuario.id,
      });
      return responder(f, MSG_BAJA_EXTRA.estatusArea);
    },
  );

  // spec 2 §7 POST changeAdeudoAreaBajaEstablecimiento/{sid}: payload not shown. Read as the debt
  // flag an area sets (spec 2 §3 adeudo_rs / adeudo_la): {area, adeudo, monto}; adeudo false takes
  // it back. Only while that area's review is the open task, by its staff (registrarAdeudo); the
  // amount is charged as the area's service (rs 1750, la 1751) once the area approves its review.
  app.post(
    '/licencia/:id/changeAdeudoAreaBajaEstablecimiento/:sid',
    { schema: { params: conSolicitud, body: adeudoAreaSchema, tags: TAGS, response: respuesta } },
    async (req) => {
      staffDeArea(req, req.body.area);
      const f = await cargar(req, req.params.id, req.params.sid, 'leer');
      const vacio = req.body.monto === null || req.body.monto === undefined || req.body.monto === '';
      if (req.body.adeudo && vacio) throw invalid({ monto: [MSG.requerido] });
      const m = req.body.adeudo ? montoAdeudoSchema.safeParse(req.body.monto) : null;
      if (m && !m.success) throw invalid({ monto: [m.error.issues[0].message] });
      const monto = m?.success ? m.data : null;
      await registrarAdeudo(app.deps, req, f.v, req.body.area, monto);
      return responder(f, req.body.adeudo ? MSG_BAJA_EXTRA.adeudoRegistrado : MSG_BAJA_EXTRA.adeudoRetirado);
    },
  );

  // spec 2 §7 POST notificarPagoAreaBajaEstablecimiento/{sid} {area}: the taxpayer says the area's
  // debt is paid ('rs' 1750, 'la' 1751); that area validates it next.
  app.post(
    '/licencia/:id/notificarPagoAreaBajaEstablecimiento/:sid',
    { schema: { params: conSolicitud, body: notificarPagoSchema, tags: TAGS, response: respuesta } },
    async (req) => {
      const f = await cargar(req, req.params.id, req.params.sid, 'escribir');
      await notificarPagoAdeudo(app.deps, f, req.body.area);
      return responder(f, MSG_BAJA_EXTRA.pagoNotificado);
    },
  );

  // spec 2 §7 POST deleteSolicitudBajaEstablecimiento/{sid} (empty body): in 1 or 5.
  app.post(
    '/licencia/:id/deleteSolicitudBajaEstablecimiento/:sid',
    { schema: { params: conSolicitud, tags: TAGS, response: { 200: sobre(z.object({ id: z.number().int() })) } } },
    async (req) => {
      const f = await cargar(req, req.params.id, req.params.sid, 'escribir');
      await eliminarCambio(app.deps, f);
      return ok({ id: f.v.s.id }, MSG_BAJA_EXTRA.eliminada);
    },
  );
};
