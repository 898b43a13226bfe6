// The sidebar modules a session carries (spec 1 §2.3: "Modules come from the session").
import { ROLES_STAFF, type Rol } from './catalogos';

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
  | 'beneficiarios';

export function modulosPorRol(rol: string): Modulo[] {
  if (rol === 'contribuyente') {
    return ['inicio', 'perfil', 'establecimientos', 'solicitudes', 'mis-documentos', 'tramites', 'datos-contribuyente', 'notificaciones'];
  }
  if (rol === 'operativo') return ['beneficiarios', 'notificaciones'];
  // The operator mailbox is root's alone: it is where every outgoing e-mail is kept (issue 9 §1).
  if (rol === 'root') return ['bandeja', 'correos', 'notificaciones'];
  // administrador manages accounts; it is not a reviewer and reads no taxpayer's data (docs/API.md).
  if (rol === 'administrador') return ['notificaciones'];
  if (ROLES_STAFF.includes(rol as Rol)) return ['bandeja', 'notificaciones'];
  return ['notificaciones'];
}
