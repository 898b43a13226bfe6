import 'leaflet/dist/leaflet.css';
import { useEffect, useId, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { TileEvent } from 'leaflet';
import { MAPA } from '../../../domain/common/mapa';
import { cn } from '../../lib/utils';
import { posicionDeClic, type Posicion } from './coordenadas';
import { iconoMarcador } from './marcador';
import { AVISO_SIN_MAPA, AVISO_SIN_MAPA_LECTURA, trasTesela, useTeselas, type EstadoTeselas } from './teselas';

// Tiles come from the server's MAPA_TILES_URL (an intranet tile cache in production), the one
// origin the CSP lets images come from: the map still takes clicks when every tile fails, and
// says so; a failed tile is a blank one, not a broken image.
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

/** The tile layer, once the server said where tiles come from; reports each tile's fate. */
function Teselas({ url, alCambiar }: { url: string; alCambiar: (evento: 'carga' | 'error') => void }) {
  const eventos = useMemo(
    () => ({
      // Leaflet swaps a failed tile for errorTileUrl, whose own load is no tile of the map.
      tileload: (e: TileEvent) => {
        if (e.tile.getAttribute('src') !== TESELA_VACIA) alCambiar('carga');
      },
      tileerror: () => alCambiar('error'),
    }),
    [alCambiar],
  );
  return <TileLayer url={url} attribution={ATRIBUCION} errorTileUrl={TESELA_VACIA} eventHandlers={eventos} />;
}

/** Map picker of the establishment's location (spec 1 §2.10 Datos de Ubicación, §7.6, §9). */
export function MapaUbicacion({ posicion, alElegir, deshabilitado = false, className }: Props) {
  const descripcionId = useId();
  const centro: [number, number] = posicion ? [posicion.lat, posicion.lng] : [MAPA.lat, MAPA.lng];
  const teselas = useTeselas();
  const [estado, setEstado] = useState<EstadoTeselas>('cargando');
  const alCambiar = useMemo(() => (evento: 'carga' | 'error') => setEstado((e) => trasTesela(e, evento)), []);
  const sinMapa = teselas.fallo || estado === 'fallan';
  return (
    <div className="flex flex-col gap-1.5">
      <p id={descripcionId} className="text-xs text-muted-foreground">
        {deshabilitado
          ? 'Ubicación del establecimiento.'
          : 'Haga clic en el mapa para marcar la ubicación del establecimiento, o escriba la latitud y la longitud. Con el teclado, las flechas mueven el mapa y las teclas + y − cambian el acercamiento.'}
      </p>
      {/* isolate: Leaflet's panes use z-index 400+, which must not cover dialogs or the sticky action bar */}
      <div className={cn('relative isolate overflow-hidden rounded-md border border-input bg-muted', className)}>
        {/* Above Leaflet's panes, beside its zoom buttons; clicks pass through to the map beneath. */}
        <p role="status" className={cn('pointer-events-none absolute left-14 right-2 top-2 z-[1100] rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 shadow-sm', !sinMapa && 'sr-only')}>
          {sinMapa ? (deshabilitado ? AVISO_SIN_MAPA_LECTURA : AVISO_SIN_MAPA) : null}
        </p>
        <MapContainer center={centro} zoom={posicion ? MAPA.zoomClic : MAPA.zoom} scrollWheelZoom={false} className="h-80 w-full">
          {teselas.url ? <Teselas url={teselas.url} alCambiar={alCambiar} /> : null}
          <Accesible descripcionId={descripcionId} deshabilitado={deshabilitado} />
          <AlHacerClic deshabilitado={deshabilitado} alElegir={alElegir} />
          <Seguir posicion={posicion} />
          {posicion ? <Marker position={[posicion.lat, posicion.lng]} icon={iconoMarcador} title="Ubicación seleccionada" keyboard={false} interactive={false} /> : null}
        </MapContainer>
      </div>
    </div>
  );
}
