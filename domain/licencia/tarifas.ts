// Fees of the licence procedure's payable services (spec 1 §9 service ids). The municipality's
// Ley de Ingresos sets them in UMA (Unidad de Medida y Actualización); amounts are kept in
// cents so no float ever reaches a statement.
import { SERVICIO } from '../tramite/servicios';

/** Daily UMA published by INEGI; updated each February. */
export const UMA_DIARIA_CENTAVOS = 11_314;

export interface Concepto {
  concepto: string;
  importe: string;
}

export interface DatosTarifa {
  superficieM2: number;
  riesgo: 'bajo' | 'medio' | 'alto';
  /** '01'..'12': first month of the year billed for waste collection */
  mesPagoResiduos: string;
}

const uma = (n: number) => Math.round(n * UMA_DIARIA_CENTAVOS);
export const pesos = (centavos: number) => (centavos / 100).toFixed(2);

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

export function conceptosDe(servicio: number, d: DatosTarifa): { conceptos: Concepto[]; totalCentavos: number } {
  const lineas: [string, number][] = [];
  switch (servicio) {
    case SERVICIO.USO_SUELO:
      lineas.push(['Constancia de uso de suelo comercial', uma(10)]);
      lineas.push([`Superficie (${d.superficieM2} m² × 0.05 UMA)`, uma(0.05 * d.superficieM2)]);
      break;
    case SERVICIO.ANUENCIA: {
      const factor = d.riesgo === 'alto' ? 30 : d.riesgo === 'medio' ? 15 : 5;
      lineas.push([`Anuencia de Protección Civil (riesgo ${d.riesgo})`, uma(factor)]);
      break;
    }
    case SERVICIO.RESIDUOS: {
      const desde = Math.min(12, Math.max(1, Number(d.mesPagoResiduos) || 1));
      const meses = 13 - desde;
      const mensual = d.riesgo === 'alto' ? 4 : d.riesgo === 'medio' ? 3 : 2;
      lineas.push([`Recolección de residuos sólidos, ${MESES[desde - 1]} a diciembre (${meses} meses × ${mensual} UMA)`, uma(mensual * meses)]);
      break;
    }
    case SERVICIO.EXTEMPORANEO:
      lineas.push(['Recargo por pago extemporáneo de derechos', uma(5)]);
      break;
    default:
      throw new Error(`Servicio sin tarifa: ${servicio}`);
  }
  const totalCentavos = lineas.reduce((s, [, c]) => s + c, 0);
  return { conceptos: lineas.map(([concepto, c]) => ({ concepto, importe: pesos(c) })), totalCentavos };
}
