// The fees of services 1757 (tower) and 1758 (billboard), in UMA.
import { describe, expect, it } from 'vitest';
import { UMA_DIARIA_CENTAVOS } from '../licencia/tarifas';
import { areaEspectacular, tarifaEspectacular, tarifaTorre } from './tarifa';

const uma = (n: number) => Math.round(n * UMA_DIARIA_CENTAVOS);
const pesos = (c: number) => (c / 100).toFixed(2);

describe('tower (1757)', () => {
  it('new: 100 UMA + 2 UMA per metre', () => {
    const t = tarifaTorre({ alturaMts: 30, renovacion: false });
    expect(t.conceptos).toHaveLength(2);
    expect(t.totalCentavos).toBe(uma(100) + uma(60));
    expect(t.total).toBe(pesos(uma(100) + uma(60)));
    expect(t.conceptos[1].concepto).toContain('30.00 m');
  });
  it('renewal: 40 UMA + 1 UMA per metre', () => {
    const t = tarifaTorre({ alturaMts: 25.5, renovacion: true });
    expect(t.totalCentavos).toBe(uma(40) + uma(25.5));
    expect(t.conceptos[0].concepto).toContain('renovación');
  });
  it('a missing height charges only the base', () => expect(tarifaTorre({ alturaMts: Number.NaN, renovacion: false }).totalCentavos).toBe(uma(100) + 0));
});

describe('billboard (1758)', () => {
  const secciones = [
    { largo: 12, ancho: 6 },
    { largo: 3, ancho: 2.5 },
  ];
  it('the area by view', () => expect(areaEspectacular({ secciones, vistas: 2 })).toBe(159));
  it('50 UMA + 4 UMA per m² and view', () => {
    const t = tarifaEspectacular({ secciones, vistas: 2, luminoso: false });
    expect(t.totalCentavos).toBe(uma(50) + uma(159 * 4));
    expect(t.conceptos[1].concepto).toBe('Superficie: 2 secciones, 2 vistas, 159.00 m² × 4 UMA por m²');
  });
  it('lit: 25 % more on the area, on a line of its own', () => {
    const t = tarifaEspectacular({ secciones: [{ largo: 10, ancho: 5 }], vistas: 1, luminoso: true });
    expect(t.conceptos).toHaveLength(3);
    expect(t.totalCentavos).toBe(uma(50) + uma(200) + Math.round(uma(200) * 0.25));
    expect(Number(t.total)).toBeCloseTo(t.conceptos.reduce((s, c) => s + Number(c.importe), 0), 2);
  });
});
