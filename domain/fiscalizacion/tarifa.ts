// The fee of service 1754 (spec 2 §9, extra hours) for an extraordinary-hours or live-music request:
// the hours Fiscalización approved, date by date, times an hourly tariff in UMA that depends on the
// establishment's patente type. Our tariff (the spec gives none), in the Ley de Ingresos' unit:
//
//   UMA per approved hour   1 tiendas   2 bar y cantina   3 restaurante bar   4 discoteca
//   EXTRA                      2             4                  3                 6
//   VARIEDAD (música viva)     1             2                  2                 3
//
// One line per date with approved hours; a date with none (or not approved) is not charged.
// Amounts in cents, like every statement. The factors are lines of the office's tariff catalogue
// (domain/catalogos/tarifas.ts); the table above is their default.
import { CLAVE_TARIFA, TARIFARIO_BASE, umaDe, type Tarifario } from '../catalogos/tarifas';
import { UMA_DIARIA_CENTAVOS, pesos, type Concepto } from '../licencia/tarifas';
import type { TipoEstablecimiento, TipoSolicitudFiscalizacion } from './reglas';

const porPatente = (tipo: TipoSolicitudFiscalizacion) =>
  ({ 1: umaDe(TARIFARIO_BASE, CLAVE_TARIFA.horario(tipo, 1)), 2: umaDe(TARIFARIO_BASE, CLAVE_TARIFA.horario(tipo, 2)), 3: umaDe(TARIFARIO_BASE, CLAVE_TARIFA.horario(tipo, 3)), 4: umaDe(TARIFARIO_BASE, CLAVE_TARIFA.horario(tipo, 4)) }) as const;

/** The default factors (the table above), as the catalogue's base lines hold them. */
export const UMA_POR_HORA: Readonly<Record<TipoSolicitudFiscalizacion, Readonly<Record<TipoEstablecimiento, number>>>> = {
  EXTRA: porPatente('EXTRA'),
  VARIEDAD: porPatente('VARIEDAD'),
};

export interface DetalleCobro {
  fecha: string;
  hora_inicio: string;
  hora_fin: string;
  horas_aprobadas: number | null;
  aprobado?: boolean | null;
}

const fechaCorta = (f: string) => `${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)}`;

export function tarifaFiscalizacion(
  tipo: TipoSolicitudFiscalizacion,
  tipoEstablecimiento: TipoEstablecimiento,
  detalles: readonly DetalleCobro[],
  tarifario: Tarifario = TARIFARIO_BASE,
): { conceptos: Concepto[]; totalCentavos: number; horas: number } {
  const umaHora = umaDe(tarifario, CLAVE_TARIFA.horario(tipo, tipoEstablecimiento));
  const porHora = Math.round(umaHora * UMA_DIARIA_CENTAVOS);
  const que = tipo === 'EXTRA' ? 'Horario extraordinario' : 'Música viva';
  const conceptos: Concepto[] = [];
  let total = 0;
  let horas = 0;
  for (const d of [...detalles].sort((a, b) => (a.fecha < b.fecha ? -1 : 1))) {
    const h = d.aprobado === false ? 0 : Math.max(0, Math.trunc(d.horas_aprobadas ?? 0));
    if (!h) continue;
    const importe = h * porHora;
    total += importe;
    horas += h;
    conceptos.push({
      concepto: `${que} del ${fechaCorta(d.fecha)}, ${d.hora_inicio} a ${d.hora_fin} (${h} h × ${umaHora} UMA)`,
      importe: pesos(importe),
    });
  }
  return { conceptos, totalCentavos: total, horas };
}
