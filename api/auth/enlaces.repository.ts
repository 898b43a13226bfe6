// The one-time links by which a person chooses their own password (domain/usuarios/activacion.ts):
// issued when an administrator creates an internal account or sends a new link, spent once at
// /activar. Only the token's SHA-256 is stored; a newer link voids the older ones of the account.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bitacoraUsuarios, enlacesCuenta, sesiones, usuarios, type EnlaceCuenta, type Usuario } from '../../db/schema';
import { HORAS_ENLACE, type TipoEnlace } from '../../domain/usuarios/activacion';
import { ACCION_BITACORA } from '../../domain/usuarios/bitacora';
import { hashToken, nuevoToken } from './tokens';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The password hash of an account nobody has chosen a password for yet. An empty hash never
 * verifies (passwords.ts verificarPassword), so the account cannot sign in until its owner
 * uses the activation link.
 */
export const SIN_CONTRASENA = '';
export const sinContrasena = (u: Pick<Usuario, 'passwordHash'>) => u.passwordHash === SIN_CONTRASENA;

export interface EnlaceEmitido {
  token: string;
  tipo: TipoEnlace;
  expiraAt: Date;
}

/** The link has been spent or voided between the check and the write (two tabs, two clicks). */
export class EnlaceNoVigente extends Error {}

export function createEnlacesRepository({ db }: { db: Db }) {
  return {
    /**
     * A new link for the account, voiding any it had, with the audit line of who sent it (root's
     * Bitácora). Inside the caller's transaction, so an account is never created without its link.
     */
    async emitir(tx: Tx, u: Pick<Usuario, 'id' | 'email'>, tipo: TipoEnlace, actorId: number): Promise<EnlaceEmitido> {
      const token = nuevoToken();
      const expiraAt = new Date(Date.now() + HORAS_ENLACE * 3_600_000);
      await tx
        .update(enlacesCuenta)
        .set({ anuladoAt: sql`now()` })
        .where(and(eq(enlacesCuenta.usuarioId, u.id), isNull(enlacesCuenta.usadoAt), isNull(enlacesCuenta.anuladoAt)));
      await tx.insert(enlacesCuenta).values({ usuarioId: u.id, tipo, tokenHash: hashToken(token), creadoPor: actorId, expiraAt });
      await tx.insert(bitacoraUsuarios).values({
        actorId,
        usuarioId: u.id,
        accion: ACCION_BITACORA.ENLACE_ENVIADO,
        detalle: { tipo, para: u.email, vence: expiraAt.toISOString() },
      });
      return { token, tipo, expiraAt };
    },

    /** The link with this token and its account (a deleted account's links are as unknown as none). */
    async buscar(token: string): Promise<{ enlace: EnlaceCuenta; usuario: Usuario } | null> {
      const [f] = await db
        .select({ enlace: enlacesCuenta, usuario: usuarios })
        .from(enlacesCuenta)
        .innerJoin(usuarios, eq(usuarios.id, enlacesCuenta.usuarioId))
        .where(and(eq(enlacesCuenta.tokenHash, hashToken(token)), isNull(usuarios.eliminadoAt)))
        .limit(1);
      return f ?? null;
    },

    /**
     * Spends the link and sets the password the owner chose, in one transaction: every session of
     * the account ends (a reset must shut out whoever knew the old password) and the owner's own
     * audit line is written. The spend is conditional, so of two tabs only one gets through.
     */
    async usar(enlace: EnlaceCuenta, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        const gastado = await tx
          .update(enlacesCuenta)
          .set({ usadoAt: sql`now()` })
          .where(and(eq(enlacesCuenta.id, enlace.id), isNull(enlacesCuenta.usadoAt), isNull(enlacesCuenta.anuladoAt), gt(enlacesCuenta.expiraAt, sql`now()`)))
          .returning({ id: enlacesCuenta.id });
        if (!gastado.length) throw new EnlaceNoVigente();
        const ahora = new Date();
        await tx
          .update(usuarios)
          .set({ passwordHash, claveTemporal: false, claveTemporalHash: null, claveTemporalExpira: null, updatedAt: ahora })
          .where(eq(usuarios.id, enlace.usuarioId));
        await tx.update(sesiones).set({ revokedAt: ahora }).where(and(eq(sesiones.usuarioId, enlace.usuarioId), isNull(sesiones.revokedAt)));
        await tx.insert(bitacoraUsuarios).values({ actorId: enlace.usuarioId, usuarioId: enlace.usuarioId, accion: ACCION_BITACORA.CONTRASENA_ELEGIDA, detalle: { tipo: enlace.tipo } });
      });
    },
  };
}
export type EnlacesRepository = ReturnType<typeof createEnlacesRepository>;
