// The rules of towers and billboards (spec 3 §3.4–3.5, §5.4, §9): files, required files by case,
// sign types, sections, what stops sending, and the zod schemas the API and the forms share.
import { describe, expect, it } from 'vitest';
import { MENSAJES_DICTAMEN as M } from './mensajes';
import {
  ARCHIVOS_DICTAMEN,
  SLOTS_ESPECTACULAR,
  SLOTS_TORRE,
  TIPOS_ESPECTACULAR,
  archivosRequeridosEspectacular,
  archivosRequeridosTorre,
  erroresEnvioEspectacular,
  erroresEnvioTorre,
  muestraContrato,
  muestraLuminosidad,
  puedeAgregarSeccion,
  validarArchivoDictamen,
} from './reglas';
import { espectacularBorradorSchema, espectacularSchema, torreBorradorSchema, torreSchema, type EntradaEspectacular, type EntradaTorre } from './schema';

const MB = 1024 * 1024;
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const CLAVE = '12345678901234567';

describe('file slots (spec 3 §3.4–3.5)', () => {
  it('the tower and billboard slots, every one labelled', () => {
    expect(SLOTS_TORRE).toHaveLength(15);
    expect(SLOTS_ESPECTACULAR).toHaveLength(10);
    for (const s of [...SLOTS_TORRE, ...SLOTS_ESPECTACULAR]) expect(ARCHIVOS_DICTAMEN[s]?.etiqueta, s).toBeTruthy();
  });
  it('photos png, jpeg, jpg; every other document PDF', () => {
    for (const s of ['colindansia_norte', 'colindansia_sur', 'colindansia_este', 'colindansia_oeste', 'fachada', 'torre_perspectiva', 'torre_interior'])
      expect(ARCHIVOS_DICTAMEN[s].tipo).toBe('imagen');
    const pdfs = [...SLOTS_TORRE, ...SLOTS_ESPECTACULAR].filter((s) => !s.startsWith('colindansia') && !['fachada', 'torre_perspectiva', 'torre_interior'].includes(s));
    for (const s of pdfs) expect(ARCHIVOS_DICTAMEN[s].tipo, s).toBe('pdf');
  });
  it('validates type, size and content with the spec messages', () => {
    expect(validarArchivoDictamen('fachada', 'f.png', 'image/png', 1000, PNG)).toBeNull();
    expect(validarArchivoDictamen('fachada', 'f.JPG', 'image/jpeg', 1000, JPG)).toBeNull();
    expect(validarArchivoDictamen('fachada', 'f.pdf', 'application/pdf', 1000)).toBe('Para la fotografía solo se permiten archivos PNG, JPEG, JPG');
    expect(validarArchivoDictamen('croquis_ubicacion', 'c.pdf', 'application/pdf', 1000, PDF)).toBeNull();
    expect(validarArchivoDictamen('croquis_ubicacion', 'c.png', 'image/png', 1000)).toBe('Para el croquis de ubicación solo se permiten archivos PDF');
    expect(validarArchivoDictamen('contrato_arrendamiento', 'c.docx', 'application/msword', 1000)).toBe('Para el contrato de arrendamiento solo se permiten archivos PDF');
    expect(validarArchivoDictamen('poliza_seguro', 'p.pdf', 'application/pdf', 14 * MB)).toBe('El tamaño debe ser menor a 14 MB!');
    expect(validarArchivoDictamen('poliza_seguro', 'p.pdf', 'application/pdf', 14 * MB - 1, PDF)).toBeNull();
    expect(validarArchivoDictamen('poliza_seguro', 'p.pdf', 'application/pdf', 0)).toBe(M.archivoVacio);
    expect(validarArchivoDictamen('poliza_seguro', 'p.pdf', 'application/pdf', 10, PNG)).toBe(M.archivoContenido);
    expect(validarArchivoDictamen('otro', 'p.pdf', 'application/pdf', 10)).toBe(M.archivoDesconocido);
  });
});

describe('required files', () => {
  it('tower: photos and documents; last year consent on renewals; land use unless the portal issued it; lease when 2', () => {
    const base = archivosRequeridosTorre({ tipoPropiedadId: 1, renovacion: false, constanciaPortal: true });
    expect(base).toHaveLength(12);
    expect(base).not.toContain('anuencia_last_year');
    expect(base).not.toContain('constancia_uso_suelo');
    expect(base).not.toContain('contrato_arrendamiento');
    const todo = archivosRequeridosTorre({ tipoPropiedadId: 2, renovacion: true, constanciaPortal: false });
    expect(todo).toEqual(expect.arrayContaining(['anuencia_last_year', 'constancia_uso_suelo', 'contrato_arrendamiento']));
    expect(todo).toHaveLength(15);
  });
  it('billboard: luminosidad only when lit, contrato only when leased', () => {
    expect(archivosRequeridosEspectacular({ tipoPropiedadId: 1, luminoso: false, constanciaPortal: true })).toEqual([
      'colindansia_norte',
      'colindansia_sur',
      'croquis_ubicacion',
      'certificado_ubicacion',
      'poliza_seguro',
    ]);
    expect(archivosRequeridosEspectacular({ tipoPropiedadId: 2, luminoso: true, constanciaPortal: false })).toEqual(
      expect.arrayContaining(['luminosidad', 'constancia_uso_suelo', 'contrato_arrendamiento']),
    );
    expect([muestraContrato(2), muestraContrato(1), muestraLuminosidad(true), muestraLuminosidad(false)]).toEqual([true, false, true, false]);
  });
});

describe('billboard types and sections (spec 3 §5.4)', () => {
  it('only types 2, 3, 4, 5, 10', () => expect(TIPOS_ESPECTACULAR).toEqual([2, 3, 4, 5, 10]));
  it('a section needs both length and width non-zero', () => {
    expect(puedeAgregarSeccion(3, 2)).toBe(true);
    expect(puedeAgregarSeccion(0, 2)).toBe(false);
    expect(puedeAgregarSeccion(3, null)).toBe(false);
    expect(puedeAgregarSeccion(undefined, undefined)).toBe(false);
  });
});

const DOMICILIO = { codigo_postal: '77000', localidad_id: 1, colonia_id: 2, calle_id: 3, numero_exterior: '120' };
const lado = (c: string) => ({ colindansia_calle: c, colindancia_mts: 20 });

describe('what stops sending', () => {
  const torre = torreSchema.parse({
    clave_catastral: CLAVE,
    domicilio: DOMICILIO,
    altura_mts: '30',
    tipo_propiedad_id: '2',
    medidas: { norte: lado('Calle 1'), sur: lado('Calle 2'), este: lado('Lote 3'), oeste: lado('Lote 4'), superficie_total: 400 },
  });
  it('a complete tower with every file needs nothing more', () => {
    expect(erroresEnvioTorre(torre, SLOTS_TORRE, { constanciaPortal: false })).toEqual([]);
  });
  it('a tower without the lease, with an incomplete address and boundary, says each', () => {
    const t: EntradaTorre = { ...torre, domicilio: { ...DOMICILIO, calle_id: null }, medidas: { ...torre.medidas, este: { colindansia_calle: null, colindancia_mts: 2 } } };
    const e = erroresEnvioTorre(t, SLOTS_TORRE.filter((s) => s !== 'contrato_arrendamiento'), { constanciaPortal: false });
    expect(e.map((x) => x.campo)).toEqual(['domicilio', 'medidas', 'contrato_arrendamiento']);
    expect(e[2].mensaje).toBe('Adjunte el documento: Contrato de arrendamiento.');
  });
  it('the land-use certificate is not asked when the portal issued one', () => {
    const sin = SLOTS_TORRE.filter((s) => s !== 'constancia_uso_suelo');
    expect(erroresEnvioTorre(torre, sin, { constanciaPortal: false }).map((x) => x.campo)).toEqual(['constancia_uso_suelo']);
    expect(erroresEnvioTorre(torre, sin, { constanciaPortal: true })).toEqual([]);
  });
  it('a billboard: fields, location, sections and files', () => {
    const x: EntradaEspectacular = espectacularSchema.parse({
      clave_catastral: CLAVE,
      tipo_anuncio_id: 2,
      altura_mts: 12,
      vistas: 2,
      referencias: 'Frente al parque',
      tipo_propiedad_id: 1,
      luminoso: 'true',
      secciones: [{ largo: '6', ancho: '3' }],
      ubicacion: { ...DOMICILIO, latitud: 18.5, longitud: -88.3 },
    });
    expect(erroresEnvioEspectacular(x, SLOTS_ESPECTACULAR, { constanciaPortal: false })).toEqual([]);
    const e = erroresEnvioEspectacular({ ...x, ubicacion: null, secciones: [] }, ['colindansia_norte'], { constanciaPortal: true });
    expect(e.map((y) => y.campo)).toEqual(['secciones', 'ubicacion', 'colindansia_sur', 'croquis_ubicacion', 'certificado_ubicacion', 'poliza_seguro', 'luminosidad']);
  });
});

describe('schemas (multipart strings, empty = null)', () => {
  it("tower: the key, the height and the property type are the save's required fields", () => {
    const r = torreSchema.safeParse({ clave_catastral: '', altura_mts: '', tipo_propiedad_id: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['altura_mts', 'clave_catastral', 'tipo_propiedad_id']);
    const ok = torreSchema.parse({ clave_catastral: '1234-5678-9012-3456-7', altura_mts: '25.5', tipo_propiedad_id: '1', luz: '1', bardeado: 'false' });
    expect(ok).toMatchObject({ clave_catastral: CLAVE, altura_mts: 25.5, tipo_propiedad_id: 1, luz: true, bardeado: false, renovacion: false, domicilio: null });
    expect(ok.medidas.norte).toEqual({ colindansia_calle: null, colindancia_mts: null });
    expect(torreSchema.safeParse({ clave_catastral: CLAVE, altura_mts: '-1', tipo_propiedad_id: 3 }).success).toBe(false);
  });
  it('billboard: type in 2, 3, 4, 5, 10; vistas an integer ≥ 1; a section; the key unless no_folio', () => {
    const base = { tipo_anuncio_id: '3', altura_mts: '8', vistas: '1', referencias: 'Esquina', tipo_propiedad_id: '1', secciones: [{ largo: '2', ancho: '1' }] };
    expect(espectacularSchema.safeParse({ ...base, no_folio: 'true' }).success).toBe(true);
    expect(espectacularSchema.safeParse({ ...base, no_folio: 'false' }).success).toBe(false);
    expect(espectacularSchema.safeParse({ ...base, clave_catastral: CLAVE }).success).toBe(true);
    for (const [campo, valor] of [
      ['tipo_anuncio_id', '7'],
      ['vistas', '1.5'],
      ['vistas', '0'],
      ['secciones', []],
      ['referencias', ' '],
    ] as const)
      expect(espectacularSchema.safeParse({ ...base, clave_catastral: CLAVE, [campo]: valor }).success, `${campo}=${String(valor)}`).toBe(false);
    expect(espectacularSchema.safeParse({ ...base, clave_catastral: CLAVE, secciones: [{ largo: '0', ancho: '1' }] }).success).toBe(false);
  });
  it('drafts: only the key rule', () => {
    expect(torreBorradorSchema.safeParse({ clave_catastral: CLAVE }).success).toBe(true);
    expect(torreBorradorSchema.safeParse({ altura_mts: 3 }).success).toBe(false);
    expect(espectacularBorradorSchema.safeParse({ no_folio: true }).success).toBe(true);
    expect(espectacularBorradorSchema.safeParse({ clave_catastral: '123' }).success).toBe(false);
  });
});
