// The rules of tower and billboard requests (spec 3 §3.4–3.5, §5.1, §5.4, §9): the file slots, what
// each accepts and its message, the files each request needs, the billboard's sign types and
// sections, and what still stops a request from being sent. Pure: the API, the forms and the tests
// call the same functions.
import { esClaveCatastral17 } from '../common/predio';
import { MENSAJES_DICTAMEN as M } from './mensajes';
import type { EntradaEspectacular, EntradaTorre } from './schema';

/** spec 3 §3.4: the tower's documents (each a text field plus a *_file object). */
export const SLOTS_TORRE = [
  'colindansia_norte',
  'colindansia_sur',
  'colindansia_este',
  'colindansia_oeste',
  'fachada',
  'torre_perspectiva',
  'torre_interior',
  'croquis_ubicacion',
  'poliza_seguro',
  'licencia_construccion_perito',
  'alineamiento_numero',
  'constancia_terminacion_obra',
  'anuencia_last_year',
  'constancia_uso_suelo',
  'contrato_arrendamiento',
] as const;
export type SlotTorre = (typeof SLOTS_TORRE)[number];

/** spec 3 §3.5: the billboard's documents. */
export const SLOTS_ESPECTACULAR = [
  'colindansia_norte',
  'colindansia_sur',
  'croquis_ubicacion',
  'solventacion_acta_inspeccion',
  'certificado_ubicacion',
  'poliza_seguro',
  'luminosidad',
  'constancia_uso_suelo',
  'permiso_anuncio',
  'contrato_arrendamiento',
] as const;
export type SlotEspectacular = (typeof SLOTS_ESPECTACULAR)[number];
export type SlotDictamen = SlotTorre | SlotEspectacular;

export interface ArchivoDictamen {
  etiqueta: string;
  tipo: 'imagen' | 'pdf';
  mensajeTipo: string;
}

const foto = (etiqueta: string): ArchivoDictamen => ({ etiqueta, tipo: 'imagen', mensajeTipo: M.soloImagenFotografia });
const pdf = (etiqueta: string, nombrado: string): ArchivoDictamen => ({ etiqueta, tipo: 'pdf', mensajeTipo: M.soloPdf(nombrado) });

/** spec 3 §5.4: photos png, jpeg, jpg; every other document PDF. Labels for the forms. */
const ARCHIVOS: Readonly<Record<SlotDictamen, ArchivoDictamen>> = {
  colindansia_norte: foto('Colindancia norte'),
  colindansia_sur: foto('Colindancia sur'),
  colindansia_este: foto('Colindancia este'),
  colindansia_oeste: foto('Colindancia oeste'),
  fachada: foto('Fachada'),
  torre_perspectiva: foto('Perspectiva de la torre'),
  torre_interior: foto('Interior de la torre'),
  croquis_ubicacion: pdf('Croquis de ubicación', 'el croquis de ubicación'),
  poliza_seguro: pdf('Póliza de seguro de responsabilidad civil', 'la póliza de seguro'),
  licencia_construccion_perito: pdf('Licencia de construcción con responsiva de perito', 'la licencia de construcción'),
  alineamiento_numero: pdf('Constancia de alineamiento y número oficial', 'la constancia de alineamiento y número oficial'),
  constancia_terminacion_obra: pdf('Constancia de terminación de obra', 'la constancia de terminación de obra'),
  anuencia_last_year: pdf('Anuencia del año anterior', 'la anuencia del año anterior'),
  constancia_uso_suelo: pdf('Constancia de uso de suelo', 'la constancia de uso de suelo'),
  contrato_arrendamiento: { etiqueta: 'Contrato de arrendamiento', tipo: 'pdf', mensajeTipo: M.soloPdfContrato },
  solventacion_acta_inspeccion: pdf('Solventación del acta de inspección', 'la solventación del acta de inspección'),
  certificado_ubicacion: pdf('Certificado de ubicación', 'el certificado de ubicación'),
  luminosidad: pdf('Permiso de luminosidad', 'el permiso de luminosidad'),
  permiso_anuncio: pdf('Permiso de anuncio', 'el permiso de anuncio'),
};
export const ARCHIVOS_DICTAMEN: Readonly<Record<string, ArchivoDictamen>> = ARCHIVOS;
export const esSlotDictamen = (s: string): s is SlotDictamen => Object.prototype.hasOwnProperty.call(ARCHIVOS, s);
/** The photo slots (png, jpeg, jpg). */
export const SLOTS_IMAGEN_DICTAMEN: readonly SlotDictamen[] = (Object.keys(ARCHIVOS) as SlotDictamen[]).filter((s) => ARCHIVOS[s].tipo === 'imagen');

/** spec 3 §5.2, §9: files under 14 MB. */
export const TAMANO_MAXIMO_ARCHIVO_DICTAMEN = 14 * 1024 * 1024;
const MIMES_IMAGEN = ['image/png', 'image/jpeg', 'image/jpg'];
const EXT_IMAGEN = /\.(png|jpe?g)$/i;

/** The first bytes of a PDF (%PDF), a PNG and a JPEG. */
function contenidoDe(b: Uint8Array): 'pdf' | 'imagen' | null {
  if (b.length >= 4 && b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46) return 'pdf';
  if (b.length >= 4 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'imagen';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'imagen';
  return null;
}

/**
 * spec 3 §5.4: the type of each slot (name and mime; the content too when its bytes are given) and
 * the size limit; null when the file is acceptable.
 */
export function validarArchivoDictamen(slot: string, nombre: string, mime: string, tamano: number, bytes?: Uint8Array): string | null {
  if (!esSlotDictamen(slot)) return M.archivoDesconocido;
  const a = ARCHIVOS[slot];
  const m = (mime ?? '').toLowerCase().trim();
  const ok = a.tipo === 'imagen' ? MIMES_IMAGEN.includes(m) && EXT_IMAGEN.test(nombre ?? '') : m === 'application/pdf' && /\.pdf$/i.test(nombre ?? '');
  if (!ok) return a.mensajeTipo;
  if (tamano >= TAMANO_MAXIMO_ARCHIVO_DICTAMEN) return M.tamanoMaximo;
  if (tamano <= 0 || (bytes && bytes.length === 0)) return M.archivoVacio;
  if (bytes && contenidoDe(bytes) !== a.tipo) return M.archivoContenido;
  return null;
}

/** spec 3 §9 tipo_propiedad_id: 1 Propio, 2 Arrendamiento. */
export const PROPIEDAD_DICTAMEN = { PROPIO: 1, ARRENDAMIENTO: 2 } as const;
export const TIPOS_PROPIEDAD_DICTAMEN: readonly { id: number; descripcion: string }[] = [
  { id: PROPIEDAD_DICTAMEN.PROPIO, descripcion: M.propio },
  { id: PROPIEDAD_DICTAMEN.ARRENDAMIENTO, descripcion: M.arrendamiento },
];
export const nombreTipoPropiedad = (id: number | null | undefined): string => TIPOS_PROPIEDAD_DICTAMEN.find((t) => t.id === id)?.descripcion ?? '';

/**
 * The files a tower needs: the seven photos, the location sketch, the insurance policy, the building
 * licence, the alignment, the completion certificate; last year's consent on a renewal; the land-use
 * certificate unless the portal issued one for the key; the lease when leased (2).
 */
export function archivosRequeridosTorre(c: { tipoPropiedadId: number | null; renovacion: boolean; constanciaPortal: boolean }): SlotTorre[] {
  const r: SlotTorre[] = [
    'colindansia_norte',
    'colindansia_sur',
    'colindansia_este',
    'colindansia_oeste',
    'fachada',
    'torre_perspectiva',
    'torre_interior',
    'croquis_ubicacion',
    'poliza_seguro',
    'licencia_construccion_perito',
    'alineamiento_numero',
    'constancia_terminacion_obra',
  ];
  if (c.renovacion) r.push('anuencia_last_year');
  if (!c.constanciaPortal) r.push('constancia_uso_suelo');
  if (c.tipoPropiedadId === PROPIEDAD_DICTAMEN.ARRENDAMIENTO) r.push('contrato_arrendamiento');
  return r;
}

/**
 * The files a billboard needs: two boundary photos, the sketch, the location certificate, the
 * policy; the luminosity permit when lit (spec 3 §5.4); the land-use certificate unless the portal
 * issued one; the lease when leased (2).
 */
export function archivosRequeridosEspectacular(c: { tipoPropiedadId: number | null; luminoso: boolean; constanciaPortal: boolean }): SlotEspectacular[] {
  const r: SlotEspectacular[] = ['colindansia_norte', 'colindansia_sur', 'croquis_ubicacion', 'certificado_ubicacion', 'poliza_seguro'];
  if (c.luminoso) r.push('luminosidad');
  if (!c.constanciaPortal) r.push('constancia_uso_suelo');
  if (c.tipoPropiedadId === PROPIEDAD_DICTAMEN.ARRENDAMIENTO) r.push('contrato_arrendamiento');
  return r;
}

/** spec 3 §5.4: 'Contrato de arrendamiento' appears only when leased; 'luminosidad' only when lit. */
export const muestraContrato = (tipoPropiedadId: number | null | undefined): boolean => tipoPropiedadId === PROPIEDAD_DICTAMEN.ARRENDAMIENTO;
export const muestraLuminosidad = (luminoso: boolean | null | undefined): boolean => luminoso === true;

/** spec 3 §5.4, §9: the billboard's sign types (names from domain/anuncios/catalogos TIPOS_ANUNCIO). */
export const TIPOS_ESPECTACULAR: readonly number[] = [2, 3, 4, 5, 10];
export const esTipoEspectacular = (id: number | null | undefined): boolean => id != null && TIPOS_ESPECTACULAR.includes(id);

const positivo = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** spec 3 §5.4: a section is added only when both its length and width are non-zero. */
export function puedeAgregarSeccion(largo: number | null | undefined, ancho: number | null | undefined): boolean {
  return positivo(largo) && positivo(ancho);
}

export interface ErrorCampo {
  campo: string;
  mensaje: string;
}

const vacio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
type Domicilio = EntradaTorre['domicilio'];

/** The address fields a property must have (spec 3 §3.5): postal code, locality, colony, street, exterior number. */
export function erroresDomicilio(d: Domicilio | null | undefined, campo: string): ErrorCampo[] {
  const faltan = !d || vacio(d.codigo_postal) || vacio(d.localidad_id) || vacio(d.colonia_id) || vacio(d.calle_id) || vacio(d.numero_exterior);
  return faltan ? [{ campo, mensaje: M.domicilioRequerido }] : [];
}

function erroresArchivos(requeridos: readonly SlotDictamen[], archivos: readonly string[]): ErrorCampo[] {
  return requeridos.filter((s) => !archivos.includes(s)).map((s) => ({ campo: s, mensaje: M.archivoRequerido(ARCHIVOS[s].etiqueta) }));
}

/** The fields a tower must have to be saved (the form's required fields): the key, the height, the property type. */
export function erroresGuardarTorre(t: Partial<EntradaTorre>): ErrorCampo[] {
  const e: ErrorCampo[] = [];
  if (!esClaveCatastral17(t.clave_catastral)) e.push({ campo: 'clave_catastral', mensaje: M.claveCatastralInvalida });
  if (!positivo(t.altura_mts)) e.push({ campo: 'altura_mts', mensaje: M.mayorACero });
  if (t.tipo_propiedad_id !== 1 && t.tipo_propiedad_id !== 2) e.push({ campo: 'tipo_propiedad_id', mensaje: M.propiedadRequerida });
  return e;
}

/** Everything that stops a tower from being sent: the fields, the address, the measures and the files it needs. */
export function erroresEnvioTorre(t: Partial<EntradaTorre>, archivos: readonly string[], ctx: { constanciaPortal: boolean }): ErrorCampo[] {
  const e = [...erroresGuardarTorre(t), ...erroresDomicilio(t.domicilio, 'domicilio')];
  const m = t.medidas;
  const lados = ['norte', 'sur', 'este', 'oeste'] as const;
  if (!m || lados.some((l) => vacio(m[l]?.colindansia_calle) || !positivo(m[l]?.colindancia_mts)) || !positivo(m.superficie_total))
    e.push({ campo: 'medidas', mensaje: M.medidasRequeridas });
  const requeridos = archivosRequeridosTorre({ tipoPropiedadId: t.tipo_propiedad_id ?? null, renovacion: Boolean(t.renovacion), constanciaPortal: ctx.constanciaPortal });
  return [...e, ...erroresArchivos(requeridos, archivos)];
}

/** spec 3 §5.4: the billboard's required fields at save (Altura, Vistas, Referencias, the type, the key unless no_folio, a section). */
export function erroresGuardarEspectacular(x: Partial<EntradaEspectacular>): ErrorCampo[] {
  const e: ErrorCampo[] = [];
  if (!x.no_folio && !esClaveCatastral17(x.clave_catastral)) e.push({ campo: 'clave_catastral', mensaje: M.claveCatastralInvalida });
  if (!esTipoEspectacular(x.tipo_anuncio_id)) e.push({ campo: 'tipo_anuncio_id', mensaje: M.tipoAnuncioInvalido });
  if (!positivo(x.altura_mts)) e.push({ campo: 'altura_mts', mensaje: M.mayorACero });
  if (typeof x.vistas !== 'number' || !Number.isInteger(x.vistas) || x.vistas < 1) e.push({ campo: 'vistas', mensaje: M.vistasInvalidas });
  if (vacio(x.referencias)) e.push({ campo: 'referencias', mensaje: M.requerido });
  if (x.tipo_propiedad_id !== 1 && x.tipo_propiedad_id !== 2) e.push({ campo: 'tipo_propiedad_id', mensaje: M.propiedadRequerida });
  const secciones = x.secciones ?? [];
  if (secciones.length === 0) e.push({ campo: 'secciones', mensaje: M.sinSecciones });
  secciones.forEach((s, i) => {
    if (!puedeAgregarSeccion(s.largo, s.ancho)) e.push({ campo: `secciones.${i}`, mensaje: M.seccionInvalida });
  });
  return e;
}

/** Everything that stops a billboard from being sent: the fields, the location and the files it needs. */
export function erroresEnvioEspectacular(x: Partial<EntradaEspectacular>, archivos: readonly string[], ctx: { constanciaPortal: boolean }): ErrorCampo[] {
  const e = [...erroresGuardarEspectacular(x), ...erroresDomicilio(x.ubicacion, 'ubicacion')];
  const requeridos = archivosRequeridosEspectacular({ tipoPropiedadId: x.tipo_propiedad_id ?? null, luminoso: Boolean(x.luminoso), constanciaPortal: ctx.constanciaPortal });
  return [...e, ...erroresArchivos(requeridos, archivos)];
}
