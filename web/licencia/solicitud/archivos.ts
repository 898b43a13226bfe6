// Uploads of the licence form (spec 1 §5.1, §5.9, §7.4): client-side checks, the multipart
// body of POST establecimientos/storage/files and the requests of the pending files. The server
// checks again by content.
import { MAX_UPLOAD_BYTES } from '../../../domain/common/catalogos';
import { MSG } from '../../../domain/common/messages';
import { esFoto } from '../../../domain/licencia/constantes';
import { MSG_LIC } from '../../../domain/licencia/mensajes';
import type { ArchivoPendiente, Lote, Plan } from '../../components/archivos/pendientes';
import { validarArchivo } from '../../lib/archivos';

export const ACEPTAR_FOTO = '.png,.jpg,.jpeg,image/png,image/jpeg';
const TIPOS_FOTO = ['image/png', 'image/jpeg'];
const EXT_FOTO = /\.(png|jpe?g)$/i;

type ArchivoLike = { name: string; size: number; type: string };

/** spec 1 §5.1: photos are png, jpg or jpeg, under 14 MB. null when the file may be uploaded. */
export function validarFoto(archivo: ArchivoLike): string | null {
  if (archivo.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const tipoOk = TIPOS_FOTO.includes(archivo.type) || (archivo.type === '' && EXT_FOTO.test(archivo.name));
  return tipoOk ? null : MSG.imagenInvalida;
}

export { esFoto };

/** The check of a slot: photos are images only; documents are PDF, PNG or JPG. */
export const validadorDe = (codigo: string): ((a: ArchivoLike) => string | null) => (esFoto(codigo) ? validarFoto : validarArchivo);

export interface ArchivoPorSubir {
  codigo: string;
  archivo: File;
}

export interface IdsArchivos {
  contribuyenteId: number;
  locacionId: number;
}

const RUTA = '/api/establecimientos/storage/files';

/**
 * The pending files of the form (keyed by document code) in two requests, each with its own
 * message: the documents, then the photos (spec 1 §7.4).
 */
export function lotesSolicitud(pendientes: readonly ArchivoPendiente[], ids: IdsArchivos): Plan {
  const lote = (lista: ArchivoPendiente[], exito: string): Lote[] =>
    lista.length ? [{ archivos: lista, ruta: RUTA, datos: formDataArchivos(lista.map((x) => ({ codigo: x.clave, archivo: x.archivo })), ids), exito }] : [];
  return {
    lotes: [
      ...lote(pendientes.filter((x) => !esFoto(x.clave)), MSG_LIC.documentosAdjuntados),
      ...lote(pendientes.filter((x) => esFoto(x.clave)), MSG_LIC.fotosAdjuntadas),
    ],
  };
}

/**
 * contribuyente_id, locacion_id, then documento[n][file], documento[n][code] (spec 1 §7.4). The ids
 * go first: the server checks whose establishment it is before it reads a file, and refuses files
 * sent before them.
 */
export function formDataArchivos(lista: readonly ArchivoPorSubir[], ids: IdsArchivos): FormData {
  const datos = new FormData();
  datos.append('contribuyente_id', String(ids.contribuyenteId));
  datos.append('locacion_id', String(ids.locacionId));
  lista.forEach(({ codigo, archivo }, n) => {
    datos.append(`documento[${n}][file]`, archivo, archivo.name);
    datos.append(`documento[${n}][code]`, codigo);
  });
  return datos;
}

/** The viewer needs a MIME type; stored files are named with their extension. */
export function mimeDeNombre(nombre: string | null | undefined): string {
  const n = (nombre ?? '').toLowerCase();
  if (n.endsWith('.png')) return 'image/png';
  if (n.endsWith('.jpg') || n.endsWith('.jpeg')) return 'image/jpeg';
  return 'application/pdf';
}
