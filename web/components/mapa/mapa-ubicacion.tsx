import 'leaflet/dist/leaflet.css';
import { useEffect, useId } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAPA } from '../../../domain/licencia/constantes';
import { cn } from '../../lib/utils';
import { posicionDeClic, type Posicion } from './coordenadas';
import { iconoMarcador } from './marcador';

// Tiles come from a configurable server (an intranet tile cache in production, none in tests):
// the map still takes clicks when every tile fails; a failed tile is a blank one, not a broken image.
const TILES_URL = (import.meta.env.VITE_TILES_URL as string | undefined) || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATRIBUCION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const TESELA_VACIA = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export const ETIQUETA_MAPA = 'Mapa de ubicación del establecimiento';

interface Props {
  /** the chosen point, or null */
  posicion: Posicion | null;
  alElegir: (p: Posicion) => void;
  deshabilitado?: boolean;
  className?: string;
}

/** spec 1 §9: a click sets the point and zooms to 14 (never out, if the user is closer already). */
function AlHacerClic({ deshabilitado, alElegir }: { deshabilitado: boolean; alElegir: (p: Posicion) => void }) {
  const map = useMapEvents({
    click(e) {
      if (deshabilitado) return;
      const p = posicionDeClic(e.latlng);
      alElegir(p);
      map.setView([p.lat, p.lng], Math.max(map.getZoom(), MAPA.zoomClic));
    },
  });
  return null;
}

/** A point typed in the latitude/longitude inputs is brought into view. */
function Seguir({ posicion }: { posicion: Posicion | null }) {
  const map = useMap();
  const lat = posicion?.lat;
  const lng = posicion?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), MAPA.zoomClic));
  }, [map, lat, lng]);
  return null;
}

/**
 * MapContainer renders its own div and passes only class, id and style: the accessible name, the
 * instructions and the test id are set on Leaflet's container (the element that takes the clicks
 * and, with tabindex 0, the keyboard's arrows and +/-).
 */
function Accesible({ descripcionId, deshabilitado }: { descripcionId: string; deshabilitado: boolean }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', ETIQUETA_MAPA);
    el.setAttribute('aria-describedby', descripcionId);
    el.setAttribute('data-testid', 'mapa-ubicacion');
    el.setAttribute('aria-disabled', deshabilitado ? 'true' : 'false');
    el.style.cursor = deshabilitado ? 'default' : 'crosshair';
  }, [map, descripcionId, deshabilitado]);
  // spec 1 §9 re-initialises the map after load because its box was sized late; recomputing the
  // size whenever the box changes does the same without a timer.
  useEffect(() => {
    const el = map.getContainer();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    ro?.observe(el);
    const t = setTimeout(() => map.invalidateSize(), 0);
    return () => {
      ro?.disconnect();
      clearTimeout(t);
    };
  }, [map]);
  return null;
}

/** Map picker of the establishment's location (spec 1 §2.10 Datos de Ubicación, §7.6, §9). */
export function MapaUbicacion({ posicion, alElegir, deshabilitado = false, className }: Props) {
  const descripcionId = useId();
  const centro: [number, number] = posicion ? [posicion.lat, posicion.lng] : [MAPA.lat, MAPA.lng];
  return (
    <div className="flex flex-col gap-1.5">
      <p id={descripcionId} className="text-xs text-muted-foreground">
        {deshabilitado
          ? 'Ubicación del establecimiento.'
          : 'Haga clic en el mapa para marcar la ubicación del establecimiento, o escriba la latitud y la longitud. Con el teclado, las flechas mueven el mapa y las teclas + y − cambian el acercamiento.'}
      </p>
      {/* isolate: Leaflet's panes use z-index 400+, which must not cover dialogs or the sticky action bar */}
      <div className={cn('isolate overflow-hidden rounded-md border border-input bg-muted', className)}>
        <MapContainer center={centro} zoom={posicion ? MAPA.zoomClic : MAPA.zoom} scrollWheelZoom={false} className="h-80 w-full">
          <TileLayer url={TILES_URL} attribution={ATRIBUCION} errorTileUrl={TESELA_VACIA} />
          <Accesible descripcionId={descripcionId} deshabilitado={deshabilitado} />
          <AlHacerClic deshabilitado={deshabilitado} alElegir={alElegir} />
          <Seguir posicion={posicion} />
          {posicion ? <Marker position={[posicion.lat, posicion.lng]} icon={iconoMarcador} title="Ubicación seleccionada" keyboard={false} interactive={false} /> : null}
        </MapContainer>
      </div>
    </div>
  );
}
