// How the inbox names a task and its decision: read from the procedure's definition (domain/), so
// a new procedure needs nothing here.
import { TRAMITES, nombreTramite } from '../../domain/tramites';
import { esPasoDeFirma, type DefPaso } from '../../domain/tramite/definicion';

/** Procedures that reach the staff inbox, by key, with their names (the filter of the inbox). */
export const PROCEDIMIENTOS: Record<string, string> = Object.fromEntries(Object.values(TRAMITES).map((d) => [d.clave, d.nombre]));

export const nombreProcedimiento = nombreTramite;

export const ESTADOS_TAREA: Record<string, string> = {
  pendiente: 'Pendiente',
  resuelta: 'Resuelta',
  cancelada: 'Cancelada',
};

const pasoDe = (procedimiento: string, paso: string): DefPaso | undefined =>
  (TRAMITES[procedimiento]?.pasos as readonly DefPaso[] | undefined)?.find((p) => p.clave === paso);

/** The step's name as the timeline says it (spec 1 §4.5), e.g. 'Validación de anuencia'. */
export const nombrePaso = (procedimiento: string, paso: string) => pasoDe(procedimiento, paso)?.etiqueta ?? paso;

/** The service whose payment a validation step checks (spec 1 §9 ids), or null. */
export function servicioValidado(procedimiento: string, paso: string): number | null {
  const valida = pasoDe(procedimiento, paso)?.validaPago;
  return valida ? (pasoDe(procedimiento, valida)?.servicio ?? null) : null;
}

/** What the approve button and its confirmation say for a task. */
export function textosAprobar(procedimiento: string, paso: string): { boton: string; descripcion: string; firma: boolean } {
  const def = TRAMITES[procedimiento];
  const p = pasoDe(procedimiento, paso);
  if (esPasoDeFirma(p)) {
    return { boton: def?.firmar?.boton ?? 'Firmar', descripcion: def?.firmar?.descripcion ?? 'Se firmará el documento y se notificará al contribuyente. ¿Desea continuar?', firma: true };
  }
  if (def?.aprobar) return { ...def.aprobar, firma: false };
  return {
    boton: 'Aprobar',
    descripcion: `Se aprobará el paso «${nombrePaso(procedimiento, paso)}», la solicitud continuará su trámite y se notificará al contribuyente. ¿Desea continuar?`,
    firma: false,
  };
}
