import { CLAVES_PASO, defPaso, type ClavePaso } from '../../domain/licencia/machine';

/** Human names of the procedures that reach the staff inbox (grows with each procedure). */
export const PROCEDIMIENTOS: Record<string, string> = {
  perfil: 'Perfil de contribuyente',
  licencia: 'Licencia de funcionamiento',
};

export const nombreProcedimiento = (clave: string) => PROCEDIMIENTOS[clave] ?? clave;

export const ESTADOS_TAREA: Record<string, string> = {
  pendiente: 'Pendiente',
  resuelta: 'Resuelta',
  cancelada: 'Cancelada',
};

const esPasoLicencia = (paso: string): paso is ClavePaso => (CLAVES_PASO as readonly string[]).includes(paso);

/** The step's name as the timeline says it (spec 1 §4.5), e.g. 'Validación de anuencia'. */
export const nombrePaso = (paso: string) => (esPasoLicencia(paso) ? defPaso(paso).etiqueta : paso);

/** The signature steps: their approve button reads 'Firmar licencia'. */
export const esFirma = (paso: string) => paso === 'firma_director' || paso === 'firma_tesorero';

/** The service whose payment a validation step checks (spec 1 §9 ids), or null. */
export function servicioValidado(paso: string): number | null {
  if (!esPasoLicencia(paso)) return null;
  const valida = defPaso(paso).validaPago;
  return valida ? (defPaso(valida).servicio ?? null) : null;
}

/** What the approve button and its confirmation say for a task. */
export function textosAprobar(procedimiento: string, paso: string): { boton: string; descripcion: string; firma: boolean } {
  if (procedimiento === 'licencia' && esFirma(paso)) {
    return { boton: 'Firmar licencia', descripcion: 'Se firmará la licencia de funcionamiento y se notificará al contribuyente. ¿Desea continuar?', firma: true };
  }
  if (procedimiento === 'licencia') {
    return {
      boton: 'Aprobar',
      descripcion: `Se aprobará el paso «${nombrePaso(paso)}», la solicitud continuará su trámite y se notificará al contribuyente. ¿Desea continuar?`,
      firma: false,
    };
  }
  return { boton: 'Aprobar', descripcion: 'Se validará la información y se notificará al contribuyente. ¿Desea continuar?', firma: false };
}
