import type { LicenciaDto } from '../../../api/licencias/licencia.dto';
// Shapes of the answers the licence request form reads (spec 1 §3 Establishment, Licence; §7.4).
// The request bodies come from domain/licencia/schema.ts.
import type { AccionesLicencia } from '../../../domain/licencia/lectura';

export type { AccionesLicencia };

/** A stored file of an establishment (archivos / images of GET establecimientos/{id}). */
export interface ArchivoEstablecimiento {
  id: number;
  tipo_archivo: string;
  nombre: string;
  created_at: string;
  mime?: string | null;
}

/** The licence of the establishment as GET establecimientos/{id} lists it. */
/** The licence the request form works on: the API's licence (its request's snapshot included). */
export type LicenciaResumen = Pick<LicenciaDto, 'id' | 'folio' | 'anio' | 'estatus_licencia' | 'motivo_rechazo' | 'paso_actual_etiqueta' | 'tramite'>;

export interface DomicilioDetalle {
  codigo_postal?: string | null;
  entidad_id?: number | null;
  municipio_id?: number | null;
  localidad_id?: number | null;
  colonia_id?: number | null;
  tipo_vialidad_id?: number | null;
  calle_id?: number | null;
  numero_exterior?: string | null;
  numero_interior?: string | null;
  cruzamiento1_id?: number | null;
  cruzamiento2_id?: number | null;
  latitud?: number | string | null;
  longitud?: number | string | null;
}

/** GET establecimientos/{id}: the form's fields in snake_case, its files and its licence. */
export interface EstablecimientoDetalle {
  id: number;
  contribuyente_id: number;
  external_id: string | null;
  clave_catastral: string | null;
  no_cuento_clave?: boolean | null;
  donativo?: boolean | null;
  zona_federal?: boolean | null;
  numero_oficio_constancia_catastro?: string | null;
  folio_recibo_pago_donativo?: string | null;
  nombre_comercial?: string | null;
  fecha_alta_hacienda?: string | null;
  giro_actividad_id?: number | null;
  actividades_secundarias?: (number | string)[] | null;
  actividad_libre?: string | null;
  horario_extendido?: boolean | null;
  tipo_propiedad_id?: number | null;
  categoria_id?: number | null;
  sucursal?: boolean | null;
  tipo_local_id?: number | null;
  tipo_local_detalle_id?: number | null;
  local?: string | null;
  telefono_oficina?: string | null;
  numero_habitaciones?: number | null;
  superficie_m2?: number | string | null;
  numero_empleados?: number | null;
  cajones_estacionamiento?: number | null;
  inversion_estimada?: number | string | null;
  tiene_uso_suelo?: boolean | null;
  mes_pago_residuos?: string | number | null;
  has_licencia_bebidas?: boolean | null;
  patente_propia?: boolean | null;
  folio_licencia_bebida_alcoholica?: string | null;
  tipo_proceso_id?: number | null;
  domicilio?: DomicilioDetalle | null;
  /** the original API nests the address here */
  locacion_domicilio?: { domicilio?: DomicilioDetalle | null } | null;
  archivos?: ArchivoEstablecimiento[] | null;
  images?: ArchivoEstablecimiento[] | null;
  licencia?: LicenciaResumen[] | null;
  documentos_requeridos?: string[] | null;
}

/** POST establecimientos → data. */
export interface EstablecimientoCreado {
  id: number;
  contribuyente_id: number;
  external_id: string;
  licencia: { id: number; folio: string | null }[];
}

/** GET giroactividades items. */
export interface GiroItem {
  id: number;
  label: string;
  req_patente?: 'SI' | 'NO';
}

export interface ItemId<Id extends number | string = number> {
  id: Id;
  label: string;
}
