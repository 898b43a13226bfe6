// Comments say why and cite the spec section (ARCHITECTURE.md conventions): a tracker's number means
// nothing to the next maintainer, so no source file names one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archivosDe } from './grafo';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const CARPETAS = ['domain', 'workflows', 'activities', 'api', 'worker', 'web', 'db', 'sim', 'tests', 'bench', 'scripts'];
export const NUMERO_DE_ISSUE = /\bissues?\s+#?\d+/i;

describe('comments', () => {
  it('cite the spec, never an issue number', () => {
    const citas = archivosDe(RAIZ, CARPETAS).flatMap((f) =>
      fs
        .readFileSync(path.join(RAIZ, f), 'utf8')
        .split('\n')
        .flatMap((linea, i) => (NUMERO_DE_ISSUE.test(linea) ? [`${f}:${i + 1}`] : [])),
    );
    expect(citas).toEqual([]);
  });

  it('the pattern catches the ways a number was written', () => {
    // Built from pieces so this file does not cite one itself.
    const issue = (n: string) => `iss${'ue'}${n}`;
    for (const t of [`// ${issue(' 16')}: x`, `(I${issue(' 9').slice(1)} §7)`, `(spec 1 §2; ${issue(' 11')})`, `${issue('s 14')} and 15`]) expect(NUMERO_DE_ISSUE.test(t), t).toBe(true);
    for (const t of ['// spec 3 §4.4', 'the issue of a licence', 'issued 2026']) expect(NUMERO_DE_ISSUE.test(t), t).toBe(false);
  });
});
