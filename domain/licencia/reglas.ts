// Pure rules of the licence request (spec 1 §1, §4.3, §4.7, §4.8, §5.1, §5.5, §5.6, §9): which
// documents and photos apply, the SARE rule, late-payment and beverage-licence deadlines, and the
// states of the cadastral key. No I/O and no clock of their own: callers pass "now".
import { esDonativo } from '../common/predio';
import { ESTATUS } from '../tramite/estatus';
import { diasRestantes, esFechaIso, hoyCancun, sumarDias, sumarMesesCancun } from '../tramite/fechas';
import { aplicarEntregables, type AjusteEntregable, type EntregableAjustado } from '../catalogos/entregables';
import { esEducativo, esHoteleria, GIROS, requierePatente, tieneResiduosPeligrosos, TIPO_LOCAL, type CatalogoGiros } from '../catalogos/establecimientos';
import {
  BEBIDAS_MESES,
  CATEGORIA_SUCURSAL,
  CORTE_RENOVACION,
  EXTEMPORANEO_DIAS,
  PROPIEDAD,
  SARE_MAX_M2,
  TIPO_PROCESO,
  type CodigoDocumento,
} from './constantes';
import { MSG_LIC, MSG_LIC_EXTRA } from './mensajes';


/** The main activity followed by the secondary ones: what the hotel and alcohol rules read. */
export function idsDeGiros(d: { giro_actividad_id?: number | null; actividades_secundarias?: readonly number[] | null }): number[] {
  return [...(d.giro_actividad_id ? [d.giro_actividad_id] : []), ...(d.actividades_secundarias ?? [])];
}

// ---------------------------------------------------------------------------------------------
// Documents and photos (spec 1 §3 codes, §5.1 optional list, §5.6)
// ---------------------------------------------------------------------------------------------

/**
 * spec 1 §5.1: a file input requires a file unless its type is on this list. Only the codes of the
 * licence form matter here; the profile's (testigo1, poder_notarial…) live in domain/perfil.
 */
export const DOCUMENTOS_OPCIONALES: ReadonlySet<CodigoDocumento> = new Set<CodigoDocumento>([
  'licencia',
  'documento_anexo',
  'contrato_consecion',
  'autorizacion_arrendamiento',
]);

/** spec 1 §5.6: the beverage-licence attachments are optional. */
const DOCUMENTOS_BEBIDAS: ReadonlySet<CodigoDocumento> = new Set<CodigoDocumento>(['licencia', 'licencia_comodato', 'pago_licencia_bebidas']);

export const CODIGOS_ARRENDAMIENTO = [
  'arrendamiento_contrato',
  'arrendamiento_identificacion',
  'arrendador_identificacion',
  'arrendamiento_testigos',
] as const satisfies readonly CodigoDocumento[];

/** The subset of the licence form the document rules read. */
export interface DatosDocumentos {
  giro_actividad_id?: number | null;
  actividades_secundarias?: readonly number[] | null;
  tipo_propiedad_id?: number | null;
  categoria_id?: number | null;
  sucursal?: boolean | null;
  tipo_local_id?: number | null;
  donativo?: boolean | null;
  no_cuento_clave?: boolean | null;
  zona_federal?: boolean | null;
  tiene_uso_suelo?: boolean | null;
  has_licencia_bebidas?: boolean | null;
  patente_propia?: boolean | null;
  /** spec 1 §3 arrendatario_mercado: the stall is rented from its concessionaire (null: not asked) */
  arrendatario_mercado?: boolean | null;
  /** a renewal (spec 1 §5.6: the front photo is optional there) */
  renovacion?: boolean | null;
}

export interface DocumentoAplicable {
  codigo: CodigoDocumento;
  requerido: boolean;
}

/** spec 1 §3: categoria_id 3 is a branch; the branch procedure also says so with its flag. */
export function esSucursal(d: Pick<DatosDocumentos, 'categoria_id' | 'sucursal'>): boolean {
  return Boolean(d.sucursal) || d.categoria_id === CATEGORIA_SUCURSAL;
}

/** spec 1 §5.6: tenant documents when the property status is not 1 (owned), not 4 (vacant lot) and not empty. */
export function requiereDocumentosArrendamiento(tipoPropiedadId: number | null | undefined): boolean {
  return tipoPropiedadId != null && tipoPropiedadId !== PROPIEDAD.PROPIO && tipoPropiedadId !== PROPIEDAD.BALDIO;
}

/**
 * The documents (not photos) the form shows for these answers, in the order the form lists them.
 * `giros`: the activity catalogue as it was when the request was created (req_patente, names).
 */
export function documentosAplicables(d: DatosDocumentos, giros_: CatalogoGiros = GIROS): DocumentoAplicable[] {
  const codigos: CodigoDocumento[] = ['constancia_sat'];
  const giros = idsDeGiros(d);

  if (esDonativo(d)) codigos.push('constancia_donativo', 'recibo_pago_donativo');
  if (d.tiene_uso_suelo) codigos.push('constancia_uso_suelo');

  // Who holds the premises. A federal-zone plot has a Zofemat concession, not a deed.
  if (d.tipo_propiedad_id === PROPIEDAD.PROPIO && !d.zona_federal) codigos.push('titulo_escritura');
  if (requiereDocumentosArrendamiento(d.tipo_propiedad_id)) codigos.push(...CODIGOS_ARRENDAMIENTO);
  if (d.tipo_propiedad_id === PROPIEDAD.BALDIO) codigos.push('licencia_construccion');
  // spec 1 §3: a market stall's concession contract; a tenant also the authorization to rent it
  // (a concessionaire, arrendatario_mercado false, has none to show).
  if (d.tipo_local_id === TIPO_LOCAL.MERCADO) {
    codigos.push('contrato_consecion');
    if (d.arrendatario_mercado !== false) codigos.push('autorizacion_arrendamiento');
  }

  if (esHoteleria(giros, giros_)) codigos.push('impuesto_hospedaje');
  if (esEducativo(giros, giros_)) codigos.push('dictamen_ifeqroo');

  // spec 1 §5.6: with a licence, the licence and (unless it is one's own) the loan document;
  // without one, the payment proof. Nothing until the question is answered.
  if (requierePatente(giros, giros_)) {
    if (d.has_licencia_bebidas === true) {
      codigos.push('licencia');
      if (d.patente_propia === false) codigos.push('licencia_comodato');
    } else if (d.has_licencia_bebidas === false) {
      codigos.push('pago_licencia_bebidas');
    }
  }

  if (esSucursal(d)) codigos.push('aviso_apertura_sucursal');
  codigos.push('documento_anexo');

  return codigos.map((codigo) => ({ codigo, requerido: !DOCUMENTOS_OPCIONALES.has(codigo) && !DOCUMENTOS_BEBIDAS.has(codigo) }));
}

/** spec 1 §5.6: every photo is required, except the front one on a renewal. */
export function fotosAplicables(d: Pick<DatosDocumentos, 'renovacion'>): DocumentoAplicable[] {
  return (['frente', 'interior', 'wc', 'lateralIzquierdo', 'lateralDerecho'] as const).map((codigo) => ({
    codigo,
    requerido: !(codigo === 'frente' && d.renovacion),
  }));
}

/** Codes (documents, then photos) that must carry a file before the request is sent. */
export function documentosRequeridos(d: DatosDocumentos, giros: CatalogoGiros = GIROS): CodigoDocumento[] {
  return [...documentosAplicables(d, giros), ...fotosAplicables(d)].filter((x) => x.requerido).map((x) => x.codigo);
}

/** The required codes without a file among `adjuntos`. */
export function documentosFaltantes(d: DatosDocumentos, adjuntos: Iterable<string>, giros: CatalogoGiros = GIROS): CodigoDocumento[] {
  const hay = new Set(adjuntos);
  return documentosRequeridos(d, giros).filter((c) => !hay.has(c));
}

/** What the office's catalogues say of a request, as they were when it was created. */
export interface CatalogosSolicitud {
  giros?: CatalogoGiros;
  ajustes?: readonly AjusteEntregable[];
}

/**
 * The documents and then the photos of a request after the office's adjustments
 * (domain/catalogos/entregables.ts): removed, renamed, made required or optional, or added.
 */
export function entregablesLicencia(d: DatosDocumentos, c: CatalogosSolicitud = {}): (DocumentoAplicable & EntregableAjustado)[] {
  const docs = aplicarEntregables(documentosAplicables(d, c.giros), c.ajustes ?? []);
  const fotos = aplicarEntregables(fotosAplicables(d), (c.ajustes ?? []).filter((a) => !a.adicional));
  // Additional documents are listed with the documents, before the photos.
  return [...docs, ...fotos] as (DocumentoAplicable & EntregableAjustado)[];
}

/** The required codes without a file, after the adjustments. */
export function entregablesFaltantes(d: DatosDocumentos, adjuntos: Iterable<string>, c: CatalogosSolicitud = {}): string[] {
  const hay = new Set(adjuntos);
  return entregablesLicencia(d, c)
    .filter((x) => x.requerido && !hay.has(x.codigo))
    .map((x) => x.codigo);
}

/** spec 1 §3, §5.1: photos must be images; everything else defaults to PDF. */
export function esCodigoFoto(codigo: string): boolean {
  return codigo === 'frente' || codigo === 'interior' || codigo === 'wc' || codigo === 'lateralIzquierdo' || codigo === 'lateralDerecho';
}

// ---------------------------------------------------------------------------------------------
// SARE rule (spec 1 §1, §4.6, §9)
// ---------------------------------------------------------------------------------------------

export type MotivoCambioSare = 'superficie' | 'alcohol' | 'residuos';

export interface DatosSare {
  tipo_proceso_id: number;
  superficie_m2: number;
  giro_actividad_id?: number | null;
  actividades_secundarias?: readonly number[] | null;
}

export interface ResultadoSare {
  tipo_proceso_id: 1 | 2;
  /** the request was SARE and goes to the licensing department */
  cambiado: boolean;
  motivos: MotivoCambioSare[];
  /** what the user reads when `cambiado` (the first reason's message) */
  mensaje: string | null;
}

const MENSAJE_SARE: Record<MotivoCambioSare, string> = {
  superficie: MSG_LIC.sareMas300,
  alcohol: MSG_LIC_EXTRA.sareAlcohol,
  residuos: MSG_LIC_EXTRA.sareResiduos,
};

/** spec 1 §1: why a business does not qualify for SARE (empty = it qualifies). */
export function motivosFueraDeSare(d: Omit<DatosSare, 'tipo_proceso_id'>): MotivoCambioSare[] {
  const motivos: MotivoCambioSare[] = [];
  const giros = idsDeGiros(d);
  if (d.superficie_m2 > SARE_MAX_M2) motivos.push('superficie');
  if (requierePatente(giros)) motivos.push('alcohol');
  if (tieneResiduosPeligrosos(giros)) motivos.push('residuos');
  return motivos;
}

/**
 * spec 1 §1: a SARE request (process 2) above 300 m2, or with alcohol, is moved to the licensing
 * department (process 1) with a message. A process-1 request never moves to SARE by itself.
 */
export function reglaSare(d: DatosSare): ResultadoSare {
  if (d.tipo_proceso_id !== TIPO_PROCESO.SARE) return { tipo_proceso_id: TIPO_PROCESO.LICENCIAS, cambiado: false, motivos: [], mensaje: null };
  const motivos = motivosFueraDeSare(d);
  if (motivos.length === 0) return { tipo_proceso_id: TIPO_PROCESO.SARE, cambiado: false, motivos, mensaje: null };
  return { tipo_proceso_id: TIPO_PROCESO.LICENCIAS, cambiado: true, motivos, mensaje: MENSAJE_SARE[motivos[0]] };
}

// ---------------------------------------------------------------------------------------------
// Late payment (spec 1 §4.8, §9)
// ---------------------------------------------------------------------------------------------

export interface DatosFechaLimite {
  fecha_alta_hacienda: string;
  renovacion?: boolean | null;
  /** the renewal year; defaults to the year of `hoy` */
  anio?: number | null;
  /** the cut-off the server configured (getFechaConfigExtemporaneo), when there is one */
  fechaConfigurada?: string | null;
  hoy?: string;
}

/**
 * spec 1 §4.8: without renewal, payment is due 30 days after fecha_alta_hacienda; for a renewal the
 * configured cut-off, or 1 May of the renewal year when the server gives none.
 */
export function fechaLimitePago(d: DatosFechaLimite): string {
  if (!d.renovacion) return sumarDias(d.fecha_alta_hacienda, EXTEMPORANEO_DIAS);
  if (d.fechaConfigurada && esFechaIso(d.fechaConfigurada)) return d.fechaConfigurada;
  const anio = d.anio ?? Number((d.hoy ?? hoyCancun()).slice(0, 4));
  return `${anio}-${String(CORTE_RENOVACION.mes).padStart(2, '0')}-${String(CORTE_RENOVACION.dia).padStart(2, '0')}`;
}

/** Unpaid after the due date (the due date itself is still on time). */
export function esExtemporaneo(fechaLimite: string, hoy: string, pagado = false): boolean {
  return !pagado && hoy > fechaLimite;
}

// ---------------------------------------------------------------------------------------------
// Beverage licence window (spec 1 §4.3, §4.8, §9)
// ---------------------------------------------------------------------------------------------

/** spec 1 §4.8: what the user reads on answering that they hold no beverage licence. */
export const AVISOS_SIN_LICENCIA_BEBIDAS = [MSG_LIC.bebidasDosMeses, MSG_LIC.bebidasDeshabilitada] as const;

/** spec 1 §4.8, §9: the licence is suspended two calendar months (Chetumal time) after the payment-proof upload. */
export function finVentanaBebidas(subidoEn: Date | string): Date {
  return sumarMesesCancun(typeof subidoEn === 'string' ? new Date(subidoEn) : subidoEn, BEBIDAS_MESES);
}

/** Whole days left until the end of the window (a part of a day counts as a day); 0 once it ended. */
export function diasRestantesBebidas(subidoEn: Date | string, ahora: Date): number {
  return diasRestantes(finVentanaBebidas(subidoEn), ahora);
}

export interface EstadoBebidas {
  fin: Date;
  dias: number;
  suspendida: boolean;
  /** 'Quedan {n} días…' while open; the suspension message after */
  mensaje: string;
}

export function estadoBebidas(subidoEn: Date | string, ahora: Date): EstadoBebidas {
  const fin = finVentanaBebidas(subidoEn);
  const dias = diasRestantesBebidas(subidoEn, ahora);
  const suspendida = dias === 0;
  return { fin, dias, suspendida, mensaje: suspendida ? MSG_LIC.bebidasSuspendida : MSG_LIC.bebidasQuedan(dias) };
}

/**
 * spec 1 §4.3: 'Actualizar y subir licencia' appears once the licence is sent to review and more
 * than two months passed since the beverage-licence payment proof was uploaded.
 */
export function puedeActualizarYSubirLicencia(estatusLicencia: number | null | undefined, pagoBebidasSubidoEn: Date | string | null | undefined, ahora: Date): boolean {
  if (estatusLicencia !== ESTATUS.ENVIADO || !pagoBebidasSubidoEn) return false;
  return ahora.getTime() > finVentanaBebidas(pagoBebidasSubidoEn).getTime();
}
