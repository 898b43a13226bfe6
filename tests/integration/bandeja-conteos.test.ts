// The inbox's total without a search is read from tareas_conteos, kept by statement triggers on
// tareas (migration 0018). It must always equal a real count(*) of the same filters:
// after inserts, state, area and procedure changes, deletes (direct and cascaded from a request),
// concurrent single-statement writers touching the same counters in opposite orders, and TRUNCATE.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTareasRepository, type FiltrosBandeja } from '../../api/tareas/tareas.repository';
import { cliente, crearEntorno, entrar, type Entorno } from './harness';

const PROCEDIMIENTOS = ['licencia', 'anuncio', 'perfil'];
const ESTADOS = ['pendiente', 'resuelta', 'cancelada'] as const;

let e: Entorno;
let sql: postgres.Sql;
let areas: number[];
let solicitudes: number[];
let serie = 0;

beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  sql = postgres(e.config.DATABASE_URL, { max: 8, onnotice: () => {} });
  areas = (await sql<{ id: number }[]>`select id from areas order by id limit 4`).map((a) => a.id);
  const [c] = await sql<{ id: number }[]>`select id from contribuyentes order by id limit 1`;
  solicitudes = (
    await sql<{ id: number }[]>`
      insert into solicitudes (procedimiento, workflow_id, folio, contribuyente_id)
      select 'licencia', 'conteos-' || g || '-' || ${Date.now()}, 'CT-' || g, ${c.id} from generate_series(1, 6) g returning id`
  ).map((s) => s.id);
}, 60_000);

afterAll(async () => {
  await sql?.end();
  await e?.cerrar();
});

/** `n` new tasks in one statement, cycling over areas, procedures and states from `desde`. */
async function insertar(n: number, desde = 0, solicitud = solicitudes[0]) {
  const base = (serie += n);
  await sql`
    insert into tareas (workflow_id, procedimiento, paso, area_id, titulo, folio, solicitud_id, estado)
    select 'wf-' || ${base} || '-' || g, (${PROCEDIMIENTOS}::text[])[1 + (g + ${desde}) % 3], 'revision',
      (${areas}::int[])[1 + (g + ${desde}) % ${areas.length}], 't', 'F-' || g, ${solicitud},
      (${[...ESTADOS]}::text[])[1 + (g + ${desde}) % 2]
    from generate_series(1, ${n}) g`;
}

/** Every filter shape without q, by the repository (counters) and by count(*). */
async function comprobar() {
  const repo = createTareasRepository({ db: e.db.db });
  const casos: Omit<FiltrosBandeja, 'page' | 'porPagina'>[] = [{ areaIds: null }, { areaIds: [areas[0], areas[2]] }, { areaIds: [] }];
  for (const estado of [undefined, ...ESTADOS]) {
    for (const procedimiento of [undefined, ...PROCEDIMIENTOS]) {
      casos.push({ areaIds: null, estado, procedimiento });
      casos.push({ areaIds: areas.slice(1), estado, procedimiento });
      for (const areaId of areas) casos.push({ areaIds: null, areaId, estado, procedimiento });
    }
  }
  for (const f of casos) {
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int n from tareas
      where (${f.areaIds === null}::boolean or area_id = any(${f.areaIds ?? []}::int[]))
        and (${f.areaId ?? null}::int is null or area_id = ${f.areaId ?? null})
        and (${f.estado ?? null}::text is null or estado = ${f.estado ?? null})
        and (${f.procedimiento ?? null}::text is null or procedimiento = ${f.procedimiento ?? null})`;
    const { total } = await repo.listar({ ...f, page: 1, porPagina: 20 });
    expect(total, JSON.stringify(f)).toBe(n);
  }
  // And the table itself: every key's counter is its count (keys left at zero aside).
  const diferencias = await sql`
    select * from (select area_id, estado, procedimiento, count(*)::int n from tareas group by 1, 2, 3) real
    full join (select * from tareas_conteos where n <> 0) c using (area_id, estado, procedimiento)
    where real.n is distinct from c.n`;
  expect(diferencias).toEqual([]);
}

describe('the inbox total (tareas_conteos)', () => {
  it('starts equal to count(*) in the cloned database and after inserts', async () => {
    await comprobar();
    await insertar(1);
    await insertar(60, 1);
    await insertar(25, 2, solicitudes[1]);
    await comprobar();
  });

  it('follows state, area and procedure changes, and updates that change no key', async () => {
    await sql`update tareas set estado = 'resuelta', resultado = 'aprobado' where id in (select id from tareas order by id limit 10)`;
    await sql`update tareas set estado = 'cancelada' where estado = 'pendiente' and id % 5 = 0`;
    await sql`update tareas set area_id = ${areas[3]} where area_id = ${areas[0]} and id % 3 = 0`;
    await sql`update tareas set procedimiento = 'anuncio', area_id = ${areas[1]} where procedimiento = 'perfil' and id % 4 = 1`;
    await sql`update tareas set escalada_at = now(), motivo = 'x'`;
    await sql`update tareas set id = id + 100000 where id = (select max(id) from tareas)`;
    await comprobar();
  });

  it('follows deletes, direct and cascaded from a deleted request', async () => {
    await sql`delete from tareas where id in (select id from tareas order by id desc limit 7)`;
    await sql`delete from solicitudes where id = ${solicitudes[1]}`;
    await comprobar();
  });

  it('the API answers the same total to root and to a reviewer', async () => {
    const root = await entrar(e, 'root');
    const revisor = await entrar(e, 'revisor.padron');
    const misAreas = (revisor.sesion.areas as { id: number }[]).map((a) => a.id);
    for (const [c, ids, url] of [
      [root, null, '/api/tareas?estado=pendiente'],
      [root, null, `/api/tareas?estado=resuelta&area_id=${areas[1]}`],
      [root, null, '/api/tareas?procedimiento=anuncio&page=2'],
      [revisor, misAreas, '/api/tareas?estado=pendiente'],
    ] as [ReturnType<typeof cliente>, number[] | null, string][]) {
      const r = await c.get(url);
      expect(r.status).toBe(200);
      const q = new URLSearchParams(url.split('?')[1]);
      const [{ n }] = await sql<{ n: number }[]>`
        select count(*)::int n from tareas
        where (${ids === null}::boolean or area_id = any(${ids ?? []}::int[]))
          and (${q.get('estado')}::text is null or estado = ${q.get('estado')})
          and (${q.get('area_id')}::int is null or area_id = ${q.get('area_id')})
          and (${q.get('procedimiento')}::text is null or procedimiento = ${q.get('procedimiento')})`;
      expect(r.body.data.total, url).toBe(n);
    }
  });

  it('stays exact under concurrent writers (one transaction each), without deadlocks', { timeout: 120_000 }, async () => {
    await insertar(120, 0, solicitudes[2]);
    const ids = (await sql<{ id: number; area_id: number }[]>`select id, area_id from tareas order by id`).map((t) => t.id);
    const al = (i: number) => ids[(i * 7919) % ids.length];
    const trabajos: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 240; i++) {
      const [a, b] = [al(i), al(i + 1)];
      const area = areas[i % areas.length];
      const estado = ESTADOS[i % 3];
      switch (i % 6) {
        case 0: // single-row inserts into the same few hot counters
          trabajos.push(() => insertar(1, i, solicitudes[3]));
          break;
        case 1: // two tasks of different keys in one statement, listed in both orders
          trabajos.push(() => sql`update tareas set estado = ${estado} where id = any(${i % 12 === 1 ? [a, b] : [b, a]}::int[])`);
          break;
        case 2: // moves between areas and states in one statement
          trabajos.push(() => sql`update tareas set area_id = ${area}, estado = ${estado} where id in (${a}, ${b})`);
          break;
        case 3: // many rows at once: every key of two areas
          trabajos.push(() => sql`update tareas set estado = ${estado} where area_id in (${areas[i % 4]}, ${areas[(i + 1) % 4]}) and id % 11 = ${i % 11}`);
          break;
        case 4:
          trabajos.push(() => sql`delete from tareas where id = ${a}`);
          break;
        default: // an explicit transaction of one statement
          trabajos.push(() => sql.begin((tx) => tx`update tareas set procedimiento = ${PROCEDIMIENTOS[i % 3]}, area_id = ${area} where id in (${b}, ${a})`));
      }
    }
    const resultados = await Promise.allSettled(trabajos.map((t) => t()));
    expect(resultados.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    await comprobar();
  });

  it('TRUNCATE (also cascaded from solicitudes) leaves every counter at zero', async () => {
    await sql`truncate solicitudes cascade`;
    expect(await sql`select * from tareas_conteos where n <> 0`).toEqual([]);
    await insertar(5, 0, (await sql<{ id: number }[]>`insert into solicitudes (procedimiento, workflow_id, folio, contribuyente_id) select 'licencia', 'conteos-fin', 'CT-fin', id from contribuyentes limit 1 returning id`)[0].id);
    await comprobar();
  });
});
