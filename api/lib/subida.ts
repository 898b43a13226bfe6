// Reading an upload's multipart body (spec 1 §5.1, §9: each file under 14 MB). Every route that
// takes files reads them here (leerSubida, or leerArchivo for spec 2 §7's one `file` and `code`),
// after it has checked who owns what the files are for and that it may still change: nothing of
// the body is read before (@fastify/multipart streams it on demand). A call holds at most its own
// slots' files, each under the spec's limit, so the most a call can make the server hold is what
// its slots may legitimately weigh, never a fixed 100 MB. The parser's limits become their own
// messages: too many files is not "menor a 14 MB".
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { HttpError, invalid } from './errors';
import { idParam } from './params';

/** A ceiling for a call of many slots (a whole form's documents): within the spec, never more. */
export const MAX_BYTES_POR_LLAMADA = 100 * 1024 * 1024;
/** The fields, the boundaries and the part headers around the files. */
const MARGEN_CAMPOS = 64 * 1024;

export interface LimitesSubida {
  /** the files one call may carry: the route's slots (1 for a single-file upload) */
  archivos: number;
  /** its text fields */
  campos: number;
}

export interface OpcionesSubida extends LimitesSubida {
  /**
   * For a route whose ids travel in the body (no id in its path): called with the fields read so
   * far when the first file arrives, before a byte of it is read. It checks the owner and the
   * request's state, and refuses a body that sends its files before its ids (exigirCampo).
   */
  antesDeArchivos?: (campos: Readonly<Record<string, string>>) => Promise<void> | void;
  /** Refuses a file by its field name (a slot the form does not have) before its bytes are read. */
  admitirArchivo?: (campo: string) => void;
}

/** One file of an upload: its field, the name and type the client gave, its bytes. */
export interface ArchivoSubido {
  campo: string;
  nombre: string;
  mime: string;
  buf: Buffer;
}

export interface Subida {
  /** the text fields in the order they came (a name may repeat: 'a[]') */
  campos: [string, string][];
  archivos: ArchivoSubido[];
}

/** The fields by name (the last of a repeated one). */
export const camposDe = (s: Subida): Record<string, string> => Object.fromEntries(s.campos);

/** A field an upload must send before its files (antesDeArchivos): a 422 that says so. */
export function exigirCampo(campos: Readonly<Record<string, string>>, nombre: string): string {
  const v = campos[nombre];
  if (v === undefined || v === '') throw new HttpError(422, MSG_EXTRA.idsAntesDeArchivos, 'VALIDATION', { [nombre]: [MSG_EXTRA.idsAntesDeArchivos] });
  return v;
}

/** The most a call of these limits may weigh: its files at the spec's limit, within the ceiling. */
export function bytesPermitidos(l: LimitesSubida): number {
  return Math.min(l.archivos * MAX_UPLOAD_BYTES, MAX_BYTES_POR_LLAMADA) + MARGEN_CAMPOS;
}

/** The spec's size refusal ('El tamaño debe ser menor a 14 MB!'), on the file's field when known. */
export const rechazoTamano = (campo?: string) => new HttpError(400, MSG.tamanoArchivo, 'TAMANO', campo ? { [campo]: [MSG.tamanoArchivo] } : undefined);

/** A refusal in the catalogue's words for a limit the parser reached; null for any other error. */
export function errorDeLimite(err: unknown, archivos?: number): HttpError | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return rechazoTamano();
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, MSG_EXTRA.demasiadosArchivos(archivos), 'ARCHIVOS');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new HttpError(413, MSG_EXTRA.cuerpoDemasiadoGrande, 'CUERPO');
  return null;
}

/** One file's bytes, refused at the spec's limit and at the call's while it streams. */
async function bytesDeArchivo(parte: MultipartFile, cuenta: { leidos: number; tope: number }): Promise<Buffer> {
  const trozos: Buffer[] = [];
  for await (const trozo of parte.file as AsyncIterable<Buffer>) {
    cuenta.leidos += trozo.length;
    if (cuenta.leidos > cuenta.tope) throw rechazoTamano(parte.fieldname);
    trozos.push(trozo);
  }
  if (parte.file.truncated) throw rechazoTamano(parte.fieldname);
  return Buffer.concat(trozos);
}

/**
 * The body's fields and files, under the route's limits. A body announced over what its slots may
 * weigh is refused before a byte is read; one sent without a length stops being read there.
 */
export async function leerSubida(req: FastifyRequest, o: OpcionesSubida): Promise<Subida> {
  if (Number(req.headers['content-length'] ?? 0) > bytesPermitidos(o)) throw rechazoTamano();
  const subida: Subida = { campos: [], archivos: [] };
  const cuenta = { leidos: 0, tope: bytesPermitidos(o) };
  let comprobado = !o.antesDeArchivos;
  try {
    for await (const parte of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: o.archivos, fields: o.campos, parts: o.archivos + o.campos } })) {
      if (parte.type !== 'file') {
        subida.campos.push([parte.fieldname, String(parte.value)]);
        continue;
      }
      if (!comprobado) {
        comprobado = true;
        await o.antesDeArchivos?.(camposDe(subida));
      }
      o.admitirArchivo?.(parte.fieldname);
      subida.archivos.push({ campo: parte.fieldname, nombre: parte.filename, mime: parte.mimetype, buf: await bytesDeArchivo(parte, cuenta) });
    }
  } catch (err) {
    throw errorDeLimite(err, o.archivos) ?? err;
  }
  return subida;
}

/** spec 2 §7 uploads (receipts, signed forms): multipart `file` and `code`; the one file in memory. */
export async function leerArchivo(req: FastifyRequest): Promise<{ buf: Buffer; nombre: string; code: string | null }> {
  if (!req.isMultipart()) throw invalid({ file: [MSG.requerido] });
  const s = await leerSubida(req, { archivos: 1, campos: 10 });
  const [archivo] = s.archivos;
  if (!archivo) throw invalid({ file: [MSG.requerido] });
  return { buf: archivo.buf, nombre: archivo.nombre, code: camposDe(s).code ?? null };
}

/**
 * Route options for a JSON body that carries files in base64 (Fastify reads it whole, up to the
 * route's bodyLimit, before the handler runs): `comprobar` checks the owner and the state of the
 * path's {id} first, so a body for another's request, or for one that may not change, is refused
 * before it is read. The handler checks again, as it does for every route.
 */
export function antesDelCuerpo(comprobar: (req: FastifyRequest, id: number) => Promise<unknown>) {
  return {
    preParsing: async (req: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
      // An id that is not one is the schema's to refuse (nobody's request to protect).
      const p = idParam.safeParse(req.params);
      if (p.success) await comprobar(req, p.data.id);
      return payload;
    },
  };
}
