// What the change of address's routes answer (spec 2 §3 Change-of-address request, §7 group
// cambiodomicilio and the movements): the shared fields of every change request plus its staged
// values; the web imports these types.
import { z } from 'zod';
import { domicilioEstablecimientoSchema } from '../../establecimientos/formulario.schemas';
import { cambioBaseSchema } from '../cambios.schemas';

const otroDomicilioDto = z.object({
  is_otra_colonia: z.boolean(),
  otra_colonia: z.string().nullable(),
  otra_calle: z.string().nullable(),
  otra_cruzamiento1: z.string().nullable(),
  otra_cruzamiento2: z.string().nullable(),
});

export const domicilioPropuestoSchema = domicilioEstablecimientoSchema.extend({ otro_domicilio: otroDomicilioDto.optional() });

export const cambioDomicilioDtoSchema = cambioBaseSchema.extend({
  clave_catastral: z.string(),
  donativo: z.boolean(),
  numero_oficio_constancia_catastro: z.string().nullable(),
  folio_recibo_pago_donativo: z.string().nullable(),
  has_alcohol: z.boolean(),
  has_licencia_bebidas: z.boolean(),
  patente_propia: z.boolean(),
  folio_licencia_bebida_alcoholica: z.string().nullable(),
  tiene_uso_suelo: z.boolean(),
  tipo_proceso_id: z.number().int().nullable(),
  tipo_propiedad_id: z.number().int().nullable(),
  superficie: z.number().nullable(),
  domicilio: domicilioPropuestoSchema.nullable(),
  domicilio_texto: z.string(),
  /** spec 2 §3 recibo_pago: the DU receipt (recibo_pago_uso_suelo) was uploaded */
  recibo_pago: z.boolean(),
  /** the 1755 land-use payment is awaited: pay online or upload the DU receipt */
  pago_uso_suelo_pendiente: z.boolean(),
  /** spec 2 §3 movement variant */
  tipo_movimiento_id: z.number().int().nullable(),
  licencia_id: z.number().int().nullable(),
  has_arrendatario: z.boolean(),
  has_testigos: z.boolean(),
  /** spec 2 §5 beverage window notice, where alcohol applies */
  aviso_bebidas: z.string().nullable(),
});
export type CambioDomicilioDto = z.infer<typeof cambioDomicilioDtoSchema>;

/** spec 2 §7 getDataDomicilio: the establishment's current address under locacion_domicilio. */
export const dataDomicilioSchema = z.object({
  id: z.number().int(),
  nombre_comercial: z.string(),
  clave_catastral: z.string(),
  has_alcohol: z.boolean(),
  tipo_proceso_id: z.number().int(),
  tipo_propiedad_id: z.number().int(),
  superficie: z.number(),
  domicilio_texto: z.string(),
  licencia_emitida: z.boolean(),
  locacion_domicilio: z.object({ domicilio: domicilioEstablecimientoSchema }),
});
export type DataDomicilioDto = z.infer<typeof dataDomicilioSchema>;

/** spec 2 §2 movement variant: one movement with its status description and trade name. */
export const movimientoSchema = cambioDomicilioDtoSchema.extend({
  estatus: z.object({ id: z.number().int(), descripcion: z.string() }),
  establecimiento: z.object({ id: z.number().int(), nombre_comercial: z.string() }),
});
export type MovimientoDto = z.infer<typeof movimientoSchema>;

export const creadoSchema = z.object({ id: z.number().int(), folio: z.string() });
