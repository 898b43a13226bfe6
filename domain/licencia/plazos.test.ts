import { describe, expect, it } from 'vitest';
import { SERVICIO } from '../tramite/servicios';
import { PLAZOS_SARE, plazosPara } from './plazos';
import { plazosLicenciasSchema } from './plazos-config';
import { conceptosDe } from './tarifas';

describe('due dates', () => {
  it('SARE steps add up to the 72 business hours it promises', () => {
    expect(Object.values(PLAZOS_SARE).reduce((a, b) => a + b, 0)).toBe(72);
    expect(plazosPara(2, { validacion_datos: 1 })).toBe(PLAZOS_SARE);
  });
  it('Licencias steps are configurable', () => {
    expect(plazosPara(1, { validacion_datos: 24 }).validacion_datos).toBe(24);
    expect(plazosPara(1).firma_tesorero).toBe(16);
  });
  it('PLAZOS_LICENCIAS is validated: JSON of known steps with positive hours', () => {
    expect(plazosLicenciasSchema.parse('{"validacion_datos":24}')).toEqual({ validacion_datos: 24 });
    expect(plazosLicenciasSchema.safeParse('{validacion_datos:24}').success).toBe(false);
    expect(plazosLicenciasSchema.safeParse('{"validacion_dato":24}').success).toBe(false);
    expect(plazosLicenciasSchema.safeParse('{"firma_tesorero":0}').success).toBe(false);
  });
});

describe('fees', () => {
  it('bills land use by surface, anuencia by risk, waste by remaining months', () => {
    expect(conceptosDe(SERVICIO.USO_SUELO, { superficieM2: 100, riesgo: 'bajo', mesPagoResiduos: '01' }).totalCentavos).toBe(11314 * 15);
    expect(conceptosDe(SERVICIO.ANUENCIA, { superficieM2: 100, riesgo: 'alto', mesPagoResiduos: '01' }).conceptos[0].importe).toBe('3394.20');
    const r = conceptosDe(SERVICIO.RESIDUOS, { superficieM2: 100, riesgo: 'bajo', mesPagoResiduos: '11' });
    expect(r.conceptos[0].concepto).toContain('noviembre a diciembre (2 meses');
    expect(r.totalCentavos).toBe(11314 * 4);
    expect(() => conceptosDe(SERVICIO.ANUNCIOS, { superficieM2: 1, riesgo: 'bajo', mesPagoResiduos: '01' })).toThrow();
  });
});
