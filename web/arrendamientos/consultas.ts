// What the lease pages read and do on the spec's URLs (spec 3 §7.6). Every key starts with
// 'arrendamientos', so one invalidation refreshes the list after any move.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, subirArchivo } from '../lib/api';
import { consultaArrendamientos, cuerpoMultipart } from './filtros';
import type { Arrendamiento, FiltrosArrendamiento, GiroArrendamientoDto, LocacionMercadoDto, PaginaArrendamientos } from './tipos';

export const qkArrendamientos = {
  todo: ['arrendamientos'] as const,
  pagina: (contribuyente: number, f: FiltrosArrendamiento & { page: number }) => ['arrendamientos', 'pagina', contribuyente, f] as const,
  locaciones: (contribuyente: number) => ['arrendamientos', 'locaciones', contribuyente] as const,
  giros: ['arrendamientos', 'giros'] as const,
};

const RUTA = '/api/solicitudArrendamiento';

/** GET solicitudArrendamiento/{taxpayerId}: a page of 10 of the taxpayer's lease requests. */
export function usePaginaArrendamientos(contribuyente: number, f: FiltrosArrendamiento & { page: number }) {
  return useQuery({
    queryKey: qkArrendamientos.pagina(contribuyente, f),
    queryFn: () => api.get<PaginaArrendamientos>(`${RUTA}/${contribuyente}?${consultaArrendamientos(f)}`),
    placeholderData: keepPreviousData,
    enabled: contribuyente > 0,
  });
}

/** GET solicitudArrendamiento/getLocacion/{taxpayerId}: the taxpayer's establishments in a market. */
export const useLocaciones = (contribuyente: number, activa: boolean) =>
  useQuery({
    queryKey: qkArrendamientos.locaciones(contribuyente),
    queryFn: () => api.get<LocacionMercadoDto[]>(`${RUTA}/getLocacion/${contribuyente}`),
    enabled: activa && contribuyente > 0,
  });

/** GET solicitudArrendamiento/cat/getgiro. */
export const useGiros = (activa: boolean) =>
  useQuery({ queryKey: qkArrendamientos.giros, queryFn: () => api.get<GiroArrendamientoDto[]>(`${RUTA}/cat/getgiro`), enabled: activa, staleTime: 5 * 60_000 });

export interface CuerpoSolicitud {
  establecimiento_id: number;
  giro_id: number;
  docSolicitud: File | null;
  docAltaSat: File | null;
}

/** POST SolicitudArrendamiento (new) or PUT SolicitudArrendamiento/{id} (files optional when stored). */
export function guardarSolicitud(id: number | null, c: CuerpoSolicitud, op: { exito?: boolean } = {}) {
  const datos = cuerpoMultipart({ establecimiento_id: c.establecimiento_id, giro_id: c.giro_id }, { docSolicitud: c.docSolicitud, docAltaSat: c.docAltaSat });
  return id === null ? api.post<Arrendamiento>('/api/SolicitudArrendamiento', datos, op) : api.put<Arrendamiento>(`/api/SolicitudArrendamiento/${id}`, datos, op);
}

/** POST solicitudArrendamiento/validarSolicitud/{id}: send (or resend) the request to Mercados. */
export const enviarSolicitud = (id: number) => api.post<Arrendamiento>(`${RUTA}/validarSolicitud/${id}`);

export interface CuerpoContrato {
  fecha_inicio: string;
  fecha_fin: string;
  renta_mes: string;
  arrendatario_nombre?: string;
  arrendatario_rfc?: string;
  arrendatario_correo?: string;
  docContrato_arrendamiento: File | null;
}

/** POST solicitudArrendamiento/guardarcontrato (first time) or actualizarcontrato (while it is 15). */
export function guardarContrato(id: number, nuevo: boolean, c: CuerpoContrato, op: { exito?: boolean } = {}) {
  const { docContrato_arrendamiento, ...campos } = c;
  const datos = cuerpoMultipart({ id, ...campos }, { docContrato_arrendamiento });
  return api.post<Arrendamiento>(`${RUTA}/${nuevo ? 'guardarcontrato' : 'actualizarcontrato'}`, datos, op);
}

/** POST solicitudArrendamiento/validarContrato/{id}: send (or resend) the contract to Mercados. */
export const enviarContrato = (id: number) => api.post<Arrendamiento>(`${RUTA}/validarContrato/${id}`);

/** POST solicitudArrendamiento/archivo/solidPago/{id} {docSolidPago, id_recibo_pago?}. */
export function subirReciboPago(id: number, archivo: File, idRecibo: number | null, alProgreso?: (n: number) => void) {
  return subirArchivo<Arrendamiento>(`${RUTA}/archivo/solidPago/${id}`, cuerpoMultipart({ id_recibo_pago: idRecibo }, { docSolidPago: archivo }), alProgreso);
}
