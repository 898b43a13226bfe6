// The generic part of every request's answer (lectura.ts tramiteDto), as a response schema.
import { z } from 'zod';
import type { AccionesTramite, PasoLinea } from '../../domain/tramite/lectura';
import type { SnapshotPersistido } from '../../domain/tramite/maquina';
import { fechaHoraIso, type Igual } from '../lib/respuesta';

/** A step folded into a line of the timeline (the licence's signatures). */
export const subpasoLineaSchema = z.object({
  clave: z.string(),
  etiqueta: z.string(),
  estatus: z.number().int(),
  texto: z.string(),
  actual: z.boolean(),
});

/** A line of the timeline (domain/tramite/lectura.ts PasoLinea). */
export const pasoLineaSchema = z.object({
  clave: z.string(),
  etiqueta: z.string(),
  estatus: z.number().int(),
  texto: z.string(),
  color: z.enum(['verde', 'rojo', 'gris']),
  actual: z.boolean(),
  no_aplica: z.boolean(),
  motivo: z.string().nullable(),
  subpasos: z.array(subpasoLineaSchema),
});
const _pasoLinea: Igual<z.output<typeof pasoLineaSchema>, PasoLinea> = true;

/** What the taxpayer may do now (domain/tramite/lectura.ts AccionesTramite). */
export const accionesTramiteSchema = z.object({
  guardar: z.boolean(),
  enviar: z.boolean(),
  corregir: z.boolean(),
  pagar: z.number().int().nullable(),
  comprobante: z.number().int().nullable(),
  entregar: z.string().nullable(),
  bloqueado: z.boolean(),
});
const _accionesTramite: Igual<z.output<typeof accionesTramiteSchema>, AccionesTramite> = true;

/**
 * The machine's persisted snapshot. Its context is the procedure's own (its data, steps, deadlines
 * and flags differ per definition), and the web restores it whole into the same machine: it
 * passes through as the workflow projected it, never reshaped by a schema that would drop a
 * procedure's own field. Only its outline is declared, for the API's documentation.
 */
export const snapshotSchema = z.object({
  value: z.string().meta({ description: 'estado de la máquina: borrador, revision, pago, devuelta, terminada, rechazada' }),
  context: z.custom<SnapshotPersistido['context']>((v) => typeof v === 'object' && v !== null).meta({
    description: 'contexto de la máquina del trámite (datos, pasos, actual, envios, plazos, extra); su forma es la de cada definición',
  }),
});

const _snapshot: Igual<z.output<typeof snapshotSchema>, SnapshotPersistido> = true;

export const tramiteSchema = z.object({
  solicitud_id: z.number().int(),
  procedimiento: z.string(),
  folio: z.string(),
  workflow_id: z.string(),
  estatus: z.number().int(),
  estatus_texto: z.string(),
  snapshot: snapshotSchema,
  version: z.number().int(),
  paso_actual: z.string().nullable(),
  servicio_pendiente: z.number().int().nullable(),
  linea_tiempo: z.array(pasoLineaSchema),
  progreso: z.number().int(),
  progreso_maximo: z.number().int(),
  acciones: accionesTramiteSchema,
  enviada_at: fechaHoraIso.nullable(),
  terminada_at: fechaHoraIso.nullable(),
});
export type TramiteDto = z.infer<typeof tramiteSchema>;
