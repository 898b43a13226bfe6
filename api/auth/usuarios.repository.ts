// Reads and writes of accounts (usuarios) for sign-up, sign-in, the session and password changes.
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contribuyentes, sesiones, usuarios, type Contribuyente, type Usuario } from '../../db/schema';

export interface CuentaNueva {
  username: string;
  email: string;
  passwordHash: string;
  rfc: string;
  tipoPersona: 1 | 2;
}

export function createUsuariosRepository({ db }: { db: Db }) {
  return {
    /** A taxpayer signs in with the RFC (upper case) or the e-mail; staff with a username. */
    async buscar(nombre: string): Promise<Usuario | null> {
      const [u] = await db
        .select()
        .from(usuarios)
        // A deleted account is as unknown as a name nobody has.
        .where(and(isNull(usuarios.eliminadoAt), or(eq(usuarios.username, nombre.toUpperCase()), eq(usuarios.username, nombre.toLowerCase()), eq(usuarios.username, nombre), eq(usuarios.email, nombre.toLowerCase()))))
        .limit(1);
      return u ?? null;
    },

    /** The account that already holds this username, or a taxpayer's account with this e-mail. */
    async ocupado(username: string, email: string): Promise<{ id: number; username: string } | null> {
      const [u] = await db
        .select({ id: usuarios.id, username: usuarios.username })
        .from(usuarios)
        .where(or(eq(usuarios.username, username), and(eq(usuarios.email, email), eq(usuarios.rol, 'contribuyente'))))
        .limit(1);
      return u ?? null;
    },

    /** A taxpayer's account and its taxpayer row, which exists from sign-up so the profile workflow has a stable id (perfil-<id>). */
    async registrarContribuyente(n: CuentaNueva): Promise<number> {
      return db.transaction(async (tx) => {
        const [u] = await tx
          .insert(usuarios)
          .values({ username: n.username, email: n.email, passwordHash: n.passwordHash, rol: 'contribuyente', rfc: n.rfc })
          .returning({ id: usuarios.id });
        await tx.insert(contribuyentes).values({ usuarioId: u.id, rfc: n.rfc, email: n.email, tipoPersona: n.tipoPersona });
        return u.id;
      });
    },

    /** The taxpayer row of an account (none for staff). */
    async contribuyenteDe(usuarioId: number): Promise<Contribuyente | null> {
      const [c] = await db.select().from(contribuyentes).where(eq(contribuyentes.usuarioId, usuarioId)).limit(1);
      return c ?? null;
    },

    /** Signing in with the password cancels a pending reset; `nuevoHash` upgrades yesterday's parameters. */
    async olvidarClaveTemporal(usuarioId: number, nuevoHash: string | null): Promise<void> {
      await db
        .update(usuarios)
        .set({ claveTemporalHash: null, claveTemporalExpira: null, ...(nuevoHash ? { passwordHash: nuevoHash } : {}) })
        .where(eq(usuarios.id, usuarioId));
    },

    async fijarClaveTemporal(usuarioId: number, hash: string, expira: Date): Promise<void> {
      await db.update(usuarios).set({ claveTemporalHash: hash, claveTemporalExpira: expira }).where(eq(usuarios.id, usuarioId));
    },

    /**
     * A new password ends any temporary one and every session of the account but `sesionId`, which
     * is no longer a temporary-password session. One transaction: no session outlives the old
     * password, and no half-done change.
     */
    async cambiarPassword(usuarioId: number, hash: string, sesionId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const ahora = new Date();
        await tx
          .update(usuarios)
          .set({ passwordHash: hash, claveTemporal: false, claveTemporalHash: null, claveTemporalExpira: null, updatedAt: ahora })
          .where(eq(usuarios.id, usuarioId));
        await tx.update(sesiones).set({ claveTemporal: false }).where(eq(sesiones.id, sesionId));
        await tx
          .update(sesiones)
          .set({ revokedAt: ahora })
          .where(and(eq(sesiones.usuarioId, usuarioId), isNull(sesiones.revokedAt), ne(sesiones.id, sesionId)));
      });
    },
  };
}

export type UsuariosRepository = ReturnType<typeof createUsuariosRepository>;
