// Field inspections, staff side: an inspecting area orders a visit for an establishment, its
// coordination assigns it to a brigadista holding a tablet, and both read it. The brigadista's own
// routes (the day's list, the result) are in brigadista.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visita } from '../../domain/visitas/definicion';
import { MSG_VISITAS } from '../../domain/visitas/mensajes';
import { asignacionVisitaSchema, ordenVisitaSchema } from '../../domain/visitas/schema';
import { areaDeTipoVisita, TIPOS_VISITA } from '../../domain/visitas/tipos';
import { hoyCancun } from '../../domain/tramite/fechas';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { badRequest, HttpError, invalid } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, respuestaPdf, sobre } from '../lib/respuesta';
import { enviarPdf } from '../lib/pdf';
import { generarActaVisitaPdf } from '../../activities/pdf';
import { actaDeVisita } from './acta';
import { enviarTramite } from '../tramites/acciones';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { resolverTarea } from '../tramites/temporal';
import { cargarVisita, exigirAreaQueInspecciona, exigirCoordinacion, exigirOrdenar } from './acceso';
import { brigadistaRoutes } from './brigadista.routes';
import { createVisitasRepository } from './visitas.repository';
import { brigadistaSchema, visitaCreadaSchema, visitaSchema } from './visitas.schemas';

const AREAS_QUE_INSPECCIONAN = Object.values(TIPOS_VISITA).map((t) => t.area);

export const visitasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createVisitasRepository({ db });
  const solicitudes = createSolicitudesRepository({ db });

  app.post(
    '/visitas',
    { schema: { body: ordenVisitaSchema, tags: ['visitas'], response: { 200: sobre(visitaCreadaSchema) } } },
    async (req) => {
      const o = req.body;
      const a = exigirOrdenar(req, o.tipo);
      const est = await createEstablecimientosRepository({ db }).porId(o.locacion_id);
      if (!est || est.baja) throw new HttpError(404, MSG_VISITAS.establecimientoNoEncontrado, 'NOT_FOUND');
      // The request a visit belongs to is one of the same establishment's.
      const origen = o.solicitud_id ? await solicitudes.porId(o.solicitud_id) : null;
      if (o.solicitud_id && origen?.locacionId !== est.id) throw invalid({ solicitud_id: [MSG_VISITAS.establecimientoNoEncontrado] });
      const lista = await repo.listaVigente(o.tipo);
      const area = areaDeTipoVisita(o.tipo);
      const s = await db.transaction(async (tx) => {
        const s = await solicitudes.crear(tx, {
          def: visita,
          contribuyenteId: est.contribuyenteId,
          locacionId: est.id,
          titulo: est.nombreComercial,
          datos: { area, tipo: o.tipo },
          folio: (id) => `VIS-${hoyCancun().slice(0, 4)}-${String(id).padStart(6, '0')}`,
        });
        await repo.crear(tx, {
          solicitudId: s.id,
          locacionId: est.id,
          solicitudOrigenId: origen?.id ?? null,
          tipo: o.tipo,
          areaId: area,
          motivo: o.motivo,
          ventanaInicio: new Date(o.ventana_inicio),
          ventanaFin: new Date(o.ventana_fin),
          lista,
          ordenadaPorId: a.usuario.id,
        });
        return s;
      });
      const e = await enviarTramite(app.deps, s);
      return ok({ id: s.id, folio: s.folio, estatus: e.estatus }, MSG_VISITAS.ordenada);
    },
  );

  app.get('/visitas/brigadistas', { schema: { tags: ['visitas'], response: { 200: sobre(z.array(brigadistaSchema)) } } }, async (req) => {
    exigirAreaQueInspecciona(req, AREAS_QUE_INSPECCIONAN);
    return ok(await repo.brigadistasConTableta());
  });

  app.get('/visitas/:id', { schema: { params: idParam, tags: ['visitas'], response: { 200: sobre(visitaSchema) } } }, async (req) => {
    const { f } = await cargarVisita(req, repo, req.params.id);
    return ok(await repo.dto(f));
  });

  // The act (PDF with the QR to /verificar), once a result closed the visit.
  app.get('/visitas/:id/acta', { schema: { params: idParam, tags: ['impresos'], response: respuestaPdf('El acta de la visita') } }, async (req, reply) => {
    const { f } = await cargarVisita(req, repo, req.params.id);
    const acta = actaDeVisita(f, { publicUrl: app.deps.config.PUBLIC_URL, secreto: app.deps.config.VERIFICACION_SECRET });
    if (!acta) throw badRequest(MSG_VISITAS.sinActa, 'visita.sin_acta');
    return enviarPdf(reply, await generarActaVisitaPdf(acta), `acta-${f.s.folio}`);
  });

  app.post(
    '/visitas/:id/asignar',
    { schema: { params: idParam, body: asignacionVisitaSchema, tags: ['visitas'], response: { 200: sobre(visitaSchema) } } },
    async (req) => {
      const { f } = await cargarVisita(req, repo, req.params.id);
      const a = exigirCoordinacion(req, f.v.areaId);
      const tarea = f.s.pasoActual === 'asignacion' ? await repo.tareaPendiente(f.v.solicitudId, 'asignacion') : null;
      if (!tarea) throw badRequest(MSG_VISITAS.noAsignable, 'visita.no_asignable');
      const [b] = await repo.brigadistasConTableta(req.body.brigadista_id);
      if (!b) throw invalid({ brigadista_id: [MSG_VISITAS.brigadistaSinTableta] });
      // The row first: the act prints the tablet held now; a failed resolve leaves it to be assigned again.
      await repo.asignar(f.v.solicitudId, { brigadistaId: b.id, tabletaSerie: b.tableta, asignadaPorId: a.usuario.id });
      await resolverTarea(app.deps, tarea, { tareaId: tarea.id, paso: 'asignacion', resultado: 'aprobado', motivo: null, revisorId: a.usuario.id });
      return ok(await repo.dto((await repo.porId(f.v.solicitudId))!), MSG_VISITAS.asignada);
    },
  );

  await app.register(brigadistaRoutes);
};
