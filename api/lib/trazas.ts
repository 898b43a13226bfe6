// Traces (OpenTelemetry) from the HTTP request through the Temporal client, the workflow and its
// activities down to each SQL statement (db/instrumentacion.ts). Off unless configured: with
// OTEL_EXPORTER_OTLP_ENDPOINT set, spans go to that collector over OTLP/HTTP (the exporter reads
// the standard OTEL_EXPORTER_OTLP_* variables); a test passes its own exporter. Without a provider
// the API's calls are no-ops and the Temporal interceptors propagate nothing (docs/OPERACION.md).
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, NoopSpanProcessor, SimpleSpanProcessor, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace-base';

export interface Trazas {
  /** where the workflow spans (exported through a sink) and the process's spans go */
  procesador: SpanProcessor;
  recurso: Resource;
  activas: boolean;
  cerrar: () => Promise<void>;
}

let actuales: Trazas | null = null;

/** The process's tracing, once: the API and the worker of `npm start` share it. */
export function iniciarTrazas(opts: { servicio: string; env?: NodeJS.ProcessEnv; exportador?: SpanExporter }): Trazas {
  if (actuales) return actuales;
  const env = opts.env ?? process.env;
  const recurso = new Resource({ 'service.name': env.OTEL_SERVICE_NAME || opts.servicio });
  if (!opts.exportador && !env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    return { procesador: new NoopSpanProcessor(), recurso, activas: false, cerrar: async () => {} };
  }
  // A test's exporter sees each span when it ends; a collector gets them in batches.
  const procesador = opts.exportador ? new SimpleSpanProcessor(opts.exportador) : new BatchSpanProcessor(new OTLPTraceExporter());
  const proveedor = new BasicTracerProvider({ resource: recurso, spanProcessors: [procesador] });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(proveedor);
  actuales = { procesador, recurso, activas: true, cerrar: () => proveedor.shutdown() };
  return actuales;
}

/** The tracing this process started, if any. */
export const trazasActuales = (): Trazas | null => actuales;
