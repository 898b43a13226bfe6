// One row format for every part of `npm run bench`: each part (bench/*.bench.ts) records its
// figures with `registrar`, and scripts/bench.mjs prints them all in one table (with the ratio to
// the bare Fastify route where it applies) and writes test-results/bench.json. Figures are
// measured and compared with their targets, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface FilaBench {
  /** the part of the issue it answers: 'Piso', 'Listas', 'Flujos', 'Documentos', 'Web' */
  grupo: string;
  /** what was measured, in Spanish: 'GET /api/session p99 (64 conexiones)' */
  medida: string;
  valor: number;
  /** 'ms', 'req/s', 'MB', 'KB', '%', 'puntos', '/s' */
  unidad: string;
  /** the target as a person reads it: '≤ 10 ms', '≥ 25 %' */
  objetivo?: string;
  /** whether the target is met; null when the row has no target */
  cumple?: boolean | null;
  /** throughput as a share of the bare Fastify route measured in the same run (0–1), for HTTP rows */
  relativo?: number | null;
}

/** The p-th percentile (0–100) of an ascending list: the value at floor(p% of its length); 0 when empty. */
export function percentil(ordenados: number[], p: number): number {
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))] ?? 0;
}

export const DIR_PARTES = fileURLToPath(new URL('../test-results/bench/partes', import.meta.url));

/** Writes a part's rows (test-results/bench/partes/<parte>.json) for the combined table. */
export function registrar(parte: string, filas: FilaBench[]): void {
  mkdirSync(DIR_PARTES, { recursive: true });
  writeFileSync(join(DIR_PARTES, `${parte}.json`), JSON.stringify(filas, null, 2));
}

/** `cumple` for a value against an upper bound. */
export const hasta = (valor: number, max: number) => valor <= max;
/** `cumple` for a value against a lower bound. */
export const desde = (valor: number, min: number) => valor >= min;
