import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Sesion, Usuario } from '../../db/schema';
import { areas, contribuyentes, sesiones, usuarioAreas, usuarios } from '../../db/schema';
import type { Config } from '../config';
import { hashToken, nuevoToken } from './tokens';

const MIN = 60_000;

/** Who made a request: the account, its session, its areas and, for a taxpayer, the profile's fields. */
export interface SesionActual {
  usuario: Usuario;
  sesion: Sesion;
  areas: { id: number; nombre: string; esJefe: boolean }[];
  contribuyenteId: number | null;
  /** the taxpayer fields GET /api/session shows, read in the same query as the session */
  contribuyente?: ContribuyenteSesion | null;
}


/**
 * Every authenticated request's one round trip: the session, its user, the user's areas and the
 * taxpayer fields GET /api/session shows. Built once per database handle and prepared on each
 * connection: building this select with drizzle on every request was a third of the API's CPU
 * under load (docs/PERFORMANCE.md, "The authenticated floor"). Validity (not revoked, not past
 * its absolute expiry) is decided by PostgreSQL's clock, as before.
 */
function consultaPorToken(db: Db) {
  return db
    .select({
      sesion: sesiones,
      usuario: usuarios,
      contribuyente: {
        id: contribuyentes.id,
        rfc: contribuyentes.rfc,
        curp: contribuyentes.curp,
        nombre: contribuyentes.nombre,
        apellido1: contribuyentes.apellido1,
        apellido2: contribuyentes.apellido2,
        razonSocial: contribuyentes.razonSocial,
        estatus: contribuyentes.estatus,
        tipoPersona: contribuyentes.tipoPersona,
        tipoProcesoId: contribuyentes.tipoProcesoId,
        mercado: contribuyentes.mercado,
        onboardingPregunta1: contribuyentes.onboardingPregunta1,
        perfilCompleto: contribuyentes.perfilCompleto,
      },
      areas: sql<{ id: number; nombre: string; esJefe: boolean }[]>`coalesce((
        select json_agg(json_build_object('id', ${areas.id}, 'nombre', ${areas.nombre}, 'esJefe', ${usuarioAreas.esJefe}) order by ${areas.id})
        from ${usuarioAreas} join ${areas} on ${areas.id} = ${usuarioAreas.areaId}
        where ${usuarioAreas.usuarioId} = ${usuarios.id}), '[]'::json)`,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    // contribuyentes_usuario_uq: at most one taxpayer per account
    .leftJoin(contribuyentes, eq(contribuyentes.usuarioId, usuarios.id))
    .where(and(eq(sesiones.tokenHash, sql.placeholder('tokenHash')), isNull(sesiones.revokedAt), gt(sesiones.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('sesion_por_token');
}
type ConsultaPorToken = ReturnType<typeof consultaPorToken>;
const preparadas = new WeakMap<Db, ConsultaPorToken>();
const porToken = (db: Db): ConsultaPorToken => {
  let q = preparadas.get(db);
  if (!q) preparadas.set(db, (q = consultaPorToken(db)));
  return q;
};

/** The taxpayer fields of the session (GET /api/session), read with it in one query. */
export type ContribuyenteSesion = NonNullable<Awaited<ReturnType<ConsultaPorToken['execute']>>[number]['contribuyente']>;

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
      const [fila] = await porToken(db).execute({ tokenHash: hashToken(token) });
      // A disabled or deleted account's sessions end at once: checked on every request, not cached.
      if (!fila || fila.usuario.estatus !== 1 || fila.usuario.eliminadoAt) return null;
      const ahora = Date.now();
      if (ahora - fila.sesion.lastSeenAt.getTime() > idleMin(fila.sesion.recordar) * MIN) return null;
      // Touch at most once a minute: one write per request would make every read a write.
      if (ahora - fila.sesion.lastSeenAt.getTime() > MIN) {
        await db.update(sesiones).set({ lastSeenAt: new Date(ahora) }).where(eq(sesiones.id, fila.sesion.id));
      }
      return { usuario: fila.usuario, sesion: fila.sesion, areas: fila.areas, contribuyenteId: fila.contribuyente?.id ?? null, contribuyente: fila.contribuyente };
    },

    revocar: (sesionId: number) =>
      db.update(sesiones).set({ revokedAt: new Date() }).where(and(eq(sesiones.id, sesionId), isNull(sesiones.revokedAt))),
  };
}
export type SesionesRepository = ReturnType<typeof createSesionesRepository>;
