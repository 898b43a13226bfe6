// The layers and the no-cycle rule over the whole tree (ARCHITECTURE.md "Layers, enforced"), then the
// rules themselves over small trees written here, so a rule that stopped catching its import fails.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archivosDe, ciclos, construirGrafo, importacionesDe } from './grafo';
import { ciclosEnEjecucion, KIT, PROCEDIMIENTO, violaciones } from './reglas';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const CARPETAS = ['domain', 'workflows', 'activities', 'api', 'worker', 'web', 'db', 'sim', 'tests', 'bench', 'scripts'];

const arbol = (archivos: Record<string, string>) => construirGrafo(Object.keys(archivos), (f) => archivos[f]);

describe('the tree', () => {
  const grafo = construirGrafo(archivosDe(RAIZ, CARPETAS), (f) => fs.readFileSync(path.join(RAIZ, f), 'utf8'));

  it('breaks no layer rule', () => {
    expect(violaciones(grafo)).toEqual([]);
  });

  it('has no import cycle at run time', () => {
    expect(ciclosEnEjecucion(grafo)).toEqual([]);
  });

  it('has no cycle of type imports either, but two sign forms whose schema runs the rules that read its type', () => {
    // Left: the schema refines with the rules and the rules take the schema's output type; breaking
    // them means a shape file per form. Any other loop, even of types only, fails here.
    expect(ciclos(grafo, true)).toEqual([
      ['domain/anuncios/reglas.ts', 'domain/anuncios/schema.ts'],
      ['domain/dictamenes/reglas.ts', 'domain/dictamenes/schema.ts'],
    ]);
  });

  it('names as a procedure every folder a registry gathers, and none of the kit', () => {
    const registros = ['domain/tramites.ts', 'api/catalogo-tramites.ts', 'activities/tramites.ts', 'workflows/index.ts', 'web/bandeja/detalles.tsx'];
    for (const r of registros) {
      const aristas = grafo.get(r);
      expect(aristas, r).toBeDefined();
      const propios = aristas!.filter((e) => !e.a.startsWith('npm:') && !e.soloTipos && !KIT.test(e.a));
      // Each value import of a registry is a procedure's module (what the kit must never import).
      for (const e of propios) expect(PROCEDIMIENTO.test(e.a), `${r} → ${e.a}`).toBe(true);
    }
    for (const f of grafo.keys()) if (KIT.test(f)) expect(PROCEDIMIENTO.test(f), f).toBe(false);
  });
});

describe('the rules catch a forbidden import', () => {
  it('domain: nothing of db, api, Temporal, Fastify or React, not even a type', () => {
    const v = violaciones(
      arbol({
        'domain/x/a.ts': "import type { T } from '../../db/schema/t';\nimport { z } from 'zod';",
        'domain/x/b.ts': "import { Client } from '@temporalio/client';",
        'domain/x/c.ts': "import { useState } from 'react';",
        'db/schema/t.ts': 'export type T = 1;',
      }),
    );
    expect(v.map((x) => `${x.de} → ${x.a}`)).toEqual([
      'domain/x/a.ts → db/schema/t.ts',
      'domain/x/b.ts → npm:@temporalio/client',
      'domain/x/c.ts → npm:react',
    ]);
    expect(new Set(v.map((x) => x.regla))).toEqual(new Set(['domain-puro']));
  });

  it('web: types from the API pass, a value does not', () => {
    const v = violaciones(
      arbol({
        'web/p/tipos.ts': "import type { Dto } from '../../api/p/p.schemas';\nexport type { Otro } from '../../api/p/p.schemas';",
        'web/p/nombres.ts': "import { type Dto, type Otro } from '../../api/p/p.schemas';",
        'web/p/form.ts': "import { cuerpo } from '../../api/p/p.schemas';",
        'web/p/lazy.ts': "export const cargar = () => import('../../api/p/p.schemas');",
        'api/p/p.schemas.ts': 'export const cuerpo = 1; export type Dto = 1; export type Otro = 2;',
      }),
    );
    expect(v.map((x) => [x.regla, x.de])).toEqual([
      ['web-solo-tipos-del-servidor', 'web/p/form.ts'],
      ['web-solo-tipos-del-servidor', 'web/p/lazy.ts'],
    ]);
  });

  it('workflows: activities as types only', () => {
    const v = violaciones(
      arbol({
        'workflows/p/workflow.ts': "import type * as activities from '../../activities/index';",
        'workflows/q/workflow.ts': "import { proyectar } from '../../activities/index';",
        'activities/index.ts': 'export const proyectar = 1;',
      }),
    );
    expect(v).toEqual([{ regla: 'workflows-solo-tipos-de-actividades', de: 'workflows/q/workflow.ts', a: 'activities/index.ts' }]);
  });

  it('activities: a repository the API also uses lives in db/, not api/', () => {
    const v = violaciones(
      arbol({
        'activities/p.activities.ts': "import { girosEn } from '../api/catalogos-admin/vigentes.repository';\nimport { tarifarioEn } from '../db/catalogos/vigentes.repository';",
        'api/catalogos-admin/vigentes.repository.ts': 'export const girosEn = 1;',
        'db/catalogos/vigentes.repository.ts': 'export const tarifarioEn = 1;',
      }),
    );
    expect(v.map((x) => x.a)).toEqual(['api/catalogos-admin/vigentes.repository.ts']);
  });

  it('the kit: never a procedure, nor the catalogue that gathers them; its tests may compose them', () => {
    const v = violaciones(
      arbol({
        'api/tramites/acciones.ts': "import { tramiteApi } from '../catalogo-tramites';\nimport { tramiteApi as t } from './registro';",
        'api/tramites/registro.ts': 'export const tramiteApi = 1;',
        'api/catalogo-tramites.ts': "import { licenciaApi } from './licencias/licencia.tramite';",
        'api/licencias/licencia.tramite.ts': 'export const licenciaApi = 1;',
        'web/tramite/pagos/dialogo.tsx': "import type { Dto } from '../../../api/licencias/licencias.schemas';",
        'api/licencias/licencias.schemas.ts': 'export type Dto = 1;',
        'domain/tramite/conformidad/conformidad.test.ts': "import { TRAMITES } from '../../tramites';",
        'domain/tramites.ts': 'export const TRAMITES = {};',
      }),
    );
    expect(v.map((x) => [x.regla, x.de, x.a])).toEqual([
      ['kit-sin-procedimientos', 'api/tramites/acciones.ts', 'api/catalogo-tramites.ts'],
      ['kit-sin-procedimientos', 'web/tramite/pagos/dialogo.tsx', 'api/licencias/licencias.schemas.ts'],
    ]);
  });
});

describe('cycles', () => {
  const tres = {
    'api/a.ts': "import { b } from './b';",
    'api/b.ts': "import { c } from './c/index';",
    'api/c/index.ts': "import { a } from '../a';",
    'api/d.ts': "import type { A } from './e';",
    'api/e.ts': "import type { D } from './d';",
  };

  it('finds a loop through three files at run time, and not one made of types only', () => {
    expect(ciclosEnEjecucion(arbol(tres))).toEqual([['api/a.ts', 'api/b.ts', 'api/c/index.ts']]);
    expect(ciclos(arbol(tres), true)).toContainEqual(['api/d.ts', 'api/e.ts']);
  });

  it('reads every form of import a module can load another with', () => {
    const texto = [
      "import a from './a';",
      "import './efecto';",
      "import type { T } from './t';",
      "import { type U, type V } from './uv';",
      "import { type W, x } from './wx';",
      "export * from './todo';",
      "export type { Y } from './y';",
      "const z = () => import('./z');",
      "type Q = typeof import('./q');",
    ].join('\n');
    expect(importacionesDe('m.ts', texto)).toEqual([
      { especificador: './a', soloTipos: false },
      { especificador: './efecto', soloTipos: false },
      { especificador: './t', soloTipos: true },
      { especificador: './uv', soloTipos: true },
      { especificador: './wx', soloTipos: false },
      { especificador: './todo', soloTipos: false },
      { especificador: './y', soloTipos: true },
      { especificador: './z', soloTipos: false },
      { especificador: './q', soloTipos: true },
    ]);
  });
});
