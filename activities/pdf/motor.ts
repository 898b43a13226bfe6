// The pdfmake 0.3 engine, set up once per process, lazily (a worker that never prints pays nothing).
//
// On Node, pdfmake is a CommonJS singleton (`module.exports = new pdfmake()`), so ESM `import`
// cannot see its named exports; createRequire gets the instance itself. Fonts go into its virtual
// file system, read once, so a document never touches the disk; both resource policies deny
// everything: our documents embed no images or remote files, and taxpayer text can never make
// pdfmake fetch one (without a policy pdfmake also warns on every document).
//
// Speed: pdfkit parses each font anew for every document (fontkit.create per PDF), and that
// parsing was half the time of a licence. fontkit's public registerFormat lets us hand it the
// fonts parsed once: the virtual files hold small marker buffers no built-in format recognises,
// and our format answers a marker with the already-parsed font. pdfkit still embeds a fresh
// subset per document; fontkit's caches on the shared font are derived from the font file only.
// If fontkit ever stops returning what the format builds, a self-check falls back to the plain
// font files (slower, same output). fuentes.ts adds two caches on those shared fonts: the shaped
// words and a faster subset encoder (same bytes as fontkit's).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import { compartirLayout, subsetRapido, type FuenteFontkit } from './fuentes';

type PdfMake = typeof import('pdfmake');
interface VirtualFs {
  writeFileSync(nombre: string, contenido: Buffer): void;
}
interface Fontkit {
  create(datos: Uint8Array): object;
  registerFormat(formato: unknown): void;
}

const require = createRequire(import.meta.url);

// Roboto ships with pdfmake (fonts/Roboto); it has no Bold face, Medium is its bold.
const ARCHIVOS = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;
export const FUENTE = 'Roboto';

let motor: PdfMake | null = null;
let fuentesCompartidas = false;
let subsetsRapidos = false;

/** The fontkit instance pdfkit uses (resolved from pdfkit's own folder, as pdfkit resolves it). */
function fontkitDePdfkit(): Fontkit {
  const desdePdfmake = createRequire(require.resolve('pdfmake/package.json'));
  return createRequire(desdePdfmake.resolve('pdfkit'))('fontkit') as Fontkit;
}

/** Replaces each font file by a marker that fontkit resolves to the font parsed once. */
function compartirFuentes(archivos: Map<string, Buffer>): Map<string, Buffer> {
  const fontkit = fontkitDePdfkit();
  const parseadas = new Map<Uint8Array, object>();
  class FuenteYaParseada {
    static probe(datos: Uint8Array): boolean {
      return parseadas.has(datos);
    }
    constructor(flujo: { buffer: Uint8Array }) {
      // A constructor that returns an object makes `new` yield that object: the shared font.
      return parseadas.get(flujo.buffer) as FuenteYaParseada;
    }
  }
  const marcas = new Map<string, Buffer>();
  for (const [nombre, datos] of archivos) {
    const marca = Buffer.from(`ventanilla-fuente:${nombre}`);
    const fuente = fontkit.create(datos) as FuenteFontkit;
    compartirLayout(fuente);
    subsetsRapidos = subsetRapido(fuente) && (subsetsRapidos || marcas.size === 0);
    parseadas.set(marca, fuente);
    marcas.set(nombre, marca);
  }
  fontkit.registerFormat(FuenteYaParseada);
  const [nombre, marca] = [...marcas][0];
  if (fontkit.create(marca) !== parseadas.get(marca)) throw new Error(`fontkit no resolvió la marca de ${nombre}`);
  return marcas;
}

function iniciar(): PdfMake {
  const pdfmake = require('pdfmake') as PdfMake & { virtualfs: VirtualFs };
  const carpeta = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  let archivos = new Map<string, Buffer>(Object.values(ARCHIVOS).map((a) => [a, readFileSync(join(carpeta, a))]));
  try {
    archivos = compartirFuentes(archivos);
    fuentesCompartidas = true;
  } catch {
    fuentesCompartidas = false; // plain font files: each document parses them again
  }
  for (const [nombre, datos] of archivos) pdfmake.virtualfs.writeFileSync(nombre, datos);
  // addFonts, not setFonts: another part of the process may have registered its own families.
  const fuentes: TFontDictionary = { [FUENTE]: { ...ARCHIVOS } };
  pdfmake.addFonts(fuentes);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  return pdfmake;
}

/** The configured engine; fonts are loaded on the first call only. */
export function pdfmake(): PdfMake {
  motor ??= iniciar();
  return motor;
}

/** Whether the fonts are parsed once per process (true) or once per document (fallback). */
export function fuentesParseadasUnaVez(): boolean {
  pdfmake();
  return fuentesCompartidas;
}

/** Whether the fonts' subsets use the fast encoder of fuentes.ts (false: fontkit's own). */
export function subsetsCodificadosRapido(): boolean {
  pdfmake();
  return subsetsRapidos;
}

/** Lays out and renders a document definition into a PDF. */
export function renderizar(definicion: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake().createPdf(definicion).getBuffer();
}
