// Answers of the land-use certificate's calls (spec 1 §3 constancia_uso_suelo, §7.4–7.5; spec 3
// §3.3, §7.3) as response schemas; the web reads these types.
import { z } from 'zod';
import type { AccionesConstancia } from '../../domain/usosuelo/reglas';
import { documentoTareaSchema, pagoTareaSchema } from '../tramites/detalle.schemas';
import { fechaHoraIso, paginadoSchema, type Igual } from '../lib/respuesta';
import { estadoCuentaSchema } from '../pagos/pagos.schemas';
import { tramiteSchema } from '../tramites/tramites.schemas';

const estatus = z.number().int();
const item = z.object({ id: z.number().int(), label: z.string() });

/** What the taxpayer may do with the certificate now (domain/usosuelo/reglas.ts). */
export const accionesConstanciaSchema = z.object({
  editar: z.boolean(),
  enviar: z.boolean(),
  pagar: z.number().int().nullable(),
  comprobante: z.number().int().nullable(),
  imprimir: z.boolean(),
});
const _acciones: Igual<z.output<typeof accionesConstanciaSchema>, AccionesConstancia> = true;

/** A certificate as the list and its page show it: the spec's fields, read from its request's snapshot. */
export const constanciaSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  locacion_id: z.number().int(),
  sector_id: z.number().int(),
  giro_desarrollo_id: z.number().int(),
  zona_uso_id: z.number().int(),
  sector: z.string(),
  giro_desarrollo: z.string(),
  zona_uso: z.string(),
  /** the establishment's main activity when the certificate was asked for */
  giro_opb: z.string().nullable(),
  domicilio: z.string(),
  estatus_general: estatus,
  estatus_texto: z.string(),
  estatus_verificacion: estatus,
  estatus_pago: estatus,
  estatus_edo_cuenta: estatus.nullable(),
  motivo_rechazo: z.string().nullable(),
  /** spec 3 §2.4: 'En revisión' while Desarrollo Urbano has it, else null */
  en_revision: z.string().nullable(),
  formato_uso_suelo: z.object({ tipo_formato_id: z.number().int(), resolucion: z.string() }),
  fecha_tramite_inicio: fechaHoraIso.nullable(),
  created_at: fechaHoraIso,
  acciones: accionesConstanciaSchema,
});
export type ConstanciaDto = z.infer<typeof constanciaSchema>;

/** GET constancia_uso_suelo/establecimiento/{id}: five per page, and whether a new one may be asked for (spec 1 §4.4, §9). */
export const listaConstanciasSchema = paginadoSchema(constanciaSchema).extend({
  establecimiento: z.object({ id: z.number().int(), external_id: z.string(), nombre_comercial: z.string() }),
  nueva: z.object({ permitida: z.boolean(), motivo: z.string().nullable() }),
});
export type ListaConstanciasDto = z.infer<typeof listaConstanciasSchema>;

/** The establishment a certificate is about, as its page and its reviewers read it. */
export const establecimientoConstanciaSchema = z.object({
  id: z.number().int(),
  external_id: z.string(),
  nombre_comercial: z.string(),
  clave_catastral: z.string(),
  superficie_m2: z.number(),
  domicilio: z.string(),
  giro: z.string().nullable(),
  actividades_secundarias: z.array(z.string()),
});

/** GET constancia_uso_suelo/{id}: the certificate, its establishment, its request, statements and proofs. */
export const constanciaDetalleSchema = constanciaSchema.extend({
  establecimiento: establecimientoConstanciaSchema,
  tramite: tramiteSchema,
  estados_cuenta: z.array(estadoCuentaSchema),
  comprobantes: z.array(documentoTareaSchema),
});
export type ConstanciaDetalleDto = z.infer<typeof constanciaDetalleSchema>;

/** What Desarrollo Urbano reads in its inbox: the certificate, who asks, the confirmed payments. */
export const detalleTareaUsoSueloSchema = constanciaDetalleSchema.extend({
  contribuyente: z.object({ nombre: z.string(), rfc: z.string(), email: z.string() }).nullable(),
  pagos: z.array(pagoTareaSchema),
  /** what the reviewer checks against the place: the establishment's photos and its point on the map */
  fotos: z.array(documentoTareaSchema),
  ubicacion: z.object({ latitud: z.number(), longitud: z.number() }).nullable(),
});
export type DetalleTareaUsoSueloDto = z.infer<typeof detalleTareaUsoSueloSchema>;

/** GET constancia_uso_suelo/{id}/getEdoCuentaConstanciaSuelo (spec 1 §7.5): the certificate's statements. */
export const edoCuentaConstanciaSchema = z.object({
  external_id: z.string(),
  folio: z.string(),
  estados_cuenta: z.array(estadoCuentaSchema),
});

/** The form's three lookups (spec 3 §3.3, §7.3: sectors, giro desarrollo, zona usos). */
export const catalogosUsoSueloSchema = z.object({
  sectores: z.array(item),
  giros_desarrollo: z.array(item),
  zonas_uso: z.array(item.extend({ clave: z.string(), tipo_formato_id: z.number().int() })),
});
export type CatalogosUsoSueloDto = z.infer<typeof catalogosUsoSueloSchema>;
