// What the towers' and billboards' pages read and do on the spec's URLs (spec 3 §7.4–7.5). Every
// key starts with 'dictamenes' and the base, so one invalidation refreshes a procedure's pages.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { consultaDe } from './filtros';
import type { BaseDictamen, Filtros, PaginaDictamen } from './tipos';

export const qkDictamen = {
  todo: ['dictamenes'] as const,
  de: (base: BaseDictamen) => ['dictamenes', base] as const,
  pagina: (base: BaseDictamen, f: Filtros & { page: number }) => ['dictamenes', base, 'pagina', f] as const,
  uno: (base: BaseDictamen, id: number) => ['dictamenes', base, 'uno', id] as const,
  domicilios: (base: BaseDictamen) => ['dictamenes', base, 'domicilios'] as const,
};

export const rutaApi = (base: BaseDictamen) => `/api${base}`;
const valido = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** GET {base}?folio&clave&estatus&page: a page of 9 requests (the taxpayer's own; staff: all). */
export function usePaginaDictamen<T = unknown>(base: BaseDictamen, f: Filtros & { page: number }) {
  return useQuery({
    queryKey: qkDictamen.pagina(base, f),
    queryFn: () => api.get<PaginaDictamen<T>>(`${rutaApi(base)}?${consultaDe(base, f)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET {base}/{id}: one request. */
export function useDictamen<T = unknown>(base: BaseDictamen, id: number | null | undefined) {
  return useQuery({
    queryKey: qkDictamen.uno(base, id ?? 0),
    queryFn: () => api.get<T>(`${rutaApi(base)}/${id}`),
    enabled: valido(id),
  });
}

/** An address the taxpayer already has (their establishments' and their profile's). */
export interface DomicilioConocido {
  etiqueta: string;
  clave_catastral: string | null;
  codigo_postal: string | null;
  localidad_id: number | null;
  colonia_id: number | null;
  calle_id: number | null;
  numero_exterior: string | null;
  numero_interior: string | null;
}

/** GET {base}/getDomicilios. */
export const useDomiciliosDictamen = (base: BaseDictamen, activa = true) =>
  useQuery({ queryKey: qkDictamen.domicilios(base), queryFn: () => api.get<DomicilioConocido[]>(`${rutaApi(base)}/getDomicilios`, { silencioso: true }), enabled: activa });

/** POST {base}/{id}/changeStatus: the taxpayer sends (10); staff move the chain (16, 3, 4) or return it (5 with the reason). */
export const cambiarEstatus = (base: BaseDictamen, id: number, estatus_revision: number, motivo_rechazo?: string) =>
  api.post(`${rutaApi(base)}/${id}/changeStatus`, motivo_rechazo === undefined ? { estatus_revision } : { estatus_revision, motivo_rechazo });

/** POST {base}/{id}/firmarDocumento ('Dictamen Firmado'). */
export const firmarDictamen = (base: BaseDictamen, id: number) => api.post(`${rutaApi(base)}/${id}/firmarDocumento`, { documento_firmado: true });

/** DELETE {base}/{id} ('Solicitud eliminada exitosamente'). */
export const eliminarDictamen = (base: BaseDictamen, id: number) => api.del(`${rutaApi(base)}/${id}`);
