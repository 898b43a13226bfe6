// Service levels of the staff areas: area heads (usuario_areas.es_jefe) read their own
// areas' figures, root every area's. The check is here, on the server: an area a head does not lead
// is refused with 403, whatever the page asked for.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AREA_SARE } from '../../domain/licencia/definicion';
import { inicioSemanaCancun, inicioVentana } from '../../domain/indicadores/niveles';
import { cumplimientoSarePorMes } from '../../domain/indicadores/niveles-sare';
import { generarCsv } from '../../domain/indicadores/niveles-csv';
import { actual } from '../auth/guards';
import { forbidden } from '../lib/errors';
import { ok, rechazoSchema, respuestaArchivo, sobre } from '../lib/respuesta';
import type { SesionActual } from '../lib/contexto';
import { createNivelesRepository } from './niveles.repository';
import { filasCsv, nivelesDto, nombreArea } from './niveles.dto';
import { nivelesSchema, ventanaQuery, type NivelesDto } from './niveles.schemas';

export const MSG_NIVELES = {
  soloJefatura: 'Los niveles de servicio solo están disponibles para la jefatura de un área.',
  otraArea: 'No tiene permiso para consultar los niveles de servicio de esta área.',
} as const;

/** SARE's monthly promise, over the last six months. */
const MESES_SARE = 6;

/** The areas the caller may read (null: every one, root); refuses a caller who heads none, or another area. */
export function areasPermitidas(a: SesionActual, area?: number): number[] | null {
  const propias = a.usuario.rol === 'root' ? null : a.areas.filter((x) => x.esJefe).map((x) => x.id);
  if (propias !== null && propias.length === 0) throw forbidden(MSG_NIVELES.soloJefatura);
  if (area === undefined) return propias;
  if (propias !== null && !propias.includes(area)) throw forbidden(MSG_NIVELES.otraArea);
  return [area];
}

export const nivelesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createNivelesRepository({ db: app.deps.db });

  async function leer(a: SesionActual, q: z.infer<typeof ventanaQuery>): Promise<NivelesDto> {
    const areas = areasPermitidas(a, q.area);
    const ahora = new Date();
    const desdeSare = new Date(ahora.getTime() - (MESES_SARE + 1) * 31 * 86_400_000);
    const veSare = areas === null || areas.includes(AREA_SARE);
    const [tareas, sare] = await Promise.all([repo.tareas(areas, inicioVentana(ahora, q.dias)), veSare ? repo.solicitudesSare(desdeSare) : Promise.resolve(null)]);
    const visibles = areas ?? [...new Set(tareas.map((t) => t.areaId))].sort((x, y) => x - y);
    return {
      dias: q.dias,
      generado_at: ahora.toISOString(),
      semana_desde: inicioSemanaCancun(ahora).toISOString(),
      areas: visibles.map((id) => ({ id, nombre: nombreArea(id) })),
      tramites: nivelesDto(tareas, ahora, q.dias),
      sare: sare === null ? null : cumplimientoSarePorMes(sare, ahora, MESES_SARE),
    };
  }

  app.get(
    '/indicadores/niveles',
    {
      schema: {
        querystring: ventanaQuery,
        tags: ['indicadores'],
        response: { 200: sobre(nivelesSchema), 403: rechazoSchema },
      },
    },
    async (req) => ok(await leer(actual(req), req.query)),
  );

  app.get(
    '/indicadores/niveles/csv',
    {
      schema: {
        querystring: ventanaQuery,
        tags: ['indicadores'],
        response: { ...respuestaArchivo(['text/csv'], 'Niveles de servicio en CSV (UTF-8 con BOM, encabezados en español)'), 403: rechazoSchema },
      },
    },
    async (req, reply) => {
      const d = await leer(actual(req), req.query);
      const fecha = d.generado_at.slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="niveles-servicio-${d.dias}d-${fecha}.csv"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(generarCsv(filasCsv(d.tramites)), 'utf8'));
    },
  );
};
