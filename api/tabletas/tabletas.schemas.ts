// Answers and bodies of the tablets' routes (spec 3 §7.8 'Tramite'). The spec names the
// paths only: the fields are ours, in the API's snake_case, and the web's users page reads them.
import { z } from 'zod';
import { idSchema } from '../lib/params';
import { fechaHoraIso } from '../lib/respuesta';

const id = z.number().int();

/** Ours (beyond the spec): the inventory's messages; the assignment's live in domain/usuarios/mensajes.ts. */
export const MSG_TABLETAS = {
  registrada: 'Tableta registrada exitosamente',
  serieOcupada: 'La serie ya está registrada',
  serieRequerida: 'Ingrese la serie de la tableta',
  noEncontrada: 'La tableta no existe',
  contribuyenteNoEncontrado: 'El contribuyente no existe',
} as const;

/** An account as the tablets' lists name it. */
export const cuentaTabletaSchema = z.object({ id, nombre_completo: z.string(), username: z.string(), tipo_usuario: z.string() });

/** GET tramite/no-unit: a tablet nobody holds. */
export const tabletaLibreSchema = z.object({ id, serie: z.string(), descripcion: z.string() });

/** GET tramite/unit/{id}: the account's tablet. */
export const tabletaDeCuentaSchema = tabletaLibreSchema.extend({ asignada_at: fechaHoraIso.nullable() });

/** GET tramite/all: every tablet with its holder. */
export const tabletaSchema = tabletaDeCuentaSchema.extend({ usuario: cuentaTabletaSchema.nullable() });

/** POST tramite: the inventory number on the device's label and what the device is. */
export const tabletaBodySchema = z.object({
  serie: z
    .string({ error: MSG_TABLETAS.serieRequerida })
    .trim()
    .min(1, MSG_TABLETAS.serieRequerida)
    .max(60)
    .transform((v) => v.toUpperCase()),
  descripcion: z.string().trim().max(200).optional().default(''),
});

/** POST tramite/{id}/unit/{unitId}: the account, the tablet. */
export const asignarParams = z.object({ id: idSchema, unitId: idSchema });

/** GET tramite/contribuyente/{id}: the taxpayer's establishments (locaciones). */
export const locacionSchema = z.object({ id, nombre: z.string(), clave_catastral: z.string(), domicilio: z.string() });
export const locacionesSchema = z.object({ locaciones: z.array(locacionSchema) });
