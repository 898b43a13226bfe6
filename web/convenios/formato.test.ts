import { describe, expect, it } from 'vitest';
import { chipConvenio, diaCorto, validarDocumentoConvenio, vigenciaTexto } from './formato';

describe('agreements dialog helpers', () => {
  it('chips: Registrado / Vigente / Vencido', () => {
    expect([1, 4, 6].map(chipConvenio)).toEqual([
      { texto: 'Registrado', variante: 'info' },
      { texto: 'Vigente', variante: 'success' },
      { texto: 'Vencido', variante: 'secondary' },
    ]);
  });
  it('validity as words, without a time-zone shift', () => {
    expect(diaCorto('2026-03-01')).toBe('1 mar 2026');
    expect(vigenciaTexto({ vigencia_inicio: '2026-01-01', vigencia_fin: '2026-12-31' })).toBe('Del 1 ene 2026 al 31 dic 2026');
  });
  it('the document is a PDF', () => {
    expect(validarDocumentoConvenio({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    expect(validarDocumentoConvenio({ name: 'a.png', size: 10, type: 'image/png' })).toBe('El documento del convenio debe ser un archivo PDF.');
  });
});
