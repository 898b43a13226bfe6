// The documents each procedure asks for (catalogos/entregables, spec 3 §2.9): the code's own lists
// are the defaults; the office adjusts them with versioned cat_entregables rows (rename, make
// required or optional, remove, or add a document the code does not know). Pure: the API's send
// check and the forms apply the same adjustments with aplicarEntregables.
import { NOMBRE_DOCUMENTO_LICENCIA } from '../licencia/documentos';
import { CODIGOS_DOCUMENTO, CODIGOS_FOTO } from '../licencia/constantes';

export interface DocumentoCatalogo {
  codigo: string;
  etiqueta: string;
}

export interface ProcedimientoEntregables {
  /** the definition's clave (cat_entregables.procedimiento) */
  clave: string;
  nombre: string;
  documentos: readonly DocumentoCatalogo[];
}

const docs = (codigos: readonly string[], nombres: Readonly<Record<string, string>>): DocumentoCatalogo[] =>
  codigos.map((codigo) => ({ codigo, etiqueta: nombres[codigo] ?? codigo }));

/** Codes of the licence kept by staff (payment validation, spec 1 §4.5), not part of the taxpayer's form. */
const CODIGOS_SOLO_OFICINA: ReadonlySet<string> = new Set([
  'pago_predial',
  'solicitud_fiscalizacion_firmada',
  'recibo_pago_fiscalizacion',
  'recibo_pago_extemporaneo',
  'recibo_pago_du',
  'comprobante_pago_1750',
  'comprobante_pago_1752',
  'comprobante_pago_1753',
  'comprobante_pago_1755',
  'cedula_catastral',
]);

/**
 * Procedures whose documents the office may adjust, keyed by clave. Only procedures that read the
 * adjustments when a request is sent belong here, so an edit never silently does nothing.
 */
export const PROCEDIMIENTOS_ENTREGABLES: Readonly<Record<string, ProcedimientoEntregables>> = {
  licencia: {
    clave: 'licencia',
    nombre: 'Licencia de funcionamiento',
    // Staff-side payment proofs and signed forms are attached by the office, not asked of the
    // taxpayer, so they are not offered as adjustable documents of the form.
    documentos: docs(
      [...CODIGOS_DOCUMENTO.filter((c) => !CODIGOS_SOLO_OFICINA.has(c)), ...CODIGOS_FOTO],
      NOMBRE_DOCUMENTO_LICENCIA,
    ),
  },
};


export const procedimientoEntregables = (clave: string): ProcedimientoEntregables | undefined =>
  Object.prototype.hasOwnProperty.call(PROCEDIMIENTOS_ENTREGABLES, clave) ? PROCEDIMIENTOS_ENTREGABLES[clave] : undefined;

/** The label the procedure's code gives a document (undefined: not a code of the procedure). */
export function etiquetaBase(procedimiento: string, codigo: string): string | undefined {
  return procedimientoEntregables(procedimiento)?.documentos.find((d) => d.codigo === codigo)?.etiqueta;
}

/** An office adjustment in force (a cat_entregables row). */
export interface AjusteEntregable {
  codigo: string;
  etiqueta: string;
  requerido: boolean;
  activo: boolean;
  adicional: boolean;
}

/** A document after the adjustments: `etiqueta` is set when the office renamed it or added it. */
export interface EntregableAjustado {
  codigo: string;
  requerido: boolean;
  etiqueta?: string;
  adicional?: boolean;
}

/**
 * Applies the adjustments in force to the documents the rules chose for a request:
 * - a row of a listed code with activo false removes it; otherwise `requerido` overrides and
 *   `etiqueta` renames it;
 * - a row of a code the request's rules did not choose only matters when it is `adicional` (and
 *   active): it appends a document to every request of the procedure (required unless marked otherwise). A non-additional
 *   row never adds a code the rules left out (e.g. the lease papers of an owned property).
 */
export function aplicarEntregables<B extends { codigo: string; requerido: boolean }>(
  base: readonly B[],
  ajustes: readonly AjusteEntregable[],
): (B & EntregableAjustado)[] {
  const porCodigo = new Map(ajustes.map((a) => [a.codigo, a]));
  const salida: (B & EntregableAjustado)[] = [];
  for (const d of base) {
    const a = porCodigo.get(d.codigo);
    if (!a) {
      salida.push({ ...d });
      continue;
    }
    if (!a.activo) continue;
    salida.push({ ...d, requerido: a.requerido, etiqueta: a.etiqueta });
  }
  const presentes = new Set(base.map((d) => d.codigo));
  for (const a of ajustes) {
    if (!a.adicional || !a.activo || presentes.has(a.codigo)) continue;
    // Required unless the office marked it optional (the table defaults to required).
    salida.push({ codigo: a.codigo, requerido: a.requerido, etiqueta: a.etiqueta, adicional: true } as B & EntregableAjustado);
  }
  return salida;
}

/** Codes that must carry a file before sending, after the adjustments. */
export const codigosRequeridos = (docsAjustados: readonly { codigo: string; requerido: boolean }[]): string[] =>
  docsAjustados.filter((d) => d.requerido).map((d) => d.codigo);
