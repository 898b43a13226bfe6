// The public indicators page's data and wording (/indicadores): the call without a
// session, and how its figures are written for people.
import type { IndicadoresPublicos } from '../../api/indicadores/publicos.schemas';
import { MSG } from '../../domain/common/messages';

export type { IndicadoresPublicos };
export type CifrasMes = IndicadoresPublicos['tramites'][number]['total'];

export const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'] as const;

export async function consultarIndicadores(anio: number | null, f: typeof fetch = fetch): Promise<IndicadoresPublicos> {
  let res: Response;
  try {
    res = await f(`/api/publico/indicadores${anio ? `?anio=${anio}` : ''}`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new Error(MSG.errorConexion);
  }
  if (res.status === 429) throw new Error(MSG.demasiadasPeticiones);
  if (!res.ok) throw new Error(MSG.errorServidor);
  const cuerpo = (await res.json()) as { success?: boolean; data?: IndicadoresPublicos | null };
  if (cuerpo.success === false || !cuerpo.data) throw new Error(MSG.errorServidor);
  return cuerpo.data;
}

const dias = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const porcentaje = new Intl.NumberFormat('es-MX', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const entero = new Intl.NumberFormat('es-MX');

/** A count: '1,234'. */
export const formatoEntero = (n: number) => entero.format(n);
/** Median days: '2.5'; a dash when nothing was decided. */
export const formatoDias = (n: number | null) => (n === null ? '—' : dias.format(n));
/** A share: '75.0%'; a dash when nothing was decided. */
export const formatoPorcentaje = (n: number | null) => (n === null ? '—' : porcentaje.format(n));

/** A year read from the link (?anio=2026), or null for the current one. */
export function anioDeEnlace(v: string | null): number | null {
  const n = Number(v);
  return Number.isInteger(n) && n >= 2000 && n <= 2100 ? n : null;
}

/** Whether a procedure had any activity in the year (its monthly table is shown). */
export const conActividad = (t: { total: CifrasMes }) => t.total.recibidas > 0 || t.total.resueltas > 0;
