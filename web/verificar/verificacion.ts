// The public check of a licence (the QR printed on every licence leads to /verificar/{code}, the
// folio and its signature; a folio typed by hand is answered only valid or not valid).
// No session: a plain fetch, no token, no toasts.
import type { CambioVerificado, LicenciaVerificada, VerificacionLicencia } from '../../api/licencias/publicas.schemas';
import { PREFIJO_FOLIO } from '../../domain/cambios/comun';
import { FOLIO_DICTAMEN_RE } from '../../domain/dictamenes/comun';
import { MSG } from '../../domain/common/messages';

/** GET verificar/{codigo} → data: the API's answer. */
export type Verificacion = VerificacionLicencia;
export type EstadoLicencia = LicenciaVerificada['estado'];
export type { CambioVerificado };
export type { AnuncioVerificado } from '../../api/anuncios/impresos';
export type { DictamenVerificado } from '../../api/dictamenes/verificacion.schemas';

export const NO_VALIDA = 'No encontramos una licencia de funcionamiento vigente con ese folio.';
export const SOLO_FOLIO = 'El folio corresponde a una licencia de funcionamiento vigente. Para ver sus datos, escanee el código QR impreso en la licencia.';
export const NO_VALIDA_CAMBIO = 'No encontramos una constancia de cambio aprobado con ese folio.';
export const SOLO_FOLIO_CAMBIO = 'El folio corresponde a un cambio aprobado. Para ver sus datos, escanee el código QR impreso en la constancia.';
export const NO_VALIDO_DICTAMEN = 'No encontramos un dictamen firmado con ese folio.';
export const SOLO_FOLIO_DICTAMEN = 'El folio corresponde a un dictamen firmado. Para ver sus datos, escanee el código QR impreso en el dictamen.';
export const MUNICIPIO = 'H. Ayuntamiento de Othón P. Blanco, Quintana Roo';

/** The folio part of what the page was opened with (the QR's code ends with its signature). */
export function folioDe(codigo: string): string {
  const c = codigo.trim().toUpperCase();
  return /^[A-Z]{2,4}-\d{4}-\d{6,12}-[0-9A-F]{32}$/.test(c) ? c.slice(0, c.lastIndexOf('-')) : c;
}

const PREFIJOS_CAMBIO: readonly string[] = Object.values(PREFIJO_FOLIO);

/** A change request's folio (CNC-2026-000123): its certificate is checked here too. */
export function esFolioCambio(folio: string): boolean {
  return PREFIJOS_CAMBIO.includes(folio.trim().toUpperCase().split('-')[0]);
}

/** A tower's or billboard's folio (TOR-2026-000123, ESP-2026-000123): its signed dictamen is checked here too. */
export function esFolioDictamen(folio: string): boolean {
  return FOLIO_DICTAMEN_RE.test(folio.trim().toUpperCase());
}

/** null when nothing matches (404: not even the shape of a folio); throws with the spec's message otherwise. */
export async function consultarVerificacion(codigo: string, f: typeof fetch = fetch): Promise<Verificacion | null> {
  let res: Response;
  try {
    res = await f(`/api/verificar/${encodeURIComponent(codigo.trim())}`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new Error(MSG.errorConexion);
  }
  if (res.status === 404) return null;
  if (res.status === 429) throw new Error(MSG.demasiadasPeticiones);
  if (!res.ok) throw new Error(MSG.errorServidor);
  const cuerpo = (await res.json()) as { success?: boolean; data?: Verificacion | null };
  return cuerpo.success === false || !cuerpo.data ? null : cuerpo.data;
}

export interface PresentacionEstado {
  titulo: string;
  descripcion: string;
  tono: EstadoLicencia;
}

const PRESENTACION: Record<EstadoLicencia, PresentacionEstado> = {
  vigente: { titulo: 'Vigente', descripcion: 'Esta licencia de funcionamiento es válida.', tono: 'vigente' },
  suspendida: { titulo: 'Suspendida', descripcion: 'Esta licencia de funcionamiento está suspendida y no ampara la operación del establecimiento.', tono: 'suspendida' },
  revocada: { titulo: 'Revocada', descripcion: 'Esta licencia de funcionamiento fue revocada y no es válida.', tono: 'revocada' },
  vencida: { titulo: 'Vencida', descripcion: 'El ejercicio fiscal de esta licencia de funcionamiento terminó; ya no ampara la operación del establecimiento.', tono: 'vencida' },
};

export function presentacionEstado(estado: EstadoLicencia): PresentacionEstado {
  return PRESENTACION[estado];
}

export const tipoLicenciaTexto = (t: string) => (t === 'permanente' ? 'Permanente' : t === 'provisional' ? 'Provisional' : t);
