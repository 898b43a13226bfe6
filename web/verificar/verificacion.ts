// The public check of a licence (the QR printed on every licence leads to /verificar/{folio}).
// No session: a plain fetch, no token, no toasts.
import type { VerificacionLicencia } from '../../api/licencias/licencias.schemas';
import { MSG } from '../../domain/common/messages';

/** GET verificar/{folio} → data: the API's answer. */
export type Verificacion = VerificacionLicencia;
export type EstadoLicencia = Verificacion['estado'];

export const NO_ENCONTRADA = 'No encontramos una licencia con ese folio.';
export const MUNICIPIO = 'H. Ayuntamiento de Othón P. Blanco, Quintana Roo';

/** null when there is no licence with that folio (404); throws with the spec's message otherwise. */
export async function consultarVerificacion(folio: string, f: typeof fetch = fetch): Promise<Verificacion | null> {
  let res: Response;
  try {
    res = await f(`/api/verificar/${encodeURIComponent(folio.trim())}`, { headers: { Accept: 'application/json' } });
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
  tono: 'vigente' | 'suspendida' | 'revocada' | 'en_tramite';
}

const PRESENTACION: Record<EstadoLicencia, PresentacionEstado> = {
  vigente: { titulo: 'Vigente', descripcion: 'Esta licencia de funcionamiento es válida.', tono: 'vigente' },
  suspendida: { titulo: 'Suspendida', descripcion: 'Esta licencia de funcionamiento está suspendida y no ampara la operación del establecimiento.', tono: 'suspendida' },
  revocada: { titulo: 'Revocada', descripcion: 'Esta licencia de funcionamiento fue revocada y no es válida.', tono: 'revocada' },
  en_tramite: { titulo: 'En trámite', descripcion: 'La licencia aún está en trámite: todavía no ha sido expedida.', tono: 'en_tramite' },
};

export function presentacionEstado(estado: string): PresentacionEstado {
  return PRESENTACION[estado as EstadoLicencia] ?? PRESENTACION.en_tramite;
}

export const tipoLicenciaTexto = (t: string) => (t === 'permanente' ? 'Permanente' : t === 'provisional' ? 'Provisional' : t);
