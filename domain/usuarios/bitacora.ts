// The audit trail's actions and their Spanish words (root reads them at /admin/usuarios).
export const ACCION_BITACORA = {
  CREADO: 'creado',
  EDITADO: 'editado',
  HABILITADO: 'habilitado',
  DESHABILITADO: 'deshabilitado',
  ELIMINADO: 'eliminado',
  AREAS: 'areas',
  TABLETA_ASIGNADA: 'tableta_asignada',
  TABLETA_DESVINCULADA: 'tableta_desvinculada',
  /** an administrator sent the account a link to choose its password (domain/usuarios/activacion.ts) */
  ENLACE_ENVIADO: 'enlace_enviado',
  /** the owner chose the password through the link */
  CONTRASENA_ELEGIDA: 'contrasena_elegida',
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
  enlace_enviado: 'Envió un enlace para elegir contraseña',
  contrasena_elegida: 'Eligió su contraseña con el enlace',
};
