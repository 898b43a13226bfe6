// The kinds of internal account and their labels (spec 3 §3.8, §5.7, §6), and the services a
// profesionista gives. Pure data shared by the API and the users' dialog.
import { AREAS, type Rol } from '../common/catalogos';

/** spec 3 §3.8 user types, in the order the dialog offers them. */
export const TIPOS_USUARIO = ['administrador', 'operativo', 'profesionista', 'brigadista', 'coordinador', 'analista'] as const;
export type TipoUsuario = (typeof TIPOS_USUARIO)[number];

export const ETIQUETA_TIPO_USUARIO: Readonly<Record<TipoUsuario, string>> = {
  administrador: 'Administrador',
  operativo: 'Operativo',
  profesionista: 'Profesionista',
  brigadista: 'Brigadista',
  coordinador: 'Coordinador',
  analista: 'Analista',
};

/** spec 3 §3.8 services of a profesionista. */
export const SERVICIOS_PROFESIONISTA = [
  { id: 1, nombre: 'Medicina General' },
  { id: 2, nombre: 'Psicología' },
  { id: 3, nombre: 'Podología' },
  { id: 4, nombre: 'Nutrición' },
  { id: 5, nombre: 'Activación Física' },
] as const;

/** spec 3 §6: a tablet is assigned to these kinds of account only. */
export const TIPOS_CON_TABLETA: readonly string[] = ['profesionista', 'brigadista'];
export const puedeTenerTableta = (rol: string) => TIPOS_CON_TABLETA.includes(rol);

/** spec 3 §5.7: an administrador cannot create (nor make) another administrador; root can. */
export function tiposQuePuedeAsignar(rolActor: string): readonly TipoUsuario[] {
  if (rolActor === 'root') return TIPOS_USUARIO;
  if (rolActor === 'administrador') return TIPOS_USUARIO.filter((t) => t !== 'administrador');
  return [];
}

/** Who manages accounts (spec 3 §6): root and administrador. */
export const ROLES_ADMIN_USUARIOS: readonly Rol[] = ['root', 'administrador'];

/**
 * The label of any account's role: the six types, root, a taxpayer, and the area roles the seed
 * gave the first reviewers (each named after its area).
 */
export function etiquetaRol(rol: string): string {
  if ((TIPOS_USUARIO as readonly string[]).includes(rol)) return ETIQUETA_TIPO_USUARIO[rol as TipoUsuario];
  if (rol === 'root') return 'Root';
  if (rol === 'contribuyente') return 'Contribuyente';
  const area = AREAS.find((a) => a.rol === rol);
  return area ? `Revisor · ${area.nombre}` : rol;
}

/** spec 3 §2.9 status column. */
export const ETIQUETA_ESTATUS_USUARIO = { 1: 'ACTIVO', 0: 'INACTIVO' } as const;
export const etiquetaEstatusUsuario = (estatus: number) => (estatus === 1 ? 'ACTIVO' : 'INACTIVO');
