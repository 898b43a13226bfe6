// Catalogues of the sign forms (spec 3 §7.1: sign types, materials, property types for signs),
// shared by the establishment and public-road sign pages. Items arrive as {id, label} or
// {id, descripcion}; both read as {id, label}.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface ItemAnuncio {
  id: number;
  label: string;
}

export const qkAnunciosCat = {
  tipos: ['cat', 'tipoanuncios'] as const,
  materiales: ['cat', 'materiales'] as const,
  propiedades: ['cat', 'tipopropiedades', 'anuncios'] as const,
};

const CATALOGO = { staleTime: 10 * 60_000 };

type Crudo = { id: number; label?: string | null; descripcion?: string | null; nombre?: string | null };

/** A catalogue as {id, label}, whichever text field the server names. */
export function comoItems(lista: readonly Crudo[] | null | undefined): ItemAnuncio[] {
  return (lista ?? []).map((i) => ({ id: Number(i.id), label: String(i.label ?? i.descripcion ?? i.nombre ?? i.id) }));
}

const leer = (ruta: string) => async () => comoItems(await api.get<Crudo[]>(ruta, { silencioso: true }));

/** GET tipoanuncios/list: the ten sign types (spec 3 §9). */
export const useTiposAnuncio = () => useQuery({ queryKey: qkAnunciosCat.tipos, queryFn: leer('/api/tipoanuncios/list'), ...CATALOGO });

/** GET materiales/list. */
export const useMaterialesAnuncio = () => useQuery({ queryKey: qkAnunciosCat.materiales, queryFn: leer('/api/materiales/list'), ...CATALOGO });

/** GET tipopropiedades/listanuncios: 1 Propio, 2 Arrendado. */
export const useTiposPropiedadAnuncio = () => useQuery({ queryKey: qkAnunciosCat.propiedades, queryFn: leer('/api/tipopropiedades/listanuncios'), ...CATALOGO });
