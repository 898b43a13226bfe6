import { describe, expect, it } from 'vitest';
import { GIROS } from './establecimientos';
import { NOMBRE_DOCUMENTO_LICENCIA } from '../licencia/documentos';
import { documentosAplicables, documentosFaltantes, entregablesFaltantes, entregablesLicencia } from '../licencia/reglas';
import { aplicarEntregables, codigosRequeridos, etiquetaBase, PROCEDIMIENTOS_ENTREGABLES, procedimientoEntregables, type AjusteEntregable } from './entregables';

const base = [
  { codigo: 'constancia_sat', requerido: true },
  { codigo: 'documento_anexo', requerido: false },
  { codigo: 'titulo_escritura', requerido: true },
];
const ajuste = (a: Partial<AjusteEntregable> & { codigo: string }): AjusteEntregable => ({ etiqueta: 'X', requerido: true, activo: true, adicional: false, ...a });

describe('PROCEDIMIENTOS_ENTREGABLES', () => {
  it('the licence lists its form documents and photos with their labels', () => {
    const lic = PROCEDIMIENTOS_ENTREGABLES.licencia;
    expect(lic.clave).toBe('licencia');
    expect(lic.documentos.find((d) => d.codigo === 'constancia_sat')?.etiqueta).toBe(NOMBRE_DOCUMENTO_LICENCIA.constancia_sat);
    expect(lic.documentos.some((d) => d.codigo === 'frente')).toBe(true);
    // Staff-side proofs are not the taxpayer's to adjust.
    expect(lic.documentos.some((d) => d.codigo === 'comprobante_pago_1750')).toBe(false);
    expect(etiquetaBase('licencia', 'wc')).toBe(NOMBRE_DOCUMENTO_LICENCIA.wc);
  });
  it('an unknown procedure is undefined, prototype keys included', () => {
    expect(procedimientoEntregables('nada')).toBeUndefined();
    expect(procedimientoEntregables('toString')).toBeUndefined();
  });
});

describe('aplicarEntregables', () => {
  it('no adjustments: the list as it is', () => expect(aplicarEntregables(base, [])).toEqual(base));
  it('activo false removes; requerido overrides; etiqueta renames', () => {
    const r = aplicarEntregables(base, [
      ajuste({ codigo: 'titulo_escritura', activo: false }),
      ajuste({ codigo: 'documento_anexo', requerido: true, etiqueta: 'Anexo obligatorio' }),
      ajuste({ codigo: 'constancia_sat', requerido: false, etiqueta: 'Constancia SAT' }),
    ]);
    expect(r).toEqual([
      { codigo: 'constancia_sat', requerido: false, etiqueta: 'Constancia SAT' },
      { codigo: 'documento_anexo', requerido: true, etiqueta: 'Anexo obligatorio' },
    ]);
    expect(codigosRequeridos(r)).toEqual(['documento_anexo']);
  });
  it('an adjustment of a code the rules left out adds nothing', () => {
    expect(aplicarEntregables(base, [ajuste({ codigo: 'arrendamiento_contrato', requerido: true })])).toEqual(base);
  });
  it('an additional document is appended, required unless marked optional; an inactive one is not', () => {
    const r = aplicarEntregables(base, [
      ajuste({ codigo: 'dictamen_bomberos', etiqueta: 'Dictamen de bomberos', adicional: true }),
      ajuste({ codigo: 'otro', adicional: true, activo: false }),
    ]);
    expect(r.at(-1)).toEqual({ codigo: 'dictamen_bomberos', requerido: true, etiqueta: 'Dictamen de bomberos', adicional: true });
    expect(r).toHaveLength(4);
  });
});

describe('the licence with the catalogues of its creation', () => {
  const d = { giro_actividad_id: 16, actividades_secundarias: [], tipo_propiedad_id: 1, has_licencia_bebidas: false };
  it('req_patente comes from the giro version given, not the code’s list', () => {
    expect(documentosAplicables(d).some((x) => x.codigo === 'pago_licencia_bebidas')).toBe(false);
    const giros = GIROS.map((g) => (g.id === 16 ? { ...g, req_patente: 'SI' as const } : g));
    expect(documentosAplicables(d, giros).some((x) => x.codigo === 'pago_licencia_bebidas')).toBe(true);
  });
  it('adjustments reach the missing list: an additional document before the photos', () => {
    const ajustes = [ajuste({ codigo: 'dictamen_bomberos', adicional: true }), ajuste({ codigo: 'wc', activo: false })];
    const lista = entregablesLicencia(d, { ajustes });
    const codigos = lista.map((x) => x.codigo);
    expect(codigos.indexOf('dictamen_bomberos' as (typeof codigos)[number])).toBeLessThan(codigos.indexOf('frente'));
    expect(codigos).not.toContain('wc');
    expect(entregablesFaltantes(d, [], { ajustes })).toContain('dictamen_bomberos');
    expect(entregablesFaltantes(d, [], {})).toEqual(documentosFaltantes(d, []));
  });
});
