// GET tareas/{id} of a licence task (api/licencias/detalle.ts): what a reviewer checks.
import type { LicenciaDto } from '../licencia/tipos';
import type { TareaDetalle } from '../lib/tipos';

export interface DomicilioTarea {
  codigo_postal?: string | null;
  calle?: string | null;
  numero_exterior?: string | null;
  numero_interior?: string | null;
  colonia?: string | null;
  localidad?: string | null;
  cruzamiento1?: string | null;
  cruzamiento2?: string | null;
  latitud?: number | null;
  longitud?: number | null;
}

export interface EstablecimientoTarea {
  id: number;
  external_id: string;
  nombre_comercial: string;
  clave_catastral: string;
  donativo?: boolean;
  zona_federal?: boolean;
  fecha_alta_hacienda?: string | null;
  giro: string | null;
  actividades_secundarias_nombres?: string[];
  actividad_libre?: string | null;
  tipo_propiedad: string | null;
  categoria: string | null;
  tipo_local: string | null;
  tipo_local_detalle: string | null;
  local?: string | null;
  telefono_oficina?: string | null;
  superficie_m2?: number | string | null;
  numero_empleados?: number | null;
  numero_habitaciones?: number | null;
  cajones_estacionamiento?: number | null;
  inversion_estimada?: number | string | null;
  tiene_uso_suelo?: boolean;
  horario_extendido?: boolean;
  has_licencia_bebidas?: boolean | null;
  patente_propia?: boolean | null;
  folio_licencia_bebida_alcoholica?: string | null;
  tipo_proceso_id?: number;
  domicilio: DomicilioTarea | null;
}

export interface DocumentoTarea {
  id: number;
  tipo_archivo: string;
  etiqueta: string;
  nombre: string;
  mime: string;
  url?: string;
  created_at: string;
}

export interface PagoTarea {
  order_id: string;
  servicio_id: number;
  monto: string;
  folio_pago: string | null;
  autorizacion: string | null;
  confirmado_at: string | null;
}

export interface DetalleLicenciaTarea {
  establecimiento: EstablecimientoTarea;
  licencia: LicenciaDto;
  documentos: DocumentoTarea[];
  pagos?: PagoTarea[];
}

/** A task of any procedure; `detalle` is read by its procedure's component (detalles.tsx). */
export interface TareaCualquiera extends Omit<TareaDetalle, 'detalle'> {
  detalle: unknown;
  escalada_at?: string | null;
  locacion_id?: number | null;
  licencia_id?: number | null;
  nombre_comercial?: string | null;
}
