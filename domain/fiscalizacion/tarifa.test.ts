import { describe, expect, it } from 'vitest';
import { UMA_DIARIA_CENTAVOS } from '../licencia/tarifas';
import { tarifaFiscalizacion } from './tarifa';

describe('fee of service 1754: approved hours × hourly tariff', () => {
  const detalles = [
    { fecha: '2027-01-08', hora_inicio: '23:00', hora_fin: '01:00', horas_aprobadas: 2, aprobado: true },
    { fecha: '2027-01-07', hora_inicio: '23:00', hora_fin: '01:00', horas_aprobadas: 1, aprobado: true },
    { fecha: '2027-01-09', hora_inicio: '23:00', hora_fin: '01:00', horas_aprobadas: 0, aprobado: false },
  ];
  it('charges a bar 4 UMA per approved hour, one line per date with hours', () => {
    const r = tarifaFiscalizacion('EXTRA', 2, detalles);
    expect(r.horas).toBe(3);
    expect(r.totalCentavos).toBe(3 * Math.round(4 * UMA_DIARIA_CENTAVOS));
    expect(r.conceptos.map((c) => c.concepto)).toEqual([
      'Horario extraordinario del 07/01/2027, 23:00 a 01:00 (1 h × 4 UMA)',
      'Horario extraordinario del 08/01/2027, 23:00 a 01:00 (2 h × 4 UMA)',
    ]);
    expect(r.conceptos[0].importe).toBe('452.56');
  });
  it('live music has its own tariff; no approved hours is zero', () => {
    expect(tarifaFiscalizacion('VARIEDAD', 4, detalles).totalCentavos).toBe(3 * Math.round(3 * UMA_DIARIA_CENTAVOS));
    expect(tarifaFiscalizacion('EXTRA', 1, [{ ...detalles[0], horas_aprobadas: null }])).toEqual({ conceptos: [], totalCentavos: 0, horas: 0 });
  });
});
