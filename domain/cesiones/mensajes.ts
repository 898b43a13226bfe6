// Every message of the rights-assignment forms (spec 3 §5.6, §8.2). The spec's strings verbatim;
// ours, where the spec is silent, in the same register.
export const MSG_CESION = {
  // spec 3 §8.2
  obligatorios: 'Por favor, llene todos los campos obligatorios.',
  noEnviada: 'No se pudo enviar la solicitud.',
  noArchivo: 'No se pudo guardar el archivo.',
  enviada: 'Su solicitud ha sido enviada exitosamente',
  actualizada: 'Solicitud actualizada exitosamente',
  formatoGenerado: 'Formato de autorización generado.',
  // ours
  registrada: 'Solicitud de cesión de derechos registrada exitosamente',
  establecimiento: 'Seleccione el establecimiento',
  local: 'Seleccione el local del mercado',
  rfc: 'Ingrese un RFC válido del nuevo concesionario',
  rfcPropio: 'El nuevo concesionario no puede ser el mismo concesionario actual',
  archivoPdf: 'Solo se permiten archivos PDF',
  fotoImagen: 'La fotografía debe ser una imagen (png, jpg, jpeg).',
  archivoRequerido: 'Adjunte todos los documentos requeridos',
  reciboGuardado: 'Recibo de pago guardado exitosamente',
  autorizacionGuardada: 'Autorización de la Secretaría guardada exitosamente',
  rechazada: 'Solicitud de cesión de derechos rechazada',
  motivoRequerido: 'Escriba el motivo del rechazo',
  noEditable: 'La solicitud ya no se puede modificar',
  noConcesionario: 'No es el concesionario de este local en el padrón de mercados',
  sinFormato: 'Genere el formato de autorización antes de subir la autorización de la Secretaría',
  sinAutorizacion: 'Suba la autorización firmada por la Secretaría antes de finalizar la cesión',
  formatoNoDisponible: 'El formato de autorización se genera en el paso de autorización de la Secretaría',
  reciboNoPermitido: 'El recibo de pago solo se puede subir cuando la solicitud está EN PROCESO',
  localMercado: 'El local no pertenece al mercado del establecimiento',
} as const;
