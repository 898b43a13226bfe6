// A reminder falls due: the taxpayer is told in the portal, always, and by e-mail
// unless they turned that kind off on their profile. Both writes are keyed by
// `recordatorio:<workflowId>:<clave>`, so a retried activity or a restarted workflow sends once.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contribuyentes, solicitudes, usuarios } from '../db/schema';
import type { Recordatorio } from '../domain/tramite/recordatorios';
import { createNotificador } from './notificador';
import type { RegistroActividades } from './tramite.registro';
import { quiereCorreo } from './preferencias-recordatorio';

/**
 * What enviarRecordatorio needs. A kit procedure passes its request (the taxpayer and the default
 * link come from its row); a workflow without a request (an agreement) passes the taxpayer and
 * the reminder's own link.
 */
export interface EntradaRecordatorio {
  /** the sending workflow's id (workflowInfo().workflowId): part of the dedupe key */
  workflowId: string;
  /** its texts may say {folio}: the request's folio is written there */
  recordatorio: Recordatorio;
  solicitudId?: number;
  contribuyenteId?: number;
  /** the establishment card the notification belongs to, when there is one */
  establecimientoId?: number | null;
}

export const claveDedupeRecordatorio = (workflowId: string, clave: string) => `recordatorio:${workflowId}:${clave}`;

export function createRecordatoriosActivities({ db, publicUrl, registro }: { db: Db; publicUrl: string; registro: Pick<RegistroActividades, 'definicionDe'> }) {
  const { definicionDe } = registro;
  const notificador = createNotificador({ db, publicUrl });

  return {
    /** The request's ids a definition's reminders build their links with (read once per workflow); null: no such request. */
    async referenciaSolicitud(a: { solicitudId: number }): Promise<{ solicitudId: number; locacionId: number | null; contribuyenteId: number } | null> {
      const [s] = await db
        .select({ solicitudId: solicitudes.id, locacionId: solicitudes.locacionId, contribuyenteId: solicitudes.contribuyenteId })
        .from(solicitudes)
        .where(eq(solicitudes.id, a.solicitudId));
      return s ?? null;
    },

    async enviarRecordatorio(a: EntradaRecordatorio): Promise<void> {
      let contribuyenteId = a.contribuyenteId ?? null;
      let link = a.recordatorio.link;
      let establecimientoId = a.establecimientoId ?? null;
      let folio = '';
      if (a.solicitudId !== undefined) {
        const [s] = await db.select().from(solicitudes).where(eq(solicitudes.id, a.solicitudId));
        if (!s) return; // the request was deleted: nobody to remind
        contribuyenteId ??= s.contribuyenteId;
        folio = s.folio;
        establecimientoId ??= s.locacionId;
        link ??= definicionDe(s.procedimiento).enlace({ solicitudId: s.id, locacionId: s.locacionId, contribuyenteId: s.contribuyenteId });
      }
      if (contribuyenteId === null) throw new Error('enviarRecordatorio: sin solicitud ni contribuyente');
      const [dest] = await db
        .select({ usuarioId: contribuyentes.usuarioId, email: contribuyentes.email, cuenta: usuarios.email })
        .from(contribuyentes)
        .innerJoin(usuarios, eq(usuarios.id, contribuyentes.usuarioId))
        .where(eq(contribuyentes.id, contribuyenteId));
      if (!dest) return;
      const conCorreo = await quiereCorreo(db, dest.usuarioId, a.recordatorio.tipo);
      await notificador.enviar({
        usuarioId: dest.usuarioId,
        email: conCorreo ? dest.email || dest.cuenta : null,
        dedupeKey: claveDedupeRecordatorio(a.workflowId, a.recordatorio.clave),
        encabezado: a.recordatorio.encabezado.replaceAll('{folio}', folio),
        descripcion: a.recordatorio.descripcion.replaceAll('{folio}', folio),
        link: link ?? '/',
        establecimientoId: establecimientoId ?? undefined,
      });
    },
  };
}

export type ActividadesRecordatorio = ReturnType<typeof createRecordatoriosActivities>;
