import { divIcon } from 'leaflet';

// Leaflet's default marker loads PNGs by a path that bundlers rewrite; an inline SVG needs no
// asset. The pin is the institutional colour with a white outline (visible on any tile, and on
// the blank grey when tiles cannot load).
const PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true" focusable="false">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#7a1f3d" stroke="#ffffff" stroke-width="2"/>' +
  '<circle cx="16" cy="16" r="5.5" fill="#ffffff"/></svg>';

/** className replaces 'leaflet-div-icon', whose white box would frame the pin. */
export const iconoMarcador = divIcon({ html: PIN, className: 'mapa-marcador', iconSize: [32, 42], iconAnchor: [16, 41] });
