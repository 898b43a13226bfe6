// Payment services of the municipality's treasury (spec 1 §9, spec 2 §9): every fee a procedure
// charges is one of these codes. Named here once so no code writes a bare 1753.

export const SERVICIO = {
  RESIDUOS: 1750,
  ALCOHOL: 1751,
  ANUENCIA: 1752,
  EXTEMPORANEO: 1753,
  HORARIO_EXTRA: 1754,
  USO_SUELO: 1755,
  ANUNCIOS: 1756,
  /** the dictamen of a telecommunications tower */
  TORRES: 1757,
  /** the dictamen of a billboard (espectacular) */
  ESPECTACULARES: 1758,
  /** the municipality's 10 % of a market stall's monthly rent (spec 3 §5.5 porcen_ayunta) */
  ARRENDAMIENTO_MERCADO: 1759,
  /** the rights over a market stall passed to a new concessionaire */
  CESION_DERECHOS: 1760,
} as const;
export type ServicioId = (typeof SERVICIO)[keyof typeof SERVICIO];

export const NOMBRE_SERVICIO: Readonly<Record<ServicioId, string>> = {
  [SERVICIO.RESIDUOS]: 'Recolección de residuos sólidos',
  [SERVICIO.ALCOHOL]: 'Licencia de bebidas alcohólicas',
  [SERVICIO.ANUENCIA]: 'Anuencia de Protección Civil',
  [SERVICIO.EXTEMPORANEO]: 'Pago extemporáneo',
  [SERVICIO.HORARIO_EXTRA]: 'Horario extraordinario',
  [SERVICIO.USO_SUELO]: 'Constancia de uso de suelo',
  [SERVICIO.ANUNCIOS]: 'Anuncios',
  [SERVICIO.TORRES]: 'Dictamen de torres y antenas',
  [SERVICIO.ESPECTACULARES]: 'Dictamen de anuncios espectaculares',
  [SERVICIO.ARRENDAMIENTO_MERCADO]: 'Participación municipal por arrendamiento de local',
  [SERVICIO.CESION_DERECHOS]: 'Cesión de derechos de local de mercado',
};

/** URL segment of {tipoPago}/generarReciboPago/… per service (spec 1 §7.5). */
export const TIPO_PAGO_POR_SERVICIO: Readonly<Record<ServicioId, string>> = {
  [SERVICIO.RESIDUOS]: 'residuos',
  [SERVICIO.ALCOHOL]: 'alcohol',
  [SERVICIO.ANUENCIA]: 'anuencia',
  [SERVICIO.EXTEMPORANEO]: 'extemporaneo',
  [SERVICIO.HORARIO_EXTRA]: 'horario',
  [SERVICIO.USO_SUELO]: 'usosuelo',
  [SERVICIO.ANUNCIOS]: 'anuncio',
  [SERVICIO.TORRES]: 'torre',
  [SERVICIO.ESPECTACULARES]: 'espectacular',
  [SERVICIO.ARRENDAMIENTO_MERCADO]: 'arrendamiento',
  [SERVICIO.CESION_DERECHOS]: 'cesion',
};

export const esServicio = (n: number): n is ServicioId => Object.values(SERVICIO).includes(n as ServicioId);

export function nombreServicio(servicio: number | null | undefined): string {
  return servicio !== null && servicio !== undefined && esServicio(servicio) ? NOMBRE_SERVICIO[servicio] : 'Pago de derechos';
}

/** The document code of a payment proof attached for a service (spec 1 §4.5). */
export const codigoComprobante = (servicio: number) => `comprobante_pago_${servicio}`;

/** The {tipoPago} segment of a receipt's URL, or null for a code that is not a service. */
export const tipoPagoDe = (servicio: number): string | null => (esServicio(servicio) ? TIPO_PAGO_POR_SERVICIO[servicio] : null);
