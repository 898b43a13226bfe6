// The log as a person reads it in the terminal of `npm start` (LOG_FORMAT=consola): one line per
// process event (listening, a warning, an error with its message), and a request only when it failed
// on our side (status ≥ 500) or was slow (over LENTO_MS). A 4xx is the client's routine (a form with
// an error, an expired session) and would bury the rest. Production keeps pino's JSON lines, which
// the log collector parses (docs/OPERACION.md).

/** A request slower than this is printed: the spec's inbox and forms answer well under it. */
export const LENTO_MS = 1000;

const NIVELES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LineaPino {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; type?: string };
}

const hora = (t: number | undefined) => {
  const d = new Date(t ?? Date.now());
  // The offices' clock (America/Cancun, UTC−5 all year): what the person at the terminal reads.
  return new Date(d.getTime() - 5 * 3600_000).toISOString().slice(11, 19);
};

/**
 * A pino destination that writes readable lines to `escribir`. It keeps each request's method and
 * URL from its "incoming request" line until the request completes (Fastify writes them apart).
 */
export function crearConsolaLegible(escribir: (linea: string) => void, lentoMs = LENTO_MS): { write(linea: string): void } {
  const enCurso = new Map<string, string>();
  return {
    write(texto: string) {
      for (const crudo of texto.split('\n')) {
        if (!crudo.trim()) continue;
        let l: LineaPino;
        try {
          l = JSON.parse(crudo) as LineaPino;
        } catch {
          escribir(crudo);
          continue;
        }
        const nivel = NIVELES[l.level ?? 30] ?? 'INFO';
        if (l.msg === 'incoming request' && l.reqId) {
          enCurso.set(l.reqId, `${l.req?.method ?? ''} ${l.req?.url ?? ''}`.trim());
          continue;
        }
        if (l.msg === 'request completed' && l.reqId) {
          const peticion = enCurso.get(l.reqId) ?? '';
          enCurso.delete(l.reqId);
          const status = l.res?.statusCode ?? 0;
          const ms = Math.round(l.responseTime ?? 0);
          if (status < 500 && ms <= lentoMs) continue;
          escribir(`${hora(l.time)} ${status >= 500 ? 'ERROR' : 'LENTA'} ${peticion} → ${status} en ${ms} ms [${l.reqId}]`);
          continue;
        }
        const extra = [l.err?.message ? `: ${l.err.message}` : '', l.reqId ? ` [${l.reqId}]` : ''].join('');
        escribir(`${hora(l.time)} ${nivel} ${l.msg ?? ''}${extra}`);
      }
    },
  };
}

/** Where the API's log goes: the readable console when LOG_FORMAT says so (or by default for npm start outside production). */
export function destinoDeLog(config: { LOG_FORMAT?: 'json' | 'consola'; NODE_ENV: string }, porDefecto: 'json' | 'consola' = 'json') {
  const formato = config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : porDefecto);
  return formato === 'consola' ? crearConsolaLegible((l) => process.stdout.write(`${l}\n`)) : undefined;
}
