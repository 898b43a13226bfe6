// What the towers' and billboards' pages read of a request (spec 3 §3.4–3.5, §4.4): the part of
// the DTO both procedures share (the API's comunDictamenSchema is the one source), the list's
// filters and its page.
import type { ComunDictamenDto } from '../../api/dictamenes/comun.schemas';

export type BaseDictamen = '/solicitud_torres' | '/solicitud_espectaculares';
export type ClaveFiltrosDictamen = 'torres' | 'espectaculares';

export type DictamenComun = ComunDictamenDto;
export type { AccionesDictamen, ArchivoDictamenDto as ArchivoDictamen } from '../../api/dictamenes/comun.schemas';

/** The list's filters (spec 3 §2.1): kept in the browser under the list's key. */
export interface Filtros {
  folio: string;
  clave_catastral: string;
  /** staff only: FILTROS_ESTATUS_DICTAMEN */
  estatus: number | null;
}

export const FILTROS_VACIOS: Filtros = { folio: '', clave_catastral: '', estatus: null };

/** GET {base}: a page of 9 (spec 3 §7.4–7.5). */
export interface PaginaDictamen<T> {
  data: T[];
  current_page: number;
  from: number | null;
  last_page: number;
  per_page: number;
  total: number;
}
