// The simulators' one check of their caller: `Authorization: Bearer <token>`, compared in constant
// time, as the municipality's services check it.
import { timingSafeEqual } from 'node:crypto';

export function tokenValido(cabecera: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(cabecera ?? '');
  if (!m || !token) return false;
  const a = Buffer.from(m[1].trim());
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
