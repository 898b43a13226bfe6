// What the change requests' routes answer (spec 2 §3): the fields every request shares, with its
// timeline (the kit's tramite), its files and debts; each procedure adds its proposed values.
import { z } from 'zod';
import { archivoSchema } from '../establecimientos/establecimientos.schemas';
import { documentoTareaSchema } from '../tramites/detalle.schemas';
import { fechaHoraIso } from '../lib/respuesta';
import { tramiteSchema } from '../tramites/tramites.schemas';

export const adeudoSchema = z.object({
  area: z.enum(['rs', 'la']),
  nombre: z.string(),
  monto: z.string(),
  /** spec 2 §3 pago_rs / pago_la / pago_realizado */
  pago_notificado: z.boolean(),
  /** the payment is still awaited: 'Notificar pago realizado' is offered */
  pendiente: z.boolean(),
});

/** spec 2 §3–§4: id, folio, estatus_id, motivo_rechazo and what every card reads. */
export const cambioBaseSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  locacion_id: z.number().int(),
  estatus_id: z.number().int(),
  estatus_texto: z.string(),
  motivo_rechazo: z.string().nullable(),
  renovacion: z.boolean(),
  /** spec 2 §4: 1 or 5 */
  editable: z.boolean(),
  eliminable: z.boolean(),
  enviable: z.boolean(),
  aprobada: z.boolean(),
  adeudos: z.array(adeudoSchema),
  archivos: z.array(archivoSchema),
  tramite: tramiteSchema,
  created_at: fechaHoraIso,
});
export type CambioBaseDto = z.infer<typeof cambioBaseSchema>;

/** One line of what a reviewer compares: the value now and the one proposed. */
export const filaCambioSchema = z.object({ campo: z.string(), actual: z.string(), propuesto: z.string() });
export type FilaCambio = z.infer<typeof filaCambioSchema>;

/** What a reviewer sees of any change request (web/cambios/detalle-tarea.tsx). */
export const detalleTareaCambioSchema = z.object({
  solicitud_id: z.number().int(),
  tipo: z.string(),
  nombre_tramite: z.string(),
  folio: z.string(),
  establecimiento: z.object({
    id: z.number().int(),
    external_id: z.string(),
    nombre_comercial: z.string(),
    clave_catastral: z.string(),
    domicilio: z.string(),
  }),
  contribuyente: z.object({ nombre: z.string(), rfc: z.string(), email: z.string() }),
  filas: z.array(filaCambioSchema),
  documentos: z.array(documentoTareaSchema),
  fotos: z.array(documentoTareaSchema),
  adeudos: z.array(adeudoSchema),
  /** the areas whose debt this reviewer may register now (their review is the current step) */
  adeudo_registrable: z.array(z.enum(['rs', 'la'])),
  ubicacion: z.object({ latitud: z.number(), longitud: z.number() }).nullable(),
});
export type DetalleTareaCambioDto = z.infer<typeof detalleTareaCambioSchema>;

export const historialSchema = z.array(
  z.object({
    id: z.number().int(),
    solicitud_id: z.number().int(),
    tipo: z.string(),
    nombre_tramite: z.string(),
    anterior: z.record(z.string(), z.unknown()),
    nuevo: z.record(z.string(), z.unknown()),
    aplicado_at: fechaHoraIso,
  }),
);
