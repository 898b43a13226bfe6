// Reactions to an establishment's uploads (spec 1 §4.8 beverage licence, §4.5 payment proofs).
// The upload route only stores files; whoever owns a procedure registers here what the arrival of
// a code means for it. Listeners run after the files are committed, one after another, in the
// order they were registered; an error of a listener is the answer of the upload call (the files
// stay stored), so a listener should only throw what the person must read.
import type { FastifyRequest } from 'fastify';
import type { Establecimiento } from '../../db/schema';
import type { LicenciaVista } from '../licencias/licencias.repository';

export interface ContextoDocumentos {
  est: Establecimiento;
  /** the current (newest) licence of the establishment, when it has one */
  licencia: LicenciaVista | null;
  /** the codes just stored, without repeats */
  codigos: string[];
  req: FastifyRequest;
}

export type OnDocumentos = (ctx: ContextoDocumentos) => Promise<void>;

// A Set: registering the same function twice (a plugin built once per app in tests) runs it once.
const oyentes = new Set<OnDocumentos>();

/** Registers a reaction; returns the function that removes it. */
export function alSubirDocumentos(fn: OnDocumentos): () => void {
  oyentes.add(fn);
  return () => {
    oyentes.delete(fn);
  };
}

export async function emitirDocumentos(ctx: ContextoDocumentos): Promise<void> {
  for (const fn of [...oyentes]) await fn(ctx);
}
