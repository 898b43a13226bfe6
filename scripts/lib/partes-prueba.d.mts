// Types of partes-prueba.mjs for its test.
export declare const PARTES: readonly string[];
export interface Eleccion {
  partes: Set<string>;
  filtros: { vitest: string[]; e2e: string[]; stack: string[] };
  opcionesVitest: string[];
  error?: string;
}
export declare function elegirPartes(argv: string[]): Eleccion;
