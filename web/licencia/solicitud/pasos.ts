// The licence request form in steps (spec 1 §2.10: its sections, in their order, one per screen on
// a phone). Pure: which steps a request has, which step holds a field or a missing file, and the
// step a person was at, kept beside the form's draft (lib/borradores.ts) so a reload returns there.
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { esFoto } from './archivos';

export type IdPaso = 'predial' | 'establecimiento' | 'documentos' | 'ubicacion' | 'fotos' | 'revisar';

export interface Paso {
  id: IdPaso;
  /** the spec's section name where it has one (spec 1 §2.10) */
  titulo: string;
}

const TODOS: readonly Paso[] = [
  { id: 'predial', titulo: 'Predial' },
  { id: 'establecimiento', titulo: 'Datos de Establecimiento' },
  { id: 'documentos', titulo: 'Documentación Adjunta' },
  { id: 'ubicacion', titulo: 'Datos de Ubicación' },
  { id: 'fotos', titulo: 'Fotografías' },
  { id: 'revisar', titulo: 'Revisar y enviar' },
];

/** The steps of a request: a market opening has no address of its own (spec 1 §2.4: the market's). */
export function pasosDe(mercado: boolean): readonly Paso[] {
  return mercado ? TODOS.filter((p) => p.id !== 'ubicacion') : TODOS;
}

/** Predial's fields (spec 1 §4.7, §5.5); the address is Ubicación's; every other field is the establishment's. */
const CAMPOS_PREDIAL = new Set(['clave_catastral', 'no_cuento_clave', 'donativo', 'zona_federal', 'numero_oficio_constancia_catastro', 'folio_recibo_pago_donativo']);

/** The step that shows a field of the form (its path, e.g. `domicilio.calle_id`). */
export function pasoDeCampo(ruta: string): IdPaso {
  const raiz = ruta.split('.')[0];
  if (CAMPOS_PREDIAL.has(raiz)) return 'predial';
  if (raiz === 'domicilio') return 'ubicacion';
  return 'establecimiento';
}

/** The step that asks for a document or photo code. */
export const pasoDeArchivo = (codigo: string): IdPaso => (esFoto(codigo) ? 'fotos' : 'documentos');

/** The paths of the fields with an error, nested ones (`domicilio.calle_id`) included. */
export function rutasConError(errores: FieldErrors<FieldValues>, prefijo = ''): string[] {
  const rutas: string[] = [];
  for (const [clave, valor] of Object.entries(errores)) {
    if (!valor || typeof valor !== 'object') continue;
    const ruta = prefijo ? `${prefijo}.${clave}` : clave;
    if (typeof (valor as { type?: unknown }).type === 'string' || typeof (valor as { message?: unknown }).message === 'string') rutas.push(ruta);
    else rutas.push(...rutasConError(valor as FieldErrors<FieldValues>, ruta));
  }
  return rutas;
}

/** The step of `pasos` that shows a field: a market opening's address errors show on the establishment's (its market). */
export function pasoDeCampoEn(pasos: readonly Paso[], ruta: string): IdPaso {
  const id = pasoDeCampo(ruta);
  return pasos.some((p) => p.id === id) ? id : 'establecimiento';
}

/** The index of the first step (in `pasos`) that holds one of the errors or missing files, or null. */
export function primerPasoConError(pasos: readonly Paso[], rutas: readonly string[], faltantes: Iterable<string> = []): number | null {
  const ids = new Set<IdPaso>([...rutas.map((r) => pasoDeCampoEn(pasos, r)), ...[...faltantes].map(pasoDeArchivo)]);
  const i = pasos.findIndex((p) => ids.has(p.id));
  return i < 0 ? null : i;
}

/** Keeps a step index within the request's steps. */
export const acotarPaso = (i: number, pasos: readonly Paso[]): number => Math.min(Math.max(0, Math.trunc(Number.isFinite(i) ? i : 0)), pasos.length - 1);

// Beside the draft, with the same prefix, so signing out forgets it with the drafts (borradores.ts).
const PREFIJO = 'ventanilla.borrador.';
const SUFIJO = ':paso';

/** The step saved for a form's draft key, or null. */
export function leerPaso(almacen: Storage | null, clave: string): IdPaso | null {
  const v = almacen?.getItem(PREFIJO + clave + SUFIJO);
  return TODOS.some((p) => p.id === v) ? (v as IdPaso) : null;
}

export function escribirPaso(almacen: Storage | null, clave: string, paso: IdPaso): void {
  try {
    almacen?.setItem(PREFIJO + clave + SUFIJO, paso);
  } catch {
    // A full or blocked storage only means the form opens at its first step.
  }
}

export function borrarPaso(almacen: Storage | null, clave: string): void {
  almacen?.removeItem(PREFIJO + clave + SUFIJO);
}
