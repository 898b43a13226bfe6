// The sidebar modules a session carries (spec 1 §2.3: "Modules come from the session").
import { AREA_CATALOGOS, ROLES_STAFF, type Rol } from './catalogos';

export type Modulo =
  | 'inicio'
  | 'perfil'
  | 'datos-contribuyente'
  | 'establecimientos'
  | 'solicitudes'
  | 'mis-documentos'
  | 'tramites'
  | 'notificaciones'
  | 'bandeja'
  | 'correos'
  | 'beneficiarios'
  | 'usuarios'
  | 'catalogos'
  /** a brigadista's field inspections of the day */
  | 'visitas';

const ROLES_GENERICOS: readonly string[] = ['coordinador', 'analista'];

/** Root and administrador manage accounts; root and the Catálogos area keep the catalogues. */
export function modulosPorRol(rol: string, areaIds: readonly number[] = []): Modulo[] {
  const catalogos: Modulo[] = rol === 'root' || areaIds.includes(AREA_CATALOGOS) ? ['catalogos'] : [];
  return [...modulosBase(rol, areaIds), ...(rol === 'root' || rol === 'administrador' ? (['usuarios'] as Modulo[]) : []), ...catalogos];
}

function modulosBase(rol: string, areaIds: readonly number[]): Modulo[] {
  if (rol === 'contribuyente') {
    return ['inicio', 'perfil', 'establecimientos', 'solicitudes', 'mis-documentos', 'tramites', 'datos-contribuyente', 'notificaciones'];
  }
  if (rol === 'operativo') return ['beneficiarios', 'notificaciones'];
  // The operator mailbox is root's alone: it is where every outgoing e-mail is kept.
  if (rol === 'root') return ['bandeja', 'correos', 'notificaciones'];
  // administrador manages accounts; it is not a reviewer and reads no taxpayer's data (docs/API.md).
  if (rol === 'administrador') return ['notificaciones'];
  // An account created at /admin/usuarios (coordinador, analista) has an inbox once it works in a
  // reviewing area; Catálogos alone reviews nothing.
  if (ROLES_GENERICOS.includes(rol)) return areaIds.some((id) => id !== AREA_CATALOGOS) ? ['bandeja', 'notificaciones'] : ['notificaciones'];
  if (ROLES_STAFF.includes(rol as Rol)) return ['bandeja', 'notificaciones'];
  // A brigadista works the visits the coordination assigned them (tablet in hand).
  if (rol === 'brigadista') return ['visitas', 'notificaciones'];
  return ['notificaciones'];
}
