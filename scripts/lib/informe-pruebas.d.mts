// Types of informe-pruebas.mjs for its test.
export interface Parte {
  nombre: string;
  desde: number;
  hasta: number | null;
}
export interface ArchivoMedido {
  archivo: string;
  parte: string;
  ms: number;
}
export declare function mmss(ms: number): string;
export declare function cronometro(ahora?: () => number): {
  inicio: number;
  medir<T>(nombre: string, fn: () => Promise<T>): Promise<T>;
  partes(): Parte[];
  total(): number;
};
export declare function tablaDePartes(partes: Parte[], totalMs: number): string[];
export declare function archivosDeVitest(reporte: unknown, raiz: string, parte: string): ArchivoMedido[];
export declare function archivosDePlaywright(reporte: unknown): ArchivoMedido[];
export declare function masLentos(archivos: ArchivoMedido[], n?: number): ArchivoMedido[];
export declare function unirReportesVitest(reportes: unknown[]): unknown;
export declare function cpuDeProceso(pid?: number | 'self'): number | null;
export declare function cpuDeStat(stat: string, porSegundo: number): number;
