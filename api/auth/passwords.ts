import argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import { crearSemaforo } from '../lib/semaforo';

/**
 * argon2id with OWASP's parameters (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1). The
 * library's default (64 MiB, t=3) cost ~60 ms and 64 MiB a sign-in; under 200 concurrent
 * taxpayers the queue of hashes reached 27 s. Hashes made with the old parameters
 * still verify (the parameters travel in the hash) and are upgraded at the next sign-in.
 */
export const ARGON2_OPCIONES = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's thread pool (4 threads), which file reads and DNS share: at most one
 * hash per core but one leaves the event loop a core of its own (the embedded database runs on it).
 */
export const HASHES_SIMULTANEOS = Math.max(1, Math.min(4, availableParallelism() - 1));
const semaforo = crearSemaforo(HASHES_SIMULTANEOS);

export const hashPassword = (plain: string) => semaforo.con(() => argon2.hash(plain, ARGON2_OPCIONES));

export async function verificarPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await semaforo.con(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}

/** True when the hash was made with other parameters than today's (re-hash at the next sign-in). */
export function necesitaRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPCIONES);
  } catch {
    return false;
  }
}

// Spent on unknown usernames so a sign-in costs the same whether or not the account exists.
let hashFicticio: Promise<string> | null = null;
export async function gastarTiempoDeVerificacion(plain: string): Promise<void> {
  hashFicticio ??= hashPassword('ventanilla-usuario-inexistente');
  await verificarPassword(await hashFicticio, plain);
}

/** How many hashes run and wait now (for tests and the health of a loaded server). */
export const estadoHashes = () => ({ activos: semaforo.activos, enEspera: semaforo.enEspera });
