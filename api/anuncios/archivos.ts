// The files of a sign or of its request (spec 3 §3.1, §3.2, §5.2), sent inside the JSON body as
// { nombre, tipo, data } with the bytes in base64: each is checked with the domain's rule (slot,
// type, size: the spec's own messages), then by its bytes (a renamed file is refused with the
// same message), and stored as a `documentos` row of the request (codigo = the slot). `null`
// removes the stored file of that slot, an absent slot keeps it. Nothing is written unless every
// file sent is valid.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivosContenido, documentos, type ArchivosAnuncio } from '../../db/schema';
import { ARCHIVOS_ANUNCIO, esSlotAnuncio, validarArchivo as validarArchivoAnuncio, type SlotAnuncio } from '../../domain/anuncios/reglas';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import type { ArchivoBase64 } from '../../domain/anuncios/schema';
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG } from '../../domain/common/messages';
import { columnasDeArchivo, validarArchivo } from '../documentos/archivos';
import { HttpError } from '../lib/errors';

export type ResultadoArchivos = { ok: true; archivos: ArchivosAnuncio } | { ok: false; mensaje: string; campo?: string };

const TIPOS_IMAGEN = ['image/png', 'image/jpeg'] as const;
const TIPOS_PDF = ['application/pdf'] as const;

/** base64 as sent (a `data:…;base64,` prefix tolerated); null when it is not base64 at all. */
function decodificar(data: string): Buffer | null {
  const limpio = data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(limpio)) return null;
  return Buffer.from(limpio, 'base64');
}

interface Leido {
  slot: SlotAnuncio;
  nombre: string;
  mime: string;
  buf: Buffer;
}

/** One file checked: the domain's rule on what was declared, then the bytes. */
async function leer(slot: string, a: ArchivoBase64): Promise<Leido | { mensaje: string }> {
  if (!esSlotAnuncio(slot)) return { mensaje: M.archivoDesconocido };
  // Longer base64 than 14 MB of bytes can hold is refused before it is decoded.
  if (a.data.length > Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64) return { mensaje: MSG.tamanoArchivo };
  const buf = decodificar(a.data);
  if (!buf) return { mensaje: ARCHIVOS_ANUNCIO[slot].mensajeTipo };
  const regla = validarArchivoAnuncio(slot, a.nombre, a.tipo, buf.length);
  if (regla) return { mensaje: regla };
  try {
    const r = await validarArchivo(buf, ARCHIVOS_ANUNCIO[slot].tipo === 'imagen' ? TIPOS_IMAGEN : TIPOS_PDF);
    return { slot, nombre: a.nombre, mime: r.mime, buf };
  } catch (e) {
    if (e instanceof HttpError && e.code === 'TIPO') return { mensaje: ARCHIVOS_ANUNCIO[slot].mensajeTipo };
    if (e instanceof HttpError) return { mensaje: e.message };
    throw e;
  }
}

/**
 * The files sent for a sign or a request: every one checked, then written together. `previos` is
 * the slot → documento map stored now; the answer is the map to store (or the first refusal).
 */
export async function guardarArchivosAnuncio(
  db: Db,
  c: { contribuyenteId: number; locacionId: number | null; solicitudId: number; archivos: Partial<Record<string, ArchivoBase64 | null>> | null | undefined; previos: ArchivosAnuncio },
): Promise<ResultadoArchivos> {
  const nuevos: Leido[] = [];
  const quitar: string[] = [];
  for (const [slot, a] of Object.entries(c.archivos ?? {})) {
    if (a === undefined) continue;
    if (a === null) {
      if (!esSlotAnuncio(slot)) return { ok: false, mensaje: M.archivoDesconocido, campo: `archivos.${slot}` };
      quitar.push(slot);
      continue;
    }
    const r = await leer(slot, a);
    if ('mensaje' in r) return { ok: false, mensaje: r.mensaje, campo: `archivos.${slot}` };
    nuevos.push(r);
  }
  if (!nuevos.length && !quitar.length) return { ok: true, archivos: { ...c.previos } };
  const archivos: ArchivosAnuncio = { ...c.previos };
  const reemplazados = [...quitar, ...nuevos.map((n) => n.slot)].map((s) => c.previos[s]).filter((id): id is number => typeof id === 'number');
  await db.transaction(async (tx) => {
    if (reemplazados.length) await tx.delete(documentos).where(inArray(documentos.id, reemplazados));
    for (const s of quitar) delete archivos[s];
    for (const n of nuevos) {
      const [d] = await tx
        .insert(documentos)
        .values({
          contribuyenteId: c.contribuyenteId,
          locacionId: c.locacionId,
          solicitudId: c.solicitudId,
          codigo: n.slot,
          ...columnasDeArchivo({ nombre: n.nombre || n.slot, mime: n.mime, buf: n.buf }),
        })
        .returning({ id: documentos.id });
      await tx.insert(archivosContenido).values({ documentoId: d.id, contenido: n.buf });
      archivos[n.slot] = d.id;
    }
  });
  return { ok: true, archivos };
}

/**
 * Only the check (nothing written): the first refusal of the files sent, or null. A route calls it
 * before it creates anything the files would belong to.
 */
export async function comprobarArchivosAnuncio(archivos: Partial<Record<string, ArchivoBase64 | null>> | null | undefined): Promise<{ mensaje: string; campo: string } | null> {
  for (const [slot, a] of Object.entries(archivos ?? {})) {
    if (a === undefined) continue;
    if (a === null) {
      if (!esSlotAnuncio(slot)) return { mensaje: M.archivoDesconocido, campo: `archivos.${slot}` };
      continue;
    }
    const r = await leer(slot, a);
    if ('mensaje' in r) return { mensaje: r.mensaje, campo: `archivos.${slot}` };
  }
  return null;
}

/** The slots that will hold a file once these are written over `previos` (what the required-file rule reads). */
export function slotsPresentes(previos: ArchivosAnuncio, archivos: Partial<Record<string, ArchivoBase64 | null>> | null | undefined): string[] {
  const r = new Set(Object.keys(previos));
  for (const [slot, a] of Object.entries(archivos ?? {})) {
    if (a === null) r.delete(slot);
    else if (a !== undefined) r.add(slot);
  }
  return [...r];
}

/** The documents of these maps (a sign or a request deleted): removed with their bytes. */
export async function borrarArchivosAnuncio(db: Db, ...mapas: ArchivosAnuncio[]): Promise<void> {
  const ids = mapas.flatMap((m) => Object.values(m)).filter((id): id is number => typeof id === 'number');
  if (ids.length) await db.delete(documentos).where(inArray(documentos.id, ids));
}
