// What the billboard routes answer (spec 3 §3.5, §7.5): the fields every tower and billboard
// request carries (api/dictamenes/comun.schemas.ts) and the billboard's own — its type, place,
// views, height, references, light, sections, the public-road sign request it belongs to, the image
// URLs for the cards, and one `<slot>` + `<slot>_file` pair for each document of SLOTS_ESPECTACULAR.
// The web imports the z.infer types.
import { z } from 'zod';
import { SLOTS_ESPECTACULAR, type SlotEspectacular } from '../../domain/dictamenes/reglas';
import { archivoDictamenSchema, camposArchivos, comunDictamenSchema } from '../dictamenes/comun.schemas';
import { detalleTareaDictamenShape } from '../dictamenes/detalle.schemas';
import { domicilioDictamenDtoSchema, type DomicilioDictamenDto } from '../dictamenes/domicilios';

const id = z.number().int();

/** spec 3 §3.5 ubicacion as answered (api/dictamenes/domicilios.ts). */
export type UbicacionEspectacularDto = DomicilioDictamenDto;

/** One `<slot>` + `<slot>_file` pair for each billboard document, each field typed by its name. */
type CamposArchivosEspectacular = { [K in SlotEspectacular]: z.ZodNullable<z.ZodString> } & {
  [K in `${SlotEspectacular}_file`]: z.ZodNullable<typeof archivoDictamenSchema>;
};
const camposArchivosEspectacular = camposArchivos(SLOTS_ESPECTACULAR) as CamposArchivosEspectacular;

/** spec 3 §3.5 secciones: one face of the billboard (metres). */
export const seccionEspectacularSchema = z.object({ id, solicitud_espectacular_id: id, ancho: z.number(), largo: z.number() });
export type SeccionEspectacularDto = z.infer<typeof seccionEspectacularSchema>;

/** spec 3 §3.5: the billboard request. */
export const espectacularSchema = comunDictamenSchema.extend({
  /** spec 5.4: 2, 3, 4, 5 or 10 */
  tipo_anuncio_id: id.nullable(),
  tipo_anuncio: z.string().nullable(),
  /** spec 3 §3.5 ubicacion_id: the place is kept in `ubicacion` (always null) */
  ubicacion_id: z.null(),
  /** spec 3 §3.5 ubicacion: the address (catalogue ids with their labels, the map's point, the address in words) */
  ubicacion: domicilioDictamenDtoSchema.nullable(),
  vistas: id.nullable(),
  altura_mts: z.number().nullable(),
  referencias: z.string().nullable(),
  luminoso: z.boolean(),
  secciones: z.array(seccionEspectacularSchema),
  /** the public-road sign request the billboard belongs to, if any */
  permiso_anuncio_externo: z.object({ id }).nullable(),
  /** the URLs of the image files (the cards' pictures) */
  images: z.array(z.string()),
  ...camposArchivosEspectacular,
});
export type EspectacularDto = z.infer<typeof espectacularSchema>;

/** What the three review levels see of a billboard in the inbox (web/bandeja/detalle-dictamen.tsx). */
export const detalleTareaEspectacularSchema = z.object({
  ...detalleTareaDictamenShape,
  tipo: z.literal('espectacular'),
  secciones: z.array(seccionEspectacularSchema),
});
export type DetalleTareaEspectacularDto = z.infer<typeof detalleTareaEspectacularSchema>;
