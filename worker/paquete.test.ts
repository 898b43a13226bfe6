import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULOS_COMPARTIDOS } from './paquete';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));

const archivosTs = (dir: string): string[] =>
  readdirSync(join(RAIZ, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? archivosTs(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );

/** The modules a file imports for their values (not `import type`), as written. */
const importaciones = (archivo: string) =>
  [...readFileSync(join(RAIZ, archivo), 'utf8').matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gms)].map((m) => m[1]);

/** A relative import of `archivo` as a path from the repository's root, without `.ts`. */
const resolver = (archivo: string, ruta: string) => {
  const base = relative(RAIZ, join(RAIZ, dirname(archivo), ruta));
  return existsSync(join(RAIZ, `${base}.ts`)) ? base : `${base}/index`;
};

const compartidos = new Set<string>(MODULOS_COMPARTIDOS);

describe('modules shared by every workflow (preloadModules)', () => {
  it('list every module of domain/ a workflow imports, and only those', () => {
    const deFlujos = new Set(
      archivosTs('workflows').flatMap((a) =>
        importaciones(a)
          .filter((r) => r.startsWith('.'))
          .map((r) => resolver(a, r))
          .filter((r) => r.startsWith('domain/')),
      ),
    );
    expect([...deFlujos].sort()).toEqual([...compartidos].sort());
  });

  it('neither they nor what they import touch Temporal or keep module-level variables', () => {
    const vistos = new Set<string>();
    const pendientes = [...compartidos];
    while (pendientes.length) {
      const m = pendientes.pop()!;
      if (vistos.has(m)) continue;
      vistos.add(m);
      const archivo = `${m}.ts`;
      const texto = readFileSync(join(RAIZ, archivo), 'utf8');
      expect(texto, archivo).not.toMatch(/from\s+'@temporalio\//);
      expect(texto, archivo).not.toMatch(/^(?:export\s+)?(?:let|var)\s/m);
      for (const r of importaciones(archivo)) if (r.startsWith('.')) pendientes.push(resolver(archivo, r));
    }
    expect(vistos.size).toBeGreaterThan(compartidos.size);
  });
});
