import { describe, expect, it } from 'vitest';
import type postgres from 'postgres';
import { instrumentarPool, nombreDeConsulta } from './instrumentacion';

/** A client shaped like postgres.js: lazy statements run on their first then, transactions through begin. */
function clienteFalso() {
  const pendientes: (() => void)[] = [];
  const consulta = () => {
    let soltar!: () => void;
    const p = new Promise<unknown[]>((r) => (soltar = () => r([])));
    const q = { then: p.then.bind(p), values: () => q };
    pendientes.push(() => soltar());
    return q;
  };
  const sql = {
    unsafe: () => consulta(),
    begin: async (fn: (tx: unknown) => Promise<unknown>) => fn({ unsafe: () => consulta() }),
  };
  return { sql: sql as unknown as postgres.Sql, soltarTodas: () => pendientes.splice(0).forEach((f) => f()) };
}

describe('the pool as measured around postgres.js', () => {
  it('counts a statement from its first await until it settles; beyond the pool size it is waiting', async () => {
    const { sql, soltarTodas } = clienteFalso();
    const estado = instrumentarPool(sql, 2);
    const creada = sql.unsafe('select 1');
    expect(estado()).toEqual({ max: 2, enUso: 0, esperando: 0 });
    const enCurso = [creada, sql.unsafe('select 2').values(), sql.unsafe('select 3')].map((q) => Promise.resolve(q));
    // Promise.resolve calls each statement's then in a later microtask.
    await new Promise((r) => setImmediate(r));
    expect(estado()).toEqual({ max: 2, enUso: 2, esperando: 1 });
    soltarTodas();
    await Promise.all(enCurso);
    expect(estado()).toEqual({ max: 2, enUso: 0, esperando: 0 });
  });

  it('counts a transaction once for its whole length, not each of its statements', async () => {
    const { sql, soltarTodas } = clienteFalso();
    const estado = instrumentarPool(sql, 5);
    let dentro: ReturnType<typeof estado> | null = null;
    const tx = sql.begin(async (t) => {
      const q = t.unsafe('insert into x values (1)');
      setTimeout(soltarTodas, 0);
      await q;
      dentro = estado();
    });
    await tx;
    expect(dentro).toEqual({ max: 5, enUso: 1, esperando: 0 });
    expect(estado().enUso).toBe(0);
  });

  it('names a statement by its verb and table', () => {
    expect(nombreDeConsulta('insert into "tareas" ("a") values ($1)')).toBe('INSERT tareas');
    expect(nombreDeConsulta('select "id" from "solicitudes" where ...')).toBe('SELECT solicitudes');
    expect(nombreDeConsulta('update "tareas" set ...')).toBe('UPDATE tareas');
    expect(nombreDeConsulta('begin')).toBe('BEGIN');
  });
});
