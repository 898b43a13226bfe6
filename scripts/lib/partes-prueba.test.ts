import { describe, expect, it } from 'vitest';
import { elegirPartes } from './partes-prueba.mjs';

describe('npm test: the parts its arguments choose', () => {
  it('no argument: every part, the drills last', () => {
    expect([...elegirPartes([]).partes]).toEqual(['unit', 'integration', 'e2e', 'stack']);
    expect([...elegirPartes(['--']).partes]).toEqual(['unit', 'integration', 'e2e', 'stack']);
  });

  it('`stack` runs the drills alone; an option and its value go to vitest', () => {
    const r = elegirPartes(['stack', '-t', 'failover']);
    expect([...r.partes]).toEqual(['stack']);
    expect(r.opcionesVitest).toEqual(['-t', 'failover']);
    expect(r.error).toBeUndefined();
  });

  it('named parts, with their files routed to the runner of each', () => {
    const r = elegirPartes(['integration', 'e2e', 'tests/integration/demo.test.ts', 'tests/e2e/licencia.spec.ts']);
    expect([...r.partes]).toEqual(['integration', 'e2e']);
    expect(r.filtros).toEqual({ vitest: ['tests/integration/demo.test.ts'], e2e: ['tests/e2e/licencia.spec.ts'], stack: [] });
  });

  it('files alone run only the parts they belong to (not every walk and drill beside them)', () => {
    expect([...elegirPartes(['tests/integration/demo.test.ts']).partes]).toEqual(['unit', 'integration']);
    expect([...elegirPartes(['tests/e2e/licencia.spec.ts']).partes]).toEqual(['e2e']);
    expect([...elegirPartes(['tests/stack/simulacros.test.ts']).partes]).toEqual(['stack']);
  });

  it('an unknown part is refused, naming the ones there are', () => {
    expect(elegirPartes(['unidad']).error).toBe('unknown suite "unidad"; use: npm test -- unit|integration|e2e|stack');
  });
});
