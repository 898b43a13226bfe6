// An establishment's form and address as the answers carry them (spec 1 §3 Establishment, Address):
// GET establecimientos/{id} and the licence's inbox detail both answer with them.
import { z } from 'zod';
import type { DomicilioEstablecimiento } from '../../db/schema';
import { CODIGOS_MES } from '../../domain/catalogos/establecimientos';
import type { LicenciaFormData } from '../../domain/licencia/schema';
import { fechaIso, type Igual } from '../lib/respuesta';

const id = z.number().int();

/**
 * The stored address (establecimientos.domicilio, jsonb: DomicilioEstablecimiento, written by the
 * form through formularioAColumnas) with the catalogue labels kept beside the ids.
 */
export const domicilioEstablecimientoSchema = z.object({
  codigo_postal: z.string(),
  entidad_id: id,
  municipio_id: id,
  localidad_id: id,
  colonia_id: id,
  calle_id: id,
  tipo_vialidad_id: id.nullish(),
  numero_exterior: z.string(),
  numero_interior: z.string().nullish(),
  cruzamiento1_id: id.nullish(),
  cruzamiento2_id: id.nullish(),
  latitud: z.number(),
  longitud: z.number(),
  localidad: z.string().optional(),
  colonia: z.string().optional(),
  calle: z.string().optional(),
  cruzamiento1: z.string().nullish(),
  cruzamiento2: z.string().nullish(),
});
const _domicilio: Igual<z.output<typeof domicilioEstablecimientoSchema>, DomicilioEstablecimiento> = true;

/**
 * The stored establishment as form values (domain/licencia/schema.ts establecimientoAFormulario):
 * the output of the form's schema, so a page fills its form with what it would send. Optional
 * texts are absent when empty; `nullish` where the form's own type allows null.
 */
export const formularioEstablecimientoSchema = z.object({
  clave_catastral: z.string(),
  no_cuento_clave: z.boolean(),
  donativo: z.boolean(),
  zona_federal: z.boolean(),
  numero_oficio_constancia_catastro: z.string().optional(),
  folio_recibo_pago_donativo: z.string().optional(),
  nombre_comercial: z.string(),
  fecha_alta_hacienda: fechaIso,
  giro_actividad_id: id,
  actividades_secundarias: z.array(id),
  actividad_libre: z.string().optional(),
  horario_extendido: z.boolean(),
  tipo_propiedad_id: id,
  categoria_id: id,
  sucursal: z.boolean(),
  tipo_local_id: id,
  tipo_local_detalle_id: id,
  local: z.string().optional(),
  telefono_oficina: z.string(),
  numero_habitaciones: z.number().int().optional(),
  superficie_m2: z.number(),
  numero_empleados: z.number().int(),
  cajones_estacionamiento: z.number().int(),
  inversion_estimada: z.string().meta({ description: 'monto con dos decimales, como texto' }),
  tiene_uso_suelo: z.boolean(),
  mes_pago_residuos: z.enum(CODIGOS_MES),
  // spec 1 §3 market opening (isMercadoApertura)
  mercado_apertura: z.boolean(),
  mercado_id: id.nullish(),
  muchos_locales: z.array(z.string()),
  pasillo: z.string().optional(),
  arrendatario_mercado: z.boolean().nullable(),
  mes_pago_piso_f: z.enum(CODIGOS_MES).optional(),
  has_licencia_bebidas: z.boolean().nullable(),
  patente_propia: z.boolean().nullable(),
  folio_licencia_bebida_alcoholica: z.string().optional(),
  tipo_proceso_id: z.union([z.literal(1), z.literal(2)]),
  domicilio: z.object({
    codigo_postal: z.string(),
    entidad_id: id,
    municipio_id: id,
    localidad_id: id,
    colonia_id: id,
    tipo_vialidad_id: id.nullish(),
    calle_id: id,
    numero_exterior: z.string(),
    numero_interior: z.string().optional(),
    cruzamiento1_id: id.nullish(),
    cruzamiento2_id: id.nullish(),
    latitud: z.number(),
    longitud: z.number(),
  }),
});
const _formulario: Igual<z.output<typeof formularioEstablecimientoSchema>, LicenciaFormData> = true;
