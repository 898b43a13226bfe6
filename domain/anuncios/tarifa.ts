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
// The UMA factors and the minimum are lines of the office's tariff catalogue
// (domain/catalogos/tarifas.ts); the table above is their default. The units are the code's rule.
import { CLAVE_TARIFA, TARIFARIO_BASE, umaDe, type Tarifario } from '../catalogos/tarifas';
import { UMA_DIARIA_CENTAVOS, pesos } from '../licencia/tarifas';
import { nombreTipoAnuncio } from './catalogos';

type Unidad = 'area' | 'area_pieza' | 'area_pieza_mes' | 'pieza_dia';

const UNIDAD_ANUNCIO: Readonly<Record<number, Unidad>> = {
  1: 'area_pieza_mes',
  2: 'area',
  3: 'area',
  4: 'area_pieza',
  5: 'area_pieza',
  6: 'area',
  7: 'pieza_dia',
  8: 'area_pieza',
  9: 'area',
  10: 'area_pieza',
};
/** The default factor and unit of each type (the table above). */
export const TARIFA_ANUNCIO: Readonly<Record<number, { uma: number; unidad: Unidad }>> = Object.fromEntries(
  Object.entries(UNIDAD_ANUNCIO).map(([id, unidad]) => [id, { uma: umaDe(TARIFARIO_BASE, CLAVE_TARIFA.anuncio(Number(id))), unidad }]),
);
/** A type's factor and unit under a tarifario; undefined for a type the code does not know. */
function tarifaDe(tipo: number, tarifario: Tarifario): { uma: number; unidad: Unidad } | undefined {
  const unidad = UNIDAD_ANUNCIO[tipo];
  return unidad ? { uma: umaDe(tarifario, CLAVE_TARIFA.anuncio(tipo)), unidad } : undefined;
}
/** How the statement names what each UMA is charged for. */
const POR_UNIDAD: Readonly<Record<Unidad, string>> = {
  area: 'por m² y cara',
  area_pieza: 'por m², cara y pieza',
  area_pieza_mes: 'por m², cara, pieza y mes',
  pieza_dia: 'por pieza y día',
};
export const MINIMO_UMA_FILA = umaDe(TARIFARIO_BASE, CLAVE_TARIFA.anuncioMinimo);
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
  const unidad = UNIDAD_ANUNCIO[f.tipo_anuncio_id];
  const m2 = Math.round(pos(f.largo) * pos(f.ancho) * 100) / 100;
  const caras = ent(f.caras);
  const medidas = `${dos(pos(f.largo))} × ${dos(pos(f.ancho))} m, ${caras} ${caras === 1 ? 'cara' : 'caras'}`;
  switch (unidad) {
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

/** One row's fee in cents (never less than the minimum, 1 UMA by default). */
export function importeFilaCentavos(f: FilaTarifa, tarifario: Tarifario = TARIFARIO_BASE): number {
  const t = tarifaDe(f.tipo_anuncio_id, tarifario);
  if (!t) throw new RangeError(`tipo de anuncio desconocido: ${f.tipo_anuncio_id}`);
  const umas = Math.max(umaDe(tarifario, CLAVE_TARIFA.anuncioMinimo), unidades(f).cantidad * t.uma);
  return Math.round(umas * UMA_DIARIA_CENTAVOS);
}

/** The statement's lines of a sign's rows (service 1756) and their total, in pesos with two decimals. */
export function tarifaAnuncios(
  filas: readonly FilaTarifa[],
  o: { iluminado?: boolean } = {},
  tarifario: Tarifario = TARIFARIO_BASE,
): { conceptos: { concepto: string; importe: string }[]; total: string; totalCentavos: number } {
  const conceptos: { concepto: string; importe: string }[] = [];
  let total = 0;
  for (const f of filas) {
    const t = tarifaDe(f.tipo_anuncio_id, tarifario);
    if (!t) throw new RangeError(`tipo de anuncio desconocido: ${f.tipo_anuncio_id}`);
    const importe = importeFilaCentavos(f, tarifario);
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
