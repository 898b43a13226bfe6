// The refused sign-ins (table fallos_acceso): written by POST login, read by the operator console
// (/admin/operacion, "Intentos de acceso fallidos"), so a storm of guesses against root or from
// one address is seen while it happens, not only felt as a slow sign-in.
import { count, countDistinct, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fallosAcceso, usuarios } from '../../db/schema';

export type ResultadoAcceso = 'fallo' | 'espera';

/** Rows older than this are deleted: the console reads the last hour, a day leaves room to look back. */
const CONSERVAR_MS = 24 * 3_600_000;
/** Rows per table of the console: the worst offenders, not every address that mistyped once. */
const FILAS = 20;

export interface FallosPorCuenta {
  /** null: names no account has, counted together */
  usuario_id: number | null;
  username: string | null;
  fallos: number;
  esperas: number;
  direcciones: number;
  ultimo_at: string;
}

export interface FallosPorDireccion {
  direccion: string;
  fallos: number;
  esperas: number;
  cuentas: number;
  ultimo_at: string;
}

export function createFallosAccesoRepository({ db }: { db: Db }) {
  let ultimaLimpieza = 0;
  const limpiar = () => {
    const ahora = Date.now();
    if (ahora - ultimaLimpieza < 3_600_000) return;
    ultimaLimpieza = ahora;
    void db
      .delete(fallosAcceso)
      .where(lt(fallosAcceso.createdAt, new Date(ahora - CONSERVAR_MS)))
      .catch(() => {
        ultimaLimpieza = 0;
      });
  };

  const t = fallosAcceso;
  const fallos = sql<number>`count(*) filter (where ${t.resultado} = 'fallo')::int`;
  const esperas = sql<number>`count(*) filter (where ${t.resultado} = 'espera')::int`;

  return {
    /** One refused sign-in; `usuarioId` null for a name no account has. */
    async registrar(usuarioId: number | null, direccion: string, resultado: ResultadoAcceso): Promise<void> {
      await db.insert(t).values({ usuarioId, direccion, resultado });
      limpiar();
    },

    /** The last `minutos`: refusals per account and per address, most first. */
    async resumen(minutos: number): Promise<{ total: number; cuentas: FallosPorCuenta[]; direcciones: FallosPorDireccion[] }> {
      const desde = gt(t.createdAt, sql`now() - make_interval(mins => ${minutos})`);
      const [[{ total }], cuentas, direcciones] = await Promise.all([
        db.select({ total: count() }).from(t).where(desde),
        db
          .select({ usuarioId: t.usuarioId, username: usuarios.username, fallos, esperas, direcciones: countDistinct(t.direccion), ultimo: max(t.createdAt) })
          .from(t)
          .leftJoin(usuarios, eq(usuarios.id, t.usuarioId))
          .where(desde)
          .groupBy(t.usuarioId, usuarios.username)
          .orderBy(desc(count()), desc(max(t.createdAt)))
          .limit(FILAS),
        db
          .select({ direccion: t.direccion, fallos, esperas, cuentas: sql<number>`count(distinct coalesce(${t.usuarioId}, 0))::int`, ultimo: max(t.createdAt) })
          .from(t)
          .where(desde)
          .groupBy(t.direccion)
          .orderBy(desc(count()), desc(max(t.createdAt)))
          .limit(FILAS),
      ]);
      const iso = (d: Date | string | null) => new Date(d ?? 0).toISOString();
      return {
        total: Number(total),
        cuentas: cuentas.map((c) => ({ usuario_id: c.usuarioId, username: c.username, fallos: c.fallos, esperas: c.esperas, direcciones: Number(c.direcciones), ultimo_at: iso(c.ultimo) })),
        direcciones: direcciones.map((d) => ({ direccion: d.direccion, fallos: d.fallos, esperas: d.esperas, cuentas: d.cuentas, ultimo_at: iso(d.ultimo) })),
      };
    },
  };
}
export type FallosAccesoRepository = ReturnType<typeof createFallosAccesoRepository>;
