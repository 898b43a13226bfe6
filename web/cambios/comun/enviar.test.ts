import { describe, expect, it } from 'vitest';
import { formDataCambio, formDataDocumentos } from './enviar';

const pares = (d: FormData) => [...d.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `archivo:${(v as File).name}`]);

describe('formDataCambio', () => {
  it('names nested objects and lists with brackets, flags as 1/0, and leaves null and undefined out', () => {
    const d = formDataCambio({
      nuevo_nombre_comercial: 'LA CEIBA',
      superficie: 120.5,
      has_alcohol: true,
      patente_propia: false,
      folio: null,
      nada: undefined,
      actividades_secundarias: [12, 40],
      vacias: [],
      domicilio: { codigo_postal: '77000', otro_domicilio: { is_otra_colonia: false, otra_colonia: 'Centro', otra_calle: null } },
    });
    expect(pares(d)).toEqual([
      ['nuevo_nombre_comercial', 'LA CEIBA'],
      ['superficie', '120.5'],
      ['has_alcohol', '1'],
      ['patente_propia', '0'],
      ['actividades_secundarias[0]', '12'],
      ['actividades_secundarias[1]', '40'],
      ['domicilio[codigo_postal]', '77000'],
      ['domicilio[otro_domicilio][is_otra_colonia]', '0'],
      ['domicilio[otro_domicilio][otra_colonia]', 'Centro'],
    ]);
  });

  it('lists of objects nest their index before the field', () => {
    const d = formDataCambio({ testigos: [{ nombre: 'Ana' }, { nombre: 'Luis' }] });
    expect(pares(d)).toEqual([
      ['testigos[0][nombre]', 'Ana'],
      ['testigos[1][nombre]', 'Luis'],
    ]);
  });

  it('sends each file as files[code][file] with files[code][code]', () => {
    const ine = new File(['%PDF-1.4'], 'ine.pdf', { type: 'application/pdf' });
    const frente = new File(['png'], 'frente.png', { type: 'image/png' });
    const d = formDataCambio({ id: 7 }, new Map([['scd_identificacion', ine], ['frente', frente]]));
    expect(pares(d)).toEqual([
      ['id', '7'],
      ['files[scd_identificacion][file]', 'archivo:ine.pdf'],
      ['files[scd_identificacion][code]', 'scd_identificacion'],
      ['files[frente][file]', 'archivo:frente.png'],
      ['files[frente][code]', 'frente'],
    ]);
    expect((d.get('files[frente][file]') as File).type).toBe('image/png');
  });

  it('sends nothing for an empty form', () => {
    expect(pares(formDataCambio({}))).toEqual([]);
  });
});

describe('formDataDocumentos', () => {
  it('numbers the documents and names the request', () => {
    const a = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['%PDF'], 'b.pdf', { type: 'application/pdf' });
    const d = formDataDocumentos(new Map([['aviso_cambio', a], ['scdd_saneamiento', b]]), 42);
    expect(pares(d)).toEqual([
      ['documento[0][file]', 'archivo:a.pdf'],
      ['documento[0][code]', 'aviso_cambio'],
      ['documento[1][file]', 'archivo:b.pdf'],
      ['documento[1][code]', 'scdd_saneamiento'],
      ['solicitud_id', '42'],
    ]);
  });
});
