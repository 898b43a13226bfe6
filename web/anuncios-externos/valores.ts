// The values of the public-road sign form (spec 3 §2.3, §3.2, §5.1–5.2): what it starts with, which
// file slots it shows, and how one form's values split into the request's (updatesolicitud) and the
// sign's (createanuncio, PUT). Pure, unit tested.
import type { z } from 'zod';
import { FILA_VACIA } from '../anuncios/comun';
import { archivosRequeridos, SLOTS_DE_ANUNCIO_EXTERNO, SLOTS_DE_SOLICITUD_EXTERNA, type SlotAnuncio } from '../../domain/anuncios/reglas';
import type { solicitudExternaSchema, SolicitudExternaEntrada } from '../../domain/anuncios/schema';
import type { AnuncioEnviado, SolicitudEnviada } from './consultas';
import type { AnuncioExterno, SolicitudExterna } from './tipos';

export type FormSolicitudExterna = z.input<typeof solicitudExternaSchema>;
type Archivos = SolicitudExternaEntrada['archivos'];

/** Where the request and the sign stand when the form opens. */
export interface Origen {
  clave: string | null;
  solicitud: SolicitudExterna | null;
  anuncio: AnuncioExterno | null;
}

/** The form's first values: a new request (with the key, or without one), another sign, or a stored sign. */
export function inicialDe({ clave, solicitud: s, anuncio: a }: Origen): FormSolicitudExterna {
  return {
    clave_catastral: s ? (s.clave_catastral ?? '') : (clave ?? ''),
    no_folio: s ? s.no_folio : clave === null,
    identificacion_predio: s?.identificacion_predio ?? null,
    tipo_propiedad_id: (s?.tipo_propiedad_id ?? null) as FormSolicitudExterna['tipo_propiedad_id'],
    domicilio: s?.domicilio ?? null,
    forma_instalacion: a?.forma_instalacion ?? '',
    tipo_instalacion: a?.tipo_instalacion ?? null,
    iluminado: a?.iluminado ?? false,
    contenido: a?.contenido ?? null,
    temporal: a?.temporal ?? false,
    fecha_inicio: a?.fecha_inicio ?? null,
    fecha_fin: a?.fecha_fin ?? null,
    renovacion: a?.renovacion ?? false,
    periodo_renovacion: a?.periodo_renovacion ?? [],
    tiene_cambio: a?.tiene_cambio ?? false,
    cambio_texto: a?.cambio_texto ?? null,
    anuncio_detalle: a ? a.anuncio_detalle.map((f) => ({ ...f })) : [{ ...FILA_VACIA }],
    archivos: {},
  };
}

export interface Contexto {
  altoRiesgo: boolean;
  renovacion: boolean;
  propiedad: number | null;
  noFolio: boolean;
}

const requeridos = (c: Contexto) => archivosRequeridos({ tipo: 'externo', ...c });

/** The request's slots on screen: the property's document (owned or leased) and, with a key, the cadastral certificate. */
export const slotsSolicitud = (c: Contexto): SlotAnuncio[] => SLOTS_DE_SOLICITUD_EXTERNA.filter((s) => requeridos(c).includes(s));

/** The sign's slots on screen: the three photographs always; the others as its risk and renewal ask. */
export const slotsAnuncio = (c: Contexto): SlotAnuncio[] => SLOTS_DE_ANUNCIO_EXTERNO.filter((s) => s.startsWith('fotografia') || requeridos(c).includes(s));

export const requeridosDe = (c: Contexto): SlotAnuncio[] => requeridos(c);

/** The slots with a file once saved: the stored ones not removed, and the ones chosen now. */
export function archivosPresentes(existentes: readonly string[], archivos: Archivos | undefined): string[] {
  const a = (archivos ?? {}) as Record<string, unknown>;
  const guardados = existentes.filter((s) => a[s] !== null);
  const nuevos = Object.entries(a)
    .filter(([, v]) => Boolean(v))
    .map(([s]) => s);
  return [...new Set([...guardados, ...nuevos])];
}

/** Only the slots on screen travel (a file chosen before the risk changed does not), and every removal does. */
function soloDe(archivos: Archivos, slots: readonly string[]): Archivos {
  return Object.fromEntries(Object.entries(archivos ?? {}).filter(([s, v]) => slots.includes(s) || v === null)) as Archivos;
}

/** The sign's part of the form (createanuncio, PUT anuncioexterno/{id}). */
export function parteAnuncio(v: SolicitudExternaEntrada, c: Contexto): AnuncioEnviado {
  return {
    forma_instalacion: v.forma_instalacion,
    tipo_instalacion: v.tipo_instalacion ?? null,
    iluminado: v.iluminado,
    contenido: v.contenido ?? null,
    temporal: v.temporal,
    fecha_inicio: v.temporal ? (v.fecha_inicio ?? null) : null,
    fecha_fin: v.temporal ? (v.fecha_fin ?? null) : null,
    renovacion: v.renovacion,
    periodo_renovacion: v.renovacion ? v.periodo_renovacion : [],
    tiene_cambio: v.tiene_cambio,
    cambio_texto: v.tiene_cambio ? (v.cambio_texto ?? null) : null,
    anuncio_detalle: v.anuncio_detalle,
    archivos: soloDe(
      Object.fromEntries(Object.entries(v.archivos ?? {}).filter(([s]) => (SLOTS_DE_ANUNCIO_EXTERNO as readonly string[]).includes(s))) as Archivos,
      slotsAnuncio(c),
    ),
  };
}

/** The request's part of the form (updatesolicitud). */
export function parteSolicitud(v: SolicitudExternaEntrada, c: Contexto): SolicitudEnviada {
  return {
    tipo_propiedad_id: v.tipo_propiedad_id,
    identificacion_predio: v.identificacion_predio ?? null,
    domicilio: v.domicilio ?? null,
    archivos: soloDe(
      Object.fromEntries(Object.entries(v.archivos ?? {}).filter(([s]) => (SLOTS_DE_SOLICITUD_EXTERNA as readonly string[]).includes(s))) as Archivos,
      slotsSolicitud(c),
    ),
  };
}

/** POST anuncioexterno: the request with its first sign, every file in one map. */
export function cuerpoNueva(v: SolicitudExternaEntrada, c: Contexto) {
  const s = parteSolicitud(v, c);
  const a = parteAnuncio(v, c);
  return { ...a, ...s, clave_catastral: v.no_folio ? null : (v.clave_catastral ?? null), no_folio: v.no_folio, archivos: { ...s.archivos, ...a.archivos } };
}

/** Whether the request's own part changed (then updatesolicitud is called before the sign is saved). */
export function solicitudCambiada(v: SolicitudExternaEntrada, s: SolicitudExterna, c: Contexto): boolean {
  const p = parteSolicitud(v, c);
  const campos = ['cp', 'localidad', 'colonia', 'calle', 'numero_exterior', 'numero_interior', 'referencias'] as const;
  const dom = (d: Partial<Record<(typeof campos)[number], unknown>> | null | undefined) => campos.map((k) => String(d?.[k] ?? '').trim()).join('|');
  return (
    p.tipo_propiedad_id !== s.tipo_propiedad_id ||
    (p.identificacion_predio ?? null) !== (s.identificacion_predio ?? null) ||
    dom(p.domicilio as Record<string, unknown> | null) !== dom(s.domicilio) ||
    Object.keys(p.archivos).length > 0
  );
}
