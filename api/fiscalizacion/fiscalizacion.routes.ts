// The extraordinary-hours (EXTRA) and live-music (VARIEDAD) requests' spec URLs (spec 2 §7
// "Extraordinary hours and live music (licencia/{id})"), verbatim under /api. {id} is the licence's
// id, {sid} the request's (its kit request); acceso.ts checks both. The taxpayer saves a draft,
// edits it while a draft or returned (1, 5), prints it, uploads it signed and sends it (10);
// Fiscalización sets the approved hours at its review (POST fiscalizacion/{sid}/horasAprobadas)
// and decides in its inbox. Payment, validation and the signatures are the kit's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { tareas } from '../../db/schema';
import { AREA_FISCALIZACION, PASO_FISCALIZACION } from '../../domain/fiscalizacion/comun';
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX } from '../../domain/fiscalizacion/mensajes';
import { copiarAMes, esEditableFiscalizacion } from '../../domain/fiscalizacion/reglas';
import {
  actualizarSolicitudFiscalizacionSchema,
  copiarSolicitudSchema,
  guardarSolicitudFiscalizacionSchema,
  guardarSolicitudMusicaSchema,
  horasAprobadasSchema,
} from '../../domain/fiscalizacion/schema';
import { actual, esStaff } from '../auth/guards';
import { badRequest, forbidden, invalid } from '../lib/errors';
import { idSchema } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { enviarTramite } from '../tramites/acciones';
import { cancelarSolicitud } from '../tramites/temporal';
import { cargarFiscalizacion, licenciaDe, licenciaElegible, type FiscalizacionCargada } from './acceso';
import { invalido, validarHorarios } from './comun';
import { fiscalizacionDto } from './fiscalizacion.dto';
import { createFiscalizacionRepository, type TipoFiscalizacion } from './fiscalizacion.repository';
import { estatusFiscalizacionSchema, guardarFiscalizacionSchema, solicitudFiscalizacionSchema } from './fiscalizacion.schemas';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { sinCurso } from '../../domain/tramite/lectura';

const TAGS = ['fiscalizacion'];
const conLicencia = z.object({ id: idSchema });
const conSolicitud = z.object({ id: idSchema, sid: idSchema });
const respuesta = { 200: sobre(solicitudFiscalizacionSchema) };
const lista = { 200: sobre(z.array(solicitudFiscalizacionSchema)) };

export const fiscalizacionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createFiscalizacionRepository({ db });

  const responder = async (sid: number, mensaje = '') => ok(await fiscalizacionDto(db, (await repo.porId(sid))!), mensaje);
  const estatusDe = async (f: FiscalizacionCargada) => (await fiscalizacionDto(db, f.v)).estatus_fiscalizacion;

  /** A new draft of the licence {id} (its owner, an eligible licence). */
  const crear = async (req: FastifyRequest, id: number, tipo: TipoFiscalizacion, cuerpo: unknown) => {
    const { lic, est, tipoEstablecimiento } = await licenciaElegible(db, req, id);
    const esquema = tipo === 'VARIEDAD' ? guardarSolicitudMusicaSchema : guardarSolicitudFiscalizacionSchema;
    const r = esquema.safeParse({ ...(cuerpo as object), tipo, establecimiento_id: (cuerpo as { establecimiento_id?: unknown }).establecimiento_id ?? est.id });
    if (!r.success) throw invalido(r.error.issues);
    if (r.data.establecimiento_id !== est.id) throw forbidden();
    const personas = tipo === 'VARIEDAD' ? (r.data.cantidad_personas ?? null) : null;
    const { mes, detalles } = await validarHorarios(db, est, tipoEstablecimiento, { tipo, cantidad_personas: personas, horarios: r.data.horarios });
    const v = await repo.crear({ est, licenciaId: lic.id, tipo, mes, cantidadPersonas: personas, detalles, datos: {} });
    return ok(await fiscalizacionDto(db, v), MSGX.creada);
  };

  // spec 2 §7 POST saveSolicitudFiscalizacion: horarios, establecimiento_id, tipo, cantidad_personas.
  // The tipo is EXTRA here (the spec's default); live music has its own URL.
  app.post('/licencia/:id/saveSolicitudFiscalizacion', { schema: { params: conLicencia, body: guardarFiscalizacionSchema, tags: TAGS, response: respuesta } }, async (req) => {
    const tipo = req.body.tipo ?? 'EXTRA';
    return crear(req, req.params.id, tipo, req.body);
  });

  // spec 2 §7 saveSolicitudFiscalizacionMusica: the same with fecha and fecha_fin (tipo VARIEDAD).
  app.post('/licencia/:id/saveSolicitudFiscalizacionMusica', { schema: { params: conLicencia, body: guardarFiscalizacionSchema, tags: TAGS, response: respuesta } }, async (req) =>
    crear(req, req.params.id, 'VARIEDAD', req.body),
  );

  const listar = async (req: FastifyRequest, id: number, tipo: TipoFiscalizacion) => {
    const { lic } = await licenciaDe(db, req, id);
    const todas = await repo.deLicencia(lic.id, tipo);
    return ok(await Promise.all(todas.map((v) => fiscalizacionDto(db, v))));
  };
  // spec 2 §7 GET getSolicitudExtraordinarias, getSolicitudMusica: the licence's requests, newest first.
  app.get('/licencia/:id/getSolicitudExtraordinarias', { schema: { params: conLicencia, tags: TAGS, response: lista } }, async (req) => listar(req, req.params.id, 'EXTRA'));
  app.get('/licencia/:id/getSolicitudMusica', { schema: { params: conLicencia, tags: TAGS, response: lista } }, async (req) => listar(req, req.params.id, 'VARIEDAD'));

  // spec 2 §7 GET findSolicitudExtraordinaria/{sid}: tipo, cantidad_personas, solicitudDetalles.
  app.get('/licencia/:id/findSolicitudExtraordinaria/:sid', { schema: { params: conSolicitud, tags: TAGS, response: respuesta } }, async (req) => {
    const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid);
    return ok(await fiscalizacionDto(db, f.v));
  });

  // spec 2 §7 POST actualizarSolicitudFiscalizacion/{sid}: horarios (the whole form: they replace
  // the request's dates), delete_horarios (accepted; the rows not sent again are dropped anyway),
  // establishment_id, tipo (a request keeps its kind), cantidad_personas. Only at 1 or 5.
  app.post(
    '/licencia/:id/actualizarSolicitudFiscalizacion/:sid',
    { schema: { params: conSolicitud, body: guardarFiscalizacionSchema, tags: TAGS, response: respuesta } },
    async (req) => {
      const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid, 'escribir');
      if (!esEditableFiscalizacion(await estatusDe(f))) throw badRequest(MSGX.bloqueada, 'BLOQUEADO');
      const tipo = f.v.f.tipo as TipoFiscalizacion;
      const r = actualizarSolicitudFiscalizacionSchema.safeParse({ ...req.body, tipo, establecimiento_id: req.body.establecimiento_id ?? f.est.id });
      if (!r.success) throw invalido(r.error.issues);
      if (r.data.establecimiento_id !== f.est.id) throw forbidden();
      const { tipoEstablecimiento } = await licenciaElegible(db, req, req.params.id);
      const personas = tipo === 'VARIEDAD' ? (r.data.cantidad_personas ?? null) : null;
      const { mes, detalles } = await validarHorarios(db, f.est, tipoEstablecimiento, { tipo, cantidad_personas: personas, horarios: r.data.horarios }, f.v.s.id);
      await repo.actualizar(f.v.s.id, { mes, cantidadPersonas: personas, detalles });
      return responder(f.v.s.id, MSG.actualizada);
    },
  );

  // spec 2 §7 POST changeSolicitudEstatus/{sid} {estatus_fiscalizacion}: the taxpayer's one move is
  // 10, 'Enviar a revisión' — only with the signed request uploaded and the status not locked
  // (spec 2 §4); a returned request is sent again the same way.
  app.post(
    '/licencia/:id/changeSolicitudEstatus/:sid',
    { schema: { params: conSolicitud, body: estatusFiscalizacionSchema, tags: TAGS, response: respuesta } },
    async (req) => {
      const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid, 'escribir');
      if (req.body.estatus_fiscalizacion !== 10) throw badRequest(MSGX.bloqueada, 'ESTATUS');
      const dto = await fiscalizacionDto(db, f.v);
      if (!esEditableFiscalizacion(dto.estatus_fiscalizacion)) throw badRequest(MSGX.bloqueada, 'BLOQUEADO');
      if (!dto.documento_firmado) throw badRequest(MSGX.sinDocumentoFirmado, 'SIN_FIRMA');
      await licenciaElegible(db, req, req.params.id);
      await enviarTramite(app.deps, f.v.s, MSGX.bloqueada);
      return responder(f.v.s.id, MSG.enviada);
    },
  );

  // spec 2 §7 POST copiarSolicitudFiscalizacion/{sid} {mes}: a new draft of the same kind with the
  // dates moved to that month (domain/fiscalizacion/reglas.ts copiarAMes), checked like a new one.
  app.post(
    '/licencia/:id/copiarSolicitudFiscalizacion/:sid',
    { schema: { params: conSolicitud, body: z.object({ mes: z.string().max(10).optional().nullable() }), tags: TAGS, response: respuesta } },
    async (req) => {
      const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid, 'escribir');
      const m = copiarSolicitudSchema.safeParse({ mes: req.body.mes ?? '' });
      if (!m.success) throw invalido(m.error.issues, m.error.issues[0].message);
      const c = copiarAMes(
        f.v.horarios.map((h) => ({ fecha: h.fecha, hora_inicio: h.horaInicio, hora_fin: h.horaFin, grupo_horario: h.grupoHorario })),
        m.data.mes,
      );
      if (!c.ok) throw badRequest(c.mensaje, 'COPIA');
      const { lic, est, tipoEstablecimiento } = await licenciaElegible(db, req, req.params.id);
      const tipo = f.v.f.tipo as TipoFiscalizacion;
      const personas = f.v.f.cantidadPersonas;
      const { mes, detalles } = await validarHorarios(db, est, tipoEstablecimiento, { tipo, cantidad_personas: personas, horarios: c.horarios });
      const v = await repo.crear({ est, licenciaId: lic.id, tipo, mes, cantidadPersonas: personas, detalles, datos: {}, copiaDe: f.v.s.id });
      return ok(await fiscalizacionDto(db, v), MSGX.copiada);
    },
  );

  // Ours: delete a draft or returned request ('¿Realmente deseas eliminar esta solicitud?' on the web).
  app.delete(
    '/licencia/:id/solicitudFiscalizacion/:sid',
    { schema: { params: conSolicitud, tags: TAGS, response: { 200: sobre(z.object({ id: z.number().int() })) } } },
    async (req) => {
      const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid, 'escribir');
      if (!esEditableFiscalizacion(await estatusDe(f)) || sinCurso(f.v.s.estado)) throw badRequest(MSGX.noEliminable, 'NO_ELIMINABLE');
      if (f.v.s.estado !== 'borrador') await cancelarSolicitud(app.deps, f.v.s);
      await repo.eliminar(f.v.s.id);
      return ok({ id: f.v.s.id }, MSGX.eliminada);
    },
  );

  // Ours: Fiscalización's approved hours per date, only while its review is the open task (staff of
  // Fiscalización or root; a taxpayer or another area's staff 403). 0 ≤ horas_aprobadas ≤ horas_solicitadas.
  app.post(
    '/fiscalizacion/:sid/horasAprobadas',
    { schema: { params: z.object({ sid: idSchema }), body: horasAprobadasSchema, tags: TAGS, response: respuesta } },
    async (req) => {
      const a = actual(req);
      if (!esStaff(a.usuario.rol)) throw forbidden();
      if (a.usuario.rol !== 'root' && !a.areas.some((x) => x.id === AREA_FISCALIZACION)) throw forbidden();
      const v = await repo.porId(req.params.sid);
      const s = v ? await createSolicitudesRepository({ db }).porId(v.s.id) : null;
      if (!v || !s) throw forbidden();
      const [t] = await db
        .select({ id: tareas.id })
        .from(tareas)
        .where(and(eq(tareas.solicitudId, s.id), eq(tareas.paso, PASO_FISCALIZACION.REVISION), eq(tareas.estado, 'pendiente'), inArray(tareas.areaId, [AREA_FISCALIZACION])));
      if (!t || s.pasoActual !== PASO_FISCALIZACION.REVISION) throw badRequest(MSGX.bloqueada, 'SIN_REVISION');
      const errores: Record<string, string[]> = {};
      req.body.horarios.forEach((h, i) => {
        const fila = v.horarios.find((x) => x.id === h.id);
        if (!fila) errores[`horarios.${i}.id`] = [MSG.requerido];
        else if (h.horas_aprobadas < 0 || h.horas_aprobadas > fila.horasSolicitadas) errores[`horarios.${i}.horas_aprobadas`] = [MSGX.horasAprobadasRango(fila.horasSolicitadas)];
      });
      if (Object.keys(errores).length) throw invalid(errores);
      await repo.fijarHorasAprobadas(v.s.id, req.body.horarios);
      return responder(v.s.id, MSGX.horasGuardadas);
    },
  );
};
