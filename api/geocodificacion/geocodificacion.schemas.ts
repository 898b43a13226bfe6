// GET /api/geocodificacion/reversa (spec 1 §7.6): the point's query and the answer, whose type the
// web reads (web/components/mapa/geocodificacion.ts).
import { z } from 'zod';
import { ESTADOS_GEOCODIFICACION, type DireccionGeocodificada } from '../../domain/common/geocodificacion';
import type { Igual } from '../lib/respuesta';

/** Grados decimales, como los escribe el mapa (spec 1 §3 Address latitud/longitud). */
export const puntoSchema = z.object({
  lat: z.coerce.number().min(-90).max(90).meta({ description: 'latitud en grados decimales, p. ej. 18.5036' }),
  lng: z.coerce.number().min(-180).max(180).meta({ description: 'longitud en grados decimales, p. ej. -88.2961' }),
});

export const direccionGeocodificadaSchema = z.object({
  codigo_postal: z.string(),
  localidad_id: z.number().int(),
  localidad: z.string(),
  colonia_id: z.number().int(),
  colonia: z.string(),
  calle_id: z.number().int(),
  calle: z.string(),
  numero_exterior: z.string().nullable(),
});
const _mismaDireccion: Igual<z.output<typeof direccionGeocodificadaSchema>, DireccionGeocodificada> = true;

/** OK with the address; ZERO_RESULTS or a failure status without one (spec 1 §8). */
export const resultadoGeocodificacionSchema = z.object({
  estado: z.enum(ESTADOS_GEOCODIFICACION),
  direccion: direccionGeocodificadaSchema.nullable(),
});
export type ResultadoGeocodificacion = z.infer<typeof resultadoGeocodificacionSchema>;
