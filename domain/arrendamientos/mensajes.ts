// Every message of the lease forms (spec 3 §5.5, §8.2). The spec's strings verbatim; ours, where the
// spec is silent, in the same register.
export const MSG_ARRENDAMIENTO = {
  // spec 3 §8.2
  obligatorios: 'Por favor, llene todos los campos obligatorios.',
  fechaInicio: 'La fecha de inicio es requerida',
  fechaFin: 'La fecha final es requerida',
  renta: 'El monto de renta mensual es requerido',
  noEnviada: 'No se pudo enviar la solicitud.',
  noArchivo: 'No se pudo guardar el archivo.',
  actualizada: 'Solicitud actualizada exitosamente',
  enviada: 'Solicitud enviada exitosamente',
  // ours
  establecimiento: 'Seleccione el establecimiento',
  giro: 'Seleccione el giro',
  docSolicitud: 'Adjunte la solicitud en PDF',
  docAltaSat: 'Adjunte el alta en el SAT en PDF',
  docContrato: 'Adjunte el contrato de arrendamiento en PDF',
  docReciboPago: 'Adjunte el recibo de pago en PDF',
  rentaFormato: 'El monto de renta mensual debe ser un número positivo con hasta dos decimales',
  fechaInvalida: 'La fecha no es válida',
  fechasOrden: 'La fecha final debe ser posterior a la fecha de inicio',
  rfcArrendatario: 'El RFC del arrendatario no es válido',
  correoArrendatario: 'El correo del arrendatario no es válido',
  registrada: 'Solicitud de arrendamiento registrada exitosamente',
  contratoGuardado: 'Contrato de arrendamiento guardado exitosamente',
  contratoEnviado: 'Contrato enviado a revisión exitosamente',
  reciboGuardado: 'Recibo de pago guardado exitosamente',
  noEditable: 'La solicitud ya no se puede modificar',
  contratoNoPermitido: 'El contrato solo se puede subir cuando la solicitud está validada',
  establecimientoAjeno: 'El establecimiento no pertenece al contribuyente',
  noMercado: 'El establecimiento no está en un mercado municipal',
} as const;

/** spec 3 §5.5: the read-only field's label. */
export const ETIQUETA_PORCENTAJE = '10% al ayuntamiento';
