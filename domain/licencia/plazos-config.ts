// PLAZOS_LICENCIAS, validated when the API boots (a wrong value stops it with a clear message).
// Apart from plazos.ts so the workflow bundle does not carry zod.
import { z } from 'zod';
import { PASOS_REVISION, type Plazos } from './plazos';

/** PLAZOS_LICENCIAS: JSON with any of the steps above and a positive number of hours each. */
export const plazosLicenciasSchema = z
  .string()
  .transform((texto, ctx) => {
    try {
      return JSON.parse(texto) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'PLAZOS_LICENCIAS no es JSON válido' });
      return z.NEVER;
    }
  })
  .pipe(z.object(Object.fromEntries(PASOS_REVISION.map((p) => [p, z.number().positive().max(2000).optional()]))).strict())
  .transform((o) => o as Partial<Plazos>);
