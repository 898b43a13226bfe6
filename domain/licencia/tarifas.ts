// Fees of the licence procedure's payable services (spec 1 §9 service ids). The municipality's
// Ley de Ingresos sets them in UMA (Unidad de Medida y Actualización); amounts are kept in
// cents so no float ever reaches a statement.
import { CLAVE_TARIFA, TARIFARIO_BASE, umaDe, type Tarifario } from '../catalogos/tarifas';
import { esFechaIso } from '../tramite/fechas';
import { SERVICIO } from '../tramite/servicios';
import { fechaLargaIso } from './extemporaneo';

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
  /** spec 1 §4.8: the deadline whose passing the late fee charges (YYYY-MM-DD), named on its line */
  plazoVencido?: string | null;
}

const uma = (n: number) => Math.round(n * UMA_DIARIA_CENTAVOS);
export const pesos = (centavos: number) => (centavos / 100).toFixed(2);

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/**
 * The lines of a statement of 1750, 1752, 1753 or 1755. The UMA factors come from `tarifario` (the
 * catalogue's lines in force when the request was created; domain/catalogos/tarifas.ts); the default
 * is the code's own table, so a caller without a catalogue prices as before.
 */
export function conceptosDe(servicio: number, d: DatosTarifa, tarifario: Tarifario = TARIFARIO_BASE): { conceptos: Concepto[]; totalCentavos: number } {
  const lineas: [string, number][] = [];
  const f = (clave: string) => umaDe(tarifario, clave);
  switch (servicio) {
    case SERVICIO.USO_SUELO: {
      const porM2 = f(CLAVE_TARIFA.usoSueloM2);
      lineas.push(['Constancia de uso de suelo comercial', uma(f(CLAVE_TARIFA.usoSueloConstancia))]);
      lineas.push([`Superficie (${d.superficieM2} m² × ${porM2} UMA)`, uma(porM2 * d.superficieM2)]);
      break;
    }
    case SERVICIO.ANUENCIA:
      lineas.push([`Anuencia de Protección Civil (riesgo ${d.riesgo})`, uma(f(CLAVE_TARIFA.anuencia(d.riesgo)))]);
      break;
    case SERVICIO.RESIDUOS: {
      const desde = Math.min(12, Math.max(1, Number(d.mesPagoResiduos) || 1));
      const meses = 13 - desde;
      const mensual = f(CLAVE_TARIFA.residuosMes(d.riesgo));
      lineas.push([`Recolección de residuos sólidos, ${MESES[desde - 1]} a diciembre (${meses} meses × ${mensual} UMA)`, uma(mensual * meses)]);
      break;
    }
    case SERVICIO.EXTEMPORANEO:
      lineas.push([
        d.plazoVencido && esFechaIso(d.plazoVencido) ? `Recargo por pago extemporáneo de derechos (plazo vencido el ${fechaLargaIso(d.plazoVencido)})` : 'Recargo por pago extemporáneo de derechos',
        uma(f(CLAVE_TARIFA.extemporaneo)),
      ]);
      break;
    default:
      throw new Error(`Servicio sin tarifa: ${servicio}`);
  }
  const totalCentavos = lineas.reduce((s, [, c]) => s + c, 0);
  return { conceptos: lineas.map(([concepto, c]) => ({ concepto, importe: pesos(c) })), totalCentavos };
}
