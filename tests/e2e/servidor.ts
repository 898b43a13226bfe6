// The command of each e2e web server (playwright.config.ts): makes sure the server's Temporal
// namespace exists, then runs scripts/embedded.ts, the same process `npm start` runs.
// `npm test` starts its Temporal dev server with the walks' namespaces already registered; a
// Temporal server given by hand (TEMPORAL_ADDRESS) gets them here, with the search attributes the
// workflows set, and the server waits until the namespace answers.
import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time';
import { SEARCH_ATTRIBUTES_TIPOS } from '../../workflows/search-attributes';

const TIPO = { Keyword: 2, Datetime: 6 } as const; // temporal.api.enums.v1.IndexedValueType
const NO_ENCONTRADO = 5; // gRPC NOT_FOUND

async function asegurarNamespace(address: string, namespace: string): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    const svc = connection.workflowService;
    try {
      await svc.describeNamespace({ namespace });
      return;
    } catch (err) {
      if ((err as { code?: number }).code !== NO_ENCONTRADO) throw err;
    }
    await svc.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs('1 day') });
    await connection.operatorService.addSearchAttributes({
      namespace,
      searchAttributes: Object.fromEntries(Object.entries(SEARCH_ATTRIBUTES_TIPOS).map(([n, t]) => [n, TIPO[t]])),
    });
    // A new namespace reaches the server's cache within seconds; until then calls say not found.
    const limite = Date.now() + 60_000;
    for (;;) {
      try {
        await svc.listWorkflowExecutions({ namespace, pageSize: 1 });
        return;
      } catch (err) {
        if ((err as { code?: number }).code !== NO_ENCONTRADO || Date.now() > limite) throw err;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  } finally {
    await connection.close();
  }
}

const namespace = process.env.TEMPORAL_NAMESPACE;
if (namespace && namespace !== 'default') await asegurarNamespace(process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233', namespace);
await import('../../scripts/embedded');
