// Where the municipality's maps open (spec 1 §9): Chetumal, the zoom of the whole city and of a click.
export const MAPA = { lat: 18.520326, lng: -88.305718, zoom: 13, zoomClic: 14 } as const;
