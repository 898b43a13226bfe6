// The import graph of the source tree, read with TypeScript's own parser (no type checking, so the
// whole tree takes about a second): each file's imports resolved to files of the tree, each marked
// whether it survives compilation (a value import) or is erased (`import type`, `export type`, an
// import whose every name is `type`, `typeof import(…)`).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface Arista {
  /** Path relative to the root, with `/`; a package or a Node built-in is `npm:<specifier>`. */
  a: string;
  /** Erased by the compiler: the importer never loads it at run time. */
  soloTipos: boolean;
}

export type Grafo = Map<string, Arista[]>;

const EXTENSIONES = ['.ts', '.tsx'];
const OMITIR = new Set(['node_modules', 'dist', '.data', '.tools', 'test-results', 'playwright-report', 'migrations']);

/** Every .ts/.tsx file under the given folders of `raiz`, relative, with `/`. */
export function archivosDe(raiz: string, carpetas: readonly string[]): string[] {
  const salida: string[] = [];
  const recorrer = (rel: string) => {
    const abs = path.join(raiz, rel);
    if (!fs.existsSync(abs)) return;
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      if (OMITIR.has(e.name) || e.name.startsWith('.')) continue;
      const hijo = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) recorrer(hijo);
      else if (EXTENSIONES.some((x) => e.name.endsWith(x)) && !e.name.endsWith('.d.ts')) salida.push(hijo);
    }
  };
  for (const c of carpetas) recorrer(c);
  return salida.sort();
}

interface Importacion {
  especificador: string;
  soloTipos: boolean;
}

/** The module specifiers a source text imports or re-exports, static or dynamic. */
export function importacionesDe(nombre: string, texto: string): Importacion[] {
  const sf = ts.createSourceFile(nombre, texto, ts.ScriptTarget.Latest, false,
    nombre.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const salida: Importacion[] = [];
  const visitar = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const c = n.importClause;
      const nombres = c?.namedBindings && ts.isNamedImports(c.namedBindings) ? c.namedBindings.elements : undefined;
      // `import { type A, type B }` is erased whole; `import 'x'` (no clause) is a side effect.
      const soloTipos = !!c && (c.isTypeOnly ||
        (!c.name && !!nombres && nombres.length > 0 && nombres.every((e) => e.isTypeOnly)));
      salida.push({ especificador: n.moduleSpecifier.text, soloTipos });
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      const nombres = n.exportClause && ts.isNamedExports(n.exportClause) ? n.exportClause.elements : undefined;
      const soloTipos = n.isTypeOnly || (!!nombres && nombres.length > 0 && nombres.every((e) => e.isTypeOnly));
      salida.push({ especificador: n.moduleSpecifier.text, soloTipos });
    } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
      salida.push({ especificador: n.argument.literal.text, soloTipos: true });
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments.length > 0 && ts.isStringLiteralLike(n.arguments[0])) {
      salida.push({ especificador: n.arguments[0].text, soloTipos: false });
    }
    ts.forEachChild(n, visitar);
  };
  visitar(sf);
  return salida;
}

/** The file of the tree a relative specifier names, or undefined (a package, or outside the tree). */
export function resolver(desde: string, especificador: string, existe: (rel: string) => boolean): string | undefined {
  if (!especificador.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(desde), especificador));
  const sinJs = base.replace(/\.(m?js|jsx)$/, '');
  const candidatos = [base, ...EXTENSIONES.map((x) => sinJs + x), ...EXTENSIONES.map((x) => `${base}/index${x}`)];
  return candidatos.find(existe);
}

/** The graph of the given files (relative to `raiz`); `leer` reads one (the tests pass a fixture). */
export function construirGrafo(archivos: readonly string[], leer: (rel: string) => string): Grafo {
  const conjunto = new Set(archivos);
  const grafo: Grafo = new Map();
  for (const f of archivos) {
    const aristas: Arista[] = [];
    for (const imp of importacionesDe(f, leer(f))) {
      const e = imp.especificador;
      const a = e.startsWith('.') ? resolver(f, e, (r) => conjunto.has(r)) : `npm:${e}`;
      if (a && a !== f) aristas.push({ a, soloTipos: imp.soloTipos });
    }
    // One edge per target: a value import anywhere makes it a value edge.
    const porDestino = new Map<string, Arista>();
    for (const e of aristas) {
      const previa = porDestino.get(e.a);
      porDestino.set(e.a, { a: e.a, soloTipos: (previa?.soloTipos ?? true) && e.soloTipos });
    }
    grafo.set(f, [...porDestino.values()]);
  }
  return grafo;
}

/** The cycles of the graph: each strongly connected component of more than one file (Tarjan). */
export function ciclos(grafo: Grafo, incluirTipos: boolean): string[][] {
  let indice = 0;
  const idx = new Map<string, number>();
  const bajo = new Map<string, number>();
  const pila: string[] = [];
  const enPila = new Set<string>();
  const componentes: string[][] = [];
  const vecinos = (v: string) => (grafo.get(v) ?? []).filter((e) => incluirTipos || !e.soloTipos).map((e) => e.a);
  // Iterative, so a long chain cannot overflow the stack.
  for (const inicio of grafo.keys()) {
    if (idx.has(inicio)) continue;
    const marco: { v: string; i: number; vs: string[] }[] = [];
    const entrar = (v: string) => {
      idx.set(v, indice); bajo.set(v, indice); indice++;
      pila.push(v); enPila.add(v);
      marco.push({ v, i: 0, vs: vecinos(v) });
    };
    entrar(inicio);
    while (marco.length) {
      const m = marco[marco.length - 1];
      if (m.i < m.vs.length) {
        const w = m.vs[m.i++];
        if (!idx.has(w)) entrar(w);
        else if (enPila.has(w)) bajo.set(m.v, Math.min(bajo.get(m.v)!, idx.get(w)!));
        continue;
      }
      marco.pop();
      if (marco.length) {
        const p = marco[marco.length - 1].v;
        bajo.set(p, Math.min(bajo.get(p)!, bajo.get(m.v)!));
      }
      if (bajo.get(m.v) === idx.get(m.v)) {
        const comp: string[] = [];
        let w: string;
        do { w = pila.pop()!; enPila.delete(w); comp.push(w); } while (w !== m.v);
        if (comp.length > 1) componentes.push(comp.sort());
      }
    }
  }
  return componentes.sort((x, y) => y.length - x.length);
}
