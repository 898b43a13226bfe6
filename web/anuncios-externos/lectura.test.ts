import { describe, expect, it } from 'vitest';
import { clavePago, cuantosAnuncios, documentosDe, domicilioTexto, motivosDe, predioTexto, tipoPropiedadTexto } from './lectura';
import type { SolicitudExterna } from './tipos';

const archivo = (id: number, codigo: string) => ({ id, codigo, nombre: `${codigo}.pdf`, mime: 'application/pdf', url: `/api/documentacion/${id}` });

describe('how a public-road sign request reads (spec 3 §2.3, §4.1)', () => {
  it('writes the address and the property', () => {
    expect(domicilioTexto({ calle: 'AV. HÉROES', numero_exterior: '112', colonia: 'CENTRO', localidad: 'CHETUMAL', cp: '77000' })).toBe('AV. HÉROES 112, CENTRO, CHETUMAL, C.P. 77000');
    expect(domicilioTexto({ calle: 'AV. HÉROES', numero_exterior: '112', numero_interior: 'B' })).toBe('AV. HÉROES 112 int. B');
    expect(domicilioTexto({})).toBeNull();
    expect(predioTexto({ clave_catastral: '04001001012005000', no_folio: false, identificacion_predio: null })).toBe('Clave catastral 04001001012005000');
    expect(predioTexto({ clave_catastral: null, no_folio: true, identificacion_predio: 'Lote 4' })).toBe('Sin clave catastral: Lote 4');
    expect(tipoPropiedadTexto(2)).toBe('Arrendado');
    expect(tipoPropiedadTexto(null)).toBeNull();
    expect(cuantosAnuncios(1)).toBe('1 anuncio');
    expect(cuantosAnuncios(3)).toBe('3 anuncios');
  });

  it('the reasons show only while returned (5), the request first and each sign once', () => {
    const s = { estatus_id: 5, motivo_rechazo: 'Falta la fotografía', anuncio_externo: [{ motivo_rechazo: 'Falta la fotografía' }, { motivo_rechazo: 'Medidas' }] } as unknown as SolicitudExterna;
    expect(motivosDe(s)).toEqual(['Falta la fotografía', 'Medidas']);
    expect(motivosDe({ ...s, estatus_id: 10 })).toEqual([]);
  });

  it("lists the request's files, then each sign's, then whatever else it holds", () => {
    const s = {
      archivos: { documento_propiedad: archivo(1, 'documento_propiedad') },
      anuncio_externo: [{ tipo_anuncio: 'Adosado a fachada', medidas: '2.00 × 1.00 m', archivos: { fotografia: archivo(2, 'fotografia') } }],
      documentos: [archivo(1, 'documento_propiedad'), archivo(2, 'fotografia'), archivo(3, 'recibo_pago')],
    } as unknown as SolicitudExterna;
    expect(documentosDe(s).map((d) => [d.id, d.de])).toEqual([
      [1, 'Solicitud'],
      [2, 'Adosado a fachada · 2.00 × 1.00 m'],
      [3, 'Solicitud'],
    ]);
  });
});

describe('clavePago', () => {
  it("names the establishment's key when the property is one, else the request's folio", () => {
    expect(clavePago({ establecimiento: null, folio: 'AVP-2026-000001' })).toBe('AVP-2026-000001');
    expect(clavePago({ establecimiento: { id: 1, nombre_comercial: 'X', external_id: 'OPB-1' }, folio: 'AVP-2026-000001' })).toBe('OPB-1');
  });
});
