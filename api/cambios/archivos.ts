// The documents and photos of a change request (spec 2 §3, §5): each checked by its bytes — the
// five photos as PNG or JPEG, every other document as PDF — under 14 MB, and stored as the
// request's own (not the establishment's: the establishment keeps its files until the change is
// approved), one per code, a new one replacing the previous.
import type { Db } from '../../db/client';
import type { Solicitud } from '../../db/schema';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { nombreDocumentoCambio } from '../../domain/cambios/documentos';
import { CODIGOS_FOTO } from '../../domain/licencia/constantes';
import { validarArchivo, nombreSeguro } from '../documentos/archivos';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import { archivoDto } from '../establecimientos/establecimientos.dto';
import { HttpError, badRequest, invalid } from '../lib/errors';
import type { ArchivoRecibido } from './multipart';

export const esFotoCambio = (codigo: string) => (CODIGOS_FOTO as readonly string[]).includes(codigo);

async function validar(codigo: string, buf: Buffer) {
  const [permitidos, mensaje] = esFotoCambio(codigo) ? [['image/png', 'image/jpeg'], MSG.imagenInvalida] : [['application/pdf'], MSG_EXTRA.archivoTipo];
  try {
    return await validarArchivo(buf, permitidos);
  } catch (e) {
    if (e instanceof HttpError && e.code === 'TIPO') throw badRequest(mensaje, 'TIPO');
    throw e;
  }
}

/**
 * Stores the files whose codes the procedure accepts (`codigos`); an unknown code is a 422 naming
 * it. Every file is checked before any is stored, so a bad one stores none.
 */
export async function guardarArchivosCambio(
  db: Db,
  s: Pick<Solicitud, 'id' | 'contribuyenteId'>,
  archivos: Map<string, ArchivoRecibido>,
  codigos: ReadonlySet<string>,
): Promise<void> {
  const errores: Record<string, string[]> = {};
  for (const codigo of archivos.keys()) if (!codigos.has(codigo)) errores[`files.${codigo}`] = [MSG_EXTRA.archivoTipo];
  if (Object.keys(errores).length) throw invalid(errores);
  const listos: { codigo: string; nombre: string; mime: string; buf: Buffer }[] = [];
  for (const [codigo, f] of archivos) {
    const { mime, ext } = await validar(codigo, f.buf);
    listos.push({ codigo, nombre: nombreSeguro(f.nombre || `${codigo}.${ext}`), mime, buf: f.buf });
  }
  const repo = createDocumentosRepository({ db });
  // locacionId null: the request's file, not (yet) the establishment's.
  for (const a of listos) await repo.reemplazarDeSolicitud({ id: s.id, contribuyenteId: s.contribuyenteId, locacionId: null }, a);
}

/** The request's files, oldest first, as every file of the portal is answered. */
export async function archivosDeCambio(db: Db, solicitudId: number) {
  const filas = await createDocumentosRepository({ db }).deSolicitud(solicitudId);
  return filas.map((f) => ({ ...archivoDto(f), etiqueta: nombreDocumentoCambio(f.codigo) }));
}
