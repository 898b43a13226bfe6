// The e-mail that carries a link to choose a password (enlaces.repository.ts). The link is a key to
// the account: with SMTP it goes out directly and the outbox (which root reads) keeps a copy
// without it, as the reset's temporary password does (api/lib/correo.ts). A demonstration without
// SMTP has no other mailbox than root's 'Correos enviados', so there the copy keeps the link.
import type { Usuario } from '../../db/schema';
import { HORAS_ENLACE, type TipoEnlace } from '../../domain/usuarios/activacion';
import type { Config } from '../config';
import type { EnvioDirecto } from '../lib/correo';
import type { createCorreosRepository } from '../correos/correos.repository';
import type { EnlaceEmitido } from './enlaces.repository';

/** What the stored copy says instead of the link when the e-mail itself carried it. */
export const ENLACE_OCULTO = '(oculto: solo viaja en el correo enviado)';

/**
 * The link's absolute address: the portal's public URL and the token after '#', so the token never
 * reaches a server log or a Referer (the page reads it in the browser). The one place links are built.
 */
export function urlEnlace(config: Pick<Config, 'PUBLIC_URL'>, token: string): string {
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}/activar#${token}`;
}

const fechaHora = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Cancun', dateStyle: 'long', timeStyle: 'short' });

const ASUNTO: Record<TipoEnlace, string> = {
  activacion: 'Active su cuenta — Ventanilla en línea',
  restablecer: 'Elija una nueva contraseña — Ventanilla en línea',
};

export function textoEnlace(u: Pick<Usuario, 'nombre' | 'username'>, tipo: TipoEnlace, url: string, expiraAt: Date): string {
  const saludo = u.nombre ? `Hola, ${u.nombre}:` : 'Hola:';
  const motivo =
    tipo === 'activacion'
      ? `Se creó su cuenta de personal en la Ventanilla en línea del H. Ayuntamiento de Othón P. Blanco. Su usuario es: ${u.username}\n\nPara activarla, abra este enlace y elija su contraseña (mínimo 8 caracteres):`
      : `El administrador del sistema le envió un enlace para elegir una nueva contraseña de su cuenta ${u.username}. Su contraseña actual sigue funcionando hasta que use el enlace.\n\nAbra este enlace y elija su nueva contraseña (mínimo 8 caracteres):`;
  return (
    `${saludo}\n\n${motivo}\n${url}\n\n` +
    `El enlace sirve una sola vez y vence en ${HORAS_ENLACE} horas (el ${fechaHora.format(expiraAt)}, hora de Chetumal). ` +
    `Si vence, pida al administrador del sistema uno nuevo. Nadie del municipio le pedirá su contraseña.\n\n` +
    `Ventanilla en línea — H. Ayuntamiento de Othón P. Blanco`
  );
}

/** 'correo': sent through SMTP; 'buzon': left in the demonstration's mailbox; 'sin_enviar': neither. */
export type Entrega = 'correo' | 'buzon' | 'sin_enviar';

export interface EnvioEnlaceDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'DEMO'>;
  envio: EnvioDirecto;
  correos: ReturnType<typeof createCorreosRepository>;
}

export async function enviarEnlace(d: EnvioEnlaceDeps, u: Pick<Usuario, 'nombre' | 'username' | 'email'>, e: EnlaceEmitido): Promise<Entrega> {
  const asunto = ASUNTO[e.tipo];
  const texto = (url: string) => textoEnlace(u, e.tipo, url, e.expiraAt);
  const oculta = { para: u.email, asunto, texto: texto(ENLACE_OCULTO) };
  if (d.envio.configurado) {
    try {
      await d.envio.enviar({ ...oculta, texto: texto(urlEnlace(d.config, e.token)) });
      await d.correos.guardar({ ...oculta, enviadoAt: new Date() });
      return 'correo';
    } catch (err) {
      // Marked so the outbox never sends this copy; the administrator sends a new link.
      await d.correos.guardar({ ...oculta, error: `No se envió: ${err instanceof Error ? err.message : String(err)}`, intentos: 10 });
      return 'sin_enviar';
    }
  }
  if (d.config.DEMO) {
    await d.correos.guardar({ para: u.email, asunto, texto: texto(urlEnlace(d.config, e.token)) });
    return 'buzon';
  }
  await d.correos.guardar({ ...oculta, error: 'No se envió: SMTP_URL no está configurado. El enlace no se guarda.', intentos: 10 });
  return 'sin_enviar';
}
