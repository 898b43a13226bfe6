// Generation time of the printouts (activities/pdf), in this process, without a database: the
// permanent licence N times after a warm-up (the benchmarked one), plus one row per other document
// for comparison. Numbers are for comparison between runs on the same machine, never asserted in tests.
//   node --import tsx bench/pdf.bench.ts          BENCH_PDF_N=500 for more samples
import * as ejemplos from '../activities/pdf/ejemplos';
import {
  generarAnuenciaPdf,
  generarEstadoCuentaPdf,
  generarLicenciaPdf,
  generarPredialPdf,
  generarReciboPdf,
  generarSolicitudPdf,
  generarUsoSueloPdf,
} from '../activities/pdf/index';
import { fuentesParseadasUnaVez } from '../activities/pdf/motor';

interface Medicion {
  documento: string;
  docs: number;
  'docs/s': number;
  'p50 ms': number;
  'p90 ms': number;
  'p99 ms': number;
  'max ms': number;
  KiB: number;
}

const N = Number(process.env.BENCH_PDF_N ?? 200);
const CALENTAMIENTO = Number(process.env.BENCH_PDF_WARMUP ?? 30);
const opciones = { generadoEn: ejemplos.GENERADO_EN };

function percentil(ordenados: number[], p: number): number {
  if (!ordenados.length) return 0;
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];
}

/** One document at a time, as a worker activity generates it; docs/s is 1000 / mean latency. */
async function medir(documento: string, generar: () => Promise<Buffer>, n: number): Promise<Medicion> {
  for (let i = 0; i < CALENTAMIENTO; i++) await generar();
  const lat: number[] = [];
  let bytes = 0;
  const inicio = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    bytes = (await generar()).length;
    lat.push(performance.now() - t0);
  }
  const segundos = (performance.now() - inicio) / 1000;
  const ord = [...lat].sort((a, b) => a - b);
  return {
    documento,
    docs: n,
    'docs/s': Math.round(n / segundos),
    'p50 ms': +percentil(ord, 50).toFixed(2),
    'p90 ms': +percentil(ord, 90).toFixed(2),
    'p99 ms': +percentil(ord, 99).toFixed(2),
    'max ms': +(ord[ord.length - 1] ?? 0).toFixed(2),
    KiB: +(bytes / 1024).toFixed(1),
  };
}

// The first document pays for loading pdfmake, parsing the fonts and a cold JIT.
const t0 = performance.now();
await generarLicenciaPdf(ejemplos.LICENCIA_PERMANENTE, opciones);
const primero = performance.now() - t0;

const resultados: Medicion[] = [];
resultados.push(await medir('Licencia permanente (QR + firmas)', () => generarLicenciaPdf(ejemplos.LICENCIA_PERMANENTE, opciones), N));
const n = Math.max(20, Math.round(N / 4));
resultados.push(await medir('Licencia provisional', () => generarLicenciaPdf(ejemplos.LICENCIA_PROVISIONAL, opciones), n));
resultados.push(await medir('Solicitud impresa (2 páginas)', () => generarSolicitudPdf(ejemplos.SOLICITUD, opciones), n));
resultados.push(await medir('Anuencia de Protección Civil', () => generarAnuenciaPdf(ejemplos.ANUENCIA, opciones), n));
resultados.push(await medir('Constancia de uso de suelo', () => generarUsoSueloPdf(ejemplos.USO_SUELO, opciones), n));
resultados.push(await medir('Estado de cuenta', () => generarEstadoCuentaPdf(ejemplos.ESTADO_CUENTA, opciones), n));
resultados.push(await medir('Recibo de pago', () => generarReciboPdf(ejemplos.RECIBO, opciones), n));
resultados.push(await medir('Estado de cuenta predial', () => generarPredialPdf(ejemplos.PREDIAL, opciones), n));

console.log(`\nVentanilla — bench PDF (pdfmake, en proceso, uno a la vez; licencia ${N} docs, demás ${n}; calentamiento ${CALENTAMIENTO})\n`);
console.table(resultados);
console.log(`Primer documento del proceso (carga de pdfmake, fuentes y JIT en frío): ${primero.toFixed(0)} ms`);
console.log(`Fuentes parseadas una vez por proceso: ${fuentesParseadasUnaVez() ? 'sí' : 'no (respaldo: una vez por documento)'}`);
console.log(`RSS del proceso tras la carga: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`);
