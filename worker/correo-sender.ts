import { and, asc, isNull, lt } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { correos } from '../db/schema';

/**
 * Delivers the outbox (table correos) through SMTP when SMTP_URL is set. Without it the outbox
 * is the mailbox operators read in the portal (/admin/correos), as the embedded default wants.
 */
export function iniciarEnvioCorreos(db: Db, smtpUrl: string, remitente: string, cadaMs = 5000) {
  const transport = nodemailer.createTransport(smtpUrl);
  let detenido = false;
  let timer: NodeJS.Timeout | null = null;

  const ciclo = async () => {
    const pendientes = await db
      .select()
      .from(correos)
      .where(and(isNull(correos.enviadoAt), lt(correos.intentos, 10)))
      .orderBy(asc(correos.id))
      .limit(20);
    for (const c of pendientes) {
      try {
        await transport.sendMail({ from: remitente, to: c.para, subject: c.asunto, text: c.texto });
        await db.update(correos).set({ enviadoAt: new Date(), error: null }).where(eq(correos.id, c.id));
      } catch (e) {
        await db
          .update(correos)
          .set({ intentos: c.intentos + 1, error: e instanceof Error ? e.message : String(e) })
          .where(eq(correos.id, c.id));
      }
    }
  };
  const programar = () => {
    if (detenido) return;
    timer = setTimeout(() => {
      ciclo()
        .catch((e: unknown) => console.error('envío de correos:', e))
        .finally(programar);
    }, cadaMs);
  };
  programar();
  return () => {
    detenido = true;
    if (timer) clearTimeout(timer);
    transport.close();
  };
}
