import { describe, expect, it } from 'vitest';
import { crearSemaforo } from './semaforo';

const diferido = () => {
  let resolver!: () => void;
  const p = new Promise<void>((r) => (resolver = r));
  return { p, resolver };
};

describe('crearSemaforo', () => {
  it('runs at most max tasks at once, the rest in arrival order', async () => {
    const s = crearSemaforo(2);
    const orden: number[] = [];
    const bloqueos = [diferido(), diferido(), diferido(), diferido()];
    const tareas = bloqueos.map((b, i) =>
      s.con(async () => {
        orden.push(i);
        await b.p;
        return i;
      }),
    );
    await Promise.resolve();
    expect(orden).toEqual([0, 1]);
    expect(s.activos).toBe(2);
    expect(s.enEspera).toBe(2);
    bloqueos[1].resolver();
    await tareas[1];
    await Promise.resolve();
    expect(orden).toEqual([0, 1, 2]);
    bloqueos[0].resolver();
    bloqueos[2].resolver();
    bloqueos[3].resolver();
    expect(await Promise.all(tareas)).toEqual([0, 1, 2, 3]);
    expect(orden).toEqual([0, 1, 2, 3]);
    expect(s.activos).toBe(0);
  });

  it('a task that throws gives its slot back', async () => {
    const s = crearSemaforo(1);
    await expect(s.con(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await s.con(async () => 'ok')).toBe('ok');
    expect(s.activos).toBe(0);
  });

  it('refuses a maximum below one', () => {
    expect(() => crearSemaforo(0)).toThrow();
  });
});
