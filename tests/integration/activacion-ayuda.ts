// Tests that need a staff account made through the API activate it the way its owner does: the link
// from the e-mail (a demonstration without SMTP leaves it in root's mailbox: crearEntorno({ DEMO: '1' }))
// and POST activacion with the chosen password (domain/usuarios/activacion.ts).
import { desc, eq } from 'drizzle-orm';
import { correos } from '../../db/schema';
import { cliente, type Entorno } from './harness';

/** The token of the newest link e-mailed to `email`, as the outbox keeps it. */
export async function enlaceDelBuzon(e: Entorno, email: string): Promise<string> {
  const [c] = await e.db.db.select().from(correos).where(eq(correos.para, email.toLowerCase())).orderBy(desc(correos.id)).limit(1);
  const token = c ? /\/activar#([A-Za-z0-9_-]+)/.exec(c.texto)?.[1] : undefined;
  if (!token) throw new Error(`sin enlace en el buzón para ${email}${c ? `: ${c.texto}` : ''}`);
  return token;
}

/** Chooses `password` through the newest link sent to `email`. */
export async function activarCuenta(e: Entorno, email: string, password: string): Promise<void> {
  const token = await enlaceDelBuzon(e, email);
  const r = await cliente(e).post('/api/activacion', { token, password, confirmPassword: password });
  if (r.status !== 200) throw new Error(`activacion ${email}: ${r.status} ${JSON.stringify(r.body)}`);
}
