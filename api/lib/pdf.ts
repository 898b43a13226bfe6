import type { FastifyReply } from 'fastify';

/** A generated document shown inline; never cached, as it carries a person's data. */
export function enviarPdf(reply: FastifyReply, buf: Buffer, nombre: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${nombre.replace(/[^\w.-]/g, '_')}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(buf);
}
