import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Production loads the bundle scripts/build.ts wrote (WORKFLOW_BUNDLE) and bundles nothing at start.
describe('the prebuilt workflow bundle', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is read from WORKFLOW_BUNDLE instead of bundling workflows/', async () => {
    const archivo = path.join(mkdtempSync(path.join(tmpdir(), 'flujos-')), 'flujos.js');
    writeFileSync(archivo, '/* bundle */ var x = 1;');
    vi.stubEnv('WORKFLOW_BUNDLE', archivo);
    const { workflowBundle } = await import('./paquete');
    await expect(workflowBundle()).resolves.toEqual({ code: '/* bundle */ var x = 1;' });
  });

  it('a missing file stops the worker with a message that names it', async () => {
    vi.stubEnv('WORKFLOW_BUNDLE', '/no/existe/flujos.js');
    const { workflowBundle } = await import('./paquete');
    await expect(workflowBundle()).rejects.toThrow(/No se pudo leer el paquete de flujos WORKFLOW_BUNDLE=\/no\/existe\/flujos\.js/);
  });
});
