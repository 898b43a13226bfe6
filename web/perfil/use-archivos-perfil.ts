import { useArchivosPendientes, type ArchivosPendientes } from '../components/archivos/use-archivos-pendientes';
import type { Documento } from '../lib/tipos';
import { lotesPerfil, type ContextoPerfil } from './archivos';

export interface AccionesDocumento {
  alVer: (d: Documento) => void;
  alEliminar: (d: Documento) => void;
}

export const nombreArchivo = (d: Documento) => d.nombre_archivo;

/** Files chosen in the profile form; they go up after the profile is saved (a new representative has no id before). */
export const useArchivosPerfil = () => useArchivosPendientes(lotesPerfil);

export type ArchivosPerfil = ArchivosPendientes<ContextoPerfil>;
