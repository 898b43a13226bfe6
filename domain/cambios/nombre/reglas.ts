// The trade-name change's rules that are not steps (spec 2 §2, §4, §5): when its form may be
// updated, whether the establishment holds this year's licence, and what must be there before
// the request is sent to review. Pure: the API enforces them, the web shows them.
import { ESTATUS } from '../../tramite/estatus';
import { CAMBIO } from '../comun';
import { documentosCambio, faltantes } from '../documentos';
import { MSG_NOMBRE, MSG_NOMBRE_EXTRA, limpiarNombre, mismoNombre } from './schema';
import { sinCurso } from '../../tramite/lectura';

/**
 * spec 2 §4 trade name: 'update allowed in 1 and 3' — on top of the 1 or 5 every change request
 * allows (a returned request is corrected before it is sent again). Never once approved.
 */
export const ESTATUS_EDITABLES_NOMBRE: readonly number[] = [ESTATUS.BORRADOR, ESTATUS.EN_PROCESO, ESTATUS.RECHAZADO];
export const esEditableNombre = (estatus: number) => ESTATUS_EDITABLES_NOMBRE.includes(estatus);

/** The two documents of spec 2 §2 (scd_identificacion, scd_constancia): both required (not on §5's optional list). */
export const documentosNombre = () => documentosCambio(CAMBIO.NOMBRE, {});

export interface LicenciaAnio {
  id: number;
  anio: number;
  /** the licence request's state (solicitudes.estado): 'terminada' once issued */
  estado: string;
  revocada: boolean;
  renovacion: boolean;
  folio?: string | null;
}

export type LicenciaActual =
  | { estado: 'emitida'; licencia: LicenciaAnio; mensaje: string }
  | { estado: 'en_tramite'; licencia: LicenciaAnio; mensaje: string }
  | { estado: 'ninguna'; licencia: null; mensaje: string };

/**
 * spec 2 §2 '¿Tiene licencia de año actual?': this year's licence, issued and not revoked, is
 * 'encontrada exitosamente'; none for this year is 'no encontrada'; one of this year that is not
 * issued (still in course, returned or revoked) is 'No se ha encontrado la licencia de este año'.
 */
export function licenciaDelAnio(licencias: readonly LicenciaAnio[], anio: number): LicenciaActual {
  const delAnio = licencias.filter((l) => l.anio === anio);
  const emitida = delAnio.find((l) => l.estado === 'terminada' && !l.revocada);
  if (emitida) return { estado: 'emitida', licencia: emitida, mensaje: MSG_NOMBRE.licenciaEncontrada };
  if (delAnio.length) return { estado: 'en_tramite', licencia: delAnio[0], mensaje: MSG_NOMBRE.licenciaNoHallada };
  return { estado: 'ninguna', licencia: null, mensaje: MSG_NOMBRE.licenciaNoEncontrada };
}

/** A request filed with a renewal (the "Extra" paths) needs this year's renewal, not refused. */
export function renovacionDelAnio(licencias: readonly LicenciaAnio[], anio: number): LicenciaAnio | null {
  return licencias.find((l) => l.anio === anio && l.renovacion && !sinCurso(l.estado) && !l.revocada) ?? null;
}

/** The new name's own errors against the current name (by field; empty when fine). */
export function erroresNombre(nuevo: unknown, actual: string): Record<string, string[]> {
  const n = typeof nuevo === 'string' ? limpiarNombre(nuevo) : '';
  if (!n) return { nuevo_nombre_comercial: [MSG_NOMBRE.requerido] };
  if (mismoNombre(n, actual)) return { nuevo_nombre_comercial: [MSG_NOMBRE_EXTRA.mismoNombre] };
  return {};
}

/**
 * What is missing before 'Enviar a revisión' (spec 2 §5): the new name, different from the current
 * one, and both documents. By field, each with 'El campo es requerido' (or why the name is refused).
 */
export function erroresEnvioNombre(d: { nuevo: unknown; actual: string; presentes: ReadonlySet<string> }): Record<string, string[]> {
  const errores = erroresNombre(d.nuevo, d.actual);
  for (const codigo of faltantes(documentosNombre(), d.presentes)) errores[codigo] = [MSG_NOMBRE.requerido];
  return errores;
}
