// The answers of the tower routes (spec 3 §3.4, §7.4): the API's response schemas are the one source.
import type { TorreDto } from '../../api/torres/torres.schemas';
import type { ArchivoDictamen, PaginaDictamen } from '../dictamenes';

export type Torre = TorreDto;
export type PaginaTorres = PaginaDictamen<Torre>;

/** The stored file of a slot (`<slot>_file`), or null. */
export function archivoDe(t: Torre, slot: string): ArchivoDictamen | null {
  const v = (t as unknown as Record<string, unknown>)[`${slot}_file`];
  return v && typeof v === 'object' ? (v as ArchivoDictamen) : null;
}
