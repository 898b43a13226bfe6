// The map's tile server and what became of its tiles. The server's setting
// MAPA_TILES_URL is the one source: the CSP allows exactly it, and the web reads it here.
import { useQuery } from '@tanstack/react-query';
import type { ConfiguracionPublica } from '../../../api/configuracion/configuracion.schemas';
import { api } from '../../lib/api';

/**
 * 'cargando' until the first tile answers; 'visibles' once one loaded (a later failed tile is a
 * blank square, not a broken map); 'fallan' when tiles fail and none has loaded yet.
 */
export type EstadoTeselas = 'cargando' | 'visibles' | 'fallan';

export function trasTesela(estado: EstadoTeselas, evento: 'carga' | 'error'): EstadoTeselas {
  if (evento === 'carga') return 'visibles';
  return estado === 'visibles' ? 'visibles' : 'fallan';
}

export const AVISO_SIN_MAPA = 'No se pudo cargar el mapa. Aún puede marcar la ubicación: escriba la latitud y la longitud, o haga clic en este recuadro.';
export const AVISO_SIN_MAPA_LECTURA = 'No se pudo cargar el mapa. El marcador indica la ubicación registrada.';

/** The tile URL template, read once per session; null when the server could not say. */
export function useTeselas(): { url: string | undefined; fallo: boolean } {
  const q = useQuery({
    queryKey: ['configuracion'],
    // Silent: when it fails, the map box itself says the map is not available.
    queryFn: () => api.get<ConfiguracionPublica>('/api/configuracion', { silencioso: true }),
    staleTime: Infinity,
    retry: 1,
  });
  return { url: q.data?.mapa.teselas, fallo: q.isError };
}
