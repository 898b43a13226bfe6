import { describe, expect, it } from 'vitest';
import { tarifaAnuncios } from '../anuncios/tarifa';
import { tarifaFiscalizacion } from '../fiscalizacion/tarifa';
import { conceptosDe, UMA_DIARIA_CENTAVOS } from '../licencia/tarifas';
import { SERVICIO } from '../tramite/servicios';
import { CLAVE_TARIFA, TARIFARIO_BASE, TARIFAS_BASE, tarifarioDe, umaDe } from './tarifas';

const uma = (n: number) => Math.round(n * UMA_DIARIA_CENTAVOS);
const d = { superficieM2: 100, riesgo: 'medio' as const, mesPagoResiduos: '07' };

describe('TARIFAS_BASE', () => {
  it('one line per clave, all of 1750–1756 except 1751, every factor positive', () => {
    expect(new Set(TARIFAS_BASE.map((l) => l.clave)).size).toBe(TARIFAS_BASE.length);
    expect(new Set(TARIFAS_BASE.map((l) => l.servicio))).toEqual(new Set([1750, 1752, 1753, 1754, 1755, 1756]));
    for (const l of TARIFAS_BASE) expect(l.uma).toBeGreaterThan(0);
  });
  it('the defaults price today’s amounts', () => {
    expect(conceptosDe(SERVICIO.USO_SUELO, d).totalCentavos).toBe(uma(10) + uma(5));
    expect(conceptosDe(SERVICIO.ANUENCIA, d).totalCentavos).toBe(uma(15));
    expect(conceptosDe(SERVICIO.RESIDUOS, d).totalCentavos).toBe(uma(3 * 6));
    expect(conceptosDe(SERVICIO.EXTEMPORANEO, d).totalCentavos).toBe(uma(5));
    const h = [{ fecha: '2026-05-01', hora_inicio: '02:00', hora_fin: '04:00', horas_aprobadas: 2 }];
    expect(tarifaFiscalizacion('EXTRA', 4, h).totalCentavos).toBe(2 * uma(6));
    expect(tarifaFiscalizacion('VARIEDAD', 1, h).totalCentavos).toBe(2 * uma(1));
    expect(tarifaAnuncios([{ tipo_anuncio_id: 2, largo: 1, ancho: 1, caras: 1 }]).totalCentavos).toBe(uma(6));
    expect(tarifaAnuncios([{ tipo_anuncio_id: 9, largo: 0.1, ancho: 0.1, caras: 1 }]).totalCentavos).toBe(uma(1));
  });
});

describe('a tarifario', () => {
  it('rows in force override their lines; unknown lines or another service are ignored', () => {
    const t = tarifarioDe([
      { servicio: 1752, clave: CLAVE_TARIFA.anuencia('medio'), uma: '20.0000' },
      { servicio: 1750, clave: CLAVE_TARIFA.anuencia('alto'), uma: 99 },
      { servicio: 1752, clave: 'inventada', uma: 3 },
    ]);
    expect(umaDe(t, CLAVE_TARIFA.anuencia('medio'))).toBe(20);
    expect(umaDe(t, CLAVE_TARIFA.anuencia('alto'))).toBe(30);
    expect(t.inventada).toBeUndefined();
    expect(conceptosDe(SERVICIO.ANUENCIA, d, t).totalCentavos).toBe(uma(20));
    expect(() => umaDe(TARIFARIO_BASE, 'inventada')).toThrow(RangeError);
  });
  it('every pricing function reads it', () => {
    const t = tarifarioDe([
      { servicio: 1755, clave: CLAVE_TARIFA.usoSueloM2, uma: 0.1 },
      { servicio: 1754, clave: CLAVE_TARIFA.horario('EXTRA', 4), uma: 7 },
      { servicio: 1756, clave: CLAVE_TARIFA.anuncio(2), uma: 8 },
      { servicio: 1756, clave: CLAVE_TARIFA.anuncioMinimo, uma: 2 },
    ]);
    expect(conceptosDe(SERVICIO.USO_SUELO, d, t).totalCentavos).toBe(uma(10) + uma(10));
    const h = [{ fecha: '2026-05-01', hora_inicio: '02:00', hora_fin: '03:00', horas_aprobadas: 1 }];
    expect(tarifaFiscalizacion('EXTRA', 4, h, t).totalCentavos).toBe(uma(7));
    expect(tarifaAnuncios([{ tipo_anuncio_id: 2, largo: 1, ancho: 1, caras: 1 }], {}, t).totalCentavos).toBe(uma(8));
    expect(tarifaAnuncios([{ tipo_anuncio_id: 9, largo: 0.1, ancho: 0.1, caras: 1 }], {}, t).totalCentavos).toBe(uma(2));
  });
});
