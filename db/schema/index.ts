export * from './usuarios.table';
export * from './contribuyentes.table';
export * from './tareas.table';
export * from './notificaciones.table';
export * from './catalogos.table';
export * from './establecimientos.table';
export * from './solicitudes.table';
export * from './usosuelo.table';
