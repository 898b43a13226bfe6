// Shapes of the licence answers the establishment pages read (spec 1 §3 Establishment, Licence;
// api/licencias/licencia.dto.ts). Fields the API may omit are optional, so an older answer still renders.

export type ColorPaso = 'verde' | 'rojo' | 'gris';

/** One step of the timeline (spec 1 §4.5). */
export interface PasoLineaTiempo {
  clave: string;
  etiqueta: string;
  estatus: number;
  color: ColorPaso;
  actual: boolean;
  no_aplica: boolean;
  motivo: string | null;
}

/** What the taxpayer may do with the licence now (domain/licencia/machine.ts accionesLicencia). */
export interface AccionesLicenciaDto {
  guardar: boolean;
  enviar: boolean;
  enviarUsoSuelo: boolean;
  /** service id of the statement payable online now, or null */
  pagar: number | null;
  /** service id whose payment proof may be attached now, or null */
  comprobante: number | null;
  bloqueado: boolean;
}

/** An account statement (spec 1 §7.5). */
export interface EstadoCuentaDto {
  id: number;
  folio: string;
  servicio_id: number;
  servicio: string;
  conceptos: { concepto: string; importe: string }[];
  total: string;
  /** 4 approved and payable; 8 paid */
  estatus: number;
  vence_at: string | null;
  pagado: boolean;
  pagado_at?: string | null;
  /** the gateway's payment folio, once paid online (receipt) */
  folio_pago?: string | null;
  created_at?: string;
}

export interface BebidasDto {
  limite: string | null;
  dias_restantes: number | null;
  mensaje: string;
}

export interface LicenciaDto {
  id: number;
  folio: string | null;
  anio: number;
  locacion_id?: number;
  /** 1 permanent, 2 provisional */
  tipo_licencia_id: number;
  estatus_licencia: number;
  estatus_verificacion?: number;
  estatus_director_ingresos?: number;
  estatus_tesorero?: number;
  estatus_uso_suelo?: number;
  estatus_anuencia?: number;
  estatus_pago_anuencia?: number;
  paso_actual?: string | null;
  paso_actual_etiqueta?: string | null;
  motivo_rechazo: string | null;
  linea_tiempo: PasoLineaTiempo[];
  /** 0..3, the four ticks of the progress bar */
  progreso: number;
  lista: boolean;
  extemporaneo: boolean;
  estatus_estado_extemporaneo: number | null;
  pago_extemporaneo?: boolean;
  fecha_limite_pago?: string | null;
  suspendida: boolean;
  revocada?: boolean;
  bebidas: BebidasDto | null;
  fecha_aprobacion: string | null;
  /** absent on the cards (GET establecimientos/contribuyente/{id}) */
  estados_cuenta?: EstadoCuentaDto[];
  acciones: AccionesLicenciaDto;
  created_at?: string;
}

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
