// How a public-road sign request reads on its card and in its dialogs (spec 3 §2.3, §3.2, §4.1).
// Pure, unit tested.
import { PROPIEDAD_ANUNCIO, TIPOS_PROPIEDAD_ANUNCIO } from '../../domain/anuncios/catalogos';
import type { AnuncioExterno, ArchivoAnuncio, DomicilioAnuncio, SolicitudExterna } from './tipos';

/** 'Av. Héroes 112, Centro, Chetumal, C.P. 77000'; an empty address reads as null. */
export function domicilioTexto(d: DomicilioAnuncio | null | undefined): string | null {
  if (!d) return null;
  const calle = [d.calle, d.numero_exterior].filter(Boolean).join(' ');
  const interior = d.numero_interior ? `int. ${d.numero_interior}` : '';
  const partes = [[calle, interior].filter(Boolean).join(' '), d.colonia, d.localidad, d.cp ? `C.P. ${d.cp}` : ''].filter((p) => p && String(p).trim());
  return partes.length ? partes.join(', ') : null;
}

/** Where the property is: its cadastral key, or how the taxpayer identified it without one. */
export function predioTexto(s: Pick<SolicitudExterna, 'clave_catastral' | 'no_folio' | 'identificacion_predio'>): string {
  if (s.clave_catastral && !s.no_folio) return `Clave catastral ${s.clave_catastral}`;
  return `Sin clave catastral${s.identificacion_predio ? `: ${s.identificacion_predio}` : ''}`;
}

/** The photo a card shows: the first sign's front photo. */
export function fotoDe(s: Pick<SolicitudExterna, 'anuncio_externo'>): { url: string; nombre: string } | null {
  for (const a of s.anuncio_externo) {
    const f = a.archivos.fotografia;
    if (f) return { url: f.url, nombre: f.nombre };
  }
  return null;
}

/** '1 anuncio', '3 anuncios'. */
export const cuantosAnuncios = (n: number) => `${n} ${n === 1 ? 'anuncio' : 'anuncios'}`;

/** The sign's name on its card: its type and its size ('Manta o lona · 2.00 × 1.50 m'). */
export function nombreAnuncio(a: Pick<AnuncioExterno, 'tipo_anuncio' | 'medidas'>, i: number): string {
  return [a.tipo_anuncio ?? `Anuncio ${i + 1}`, a.medidas].filter(Boolean).join(' · ');
}

/** spec 3 §4.1 status 5: why it came back, the request's own reason or its signs'. */
export function motivosDe(s: Pick<SolicitudExterna, 'estatus_id' | 'motivo_rechazo' | 'anuncio_externo'>): string[] {
  if (s.estatus_id !== 5) return [];
  const propios = s.anuncio_externo.map((a) => a.motivo_rechazo).filter((m): m is string => Boolean(m?.trim()));
  return [...(s.motivo_rechazo?.trim() ? [s.motivo_rechazo] : []), ...propios.filter((m) => m !== s.motivo_rechazo)];
}

/** spec 3 §3.2 tipo_propiedad_id: 1 owned, 2 leased. */
export const tipoPropiedadTexto = (id: number | null | undefined): string | null =>
  id === PROPIEDAD_ANUNCIO.PROPIO || id === PROPIEDAD_ANUNCIO.ARRENDADO ? (TIPOS_PROPIEDAD_ANUNCIO.find((t) => t.id === id)?.descripcion ?? null) : null;

/** Every file of the request, each with whose it is: the request's own first, then each sign's. */
export function documentosDe(s: Pick<SolicitudExterna, 'archivos' | 'documentos' | 'anuncio_externo'>): (ArchivoAnuncio & { de: string })[] {
  const lista: (ArchivoAnuncio & { de: string })[] = Object.values(s.archivos).map((a) => ({ ...a, de: 'Solicitud' }));
  s.anuncio_externo.forEach((a, i) => lista.push(...Object.values(a.archivos).map((f) => ({ ...f, de: nombreAnuncio(a, i) }))));
  const vistos = new Set(lista.map((d) => d.id));
  // Whatever else the request holds (the payment receipt) belongs to the request.
  for (const d of s.documentos) if (!vistos.has(d.id)) lista.push({ ...d, de: 'Solicitud' });
  return lista;
}

/** Whose the 1756 statement is, as the gateway's order names it (api/anuncios/anuncio.tramite.ts sujetoPago): the establishment's key, else the folio. */
export const clavePago = (s: Pick<SolicitudExterna, 'establecimiento' | 'folio'>): string => s.establecimiento?.external_id ?? s.folio;
