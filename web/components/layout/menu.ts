// The sidebar of spec 1 §2.3, built from the session's modules.
import {
  Activity,
  Bell,
  BookUser,
  Building2,
  ClipboardCheck,
  ClipboardList,
  FileText,
  FolderOpen,
  Gauge,
  Handshake,
  Home,
  Inbox,
  KeyRound,
  Library,
  Mail,
  Megaphone,
  PenLine,
  Presentation,
  RadioTower,
  ShoppingBasket,
  Signpost,
  Store,
  UserCog,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { AREA_MERCADOS, AREAS_DICTAMEN } from '../../../domain/common/catalogos';
import type { Sesion } from '../../lib/tipos';

export interface EntradaMenu {
  tipo: 'enlace';
  clave: string;
  etiqueta: string;
  ruta: string;
  icono: LucideIcon;
  insignia?: 'notificaciones';
  /** a second line (the Perfil link shows the RFC) */
  detalle?: string;
}
export interface GrupoMenu {
  tipo: 'grupo';
  clave: string;
  etiqueta: string;
  icono: LucideIcon;
  hijos: EntradaMenu[];
}
export type ItemMenu = EntradaMenu | GrupoMenu;

const enlace = (clave: string, etiqueta: string, ruta: string, icono: LucideIcon, extra: Partial<EntradaMenu> = {}): EntradaMenu => ({
  tipo: 'enlace',
  clave,
  etiqueta,
  ruta,
  icono,
  ...extra,
});

/** Towers and billboards (spec 3 §2.1): the taxpayer's own requests, or the reviewers' lists. */
const dictamenes = () => [
  enlace('torres', 'Torres y antenas', '/admin/solicitudesTorres', RadioTower),
  enlace('espectaculares', 'Espectaculares', '/admin/solicitudEspectaculares', Presentation),
];

export function construirMenu(sesion: Sesion): ItemMenu[] {
  const m = new Set(sesion.modules);
  const items: ItemMenu[] = [];
  const rfc = sesion.contribuyente?.rfc ?? sesion.user.rfc ?? '';
  if (m.has('perfil')) items.push(enlace('perfil', 'Perfil', '/admin/perfil', UserRound, { detalle: rfc || sesion.name }));
  if (m.has('inicio')) items.push(enlace('inicio', 'Inicio', '/admin/dashboard', Home));
  if (m.has('establecimientos')) items.push(enlace('establecimientos', 'Mis establecimientos', '/admin/establecimientos', Store));
  if (m.has('solicitudes')) {
    items.push({
      tipo: 'grupo',
      clave: 'solicitudes',
      etiqueta: 'Mis solicitudes',
      icono: ClipboardList,
      hijos: [
        enlace('anuncios', 'Anuncios', '/admin/establecimientos-anuncios', Megaphone),
        enlace('anuncios-externos', 'Anuncios en vía pública', '/admin/anuncios-externos', Signpost),
        ...dictamenes(),
        enlace('arrendamiento', 'Arrendamiento', '/admin/solicitudArrendamiento', Building2),
        enlace('cesion', 'Cesión de derechos', '/admin/solicitudCesionDerecho', Handshake),
      ],
    });
  }
  // spec 3 §2.1: Desarrollo Urbano's three levels (and root) see every tower and billboard request.
  if (sesion.role === 'root' || sesion.areas.some((a) => AREAS_DICTAMEN.includes(a.id))) items.push(...dictamenes());
  if (sesion.role === 'root' || sesion.areas.some((a) => a.id === AREA_MERCADOS)) items.push(enlace('mercados', 'Mercados', '/admin/mercados', ShoppingBasket));
  if (m.has('tramites')) items.push(enlace('tramites', 'Trámites', '/admin/tramites', FileText));
  if (m.has('mis-documentos')) items.push(enlace('mis-documentos', 'Mis documentos', '/admin/mis-documentos', FolderOpen));
  if (m.has('datos-contribuyente')) items.push(enlace('datos-contribuyente', 'Contribuyente', '/admin/datos-contribuyente', BookUser));
  if (m.has('bandeja')) items.push(enlace('bandeja', 'Bandeja de tareas', '/admin/bandeja', Inbox));
  if (m.has('visitas')) items.push(enlace('visitas', 'Mis visitas', '/admin/visitas', ClipboardCheck));
  // Whoever has an inbox may sign in it: their e.firma certificate (docs/EFIRMA.md).
  if (m.has('bandeja')) items.push(enlace('efirma', 'Mi e.firma', '/admin/efirma', PenLine));
  // service levels, for root and area heads (the API refuses anyone else, api/indicadores/niveles.routes.ts)
  if (sesion.role === 'root' || sesion.areas.some((a) => a.es_jefe)) items.push(enlace('niveles-servicio', 'Niveles de servicio', '/admin/niveles-servicio', Gauge));
  // the operator console (the API refuses anyone else, api/operacion/operacion.routes.ts)
  if (sesion.role === 'root' || sesion.role === 'operativo') items.push(enlace('operacion', 'Operación', '/admin/operacion', Activity));
  if (m.has('correos') && sesion.role === 'root') {
    items.push(enlace('correos', 'Correos enviados', '/admin/correos', Mail));
  }
  if (m.has('usuarios')) items.push(enlace('usuarios', 'Usuarios', '/admin/usuarios', UserCog));
  if (m.has('catalogos')) items.push(enlace('catalogos', 'Catálogos', '/admin/catalogos', Library));
  if (m.has('beneficiarios')) items.push(enlace('beneficiarios', 'Beneficiarios', '/admin/beneficiarios', Users));
  if (m.has('notificaciones')) {
    items.push(enlace('notificaciones', 'Notificaciones', '/admin/notificaciones', Bell, { insignia: 'notificaciones' }));
  }
  return items;
}

export const ICONO_CONTRASENA = KeyRound;
