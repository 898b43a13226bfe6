// Who reaches an assignment (spec 3 §6, §7.7) and how its files arrive. Its taxpayer (the assigning
// concessionaire) reads and writes it; Mercados (area 27) and root read every one and make the
// staff moves; nobody else. A taxpayer cannot tell another's id from a missing one (403). Files come
// as multipart parts named as the spec names them (docSolicitud… docFoto, docAutorizacion,
// docSolidPago), read from their bytes (api/documentos/archivos.ts): PDFs, the photo png or jpeg.
import type { FastifyRequest } from 'fastify';
import type { ArchivosMercado } from '../../db/schema';
import { AREA_MERCADOS } from '../../domain/arrendamientos/definicion';
import { MSG_CESION as M } from '../../domain/cesiones/mensajes';
import { ARCHIVOS_CESION, SLOT_CESION } from '../../domain/cesiones/reglas';
import { actual, esStaff } from '../auth/guards';
import { leerFormularioDictamen, rechazoCampo, type ArchivoDictamenRecibido } from '../dictamenes/archivos';
import { validarArchivo } from '../documentos/archivos';
import type { OpcionesSubida } from '../lib/subida';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import type { AppDeps } from '../lib/contexto';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { createCesionesRepository, type VistaCesion } from './cesiones.repository';

/** Every file field of the assignment's forms, by slot. */
export const CAMPO_ARCHIVO_CESION: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ARCHIVOS_CESION.map((a) => [a.slot, a.campo])),
  [SLOT_CESION.AUTORIZACION]: 'docAutorizacion',
  [SLOT_CESION.RECIBO]: 'docSolidPago',
};

/** Mercados' staff and root. */
export function esMercados(req: FastifyRequest): boolean {
  const a = actual(req);
  return esStaff(a.usuario.rol) && (a.usuario.rol === 'root' || a.areas.some((x) => x.id === AREA_MERCADOS));
}

/** The caller's own taxpayer id; staff are refused (403). */
export function contribuyenteDe(req: FastifyRequest): number {
  const yo = actual(req);
  if (yo.contribuyenteId === null) throw forbidden();
  return yo.contribuyenteId;
}

/** The assignment {id} with the caller's check: 'escribir' only for its taxpayer, 'mercados' only for Mercados' staff. */
export async function cargarCesion(deps: AppDeps, req: FastifyRequest, id: number, modo: 'leer' | 'escribir' | 'mercados' = 'leer'): Promise<VistaCesion> {
  const yo = actual(req);
  const staff = yo.contribuyenteId === null && esMercados(req);
  if (modo === 'mercados' && !staff) throw forbidden();
  const v = await createCesionesRepository({ db: deps.db }).leer(id);
  if (!v) throw staff ? notFound() : forbidden();
  if (modo !== 'mercados' && yo.contribuyenteId !== null && v.s.contribuyenteId === yo.contribuyenteId) return v;
  if (modo !== 'escribir' && staff) return v;
  throw forbidden();
}

/** The form's text fields and its files by spec field name; `antes`: the ids in the body checked before the files. */
export const leerFormularioCesion = (req: FastifyRequest, antes?: OpcionesSubida['antesDeArchivos']) => leerFormularioDictamen(req, Object.values(CAMPO_ARCHIVO_CESION), antes);

const esImagen = (slot: string) => ARCHIVOS_CESION.some((a) => a.slot === slot && a.tipo === 'imagen');

/** The files of these slots that came, each checked from its bytes (422 on its field): the photo png/jpeg, the rest PDF. */
export async function comprobarArchivos(archivos: Map<string, ArchivoDictamenRecibido>, slots: readonly string[]): Promise<Map<string, ArchivoDictamenRecibido & { mime: string }>> {
  const r = new Map<string, ArchivoDictamenRecibido & { mime: string }>();
  for (const slot of slots) {
    const campo = CAMPO_ARCHIVO_CESION[slot];
    const a = archivos.get(campo);
    if (!a) continue;
    const imagen = esImagen(slot);
    try {
      const { mime } = await validarArchivo(a.buf, imagen ? ['image/png', 'image/jpeg'] : ['application/pdf']);
      r.set(slot, { ...a, mime });
    } catch (e) {
      if (e instanceof HttpError && (e.code === 'TIPO' || e.code === 'DANADO')) throw rechazoCampo(campo, imagen ? M.fotoImagen : M.archivoPdf);
      if (e instanceof HttpError) throw rechazoCampo(campo, e.message);
      throw e;
    }
  }
  return r;
}

/** The taxpayer's files that neither came nor are stored: their fields (422 with each one's message). */
export function faltantes(llegaron: Map<string, unknown>, guardados: ArchivosMercado): { path: string[]; message: string }[] {
  return ARCHIVOS_CESION.filter((a) => !llegaron.has(a.slot) && typeof guardados[a.slot] !== 'number').map((a) => ({
    path: [a.campo],
    message: M.archivoRequerido,
  }));
}

const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** Stores the checked files as the request's documents (a slot's earlier file replaced); the new slot map. */
export async function guardarArchivos(deps: AppDeps, v: Pick<VistaCesion, 's' | 'd'>, archivos: Map<string, { buf: Buffer; nombre: string; mime: string }>): Promise<ArchivosMercado> {
  const repo = createDocumentosRepository({ db: deps.db });
  const r: ArchivosMercado = { ...(v.d.archivos ?? {}) };
  for (const [slot, a] of archivos) {
    r[slot] = await repo.reemplazarDeSolicitud(v.s, { codigo: slot, nombre: (a.nombre || `${slot}.${EXT[a.mime] ?? 'pdf'}`).slice(0, 200), mime: a.mime, buf: a.buf });
  }
  return r;
}
