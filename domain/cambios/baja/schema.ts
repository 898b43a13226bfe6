// The closure form (spec 2 §3 Closure request, §5): fecha_sat (the date of the closure before the
// tax authority, a real date not after today in Chetumal) and has_alcohol (0/1). One zod schema,
// validated by the API and resolved by the web form.
import { z } from 'zod';
import { esFechaIso, hoyCancun } from '../../tramite/fechas';
import { MSG_BAJA, MSG_BAJA_EXTRA } from './mensajes';

/** spec 2 §3 flags sent as 0/1 (multipart), true/false or 'true'/'false'; absent is false. */
const bandera = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: MSG_BAJA.requerido })
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** A date YYYY-MM-DD that exists and is not after `hoy` (today in Chetumal unless given). */
export const fechaSatSchema = (hoy?: () => string) =>
  z
    .string({ error: MSG_BAJA.requerido })
    .trim()
    .min(1, { error: MSG_BAJA.requerido, abort: true })
    .refine(esFechaIso, { error: MSG_BAJA_EXTRA.fechaInvalida, abort: true })
    .refine((f) => f <= (hoy ?? hoyCancun)(), { error: MSG_BAJA_EXTRA.fechaFutura });

export const bajaFormSchema = (hoy?: () => string) =>
  z.object({
    fecha_sat: fechaSatSchema(hoy),
    has_alcohol: bandera,
  });

export type BajaFormEntrada = z.input<ReturnType<typeof bajaFormSchema>>;
export type BajaForm = z.output<ReturnType<typeof bajaFormSchema>>;

/** The staged values (cambios.propuesta) as activities/cambios/aplicaciones.ts reads them. */
export const propuestaBaja = (f: BajaForm) => ({ fecha_sat: f.fecha_sat, has_alcohol: f.has_alcohol });
