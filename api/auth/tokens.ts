import { createHash, randomBytes } from 'node:crypto';

/** Opaque session token: 256 random bits, base64url. Only its SHA-256 is stored. */
export function nuevoToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A temporary password that a person can type: 10 characters without look-alikes. */
export function claveTemporalAleatoria(): string {
  const alfabeto = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  let s = '';
  for (const b of bytes) s += alfabeto[b % alfabeto.length];
  return s;
}
