// Records, from a running stack, one history per workflow type (the longest Temporal holds) into
// tests/integration/historias/<type>.b64, the protobuf History in base64 as
// tests/integration/historias-replay.test.ts reads it. Run by the works drill with
// STACK_GRABAR_HISTORIAS=1, after a change of workflow code has shipped: the replay test then keeps
// every later change deterministic against what the previous release recorded.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Client, type Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { familias } from './funciona';

export const DIR_HISTORIAS = new URL('../integration/historias/', import.meta.url);

export async function grabarHistorias(conexion: Connection): Promise<{ grabadas: string[]; faltan: string[] }> {
  const cliente = new Client({ connection: conexion, namespace: 'default' });
  mkdirSync(DIR_HISTORIAS, { recursive: true });
  const grabadas: string[] = [];
  const faltan: string[] = [];
  for (const tipo of familias().keys()) {
    let mejor: { id: string; largo: number } | null = null;
    for await (const w of cliente.workflow.list({ query: `WorkflowType = '${tipo}'` })) {
      const largo = w.historyLength ?? 0;
      if (!mejor || largo > mejor.largo) mejor = { id: w.workflowId, largo };
    }
    if (!mejor) {
      faltan.push(tipo);
      continue;
    }
    const historia = await cliente.workflow.getHandle(mejor.id).fetchHistory();
    const bytes = proto.temporal.api.history.v1.History.encode(historia as proto.temporal.api.history.v1.IHistory).finish();
    writeFileSync(new URL(`${tipo}.b64`, DIR_HISTORIAS), `${Buffer.from(bytes).toString('base64')}\n`);
    grabadas.push(`${tipo} (${mejor.largo} events)`);
  }
  return { grabadas, faltan };
}
