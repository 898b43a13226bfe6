// Typing in the licence form: how long a keystroke waits for the screen to answer, as the browser
// measures it (Event Timing: from the key to the next paint, the figure INP is made of), on a CPU
// slowed four times the way Lighthouse's mobile preset slows it. Against the built web (dist/web)
// served by the real API on a seeded throwaway database (bench/lighthouse.ts starts both), signed in
// as the demo taxpayer. bench/web.bench.ts calls `medirRespuestaEscritura()` and records its rows;
// run alone it prints the figures:
//
//   node --import tsx bench/escritura.ts
//   ESCRITURA_DIST=/tmp/otra/dist/web …    another build (LIGHTHOUSE_DIST too, as web.bench sets it)
//   ESCRITURA_RONDAS=5 …                   fresh pages typed into (default 3)
//   ESCRITURA_RENDERS=1 …                  also counts the components rendered per keystroke (a
//                                          second pass, unthrottled, that does not time anything)
//
// The form opens its sections once the cadastral key is settled: each round ticks «No cuento con
// clave catastral» first, then types into «Nombre comercial» and «Descripción de la actividad».
// Interactions under 16 ms are not reported by Event Timing (its least threshold): they count as
// 16 ms. Figures are measured, never asserted.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { hasta, percentil, type FilaBench } from './informe';
import { CHROMIUM, CLAVE_TOKEN, TAXPAYER, iniciarServidorWeb } from './lighthouse';

const DIST = process.env.ESCRITURA_DIST ?? process.env.LIGHTHOUSE_DIST ?? fileURLToPath(new URL('../dist/web', import.meta.url));
const RUTA = '/admin/establecimientos/solicitud?tipo=1';
const CPU = 4;
/** Event Timing's least durationThreshold: shorter interactions are not reported. */
const UMBRAL_MS = 16;
/** A person typing steadily: each key is its own interaction. */
const PAUSA_TECLA_MS = 120;
/** ~20 characters per round, in two text fields of the establishment's data. */
const TEXTOS: readonly { etiqueta: string; texto: string }[] = [
  { etiqueta: 'Nombre comercial', texto: 'LA CEIBA' },
  { etiqueta: 'Descripción de la actividad', texto: 'Venta de pan' },
];
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export interface MedidaEscritura {
  rondas: number;
  /** keys typed, over all rounds */
  teclas: number;
  /** interactions Event Timing reported (≥ 16 ms) */
  observadas: number;
  /** the duration of each key's interaction, ms (16 for those not reported), ascending */
  duraciones: number[];
  p50: number;
  p98: number;
  max: number;
  /** components rendered per keystroke (median, the most, and each key's in order), when ESCRITURA_RENDERS=1 */
  renders?: { mediana: number; max: number; porTecla: number[] };
}

/**
 * A stand-in for React DevTools' hook, installed before the page's scripts: on each commit it counts
 * the components that rendered in it (function, class and forwardRef fibers new to the tree with
 * PerformedWork). Only for the render count; it walks the whole tree, so it is never on while timing.
 */
function ganchoRenders() {
  const w = window as unknown as { __renders: number[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  w.__renders = [];
  interface Fibra { tag: number; flags: number; child: Fibra | null; sibling: Fibra | null }
  let antes = new WeakSet<Fibra>();
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, raiz: { current: Fibra }) => {
      const ahora = new WeakSet<Fibra>();
      let n = 0;
      const pila: Fibra[] = [raiz.current];
      while (pila.length) {
        const f = pila.pop()!;
        ahora.add(f);
        if ((f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 15) && f.flags & 1 && !antes.has(f)) n++;
        if (f.sibling) pila.push(f.sibling);
        if (f.child) pila.push(f.child);
      }
      antes = ahora;
      w.__renders.push(n);
    },
  };
}

/** A signed-in page with the licence form open, its sections mounted and unlocked. */
async function abrirFormulario(contexto: BrowserContext, origen: string, token: string): Promise<Page> {
  const page = await contexto.newPage();
  // The session the way the web keeps it: the token in storage, read on the first render.
  await page.goto(`${origen}/favicon.svg`);
  await page.evaluate(([clave, valor]) => localStorage.setItem(clave!, valor!), [CLAVE_TOKEN, token]);
  await page.goto(`${origen}${RUTA}`);
  await page.getByRole('heading', { name: 'Fotografías' }).waitFor({ timeout: 60_000 });
  await page.getByRole('checkbox', { name: 'No cuento con clave catastral' }).click();
  await page.getByLabel('Número de oficio de la constancia de catastro').waitFor();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  return page;
}

/** Types every text, one key at a time; returns the keys typed. */
async function escribir(page: Page): Promise<number> {
  let teclas = 0;
  for (const { etiqueta, texto } of TEXTOS) {
    const campo = page.getByLabel(etiqueta, { exact: true });
    await campo.click();
    await page.waitForTimeout(300);
    await page.evaluate(() => ((window as unknown as { __desde: number }).__desde = performance.now()));
    await page.keyboard.type(texto, { delay: PAUSA_TECLA_MS });
    teclas += texto.length;
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const w = window as unknown as { __desde: number; __tramos: [number, number][] };
      (w.__tramos ??= []).push([w.__desde, performance.now()]);
    });
  }
  return teclas;
}

/** Each key's interaction duration during the typing windows (the longest entry of each interactionId). */
async function interacciones(page: Page): Promise<number[]> {
  // The observer's last entries arrive with the next frames.
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const w = window as unknown as { __eventos: { id: number; inicio: number; duracion: number }[]; __tramos: [number, number][] };
    const porId = new Map<number, number>();
    for (const e of w.__eventos) {
      if (!e.id || !w.__tramos.some(([a, b]) => e.inicio >= a && e.inicio <= b)) continue;
      porId.set(e.id, Math.max(porId.get(e.id) ?? 0, e.duracion));
    }
    return [...porId.values()];
  });
}

/** One throttled round: a fresh page, typed into; the durations Event Timing reported. */
async function ronda(browser: Browser, origen: string, token: string): Promise<{ teclas: number; duraciones: number[] }> {
  const contexto = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await abrirFormulario(contexto, origen, token);
    await page.evaluate((umbral) => {
      const w = window as unknown as { __eventos: { id: number; inicio: number; duracion: number }[] };
      w.__eventos = [];
      const obs = new PerformanceObserver((lista) => {
        for (const e of lista.getEntries() as (PerformanceEntry & { interactionId?: number })[]) w.__eventos.push({ id: e.interactionId ?? 0, inicio: e.startTime, duracion: e.duration });
      });
      obs.observe({ type: 'event', durationThreshold: umbral, buffered: true } as PerformanceObserverInit);
      obs.observe({ type: 'first-input', buffered: true });
    }, UMBRAL_MS);
    const cdp = await contexto.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const teclas = await escribir(page);
    const duraciones = await interacciones(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { teclas, duraciones };
  } finally {
    await contexto.close();
  }
}

/** Components rendered per keystroke, unthrottled and untimed (ESCRITURA_RENDERS=1). */
async function rendersPorTecla(browser: Browser, origen: string, token: string): Promise<number[]> {
  const contexto = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    // As source: tsx names functions with a helper (__name) the page does not have.
    await contexto.addInitScript({ content: `var __name = (f) => f; (${ganchoRenders.toString()})();` });
    const page = await abrirFormulario(contexto, origen, token);
    const porTecla: number[] = [];
    for (const { etiqueta, texto } of TEXTOS) {
      await page.getByLabel(etiqueta, { exact: true }).click();
      await page.waitForTimeout(300);
      for (const tecla of texto) {
        await page.evaluate(() => ((window as unknown as { __renders: number[] }).__renders = []));
        await page.keyboard.type(tecla);
        await page.waitForTimeout(PAUSA_TECLA_MS);
        porTecla.push(await page.evaluate(() => (window as unknown as { __renders: number[] }).__renders.reduce((a, b) => a + b, 0)));
      }
    }
    return porTecla;
  } finally {
    await contexto.close();
  }
}

/** Opens the form `rondas` times on CPU ×4 and times every keystroke. */
export async function medirEscritura(opts: { dist?: string; rondas?: number; renders?: boolean } = {}): Promise<MedidaEscritura> {
  const rondas = opts.rondas ?? (Number(process.env.ESCRITURA_RONDAS) || 3);
  const servidor = await iniciarServidorWeb({ dist: opts.dist ?? DIST, bd: 'ventanilla_escritura' });
  let browser: Browser | null = null;
  try {
    const token = await servidor.token(TAXPAYER);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
    let teclas = 0;
    const observadas: number[] = [];
    for (let i = 0; i < rondas; i++) {
      const r = await ronda(browser, servidor.origen, token);
      teclas += r.teclas;
      observadas.push(...r.duraciones);
    }
    // Keys Event Timing did not report took under 16 ms.
    const duraciones = [...observadas, ...Array<number>(Math.max(0, teclas - observadas.length)).fill(UMBRAL_MS)].sort((a, b) => a - b);
    const medida: MedidaEscritura = { rondas, teclas, observadas: observadas.length, duraciones, p50: percentil(duraciones, 50), p98: percentil(duraciones, 98), max: duraciones.at(-1) ?? NaN };
    if (opts.renders ?? process.env.ESCRITURA_RENDERS === '1') {
      const porTecla = await rendersPorTecla(browser, servidor.origen, token);
      const r = [...porTecla].sort((a, b) => a - b);
      medida.renders = { mediana: percentil(r, 50), max: r.at(-1) ?? NaN, porTecla };
    }
    return medida;
  } finally {
    await browser?.close();
    await servidor.cerrar();
  }
}

const MEDIDA = 'Solicitud de licencia: respuesta al escribir';

/** The bench rows: p50, p98 and the longest keystroke, against INP's 'good' (≤ 200 ms). */
export function filasEscritura(m: MedidaEscritura): FilaBench[] {
  const fila = (que: string, valor: number): FilaBench => ({ grupo: 'Web', medida: `${MEDIDA} ${que} (CPU ×${CPU})`, valor: Math.round(valor), unidad: 'ms', objetivo: '≤ 200 ms', cumple: hasta(valor, 200) });
  const filas = [fila('p50', m.p50), fila('p98', m.p98), fila('máx.', m.max)];
  if (m.renders) filas.push({ grupo: 'Web', medida: `${MEDIDA}: componentes renderizados por tecla (mediana)`, valor: m.renders.mediana, unidad: 'componentes', cumple: null });
  return filas;
}

/** What bench/web.bench.ts calls. */
export async function medirRespuestaEscritura(): Promise<FilaBench[]> {
  return filasEscritura(await medirEscritura());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const m = await medirEscritura();
  console.log(`${DIST}: ${m.rondas} rondas, ${m.teclas} teclas, ${m.observadas} interacciones ≥ ${UMBRAL_MS} ms`);
  console.log(`p50 ${m.p50} ms · p98 ${m.p98} ms · máx. ${m.max} ms`);
  if (m.renders) console.log(`componentes renderizados por tecla: mediana ${m.renders.mediana}, máx. ${m.renders.max}`);
  console.log(JSON.stringify(m));
}
