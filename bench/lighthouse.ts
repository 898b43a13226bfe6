// Lighthouse ("the first page"): mobile and desktop scores of the four pages a person
// meets first — sign-in, the taxpayer's home, the licence form and the staff inbox — against the
// built web (dist/web) served by the real API on a seeded throwaway database. bench/web.bench.ts
// calls `medirLighthouse()` and records its rows; run alone (`node --import tsx bench/lighthouse.ts`)
// it prints them and each page's top opportunities. Scores are measured, never asserted.
//
// The database: a fresh `ventanilla_lighthouse` on DATABASE_URL's server (as `npm run bench` gives
// it), else the embedded PGlite `npm start` uses. No Temporal: the four pages only read.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { buildApp } from '../api/app';
import { cargarConfig } from '../api/config';
import { crearDeps } from '../api/deps';
import { crearDb, migrar } from '../db/client';
import { DEMO_PASSWORD, sembrar } from '../db/seed';
import { iniciarBdEmbebida } from '../scripts/bd-embebida';
import { baseNueva } from './comun';
import { hasta, desde, type FilaBench } from './informe';

/** LIGHTHOUSE_DIST: another build of the web (e.g. one made with `vite build --outDir`) */
const DIST = process.env.LIGHTHOUSE_DIST ?? fileURLToPath(new URL('../dist/web', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** where web/lib/token.ts keeps the bearer token ("Recordarme": localStorage, kept across tabs) */
export const CLAVE_TOKEN = 'ventanilla.token';
export const TAXPAYER = 'GODE561231GR8';
const REVISOR = 'revisor.padron';

interface Pagina {
  nombre: string;
  ruta: string;
  /** who is signed in: null for a public page */
  usuario: string | null;
  /** Lighthouse mobile performance it should reach (a phone is what most taxpayers have) */
  movilMinimo: number;
  /** total blocking time on mobile, where the page is the first a person meets */
  tbtMaximoMs?: number;
}

export const PAGINAS: Pagina[] = [
  { nombre: 'Inicio de sesión', ruta: '/signin', usuario: null, movilMinimo: 95, tbtMaximoMs: 200 },
  { nombre: 'Verificar documento', ruta: '/verificar', usuario: null, movilMinimo: 95 },
  { nombre: 'Inicio del contribuyente', ruta: '/admin/dashboard', usuario: TAXPAYER, movilMinimo: 90 },
  { nombre: 'Solicitud de licencia', ruta: '/admin/establecimientos/solicitud?tipo=1', usuario: TAXPAYER, movilMinimo: 85 },
  { nombre: 'Bandeja de revisión', ruta: '/admin/bandeja', usuario: REVISOR, movilMinimo: 90 },
];

export interface Oportunidad {
  id: string;
  titulo: string;
  detalle: string;
}

export interface MedidaPagina {
  pagina: string;
  perfil: 'móvil' | 'escritorio';
  rendimiento: number;
  accesibilidad: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  kib: number;
  /** Lighthouse's CPU benchmark index of the machine (environment.benchmarkIndex): runs on machines of different speed compare through it */
  indiceCpu: number;
  oportunidades: Oportunidad[];
  /** failed accessibility audits (id: title) */
  fallasA11y: string[];
}

/** A throwaway database `nombre` with the demo seed; the URL and how to drop it. */
async function baseDeDatos(nombre: string): Promise<{ url: string; max: number; cerrar: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) {
    const bd = await iniciarBdEmbebida();
    await migrar(bd.url);
    await sembrar(bd.url, { demo: true });
    return { url: bd.url, max: 1, cerrar: () => bd.cerrar() };
  }
  const url = await baseNueva(nombre);
  await migrar(url);
  await sembrar(url, { demo: true });
  return {
    url,
    max: 10,
    cerrar: async () => {
      const t = postgres(admin, { max: 1, onnotice: () => {} });
      await t.unsafe(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await t.end();
    },
  };
}

async function token(origen: string, username: string): Promise<string> {
  const r = await fetch(`${origen}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!r.ok) throw new Error(`login de ${username}: ${r.status}`);
  return ((await r.json()) as { data: { token: string } }).data.token;
}

export interface ServidorWeb {
  /** http://127.0.0.1:port, serving the build and /api */
  origen: string;
  /** a bearer token of a demo user (DEMO_PASSWORD) */
  token: (usuario: string) => Promise<string>;
  cerrar: () => Promise<void>;
}

/**
 * The real API serving the build `dist` (index.html and assets) on a throwaway database `bd` with
 * the demo seed, on a free port of 127.0.0.1, without rate limits. What bench/escritura.ts uses too.
 */
export async function iniciarServidorWeb(opts: { dist?: string; bd?: string } = {}): Promise<ServidorWeb> {
  const dist = opts.dist ?? DIST;
  if (!existsSync(`${dist}/index.html`)) throw new Error(`No hay ${dist}: construya la web (npm run build)`);
  const bd = await baseDeDatos(opts.bd ?? 'ventanilla_lighthouse');
  const config = cargarConfig(process.env, {
    DATABASE_URL: bd.url,
    SERVE_WEB: '1',
    WEB_DIST: dist,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: 10_000_000,
    RATE_LIMIT_AUTH_MAX: 10_000_000,
  });
  const db = crearDb(bd.url, { max: bd.max });
  const deps = await crearDeps(config, db);
  const app = await buildApp(deps, { logger: false });
  const cerrar = async () => {
    await app.close();
    await deps.cerrar();
    await db.close();
    await bd.cerrar();
  };
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (err) {
    await cerrar();
    throw err;
  }
  const origen = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return { origen, token: (usuario) => token(origen, usuario), cerrar };
}

const ms = (r: RunnerResult['lhr'], id: string) => Math.round(r.audits[id]?.numericValue ?? NaN);

function resumen(pagina: string, perfil: MedidaPagina['perfil'], lhr: RunnerResult['lhr']): MedidaPagina {
  const oportunidades = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
    .map((a) => ({ id: a.id, titulo: a.title, detalle: a.displayValue ?? '' }))
    .slice(0, 6);
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  const fallasA11y = refs
    .map((r) => lhr.audits[r.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => `${a.id}: ${a.title}`);
  return {
    pagina,
    perfil,
    rendimiento: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accesibilidad: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: ms(lhr, 'first-contentful-paint'),
    lcpMs: ms(lhr, 'largest-contentful-paint'),
    tbtMs: ms(lhr, 'total-blocking-time'),
    kib: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    indiceCpu: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    oportunidades,
    fallasA11y,
  };
}

/** Runs Lighthouse on every page in both presets; returns the raw figures. */
export async function auditarPaginas(paginas = PAGINAS): Promise<MedidaPagina[]> {
  const servidor = await iniciarServidorWeb();
  const { origen } = servidor;
  let browser: Browser | null = null;
  try {
    const tokens = new Map<string, string>();
    for (const u of new Set(paginas.map((p) => p.usuario).filter((u): u is string => !!u))) tokens.set(u, await servidor.token(u));

    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--headless=new', '--disable-dev-shm-usage'],
    });
    const salida: MedidaPagina[] = [];
    // LIGHTHOUSE_PERFILES=movil (or escritorio) runs one preset only, to iterate faster.
    const perfiles = (['móvil', 'escritorio'] as const).filter((x) => !process.env.LIGHTHOUSE_PERFILES || process.env.LIGHTHOUSE_PERFILES.includes(x === 'móvil' ? 'movil' : x));
    for (const perfil of perfiles) {
      for (const p of paginas) {
        const page = await browser.newPage();
        // The session the way the web keeps it: the token in storage, read on the first render.
        await page.goto(`${origen}/favicon.svg`);
        const t = p.usuario ? tokens.get(p.usuario)! : null;
        await page.evaluate(
          (clave, valor) => {
            sessionStorage.clear();
            if (valor) localStorage.setItem(clave, valor);
            else localStorage.removeItem(clave);
          },
          CLAVE_TOKEN,
          t,
        );
        const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
        const cfg: Config | undefined = perfil === 'escritorio' ? desktopConfig : undefined;
        const r = await lighthouse(`${origen}${p.ruta}`, flags, cfg, page);
        if (!r) throw new Error(`Lighthouse no devolvió resultado para ${p.ruta}`);
        const finalUrl = r.lhr.finalDisplayedUrl;
        if (!finalUrl.includes(p.ruta.split('?')[0])) throw new Error(`${p.nombre}: terminó en ${finalUrl}, no en ${p.ruta} (¿sesión?)`);
        salida.push(resumen(p.nombre, perfil, r.lhr));
        if (process.env.LIGHTHOUSE_JSON_DIR) {
          mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
          writeFileSync(`${process.env.LIGHTHOUSE_JSON_DIR}/${perfil === 'móvil' ? 'movil' : 'escritorio'}-${paginas.indexOf(p)}.json`, JSON.stringify(r.lhr));
        }
        await page.close();
      }
    }
    return salida;
  } finally {
    await browser?.close();
    await servidor.cerrar();
  }
}

/**
 * The bench rows: per page and preset, the scores, FCP, LCP, TBT and transferred KiB, each score
 * beside the CPU benchmark index it was measured at. Mobile targets per page (sign-in and
 * /verificar ≥ 95, home and inbox ≥ 90, the licence form ≥ 85; sign-in's TBT ≤ 200 ms); desktop
 * is printed without one. Accessibility is 100 everywhere.
 */
export function filasLighthouse(medidas: MedidaPagina[], paginas: readonly Pagina[] = PAGINAS): FilaBench[] {
  const filas: FilaBench[] = [];
  for (const m of medidas) {
    const pre = `Lighthouse ${m.perfil} · ${m.pagina}`;
    const pagina = paginas.find((p) => p.nombre === m.pagina);
    const minimo = m.perfil === 'móvil' ? pagina?.movilMinimo : undefined;
    const tbt = m.perfil === 'móvil' ? pagina?.tbtMaximoMs : undefined;
    filas.push(
      {
        grupo: 'Web',
        medida: `${pre}: rendimiento (índice de CPU ${m.indiceCpu})`,
        valor: m.rendimiento,
        unidad: 'puntos',
        objetivo: minimo ? `≥ ${minimo}` : undefined,
        cumple: minimo ? desde(m.rendimiento, minimo) : null,
      },
      { grupo: 'Web', medida: `${pre}: accesibilidad`, valor: m.accesibilidad, unidad: 'puntos', objetivo: '= 100', cumple: m.accesibilidad === 100 },
      { grupo: 'Web', medida: `${pre}: FCP`, valor: m.fcpMs, unidad: 'ms', cumple: null },
      { grupo: 'Web', medida: `${pre}: LCP`, valor: m.lcpMs, unidad: 'ms', cumple: null },
      { grupo: 'Web', medida: `${pre}: TBT`, valor: m.tbtMs, unidad: 'ms', objetivo: tbt ? `≤ ${tbt} ms` : undefined, cumple: tbt ? hasta(m.tbtMs, tbt) : null },
      { grupo: 'Web', medida: `${pre}: transferido`, valor: m.kib, unidad: 'KiB', cumple: null },
    );
  }
  return filas;
}

/** What bench/web.bench.ts calls: Lighthouse mobile and desktop on the four pages, as bench rows. */
export async function medirLighthouse(): Promise<FilaBench[]> {
  return filasLighthouse(await auditarPaginas());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const medidas = await auditarPaginas();
  console.table(
    medidas.map((m) => ({ página: m.pagina, perfil: m.perfil, rend: m.rendimiento, a11y: m.accesibilidad, 'FCP ms': m.fcpMs, 'LCP ms': m.lcpMs, 'TBT ms': m.tbtMs, KiB: m.kib })),
  );
  for (const m of medidas) {
    console.log(`\n${m.pagina} (${m.perfil})`);
    for (const o of m.oportunidades) console.log(`  oportunidad ${o.id}: ${o.titulo} ${o.detalle}`);
    for (const f of m.fallasA11y) console.log(`  accesibilidad ${f}`);
  }
}
