// What the establishment sign pages read and do, on the spec's URLs (spec 3 §7.1); the types are
// the API's response schemas. Every key starts with 'anuncios', so one invalidation refreshes them all.
import { useQuery } from '@tanstack/react-query';
import type { AnuncioConSolicitudDto, AnuncioDto, SolicitudAnuncioDto } from '../../api/anuncios/anuncios.schemas';
import type { FuentePdf } from '../components/visor';
import { MENSAJES_ANUNCIO } from '../../domain/anuncios/mensajes';
import { api } from '../lib/api';

export type { AnuncioConSolicitudDto, AnuncioDto, SolicitudAnuncioDto };

export const qkAnuncios = {
  todo: ['anuncios'] as const,
  establecimiento: (locacionId: number) => ['anuncios', 'establecimiento', locacionId] as const,
  anuncio: (id: number) => ['anuncios', 'anuncio', id] as const,
};

const valido = (id: number | null | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** GET anuncio/establecimiento/{id}: the establishment's sign requests, each with its signs, newest first. */
export const useSolicitudesAnuncio = (locacionId: number | null, activo = true) =>
  useQuery({
    queryKey: qkAnuncios.establecimiento(locacionId ?? 0),
    queryFn: () => api.get<SolicitudAnuncioDto[]>(`/api/anuncio/establecimiento/${locacionId}`),
    enabled: activo && valido(locacionId),
  });

/** GET anuncio/{id}: a sign with its request (the form's edit mode). */
export const useAnuncio = (id: number | null) =>
  useQuery({
    queryKey: qkAnuncios.anuncio(id ?? 0),
    queryFn: () => api.get<AnuncioConSolicitudDto>(`/api/anuncio/${id}`),
    enabled: valido(id),
    retry: false,
  });

/** The body of POST anuncio and PUT anuncio/{id}: the sign's fields, its rows and its files (base64). */
export type CuerpoAnuncio = Record<string, unknown> & { locacion_id: number };

/** POST anuncio: the sign goes to the establishment's open request (created when there is none). */
export const crearAnuncio = (cuerpo: CuerpoAnuncio) => api.post<{ id: number; solicitud_id: number }>('/api/anuncio', cuerpo);

/** PUT anuncio/{id} ('Anuncio Actualizado exitosamente'). */
export const actualizarAnuncio = (id: number, cuerpo: CuerpoAnuncio) => api.put<unknown>(`/api/anuncio/${id}`, cuerpo);

/** DELETE anuncio/{id} ('Anuncio eliminado exitosamente'). */
export const eliminarAnuncio = (id: number) => api.del<unknown>(`/api/anuncio/${id}`);

/** DELETE anuncio/detalle/{id} ('Anuncio eliminado'): a saved detail row. */
export const eliminarDetalle = (id: number) => api.del<unknown>(`/api/anuncio/detalle/${id}`);

/** POST anuncio/{id}/changestatus with 10: send (or send again) to review; the taxpayer can no longer edit. */
export const enviarSolicitudAnuncio = (solicitudId: number) => api.post<unknown>(`/api/anuncio/${solicitudId}/changestatus`, { estatus_id: 10 });

// The printouts (PDF blobs, spec 3 §7.1).
type Ref = Pick<SolicitudAnuncioDto, 'id' | 'folio' | 'locacion_id'>;

export const formatoAutorizacionPdf = (s: Ref): FuentePdf => ({
  titulo: `Formato de autorización ${s.folio}`,
  ruta: `/api/anuncio/${s.id}/generateformatoautorizacion`,
  metodo: 'POST',
  nombreArchivo: `formato-autorizacion-${s.folio}.pdf`,
  exito: MENSAJES_ANUNCIO.formatoGenerado,
});

export const solicitudImpresaPdf = (s: Ref): FuentePdf => ({
  titulo: `Solicitud de anuncio ${s.folio}`,
  ruta: `/api/anuncio/establecimiento/${s.locacion_id ?? 0}/printRequest/${s.id}`,
  nombreArchivo: `solicitud-anuncio-${s.folio}.pdf`,
});

export const estadoCuentaAnuncioPdf = (s: Ref): FuentePdf => ({
  titulo: `Estado de cuenta ${s.folio}`,
  ruta: `/api/anuncio/${s.id}/getEdoCuentaAnuncio`,
  nombreArchivo: `estado-cuenta-${s.folio}.pdf`,
});

/** Where one request's signs are seen (spec 3 §2.1 establecimientos/anuncios/{idSolicitud}, param establecimiento). */
export const rutaSolicitudAnuncio = (solicitudId: number, locacionId: number) => `/admin/establecimientos/anuncios/${solicitudId}?establecimiento=${locacionId}`;
/** The create-sign form of an establishment (spec 3 §2.1 anuncio/solicitud/{idEstablecimiento}); `anuncio` edits one. */
export const rutaFormAnuncio = (locacionId: number, anuncioId?: number) => `/admin/anuncio/solicitud/${locacionId}${anuncioId ? `?anuncio=${anuncioId}` : ''}`;
