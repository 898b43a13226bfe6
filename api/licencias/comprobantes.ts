// Payment proofs attached by the taxpayer (spec 1 §5.9: PDF only, checked by content).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivosContenido, documentos, type Establecimiento } from '../../db/schema';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { validarArchivo } from '../documentos/archivos';
import { HttpError, badRequest } from '../lib/errors';

export async function guardarComprobante(db: Db, est: Establecimiento, codigo: string, buf: Buffer): Promise<number> {
  try {
    await validarArchivo(buf, ['application/pdf']);
  } catch (e) {
    // A wrong type gets the spec's own message for payment proofs; size keeps the shared one.
    if (e instanceof HttpError && e.code === 'TIPO') throw badRequest(MSG_LIC.comprobantePdf, 'TIPO');
    throw e;
  }
  return db.transaction(async (tx) => {
    await tx.delete(documentos).where(and(eq(documentos.locacionId, est.id), eq(documentos.codigo, codigo)));
    const [d] = await tx
      .insert(documentos)
      .values({
        contribuyenteId: est.contribuyenteId,
        locacionId: est.id,
        codigo,
        nombreArchivo: `${codigo}.pdf`,
        mime: 'application/pdf',
        tamano: buf.length,
        sha256: createHash('sha256').update(buf).digest('hex'),
      })
      .returning({ id: documentos.id });
    await tx.insert(archivosContenido).values({ documentoId: d.id, contenido: buf });
    return d.id;
  });
}
