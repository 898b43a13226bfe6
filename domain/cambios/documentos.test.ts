// Which document slots a change request shows and requires (spec 2 §3 codes, §5 rules).
import { describe, expect, it } from 'vitest';
import { CAMBIO } from './comun';
import { codigosCambio, documentosCambio, documentosPropiedadCambio, faltantes, fotosCambio } from './documentos';

const codigos = (r: { codigo: string }[]) => r.map((x) => x.codigo);

describe('change-request documents', () => {
  it('trade name and closure carry their own families (scd_, sbe_)', () => {
    expect(codigos(documentosCambio(CAMBIO.NOMBRE, {}))).toEqual(['scd_identificacion', 'scd_constancia']);
    expect(codigos(documentosCambio(CAMBIO.BAJA, {}))).toEqual(['sbe_constancia', 'sbe_aviso_baja', 'sbe_identificacion']);
  });

  it('property documents: lease papers unless owned or vacant; a construction licence for a vacant lot', () => {
    expect(codigos(documentosPropiedadCambio({ tipo_propiedad_id: 1 }))).toEqual(['titulo_escritura']);
    expect(codigos(documentosPropiedadCambio({ tipo_propiedad_id: 2 }))).toEqual(['arrendamiento_contrato', 'arrendamiento_identificacion', 'arrendador_identificacion', 'arrendamiento_testigos']);
    expect(codigos(documentosPropiedadCambio({ tipo_propiedad_id: 4 }))).toEqual(['licencia_construccion']);
    expect(documentosPropiedadCambio({ tipo_propiedad_id: null })).toEqual([]);
  });

  it('alcohol: the licence (own or loaned) or the proof of its payment; owner change uses the scap_ family', () => {
    expect(codigos(documentosCambio(CAMBIO.ACTIVIDAD, { has_alcohol: true, has_licencia_bebidas: true, patente_propia: true }))).toContain('licencia');
    expect(codigos(documentosCambio(CAMBIO.ACTIVIDAD, { has_alcohol: true, has_licencia_bebidas: true, patente_propia: false }))).toContain('licencia_comodato');
    expect(codigos(documentosCambio(CAMBIO.DOMICILIO, { has_alcohol: true, has_licencia_bebidas: false }))).toContain('pago_licencia_bebidas');
    expect(codigos(documentosCambio(CAMBIO.PROPIETARIO, { has_alcohol: true, has_licencia_bebidas: false }))).toContain('scap_pago_licencia_bebidas');
    expect(codigos(documentosCambio(CAMBIO.ACTIVIDAD, { has_alcohol: false }))).not.toContain('licencia');
  });

  it('hotel and land-use documents only when they apply; donation documents only for a donation', () => {
    expect(codigos(documentosCambio(CAMBIO.ACTIVIDAD, { es_hotel: true }))).toContain('impuesto_hospedaje');
    expect(codigos(documentosCambio(CAMBIO.ACTIVIDAD, { tiene_uso_suelo: true }))).toContain('constancia_us_ca');
    expect(codigos(documentosCambio(CAMBIO.DOMICILIO, { donativo: true }))).toEqual(expect.arrayContaining(['constancia_donativo', 'recibo_pago_donativo', 'scdd_constancia_rs']));
  });

  it('spec 2 §5: photos and scdd_constancia_rs are optional; the rest must hold a file', () => {
    const ranuras = [...documentosCambio(CAMBIO.DOMICILIO, {}), ...fotosCambio()];
    expect(faltantes(ranuras, new Set())).toEqual(['scdd_saneamiento', 'aviso_cambio']);
    expect(faltantes(ranuras, new Set(['scdd_saneamiento', 'aviso_cambio']))).toEqual([]);
    expect(fotosCambio().every((r) => r.foto && !r.requerido)).toBe(true);
  });

  it('every code a request may carry, per type (the API refuses others)', () => {
    expect(codigosCambio(CAMBIO.NOMBRE)).toEqual(new Set(['scd_identificacion', 'scd_constancia']));
    const dom = codigosCambio(CAMBIO.DOMICILIO);
    for (const c of ['frente', 'titulo_escritura', 'licencia_construccion', 'inePropietario', 'constancia_us_cd']) expect(dom.has(c)).toBe(true);
    expect(dom.has('scd_identificacion')).toBe(false);
  });
});
