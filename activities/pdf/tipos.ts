// Inputs of the printouts (spec 1 §3 entities, §7.4–7.5 printouts). Plain data, already resolved by
// the caller: catalogue ids arrive as their labels and addresses as one line, so the builders stay
// pure (no database, no catalogues) and a printout shows exactly what it was given.
import type { ServicioId } from '../../domain/tramite/servicios';

export type { ServicioId };

/**
 * A Date, a full ISO instant ('2026-11-22T15:04:00Z', shown in America/Cancun) or a calendar date
 * 'YYYY-MM-DD' (as PostgreSQL `date` columns arrive; printed as written, never shifted a day).
 */
export type Fecha = Date | string;

/** spec 1 §9 process ids: 1 Licencias de Funcionamiento, 2 SARE. */
export type TipoProcesoId = 1 | 2;

/** Rendering options shared by every builder. */
export interface OpcionesPdf {
  /** Moment printed in the footer and set as CreationDate; default now. Tests pass a fixed one. */
  generadoEn?: Date;
}

/** Holder of a licence or payer of a statement. */
export interface Titular {
  /** nombre_completo of a persona física or razón social of a persona moral */
  nombre: string;
  rfc: string;
}

/** What a printout says about an establishment (spec 1 §3 locacion). */
export interface EstablecimientoPdf {
  nombreComercial: string;
  /** Clave del establecimiento in the padrón (external_id); null until the municipality assigns it. */
  clave: string | null;
  /** One line: calle, número, colonia, código postal, localidad. */
  domicilio: string;
  /** 17 digits, or one of the texts DONATIVO, ZONA FEDERAL, MERCADO (spec 1 §3). */
  claveCatastral: string;
  /** giro_opb: the main activity */
  giroPrincipal: string;
  actividadesSecundarias: readonly string[];
  superficieM2: number;
}

/** Names of the signing officers of a permanent licence. */
export interface FirmasLicencia {
  directorIngresos: string;
  tesorero: string;
  /** Position printed under the name; default the office, 'Dirección de Ingresos' (or the official's title, e.g. 'Directora de Ingresos'). */
  cargoDirectorIngresos?: string;
  /** Default the office, 'Tesorería Municipal' (or the official's title, e.g. 'Tesorera Municipal'). */
  cargoTesorero?: string;
}

interface LicenciaBase {
  folio: string;
  /** ejercicio fiscal; the licence is valid until 31 December of this year */
  anio: number;
  tipoProcesoId: TipoProcesoId;
  establecimiento: EstablecimientoPdf;
  titular: Titular;
  fechaExpedicion: Fecha;
  /** Public base URL of the portal; the QR encodes `${publicUrl}/verificar/${codigoVerificacion}`. */
  publicUrl: string;
  /** The folio and its signature (api/lib/verificacion.ts): the public check shows the licence's data only to it. */
  codigoVerificacion: string;
}

/** spec 1 §9 licence type 1: signed by the Dirección de Ingresos and the Tesorería Municipal. */
export interface LicenciaPermanentePdf extends LicenciaBase {
  tipoLicenciaId: 1;
  firmas: FirmasLicencia;
}

/** spec 1 §9 licence type 2: issued before the signatures; says so and carries none. */
export interface LicenciaProvisionalPdf extends LicenciaBase {
  tipoLicenciaId: 2;
  firmas?: undefined;
}

export type LicenciaPdf = LicenciaPermanentePdf | LicenciaProvisionalPdf;

/** A document attached by the taxpayer (archivos[] of spec 1 §3). */
export interface DocumentoAdjunto {
  /** Description of its tipo_archivo, e.g. 'Constancia de situación fiscal (SAT)' */
  nombre: string;
  /** created_at of the upload */
  fecha: Fecha;
}

export interface ContribuyenteSolicitud extends Titular {
  curp?: string | null;
  email?: string | null;
  telefono?: string | null;
  /** 1 física, 2 moral */
  tipoPersona?: 1 | 2;
  /** Representative or tramitador who files on the taxpayer's behalf. */
  representante?: string | null;
}

/** Everything the taxpayer captured in the licence form (spec 1 §3 "Licence form fields"). */
export interface EstablecimientoSolicitud extends EstablecimientoPdf {
  tipoPropiedad?: string | null;
  categoria?: string | null;
  tipoLocal?: string | null;
  telefono?: string | null;
  numeroEmpleados?: number | null;
  numeroHabitaciones?: number | null;
  cajonesEstacionamiento?: number | null;
  /** MXN */
  inversionEstimada?: number | null;
  fechaAltaHacienda?: Fecha | null;
  horarioExtendido?: boolean;
  bebidasAlcoholicas?: boolean;
  folioLicenciaBebidas?: string | null;
  tieneUsoSuelo?: boolean;
}

/** The printed request (spec 1 §4.3, §7.4 getsolicitudimpresaContribuyente). */
export interface SolicitudPdf {
  folio: string;
  anio: number;
  /** Label of estatus_licencia, e.g. 'Enviada a revisión' */
  estatus: string;
  fechaSolicitud: Fecha;
  tipoProcesoId: TipoProcesoId;
  renovacion?: boolean;
  contribuyente: ContribuyenteSolicitud;
  establecimiento: EstablecimientoSolicitud;
  documentos: readonly DocumentoAdjunto[];
}

/** An officer who signs a certificate. */
export interface Firmante {
  nombre: string;
  cargo: string;
}

/** Anuencia de Protección Civil (spec 1 §3: periodo, fecha_aprobacion). */
export interface AnuenciaPdf {
  folio: string;
  /** periodo the consent covers, e.g. 2026 */
  periodo: number | string;
  establecimiento: EstablecimientoPdf;
  titular: Titular;
  fechaAprobacion: Fecha;
  /** Signing officer; without it the certificate prints the area's name only. */
  firmante?: Firmante;
}

/** Constancia de uso de suelo (spec 1 §3 constancia_uso_suelo, §7.4 imprimirconstancia). */
export interface UsoSueloPdf {
  folio: string;
  giro: string;
  domicilio: string;
  superficieM2: number;
  fecha: Fecha;
  /** Default 'Compatible' (a certificate is only printed once approved, spec 1 §4.4). */
  resolucion?: 'Compatible' | 'Compatible con condicionantes';
  nombreComercial?: string | null;
  claveCatastral?: string | null;
  titular?: Titular | null;
  condicionantes?: readonly string[];
  firmante?: Firmante;
}

/** One line of a statement or receipt. */
export interface Concepto {
  /** Optional accounting key of the concept */
  clave?: string;
  descripcion: string;
  /** MXN, may be negative for a discount */
  importe: number;
}

/** Estado de cuenta of a payable service (spec 1 §7.5, §9 service ids). The total is the sum of conceptos. */
export interface EstadoCuentaPdf {
  servicioId: ServicioId;
  folio: string;
  /** Payment reference the bank or the gateway asks for */
  referencia: string;
  fechaEmision: Fecha;
  fechaLimitePago: Fecha;
  contribuyente: Titular;
  establecimiento: { nombreComercial: string; clave: string | null; claveCatastral?: string | null };
  /** e.g. 'Enero a diciembre de 2026' */
  periodo?: string;
  conceptos: readonly Concepto[];
}

/** Recibo de pago (spec 1 §7.5 generarReciboPago). The total is the sum of conceptos. */
export interface ReciboPdf {
  folioPago: string;
  /** Authorisation number of the payment gateway */
  autorizacion: string;
  servicioId: ServicioId;
  /** Instant of the payment (shown as date and time in Chetumal). */
  fechaPago: Date | string;
  /** Default 'Pago en línea' */
  medio?: string;
  contribuyente: Titular;
  establecimiento?: { nombreComercial: string; clave: string | null } | null;
  /** Folio of the statement that was paid */
  folioEstadoCuenta?: string | null;
  referencia?: string | null;
  conceptos: readonly Concepto[];
}

/** One year of property tax owed. */
export interface AdeudoPredial {
  anio: number;
  impuesto: number;
  recargos?: number;
  /** Positive amount that is subtracted */
  descuento?: number;
}

/** Estado de cuenta del impuesto predial (spec 1 §7.4 generatePagoPredial, spec 2 §3). */
export interface PredialPdf {
  claveCatastral: string;
  propietario?: string | null;
  ubicacion?: string | null;
  fechaEmision: Fecha;
  fechaLimitePago?: Fecha | null;
  referencia?: string | null;
  adeudos: readonly AdeudoPredial[];
}
