// What the change of address's panel, dialogs and movements page read and do through their spec
// URLs (spec 2 §7 group cambiodomicilio, the movements and the land-use receipt); the types are
// the API's response schemas.
import { useQuery } from '@tanstack/react-query';
import { CAMBIO } from '../../../domain/cambios/comun';
import type { CambioDomicilioDto, DataDomicilioDto, MovimientoDto } from '../../../api/cambios/domicilio/domicilio.schemas';
import { api, solicitar } from '../../lib/api';
import { qkCambios } from '../comun/consultas';
import { formDataCambio, formDataDocumentos } from '../comun/enviar';

export type { CambioDomicilioDto, DataDomicilioDto, MovimientoDto };

const G = '/api/cambiodomicilio';

export const useDataDomicilio = (locacionId: number) =>
  useQuery({ queryKey: ['cambios', CAMBIO.DOMICILIO, 'data', locacionId], queryFn: () => api.get<DataDomicilioDto>(`${G}/getDataDomicilio/${locacionId}`) });

export const useCambiosDomicilio = (locacionId: number) =>
  useQuery({ queryKey: qkCambios.solicitudes(CAMBIO.DOMICILIO, locacionId), queryFn: () => api.get<CambioDomicilioDto[]>(`${G}/getSolicitudesCambioDomicilio/${locacionId}`) });

export const useMovimientos = (licenciaId: number) =>
  useQuery({
    queryKey: ['cambios', CAMBIO.DOMICILIO, 'movimientos', licenciaId],
    queryFn: () => api.get<MovimientoDto[]>(`/api/licencia_movimiento/${licenciaId}/getmovementsbytype?tipo_movimiento_id=2`),
    enabled: Number.isInteger(licenciaId) && licenciaId > 0,
  });

/** spec 2 §7 setSolicitudCambioDomicilio (new) or updateSolicitudCambioDomicilio (existing), files as files[code][...]. */
export const guardarCambioDomicilio = (locacionId: number, id: number | null, campos: Record<string, unknown>, archivos: ReadonlyMap<string, File>) =>
  solicitar<{ id: number }>('POST', id === null ? `${G}/setSolicitudCambioDomicilio/${locacionId}` : `${G}/updateSolicitudCambioDomicilio/${locacionId}/${id}`, {
    cuerpo: formDataCambio({ id: id ?? 0, ...campos }, archivos),
  });

/** spec 2 §7 storeFiles: documents first, then photos (each batch with its own message). */
export const guardarArchivosDomicilio = (locacionId: number, id: number, archivos: ReadonlyMap<string, File>) =>
  api.post<CambioDomicilioDto>(`${G}/storeFiles/${locacionId}/${id}`, formDataDocumentos(archivos, id));

export const enviarCambioDomicilio = (locacionId: number, id: number) =>
  api.post<CambioDomicilioDto>(`${G}/changeStatusSolicitudCambioDomicilio/${locacionId}/${id}`, { estatus_id: 10 }, { exito: false });

export const eliminarCambioDomicilio = (locacionId: number, id: number) => api.post(`${G}/deleteSolicitudCambioDomicilio/${locacionId}/${id}`, undefined, { exito: false });

/** spec 2 §7 uploadReciboPagoCambioDomicilioDU/{x}: the land-use receipt (code recibo_pago_uso_suelo). */
export function subirReciboDU(solicitudId: number, archivo: File) {
  const datos = new FormData();
  datos.append('file', archivo, archivo.name);
  datos.append('code', 'recibo_pago_uso_suelo');
  return api.post<CambioDomicilioDto>(`/api/licencia/${solicitudId}/uploadReciboPagoCambioDomicilioDU`, datos);
}

/** spec 2 §7 createnewmovement (form data). */
export const crearMovimiento = (licenciaId: number, campos: Record<string, unknown>, archivos: ReadonlyMap<string, File>) =>
  api.post<{ id: number }>(`/api/licencia_movimiento/${licenciaId}/createnewmovement`, formDataCambio({ tipo_movimiento_id: 2, ...campos }, archivos));
