import { describe, expect, it } from 'vitest';
import { calcularNiveles, inicioSemanaCancun, medianaSemanalPorPaso, nivelDePaso, type TareaIndicador } from './niveles';
import { cumplimientoSarePorMes, resultadoPromesa } from './niveles-sare';
import { campoCsv, generarCsv } from './niveles-csv';

// Wednesday 25 Nov 2026, 12:00 in Chetumal (UTC−5).
const AHORA = new Date('2026-11-25T17:00:00Z');
const h = (n: number) => n * 3_600_000;

function tarea(p: Partial<TareaIndicador> & { paso: string }): TareaIndicador {
  return { areaId: 21, procedimiento: 'licencia', estado: 'pendiente', folio: 'LIC-1', createdAt: AHORA, venceAt: null, resueltaAt: null, ...p };
}
/** A task resolved `dur` hours after it opened, resolved `haceDias` days before AHORA. */
function resuelta(paso: string, dur: number, haceDias: number, extra: Partial<TareaIndicador> = {}): TareaIndicador {
  const fin = new Date(AHORA.getTime() - haceDias * 86_400_000);
  return tarea({ paso, estado: 'resuelta', createdAt: new Date(fin.getTime() - h(dur)), resueltaAt: fin, ...extra });
}

describe('week start (America/Cancun)', () => {
  it('is Monday 00:00 in Chetumal, 05:00 UTC', () => {
    expect(inicioSemanaCancun(AHORA).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    // Monday 03:00 UTC is still Sunday night in Chetumal: the week before.
    expect(inicioSemanaCancun(new Date('2026-11-23T03:00:00Z')).toISOString()).toBe('2026-11-16T05:00:00.000Z');
    expect(inicioSemanaCancun(new Date('2026-11-23T05:00:00Z')).toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });
});

describe('figures of a step', () => {
  const tareas = [
    tarea({ paso: 'validacion_datos', folio: 'LIC-9', createdAt: new Date('2026-11-20T15:00:00Z'), venceAt: new Date('2026-11-24T15:00:00Z') }),
    tarea({ paso: 'validacion_datos', folio: 'LIC-8', createdAt: new Date('2026-11-10T15:00:00Z'), venceAt: new Date('2026-11-26T15:00:00Z') }),
    tarea({ paso: 'validacion_datos', folio: 'LIC-7', createdAt: new Date('2026-11-24T15:00:00Z') }),
    resuelta('validacion_datos', 2, 1), // this week (Tuesday)
    resuelta('validacion_datos', 4, 5), // last week
    resuelta('validacion_datos', 10, 20),
    resuelta('validacion_datos', 30, 60), // only in the 90-day window
    tarea({ paso: 'validacion_datos', estado: 'cancelada', resueltaAt: new Date('2026-11-24T15:00:00Z') }),
  ];

  it('open: pending tasks; overdue: pending past their due time', () => {
    const n = nivelDePaso('validacion_datos', tareas, AHORA, 30);
    expect(n.abiertas).toBe(3);
    expect(n.vencidas).toBe(1);
  });

  it('median and p90 over the tasks resolved in the window (linear interpolation, like percentile_cont)', () => {
    const n30 = nivelDePaso('validacion_datos', tareas, AHORA, 30);
    expect(n30).toMatchObject({ resueltas: 3, medianaHoras: 4, p90Horas: 8.8 });
    const n90 = nivelDePaso('validacion_datos', tareas, AHORA, 90);
    // [2, 4, 10, 30]: median 7; p90 at rank 2.7 → 10 + 0.7·20 = 24
    expect(n90).toMatchObject({ resueltas: 4, medianaHoras: 7, p90Horas: 24 });
  });

  it("the week's throughput counts what was resolved since Monday 00:00 in Chetumal (cancelled tasks aside)", () => {
    expect(nivelDePaso('validacion_datos', tareas, AHORA, 30).atendidasSemana).toBe(1);
  });

  it('the oldest waiting request is the earliest open task', () => {
    expect(nivelDePaso('validacion_datos', tareas, AHORA, 30).masAntigua).toEqual({ folio: 'LIC-8', paso: 'validacion_datos', desde: new Date('2026-11-10T15:00:00Z') });
  });

  it('no resolved tasks: no median, no p90', () => {
    expect(nivelDePaso('x', [tarea({ paso: 'x' })], AHORA, 30)).toMatchObject({ medianaHoras: null, p90Horas: null, resueltas: 0, masAntigua: { folio: 'LIC-1' } });
  });
});

describe('per area and procedure', () => {
  it('groups by area and procedure, steps in the definition order, totals add up', () => {
    const tareas = [
      tarea({ paso: 'firma_director', areaId: 31, folio: 'LIC-2', createdAt: new Date('2026-11-01T15:00:00Z') }),
      tarea({ paso: 'validacion_residuos', areaId: 21, folio: 'LIC-3', createdAt: new Date('2026-11-02T15:00:00Z'), venceAt: new Date('2026-11-03T15:00:00Z') }),
      tarea({ paso: 'validacion_datos', areaId: 21, folio: 'LIC-4', createdAt: new Date('2026-11-05T15:00:00Z') }),
      resuelta('validacion_datos', 3, 0.5, { areaId: 21 }),
      tarea({ paso: 'validacion', areaId: 21, procedimiento: 'cambio_nombre', folio: 'CN-1' }),
    ];
    const n = calcularNiveles(tareas, AHORA, 30, (p) => (p === 'licencia' ? ['validacion_datos', 'validacion_residuos', 'firma_director'] : []));
    expect(n.map((x) => [x.areaId, x.procedimiento])).toEqual([
      [21, 'cambio_nombre'],
      [21, 'licencia'],
      [31, 'licencia'],
    ]);
    const lic21 = n[1];
    expect(lic21.pasos.map((p) => p.paso)).toEqual(['validacion_datos', 'validacion_residuos']);
    expect(lic21).toMatchObject({ abiertas: 2, vencidas: 1, atendidasSemana: 1, masAntigua: { folio: 'LIC-3', paso: 'validacion_residuos' } });
  });
});

describe('weekly median per step (the chart)', () => {
  it('one point per week of the window, null where nothing was resolved', () => {
    const tareas = [resuelta('a', 2, 1), resuelta('a', 6, 1.5), resuelta('a', 5, 8), resuelta('b', 1, 15)];
    const s = medianaSemanalPorPaso(tareas, AHORA, 30, ['a', 'b']);
    expect(s.semanas[0]).toBe('2026-10-26');
    expect(s.semanas.at(-1)).toBe('2026-11-23');
    expect(s.semanas).toHaveLength(5);
    expect(s.series[0]).toEqual({ paso: 'a', valores: [null, null, null, 5, 4] });
    expect(s.series[1]).toEqual({ paso: 'b', valores: [null, null, 1, null, null] });
  });
});

describe("SARE's promise: 72 business hours from sending (CONAMER)", () => {
  // Monday 2 Nov 2026 08:00 in Chetumal; 72 business hours = 9 working days (8 h each).
  const lunes = new Date('2026-11-02T13:00:00Z');
  it('decided within 72 business hours keeps it; after, breaks it; undecided past 72 breaks it, inside is pending', () => {
    // Nine working days later: Thursday 12 Nov 16:00; Friday 13 09:00 is 73 business hours.
    expect(resultadoPromesa({ folio: 'a', enviadaAt: lunes, decididaAt: new Date('2026-11-12T21:00:00Z') }, AHORA)).toBe('cumplida');
    expect(resultadoPromesa({ folio: 'b', enviadaAt: lunes, decididaAt: new Date('2026-11-13T14:00:00Z') }, AHORA)).toBe('incumplida');
    expect(resultadoPromesa({ folio: 'c', enviadaAt: lunes, decididaAt: null }, AHORA)).toBe('incumplida');
    expect(resultadoPromesa({ folio: 'd', enviadaAt: new Date('2026-11-24T13:00:00Z'), decididaAt: null }, AHORA)).toBe('pendiente');
  });

  it('per month of sending: counted, kept, share in percent; empty months at zero', () => {
    const solicitudes = [
      { folio: 'a', enviadaAt: lunes, decididaAt: new Date('2026-11-03T15:00:00Z') },
      { folio: 'b', enviadaAt: lunes, decididaAt: new Date('2026-11-04T15:00:00Z') },
      { folio: 'c', enviadaAt: lunes, decididaAt: new Date('2026-11-20T15:00:00Z') },
      { folio: 'd', enviadaAt: new Date('2026-11-24T13:00:00Z'), decididaAt: null },
      { folio: 'e', enviadaAt: new Date('2026-10-01T04:00:00Z'), decididaAt: new Date('2026-10-01T20:00:00Z') }, // 30 Sep 23:00 local
    ];
    const m = cumplimientoSarePorMes(solicitudes, AHORA, 3);
    expect(m).toEqual([
      { mes: '2026-09', enviadas: 1, cumplidas: 1, incumplidas: 0, pendientes: 0, porcentaje: 100 },
      { mes: '2026-10', enviadas: 0, cumplidas: 0, incumplidas: 0, pendientes: 0, porcentaje: null },
      { mes: '2026-11', enviadas: 4, cumplidas: 2, incumplidas: 1, pendientes: 1, porcentaje: 66.7 },
    ]);
  });
});

describe('CSV', () => {
  it('starts with a BOM and the Spanish header, CRLF lines, quotes where needed', () => {
    const csv = generarCsv([['Coordinación SARE', 'Licencia de funcionamiento', 'Validación de datos', 3, 1, 2, 4.5, null, 1, 'LIC-1, "A"', '2026-11-10']]);
    expect(csv.startsWith('\uFEFFÁrea,Trámite,Paso,Tareas abiertas,Vencidas,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('Coordinación SARE,Licencia de funcionamiento,Validación de datos,3,1,2,4.5,,1,"LIC-1, ""A""",2026-11-10');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
  it('neutralises formulas', () => {
    expect(campoCsv('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});
