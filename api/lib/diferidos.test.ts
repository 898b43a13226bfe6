import { describe, expect, it } from 'vitest';
import { crearColaDiferida } from './diferidos';

describe('crearColaDiferida', () => {
  it('never runs a job in the turn that queued it, and runs jobs one at a time in order', async () => {
    const cola = crearColaDiferida();
    const hechos: string[] = [];
    let simultaneos = 0;
    let maximo = 0;
    const trabajo = (n: string) => async () => {
      simultaneos += 1;
      maximo = Math.max(maximo, simultaneos);
      await new Promise((r) => setTimeout(r, 5));
      hechos.push(n);
      simultaneos -= 1;
    };
    cola.agregar('a', trabajo('a'));
    cola.agregar('b', trabajo('b'));
    expect(hechos).toEqual([]);
    expect(cola.pendientes).toEqual(['a', 'b']);
    await cola.vaciar();
    expect(hechos).toEqual(['a', 'b']);
    expect(maximo).toBe(1);
  });

  it('a failing job is reported and the next one still runs', async () => {
    const fallos: string[] = [];
    const cola = crearColaDiferida({ alFallar: (n) => fallos.push(n) });
    let hecho = false;
    cola.agregar('malo', () => Promise.reject(new Error('x')));
    cola.agregar('bueno', async () => {
      hecho = true;
    });
    await cola.vaciar();
    expect(fallos).toEqual(['malo']);
    expect(hecho).toBe(true);
  });

  it('paused, it keeps the jobs until resumed; full, it refuses more', async () => {
    const fallos: string[] = [];
    const cola = crearColaDiferida({ max: 2, alFallar: (n) => fallos.push(n) });
    cola.pausar();
    let n = 0;
    expect(cola.agregar('1', async () => void (n += 1))).toBe(true);
    expect(cola.agregar('2', async () => void (n += 1))).toBe(true);
    expect(cola.agregar('3', async () => void (n += 1))).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(n).toBe(0);
    expect(fallos).toEqual(['3']);
    await cola.vaciar();
    expect(n).toBe(2);
  });
});
