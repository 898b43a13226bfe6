// The users' administration messages: the spec's (spec 3 §5.7, §8.2) verbatim, and ours.
export const MSG_USUARIOS = {
  // spec 3 §5.7 / §8.2
  formularioInvalido: 'Por favor ingrese la información en los campos marcados',
  registrado: 'Usuario registrado exitosamente',
  eliminado: 'Usuario eliminado exitosamente',
  habilitado: 'Usuario habilitado exitosamente',
  deshabilitado: 'Usuario deshabilitado exitosamente',
  sinRegistros: 'Sin registros',
  // ours
  actualizado: 'Usuario actualizado exitosamente',
  telefonoInvalido: 'Ingrese un teléfono de 10 dígitos',
  usernameInvalido: 'El usuario solo admite letras, números, punto, guion y guion bajo',
  usernameOcupado: 'El nombre de usuario ya está registrado',
  correoOcupado: 'El correo ya está registrado en otra cuenta',
  correoNoInstitucional: (dominios: readonly string[]) => `El correo de una cuenta del personal debe ser institucional (${dominios.map((d) => `@${d}`).join(', ')})`,
  tipoNoPermitido: 'No puede asignar ese tipo de usuario',
  noASiMismo: 'No puede deshabilitar ni eliminar su propia cuenta',
  noRoot: 'La cuenta root no se modifica desde aquí',
  areaInvalida: 'El área seleccionada no existe',
  tabletaOcupada: 'La tableta ya está asignada a otro usuario',
  yaTieneTableta: 'El usuario ya tiene una tableta asignada',
  sinTableta: 'El usuario no tiene tableta asignada',
  tipoSinTableta: 'Solo un profesionista o un brigadista puede tener tableta',
  tabletaAsignada: 'Tableta asignada exitosamente',
  tabletaDesvinculada: 'Tableta desvinculada exitosamente',
  noEncontrado: 'El usuario no existe',
  fechaInvalida: 'Fecha no válida',
} as const;
