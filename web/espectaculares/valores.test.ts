import { describe, expect, it } from 'vitest';
import type { EntradaEspectacular } from '../../domain/dictamenes/schema';
import { idDeRuta } from './rutas';
import { archivosPresentes, cuerpoNuevo, formDataDe, hayArchivos, inicialDe, requeridosDe, slotsVisibles } from './valores';

const entrada: EntradaEspectacular = {
  clave_catastral: '04001006031014000',
  no_folio: false,
  tipo_anuncio_id: 2,
  altura_mts: 12.5,
  vistas: 2,
  referencias: 'Frente al parque',
  ubicacion: { codigo_postal: '77000', localidad_id: 1, colonia_id: 2, calle_id: 3, numero_exterior: '345', numero_interior: null, cruzamientos: null, latitud: 18.5, longitud: -88.3 },
  luminoso: true,
  tipo_propiedad_id: 1,
  secciones: [
    { id: 7, largo: 6, ancho: 3 },
    { largo: 4, ancho: 2 },
  ],
  permiso_anuncio_externo_id: null,
};

const png = (n: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], n, { type: 'image/png' });

describe('billboard form values', () => {
  it('a new request starts empty, with one address to fill', () => {
    const v = inicialDe(null);
    expect(v.clave_catastral).toBe('');
    expect(v.no_folio).toBe(false);
    expect(v.secciones).toEqual([]);
    expect(v.ubicacion.codigo_postal).toBeNull();
  });

  it('spec 3 §5.4: luminosidad only when lit, the lease only when leased (2)', () => {
    const base = { luminoso: false, tipoPropiedadId: 1, constanciaPortal: false };
    expect(slotsVisibles(base)).not.toContain('luminosidad');
    expect(slotsVisibles(base)).not.toContain('contrato_arrendamiento');
    expect(slotsVisibles({ ...base, luminoso: true })).toContain('luminosidad');
    expect(slotsVisibles({ ...base, tipoPropiedadId: 2 })).toContain('contrato_arrendamiento');
    expect(requeridosDe(base)).toContain('constancia_uso_suelo');
    expect(requeridosDe({ ...base, constanciaPortal: true })).not.toContain('constancia_uso_suelo');
  });

  it('the files present after the save: stored ones not removed, plus the chosen ones', () => {
    expect(archivosPresentes(['fachada', 'poliza_seguro'], { poliza_seguro: null, croquis_ubicacion: png('c.png') }).sort()).toEqual(['croquis_ubicacion', 'fachada']);
    expect(hayArchivos({ colindansia_norte: png('n.png') }, ['colindansia_norte'])).toBe(true);
    expect(hayArchivos({ luminosidad: png('l.png') }, ['colindansia_norte'])).toBe(false);
    expect(hayArchivos({ colindansia_norte: null }, ['colindansia_norte'])).toBe(false);
  });

  it('POST drops the key when the request has none', () => {
    expect(cuerpoNuevo({ ...entrada, no_folio: true }).clave_catastral).toBeNull();
    expect(cuerpoNuevo(entrada).clave_catastral).toBe('04001006031014000');
  });

  it('PUT: bracketed fields, files by slot, "" removes, a hidden slot never sends a chosen file', () => {
    const fd = formDataDe(
      entrada,
      { colindansia_norte: png('norte.png'), poliza_seguro: null, contrato_arrendamiento: png('x.png') },
      { visibles: ['colindansia_norte', 'poliza_seguro', 'luminosidad'], guardados: ['poliza_seguro', 'contrato_arrendamiento'] },
    );
    expect(fd.get('altura_mts')).toBe('12.5');
    expect(fd.get('luminoso')).toBe('true');
    expect(fd.get('ubicacion[calle_id]')).toBe('3');
    expect(fd.get('ubicacion[numero_interior]')).toBe('');
    expect(fd.get('secciones[0][id]')).toBe('7');
    expect(fd.get('secciones[1][largo]')).toBe('4');
    expect(fd.has('secciones[1][id]')).toBe(false);
    expect((fd.get('colindansia_norte') as File).name).toBe('norte.png');
    expect(fd.get('poliza_seguro')).toBe('');
    // the lease's slot is hidden (owned now): its stored file goes, the chosen one does not travel
    expect(fd.getAll('contrato_arrendamiento')).toEqual(['']);
    expect(fd.has('luminosidad')).toBe(false);
  });

  it('the route: 0 or nothing is new, a positive id is a request, anything else is not one', () => {
    expect(idDeRuta('0')).toBe(0);
    expect(idDeRuta(undefined)).toBe(0);
    expect(idDeRuta('15')).toBe(15);
    expect(idDeRuta('abc')).toBeNull();
    expect(idDeRuta('-3')).toBeNull();
  });
});
