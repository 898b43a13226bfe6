// Answers of the field inspections' routes as response schemas; the web imports their types.
import { z } from 'zod';
import { CLAVES_RESPUESTA_LISTA, CLAVES_RESULTADO_VISITA, CLAVES_TIPO_VISITA } from '../../domain/visitas/tipos';
import { fechaHoraIso } from '../lib/respuesta';

const puntoSchema = z.object({ clave: z.string(), pregunta: z.string() });

export const resultadoGuardadoSchema = z.object({
  resultado: z.enum(CLAVES_RESULTADO_VISITA),
  respuestas: z.record(z.string(), z.enum(CLAVES_RESPUESTA_LISTA)),
  observaciones: z.string(),
  gps: z.object({ lat: z.number(), lng: z.number(), precision: z.number().nullable().optional() }).nullable(),
  atendio: z.string(),
  firma: z.string(),
  fotos: z.array(z.number().int()),
  capturadaAt: z.string(),
});

/** A visit as staff and its brigadista read it: the establishment, the order, the assignment, the result. */
export const visitaSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  estatus: z.number().int(),
  estado: z.string(),
  paso_actual: z.string().nullable(),
  tipo: z.enum(CLAVES_TIPO_VISITA),
  tipo_texto: z.string(),
  area_id: z.number().int(),
  motivo: z.string(),
  ventana_inicio: fechaHoraIso,
  ventana_fin: fechaHoraIso,
  solicitud_origen_id: z.number().int().nullable(),
  establecimiento: z.object({
    id: z.number().int(),
    nombre_comercial: z.string(),
    clave: z.string(),
    domicilio: z.string(),
    latitud: z.number().nullable(),
    longitud: z.number().nullable(),
    telefono: z.string().nullable(),
  }),
  lista: z.array(puntoSchema),
  brigadista: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  tableta: z.string().nullable(),
  asignada_at: fechaHoraIso.nullable(),
  resultado: resultadoGuardadoSchema.nullable(),
  resultado_at: fechaHoraIso.nullable(),
  /** results that arrived after the visit was closed with another one, kept for the area */
  conflictos: z.number().int(),
});
export type VisitaDto = z.infer<typeof visitaSchema>;

/** What the area's inbox shows of a visit's task: the same visit. */
export const detalleVisitaSchema = visitaSchema;
export type DetalleVisitaDto = VisitaDto;

export const visitaCreadaSchema = z.object({ id: z.number().int(), folio: z.string(), estatus: z.number().int() });

export const brigadistaSchema = z.object({ id: z.number().int(), nombre: z.string(), tableta: z.string() });

/** The result's answer: whether this call recorded it or found it already recorded (a retry). */
export const resultadoRecibidoSchema = z.object({ id: z.number().int(), resultado: z.enum(CLAVES_RESULTADO_VISITA), repetido: z.boolean(), estatus: z.number().int() });

/** What the public check (verificar/{codigo}) shows of an act with its signed code: what the act prints. */
export const visitaVerificadaSchema = z.object({ acta: z.string(), tipo: z.string(), nombre_comercial: z.string(), resultado: z.string(), fecha: fechaHoraIso });
export type VisitaVerificada = z.infer<typeof visitaVerificadaSchema>;

/** A photo stored as the visit's file: its id goes in the result's `fotos`. */
export const fotoSubidaSchema = z.object({ id: z.number().int() });
