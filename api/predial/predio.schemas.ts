// Answers of the cadastre and federal-zone lookups every procedure on a property reads (spec 1 §3
// Cadastre result, §7.4), checked equal to the adapters' own types.
import { z } from 'zod';
import type { ExpedienteZofemat as ExpedienteZofematAdaptador, ResultadoCatastro as ResultadoCatastroAdaptador } from '../../activities/adapters/catastro';
import type { Igual } from '../lib/respuesta';

/** spec 1 §3 Cadastre result; `resultados` 0 when the key is unknown. */
export const resultadoCatastroSchema = z.discriminatedUnion('resultados', [
  z.object({ resultados: z.literal(0) }),
  z.object({
    resultados: z.literal(1),
    cp: z.string(),
    id_localidad: z.number().int(),
    id_colonia: z.number().int(),
    id_calle: z.number().int(),
    num_predio: z.string(),
    m_construccion: z.number(),
  }),
]);
export type ResultadoCatastro = z.infer<typeof resultadoCatastroSchema>;
const _catastro: Igual<Omit<Extract<ResultadoCatastro, { resultados: 1 }>, 'resultados'>, ResultadoCatastroAdaptador> = true;

export const expedienteZofematSchema = z.object({
  num_expediente: z.string(),
  estatus_pago: z.enum(['PAGADO', 'PENDIENTE']),
  concesionario: z.string(),
  superficie_m2: z.number(),
});
export type ExpedienteZofemat = z.infer<typeof expedienteZofematSchema>;
const _zofemat: Igual<ExpedienteZofemat, ExpedienteZofematAdaptador> = true;
