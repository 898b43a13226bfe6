// The operators' audit log: one row per action taken from /admin/operacion, and what the
// portal itself refused for the treasury to see (a payment confirmation of another amount:
// api/pagos/discrepancias.ts), written without a user.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bitacoraOperacion, usuarios } from '../../db/schema';
import { ACCION_MONTO_DISTINTO } from '../pagos/discrepancias';
import type { AccionOperacionDto } from './operacion.schemas';

export function createOperacionRepository({ db }: { db: Db }) {
  return {
    async registrar(a: { usuarioId: number; accion: string; workflowId: string; folio: string | null; resultado: string }): Promise<void> {
      await db.insert(bitacoraOperacion).values(a);
    },

    async recientes(limite = 20): Promise<AccionOperacionDto[]> {
      const filas = await db
        .select({ b: bitacoraOperacion, usuario: usuarios.username })
        .from(bitacoraOperacion)
        .leftJoin(usuarios, eq(usuarios.id, bitacoraOperacion.usuarioId))
        .orderBy(desc(bitacoraOperacion.createdAt), desc(bitacoraOperacion.id))
        .limit(limite);
      return filas.map(({ b, usuario }) => ({
        id: b.id,
        usuario: usuario ?? (b.accion === ACCION_MONTO_DISTINTO ? 'Pasarela de pagos' : 'Sistema'),
        accion: b.accion,
        workflow_id: b.workflowId,
        folio: b.folio,
        resultado: b.resultado,
        created_at: b.createdAt.toISOString(),
      }));
    },
  };
}
