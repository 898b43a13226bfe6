// Field inspections, the brigadista's side: the day's visits in route order, and the result sent
// from the device. A result is idempotent by the key the device generated: the same key twice
// counts once (200 both times); another key for a visit already closed is kept as a conflict for the
// area (409 with the reason), never applied and never lost.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG_VISITAS } from '../../domain/visitas/mensajes';
import { faltantesLista, resultadoVisitaSchema } from '../../domain/visitas/schema';
import { ordenarRuta } from '../../domain/visitas/ruta';
import { RESULTADOS_VISITA } from '../../domain/visitas/tipos';
import { hoyCancun, OFFSET_CANCUN_MS } from '../../domain/tramite/fechas';
import { actual } from '../auth/guards';
import type { AppDeps } from '../lib/contexto';
import { badRequest, forbidden, HttpError, invalid } from '../lib/errors';
import { idParam } from '../lib/params';
import { fechaIso, ok, sobre } from '../lib/respuesta';
import { resolverTarea } from '../tramites/temporal';
import type { ResultadoVisitaGuardado } from '../../db/schema';
import { cargarVisita } from './acceso';
import { createVisitasRepository, type VisitasRepository } from './visitas.repository';
import { fotoSubidaSchema, resultadoRecibidoSchema, visitaSchema } from './visitas.schemas';
import { randomUUID } from 'node:crypto';
import { validarArchivo } from '../documentos/archivos';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import { leerArchivo } from '../lib/subida';

const DIA_MS = 86_400_000;
const ESTADOS_CERRADOS = ['terminada', 'rechazada', 'cancelada'];

/** The visit's task closes with the outcome: a pass (with or without observations) or a fail with its reason. */
async function cerrarTareaVisita(deps: AppDeps, repo: VisitasRepository, id: number, brigadistaId: number, r: ResultadoVisitaGuardado) {
  const t = await repo.tareaPendiente(id, 'visita');
  if (!t) return;
  const falla = r.resultado === 'no_aprobada';
  await resolverTarea(deps, t, {
    tareaId: t.id,
    paso: 'visita',
    resultado: falla ? 'rechazado' : 'aprobado',
    motivo: falla ? r.observaciones || RESULTADOS_VISITA.no_aprobada : null,
    revisorId: brigadistaId,
  });
}

export const brigadistaRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createVisitasRepository({ db: app.deps.db });

  app.get(
    '/visitas/mias',
    { schema: { querystring: z.object({ fecha: fechaIso.optional() }), tags: ['visitas'], response: { 200: sobre(z.array(visitaSchema)) } } },
    async (req) => {
      const a = actual(req);
      if (a.usuario.rol !== 'brigadista') throw forbidden();
      const dia = req.query.fecha ?? hoyCancun();
      const desde = new Date(Date.parse(`${dia}T00:00:00.000Z`) - OFFSET_CANCUN_MS);
      const visitas = await repo.delBrigadista(a.usuario.id, desde, new Date(desde.getTime() + DIA_MS - 1));
      const paradas = visitas.map((v) => ({ v, id: v.id, lat: v.establecimiento.latitud, lng: v.establecimiento.longitud, inicio: Date.parse(v.ventana_inicio) }));
      return ok(ordenarRuta(paradas).map((p) => p.v));
    },
  );

  // A photo taken on the spot, stored as the visit's own file before the result names it (PNG or JPEG).
  app.post(
    '/visitas/:id/fotos',
    { schema: { params: idParam, tags: ['visitas'], consumes: ['multipart/form-data'], response: { 200: sobre(fotoSubidaSchema) } } },
    async (req) => {
      const { a, f } = await cargarVisita(req, repo, req.params.id);
      if (f.v.brigadistaId !== a.usuario.id) throw forbidden(MSG_VISITAS.visitaDeOtroBrigadista);
      if (f.s.pasoActual !== 'visita' || f.v.claveResultado) throw badRequest(MSG_VISITAS.visitaNoEnCurso, 'visita.no_en_curso');
      const archivo = await leerArchivo(req);
      const { mime, ext } = await validarArchivo(archivo.buf, ['image/png', 'image/jpeg']);
      const codigo = `foto_visita_${randomUUID().slice(0, 8)}`;
      const id = await createDocumentosRepository({ db: app.deps.db }).reemplazarDeSolicitud(f.s, { codigo, nombre: `${codigo}.${ext}`, mime, buf: archivo.buf });
      return ok({ id }, MSG_VISITAS.fotoGuardada);
    },
  );

  app.post(
    '/visitas/:id/resultado',
    { schema: { params: idParam, body: resultadoVisitaSchema, tags: ['visitas'], response: { 200: sobre(resultadoRecibidoSchema) } } },
    async (req) => {
      const { a, f } = await cargarVisita(req, repo, req.params.id);
      if (f.v.brigadistaId !== a.usuario.id) throw forbidden(MSG_VISITAS.visitaDeOtroBrigadista);
      const b = req.body;
      const faltan = faltantesLista(
        f.v.lista.map((p) => p.clave),
        b.respuestas,
      );
      if (faltan.length) throw invalid({ respuestas: [MSG_VISITAS.faltaRespuesta] });
      if ((await repo.fotosAjenas(f.v.solicitudId, b.fotos)).length) throw invalid({ fotos: [MSG_VISITAS.visitaNoEncontrada] });
      const cerrada = ESTADOS_CERRADOS.includes(f.s.estado);
      // Assigned but its visit step not open yet (the assignment is still reaching the workflow): try again.
      if (!cerrada && f.s.pasoActual !== 'visita') throw badRequest(MSG_VISITAS.visitaNoEnCurso, 'visita.no_en_curso');
      const r: ResultadoVisitaGuardado = {
        resultado: b.resultado,
        respuestas: Object.fromEntries(f.v.lista.map((p) => [p.clave, b.respuestas[p.clave]])),
        observaciones: b.observaciones,
        gps: b.gps,
        atendio: b.atendio,
        firma: b.firma,
        fotos: b.fotos,
        capturadaAt: b.capturada_at,
      };
      const reg = await repo.registrarResultado(f.v.solicitudId, b.clave, a.usuario.id, r, !cerrada);
      if (reg.como === 'conflicto') throw new HttpError(409, MSG_VISITAS.conflicto, 'visita.conflicto');
      // Also on a repeat: a first call that recorded the result may have failed before the workflow heard it.
      await cerrarTareaVisita(app.deps, repo, f.v.solicitudId, a.usuario.id, reg.resultado);
      const s = (await repo.porId(f.v.solicitudId))!.s;
      return ok({ id: s.id, resultado: reg.resultado.resultado, repetido: reg.como === 'repetido', estatus: s.estatus }, MSG_VISITAS.resultadoRecibido);
    },
  );
};
