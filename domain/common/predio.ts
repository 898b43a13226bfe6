// The cadastral key of a property and what it allows (spec 1 §3, §4.7, §5.5; spec 3 §5.1): the
// licence, renewals, signs, towers, billboards and land use all open their forms with it.
import { MSG } from './messages';

export const CLAVE_CATASTRAL_LEN = 17; // spec 1 §5.5
export const CLAVES_ESPECIALES = ['DONATIVO', 'ZONA FEDERAL', 'MERCADO'] as const;

/** spec 1 §4.7 'No cuento con clave catastral' (or the donation flag). */
export function esDonativo(d: { donativo?: boolean | null; no_cuento_clave?: boolean | null }): boolean {
  return Boolean(d.donativo || d.no_cuento_clave);
}

export type ClaveEspecial = 'DONATIVO' | 'ZONA FEDERAL' | 'MERCADO';

/** Upper case and trimmed; a masked numeric key (spaces, dashes, dots) keeps only its digits. */
export function normalizarClaveCatastral(v: string | null | undefined): string {
  const t = (v ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  return /^[\d\s.-]+$/.test(t) ? t.replace(/\D/g, '') : t;
}

export function claveEspecial(clave: string | null | undefined): ClaveEspecial | null {
  const c = normalizarClaveCatastral(clave);
  return c === 'DONATIVO' || c === 'ZONA FEDERAL' || c === 'MERCADO' ? c : null;
}

export function esClaveCatastral17(clave: string | null | undefined): boolean {
  return new RegExp(`^\\d{${CLAVE_CATASTRAL_LEN}}$`).test(normalizarClaveCatastral(clave));
}

export interface DatosClave {
  clave_catastral?: string | null;
  donativo?: boolean | null;
  no_cuento_clave?: boolean | null;
  zona_federal?: boolean | null;
  /** market opening or renewal (tipo_local_id 2) */
  mercado?: boolean | null;
}

export interface EstadoClave {
  tipo: 'donativo' | 'zona_federal' | 'mercado' | 'catastral';
  /** spec 1 §5.5: free text instead of the 17-digit mask */
  textoLibre: boolean;
  /** the key must be found in the cadastre and its property tax paid before the form unlocks */
  consultaCatastro: boolean;
  valida: boolean;
  /** the field's message when not valid */
  mensaje: string | null;
}

/** spec 1 §4.7, §5.5: what the key field accepts and whether the cadastre and property tax are checked. */
export function estadoClave(d: DatosClave): EstadoClave {
  const clave = normalizarClaveCatastral(d.clave_catastral);
  // The flags decide, not the text: 'DONATIVO' typed into a plain key is still not 17 digits.
  const tipo: EstadoClave['tipo'] = d.zona_federal ? 'zona_federal' : d.mercado ? 'mercado' : esDonativo(d) ? 'donativo' : 'catastral';
  const textoLibre = tipo !== 'catastral';
  if (!clave) return { tipo, textoLibre, consultaCatastro: !textoLibre, valida: false, mensaje: MSG.requerido };
  if (textoLibre) return { tipo, textoLibre, consultaCatastro: false, valida: true, mensaje: null };
  const valida = esClaveCatastral17(clave);
  return { tipo, textoLibre, consultaCatastro: true, valida, mensaje: valida ? null : MSG.longitudDigitos(CLAVE_CATASTRAL_LEN) };
}

/**
 * spec 1 §4.7 'No cuento con clave catastral': ticking sets the key to DONATIVO and donativo true,
 * unless the key is MERCADO or ZONA FEDERAL (then nothing changes); unticking clears the key it set.
 */
export function marcarDonativo(claveActual: string | null | undefined, marcado: boolean): { clave_catastral: string; donativo: boolean } {
  const clave = normalizarClaveCatastral(claveActual);
  const especial = claveEspecial(clave);
  const protegida = especial === 'MERCADO' || especial === 'ZONA FEDERAL';
  if (marcado) return protegida ? { clave_catastral: clave, donativo: false } : { clave_catastral: 'DONATIVO', donativo: true };
  return { clave_catastral: especial === 'DONATIVO' ? '' : clave, donativo: false };
}

/** spec 1 §4.7: ticking zona federal sets the key to ZONA FEDERAL; unticking clears it. */
export function marcarZonaFederal(claveActual: string | null | undefined, marcado: boolean): { clave_catastral: string; zona_federal: boolean } {
  const clave = normalizarClaveCatastral(claveActual);
  if (marcado) return { clave_catastral: 'ZONA FEDERAL', zona_federal: true };
  return { clave_catastral: claveEspecial(clave) === 'ZONA FEDERAL' ? '' : clave, zona_federal: false };
}

/** spec 1 §4.7: property tax must be paid (ads, renewals) unless the key is DONATIVO, MERCADO or ZONA FEDERAL. */
export function requierePagoPredial(clave: string | null | undefined): boolean {
  return claveEspecial(clave) === null;
}
