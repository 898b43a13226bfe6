// Types of cpu-arbol.mjs for its test.
export interface Proceso {
  pid: number;
  ppid: number;
  inicio: number;
  cpu: number;
}
export declare function leerStat(texto: string): Proceso;
export declare function delArbol(procesos: Proceso[], raiz: number, conocidos: Map<string, number>): Proceso[];
export declare function medidorCpu(
  raiz?: number,
  opciones?: { cadaMs?: number },
): { adoptar(pid: number): void; totalMs(): number | null; parar(): void };
