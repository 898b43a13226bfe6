// Side effects of the profile workflow. Every write is idempotent: an activity retried after
// a worker crash must leave the same rows as one that ran once.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contribuyentes, tareas } from '../db/schema';
import { AREA_PADRON } from '../domain/common/catalogos';
import { MSG } from '../domain/common/messages';
import { PERFIL_TASK_PASO } from '../workflows/perfil/defs';
import { createNotificador } from './notificador';
import type { TareasActivities } from './tareas.activities';

// Profile review: 2 calendar days to answer; the inbox shows overdue tasks.
const PLAZO_REVISION_PERFIL_MS = 2 * 24 * 3600_000;

export function createPerfilActivities({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const notificador = createNotificador({ db, publicUrl });
  return {
    /** Projects the workflow's estatus into Postgres; an older version never overwrites a newer one. */
    async proyectarPerfil(a: { contribuyenteId: number; estatus: number; motivo: string | null; version: number }): Promise<void> {
      await db
        .update(contribuyentes)
        .set({ estatus: a.estatus, motivoRechazo: a.motivo, wfVersion: a.version, updatedAt: new Date() })
        .where(and(eq(contribuyentes.id, a.contribuyenteId), lt(contribuyentes.wfVersion, a.version)));
    },

    async abrirTareaPerfil(a: {
      workflowId: string;
      contribuyenteId: number;
      ronda: number;
      folio: string;
      rfc: string;
      solicitante: string;
    }): Promise<number> {
      await db
        .insert(tareas)
        .values({
          workflowId: a.workflowId,
          procedimiento: 'perfil',
          paso: PERFIL_TASK_PASO,
          ronda: a.ronda,
          areaId: AREA_PADRON,
          titulo: a.ronda > 1 ? 'Revisión de perfil de contribuyente (reenvío)' : 'Revisión de perfil de contribuyente',
          folio: a.folio,
          contribuyenteId: a.contribuyenteId,
          rfc: a.rfc,
          solicitante: a.solicitante,
          venceAt: new Date(Date.now() + PLAZO_REVISION_PERFIL_MS),
        })
        .onConflictDoNothing({ target: [tareas.workflowId, tareas.paso, tareas.ronda] });
      const [t] = await db
        .select({ id: tareas.id })
        .from(tareas)
        .where(and(eq(tareas.workflowId, a.workflowId), eq(tareas.paso, PERFIL_TASK_PASO), eq(tareas.ronda, a.ronda)));
      return t.id;
    },

    async notificarPerfil(a: {
      usuarioId: number;
      email: string;
      contribuyenteId: number;
      evento: 'enviado' | 'validado' | 'rechazado';
      ronda: number;
      motivo: string | null;
    }): Promise<void> {
      const clave = `perfil-${a.contribuyenteId}-r${a.ronda}-${a.evento}`;
      const link = '/admin/datos-contribuyente';
      if (a.evento === 'enviado') {
        await notificador.enviar({
          usuarioId: a.usuarioId,
          email: a.email,
          dedupeKey: clave,
          encabezado: 'Perfil enviado a revisión',
          descripcion: 'Su perfil de contribuyente está en revisión. Le notificaremos por correo electrónico cuando sea validado.',
          link,
        });
      } else if (a.evento === 'validado') {
        await notificador.enviar({
          usuarioId: a.usuarioId,
          email: a.email,
          dedupeKey: clave,
          encabezado: 'Perfil validado',
          descripcion: MSG.perfilValidado,
          link,
        });
      } else {
        await notificador.enviar({
          usuarioId: a.usuarioId,
          email: a.email,
          dedupeKey: clave,
          encabezado: 'Perfil rechazado',
          descripcion: `Su perfil fue rechazado. Motivo: ${(a.motivo ?? '').trim().replace(/[.\s]+$/, '')}. Corrija la información y envíelo nuevamente a revisión.`,
          link,
        });
      }
    },
  };
}

export type PerfilActivities = ReturnType<typeof createPerfilActivities> & Pick<TareasActivities, 'cerrarTarea'>;
