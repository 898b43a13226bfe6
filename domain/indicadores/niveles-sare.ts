// SARE's promise (CONAMER): a SARE licence request is decided within 72 business hours
// of being sent. Per month of sending, the share of the requests that kept it. A request counts once
// it is decided (licence ready, or rejected), or once its 72 business hours ran out undecided (it
// broke the promise whatever comes next); one still inside its 72 hours is pending, not counted.
// Time waiting for the taxpayer (payments) counts: the promise runs from the sending.
import { horasHabilesEntre } from '../common/horas-habiles';
import { mesCancun, proporcion, redondear } from './comun';

import { HORAS_PROMESA_SARE } from '../licencia/constantes';
export { HORAS_PROMESA_SARE };

export interface SolicitudSare {
  folio: string;
  enviadaAt: Date;
  /** when it was decided (terminada or rechazada), or null while under way */
  decididaAt: Date | null;
}

export type ResultadoPromesa = 'cumplida' | 'incumplida' | 'pendiente';

export function resultadoPromesa(s: SolicitudSare, ahora: Date): ResultadoPromesa {
  if (s.decididaAt) return horasHabilesEntre(s.enviadaAt, s.decididaAt) <= HORAS_PROMESA_SARE ? 'cumplida' : 'incumplida';
  return horasHabilesEntre(s.enviadaAt, ahora) > HORAS_PROMESA_SARE ? 'incumplida' : 'pendiente';
}

export interface CumplimientoMes {
  /** YYYY-MM */
  mes: string;
  enviadas: number;
  cumplidas: number;
  incumplidas: number;
  pendientes: number;
  /** cumplidas / (cumplidas + incumplidas) as a percentage with one decimal; null with none counted */
  porcentaje: number | null;
}

const claveMes = (t: Date) => {
  const { anio, mes } = mesCancun(t);
  return `${anio}-${String(mes).padStart(2, '0')}`;
};

/** The last `meses` months up to `ahora`'s (oldest first), each with its figures (zero when empty). */
export function cumplimientoSarePorMes(solicitudes: readonly SolicitudSare[], ahora: Date, meses = 6): CumplimientoMes[] {
  const { anio, mes } = mesCancun(ahora);
  const claves: string[] = [];
  for (let i = meses - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(anio, mes - 1 - i, 1));
    claves.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  const filas = new Map(claves.map((k) => [k, { mes: k, enviadas: 0, cumplidas: 0, incumplidas: 0, pendientes: 0 }]));
  for (const s of solicitudes) {
    const f = filas.get(claveMes(s.enviadaAt));
    if (!f) continue;
    f.enviadas += 1;
    const r = resultadoPromesa(s, ahora);
    if (r === 'cumplida') f.cumplidas += 1;
    else if (r === 'incumplida') f.incumplidas += 1;
    else f.pendientes += 1;
  }
  return [...filas.values()].map((f) => {
    const p = proporcion(f.cumplidas, f.cumplidas + f.incumplidas);
    return { ...f, porcentaje: p === null ? null : redondear(p * 100, 1) };
  });
}
