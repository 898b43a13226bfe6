// /admin/usuarios: the answers of api/usuarios and api/tabletas (their response
// schemas, so the page and the server cannot disagree on a field), their query keys and queries.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tabletaLibreSchema } from '../../api/tabletas/tabletas.schemas';
import type { areaOpcionSchema, bitacoraFilaSchema, usuarioFilaSchema } from '../../api/usuarios/usuarios.schemas';
import { api } from '../lib/api';

export type UsuarioFila = z.output<typeof usuarioFilaSchema>;
export type AreaOpcion = z.output<typeof areaOpcionSchema>;
/** GET /api/tramite/no-unit: a tablet nobody holds. */
export type TabletaLibre = z.output<typeof tabletaLibreSchema>;
/** GET /api/users/bitacora (root only): the last changes to accounts. */
export type BitacoraFila = z.output<typeof bitacoraFilaSchema>;

// Everything of the page under one prefix: a change to an account refreshes the list, the free
// tablets and the audit trail at once (each one may show it).
export const qkUsuarios = {
  todo: ['usuarios'] as const,
  lista: ['usuarios', 'lista'] as const,
  areas: ['usuarios', 'areas'] as const,
  tabletasLibres: ['usuarios', 'tabletas-libres'] as const,
  bitacora: ['usuarios', 'bitacora'] as const,
};

export function useUsuarios() {
  return useQuery({ queryKey: qkUsuarios.lista, queryFn: () => api.get<UsuarioFila[]>('/api/users') });
}

/** The areas an account may work in; they change only with a release. */
export function useAreasUsuario(activo = true) {
  return useQuery({ queryKey: qkUsuarios.areas, queryFn: () => api.get<AreaOpcion[]>('/api/users/areas'), enabled: activo, staleTime: Infinity });
}

export function useTabletasLibres(activo: boolean) {
  return useQuery({ queryKey: qkUsuarios.tabletasLibres, queryFn: () => api.get<TabletaLibre[]>('/api/tramite/no-unit'), enabled: activo });
}

export function useBitacora(activo: boolean) {
  return useQuery({ queryKey: qkUsuarios.bitacora, queryFn: () => api.get<BitacoraFila[]>('/api/users/bitacora'), enabled: activo });
}
