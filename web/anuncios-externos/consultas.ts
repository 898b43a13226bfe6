// What the public-road sign pages read and do, on the spec's URLs (spec 3 §7.2 anuncioexterno); the
// types are the API's response schemas. Every key starts with 'anuncios-externos', so one
// invalidation refreshes them all.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArchivoBase64, FilaAnuncio } from '../../domain/anuncios/schema';
import type { FuentePdf } from '../components/visor';
import { MENSAJES_ANUNCIO } from '../../domain/anuncios/mensajes';
import { api } from '../lib/api';
import { consultaDe, type FiltrosAnunciosExternos } from './filtros';
import type { PaginaSolicitudesExternas, PredioAnuncio, SolicitudExterna } from './tipos';

export const qkExt = {
  todo: ['anuncios-externos'] as const,
  lista: (f: FiltrosAnunciosExternos) => ['anuncios-externos', 'lista', f] as const,
  solicitud: (id: number) => ['anuncios-externos', 'solicitud', id] as const,
};

const R = '/api/anuncioexterno';
const valido = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** GET anuncioexterno/contribuyente?clave_catastral_find&folio&page: the taxpayer's requests, paged. */
export const useSolicitudesExternas = (f: FiltrosAnunciosExternos, activa = true) =>
  useQuery({
    queryKey: qkExt.lista(f),
    queryFn: () => api.get<PaginaSolicitudesExternas>(`${R}/contribuyente?${consultaDe(f)}`),
    enabled: activa,
    placeholderData: keepPreviousData,
  });

/** GET anuncioexterno/{id}: one request with its signs and documents. */
export const useSolicitudExterna = (id: number | null | undefined, activa = true) =>
  useQuery({
    queryKey: qkExt.solicitud(id ?? 0),
    queryFn: () => api.get<SolicitudExterna>(`${R}/${id}`),
    enabled: activa && valido(id),
  });

/** GET anuncioexterno/searchByClaveCatastral/{clave}: the cadastre's address and the property tax, or 0. */
export const buscarPredio = (clave: string) => api.get<{ resultados: PredioAnuncio | 0 }>(`${R}/searchByClaveCatastral/${encodeURIComponent(clave)}`, { silencioso: true });

/** The sign's fields as the form sends them (spec 3 §3.2). */
export interface AnuncioEnviado {
  forma_instalacion: string;
  tipo_instalacion?: string | null;
  iluminado: boolean;
  contenido?: string | null;
  temporal: boolean;
  fecha_inicio?: string | null;
  fecha_fin?: string | null;
  renovacion: boolean;
  periodo_renovacion: number[];
  tiene_cambio: boolean;
  cambio_texto?: string | null;
  anuncio_detalle: FilaAnuncio[];
  archivos: Partial<Record<string, ArchivoBase64 | null>>;
}

/** The request's own fields (updatesolicitud). */
export interface SolicitudEnviada {
  tipo_propiedad_id: number | null;
  identificacion_predio?: string | null;
  domicilio?: Record<string, unknown> | null;
  archivos: Partial<Record<string, ArchivoBase64 | null>>;
}

/** POST anuncioexterno: the request with its first sign ('Solicitud de anuncio en vía pública registrado exitosamente'). */
export const crearSolicitud = (cuerpo: SolicitudEnviada & Omit<AnuncioEnviado, 'archivos'> & { clave_catastral: string | null; no_folio: boolean }) =>
  api.post<{ id: number; anuncio_id: number }>(R, cuerpo);

/** POST anuncioexterno/createanuncio: another sign of the request ('Anuncio registrado exitosamente'). */
export const crearAnuncio = (solicitudId: number, a: AnuncioEnviado) => api.post<{ id: number }>(`${R}/createanuncio`, { ...a, solicitud_anuncio_externo_id: solicitudId });

/** PUT anuncioexterno/{id}: a sign ('Anuncio Actualizado exitosamente'). */
export const actualizarAnuncio = (anuncioId: number, a: AnuncioEnviado) => api.put(`${R}/${anuncioId}`, a);

/** POST anuncioexterno/{id}/updatesolicitud ('Solicitud actualizada exitosamente'). */
export const actualizarSolicitud = (solicitudId: number, s: SolicitudEnviada) => api.post(`${R}/${solicitudId}/updatesolicitud`, s);

/** DELETE anuncioexterno/{id}: a sign ('Anuncio eliminado exitosamente'). */
export const eliminarAnuncio = (anuncioId: number) => api.del(`${R}/${anuncioId}`);

/** DELETE anuncioexterno/{id}/detalle: a detail row ('Anuncio eliminado'). */
export const eliminarDetalle = (detalleId: number) => api.del(`${R}/${detalleId}/detalle`);

/** POST anuncioexterno/{id}/changestatus with 10: send (or send again) to review; no more edits. */
export const enviarSolicitud = (solicitudId: number) => api.post(`${R}/${solicitudId}/changestatus`, { solicitud: solicitudId, estatus_id: 10 });

// The printouts (PDF blobs, spec 3 §7.2).
type Ref = Pick<SolicitudExterna, 'id' | 'folio'>;

export const formatoAutorizacionPdf = (s: Ref): FuentePdf => ({
  titulo: `Formato de autorización ${s.folio}`,
  ruta: `${R}/${s.id}/generateformatoautorizacion`,
  metodo: 'POST',
  nombreArchivo: `formato-autorizacion-${s.folio}.pdf`,
  exito: MENSAJES_ANUNCIO.formatoGenerado,
});

export const solicitudImpresaPdf = (s: Ref): FuentePdf => ({
  titulo: `Solicitud impresa ${s.folio}`,
  ruta: `${R}/establecimiento/printRequest/${s.id}`,
  nombreArchivo: `solicitud-${s.folio}.pdf`,
});

export const estadoCuentaAnuncioPdf = (s: Ref): FuentePdf => ({
  titulo: `Estado de cuenta ${s.folio}`,
  ruta: `${R}/${s.id}/getEdoCuentaAnuncio`,
  nombreArchivo: `estado-cuenta-${s.folio}.pdf`,
});
