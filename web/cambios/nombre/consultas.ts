// What the trade-name change's panel reads and does through its spec URLs (spec 2 §7 group
// cambioNombreComercial/{locacionId}); the types are the API's response schemas.
import { useQuery } from '@tanstack/react-query';
import { CAMBIO } from '../../../domain/cambios/comun';
import type { CambioNombreDto, CambiosNombreDto, LicenciaActualDto } from '../../../api/cambios/nombre/nombre.schemas';
import { api, solicitar } from '../../lib/api';
import { qkCambios } from '../comun/consultas';
import { formDataCambio } from '../comun/enviar';

export type { CambioNombreDto, CambiosNombreDto };

const G = (locacionId: number) => `/api/cambioNombreComercial/${locacionId}`;

export const useCambiosNombre = (locacionId: number) =>
  useQuery({
    queryKey: qkCambios.solicitudes(CAMBIO.NOMBRE, locacionId),
    queryFn: () => api.get<CambiosNombreDto>(`${G(locacionId)}/getCambioNombreComercial`),
  });

/**
 * spec 2 §2 '¿Tiene licencia de año actual?': the portal knows it, so it is read, not asked — the
 * server's answer and its message (no toast: the panel says it).
 */
export async function consultarLicenciaActual(locacionId: number): Promise<{ encontrada: boolean; mensaje: string }> {
  try {
    const r = await solicitar<LicenciaActualDto>('GET', `${G(locacionId)}/licenciaActual`, { silencioso: true });
    return { encontrada: r.data.encontrada, mensaje: r.message ?? '' };
  } catch (e) {
    return { encontrada: false, mensaje: e instanceof Error ? e.message : '' };
  }
}

export const guardarCambioNombre = (locacionId: number, id: number | null, nuevo: string, archivos: ReadonlyMap<string, File>) =>
  api.post<CambioNombreDto>(
    id === null ? `${G(locacionId)}/create` : `${G(locacionId)}/updateCambioNombreComercial/${id}`,
    formDataCambio(id === null ? { id: locacionId, nuevo_nombre_comercial: nuevo } : { nuevo_nombre_comercial: nuevo }, archivos),
  );

export const enviarCambioNombre = (locacionId: number, id: number) =>
  api.post<CambioNombreDto>(`${G(locacionId)}/chageEstatusNombreComercial/${id}`, { estatus_id: 10 }, { exito: false });

export const eliminarCambioNombre = (locacionId: number, id: number) => api.post(`${G(locacionId)}/deleteSolicitudCambioNombreComercial/${id}`, undefined, { exito: false });

export const notificarPagoNombre = (locacionId: number, id: number) =>
  api.post<CambioNombreDto>(`${G(locacionId)}/notificarPagoRealizadoNombreComercial/${id}`, { pago_realizado: true }, { exito: false });

export const useLicenciaActual = (locacionId: number) =>
  useQuery({ queryKey: [...qkCambios.solicitudes(CAMBIO.NOMBRE, locacionId), 'licencia-actual'], queryFn: () => consultarLicenciaActual(locacionId) });
