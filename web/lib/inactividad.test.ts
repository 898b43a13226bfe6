import { describe, expect, it } from 'vitest';
import { estadoInicial, mostrarAviso, reducirInactividad } from './inactividad';

const T0 = 1_700_000_000_000;
const s = (seg: number) => seg * 1000;

describe('inactivity timer (spec 1 §4.1)', () => {
  it('starts at 300 s', () => {
    const e = estadoInicial(T0);
    expect(e.restante).toBe(300);
    expect(e.expirado).toBe(false);
  });

  it('counts down with the clock, not with the number of ticks', () => {
    let e = estadoInicial(T0);
    e = reducirInactividad(e, { type: 'tick', ahora: T0 + s(1) });
    expect(e.restante).toBe(299);
    // a sleeping tab wakes up 200 s later
    e = reducirInactividad(e, { type: 'tick', ahora: T0 + s(201) });
    expect(e.restante).toBe(99);
  });

  it('activity resets to 600 s', () => {
    let e = estadoInicial(T0);
    e = reducirInactividad(e, { type: 'tick', ahora: T0 + s(250) });
    e = reducirInactividad(e, { type: 'actividad', ahora: T0 + s(250) });
    expect(e.restante).toBe(600);
    e = reducirInactividad(e, { type: 'tick', ahora: T0 + s(849) });
    expect(e.restante).toBe(1);
  });

  it('warns in the last 60 s and expires at 0', () => {
    let e = estadoInicial(T0);
    e = reducirInactividad(e, { type: 'tick', ahora: T0 + s(239) });
    expect(mostrarAviso(e)).toBe(false);
    e = reducirInactividad(e, { type: 'tick', ahora: T0 + s(240) });
    expect(mostrarAviso(e)).toBe(true);
    e = reducirInactividad(e, { type: 'tick', ahora: T0 + s(300) });
    expect(e.expirado).toBe(true);
    expect(mostrarAviso(e)).toBe(false);
  });

  it('activity after expiry does not revive the session; a new start does', () => {
    let e = reducirInactividad(estadoInicial(T0), { type: 'tick', ahora: T0 + s(301) });
    expect(reducirInactividad(e, { type: 'actividad', ahora: T0 + s(302) }).expirado).toBe(true);
    e = reducirInactividad(e, { type: 'iniciar', ahora: T0 + s(400) });
    expect(e.restante).toBe(300);
  });

  it('a tick that changes nothing keeps the same object (no re-render)', () => {
    const e = estadoInicial(T0);
    expect(reducirInactividad(e, { type: 'tick', ahora: T0 + 200 })).toBe(e);
  });
});
