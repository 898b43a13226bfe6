// Types of temporal.mjs for the drills (tests/stack), which are TypeScript.
import type { Connection, TLSConfig } from '@temporalio/client';
import type { ConfigStack, Secretos } from './config.mjs';

export const RETENCION_DIAS: number;
export function certificados(cfg: ConfigStack): string;
export function escribirConfig(cfg: ConfigStack, s: Secretos): string;
export function esquema(cfg: ConfigStack, s: Secretos, sqlTool: string): Promise<void>;
export function tlsCliente(cfg: ConfigStack): TLSConfig;
export function conectarTemporal(cfg: ConfigStack): Promise<Connection>;
export function namespace(cfg: ConfigStack): Promise<void>;
