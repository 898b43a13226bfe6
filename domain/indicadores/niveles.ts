// Service levels of the staff areas: per area, procedure and step — open and overdue
// tasks, the median and 90th percentile of the time a step took, the week's throughput, the
// oldest waiting request and a weekly median per step. Pure: the API reads the task rows (open,
// and resolved within the window) and everything shown is computed here, so each figure has a
// unit test on a fixed history (niveles.test.ts).
import { mediana, percentil, redondear } from './comun';

const OFFSET_MS = -5 * 3600_000; // America/Cancun, UTC−5 all year (domain/common/horas-habiles.ts)
const DIA_MS = 86_400_000;
const HORA_MS = 3_600_000;

/** The windows the dashboard offers ('Últimos 30 días' / 'Últimos 90 días'). */
export const VENTANAS_DIAS = [30, 90] as const;
export type VentanaDias = (typeof VENTANAS_DIAS)[number];

/** One staff task as the indicators read it (db tareas). */
export interface TareaIndicador {
  areaId: number;
  procedimiento: string;
  paso: string;
  estado: string;
  folio: string;
  createdAt: Date;
  venceAt: Date | null;
  resueltaAt: Date | null;
}

export interface EsperaMasAntigua {
  folio: string;
  paso: string;
  desde: Date;
}

export interface NivelPaso {
  paso: string;
  abiertas: number;
  vencidas: number;
  /** tasks of this step resolved within the window (what the median and p90 are over) */
  resueltas: number;
  /** hours from the task's opening to its resolution; null without resolved tasks */
  medianaHoras: number | null;
  p90Horas: number | null;
  atendidasSemana: number;
  masAntigua: EsperaMasAntigua | null;
}

export interface NivelTramite {
  areaId: number;
  procedimiento: string;
  abiertas: number;
  vencidas: number;
  atendidasSemana: number;
  masAntigua: EsperaMasAntigua | null;
  pasos: NivelPaso[];
}

/** Monday 00:00 of the week of `t` on Chetumal's calendar, as an instant. */
export function inicioSemanaCancun(t: Date): Date {
  const local = t.getTime() + OFFSET_MS;
  const dia = Math.floor(local / DIA_MS) * DIA_MS;
  const dow = new Date(dia).getUTCDay(); // 0 Sunday … 6 Saturday
  return new Date(dia - ((dow + 6) % 7) * DIA_MS - OFFSET_MS);
}

/** The calendar day (YYYY-MM-DD, Chetumal) of an instant. */
export const diaCancun = (t: Date): string => new Date(t.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The first instant the window of `dias` days ending at `ahora` covers. */
export const inicioVentana = (ahora: Date, dias: number): Date => new Date(ahora.getTime() - dias * DIA_MS);

const horas = (t: TareaIndicador): number => ((t.resueltaAt as Date).getTime() - t.createdAt.getTime()) / HORA_MS;
const abierta = (t: TareaIndicador) => t.estado === 'pendiente';
const resueltaDesde = (t: TareaIndicador, desde: Date) => t.estado === 'resuelta' && t.resueltaAt !== null && t.resueltaAt >= desde;
const vencida = (t: TareaIndicador, ahora: Date) => abierta(t) && t.venceAt !== null && t.venceAt < ahora;

function masAntiguaDe(tareas: readonly TareaIndicador[]): EsperaMasAntigua | null {
  let m: TareaIndicador | null = null;
  for (const t of tareas) if (abierta(t) && (!m || t.createdAt < m.createdAt)) m = t;
  return m ? { folio: m.folio, paso: m.paso, desde: m.createdAt } : null;
}

function agrupar<K extends string>(tareas: readonly TareaIndicador[], clave: (t: TareaIndicador) => K): Map<K, TareaIndicador[]> {
  const m = new Map<K, TareaIndicador[]>();
  for (const t of tareas) {
    const k = clave(t);
    const g = m.get(k);
    if (g) g.push(t);
    else m.set(k, [t]);
  }
  return m;
}

/** The figures of one step from its tasks. */
export function nivelDePaso(paso: string, tareas: readonly TareaIndicador[], ahora: Date, dias: number): NivelPaso {
  const desde = inicioVentana(ahora, dias);
  const semana = inicioSemanaCancun(ahora);
  const duraciones = tareas.filter((t) => resueltaDesde(t, desde)).map(horas);
  const m = mediana(duraciones);
  const p90 = percentil(duraciones, 0.9);
  return {
    paso,
    abiertas: tareas.filter(abierta).length,
    vencidas: tareas.filter((t) => vencida(t, ahora)).length,
    resueltas: duraciones.length,
    medianaHoras: m === null ? null : redondear(m, 1),
    p90Horas: p90 === null ? null : redondear(p90, 1),
    atendidasSemana: tareas.filter((t) => resueltaDesde(t, semana)).length,
    masAntigua: masAntiguaDe(tareas),
  };
}

/**
 * Per area and procedure, with its steps in `ordenPasos` order (the definition's; steps it does not
 * list go last, by name). Tasks resolved before the window and not open are ignored.
 */
export function calcularNiveles(tareas: readonly TareaIndicador[], ahora: Date, dias: number, ordenPasos: (procedimiento: string) => readonly string[] = () => []): NivelTramite[] {
  const grupos = agrupar(tareas, (t) => `${t.areaId}|${t.procedimiento}`);
  const out: NivelTramite[] = [];
  for (const g of grupos.values()) {
    const { areaId, procedimiento } = g[0];
    const orden = ordenPasos(procedimiento);
    const rango = (p: string) => (orden.indexOf(p) === -1 ? orden.length : orden.indexOf(p));
    const pasos = [...agrupar(g, (t) => t.paso).entries()]
      .sort(([a], [b]) => rango(a) - rango(b) || a.localeCompare(b))
      .map(([paso, ts]) => nivelDePaso(paso, ts, ahora, dias));
    out.push({
      areaId,
      procedimiento,
      abiertas: pasos.reduce((s, p) => s + p.abiertas, 0),
      vencidas: pasos.reduce((s, p) => s + p.vencidas, 0),
      atendidasSemana: pasos.reduce((s, p) => s + p.atendidasSemana, 0),
      masAntigua: masAntiguaDe(g),
      pasos,
    });
  }
  return out.sort((a, b) => a.areaId - b.areaId || a.procedimiento.localeCompare(b.procedimiento));
}

export interface SerieSemanal {
  /** the Mondays (YYYY-MM-DD, Chetumal) of the weeks the window touches, oldest first */
  semanas: string[];
  /** per step: the median hours of the tasks resolved that week, or null (no task) */
  series: { paso: string; valores: (number | null)[] }[];
}

/** The chart's data: per step, the weekly median of the time a step took (resolved in the window). */
export function medianaSemanalPorPaso(tareas: readonly TareaIndicador[], ahora: Date, dias: number, pasos: readonly string[]): SerieSemanal {
  const desde = inicioVentana(ahora, dias);
  const semanas: string[] = [];
  for (let s = inicioSemanaCancun(desde); s <= ahora; s = new Date(s.getTime() + 7 * DIA_MS)) semanas.push(diaCancun(s));
  const indice = new Map(semanas.map((s, i) => [s, i]));
  const series = pasos.map((paso) => {
    const porSemana: number[][] = semanas.map(() => []);
    for (const t of tareas) {
      if (t.paso !== paso || !resueltaDesde(t, desde)) continue;
      const i = indice.get(diaCancun(inicioSemanaCancun(t.resueltaAt as Date)));
      if (i !== undefined) porSemana[i].push(horas(t));
    }
    return { paso, valores: porSemana.map((v) => (v.length ? redondear(mediana(v) as number, 1) : null)) };
  });
  return { semanas, series };
}
