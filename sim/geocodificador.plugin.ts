// Stand-in for the maps service of the location map (spec 1 §7.6: a click geocodes to set
// latitude, longitude and address), with Chetumal's streets (sim/geocodificador-calles.ts). Same
// contract as activities/adapters/geocodificador.ts, so the adapter talks to either one:
//   GET {prefix}/geocodificador/reversa?lat=…&lng=…  → 200 {codigo_postal, localidad_id, localidad,
//       colonia_id, colonia, calle_id, calle, numero_exterior|null} (the nearest street within
//       `distanciaMaximaM`, 300 m by default) | 404 {mensaje} (no known street that close)
// Every call needs `Authorization: Bearer <token>` (401 otherwise), like sim/opb.plugin.ts.
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buscarCalleCercana, DISTANCIA_MAXIMA_M, segmentosDemo, ubicarSegmentos, type SegmentoCalle } from './geocodificador-calles';
import { tokenValido } from './token';
// The same point and address as the API's route: the stand-in answers the contract the adapter reads.
import { direccionGeocodificadaSchema, puntoSchema } from '../api/geocodificacion/geocodificacion.schemas';

export interface GeocodificadorSimOptions {
  /** the token callers must present as `Authorization: Bearer <token>` */
  token: string;
  /** replaces the demo streets of sim/data/geocodificador-calles.json (tests) */
  segmentos?: SegmentoCalle[];
  /** how far from a street a point still has its address */
  distanciaMaximaM?: number;
}

const mensaje = z.object({ mensaje: z.string() });
// When mounted inside the API (SIM=1) the API itself is the caller: its own calls must not spend the
// rate-limit budget of 127.0.0.1, and the stand-in has no place in the API's OpenAPI document.
const sinLimite = { rateLimit: false } as const;

export default async function geocodificadorSimPlugin(fastify: FastifyInstance, opts: GeocodificadorSimOptions): Promise<void> {
  if (!opts.token) throw new Error('sim/geocodificador: falta la opción token');
  // Joined once at start: a street missing from the catalogue stops the simulator, not a click.
  const calles = ubicarSegmentos(opts.segmentos ?? segmentosDemo());
  const maxM = opts.distanciaMaximaM ?? DISTANCIA_MAXIMA_M;

  // This plugin is encapsulated: these compilers and the hook apply to its routes only.
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (req, reply) => {
    if (!tokenValido(req.headers.authorization, opts.token)) return reply.code(401).send({ mensaje: 'Token inválido' });
  });

  app.get(
    '/geocodificador/reversa',
    { schema: { hide: true, querystring: puntoSchema, response: { 200: direccionGeocodificadaSchema, 401: mensaje, 404: mensaje } }, config: sinLimite },
    async (req, reply) => {
      const r = buscarCalleCercana(calles, req.query.lat, req.query.lng, maxM);
      if (!r) return reply.code(404).send({ mensaje: 'No hay una calle conocida cerca del punto' });
      return r.direccion;
    },
  );
}
