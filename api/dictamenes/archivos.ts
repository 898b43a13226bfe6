// The tower and billboard forms' PUT (spec 3 §7.4–7.5): multipart with bracketed text fields
// (medidas[norte][colindansia_calle], secciones[0][largo]: api/cambios/multipart.ts) and each file
// under its slot's name (fachada, poliza_seguro…); a text part `<slot>` = '' removes that file. A
// JSON body carries only text fields. Every file is checked with the domain's rule (slot, type,
// size: domain/dictamenes/reglas.ts) and then by its bytes, and stored as a `documentos` row of
// the request (codigo = the slot). Nothing is written unless every file sent is valid.
import type { FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivosContenido, documentos, type ArchivosDictamen } from '../../db/schema';
import { ARCHIVOS_DICTAMEN, validarArchivoDictamen } from '../../domain/dictamenes/reglas';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { asignar, rutaDeCampo } from '../cambios/multipart';
import { columnasDeArchivo, validarArchivo } from '../documentos/archivos';
import { HttpError } from '../lib/errors';
import { leerSubida, type OpcionesSubida } from '../lib/subida';

export interface ArchivoDictamenRecibido {
  buf: Buffer;
  nombre: string;
  mime: string;
}

export interface FormularioDictamen {
  campos: Record<string, unknown>;
  /** by slot; the same slot twice keeps the last */
  archivos: Map<string, ArchivoDictamenRecibido>;
  /** slots sent as an empty text part: their file is removed */
  quitar: Set<string>;
}

const MAX_CAMPOS = 300;

/** A refusal with the field it concerns, as the form reads it (422, the first message). */
export function rechazoCampo(campo: string, mensaje: string): HttpError {
  return new HttpError(422, mensaje, 'VALIDATION', { [campo]: [mensaje] });
}

/**
 * Reads the form: multipart (fields and files by slot, at most one per slot) or JSON (fields only).
 * The caller checks the owner and the request's state first; when the ids travel in the body,
 * `antesDeArchivos` checks them before any file is read (api/lib/subida.ts).
 */
export async function leerFormularioDictamen(req: FastifyRequest, slots: readonly string[], antesDeArchivos?: OpcionesSubida['antesDeArchivos']): Promise<FormularioDictamen> {
  const esSlot = (n: string) => slots.includes(n);
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const campos = typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
    const quitar = new Set<string>();
    for (const s of slots) {
      if (campos[s] === '' || campos[s] === null) quitar.add(s);
      delete campos[s];
    }
    return { campos, archivos: new Map(), quitar };
  }
  let subida;
  try {
    subida = await leerSubida(req, {
      archivos: slots.length,
      campos: MAX_CAMPOS,
      antesDeArchivos,
      admitirArchivo: (campo) => {
        if (!esSlot(campo)) throw rechazoCampo(campo, M.archivoDesconocido);
      },
    });
  } catch (e) {
    // The size refusal on the file's own field, as the form shows it.
    if (e instanceof HttpError && e.code === 'TAMANO') throw rechazoCampo(Object.keys(e.errors ?? {})[0] ?? 'archivos', M.tamanoMaximo);
    throw e;
  }
  const campos: Record<string, unknown> = {};
  const archivos = new Map<string, ArchivoDictamenRecibido>();
  const quitar = new Set<string>();
  for (const [nombre, valor] of subida.campos) {
    if (esSlot(nombre)) {
      if (valor === '' || valor === 'null') quitar.add(nombre);
      continue;
    }
    const ruta = rutaDeCampo(nombre);
    if (ruta) asignar(campos, ruta, valor);
  }
  // A file sent for a slot keeps it, whatever an empty field of the same name said.
  for (const a of subida.archivos) {
    archivos.set(a.campo, { buf: a.buf, nombre: a.nombre || a.campo, mime: a.mime });
    quitar.delete(a.campo);
  }
  return { campos, archivos, quitar };
}

const TIPOS_IMAGEN = ['image/png', 'image/jpeg'] as const;
const TIPOS_PDF = ['application/pdf'] as const;

/** One file checked: the domain's rule on what was declared, then its bytes (a renamed file gets the same message). */
export async function comprobarArchivoDictamen(slot: string, a: ArchivoDictamenRecibido): Promise<{ mime: string } | { mensaje: string }> {
  const regla = validarArchivoDictamen(slot, a.nombre, a.mime, a.buf.length, new Uint8Array(a.buf));
  if (regla) return { mensaje: regla };
  const def = ARCHIVOS_DICTAMEN[slot];
  try {
    const r = await validarArchivo(a.buf, def.tipo === 'imagen' ? TIPOS_IMAGEN : TIPOS_PDF);
    return { mime: r.mime };
  } catch (e) {
    if (e instanceof HttpError && (e.code === 'TIPO' || e.code === 'DANADO')) return { mensaje: def.mensajeTipo };
    if (e instanceof HttpError) return { mensaje: e.message };
    throw e;
  }
}

/**
 * Checks every file sent (422 with the first refusal, nothing written), then writes them together:
 * the answer is the slot → documento map to store over `previos`.
 */
export async function guardarArchivosDictamen(
  db: Db,
  c: { contribuyenteId: number; solicitudId: number; previos: ArchivosDictamen; archivos: Map<string, ArchivoDictamenRecibido>; quitar: Set<string> },
): Promise<ArchivosDictamen> {
  const nuevos: { slot: string; a: ArchivoDictamenRecibido; mime: string }[] = [];
  for (const [slot, a] of c.archivos) {
    const r = await comprobarArchivoDictamen(slot, a);
    if ('mensaje' in r) throw rechazoCampo(slot, r.mensaje);
    nuevos.push({ slot, a, mime: r.mime });
  }
  const quitar = [...c.quitar].filter((s) => !c.archivos.has(s));
  if (!nuevos.length && !quitar.length) return { ...c.previos };
  const archivos: ArchivosDictamen = { ...c.previos };
  const reemplazados = [...quitar, ...nuevos.map((n) => n.slot)].map((s) => c.previos[s]).filter((id): id is number => typeof id === 'number');
  await db.transaction(async (tx) => {
    if (reemplazados.length) await tx.delete(documentos).where(inArray(documentos.id, reemplazados));
    for (const s of quitar) delete archivos[s];
    for (const n of nuevos) {
      const [d] = await tx
        .insert(documentos)
        .values({
          contribuyenteId: c.contribuyenteId,
          locacionId: null,
          solicitudId: c.solicitudId,
          codigo: n.slot,
          ...columnasDeArchivo({ nombre: n.a.nombre || n.slot, mime: n.mime, buf: n.a.buf }),
        })
        .returning({ id: documentos.id });
      await tx.insert(archivosContenido).values({ documentoId: d.id, contenido: n.a.buf });
      archivos[n.slot] = d.id;
    }
  });
  return archivos;
}
