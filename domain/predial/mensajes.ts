// Spanish strings of the cadastral key, property tax and federal-zone checks that every procedure on
// a property shares (spec 1 §5.5, §8), exactly as the spec writes them. Never paraphrase.
export const MSG_PREDIO = {
  claveNoEncontrada: 'La clave no ha sido encontrada en catastro',
  claveConLicencias: 'Si tu establecimiento aparece en el listado, ir al apartado de RENOVACION',
  zofematPendiente: 'Debe pagar tus impuestos de Zona Federal.',
  zofematPagado: 'Impuestos pagados de Zona Federal',
  /** where the spec is silent */
  predialNoPagado: 'El impuesto predial de esta clave catastral no está pagado',
  predialPagado: 'Impuesto predial pagado',
} as const;
