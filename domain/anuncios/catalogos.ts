// The sign types and materials of spec 3 §3.1 ('Lookups: materials, sign types'), served by
// GET /tipoanuncios/list and GET /materiales/list. The types' ids drive the row rules of spec 3
// §5.2 and §9 (reglas.ts) and the fee (tarifa.ts).

export interface OpcionCatalogo {
  id: number;
  descripcion: string;
}

/** Sign types: 1 (Pieza, Mes), 7 (Día, Pieza), 4, 5, 8, 10 (Pieza), 2 and 10 high risk (spec 3 §9). */
export const TIPOS_ANUNCIO: readonly OpcionCatalogo[] = [
  { id: 1, descripcion: 'Manta o lona' },
  { id: 2, descripcion: 'Anuncio autosoportado' },
  { id: 3, descripcion: 'Adosado a fachada' },
  { id: 4, descripcion: 'Giratorio' },
  { id: 5, descripcion: 'Luminoso en caja' },
  { id: 6, descripcion: 'Toldo o marquesina' },
  { id: 7, descripcion: 'Volantes y folletos' },
  { id: 8, descripcion: 'Bandera o pendón' },
  { id: 9, descripcion: 'Rotulado en vidriera' },
  { id: 10, descripcion: 'Pantalla electrónica' },
];

export const MATERIALES_ANUNCIO: readonly OpcionCatalogo[] = [
  { id: 1, descripcion: 'Lona' },
  { id: 2, descripcion: 'Vinil' },
  { id: 3, descripcion: 'Lámina' },
  { id: 4, descripcion: 'Acrílico' },
  { id: 5, descripcion: 'Madera' },
  { id: 6, descripcion: 'Tela' },
  { id: 7, descripcion: 'Pintura' },
  { id: 8, descripcion: 'Neón o LED' },
  { id: 9, descripcion: 'Papel' },
];

/** spec 3 §3.1 propiedad / §3.2 tipo_propiedad_id of the place a sign stands. */
export const PROPIEDAD_ANUNCIO = { PROPIO: 1, ARRENDADO: 2 } as const;
export const TIPOS_PROPIEDAD_ANUNCIO: readonly OpcionCatalogo[] = [
  { id: PROPIEDAD_ANUNCIO.PROPIO, descripcion: 'Propio' },
  { id: PROPIEDAD_ANUNCIO.ARRENDADO, descripcion: 'Arrendado' },
];

export const esTipoAnuncio = (id: number | null | undefined): boolean => TIPOS_ANUNCIO.some((t) => t.id === id);
export const esMaterialAnuncio = (id: number | null | undefined): boolean => MATERIALES_ANUNCIO.some((m) => m.id === id);
export const nombreTipoAnuncio = (id: number | null | undefined): string => TIPOS_ANUNCIO.find((t) => t.id === id)?.descripcion ?? '';
export const nombreMaterialAnuncio = (id: number | null | undefined): string => MATERIALES_ANUNCIO.find((m) => m.id === id)?.descripcion ?? '';
