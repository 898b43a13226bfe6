// What the public-road sign routes share: the files of a body split between the request's own slots
// (property document, lease, cadastral certificate) and the sign's (photographs, structural memory,
// liability letter, previous permit); the domain's rules (domain/anuncios/reglas.ts validarAnuncio,
// the same the form runs) turned into the 422 the form reads; the files stored through the shared
// layer (api/anuncios/archivos.ts) with its refusal as a 422 on the slot.
import type { Db } from '../../db/client';
import type { ArchivosAnuncio, DomicilioAnuncio } from '../../db/schema';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import {
  archivosRequeridos,
  ARCHIVOS_ANUNCIO,
  esAltoRiesgo,
  SLOTS_DE_SOLICITUD_EXTERNA,
  validarAnuncio,
  type ErrorCampo,
  type SlotAnuncio,
} from '../../domain/anuncios/reglas';
import type { AnuncioExternoEntrada, ArchivoBase64, ArchivosEntrada } from '../../domain/anuncios/schema';
import { hoyCancun } from '../../domain/tramite/fechas';
import { guardarArchivosAnuncio } from '../anuncios/archivos';
import type { VistaSolicitudAnuncio } from '../anuncios/anuncios.repository';
import { HttpError } from '../lib/errors';
import { TIPO_EXTERNO } from './acceso';

type Archivos = Partial<Record<string, ArchivoBase64 | null>>;

const esDeSolicitud = (slot: string) => (SLOTS_DE_SOLICITUD_EXTERNA as readonly string[]).includes(slot);

/** A body's files: those of the request (solicitudes_anuncio.archivos) and those of the sign (anuncios.archivos). */
export function separarArchivos(archivos: ArchivosEntrada | Archivos | null | undefined): { solicitud: Archivos; anuncio: Archivos } {
  const solicitud: Archivos = {};
  const anuncio: Archivos = {};
  for (const [slot, a] of Object.entries(archivos ?? {})) {
    if (a === undefined) continue;
    (esDeSolicitud(slot) ? solicitud : anuncio)[slot] = a;
  }
  return { solicitud, anuncio };
}

/** The slots that will hold a file once the body is saved: the stored ones, less those removed, plus those sent. */
export function slotsPresentes(previos: ArchivosAnuncio, enviados: Archivos): string[] {
  const r = new Set(Object.keys(previos));
  for (const [slot, a] of Object.entries(enviados)) {
    if (a === null) r.delete(slot);
    else if (a !== undefined) r.add(slot);
  }
  return [...r];
}

/** Field errors as the form reads them (422): each field's messages and the first one as the message. */
export function invalidoAnuncio(errores: readonly ErrorCampo[]): HttpError {
  const porCampo: Record<string, string[]> = {};
  for (const e of errores) (porCampo[e.campo] ??= []).push(e.mensaje);
  return new HttpError(422, errores[0]?.mensaje ?? M.llenarObligatorios, 'VALIDATION', porCampo);
}

/** validarAnuncio for a public-road sign (its property and key are its request's); a 422 when it fails. */
export function validarAnuncioExterno(
  e: AnuncioExternoEntrada,
  c: { archivosPresentes: readonly string[]; propiedad: number | null; noFolio: boolean },
): void {
  const errores = validarAnuncio(e, { tipo: TIPO_EXTERNO, hoy: hoyCancun(), archivosPresentes: c.archivosPresentes, propiedad: c.propiedad, noFolio: c.noFolio });
  if (errores.length) throw invalidoAnuncio(errores);
}

/** The files stored (all of them valid, or none): the new slot → documento map, or the slot's refusal as a 422. */
export async function guardarArchivos(
  db: Db,
  v: Pick<VistaSolicitudAnuncio, 's' | 'sa'>,
  archivos: Archivos,
  previos: ArchivosAnuncio,
): Promise<ArchivosAnuncio> {
  if (!Object.keys(archivos).length) return previos;
  const r = await guardarArchivosAnuncio(db, { contribuyenteId: v.s.contribuyenteId, locacionId: v.sa.locacionId, solicitudId: v.s.id, archivos, previos });
  if (!r.ok) throw invalidoAnuncio([{ campo: r.campo ?? 'archivos', mensaje: r.mensaje }]);
  return r.archivos;
}

/**
 * Before sending: every sign has the files it needs (its request's included), as the rules say for
 * its rows, renewal and the request's property; a 422 naming each sign's missing slot otherwise.
 */
export function archivosFaltantes(v: VistaSolicitudAnuncio): ErrorCampo[] {
  const errores: ErrorCampo[] = [];
  v.anuncios.forEach((a, i) => {
    const presentes = new Set([...Object.keys(v.sa.archivos), ...Object.keys(a.archivos)]);
    const requeridos = archivosRequeridos({
      tipo: TIPO_EXTERNO,
      altoRiesgo: esAltoRiesgo(a.detalle.map((d) => ({ tipo_anuncio_id: d.tipoAnuncioId }))),
      renovacion: a.renovacion,
      propiedad: v.sa.tipoPropiedadId,
      noFolio: v.sa.noFolio,
    });
    for (const slot of requeridos as SlotAnuncio[])
      if (!presentes.has(slot)) errores.push({ campo: `anuncio_externo.${i}.archivos.${slot}`, mensaje: M.archivoRequerido(ARCHIVOS_ANUNCIO[slot].etiqueta) });
  });
  return errores;
}

/** The request's subject (the inbox, the notices): its address, or how the property is identified. */
export function tituloSolicitudExterna(domicilio: DomicilioAnuncio | null, identificacion: string | null): string {
  const d = domicilio;
  const calle = [d?.calle, d?.numero_exterior].filter(Boolean).join(' ');
  const texto = [calle, d?.colonia].filter(Boolean).join(', ');
  return (texto || identificacion || 'Anuncio en vía pública').slice(0, 200);
}
