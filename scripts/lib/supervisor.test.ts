import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { supervisar } from './supervisor.mjs';

type Salida = { code: number | null; signal: string | null };

/** A fake child whose exit the test decides. */
function hijoFalso() {
  let salir!: (s: Salida) => void;
  const exited = new Promise<Salida>((r) => (salir = r));
  let detenido = false;
  return {
    exited,
    salir,
    stop: async () => {
      detenido = true;
      salir({ code: null, signal: 'SIGTERM' });
    },
    get detenido() {
      return detenido;
    },
  };
}

const tic = () => new Promise((r) => setTimeout(r, 0));

describe('supervisar (npm start restarts a child that dies)', () => {
  it('restarts with growing waits, says so, and starts over after a healthy run', async () => {
    const hijos: ReturnType<typeof hijoFalso>[] = [];
    const esperas: number[] = [];
    const mensajes: string[] = [];
    let reloj = 0;
    const sup = supervisar({
      nombre: 'Temporal',
      iniciar: async () => {
        const h = hijoFalso();
        hijos.push(h);
        return h;
      },
      log: (m: string) => mensajes.push(m),
      dormir: async (ms: number) => {
        esperas.push(ms);
      },
      ahora: () => reloj,
      estableMs: 60_000,
    });
    await sup.primero;
    for (let i = 0; i < 3; i++) {
      hijos[i].salir({ code: 1, signal: null });
      await tic();
      await tic();
    }
    expect(hijos).toHaveLength(4);
    expect(esperas).toEqual([1000, 2000, 4000]);
    expect(mensajes[0]).toBe('Temporal exited (code 1); restarting it in 1 s (restart 1)');
    expect(mensajes).toContain('Temporal restarted');
    // Ran for over a minute: the next wait is short again.
    reloj = 0;
    const h = hijos[3];
    reloj = 120_000;
    h.salir({ code: null, signal: 'SIGKILL' });
    await tic();
    await tic();
    expect(esperas.at(-1)).toBe(1000);
    expect(mensajes).toContain('Temporal exited (SIGKILL); restarting it in 1 s (restart 4)');
    await sup.detener();
    expect(hijos.at(-1)!.detenido).toBe(true);
    expect(sup.reinicios()).toBe(4);
  });

  it('keeps trying when a restart fails, and stops for good on detener', async () => {
    let intentos = 0;
    const mensajes: string[] = [];
    const primero = hijoFalso();
    const sup = supervisar({
      nombre: 'the app',
      iniciar: async () => {
        intentos += 1;
        if (intentos === 1) return primero;
        throw new Error('port in use');
      },
      log: (m: string) => mensajes.push(m),
      dormir: () => tic(),
    });
    await sup.primero;
    primero.salir({ code: 1, signal: null });
    for (let i = 0; i < 10; i++) await tic();
    expect(intentos).toBeGreaterThan(2);
    expect(mensajes).toContain('the app did not start again: port in use');
    await sup.detener();
    const n = intentos;
    for (let i = 0; i < 10; i++) await tic();
    expect(intentos).toBe(n);
  });

  it('a first start that fails is reported to the caller', async () => {
    const sup = supervisar({ nombre: 'x', iniciar: () => Promise.reject(new Error('no')), log: () => {} });
    await expect(sup.primero).rejects.toThrow('no');
  });
});
