import { describe, expect, it } from 'vitest';
import { aplanar, formularioEdicion, inicialDe, slotsRequeridos, slotsVisibles } from './valores';

describe('valores del formulario de torres', () => {
  it('bracketed names for the multipart PUT; null travels as empty', () => {
    expect(aplanar({ altura_mts: 30, luz: true, domicilio: { codigo_postal: '77000', numero_interior: null }, medidas: { norte: { colindancia_mts: 12.5 } } })).toEqual([
      ['altura_mts', '30'],
      ['luz', 'true'],
      ['domicilio[codigo_postal]', '77000'],
      ['domicilio[numero_interior]', ''],
      ['medidas[norte][colindancia_mts]', '12.5'],
    ]);
  });

  it('files under their slot, removals as an empty part, hidden slots left out', () => {
    const png = new File([new Uint8Array([1])], 'norte.png', { type: 'image/png' });
    const pdf = new File([new Uint8Array([1])], 'contrato.pdf', { type: 'application/pdf' });
    const f = formularioEdicion(null, { colindansia_norte: png, contrato_arrendamiento: pdf }, ['fachada'], ['colindansia_norte', 'fachada']);
    expect([...f.keys()].sort()).toEqual(['colindansia_norte', 'fachada']);
    expect(f.get('fachada')).toBe('');
    expect((f.get('colindansia_norte') as File).name).toBe('norte.png');
  });

  it('the lease only when leased, last year consent only on a renewal; the land-use certificate not required when the portal issued it', () => {
    const base = { tipoPropiedadId: 1, renovacion: false, constanciaPortal: false };
    expect(slotsVisibles(base)).not.toContain('contrato_arrendamiento');
    expect(slotsVisibles(base)).not.toContain('anuencia_last_year');
    expect(slotsVisibles({ ...base, tipoPropiedadId: 2, renovacion: true })).toEqual(expect.arrayContaining(['contrato_arrendamiento', 'anuencia_last_year']));
    expect(slotsRequeridos(base)).toContain('constancia_uso_suelo');
    expect(slotsRequeridos({ ...base, constanciaPortal: true })).not.toContain('constancia_uso_suelo');
  });

  it('a new form starts empty with no property type', () => {
    const v = inicialDe(null);
    expect(v.clave_catastral).toBe('');
    expect(v.tipo_propiedad_id).toBeNull();
    expect(v.medidas.norte).toEqual({ colindansia_calle: '', colindancia_mts: '' });
  });
});
