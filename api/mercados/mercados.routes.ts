// Mercados' staff routes (spec 3 §7.7, "defined but unused in these screens", now used by
// the staff page web/mercados): the market padrón's concessionaires and stalls with their monthly
// floor fee, and the floor-fee ranges (cat/RangoCobroPiso) Mercados keeps. Staff of Mercados (27)
// and root only, reads too: the padrón names people and what they hold.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AREA_MERCADOS } from '../../domain/arrendamientos/definicion';
import { mercadoPorId } from '../../domain/licencia/mercados';
import { coincideLocal } from '../../domain/mercados/locales';
import { cuotaDePiso, MSG_RANGO, rangoCobroPisoSchema, type RangoCobroPisoForm } from '../../domain/mercados/rangos';
import type { LocalMercado } from '../../db/schema';
import { actual } from '../auth/guards';
import { erroresPorCampo, forbidden, HttpError } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, rechazoSchema, sobre } from '../lib/respuesta';
import { createMercadosRepository } from './mercados.repository';
import { concesionarioSchema, concesionariosQuery, localesQuery, localMercadoSchema, rangoBodySchema, rangoSchema } from './mercados.schemas';

const tags = ['mercados'];

/** Staff of Mercados (area 27) and root; anyone else 403. */
export function exigirMercados(req: FastifyRequest): void {
  const a = actual(req);
  if (a.usuario.rol === 'root' || a.areas.some((x) => x.id === AREA_MERCADOS)) return;
  throw forbidden();
}

/** The form through the shared schema; a 422 with the first message and each field's. */
function leerRango(body: unknown): RangoCobroPisoForm {
  const r = rangoCobroPisoSchema.safeParse(body ?? {});
  if (!r.success) throw new HttpError(422, r.error.issues[0]?.message ?? MSG_RANGO.numero, 'VALIDATION', erroresPorCampo(r.error.issues));
  return r.data;
}

const noEncontrado = () => new HttpError(404, MSG_RANGO.noEncontrado, 'NOT_FOUND');
const nombreMercado = (id: number) => mercadoPorId(id)?.nombre ?? `Mercado ${id}`;

export const mercadosRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createMercadosRepository({ db: app.deps.db });
  // After the session (the parent's onRequest): before any body or query is read.
  app.addHook('onRequest', async (req) => exigirMercados(req));

  app.get(
    '/locales-mercados/getConcesionarios',
    { schema: { querystring: concesionariosQuery, tags, response: { 200: sobre(z.array(concesionarioSchema)) } } },
    async (req) => {
      const locales = await repo.locales({ mercadoId: req.query.mercado_id, conConcesionario: true });
      return ok(
        locales
          .map((l) => ({ l, concesionario: { rfc: l.concesionarioRfc ?? '', nombre: l.concesionarioNombre ?? '' } }))
          .filter(({ l, concesionario }) => coincideLocal({ numero: l.numero, concesionario }, req.query.q))
          .map(({ l, concesionario }) => ({ id: l.id, ...concesionario, mercado_id: l.mercadoId, mercado: nombreMercado(l.mercadoId), local: l.numero })),
      );
    },
  );

  app.get(
    '/cesion-Derecho/getLocalesMercados',
    { schema: { querystring: localesQuery, tags, response: { 200: sobre(z.array(localMercadoSchema)) } } },
    async (req) => {
      const [locales, rangos] = await Promise.all([repo.locales({ mercadoId: req.query.mercado_id }), repo.rangos()]);
      const dto = (l: LocalMercado) => ({
        id: l.id,
        mercado_id: l.mercadoId,
        mercado: nombreMercado(l.mercadoId),
        numero: l.numero,
        pasillo: l.pasillo,
        superficie_m2: l.superficieM2,
        concesionario: l.concesionarioRfc ? { rfc: l.concesionarioRfc, nombre: l.concesionarioNombre ?? '' } : null,
        cuota_mensual: cuotaDePiso(rangos, Number(l.superficieM2)),
      });
      return ok(locales.map(dto));
    },
  );

  const uno = { 200: sobre(rangoSchema), 404: rechazoSchema, 422: rechazoSchema };
  app.get('/cat/RangoCobroPiso', { schema: { tags, response: { 200: sobre(z.array(rangoSchema)) } } }, async () => ok(await repo.rangos()));

  app.post('/cat/RangoCobroPiso', { schema: { body: rangoBodySchema, tags, response: uno } }, async (req) => ok(await repo.crearRango(leerRango(req.body)), MSG_RANGO.guardado));

  app.put('/cat/RangoCobroPiso/:id', { schema: { params: idParam, body: rangoBodySchema, tags, response: uno } }, async (req) => {
    const form = leerRango(req.body);
    if (!(await repo.rango(req.params.id))) throw noEncontrado();
    const r = await repo.actualizarRango(req.params.id, form);
    if (!r) throw noEncontrado();
    return ok(r, MSG_RANGO.guardado);
  });

  app.delete('/cat/RangoCobroPiso/:id', { schema: { params: idParam, tags, response: { 200: sobre(z.null()), 404: rechazoSchema } } }, async (req) => {
    if (!(await repo.eliminarRango(req.params.id))) throw noEncontrado();
    return ok(null, MSG_RANGO.eliminado);
  });
};
