// What the change of owner's routes answer (spec 2 §3 "Change-of-owner request", §7): the shared
// fields of every change request and the owner's own, with the two taxpayers as {id, rfc} only.
import { z } from 'zod';
import { contribuyenteMinimoSchema } from '../../contribuyentes/contribuyentes.schemas';
import { domicilioEstablecimientoSchema } from '../../establecimientos/formulario.schemas';
import { cambioBaseSchema } from '../cambios.schemas';

const id = z.number().int();

/** spec 2 §7 taxpayer lookup for someone else: who they are for the transfer, and nothing more. */
export { contribuyenteMinimoSchema };
export type ContribuyenteMinimo = z.infer<typeof contribuyenteMinimoSchema>;

/** spec 2 §3: the request (its staged values; a request made elsewhere may lack them). */
export const cambioPropietarioDtoSchema = cambioBaseSchema.extend({
  new_contribuyente_id: id.nullable(),
  old_contribuyente_id: id.nullable(),
  new_rfc: z.string().nullable(),
  old_rfc: z.string().nullable(),
  has_alcohol: z.boolean(),
  has_licencia_bebidas: z.boolean().nullable(),
  patente_propia: z.boolean().nullable(),
  folio_licencia_bebida_alcoholica: z.string().nullable(),
  tiene_uso_suelo: z.boolean(),
  tipo_proceso_id: id.nullable(),
  tipo_propiedad_id: id.nullable(),
  /** spec 2 §3 server fields new_contribuyente, old_contribuyente */
  new_contribuyente: contribuyenteMinimoSchema.nullable(),
  old_contribuyente: contribuyenteMinimoSchema.nullable(),
  /** required documents still without a file: empty when it may be sent */
  faltantes: z.array(z.string()),
});
export type CambioPropietarioDto = z.infer<typeof cambioPropietarioDtoSchema>;

/** spec 2 §7 getDataDomicilio/{id}: the establishment the request transfers, with its address and owner. */
export const datosEstablecimientoPropietarioSchema = z.object({
  id,
  external_id: z.string(),
  nombre_comercial: z.string(),
  contribuyente_id: id,
  rfc: z.string(),
  has_alcohol: z.boolean(),
  tipo_proceso_id: id,
  tipo_propiedad_id: id,
  domicilio_texto: z.string(),
  locacion_domicilio: z.object({ domicilio: domicilioEstablecimientoSchema }),
});
export type DatosEstablecimientoPropietario = z.infer<typeof datosEstablecimientoPropietarioSchema>;
