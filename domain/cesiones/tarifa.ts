// The rights-assignment fee (service 1760): twelve times the stall's monthly floor fee, the
// fee of the range of rangos_cobro_piso its surface falls in (domain/mercados/rangos.ts) at the
// moment the statement is issued. Pure: the activity's tariff and the review's check call it.
import { cuotaDePiso, type Rango } from '../mercados/rangos';

export const MESES_CESION = 12;
export const CONCEPTO_CESION = 'Derechos por cesión de local de mercado (12 meses de cuota de piso)';

export interface TarifaCesion {
  conceptos: { concepto: string; importe: string }[];
  total: string;
}

/** Pesos as text with two decimals, computed in cents so 12 × 600.10 is 7201.20 exactly. */
const centavos = (t: string) => Math.round(Number(t) * 100);
const pesos = (c: number) => (c / 100).toFixed(2);

/** The fee of a stall of `m2` square metres, or null when no range holds its surface. */
export function tarifaCesion(rangos: readonly Rango[], m2: number): TarifaCesion | null {
  const cuota = cuotaDePiso(rangos, m2);
  if (cuota === null) return null;
  const total = pesos(centavos(cuota) * MESES_CESION);
  return { conceptos: [{ concepto: `${CONCEPTO_CESION}: ${MESES_CESION} × $${pesos(centavos(cuota))}`, importe: total }], total };
}

/** The review's refusal when the stall's surface has no range (Mercados must register one first). */
export const sinRangoCesion = (m2: number) =>
  `No hay un rango de cobro de piso para la superficie del local (${m2.toFixed(2)} m²). Registre el rango en Mercados antes de validar la solicitud.`;
