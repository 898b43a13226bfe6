// Types of config.mjs for the drills (tests/stack), which are TypeScript.
export interface ConfigStack {
  dir: string;
  base: number;
  host: string;
  puertos: {
    proxy: number;
    apis: number[];
    pasarela: number;
    catastro: number;
    predial: number;
    padron: number;
    postgres: number;
    metricasWorkers: number[];
    temporal: { frontend: number; http: number; history: number; matching: number; worker: number; membresia: number[] };
  };
  rutas: { pg: string; temporal: string; tls: string; nginx: string; logs: string; secretos: string; respaldos: string };
  workers: number;
}
export interface Secretos {
  postgres: string;
  ventanilla: string;
  temporal: string;
  tokens: { pasarela: string; catastro: string; predial: string; padron: string };
  pasarelaSecret: string;
  verificacionSecret: string;
}
export const BASE_POR_DEFECTO: number;
export function configurar(opciones?: { dir?: string; base?: number }): ConfigStack;
export function secretos(cfg: ConfigStack): Secretos;
export function urlBd(cfg: ConfigStack, s: Secretos, usuario?: string, bd?: string): string;
export function urlSistema(cfg: ConfigStack, sistema: 'pasarela' | 'catastro' | 'predial' | 'padron'): string;
export function entornoApp(cfg: ConfigStack, s: Secretos, opciones: { build: string }): Record<string, string>;
