import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mensaje {
  para: string;
  asunto: string;
  texto: string;
}

/** Sends one message straight through SMTP; false when no SMTP_URL is configured. */
export interface EnvioDirecto {
  readonly configurado: boolean;
  enviar(m: Mensaje): Promise<void>;
  cerrar(): void;
}

/**
 * A message that carries a secret (a temporary password) is sent from here and never queued in
 * the outbox (table correos), which operators read: only a redacted copy is stored.
 */
export function crearEnvioDirecto(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): EnvioDirecto {
  const url = config.SMTP_URL;
  if (!url) {
    return {
      configurado: false,
      enviar: () => Promise.reject(new Error('SMTP_URL no está configurado')),
      cerrar: () => {},
    };
  }
  let transporte: ReturnType<typeof nodemailer.createTransport> | null = null;
  return {
    configurado: true,
    async enviar(m) {
      transporte ??= nodemailer.createTransport(url);
      await transporte.sendMail({ from: config.MAIL_FROM, to: m.para, subject: m.asunto, text: m.texto });
    },
    cerrar() {
      transporte?.close();
      transporte = null;
    },
  };
}
