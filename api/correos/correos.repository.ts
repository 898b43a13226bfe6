// The outbox (table correos): every e-mail the portal sends is written here first.
import { count, desc, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { correos } from '../../db/schema';
import { patronContiene } from '../lib/busqueda';
import type { CorreoDto } from './correos.schemas';

export function createCorreosRepository({ db }: { db: Db }) {
  return {
    /** A page of the outbox, newest first; `para` filters by recipient (any part of the address). */
    async listar(f: { para?: string; page: number; porPagina: number }): Promise<{ total: number; items: CorreoDto[] }> {
      const where = f.para ? ilike(correos.para, patronContiene(f.para)) : undefined;
      const [[{ total }], filas] = await Promise.all([
        db.select({ total: count() }).from(correos).where(where),
        db
          .select()
          .from(correos)
          .where(where)
          .orderBy(desc(correos.id))
          .limit(f.porPagina)
          .offset((f.page - 1) * f.porPagina),
      ]);
      return {
        total: Number(total),
        items: filas.map((c) => ({ id: c.id, para: c.para, asunto: c.asunto, texto: c.texto, created_at: c.createdAt.toISOString(), enviado_at: c.enviadoAt?.toISOString() ?? null })),
      };
    },

    async guardar(c: typeof correos.$inferInsert): Promise<void> {
      await db.insert(correos).values(c);
    },
  };
}
