// What staff send to order and assign a visit and what the brigadista sends back (zod, shared by the
// API and the forms so both say the same words).
import { z } from 'zod';
import { MSG } from '../common/messages';
import { MSG_VISITAS } from './mensajes';
import { CLAVES_RESPUESTA_LISTA, CLAVES_RESULTADO_VISITA, CLAVES_TIPO_VISITA } from './tipos';

const texto = (max: number) => z.string({ error: MSG.requerido }).trim().min(1, { error: MSG.requerido }).max(max, { error: MSG.maximo(max) });
const instante = z.iso.datetime({ offset: true, error: MSG.formatoInvalido });

/** Ordering a visit: its establishment, the request it belongs to (if any), why, what kind and when. */
export const ordenVisitaSchema = z
  .object({
    locacion_id: z.number({ error: MSG.requerido }).int().positive(),
    solicitud_id: z.number().int().positive().nullable().optional(),
    motivo: texto(500),
    tipo: z.enum(CLAVES_TIPO_VISITA, { error: MSG.requerido }),
    ventana_inicio: instante,
    ventana_fin: instante,
  })
  .refine((o) => Date.parse(o.ventana_fin) > Date.parse(o.ventana_inicio), { path: ['ventana_fin'], error: MSG_VISITAS.ventanaInvalida });
export type OrdenVisita = z.infer<typeof ordenVisitaSchema>;

export const asignacionVisitaSchema = z.object({ brigadista_id: z.number({ error: MSG.requerido }).int().positive() });

/** The largest signature image accepted (a PNG of a phone's canvas is a few tens of kB). */
export const MAX_FIRMA_CHARS = 400_000;

/**
 * The result of a visit as the brigadista's device sends it: `clave` is generated on the device when
 * the form is filled, so a result sent twice (a retry, a queue replayed) is recognised and counted once.
 */
export const resultadoVisitaSchema = z
  .object({
    clave: z.string({ error: MSG.requerido }).trim().min(8, { error: MSG.requerido }).max(100),
    resultado: z.enum(CLAVES_RESULTADO_VISITA, { error: MSG.requerido }),
    respuestas: z.record(z.string().max(60), z.enum(CLAVES_RESPUESTA_LISTA, { error: MSG.requerido })),
    observaciones: z.string().trim().max(4000, { error: MSG.maximo(4000) }).default(''),
    gps: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), precision: z.number().nonnegative().nullable().optional() }).nullable(),
    atendio: texto(200),
    firma: z
      .string({ error: MSG_VISITAS.firmaRequerida })
      .max(MAX_FIRMA_CHARS, { error: MSG_VISITAS.firmaRequerida })
      // A PNG (its base64 starts with the PNG signature): the act prints it as an image.
      .regex(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/=]*$/, { error: MSG_VISITAS.firmaRequerida }),
    fotos: z.array(z.number().int().positive()).max(20).default([]),
    /** when the brigadista finished the form on the device (it may reach the server later) */
    capturada_at: instante,
  })
  .refine((r) => r.resultado === 'aprobada' || r.observaciones.length > 0, { path: ['observaciones'], error: MSG_VISITAS.observacionesRequeridas });
export type ResultadoVisitaEnviado = z.output<typeof resultadoVisitaSchema>;

/** Every item of the type's checklist is answered (the list in force when the visit was ordered). */
export function faltantesLista(claves: readonly string[], respuestas: Readonly<Record<string, string>>): string[] {
  return claves.filter((c) => !respuestas[c]);
}
