// The values of the billboard form (spec 3 §2.6, §3.5, §5.4): what it starts with, which document
// slots it shows and asks for, and what the save sends — POST's JSON (a new request) and PUT's
// multipart (bracketed fields, each file under its slot's name, '' to remove one). Pure, unit tested.
import { archivosRequeridosEspectacular, muestraContrato, muestraLuminosidad, SLOTS_ESPECTACULAR, type SlotEspectacular } from '../../domain/dictamenes/reglas';
import type { EntradaEspectacular } from '../../domain/dictamenes/schema';
import type { Espectacular } from './tipos';

type Numero = number | string | null;

/**
 * The form's values as the inputs hold them (number inputs give strings; the schema, shared with the
 * API, coerces them and turns '' into null on save).
 */
export interface FormEspectacular {
  clave_catastral: string | null;
  no_folio: boolean;
  tipo_anuncio_id: number | null;
  altura_mts: Numero;
  vistas: Numero;
  referencias: string | null;
  ubicacion: {
    codigo_postal: string | null;
    localidad_id: number | null;
    colonia_id: number | null;
    calle_id: number | null;
    numero_exterior: string | null;
    numero_interior: string | null;
    cruzamientos: string | null;
    latitud: Numero;
    longitud: Numero;
  };
  luminoso: boolean;
  tipo_propiedad_id: number | null;
  secciones: { id?: number | null; largo: number; ancho: number }[];
  permiso_anuncio_externo_id: number | null;
}

/** Files chosen on the form: a File goes up, null removes the stored one; a slot left alone is absent. */
export type ArchivosElegidos = Partial<Record<SlotEspectacular, File | null>>;

const CAMPOS_UBICACION = ['codigo_postal', 'localidad_id', 'colonia_id', 'calle_id', 'numero_exterior', 'numero_interior', 'cruzamientos', 'latitud', 'longitud'] as const;

/** The form's first values: a new request (empty, one address to fill), or a stored one. */
export function inicialDe(e: Espectacular | null): FormEspectacular {
  const u = e?.ubicacion ?? null;
  return {
    clave_catastral: e?.clave_catastral ?? '',
    no_folio: e?.no_folio ?? false,
    tipo_anuncio_id: e?.tipo_anuncio_id ?? null,
    altura_mts: e?.altura_mts ?? null,
    vistas: e?.vistas ?? null,
    referencias: e?.referencias ?? '',
    ubicacion: {
      codigo_postal: u?.codigo_postal ?? null,
      localidad_id: u?.localidad_id ?? null,
      colonia_id: u?.colonia_id ?? null,
      calle_id: u?.calle_id ?? null,
      numero_exterior: u?.numero_exterior ?? null,
      numero_interior: u?.numero_interior ?? null,
      cruzamientos: u?.cruzamientos ?? null,
      latitud: u?.latitud ?? null,
      longitud: u?.longitud ?? null,
    },
    luminoso: e?.luminoso ?? false,
    tipo_propiedad_id: e?.tipo_propiedad_id ?? null,
    secciones: (e?.secciones ?? []).map((s) => ({ id: s.id, largo: s.largo, ancho: s.ancho })),
    permiso_anuncio_externo_id: e?.permiso_anuncio_externo?.id ?? null,
  };
}

/** What decides the documents asked for. */
export interface Contexto {
  luminoso: boolean;
  tipoPropiedadId: number | null;
  /** the portal issued a land-use certificate for the key (the file is then not needed) */
  constanciaPortal: boolean;
}

/** spec 3 §5.4: every slot, but 'luminosidad' only when lit and the lease only when leased (2). */
export const slotsVisibles = (c: Contexto): SlotEspectacular[] =>
  SLOTS_ESPECTACULAR.filter((s) => (s !== 'luminosidad' || muestraLuminosidad(c.luminoso)) && (s !== 'contrato_arrendamiento' || muestraContrato(c.tipoPropiedadId)));

export const requeridosDe = (c: Contexto): SlotEspectacular[] => archivosRequeridosEspectacular(c);

/** The slots with a stored file in the answer (`<slot>_file`). */
export function archivosGuardados(e: Espectacular | null): SlotEspectacular[] {
  if (!e) return [];
  const r = e as unknown as Record<string, unknown>;
  return SLOTS_ESPECTACULAR.filter((s) => r[`${s}_file`] !== null && r[`${s}_file`] !== undefined);
}

/** The portal issued the key's land-use certificate: the API says it exists, and no file of it was uploaded. */
export const constanciaDelPortal = (e: Espectacular | null): boolean => Boolean(e?.constancia_uso_suelo_exist && !(e as unknown as Record<string, unknown>).constancia_uso_suelo_file);

/** The slots that will have a file once saved: the stored ones not removed, and the ones chosen now. */
export function archivosPresentes(guardados: readonly string[], elegidos: ArchivosElegidos): string[] {
  const e = elegidos as Record<string, File | null | undefined>;
  const quedan = guardados.filter((s) => e[s] !== null);
  const nuevos = Object.entries(e)
    .filter(([, f]) => f instanceof File)
    .map(([s]) => s);
  return [...new Set([...quedan, ...nuevos])];
}

/** POST solicitud_espectaculares: the request's fields as JSON (no key without one). */
export function cuerpoNuevo(v: EntradaEspectacular): EntradaEspectacular {
  return { ...v, clave_catastral: v.no_folio ? null : v.clave_catastral };
}

const texto = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * PUT solicitud_espectaculares/{id}: the fields with bracketed names (ubicacion[calle_id],
 * secciones[0][largo]), each chosen file under its slot's name, '' for a file removed — and for a
 * stored file whose slot is no longer shown (the lease of a property now owned, the luminosity
 * permit of a billboard now unlit). A chosen file of a hidden slot does not travel.
 */
export function formDataDe(v: EntradaEspectacular, elegidos: ArchivosElegidos, c: { visibles: readonly string[]; guardados: readonly string[] }): FormData {
  const fd = new FormData();
  const b = cuerpoNuevo(v);
  const escalares = ['clave_catastral', 'no_folio', 'tipo_anuncio_id', 'altura_mts', 'vistas', 'referencias', 'luminoso', 'tipo_propiedad_id'] as const;
  for (const k of escalares) fd.append(k, texto(b[k]));
  if (b.permiso_anuncio_externo_id) fd.append('permiso_anuncio_externo_id', String(b.permiso_anuncio_externo_id));
  if (b.ubicacion) for (const k of CAMPOS_UBICACION) fd.append(`ubicacion[${k}]`, texto(b.ubicacion[k]));
  b.secciones.forEach((s, i) => {
    if (s.id) fd.append(`secciones[${i}][id]`, String(s.id));
    fd.append(`secciones[${i}][largo]`, String(s.largo));
    fd.append(`secciones[${i}][ancho]`, String(s.ancho));
  });
  const e = elegidos as Record<string, File | null | undefined>;
  for (const slot of SLOTS_ESPECTACULAR) {
    const f = e[slot];
    const visible = c.visibles.includes(slot);
    if (visible && f instanceof File) fd.append(slot, f, f.name);
    else if ((visible && f === null) || (!visible && c.guardados.includes(slot))) fd.append(slot, '');
  }
  return fd;
}

/** Whether the save carries files (a new request is created with POST, then its files go with PUT). */
export const hayArchivos = (elegidos: ArchivosElegidos, visibles: readonly string[]): boolean =>
  Object.entries(elegidos).some(([s, f]) => f instanceof File && visibles.includes(s));
