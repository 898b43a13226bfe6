// Every test file runs in a process of its own, and worker/paquete.ts bundles the workflows once
// per process: webpack over the same code once per file, about 3 s of CPU each, most of a small
// file's time. The bundle is made once per run (plantilla.ts, by the real workflowBundle()) and
// each file's workers load that file's bytes: the same code, bundled by the same function.
import { readFile } from 'node:fs/promises';
import { inject, vi } from 'vitest';
import type { WorkflowBundle } from '@temporalio/worker';

vi.mock('../../worker/paquete', async (original) => {
  const real = await original<typeof import('../../worker/paquete')>();
  let paquete: Promise<WorkflowBundle> | null = null;
  return {
    ...real,
    workflowBundle: () => (paquete ??= readFile(inject('paqueteFlujos'), 'utf8').then((code) => ({ code }))),
  };
});
