import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarBdEmbebida, type BdEmbebida } from './bd-embebida';

let bd: BdEmbebida;
beforeAll(async () => {
  bd = await iniciarBdEmbebida({ esperaMs: 2_000 });
}, 60_000);
afterAll(async () => bd?.cerrar());

const conectar = (url: string) => postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });

describe('the embedded database of npm start', () => {
  it('listens on 127.0.0.1 on a free port, with a random password per start', () => {
    expect(bd.host).toBe('127.0.0.1');
    expect(bd.puerto).toBeGreaterThan(0);
    const password = decodeURIComponent(new URL(bd.url).password);
    expect(password.length).toBeGreaterThanOrEqual(24);
  });

  it('refuses a wrong password before anything reaches PGlite', async () => {
    const u = new URL(bd.url);
    u.password = 'postgres';
    const sql = conectar(u.toString());
    await expect(sql`select 1`).rejects.toMatchObject({ code: '28P01' });
    await sql.end();
  });

  it('serves the right password', async () => {
    const sql = conectar(bd.url);
    expect(await sql`select 1 + 1 as n`).toEqual([{ n: 2 }]);
    await sql.end();
  });

  it('one session at a time: a second waits for the first to close, so their messages never mix', async () => {
    const a = conectar(bd.url);
    await a`select 1`;
    const b = conectar(bd.url);
    let respondida = false;
    const consulta = b`select 42 as n`.then((r) => {
      respondida = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(respondida).toBe(false);
    await a.end();
    expect(await consulta).toEqual([{ n: 42 }]);
    await b.end();
  }, 20_000);

  it('a second session waiting too long is refused with a clear error', async () => {
    const a = conectar(bd.url);
    await a`select 1`;
    const b = conectar(bd.url);
    await expect(b`select 1`).rejects.toMatchObject({ code: '53300' });
    await b.end();
    await a.end();
  }, 20_000);
});
