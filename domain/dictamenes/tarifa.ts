// The fees of the dictamen of a tower (service 1757) and of a billboard (service 1758). Our tariff
// (the spec gives none), in the Ley de Ingresos' unit (UMA, the same daily value as every other
// fee of the portal), amounts kept in cents:
//
//   tower, new                 100 UMA + 2 UMA per metre of height
//   tower, renewal              40 UMA + 1 UMA per metre of height
//   billboard                   50 UMA + 4 UMA per m² of its sections and view (Σ largo × ancho × vistas)
//   lit billboard (luminoso)    25 % more on the area (a line of its own)
//
// Heights and areas are rounded to two decimals before they are charged.
import { UMA_DIARIA_CENTAVOS, pesos } from '../licencia/tarifas';

export const TARIFA_TORRE = {
  nueva: { base: 100, porMetro: 2 },
  renovacion: { base: 40, porMetro: 1 },
} as const;
export const TARIFA_ESPECTACULAR = { base: 50, porM2: 4, recargoLuminoso: 0.25 } as const;

export interface TarifaDictamen {
  conceptos: { concepto: string; importe: string }[];
  total: string;
  totalCentavos: number;
}

const umas = (n: number) => Math.round(n * UMA_DIARIA_CENTAVOS);
const dos = (n: number) => Math.round(n * 100) / 100;
const pos = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);
const fmt = (n: number) => n.toFixed(2);

function resultado(lineas: [string, number][]): TarifaDictamen {
  const totalCentavos = lineas.reduce((t, [, c]) => t + c, 0);
  return { conceptos: lineas.map(([concepto, c]) => ({ concepto, importe: pesos(c) })), total: pesos(totalCentavos), totalCentavos };
}

/** The fee of a tower's dictamen (1757): a base and its height. */
export function tarifaTorre(t: { alturaMts: number; renovacion: boolean }): TarifaDictamen {
  const r = t.renovacion ? TARIFA_TORRE.renovacion : TARIFA_TORRE.nueva;
  const altura = dos(pos(t.alturaMts));
  return resultado([
    [`Dictamen de torre o antena de telecomunicaciones${t.renovacion ? ' (renovación)' : ''} (${r.base} UMA)`, umas(r.base)],
    [`Altura de la estructura: ${fmt(altura)} m × ${r.porMetro} UMA por metro`, umas(altura * r.porMetro)],
  ]);
}

/** The billboard's area charged: every section's m², once per view. */
export function areaEspectacular(e: { secciones: readonly { largo: number; ancho: number }[]; vistas: number }): number {
  const m2 = e.secciones.reduce((t, s) => t + dos(pos(s.largo) * pos(s.ancho)), 0);
  return dos(m2 * Math.max(1, Math.trunc(pos(e.vistas)) || 1));
}

/** The fee of a billboard's dictamen (1758): a base, its sections' area by view, lit 25 % more. */
export function tarifaEspectacular(e: { secciones: readonly { largo: number; ancho: number }[]; luminoso: boolean; vistas: number }): TarifaDictamen {
  const t = TARIFA_ESPECTACULAR;
  const vistas = Math.max(1, Math.trunc(pos(e.vistas)) || 1);
  const area = areaEspectacular({ secciones: e.secciones, vistas });
  const porArea = umas(area * t.porM2);
  const n = e.secciones.length;
  const lineas: [string, number][] = [
    [`Dictamen de anuncio espectacular (${t.base} UMA)`, umas(t.base)],
    [`Superficie: ${n} ${n === 1 ? 'sección' : 'secciones'}, ${vistas} ${vistas === 1 ? 'vista' : 'vistas'}, ${fmt(area)} m² × ${t.porM2} UMA por m²`, porArea],
  ];
  if (e.luminoso && porArea > 0) lineas.push([`Anuncio luminoso (${t.recargoLuminoso * 100} % sobre la superficie)`, Math.round(porArea * t.recargoLuminoso)]);
  return resultado(lineas);
}
