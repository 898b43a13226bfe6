// What the rights-assignment pages read and do on the spec's URLs (spec 3 §7.7). Every key starts
// with 'cesiones', so one invalidation refreshes the list after any move.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EstadoCuentaDto } from '../../api/pagos/estados-cuenta.dto';
import { api, subirArchivo } from '../lib/api';
import { consultaCesiones, cuerpoMultipart } from './filtros';
import type { Cesion, FiltrosCesion, LocacionMercadoDto, PaginaCesiones } from './tipos';

export const qkCesiones = {
  todo: ['cesiones'] as const,
  pagina: (contribuyente: number, f: FiltrosCesion & { page: number }) => ['cesiones', 'pagina', contribuyente, f] as const,
  locaciones: (contribuyente: number) => ['cesiones', 'locaciones', contribuyente] as const,
  estadoCuenta: (id: number) => ['cesiones', 'estado-cuenta', id] as const,
};

const EXTERNO = '/api/cesion-DerechoExterno';

/** GET cesion-DerechoExterno/getAllSolicitudes/{taxpayerId}: a page of 10 of the taxpayer's assignments. */
export function usePaginaCesiones(contribuyente: number, f: FiltrosCesion & { page: number }) {
  return useQuery({
    queryKey: qkCesiones.pagina(contribuyente, f),
    queryFn: () => api.get<PaginaCesiones>(`${EXTERNO}/getAllSolicitudes/${contribuyente}?${consultaCesiones(f)}`),
    placeholderData: keepPreviousData,
    enabled: contribuyente > 0,
  });
}

/** GET solicitudArrendamiento/getLocacion/{taxpayerId}: the establishments in a market and the stalls held there. */
export const useLocacionesCesion = (contribuyente: number, activa: boolean) =>
  useQuery({
    queryKey: qkCesiones.locaciones(contribuyente),
    queryFn: () => api.get<LocacionMercadoDto[]>(`/api/solicitudArrendamiento/getLocacion/${contribuyente}`),
    enabled: activa && contribuyente > 0,
  });

/** The 1760 statement (GET estadocuenta/{id}): the kit's gateway needs its folio and status. */
export const useEstadoCuentaCesion = (id: number | null) =>
  useQuery({
    queryKey: qkCesiones.estadoCuenta(id ?? 0),
    queryFn: () => api.get<EstadoCuentaDto>(`/api/estadocuenta/${id}`, { silencioso: true }),
    enabled: id !== null && id > 0,
  });

export interface CuerpoCesion {
  locacion: number;
  id_local_mercado: number;
  rfc: string;
  familiar: boolean;
  archivos: Record<string, File | null>;
}

/** POST cesionDerechoExterno (new) or PUT cesionDerechoExterno/{id} (files optional when stored). */
export function guardarCesion(id: number | null, c: CuerpoCesion, op: { exito?: boolean } = {}) {
  const datos = cuerpoMultipart({ locacion: c.locacion, id_local_mercado: c.id_local_mercado, rfc: c.rfc, familiar: c.familiar ? 1 : 0 }, c.archivos);
  return id === null ? api.post<Cesion>('/api/cesionDerechoExterno', datos, op) : api.put<Cesion>(`/api/cesionDerechoExterno/${id}`, datos, op);
}

/** POST cesion-DerechoExterno/aprovarSolicitud/{id}: send (or resend) the request to Mercados. */
export const enviarCesion = (id: number) => api.post<Cesion>(`${EXTERNO}/aprovarSolicitud/${id}`);

/** POST cesion-DerechoExterno/subirArchivoSolidPago/{id} {docSolidPago, id_recibo_pago?}. */
export function subirReciboCesion(id: number, archivo: File, idRecibo: number | null, alProgreso?: (n: number) => void) {
  return subirArchivo<Cesion>(`${EXTERNO}/subirArchivoSolidPago/${id}`, cuerpoMultipart({ id_recibo_pago: idRecibo }, { docSolidPago: archivo }), alProgreso);
}

/** Mercados: POST cesion-Derecho/guardarDocGen/{id} generates the authorization format. */
export const generarFormatoCesion = (id: number) => api.post<unknown>(`/api/cesion-Derecho/guardarDocGen/${id}`);

/** Mercados: POST cesion-Derecho/subirArchivoAutoSec/{id} {docAutorizacion} — the secretary's signed authorization. */
export const subirAutorizacionCesion = (id: number, archivo: File, alProgreso?: (n: number) => void) =>
  subirArchivo<unknown>(`/api/cesion-Derecho/subirArchivoAutoSec/${id}`, cuerpoMultipart({}, { docAutorizacion: archivo }), alProgreso);
