// Generation time of the printouts (activities/pdf), in this process, without a database: the
// permanent licence N times after a warm-up (the benchmarked one), plus one row per other document
// for comparison, and the licence with different data each time (names, folio, business: new words
// and glyphs, so the per-process caches of activities/pdf/fuentes.ts are not flattered by one
// repeated document). Rows go to the combined table via registrar('pdf', …); never asserted in tests.
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
import { fuentesParseadasUnaVez, subsetsCodificadosRapido } from '../activities/pdf/motor';
import type { LicenciaPermanentePdf } from '../activities/pdf/tipos';
import { hasta, percentil, registrar } from './informe';

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

const NOMBRES = ['Ñuñez Íñiguez Ürsula', 'Xóchitl Quetzalli Balam Pech', 'Zoé Wendy Kú Yam', 'José Ángel Öztürk', 'Jazmín Gómez Vázquez'];
let k = 0;
/** The sample licence with new data each call: names, folio, business name and QR content change. */
function licenciaDistinta(): LicenciaPermanentePdf {
  const l = ejemplos.LICENCIA_PERMANENTE;
  k++;
  const folio = `LF-2026-${String(100000 + k).slice(1)}`;
  return {
    ...l,
    folio,
    codigoVerificacion: `${folio}-${(k * 2654435761).toString(16).toUpperCase()}`,
    titular: { ...l.titular, nombre: `${NOMBRES[k % NOMBRES.length]} ${k}` },
    establecimiento: { ...l.establecimiento, nombreComercial: `Comercializadora ${k.toString(36).toUpperCase()} ${NOMBRES[(k + 2) % NOMBRES.length]}` },
  };
}

const resultados: Medicion[] = [];
resultados.push(await medir('Licencia permanente (QR + firmas)', () => generarLicenciaPdf(ejemplos.LICENCIA_PERMANENTE, opciones), N));
resultados.push(await medir('Licencia permanente, datos distintos', () => generarLicenciaPdf(licenciaDistinta(), opciones), N));
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
console.log(`Subconjuntos de fuente con el codificador rápido: ${subsetsCodificadosRapido() ? 'sí' : 'no (respaldo: el de fontkit)'}`);
const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
console.log(`RSS del proceso tras la carga: ${rss} MiB`);

const [fija, distinta] = resultados;
registrar('pdf', [
  { grupo: 'Documentos', medida: 'Licencia permanente PDF p50', valor: fija['p50 ms'], unidad: 'ms', objetivo: '≤ 25 ms', cumple: hasta(fija['p50 ms'], 25) },
  { grupo: 'Documentos', medida: 'Licencia permanente PDF p99', valor: fija['p99 ms'], unidad: 'ms', cumple: null },
  { grupo: 'Documentos', medida: 'Licencia permanente PDF p50, datos distintos', valor: distinta['p50 ms'], unidad: 'ms', objetivo: '≤ 25 ms', cumple: hasta(distinta['p50 ms'], 25) },
  ...resultados.slice(2).map((r) => ({ grupo: 'Documentos', medida: `${r.documento} PDF p50`, valor: r['p50 ms'], unidad: 'ms', cumple: null })),
  { grupo: 'Documentos', medida: 'Primer PDF del proceso (carga y fuentes)', valor: Math.round(primero), unidad: 'ms', cumple: null },
  { grupo: 'Documentos', medida: 'RSS del proceso de PDF', valor: rss, unidad: 'MB', cumple: null },
]);
