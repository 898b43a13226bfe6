import type { Db } from '../db/client';
import { correos, notificaciones } from '../db/schema';
import { enlacePublico } from './url-publica';

/**
 * One place that tells a person something: an in-app notification and an e-mail in the outbox,
 * both keyed by dedupeKey so a retried activity writes each once.
 */
export function createNotificador({ db, publicUrl }: { db: Db; publicUrl: string }) {
  return {
    async enviar(n: { usuarioId: number; email: string | null; dedupeKey: string; encabezado: string; descripcion: string; link?: string; establecimientoId?: number }) {
      await db
        .insert(notificaciones)
        .values({
          usuarioId: n.usuarioId,
          encabezado: n.encabezado,
          descripcion: n.descripcion,
          link: n.link ?? null,
          establecimientoId: n.establecimientoId ?? null,
          dedupeKey: n.dedupeKey,
        })
        .onConflictDoNothing({ target: notificaciones.dedupeKey });
      if (n.email) {
        await db
          .insert(correos)
          .values({
            para: n.email,
            asunto: `${n.encabezado} — Ventanilla en línea`,
            texto:
              `${n.descripcion}\n\nConsulte el detalle en la Ventanilla en línea del H. Ayuntamiento de Othón P. Blanco:\n` +
              `${enlacePublico(publicUrl, n.link ?? '/')}\n\nEste correo se envió automáticamente; no lo responda.`,
            dedupeKey: n.dedupeKey,
          })
          .onConflictDoNothing({ target: correos.dedupeKey });
      }
    },
  };
}
