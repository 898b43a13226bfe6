// The spec's receipt and signed-form uploads (spec 2 §7 uploadReciboPago…, uploadSolicitudFirmada):
// multipart with one `file` and its document `code`, read into memory under the upload bound.
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG } from '../../domain/common/messages';
import { badRequest, invalid } from './errors';

/** spec 2 §7 uploads: multipart `file` and `code`; the one file in memory under the upload bound. */
export async function leerArchivo(req: FastifyRequest): Promise<{ buf: Buffer; nombre: string; code: string | null }> {
  if (!req.isMultipart()) throw invalid({ file: [MSG.requerido] });
  let archivo: { buf: Buffer; nombre: string } | null = null;
  let code: string | null = null;
  for await (const parte of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } })) {
    if (parte.type === 'file') {
      const buf = await parte.toBuffer().catch((e: { code?: string }) => {
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(MSG.tamanoArchivo, 'TAMANO');
        throw e;
      });
      if (parte.file.truncated) throw badRequest(MSG.tamanoArchivo, 'TAMANO');
      archivo = { buf, nombre: parte.filename };
    } else if (parte.fieldname === 'code') code = String(parte.value);
  }
  if (!archivo) throw invalid({ file: [MSG.requerido] });
  return { ...archivo, code };
}
