// Query keys in one place, so a mutation invalidates exactly what it changed.
export const qk = {
  sesion: ['session'] as const,
  perfil: (id: number) => ['perfil', id] as const,
  documentos: (id: number) => ['documentos', id] as const,
  notificaciones: (userId: number) => ['notificaciones', userId] as const,
  areasMensajes: ['areas', 'mensajes'] as const,
  mensajesArea: (areaId: number) => ['areas', areaId, 'mensajes'] as const,
  tareas: (filtros: Record<string, string | number | undefined>) => ['tareas', filtros] as const,
  tarea: (id: number) => ['tarea', id] as const,
  correos: (filtros: Record<string, string | number | undefined>) => ['correos', filtros] as const,
  localidades: ['cat', 'localidades'] as const,
  cp: (cp: string) => ['cat', 'cp', cp] as const,
  colonias: (localidad: number) => ['cat', 'colonias', localidad] as const,
  calles: (colonia: number) => ['cat', 'calles', colonia] as const,
};
