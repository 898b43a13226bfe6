import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, contribuyentes, sesiones, usuarioAreas, usuarios } from '../../db/schema';
import type { Config } from '../config';
import type { SesionActual } from '../lib/contexto';
import { hashToken, nuevoToken } from './tokens';

const MIN = 60_000;

export function createSesionesRepository({ db, config }: { db: Db; config: Config }) {
  const idleMin = (recordar: boolean) => (recordar ? config.SESSION_REMEMBER_IDLE_MIN : config.SESSION_IDLE_MIN);

  return {
    async crear(usuarioId: number, recordar: boolean, claveTemporal: boolean) {
      const token = nuevoToken();
      const absoluto = recordar ? config.SESSION_REMEMBER_ABSOLUTE_MIN : config.SESSION_ABSOLUTE_MIN;
      const [s] = await db
        .insert(sesiones)
        .values({
          usuarioId,
          tokenHash: hashToken(token),
          recordar,
          claveTemporal,
          expiresAt: new Date(Date.now() + absoluto * MIN),
        })
        .returning();
      return { token, sesion: s };
    },

    /** Resolves a bearer token; null when unknown, revoked, idle too long or past its absolute expiry. */
    async resolver(token: string): Promise<SesionActual | null> {
      // One round trip per authenticated request: the session, its user, the user's areas and taxpayer id.
      const [fila] = await db
        .select({
          sesion: sesiones,
          usuario: usuarios,
          contribuyenteId: sql<number | null>`(select ${contribuyentes.id} from ${contribuyentes} where ${contribuyentes.usuarioId} = ${usuarios.id})`,
          areas: sql<{ id: number; nombre: string; esJefe: boolean }[]>`coalesce((
            select json_agg(json_build_object('id', ${areas.id}, 'nombre', ${areas.nombre}, 'esJefe', ${usuarioAreas.esJefe}) order by ${areas.id})
            from ${usuarioAreas} join ${areas} on ${areas.id} = ${usuarioAreas.areaId}
            where ${usuarioAreas.usuarioId} = ${usuarios.id}), '[]'::json)`,
        })
        .from(sesiones)
        .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
        .where(and(eq(sesiones.tokenHash, hashToken(token)), isNull(sesiones.revokedAt), gt(sesiones.expiresAt, new Date())))
        .limit(1);
      // A disabled or deleted account's sessions end at once (issue 16): checked on every request, not cached.
      if (!fila || fila.usuario.estatus !== 1 || fila.usuario.eliminadoAt) return null;
      const ahora = Date.now();
      if (ahora - fila.sesion.lastSeenAt.getTime() > idleMin(fila.sesion.recordar) * MIN) return null;
      // Touch at most once a minute: one write per request would make every read a write.
      if (ahora - fila.sesion.lastSeenAt.getTime() > MIN) {
        await db.update(sesiones).set({ lastSeenAt: new Date(ahora) }).where(eq(sesiones.id, fila.sesion.id));
      }
      return { usuario: fila.usuario, sesion: fila.sesion, areas: fila.areas, contribuyenteId: fila.contribuyenteId };
    },

    revocar: (sesionId: number) =>
      db.update(sesiones).set({ revokedAt: new Date() }).where(and(eq(sesiones.id, sesionId), isNull(sesiones.revokedAt))),
  };
}
export type SesionesRepository = ReturnType<typeof createSesionesRepository>;
