// The property-tax routes' own messages (spec 2 has no text for these); the spec's fixed ones
// ('La clave no ha sido encontrada en catastro', 'Ha realizado demasiadas peticiones seguidas')
// come from domain/licencia/mensajes.ts and domain/common/messages.ts.
export const MSG_PREDIAL = {
  sinAdeudo: 'Esta clave catastral no tiene adeudo de impuesto predial',
  convenioVigente: (folio: string) => `Esta clave catastral ya tiene un convenio de pago vigente (folio ${folio})`,
  convenioSolicitado: 'Solicitud de convenio registrada exitosamente',
  rangoAnios: 'El año inicial no puede ser posterior al año final',
  ultimoPago: 'Último pago de impuesto predial',
  sinPagos: 'Esta clave catastral no tiene pagos de impuesto predial registrados',
  sinClavePredial: 'Este establecimiento no tiene una clave catastral con cuenta de impuesto predial',
  claveDistinta: 'La clave catastral no corresponde al establecimiento',
  conceptoPago: 'Impuesto predial',
  pagoRegistrado: 'Pago de impuesto predial registrado exitosamente',
} as const;
