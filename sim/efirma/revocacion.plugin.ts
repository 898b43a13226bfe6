// Stand-in for an authority's revocation list (the SAT publishes its CRLs; OCSP is the other way):
//   GET {prefix}/efirma/crl → the CRL (DER, application/pkix-crl) of the test authority, fresh on
//       every call, naming the serials in `revocados` (tests add to it; the demo revokes one file).
import type { FastifyInstance } from 'fastify';
import { emitirCrl, type Autoridad } from './autoridad';

export interface RevocacionSimOptions {
  autoridad: Autoridad;
  /** mutable: a test revokes a certificate by pushing its serial */
  revocados: { serie: string; fecha: Date }[];
}

export default async function revocacionSimPlugin(fastify: FastifyInstance, opts: RevocacionSimOptions): Promise<void> {
  fastify.get('/efirma/crl', { config: { rateLimit: false }, schema: { hide: true } }, async (_req, reply) =>
    reply.header('Content-Type', 'application/pkix-crl').header('Cache-Control', 'no-store').send(Buffer.from(emitirCrl(opts.autoridad, opts.revocados))),
  );
}
