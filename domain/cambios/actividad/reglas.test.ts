import { describe, expect, it } from 'vitest';
import { MSG_CA, MSG_CA_EXTRA } from './mensajes';
import { alcoholPropuesto, areaRevisionActividad, avisoRevision, documentosFaltantes, esHotelPropuesto, girosPropuestos, mismaActividad, ranurasActividad, reasignadaALicencias } from './reglas';

const codigos = (l: { codigo: string }[]) => l.map((x) => x.codigo);

describe('change of activity: rules (spec 2 §3, §5, §8)', () => {
  it('the proposed activities: main first, unknown ids dropped', () => {
    expect(girosPropuestos({ giro_actividad_id: 10, actividades_secundarias: [17, 999, 10] })).toEqual([10, 17]);
    expect(girosPropuestos({})).toEqual([]);
  });

  it('lodging when an activity says HOTEL or MOTEL; alcohol when one has req_patente SI', () => {
    expect(esHotelPropuesto({ giro_actividad_id: 12, actividades_secundarias: [] })).toBe(true);
    expect(esHotelPropuesto({ giro_actividad_id: 10, actividades_secundarias: [13] })).toBe(true);
    expect(esHotelPropuesto({ giro_actividad_id: 15, actividades_secundarias: [10] })).toBe(false);
    expect(alcoholPropuesto({ giro_actividad_id: 10, actividades_secundarias: [3] })).toBe(true);
    expect(alcoholPropuesto({ giro_actividad_id: 10, actividades_secundarias: [17] })).toBe(false);
  });

  it('documents: waste and sanitation always; hotel tax for lodging; land use only when attached', () => {
    const r = ranurasActividad({ giro_actividad_id: 10, actividades_secundarias: [17] });
    expect(codigos(r.documentos)).toEqual(['scdd_constancia_rs', 'scdd_saneamiento']);
    expect(r.propiedad).toEqual([]);
    expect(codigos(r.fotos)).toEqual(['frente', 'interior', 'wc', 'lateralIzquierdo', 'lateralDerecho']);
    expect(codigos(ranurasActividad({ giro_actividad_id: 12, actividades_secundarias: [10], tiene_uso_suelo: true }).documentos)).toEqual([
      'scdd_constancia_rs',
      'scdd_saneamiento',
      'impuesto_hospedaje',
      'constancia_us_ca',
    ]);
  });

  it('alcohol documents follow the licence answers', () => {
    const bar = { giro_actividad_id: 11, actividades_secundarias: [10] };
    expect(codigos(ranurasActividad({ ...bar, has_licencia_bebidas: false }).documentos)).toContain('pago_licencia_bebidas');
    expect(codigos(ranurasActividad({ ...bar, has_licencia_bebidas: true, patente_propia: true }).documentos)).toContain('licencia');
    expect(codigos(ranurasActividad({ ...bar, has_licencia_bebidas: true, patente_propia: false }).documentos)).toContain('licencia_comodato');
    // Answers left over from an alcohol activity do not ask for alcohol documents once it is gone.
    const sin = codigos(ranurasActividad({ giro_actividad_id: 10, actividades_secundarias: [17], has_licencia_bebidas: false }).documentos);
    expect(sin).not.toContain('pago_licencia_bebidas');
  });

  it('property documents by property type', () => {
    const base = { giro_actividad_id: 10, actividades_secundarias: [17] };
    expect(codigos(ranurasActividad({ ...base, tipo_propiedad_id: 1 }).propiedad)).toEqual(['titulo_escritura']);
    expect(codigos(ranurasActividad({ ...base, tipo_propiedad_id: 2 }).propiedad)).toEqual(['arrendamiento_contrato', 'arrendamiento_identificacion', 'arrendador_identificacion', 'arrendamiento_testigos']);
    expect(codigos(ranurasActividad({ ...base, tipo_propiedad_id: 4 }).propiedad)).toEqual(['licencia_construccion']);
  });

  it('what is missing before sending: required slots only (photos and the waste certificate may be left empty)', () => {
    const p = { giro_actividad_id: 10, actividades_secundarias: [17], tipo_propiedad_id: 1, tiene_uso_suelo: true };
    expect(codigos(documentosFaltantes(p, new Set()))).toEqual(['scdd_saneamiento', 'constancia_us_ca', 'titulo_escritura']);
    expect(documentosFaltantes(p, new Set(['scdd_saneamiento', 'constancia_us_ca', 'titulo_escritura']))).toEqual([]);
  });

  it('a SARE business whose new activity sells alcohol is reviewed by Licencias, and is told so', () => {
    const bar = { giro_actividad_id: 11, actividades_secundarias: [10] };
    const restaurante = { giro_actividad_id: 10, actividades_secundarias: [17] };
    expect(areaRevisionActividad(2, restaurante)).toEqual({ id: 21, nombre: 'Coordinación SARE' });
    expect(areaRevisionActividad(2, bar)).toEqual({ id: 20, nombre: 'Licencias de Funcionamiento' });
    expect(areaRevisionActividad(1, restaurante)).toEqual({ id: 20, nombre: 'Licencias de Funcionamiento' });
    expect(reasignadaALicencias(2, bar)).toBe(true);
    expect(reasignadaALicencias(1, bar)).toBe(false);
    expect(avisoRevision(2, bar)).toBe(MSG_CA_EXTRA.reasignadaLicencias);
    expect(avisoRevision(2, restaurante)).toBeNull();
    expect(avisoRevision(1, bar)).toBeNull();
  });

  it('a proposal identical to the activities now changes nothing (order of secondaries aside)', () => {
    const actual = { giro_actividad_id: 17, actividades_secundarias: [16, 21] };
    expect(mismaActividad(actual, { giro_actividad_id: 17, actividades_secundarias: [21, 16] })).toBe(true);
    expect(mismaActividad(actual, { giro_actividad_id: 17, actividades_secundarias: [21] })).toBe(false);
    expect(mismaActividad(actual, { giro_actividad_id: 10, actividades_secundarias: [16, 21] })).toBe(false);
  });
});

describe('change of activity: messages', () => {
  it('keeps the spec words and writes ours in correct Spanish', () => {
    expect(MSG_CA).toMatchObject({ solicitarGiro: 'Solicitar nuevo giro', solicitar: 'Solicitar', cerrar: 'Cerrar', camposObligatorios: 'Por favor, completa los campos obligatorios' });
    expect(MSG_CA_EXTRA.reasignadaLicencias).toContain('bebidas alcohólicas');
    expect(MSG_CA_EXTRA.reasignadaLicencias).toContain('Departamento de Licencias de Funcionamiento');
    expect(MSG_CA_EXTRA.faltanDocumentos(['Constancia de saneamiento', 'Título de propiedad'])).toBe('Faltan documentos obligatorios: Constancia de saneamiento, Título de propiedad.');
  });
});
