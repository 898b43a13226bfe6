// The fee of service 1756 (spec 3 §9, advertising) for a sign request: one line per detail row,
// from its size, faces, pieces and time by the row's type. Our tariff (the spec gives none), in the
// Ley de Ingresos' unit (UMA), for the permit's year:
//
//   type                          unit charged                                  UMA
//   1 Manta o lona                m² × caras × piezas × meses                   0.5
//   2 Anuncio autosoportado       m² × caras                                    6
//   3 Adosado a fachada           m² × caras                                    3
//   4 Giratorio                   m² × caras × piezas                           5
//   5 Luminoso en caja            m² × caras × piezas                           4
//   6 Toldo o marquesina          m² × caras                                    2
//   7 Volantes y folletos         piezas × días                                 0.002
//   8 Bandera o pendón            m² × caras × piezas                           1
//   9 Rotulado en vidriera        m² × caras                                    1.5
//  10 Pantalla electrónica        m² × caras × piezas                           10
//
// A row is never less than 1 UMA. A lit sign (iluminado) pays 25 % more (one line of its own).
// m² = largo × ancho (the form's Alto × Ancho, metres). Amounts in cents, like every statement.
import { UMA_DIARIA_CENTAVOS, pesos } from '../licencia/tarifas';
import { nombreTipoAnuncio } from './catalogos';

type Unidad = 'area' | 'area_pieza' | 'area_pieza_mes' | 'pieza_dia';

export const TARIFA_ANUNCIO: Readonly<Record<number, { uma: number; unidad: Unidad }>> = {
  1: { uma: 0.5, unidad: 'area_pieza_mes' },
  2: { uma: 6, unidad: 'area' },
  3: { uma: 3, unidad: 'area' },
  4: { uma: 5, unidad: 'area_pieza' },
  5: { uma: 4, unidad: 'area_pieza' },
  6: { uma: 2, unidad: 'area' },
  7: { uma: 0.002, unidad: 'pieza_dia' },
  8: { uma: 1, unidad: 'area_pieza' },
  9: { uma: 1.5, unidad: 'area' },
  10: { uma: 10, unidad: 'area_pieza' },
};
/** How the statement names what each UMA is charged for. */
const POR_UNIDAD: Readonly<Record<Unidad, string>> = {
  area: 'por m² y cara',
  area_pieza: 'por m², cara y pieza',
  area_pieza_mes: 'por m², cara, pieza y mes',
  pieza_dia: 'por pieza y día',
};
export const MINIMO_UMA_FILA = 1;
export const RECARGO_ILUMINADO = 0.25;

export interface FilaTarifa {
  tipo_anuncio_id: number;
  largo: number;
  ancho: number;
  caras: number;
  pieza?: number | null;
  mes?: number | null;
  dia?: number | null;
}

const dos = (n: number) => n.toFixed(2);
const pos = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);
const ent = (n: number | null | undefined) => Math.max(1, Math.trunc(pos(n)) || 1);

/** How many units a row is charged for, and its description. */
function unidades(f: FilaTarifa): { cantidad: number; detalle: string } {
  const t = TARIFA_ANUNCIO[f.tipo_anuncio_id];
  const m2 = Math.round(pos(f.largo) * pos(f.ancho) * 100) / 100;
  const caras = ent(f.caras);
  const medidas = `${dos(pos(f.largo))} × ${dos(pos(f.ancho))} m, ${caras} ${caras === 1 ? 'cara' : 'caras'}`;
  switch (t?.unidad) {
    case 'pieza_dia': {
      const piezas = ent(f.pieza);
      const dias = ent(f.dia);
      return { cantidad: piezas * dias, detalle: `${piezas} piezas × ${dias} ${dias === 1 ? 'día' : 'días'}` };
    }
    case 'area_pieza_mes': {
      const piezas = ent(f.pieza);
      const meses = Math.min(12, ent(f.mes));
      return { cantidad: m2 * caras * piezas * meses, detalle: `${medidas}, ${piezas} ${piezas === 1 ? 'pieza' : 'piezas'}, ${meses} ${meses === 1 ? 'mes' : 'meses'}` };
    }
    case 'area_pieza': {
      const piezas = ent(f.pieza);
      return { cantidad: m2 * caras * piezas, detalle: `${medidas}, ${piezas} ${piezas === 1 ? 'pieza' : 'piezas'}` };
    }
    default:
      return { cantidad: m2 * caras, detalle: medidas };
  }
}

/** One row's fee in cents (never less than 1 UMA). */
export function importeFilaCentavos(f: FilaTarifa): number {
  const t = TARIFA_ANUNCIO[f.tipo_anuncio_id];
  if (!t) throw new RangeError(`tipo de anuncio desconocido: ${f.tipo_anuncio_id}`);
  const umas = Math.max(MINIMO_UMA_FILA, unidades(f).cantidad * t.uma);
  return Math.round(umas * UMA_DIARIA_CENTAVOS);
}

/** The statement's lines of a sign's rows (service 1756) and their total, in pesos with two decimals. */
export function tarifaAnuncios(
  filas: readonly FilaTarifa[],
  o: { iluminado?: boolean } = {},
): { conceptos: { concepto: string; importe: string }[]; total: string; totalCentavos: number } {
  const conceptos: { concepto: string; importe: string }[] = [];
  let total = 0;
  for (const f of filas) {
    const t = TARIFA_ANUNCIO[f.tipo_anuncio_id];
    if (!t) throw new RangeError(`tipo de anuncio desconocido: ${f.tipo_anuncio_id}`);
    const importe = importeFilaCentavos(f);
    total += importe;
    conceptos.push({ concepto: `${nombreTipoAnuncio(f.tipo_anuncio_id)}: ${unidades(f).detalle} (${t.uma} UMA ${POR_UNIDAD[t.unidad]})`, importe: pesos(importe) });
  }
  if (o.iluminado && total > 0) {
    const recargo = Math.round(total * RECARGO_ILUMINADO);
    total += recargo;
    conceptos.push({ concepto: `Anuncio iluminado (${RECARGO_ILUMINADO * 100} %)`, importe: pesos(recargo) });
  }
  return { conceptos, total: pesos(total), totalCentavos: total };
}
