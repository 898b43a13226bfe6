// Who reaches a lease (spec 3 §6, §7.6) and how its files arrive. Its taxpayer reads and writes it;
// Mercados (area 27) and root read every lease; nobody else. A taxpayer cannot tell another's id
// from a missing one (403). Files come as multipart parts named as the spec names them
// (docSolicitud, docAltaSat, docContrato_arrendamiento, docSolidPago), PDF only, read from their
// bytes (api/documentos/archivos.ts), and are stored as the request's documents by slot.
import type { FastifyRequest } from 'fastify';
import { AREA_MERCADOS } from '../../domain/arrendamientos/definicion';
import { MSG_ARRENDAMIENTO as M } from '../../domain/arrendamientos/mensajes';
import type { ArchivosMercado } from '../../db/schema';
import { actual, esStaff } from '../auth/guards';
import { leerFormularioDictamen, rechazoCampo, type ArchivoDictamenRecibido } from '../dictamenes/archivos';
import { validarArchivo } from '../documentos/archivos';
import type { OpcionesSubida } from '../lib/subida';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import type { AppDeps } from '../lib/contexto';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { CAMPO_ARCHIVO_ARR } from './arrendamientos.dto';
import { createArrendamientosRepository, type VistaArrendamiento } from './arrendamientos.repository';

type Slot = keyof typeof CAMPO_ARCHIVO_ARR;

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

/** The lease {id} with the caller's check: 'escribir' only for its taxpayer. */
export async function cargarArrendamiento(deps: AppDeps, req: FastifyRequest, id: number, modo: 'leer' | 'escribir' = 'leer'): Promise<VistaArrendamiento> {
  const yo = actual(req);
  const v = await createArrendamientosRepository({ db: deps.db }).leer(id);
  if (!v) throw yo.contribuyenteId === null && esMercados(req) ? notFound() : forbidden();
  if (yo.contribuyenteId !== null && v.s.contribuyenteId === yo.contribuyenteId) return v;
  if (modo === 'leer' && yo.contribuyenteId === null && esMercados(req)) return v;
  throw forbidden();
}

/** The form's text fields and its files by spec field name (docSolicitud…); `antes`: the ids in the body checked before the files. */
export const leerFormularioArrendamiento = (req: FastifyRequest, antes?: OpcionesSubida['antesDeArchivos']) => leerFormularioDictamen(req, Object.values(CAMPO_ARCHIVO_ARR), antes);

const MENSAJE_PDF: Record<Slot, string> = { solicitud: M.docSolicitud, alta_sat: M.docAltaSat, contrato: M.docContrato, recibo_pago: M.docReciboPago };

/** The files of these slots that came: each must be a PDF (422 on the field, its message). */
export async function comprobarPdfs(archivos: Map<string, ArchivoDictamenRecibido>, slots: readonly Slot[]): Promise<Map<Slot, ArchivoDictamenRecibido>> {
  const r = new Map<Slot, ArchivoDictamenRecibido>();
  for (const slot of slots) {
    const campo = CAMPO_ARCHIVO_ARR[slot];
    const a = archivos.get(campo);
    if (!a) continue;
    try {
      await validarArchivo(a.buf, ['application/pdf']);
    } catch (e) {
      if (e instanceof HttpError && (e.code === 'TIPO' || e.code === 'DANADO')) throw rechazoCampo(campo, MENSAJE_PDF[slot]);
      if (e instanceof HttpError) throw rechazoCampo(campo, e.message);
      throw e;
    }
    r.set(slot, a);
  }
  return r;
}

/** A required file that neither came nor is stored: 422 on its field. */
export function exigirArchivo(slot: Slot, llegaron: Map<Slot, unknown>, guardados: ArchivosMercado): void {
  if (!llegaron.has(slot) && typeof guardados[slot] !== 'number') throw rechazoCampo(CAMPO_ARCHIVO_ARR[slot], MENSAJE_PDF[slot]);
}

/** Stores the checked files as the request's documents (a slot's earlier file replaced); the new slot map. */
export async function guardarPdfs(deps: AppDeps, v: Pick<VistaArrendamiento, 's' | 'd'>, archivos: Map<Slot, ArchivoDictamenRecibido>): Promise<ArchivosMercado> {
  const repo = createDocumentosRepository({ db: deps.db });
  const r: ArchivosMercado = { ...(v.d.archivos ?? {}) };
  for (const [slot, a] of archivos) {
    r[slot] = await repo.reemplazarDeSolicitud(v.s, { codigo: slot, nombre: (a.nombre || `${slot}.pdf`).slice(0, 200), mime: 'application/pdf', buf: a.buf });
  }
  return r;
}
