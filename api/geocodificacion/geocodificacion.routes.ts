// The location map's reverse geocoding (spec 1 §7.6: "A maps service geocodes on click to set
// latitude, longitude and address"). The browser never talks to the maps service: the API asks it
// (activities/adapters/geocodificador.ts, GEOCODER_URL) and answers only an address the address
// catalogue has, with the catalogue's own labels, so the form's selects can show it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FalloGeocodificador } from '../../activities/adapters/geocodificador';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../domain/common/catalogos';
import { mensajeGeocodificacion, type DireccionGeocodificada, type EstadoGeocodificacion } from '../../domain/common/geocodificacion';
import { ok, sobre } from '../lib/respuesta';
import { createGeocodificacionRepository } from './geocodificacion.repository';
import { puntoSchema, resultadoGeocodificacionSchema } from './geocodificacion.schemas';

const sinDireccion = (estado: Exclude<EstadoGeocodificacion, 'OK'>) => ({ success: false, message: mensajeGeocodificacion(estado), data: { estado, direccion: null } });

export const geocodificacionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createGeocodificacionRepository({ db: app.deps.db });
  const respuesta = sobre(resultadoGeocodificacionSchema);

  /**
   * The geocoder's address as the catalogue has it; null when its street is not in the catalogue
   * or lies elsewhere than the geocoder says (a catalogue out of step must not fill the form with
   * a colonia whose streets do not include it), or outside the municipality the form serves.
   */
  const enCatalogo = async (d: DireccionGeocodificada): Promise<DireccionGeocodificada | null> => {
    const f = await repo.calleConUbicacion(d.calle_id);
    const coincide = f && f.colonia_id === d.colonia_id && f.localidad_id === d.localidad_id && f.entidad_id === ENTIDAD_DEFAULT && f.municipio_id === MUNICIPIO_DEFAULT;
    if (!f || !coincide) return null;
    return {
      codigo_postal: f.codigo_postal,
      localidad_id: f.localidad_id,
      localidad: f.localidad,
      colonia_id: f.colonia_id,
      colonia: f.colonia,
      calle_id: f.calle_id,
      calle: f.calle,
      numero_exterior: d.numero_exterior,
    };
  };

  app.get(
    '/geocodificacion/reversa',
    {
      schema: {
        tags: ['catálogos'],
        querystring: puntoSchema,
        description:
          "El domicilio conocido más cercano al punto del mapa. 200 con `estado: 'OK'` y el domicilio; 200 con `success: false`, `estado: 'ZERO_RESULTS'` y 'No results found' cuando no hay calle conocida cerca; 503 'Geocoder failed due to: {estado}' (TIMEOUT, REQUEST_DENIED, OVER_QUERY_LIMIT o ERROR) cuando el servicio de mapas falla.",
        response: { 200: respuesta, 503: respuesta },
      },
    },
    async (req, reply) => {
      let encontrada: DireccionGeocodificada | null;
      try {
        encontrada = await app.deps.geocodificador.reverso(req.query.lat, req.query.lng);
      } catch (err) {
        const estado = err instanceof FalloGeocodificador ? err.estado : 'ERROR';
        req.log.warn({ err, estado }, 'geocodificador sin respuesta útil');
        return reply.code(503).send(sinDireccion(estado));
      }
      const direccion = encontrada && (await enCatalogo(encontrada));
      if (encontrada && !direccion) req.log.warn({ calle_id: encontrada.calle_id }, 'el geocodificador dio una calle que el catálogo no tiene así');
      if (!direccion) return sinDireccion('ZERO_RESULTS');
      return ok({ estado: 'OK' as const, direccion });
    },
  );
};
