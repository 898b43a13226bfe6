// What the pool is doing and a span per SQL statement. postgres.js keeps its connection queues to
// itself, so the pool is measured from outside: every statement drizzle sends goes through
// `unsafe`, every transaction through `begin`, and each holds one connection from its first await
// until it settles; more in flight than the pool's size are waiting for one (docs/OPERACION.md).
// The spans are OpenTelemetry's: without a registered provider (tracing off) they cost nothing.
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type postgres from 'postgres';

export interface EstadoPool {
  /** connections the pool may open */
  max: number;
  /** statements and transactions holding a connection now */
  enUso: number;
  /** statements and transactions waiting for a free connection */
  esperando: number;
}

const tracer = () => trace.getTracer('ventanilla-db');

/** The statement's verb and table, short enough to name a span (the whole text goes in an attribute). */
export function nombreDeConsulta(q: string): string {
  const verbo = /^\s*(\w+)/.exec(q)?.[1]?.toUpperCase() ?? 'SQL';
  const tabla = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(q)?.[1];
  return tabla ? `${verbo} ${tabla}` : verbo;
}

function abrirSpan(q: string): Span | null {
  // No parent, no span: a statement outside a request or an activity (a timer, the seed) is noise.
  if (!trace.getSpan(context.active())) return null;
  return tracer().startSpan(nombreDeConsulta(q), { kind: SpanKind.CLIENT, attributes: { 'db.system': 'postgresql', 'db.statement': q.slice(0, 2000) } });
}

function cerrarSpan(span: Span | null, err?: unknown) {
  if (!span) return;
  if (err) span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
  span.end();
}

type Contador = { n: number };

function envolver(sql: postgres.Sql, enCurso: Contador): postgres.Sql {
  const unsafe = sql.unsafe.bind(sql);
  const medir = ((q: string, ...resto: unknown[]) => {
    const pendiente = (unsafe as (...a: unknown[]) => postgres.PendingQuery<postgres.Row[]>)(q, ...resto);
    const then = pendiente.then;
    let medida = false;
    // postgres.js runs a statement on its first then (drizzle awaits it): counted from there.
    pendiente.then = function (this: typeof pendiente, ok?: unknown, mal?: unknown) {
      if (medida) return then.call(this, ok as never, mal as never);
      medida = true;
      enCurso.n += 1;
      const span = abrirSpan(q);
      const fin = (err?: unknown) => {
        enCurso.n -= 1;
        cerrarSpan(span, err);
      };
      return then.call(
        this,
        (v) => {
          fin();
          return typeof ok === 'function' ? ok(v) : v;
        },
        (e) => {
          fin(e);
          if (typeof mal === 'function') return mal(e);
          throw e;
        },
      ) as never;
    } as typeof pendiente.then;
    return pendiente;
  }) as postgres.Sql['unsafe'];
  sql.unsafe = medir;
  // A transaction's client has no begin of its own (savepoints instead).
  if (typeof sql.begin !== 'function') return sql;
  const begin = sql.begin.bind(sql) as (...a: unknown[]) => Promise<unknown>;
  sql.begin = (async (...args: unknown[]) => {
    const i = args.findIndex((a) => typeof a === 'function');
    const fn = args[i] as (tx: postgres.TransactionSql) => unknown;
    // The transaction's own statements run on its reserved connection: spans, not another count.
    args[i] = (tx: postgres.TransactionSql) => fn(envolver(tx as unknown as postgres.Sql, { n: 0 }) as unknown as postgres.TransactionSql);
    enCurso.n += 1;
    try {
      return await begin(...args);
    } finally {
      enCurso.n -= 1;
    }
  }) as postgres.Sql['begin'];
  return sql;
}

/** Wraps the client in place; `estado()` reads the pool at this moment. */
export function instrumentarPool(sql: postgres.Sql, max: number): () => EstadoPool {
  const enCurso: Contador = { n: 0 };
  envolver(sql, enCurso);
  return () => ({ max, enUso: Math.min(enCurso.n, max), esperando: Math.max(0, enCurso.n - max) });
}
