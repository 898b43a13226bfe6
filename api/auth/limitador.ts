// Sign-in throttling with growing delays instead of a hard lock (OWASP ASVS V2.2.1,
// "Authentication Cheat Sheet: account lockout"). A lock let anyone shut root and the staff out
// for 15 minutes with five wrong passwords, and only real accounts were locked, which told an
// attacker which accounts exist.
//
// Sign-in counts per account *and address* (or per name no account has and address, the same
// way): every attempt is counted before the password is checked, so a burst of parallel guesses
// cannot slip through before the first failure lands; a success forgets the count. Keyed by the
// account alone, wrong passwords sent from one address each time the wait ended kept root's delay
// at 300 s, and root, with the right password from another address, was turned away throughout:
// the guesser's wait is the guesser's own. Per address only failures count: many taxpayers share
// one address (an office, a mobile carrier's NAT) and sign in at the same moment; an address trying
// many accounts is slowed there. Once a key has `libres` attempts (or failures) without success,
// each further one makes the next wait 1, 2, 4 … seconds, up to `esperaMaxS`. While a key waits
// nothing is checked: 429 with Retry-After. Counts whose last attempt is older than the window
// start over. Every refusal is also written to fallos_acceso for the operator console.
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intentosAcceso } from '../../db/schema';

export interface LimitadorConfig {
  /** attempts without success before the delays start */
  libres: number;
  /** the longest delay, in seconds */
  esperaMaxS: number;
  /** counts whose last attempt is older than this many minutes start over */
  ventanaMin: number;
}

export type ResultadoIntento = { permitido: true } | { permitido: false; esperaS: number };

/** The stored key: a hash, so neither names people typed nor addresses are kept in clear. */
export const claveDe = (tipo: 'cuenta' | 'cuenta-ip' | 'nombre-ip' | 'ip', valor: string | number) =>
  createHash('sha256').update(`${tipo}:${String(valor)}`).digest('hex');

export function createLimitador(db: Db) {
  let ultimaLimpieza = 0;
  /** Rows of keys nobody tried for a day go, at most once an hour (names people mistyped). */
  const limpiar = () => {
    const ahora = Date.now();
    if (ahora - ultimaLimpieza < 3_600_000) return;
    ultimaLimpieza = ahora;
    void db
      .delete(intentosAcceso)
      .where(lt(intentosAcceso.ultimoAt, new Date(ahora - 24 * 3_600_000)))
      .catch(() => {
        ultimaLimpieza = 0;
      });
  };

  const contar = async (clave: string, cfg: LimitadorConfig, respetarEspera: boolean): Promise<ResultadoIntento> => {
    const t = intentosAcceso;
    const esperando = respetarEspera ? sql`(${t.esperaHasta} is not null and ${t.esperaHasta} > now())` : sql`false`;
    const nuevos = sql`(case when ${esperando} then ${t.fallos}
      when ${t.ultimoAt} < now() - make_interval(mins => ${cfg.ventanaMin}) then 1
      else ${t.fallos} + 1 end)`;
    const espera = (n: ReturnType<typeof sql>) =>
      sql`(case when ${n} >= ${cfg.libres}
        then now() + make_interval(secs => least(power(2, least(${n} - ${cfg.libres}, 30)), ${cfg.esperaMaxS}))
        else null end)`;
    const [fila] = await db
      .insert(t)
      .values({ clave, fallos: 1, ultimoAt: sql`now()`, esperaHasta: espera(sql`1`) })
      .onConflictDoUpdate({
        target: t.clave,
        set: {
          fallos: nuevos,
          ultimoAt: sql`(case when ${esperando} then ${t.ultimoAt} else now() end)`,
          esperaHasta: sql`(case when ${esperando} then ${t.esperaHasta} else ${espera(nuevos)} end)`,
        },
      })
      .returning({
        contado: sql<boolean>`${t.ultimoAt} = now()`,
        esperaS: sql<number>`greatest(0, ceil(extract(epoch from (${t.esperaHasta} - now()))))::int`,
      });
    limpiar();
    if (fila.contado) return { permitido: true };
    return { permitido: false, esperaS: Math.max(1, Number(fila.esperaS ?? 1)) };
  };

  return {
    /**
     * Counts one attempt on `clave` unless the key is waiting. One statement, so parallel attempts
     * are serialised by the row lock: each sees the count the one before left.
     */
    async intentar(clave: string, cfg: LimitadorConfig): Promise<ResultadoIntento> {
      return contar(clave, cfg, true);
    },

    /** Whether `clave` may try now, without counting anything (the address before a check). */
    async consultar(clave: string): Promise<ResultadoIntento> {
      const [fila] = await db
        .select({ esperaS: sql<number>`ceil(extract(epoch from (${intentosAcceso.esperaHasta} - now())))::int` })
        .from(intentosAcceso)
        .where(and(eq(intentosAcceso.clave, clave), gt(intentosAcceso.esperaHasta, sql`now()`)));
      return fila ? { permitido: false, esperaS: Math.max(1, Number(fila.esperaS)) } : { permitido: true };
    },

    /** A failed check from `clave` (an address): counted, and the next attempt may have to wait. */
    async fallo(clave: string, cfg: LimitadorConfig): Promise<void> {
      await contar(clave, cfg, false);
    },

    /** A success: the account's count is forgotten. */
    async olvidar(clave: string): Promise<void> {
      await db.delete(intentosAcceso).where(eq(intentosAcceso.clave, clave));
    },
  };
}
export type Limitador = ReturnType<typeof createLimitador>;
