import { describe, expect, it } from 'vitest';
import { decisionDe, dentroDePlazo, indicadoresPublicos, type HistoriaSolicitud } from './publicos';

const T = [
  { clave: 'licencia', nombre: 'Licencia de funcionamiento' },
  { clave: 'usosuelo', nombre: 'Constancia de uso de suelo' },
];
const d = (iso: string) => new Date(iso);
const base = (x: Partial<HistoriaSolicitud>): HistoriaSolicitud => ({
  procedimiento: 'usosuelo',
  enviadaAt: d('2026-03-02T15:00:00Z'),
  estado: 'revision',
  terminadaAt: null,
  rechazoAt: null,
  actualizadaAt: d('2026-03-02T15:00:00Z'),
  tareas: [],
  ...x,
});

// Sent Mon 2 Mar 2026 10:00 in Chetumal: 6 h that day, 32 h from Tue 3 to Fri 6, 32 h from Mon 9
// to Thu 12, and the last 2 h end Fri 13 Mar 10:00 local = 15:00 UTC.
const SARE = { tipoProceso: 2 };

describe('decisionDe', () => {
  it('approved when finished, rejected when refused for good, none otherwise', () => {
    expect(decisionDe(base({ estado: 'terminada', terminadaAt: d('2026-03-05T15:00:00Z') }))).toEqual({ resultado: 'aprobada', en: d('2026-03-05T15:00:00Z') });
    expect(decisionDe(base({ estado: 'rechazada', rechazoAt: d('2026-03-04T15:00:00Z') }))).toEqual({ resultado: 'rechazada', en: d('2026-03-04T15:00:00Z') });
    // No task recorded the refusal: the row's last change.
    expect(decisionDe(base({ estado: 'rechazada', actualizadaAt: d('2026-03-06T15:00:00Z') }))?.en).toEqual(d('2026-03-06T15:00:00Z'));
    expect(decisionDe(base({ estado: 'devuelta' }))).toBeNull();
    expect(decisionDe(base({ estado: 'terminada', enviadaAt: null, terminadaAt: d('2026-03-05T15:00:00Z') }))).toBeNull();
  });
});

describe('dentroDePlazo', () => {
  const fin = { resultado: 'aprobada' as const, en: d('2026-03-05T15:00:00Z') };
  it('every task resolved by its due date', () => {
    expect(dentroDePlazo(base({ tareas: [{ venceAt: d('2026-03-04T00:00:00Z'), resueltaAt: d('2026-03-03T00:00:00Z') }, { venceAt: null, resueltaAt: d('2026-03-05T00:00:00Z') }] }), fin)).toBe(true);
    expect(dentroDePlazo(base({ tareas: [{ venceAt: d('2026-03-04T00:00:00Z'), resueltaAt: d('2026-03-04T00:00:00Z') }] }), fin)).toBe(true);
    expect(dentroDePlazo(base({ tareas: [{ venceAt: d('2026-03-04T00:00:00Z'), resueltaAt: d('2026-03-04T00:00:01Z') }] }), fin)).toBe(false);
    expect(dentroDePlazo(base({ tareas: [{ venceAt: d('2026-03-04T00:00:00Z'), resueltaAt: null }] }), fin)).toBe(false);
  });
  it('SARE: within 72 business hours of sending', () => {
    const sare = (en: string) => dentroDePlazo(base({ procedimiento: 'licencia', datos: SARE }), { resultado: 'aprobada', en: d(en) });
    expect(sare('2026-03-13T15:00:00Z')).toBe(true);
    expect(sare('2026-03-13T15:00:01Z')).toBe(false);
    // A licence that is not SARE has no such promise.
    expect(dentroDePlazo(base({ procedimiento: 'licencia', datos: { tipoProceso: 1 } }), { resultado: 'aprobada', en: d('2026-04-30T21:00:00Z') })).toBe(true);
  });
});

describe('indicadoresPublicos', () => {
  const historias: HistoriaSolicitud[] = [
    // received in March, approved in March in 2 days, on time
    base({ estado: 'terminada', terminadaAt: d('2026-03-04T15:00:00Z') }),
    // received in March, rejected in April after 31 days (a task late)
    base({ estado: 'rechazada', rechazoAt: d('2026-04-02T15:00:00Z'), tareas: [{ venceAt: d('2026-03-05T00:00:00Z'), resueltaAt: d('2026-04-02T15:00:00Z') }] }),
    // received in March, still in process
    base({ estado: 'revision' }),
    // received in April, approved in April in 4 days
    base({ enviadaAt: d('2026-04-06T15:00:00Z'), estado: 'terminada', terminadaAt: d('2026-04-10T15:00:00Z') }),
    // a draft: never counted
    base({ enviadaAt: null, estado: 'borrador' }),
    // sent in Dec 2025, approved 1 Jan 2026 local time (05:00 UTC is midnight in Chetumal)
    base({ enviadaAt: d('2025-12-30T15:00:00Z'), estado: 'terminada', terminadaAt: d('2026-01-01T05:00:00Z') }),
    // SARE licence: sent Mon 2 Mar, issued Mon 16 Mar (past 72 business hours)
    base({ procedimiento: 'licencia', datos: SARE, estado: 'terminada', terminadaAt: d('2026-03-16T15:00:00Z') }),
    // a procedure not in the registry: ignored
    base({ procedimiento: 'otro', estado: 'terminada', terminadaAt: d('2026-03-04T15:00:00Z') }),
  ];
  const r = indicadoresPublicos(2026, T, historias);

  it('every procedure of the registry, in its order, twelve months each', () => {
    expect(r.anio).toBe(2026);
    expect(r.tramites.map((t) => t.clave)).toEqual(['licencia', 'usosuelo']);
    expect(r.tramites.every((t) => t.meses.length === 12)).toBe(true);
  });
  it('received by the month of sending, decided by the month of decision', () => {
    const u = r.tramites[1];
    expect(u.meses[0]).toEqual({ mes: 1, recibidas: 0, resueltas: 1, aprobadas: 1, rechazadas: 0, mediana_dias: 1.6, dentro_plazo: 1 });
    expect(u.meses[2]).toEqual({ mes: 3, recibidas: 3, resueltas: 1, aprobadas: 1, rechazadas: 0, mediana_dias: 2, dentro_plazo: 1 });
    expect(u.meses[3]).toEqual({ mes: 4, recibidas: 1, resueltas: 2, aprobadas: 1, rechazadas: 1, mediana_dias: 17.5, dentro_plazo: 0.5 });
    expect(u.meses[4]).toEqual({ mes: 5, recibidas: 0, resueltas: 0, aprobadas: 0, rechazadas: 0, mediana_dias: null, dentro_plazo: null });
    expect(u.total).toEqual({ mes: 0, recibidas: 4, resueltas: 4, aprobadas: 3, rechazadas: 1, mediana_dias: 3, dentro_plazo: 0.75 });
  });
  it('SARE past its 72 business hours is not on time', () => {
    const l = r.tramites[0];
    expect(l.meses[2]).toMatchObject({ recibidas: 1, resueltas: 1, mediana_dias: 14, dentro_plazo: 0 });
  });
  it('the answer holds counts only', () => {
    expect(JSON.stringify(r)).not.toMatch(/tipoProceso|datos/);
  });
});
