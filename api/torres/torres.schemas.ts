// What the tower routes answer (spec 3 §3.4, §7.4): the fields every tower and billboard request
// carries (api/dictamenes/comun.schemas.ts) and the tower's own — the address with its labels, the
// height, references, light, fencing, renewal, the four boundaries and the surfaces — and one
// `<slot>` + `<slot>_file` pair for each document of SLOTS_TORRE. The web imports the z.infer types.
import { z } from 'zod';
import { SLOTS_TORRE } from '../../domain/dictamenes/reglas';
import { camposArchivos, comunDictamenSchema } from '../dictamenes/comun.schemas';
import { detalleTareaDictamenShape } from '../dictamenes/detalle.schemas';
import { domicilioDictamenDtoSchema } from '../dictamenes/domicilios';


/** One side of the property: the street or neighbour it borders and its length (spec 3 §3.4 spelling). */
export const ladoTorreDtoSchema = z.object({ colindansia_calle: z.string().nullable(), colindancia_mts: z.number().nullable() });

/** spec 3 §3.4 medidas_solicitud_torres. */
export const medidasTorreDtoSchema = z.object({
  norte: ladoTorreDtoSchema,
  sur: ladoTorreDtoSchema,
  este: ladoTorreDtoSchema,
  oeste: ladoTorreDtoSchema,
  superficie_total: z.number().nullable(),
  superficie_total_construida: z.number().nullable(),
  superficie_regularizar: z.number().nullable(),
});
export type MedidasTorreDto = z.infer<typeof medidasTorreDtoSchema>;

/** spec 3 §3.4: the tower request. */
export const torreSchema = comunDictamenSchema.extend({
  domicilio: domicilioDictamenDtoSchema.nullable(),
  altura_mts: z.number().nullable(),
  referencias: z.string().nullable(),
  luz: z.boolean(),
  bardeado: z.boolean(),
  renovacion: z.boolean(),
  medidas: medidasTorreDtoSchema,
  ...camposArchivos(SLOTS_TORRE),
});
export type TorreDto = z.infer<typeof torreSchema>;

/** What the three review levels see of a tower in the inbox (web/bandeja/detalle-dictamen.tsx). */
export const detalleTareaTorreSchema = z.object({
  ...detalleTareaDictamenShape,
  tipo: z.literal('torre'),
  medidas: medidasTorreDtoSchema,
});
export type DetalleTareaTorreDto = z.infer<typeof detalleTareaTorreSchema>;
