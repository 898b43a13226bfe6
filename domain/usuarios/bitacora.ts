// Issue 16: the audit trail's actions and their Spanish words (root reads them at /admin/usuarios).
export const ACCION_BITACORA = {
  CREADO: 'creado',
  EDITADO: 'editado',
  HABILITADO: 'habilitado',
  DESHABILITADO: 'deshabilitado',
  ELIMINADO: 'eliminado',
  AREAS: 'areas',
  TABLETA_ASIGNADA: 'tableta_asignada',
  TABLETA_DESVINCULADA: 'tableta_desvinculada',
} as const;
export type AccionBitacora = (typeof ACCION_BITACORA)[keyof typeof ACCION_BITACORA];

export const ETIQUETA_ACCION_BITACORA: Readonly<Record<AccionBitacora, string>> = {
  creado: 'Creó la cuenta',
  editado: 'Modificó los datos',
  habilitado: 'Habilitó la cuenta',
  deshabilitado: 'Deshabilitó la cuenta',
  eliminado: 'Eliminó la cuenta',
  areas: 'Cambió las áreas',
  tableta_asignada: 'Asignó una tableta',
  tableta_desvinculada: 'Desvinculó la tableta',
};
