// The list's filters (spec 3 §2.1: Folio, Clave Catastral and, for staff, Estatus), kept in the
// browser under the list's key with the drafts' prefix, so signing out forgets them too. Pure
// apart from the storage it is given; unit tested.
import { borrarBorrador, escribirBorrador, leerBorrador } from '../lib/borradores';
import { FILTROS_VACIOS, type BaseDictamen, type ClaveFiltrosDictamen, type Filtros } from './tipos';

const clave = (c: ClaveFiltrosDictamen) => `filtros-dictamen.${c}`;

/** The filters as they were left; empty when none or unreadable. */
export function leerFiltros(almacen: Storage | null, c: ClaveFiltrosDictamen): Filtros {
  const b = almacen ? leerBorrador<Partial<Filtros>>(almacen, clave(c)) : null;
  const v = b?.valores ?? {};
  const estatus = typeof v.estatus === 'number' && Number.isInteger(v.estatus) ? v.estatus : null;
  return { folio: typeof v.folio === 'string' ? v.folio : '', clave_catastral: typeof v.clave_catastral === 'string' ? v.clave_catastral : '', estatus };
}

/** Keeps the filters; empty ones are forgotten. */
export function guardarFiltros(almacen: Storage | null, c: ClaveFiltrosDictamen, f: Filtros): void {
  if (!almacen) return;
  if (!hayFiltros(f)) borrarBorrador(almacen, clave(c));
  else escribirBorrador(almacen, clave(c), f);
}

export const hayFiltros = (f: Filtros) => f.folio.trim() !== '' || f.clave_catastral.trim() !== '' || f.estatus !== null;

/** Folio in capitals, the key as digits only (17 at most). */
export function normalizarFiltros(f: Filtros): Filtros {
  return { folio: f.folio.trim().toUpperCase(), clave_catastral: f.clave_catastral.replace(/\D/g, '').slice(0, 17), estatus: f.estatus };
}

/**
 * The query string of GET {base}: towers spell the key `clv_catrastral` (spec 3 §7.4), billboards
 * `clv_catastral` (§7.5); empty filters are left out.
 */
export function consultaDe(base: BaseDictamen, f: Filtros & { page: number }): string {
  const p = new URLSearchParams({ page: String(Math.max(1, Math.trunc(f.page) || 1)) });
  const n = normalizarFiltros(f);
  if (n.folio) p.set('folio', n.folio);
  if (n.clave_catastral) p.set(base === '/solicitud_torres' ? 'clv_catrastral' : 'clv_catastral', n.clave_catastral);
  if (n.estatus !== null) p.set('estatus', String(n.estatus));
  return p.toString();
}

export { FILTROS_VACIOS };
