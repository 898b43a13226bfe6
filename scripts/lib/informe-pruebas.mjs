// What `npm test` prints at its end besides the totals: when each part ran and how long it took
// (the parts overlap), and the ten slowest test files, so the next slowdown is seen where it is.
// Plain Node ESM (node: built-ins only), like the rest of scripts/lib.
import path from 'node:path';

/** m:ss */
export function mmss(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A stopwatch of the run's parts: medir(nombre, fn) records when fn started and ended. */
export function cronometro(ahora = () => Date.now()) {
  const inicio = ahora();
  const partes = [];
  return {
    inicio,
    async medir(nombre, fn) {
      const parte = { nombre, desde: ahora() - inicio, hasta: null };
      partes.push(parte);
      try {
        return await fn();
      } finally {
        parte.hasta = ahora() - inicio;
      }
    },
    partes: () => partes.filter((p) => p.hasta !== null),
    total: () => ahora() - inicio,
  };
}

/** Lines of the parts' table: name, from → to, duration. */
export function tablaDePartes(partes, totalMs) {
  const ancho = Math.max(5, ...partes.map((p) => p.nombre.length));
  const lineas = partes.map((p) => `  ${p.nombre.padEnd(ancho)}  ${mmss(p.desde).padStart(5)} → ${mmss(p.hasta).padStart(5)}  ${mmss(p.hasta - p.desde).padStart(5)}`);
  lineas.push(`  ${'total'.padEnd(ancho)}  ${''.padStart(13)}  ${mmss(totalMs).padStart(5)}`);
  return lineas;
}

/**
 * Per-file durations from vitest's json report: [{ archivo, parte, ms }] (a file's ms: from its
 * first test's start to its end, as vitest records them).
 */
export function archivosDeVitest(reporte, raiz, parte) {
  return (reporte?.testResults ?? []).map((f) => ({
    archivo: path.relative(raiz, f.name),
    parte,
    ms: Math.max(0, (f.endTime ?? 0) - (f.startTime ?? 0)),
  }));
}

/** Per-file (and project) durations from Playwright's json report: the sum of its tests' runs. */
export function archivosDePlaywright(reporte) {
  const porArchivo = new Map();
  const recorrer = (suite, archivo) => {
    const f = suite.file ?? archivo;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const clave = `${f}${t.projectName && t.projectName !== 'chromium' ? ` (${t.projectName})` : ''}`;
        const ms = (t.results ?? []).reduce((a, r) => a + (r.duration ?? 0), 0);
        porArchivo.set(clave, (porArchivo.get(clave) ?? 0) + ms);
      }
    }
    for (const s of suite.suites ?? []) recorrer(s, f);
  };
  for (const s of reporte?.suites ?? []) recorrer(s, s.file);
  return [...porArchivo].map(([archivo, ms]) => ({ archivo: path.join('tests/e2e', archivo), parte: 'e2e', ms }));
}

export function masLentos(archivos, n = 10) {
  return [...archivos].sort((a, b) => b.ms - a.ms).slice(0, n);
}

/** Merges vitest json reports (the unit and integration runs) into one of the same shape. */
export function unirReportesVitest(reportes) {
  const presentes = reportes.filter(Boolean);
  if (!presentes.length) return null;
  const suma = (k) => presentes.reduce((a, r) => a + (r[k] ?? 0), 0);
  const claves = ['numTotalTestSuites', 'numPassedTestSuites', 'numFailedTestSuites', 'numPendingTestSuites', 'numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests'];
  return {
    ...Object.fromEntries(claves.map((k) => [k, suma(k)])),
    startTime: Math.min(...presentes.map((r) => r.startTime ?? Infinity)),
    success: presentes.every((r) => r.success),
    testResults: presentes.flatMap((r) => r.testResults ?? []),
  };
}

