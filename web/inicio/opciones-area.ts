import type { OpcionDialogo } from './opciones-dialog';

/** spec 1 §2.4: 'choose area' of APERTURA DE ESTABLECIMIENTO (also 'Nuevo establecimiento'). */
export const AREA_DIALOGO = {
  titulo: 'Seleccione el área',
  descripcion: '¿Ante qué área desea tramitar la apertura de su establecimiento?',
};

export const OPCIONES_AREA: OpcionDialogo[] = [
  { etiqueta: 'Licencias de Funcionamiento', descripcion: 'Negocios de más de 300 m², con venta de alcohol o con residuos peligrosos.', ruta: '/admin/establecimientos/solicitud?tipo=1' },
  { etiqueta: 'SARE', descripcion: 'Apertura rápida: negocios de menos de 300 m², sin alcohol y sin residuos peligrosos.', ruta: '/admin/establecimientos/solicitud?tipo=2' },
];
