import { Antenna, Clock3, Megaphone, Music, Signpost, Store, type LucideIcon } from 'lucide-react';

/**
 * The six procedure types of the ventanilla (spec 1 §2.3). A card with `ruta` opens the procedure;
 * the others are not online yet and say so (their issues bring them).
 */
export const TRAMITES_VENTANILLA: { titulo: string; descripcion: string; icono: LucideIcon; ruta?: string }[] = [
  { titulo: 'Licencia de funcionamiento', descripcion: 'Apertura, sucursal, renovación y locales de mercado.', icono: Store, ruta: '/admin/establecimientos' },
  { titulo: 'Anuncios externos', descripcion: 'Anuncios y espectaculares en la vía pública.', icono: Signpost, ruta: '/admin/anuncios-externos' },
  { titulo: 'Horario extraordinario de venta de alcohol', descripcion: 'Ampliación del horario para establecimientos con licencia.', icono: Clock3, ruta: '/admin/horarios-extraordinarios' },
  { titulo: 'Permiso de antenas y torres', descripcion: 'Instalación de torres y antenas de telecomunicaciones.', icono: Antenna, ruta: '/admin/solicitudesTorres' },
  { titulo: 'Anuncios en establecimientos', descripcion: 'Anuncios adosados o pintados en su negocio.', icono: Megaphone, ruta: '/admin/establecimientos-anuncios' },
  { titulo: 'Permiso de música en vivo', descripcion: 'Presentaciones musicales en su establecimiento.', icono: Music, ruta: '/admin/horarios-extraordinarios' },
];
