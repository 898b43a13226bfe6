// Types of postgres.mjs for the drills (tests/stack), which are TypeScript.
import type { ConfigStack, Secretos } from './config.mjs';

export const BASES: Record<string, string>;
export function pg(tool: string, args: string[], opciones?: { entrada?: string; env?: Record<string, string> }): string;
export function inicializar(cfg: ConfigStack, s: Secretos): boolean;
export function iniciar(cfg: ConfigStack): () => void;
export function detener(cfg: ConfigStack, modo?: string): void;
export function crearBases(cfg: ConfigStack, s: Secretos): Promise<void>;
export function respaldar(cfg: ConfigStack, s: Secretos, destino: string): { ms: number; bytes: number };
export function restaurar(cfg: ConfigStack, origen: string): { ms: number };
