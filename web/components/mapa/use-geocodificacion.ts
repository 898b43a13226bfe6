import { useCallback, useRef, useState } from 'react';
import { mensajeGeocodificacion, type DireccionGeocodificada } from '../../../domain/common/geocodificacion';
import { api } from '../../lib/api';
import type { Posicion } from './coordenadas';
import { estadoDeFallo, rutaGeocodificacion, type ResultadoGeocodificacion } from './geocodificacion';

/** Where the last click's look-up stands: what the person reads under the map. */
export type EstadoBusqueda =
  | { fase: 'inactiva' }
  | { fase: 'buscando' }
  | { fase: 'hallada'; direccion: DireccionGeocodificada }
  /** spec 1 §8: 'No results found' or 'Geocoder failed due to: {status}' */
  | { fase: 'aviso'; mensaje: string };

/**
 * Reverse geocoding of a clicked point (spec 1 §7.6). `buscar` resolves with the address, or null
 * when there is none or a later click has superseded it (only the last click may fill the form).
 * Quiet: its outcome is said under the map, not in a toast.
 */
export function useGeocodificacion() {
  const [estado, setEstado] = useState<EstadoBusqueda>({ fase: 'inactiva' });
  const ultima = useRef(0);

  const buscar = useCallback(async (p: Posicion): Promise<DireccionGeocodificada | null> => {
    const esta = ++ultima.current;
    setEstado({ fase: 'buscando' });
    let r: ResultadoGeocodificacion | null = null;
    let aviso = '';
    try {
      r = await api.get<ResultadoGeocodificacion>(rutaGeocodificacion(p), { silencioso: true });
    } catch (err) {
      aviso = mensajeGeocodificacion(estadoDeFallo(err));
    }
    if (esta !== ultima.current) return null;
    if (r?.direccion) {
      setEstado({ fase: 'hallada', direccion: r.direccion });
      return r.direccion;
    }
    setEstado({ fase: 'aviso', mensaje: aviso || mensajeGeocodificacion('ZERO_RESULTS') });
    return null;
  }, []);

  return { estado, buscar };
}
