// Spanish strings of the kit's payment screens and routes, every procedure's alike, exactly as the
// spec writes them (spec 1 §5.9, §8). Never paraphrase.
export const MSG_PAGO = {
  sinEdoCuenta: 'Aún no se ha generado tu estado de cuenta',
  // spec 1 §5.9
  comprobantePdf: 'Para el comprobante de pago solo se permiten archivos PDF',
  // spec 1 §8 success messages
  reciboCargado: 'Recibo cargado exitosamente',
  /** where the spec is silent */
  pagoRegistrado: 'Pago registrado exitosamente',
} as const;
