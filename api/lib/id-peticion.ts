// Each request's id in the log is the server's own (genReqId in api/app.ts). A client's
// X-Request-Id, believed as the id, let anyone write their lines under another request's id or
// one id for many; it is kept as its own field, `idCliente`, to follow a call across systems.
import type { FastifyServerOptions } from 'fastify';

/** A client's id is a correlation hint, never trusted: a bounded length, printable ASCII only. */
export function idDelCliente(cabecera: string | string[] | undefined): string | null {
  const v = Array.isArray(cabecera) ? cabecera[0] : cabecera;
  if (typeof v !== 'string') return null;
  const limpio = v.replace(/[^\x21-\x7e]/g, '').slice(0, 128);
  return limpio || null;
}

/** Fastify's childLoggerFactory: the request's logger, with the client's id when it sent one. */
export const registroConIdDelCliente: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, opts, req) {
  const suyo = idDelCliente(req.headers['x-request-id']);
  return logger.child(suyo ? { ...bindings, idCliente: suyo } : bindings, opts);
};
