// The public indicators of the ventanilla (/indicadores): per procedure and month of a
// year, the requests received, the requests decided (approved or rejected), the median days from
// sending to decision, and the share decided within the promised time. Pure: the API reads the
// histories (api/indicadores/publicos.repository.ts) and this file turns them into figures. Only
// counts leave it: no folio, name or RFC is ever part of the answer.
import { TRAMITES } from '../tramites';
import { horasHabilesEntre } from '../common/horas-habiles';
import { diasEntre, mediana, mesCancun, proporcion, redondear } from './comun';

/** A staff task of the request (cancelled tasks are left out by the reader). */
export interface TareaHistoria {
  venceAt: Date | null;
  resueltaAt: Date | null;
}

/** What a request keeps that the figures need, and nothing personal. */
export interface HistoriaSolicitud {
  procedimiento: string;
  /** first sent (solicitudes.enviada_at); null for a draft */
  enviadaAt: Date | null;
  /** the machine's state (solicitudes.estado): 'terminada' approved/issued, 'rechazada' refused for good */
  estado: string;
  /** set when the request finished approved ('terminada'); the projection keeps it null otherwise */
  terminadaAt: Date | null;
  /** the latest resolution of a step with resultado 'rechazado' (when a refusal was decided) */
  rechazoAt: Date | null;
  /** the row's last change, the refusal's instant when no task recorded it */
  actualizadaAt: Date;
  tareas: readonly TareaHistoria[];
  /** the request's data, read only for procedures with a legal promise (PROCEDIMIENTOS_CON_PROMESA) */
  datos?: unknown;
}

export type Resultado = 'aprobada' | 'rechazada';
export interface Decision {
  resultado: Resultado;
  en: Date;
}

/** A procedure's legal promise for a request (its definition's promesaHoras: SARE's 72 business hours), or null. */
export const promesaHorasDe = (procedimiento: string, datos: unknown): number | null => TRAMITES[procedimiento]?.promesaHoras?.(datos) ?? null;

/** The procedures whose promise depends on the request's data, the only ones whose data is read. */
export const PROCEDIMIENTOS_CON_PROMESA: readonly string[] = Object.values(TRAMITES)
  .filter((d) => d.promesaHoras)
  .map((d) => d.clave);

/** The request's decision, if it has one: approved when it finished ('terminada'), rejected when refused for good ('rechazada'). */
export function decisionDe(h: HistoriaSolicitud): Decision | null {
  if (!h.enviadaAt) return null;
  if (h.estado === 'terminada') return { resultado: 'aprobada', en: h.terminadaAt ?? h.actualizadaAt };
  if (h.estado === 'rechazada') return { resultado: 'rechazada', en: h.rechazoAt ?? h.actualizadaAt };
  return null;
}

/**
 * Decided within the promised time: every staff task resolved by its due date (a task without one
 * counts as on time), and, where the procedure makes a legal promise (SARE), the decision within
 * that many business hours of sending.
 */
export function dentroDePlazo(h: HistoriaSolicitud, d: Decision): boolean {
  const tareasATiempo = h.tareas.every((t) => !t.venceAt || (t.resueltaAt !== null && t.resueltaAt.getTime() <= t.venceAt.getTime()));
  if (!tareasATiempo) return false;
  const horas = promesaHorasDe(h.procedimiento, h.datos ?? null);
  if (horas === null || !h.enviadaAt) return true;
  // As the staff's service levels count it (niveles-sare.ts): business hours from sending to decision.
  return horasHabilesEntre(h.enviadaAt, d.en) <= horas;
}

export interface CifrasMes {
  /** 1–12 */
  mes: number;
  recibidas: number;
  resueltas: number;
  aprobadas: number;
  rechazadas: number;
  /** median calendar days from sending to decision, one decimal; null with no decision */
  mediana_dias: number | null;
  /** decided within the promised time, of those decided (0–1, three decimals); null with no decision */
  dentro_plazo: number | null;
}

export interface IndicadoresTramite {
  clave: string;
  nombre: string;
  meses: CifrasMes[];
  total: CifrasMes & { mes: 0 };
}

export interface IndicadoresAnio {
  anio: number;
  tramites: IndicadoresTramite[];
}

interface Acumulado {
  recibidas: number;
  aprobadas: number;
  rechazadas: number;
  dias: number[];
  aTiempo: number;
}
const vacio = (): Acumulado => ({ recibidas: 0, aprobadas: 0, rechazadas: 0, dias: [], aTiempo: 0 });

function cifras(mes: number, a: Acumulado): CifrasMes {
  const resueltas = a.aprobadas + a.rechazadas;
  const m = mediana(a.dias);
  const p = proporcion(a.aTiempo, resueltas);
  return {
    mes,
    recibidas: a.recibidas,
    resueltas,
    aprobadas: a.aprobadas,
    rechazadas: a.rechazadas,
    mediana_dias: m === null ? null : redondear(m, 1),
    dentro_plazo: p === null ? null : redondear(p, 3),
  };
}

/**
 * The year's figures for every procedure of the registry (in its order), each month on Chetumal's
 * calendar: a request counts as received in the month it was first sent, and as decided in the
 * month of its decision (which may be a later month, or year, than its sending).
 */
export function indicadoresPublicos(anio: number, tramites: readonly { clave: string; nombre: string }[], historias: readonly HistoriaSolicitud[]): IndicadoresAnio {
  const por = new Map(tramites.map((t) => [t.clave, { meses: Array.from({ length: 12 }, vacio), total: vacio() }]));
  for (const h of historias) {
    const acc = por.get(h.procedimiento);
    if (!acc || !h.enviadaAt) continue;
    const envio = mesCancun(h.enviadaAt);
    if (envio.anio === anio) {
      acc.meses[envio.mes - 1].recibidas++;
      acc.total.recibidas++;
    }
    const d = decisionDe(h);
    if (!d) continue;
    const cuando = mesCancun(d.en);
    if (cuando.anio !== anio) continue;
    const aTiempo = dentroDePlazo(h, d);
    const dias = Math.max(0, diasEntre(h.enviadaAt, d.en));
    for (const a of [acc.meses[cuando.mes - 1], acc.total]) {
      if (d.resultado === 'aprobada') a.aprobadas++;
      else a.rechazadas++;
      a.dias.push(dias);
      if (aTiempo) a.aTiempo++;
    }
  }
  return {
    anio,
    tramites: tramites.map((t) => {
      const acc = por.get(t.clave)!;
      return { clave: t.clave, nombre: t.nombre, meses: acc.meses.map((a, i) => cifras(i + 1, a)), total: { ...cifras(0, acc.total), mes: 0 as const } };
    }),
  };
}
