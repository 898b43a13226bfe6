// The change of owner's rules (spec 2 §2, §4, §5): who may be the new owner, which documents the
// request shows for its data and which must hold a file before it is sent, and the words of a
// storeFiles batch. Pure: the API checks with it and the form shows its slots with it.
import { CAMBIO } from '../comun';
import { documentosCambio, documentosPropiedadCambio, faltantes, fotosCambio, type DatosDocumentos, type Ranura } from '../documentos';
import { CODIGOS_FOTO } from '../../licencia/constantes';
import { MSG_CP, MSG_CP_EXTRA } from './mensajes';

type DatosRanuras = Pick<DatosDocumentos, 'tipo_propiedad_id' | 'has_alcohol' | 'has_licencia_bebidas' | 'patente_propia' | 'tiene_uso_suelo'>;

/**
 * spec 2 §3 documents: aviso_cierre (old owner), aviso_apertura (new owner), scap_saneamiento, the
 * scap_* alcohol ones, constancia_us_cap; then the property documents and the five photos.
 */
export function ranurasPropietario(d: DatosRanuras): { documentos: Ranura[]; propiedad: Ranura[]; fotos: Ranura[] } {
  const datos: DatosDocumentos = {
    tipo_propiedad_id: d.tipo_propiedad_id ?? null,
    has_alcohol: Boolean(d.has_alcohol),
    has_licencia_bebidas: d.has_licencia_bebidas ?? null,
    patente_propia: d.patente_propia ?? null,
    tiene_uso_suelo: Boolean(d.tiene_uso_suelo),
  };
  return { documentos: documentosCambio(CAMBIO.PROPIETARIO, datos), propiedad: documentosPropiedadCambio(datos), fotos: fotosCambio() };
}

export const todasRanurasPropietario = (d: DatosRanuras): Ranura[] => {
  const r = ranurasPropietario(d);
  return [...r.documentos, ...r.propiedad, ...r.fotos];
};

/** The required documents still without a file (empty: the request may be sent). */
export const faltantesPropietario = (d: DatosRanuras, presentes: ReadonlySet<string>) => faltantes(todasRanurasPropietario(d), presentes);

/** The new owner must be a registered taxpayer other than the current one: the refusal's words, or null. */
export function motivoNuevoPropietario(actualId: number, nuevo: { id: number } | null): string | null {
  if (!nuevo) return MSG_CP_EXTRA.noEncontrado;
  if (nuevo.id === actualId) return MSG_CP_EXTRA.mismoPropietario;
  return null;
}

/** spec 2 §7 storeFiles: a batch of photos only is 'Fotos adjuntados con exito'; any document makes it 'Documentos…'. */
export function mensajeAdjuntos(codigos: Iterable<string>): string {
  const lista = [...codigos];
  const soloFotos = lista.length > 0 && lista.every((c) => (CODIGOS_FOTO as readonly string[]).includes(c));
  return soloFotos ? MSG_CP.fotosAdjuntadas : MSG_CP.documentosAdjuntados;
}
