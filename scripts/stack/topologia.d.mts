// Types of topologia.mjs for the drills (tests/stack), which are TypeScript.
import type { ConfigStack, Secretos } from './config.mjs';

export interface Proceso {
  nombre: string;
  pid: number;
  exited: Promise<{ code: number | null; signal: string | null }>;
  vivo: () => boolean;
  stop: (ms?: number) => Promise<unknown>;
  kill9: () => Promise<unknown>;
}
export interface Servicio {
  nombre: string;
  primero: Promise<void>;
  actual: () => Proceso | null;
  arranques: () => number;
  detener: () => Promise<void>;
  siguiente: () => Promise<Proceso>;
}
export interface Stack {
  cfg: ConfigStack;
  secretos: Secretos;
  url: string;
  servicios: Map<string, Servicio>;
  tiempos: Record<string, number>;
  detener: () => Promise<void>;
  buildDe: (nombre: string) => string;
  reemplazar: (nombre: string, build: string) => Promise<Proceso>;
}
export const BUILD_POR_DEFECTO: string;
export function asegurarBuilds(opciones?: { log?: (m: string) => void }): Promise<void>;
export function iniciarStack(opciones?: { dir?: string; base?: number; build?: string; demo?: boolean; log?: (m: string) => void }): Promise<Stack>;
