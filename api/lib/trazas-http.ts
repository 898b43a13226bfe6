// The HTTP server span of each request, with tracing on (api/lib/trazas.ts): opened when Fastify
// makes the request's id, which is then the trace's id (the log's reqId finds the trace), and made
// active for the rest of the request, so the Temporal client's calls and the SQL statements of the
// handler are its children. A client's traceparent is not followed: the id stays ours, as it is
// without tracing (lib/id-peticion.ts says why).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { trazasActuales } from './trazas';

const SPAN = Symbol('span');
type ConSpan = IncomingMessage & { [SPAN]?: Span };

/** Fastify's genReqId: the trace id with tracing on, a UUID otherwise. */
export function idDePeticion(req: IncomingMessage): string {
  if (!trazasActuales()?.activas) return randomUUID();
  const span = trace.getTracer('ventanilla-api').startSpan(`${req.method ?? 'HTTP'}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '' } }, ROOT_CONTEXT);
  (req as ConSpan)[SPAN] = span;
  return span.spanContext().traceId;
}

export function registrarTrazasHttp(app: FastifyInstance): void {
  if (!trazasActuales()?.activas) return;
  app.addHook('onRequest', (req, _reply, done) => {
    const span = (req.raw as ConSpan)[SPAN];
    if (!span) return done();
    const ruta = req.routeOptions.url ?? 'sin_ruta';
    span.updateName(`${req.method} ${ruta}`);
    span.setAttribute('http.route', ruta);
    context.with(trace.setSpan(context.active(), span), done);
  });
  app.addHook('onResponse', async (req, reply) => {
    const span = (req.raw as ConSpan)[SPAN];
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}
