// Shapes of the licence answers the establishment pages read (spec 1 §3 Establishment, Licence).

// The licence, its statements and its timeline are the API's own answers (the types come from the
// code that builds them, so the page and the server cannot disagree on a field).
export type { LicenciaDto } from '../../api/licencias/licencia.dto';
export type { EstadoCuentaDto } from '../../api/pagos/estados-cuenta.dto';
export type { PasoLinea as PasoLineaTiempo } from '../../domain/tramite/lectura';
import type { LicenciaDto } from '../../api/licencias/licencia.dto';
import type { EstadoCuentaDto } from '../../api/pagos/estados-cuenta.dto';

export interface ImagenEstablecimiento {
  id: number;
  tipo_archivo: string;
  url: string;
}

/** A card of GET establecimientos/contribuyente/{id} (spec 1 §2.5). */
export interface TarjetaEstablecimiento {
  id: number;
  external_id: string;
  nombre_comercial: string;
  clave_catastral: string;
  /** street and exterior number, as text */
  domicilio: string;
  images: ImagenEstablecimiento[];
  unread_notifications_count: number;
  licencia: LicenciaDto[];
  acciones: { eliminar: boolean };
}

export interface PaginaEstablecimientos {
  data: TarjetaEstablecimiento[];
  from: number | null;
  last_page: number;
  total: number;
  per_page?: number;
}

/** GET establecimientos/{id}: the parts these pages read. */
export interface EstablecimientoConLicencias {
  id: number;
  external_id: string | null;
  contribuyente_id: number;
  nombre_comercial?: string | null;
  licencia?: LicenciaDto[] | null;
  archivos?: { id: number; tipo_archivo: string; nombre: string; created_at: string; mime?: string | null }[] | null;
}

/** GET establecimientos/check-pending-licencias-bebidas-alcoholicas (spec 1 §4.8). */
export interface PendienteBebidas {
  locacion_id: number;
  licencia_id?: number;
  nombre_comercial: string;
  dias_restantes: number;
  mensaje: string;
  suspendida: boolean;
}

/** GET establecimientos/getDataExtemporaneo/{id} (spec 1 §4.8). */
export interface DatosExtemporaneo {
  extemporaneo: boolean;
  estatus_estado_extemporaneo: number | null;
  pago_extemporaneo: boolean;
  fecha_limite_pago: string | null;
  estado_cuenta: EstadoCuentaDto | null;
  external_id: string;
}

/** GET pagosopb/getFolio → data (spec 1 §7.5). */
export interface OrdenPago {
  order_id: string;
  url: string;
  monto?: string;
  folio?: string;
}

/** One row of the procedures table: the contract names its text estatus_texto; the API sends etiqueta. */
export interface FilaTramite {
  tipo: string;
  estatus: number | null;
  estatus_texto?: string;
  etiqueta?: string;
}

/** GET tramites (spec 1 §2.9): the rows come as `filas` (contract) or `tramites` (API). */
export interface TramitesEstablecimiento {
  id: number;
  nombre_comercial: string;
  filas?: FilaTramite[];
  tramites?: FilaTramite[];
}

/** GET establecimientos/documentos (spec 1 §2.8). */
export interface DocumentosEstablecimiento {
  id: number;
  nombre_comercial: string;
  archivos: { id: number; tipo_archivo: string; nombre: string; created_at: string; mime?: string | null }[];
}

/** A notification of an establishment (GET establecimientos/notificaciones/{id}). */
export interface NotificacionEstablecimiento {
  id: number;
  created_at: string;
  read_at: string | null;
  data: { encabezado: string; descripcion: string; establecimiento?: string | number | null; link?: string | null };
}
