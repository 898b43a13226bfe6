import { describe, expect, it } from 'vitest';
import { consultaArrendamientos, cuerpoMultipart, hayFiltros, normalizarFiltros, pdfDe } from './filtros';
import { FILTROS_VACIOS } from './tipos';

describe('filtros de arrendamientos', () => {
  it('asks for 10 a page and leaves empty filters out (spec 3 §7.6, §9)', () => {
    expect(consultaArrendamientos({ ...FILTROS_VACIOS, page: 1 })).toBe('page=1&per_page=10');
    expect(consultaArrendamientos({ external_id: ' lic-00012 ', nombre_comercial: ' Frutas ', id_estatus: 15, page: 3 })).toBe(
      'page=3&per_page=10&external_id=LIC-00012&nombre_comercial=Frutas&id_estatus=15',
    );
    expect(consultaArrendamientos({ ...FILTROS_VACIOS, id_estatus: 10, page: 0 })).toBe('page=1&per_page=10&id_estatus=10');
  });

  it('normalises what is typed', () => {
    expect(normalizarFiltros({ external_id: ' abc ', nombre_comercial: '  Doña Chayo ', id_estatus: null })).toEqual({ external_id: 'ABC', nombre_comercial: 'Doña Chayo', id_estatus: null });
    expect(hayFiltros(FILTROS_VACIOS)).toBe(false);
    expect(hayFiltros({ ...FILTROS_VACIOS, id_estatus: 3 })).toBe(true);
  });

  it('a stored file opens in the viewer by its URL, under a plain file name', () => {
    expect(pdfDe(null, 'Contrato', 'ARR-2026-000001')).toBeNull();
    expect(pdfDe('/api/documentacion/9', 'Alta en el SAT', 'ARR-2026-000001')).toEqual({
      titulo: 'Alta en el SAT ARR-2026-000001',
      ruta: '/api/documentacion/9',
      nombreArchivo: 'alta-en-el-sat-arr-2026-000001.pdf',
    });
  });

  it('the multipart body carries the filled fields and the chosen files only', () => {
    const f = new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' });
    const d = cuerpoMultipart({ id: 4, renta_mes: '8500.00', arrendatario_rfc: '', arrendatario_nombre: undefined }, { docContrato_arrendamiento: f, otro: null });
    expect([...d.keys()]).toEqual(['id', 'renta_mes', 'docContrato_arrendamiento']);
    expect(d.get('id')).toBe('4');
    expect((d.get('docContrato_arrendamiento') as File).name).toBe('contrato.pdf');
  });
});
