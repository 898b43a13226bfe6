import { NativeConnection, Worker, bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/client';
import { createActivities } from '../activities';
import type { PadronMercadosAdapter } from '../activities/adapters/padron';

export const WORKFLOWS_PATH = fileURLToPath(new URL('../workflows/index.ts', import.meta.url));

let bundle: Promise<WorkflowBundleWithSourceMap> | null = null;
/** Bundling takes seconds; one bundle serves every worker of the process (tests start several). */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundle ??= bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: { log() {}, trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error } as never });
  return bundle;
}

export async function crearWorker(opts: { address: string; namespace?: string; taskQueue: string; db: Db; publicUrl?: string; padronMercados?: PadronMercadosAdapter }) {
  const connection = await NativeConnection.connect({ address: opts.address });
  const worker = await Worker.create({
    connection,
    namespace: opts.namespace ?? 'default',
    taskQueue: opts.taskQueue,
    workflowBundle: await workflowBundle(),
    // Links in e-mails point at the portal as the public sees it.
    activities: createActivities({ db: opts.db, publicUrl: opts.publicUrl ?? process.env.PUBLIC_URL ?? 'http://localhost:3000', padronMercados: opts.padronMercados }),
    // Let in-flight activities finish on Ctrl-C / SIGTERM instead of abandoning them.
    shutdownGraceTime: '10 seconds',
  });
  return { worker, connection };
}
