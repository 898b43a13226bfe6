// Time to render a long property-tax statement (500 owed bimesters as a PDF in under a
// second): the 'desglosado' form with 500 bimester rows, and the 'total' and 'agrupado' forms of the
// same debt (one row per year), in this process, one at a time, after a warm-up. No database.
//   node --import tsx bench/predial-pdf.bench.ts      BENCH_PREDIAL_N=50 for more samples
import { generarEdoCuentaPredialPdf, type ModoEdoCuentaPredial } from '../activities/pdf/index';
import { edoCuentaLargo } from '../activities/pdf/predial-ejemplos';
import { GENERADO_EN } from '../activities/pdf/ejemplos';
import { hasta, percentil, registrar } from './informe';

const N = Number(process.env.BENCH_PREDIAL_N ?? 20);
const CALENTAMIENTO = Number(process.env.BENCH_PREDIAL_WARMUP ?? 3);
const FILAS = Number(process.env.BENCH_PREDIAL_FILAS ?? 500);
const LIMITE_MS = 1000;
const opciones = { generadoEn: GENERADO_EN };

async function medir(modo: ModoEdoCuentaPredial) {
  const datos = edoCuentaLargo(FILAS, modo);
  for (let i = 0; i < CALENTAMIENTO; i++) await generarEdoCuentaPredialPdf(datos, opciones);
  const lat: number[] = [];
  let bytes = 0;
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    bytes = (await generarEdoCuentaPredialPdf(datos, opciones)).length;
    lat.push(performance.now() - t0);
  }
  const ord = [...lat].sort((a, b) => a - b);
  return {
    estado: `${modo} (${FILAS} bimestres)`,
    docs: N,
    'p50 ms': +percentil(ord, 50).toFixed(1),
    'p90 ms': +percentil(ord, 90).toFixed(1),
    'p90 valor': percentil(ord, 90),
    'max ms': +(ord[ord.length - 1] ?? 0).toFixed(1),
    KiB: +(bytes / 1024).toFixed(1),
    [`< ${LIMITE_MS} ms (p90)`]: percentil(ord, 90) < LIMITE_MS ? 'sí' : 'NO',
  };
}

const t0 = performance.now();
await generarEdoCuentaPredialPdf(edoCuentaLargo(FILAS), opciones);
const primero = performance.now() - t0;
const resultados = [await medir('desglosado'), await medir('total'), await medir('agrupado')];
console.log(`\nVentanilla — bench estado de cuenta predial (${FILAS} bimestres adeudados; ${N} docs por forma, calentamiento ${CALENTAMIENTO})\n`);
console.table(resultados.map(({ 'p90 valor': _, ...r }) => r));
console.log(`Primer documento del proceso (carga de pdfmake, fuentes y JIT en frío): ${primero.toFixed(0)} ms`);

registrar('predial', [
  ...resultados.map((r) => {
    const valor = +r['p90 valor'].toFixed(1);
    return { grupo: 'Documentos', medida: `Estado de cuenta predial ${r.estado} p90`, valor, unidad: 'ms', objetivo: `≤ ${LIMITE_MS} ms`, cumple: hasta(valor, LIMITE_MS) };
  }),
  { grupo: 'Documentos', medida: 'Primer estado de cuenta predial del proceso', valor: Math.round(primero), unidad: 'ms', cumple: null },
]);
