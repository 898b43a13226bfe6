// What the agreement routes answer (spec 2 §3 "Convenio link", "Convenio catalogue").
import { z } from 'zod';
import { archivoSchema } from '../establecimientos/establecimientos.schemas';
import { fechaHoraIso, fechaIso } from '../lib/respuesta';
import { idSchema } from '../lib/params';

const id = z.number().int();

/** spec 2 §3 "Convenio catalogue": id, descripcion, activo. */
export const catConvenioSchema = z.object({ id, descripcion: z.string(), activo: z.boolean() });

/** spec 2 §3 "Convenio link", plus its status and what may be done with it now. */
export const convenioSchema = z.object({
  id,
  licencia_id: id,
  locacion_id: id,
  convenio_id: id,
  convenio: catConvenioSchema,
  vigencia_inicio: fechaIso,
  vigencia_fin: fechaIso,
  /** the document's id (spec 2 §3 documento) and the file (documento_archivo), or null */
  documento: id.nullable(),
  documento_archivo: archivoSchema.nullable(),
  /** 1 Registrado, 4 Vigente, 6 Vencido (domain/convenios/reglas.ts) */
  estatus: id,
  estatus_etiqueta: z.string(),
  /** spec 2 §4: only at status 1 */
  eliminable: z.boolean(),
  editable: z.boolean(),
  aviso_at: fechaHoraIso.nullable(),
  vencido_at: fechaHoraIso.nullable(),
  created_at: fechaHoraIso,
});
export type ConvenioDto = z.infer<typeof convenioSchema>;

/** POST licencia/{id}/saveConvenios: several agreements of the licence at once (JSON, no documents). */
export const saveConveniosSchema = z.object({
  convenios: z
    .array(z.object({ convenio_id: z.unknown(), vigencia_inicio: z.unknown(), vigencia_fin: z.unknown() }))
    .max(20),
});

export const locacionQuery = z.object({ locacion_id: idSchema });

/** GET licencias/getMulta/{id}: the licence's late-payment fine still owed, in pesos ('0.00' when none). */
export const multaSchema = z.object({
  licencia_id: id,
  multa: z.string(),
  extemporaneo: z.boolean(),
  pago_extemporaneo: z.boolean(),
});
