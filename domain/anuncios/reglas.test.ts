// The rules of signs (spec 3 §4.1, §5.2, §9): every row rule by type, risk, the renewal periods,
// the files and their messages, and what each status allows.
import { describe, expect, it } from 'vitest';
import { MATERIALES_ANUNCIO, TIPOS_ANUNCIO } from './catalogos';
import { MENSAJES_ANUNCIO as M } from './mensajes';
import {
  ARCHIVOS_ANUNCIO,
  SLOTS_ANUNCIO,
  LIMITES_FILA,
  TAMANO_MAXIMO_ARCHIVO,
  archivosRequeridos,
  camposDeTipo,
  colorEstatusAnuncio,
  esAltoRiesgo,
  etiquetaEstatusAnuncio,
  mesFijo,
  periodosRenovacion,
  puedeEditarAnuncio,
  puedeElegirPeriodos,
  puedeEnviarAnuncio,
  puedeVerFormato,
  slotsQueSeLimpian,
  validarAnuncio,
  validarArchivo,
  validarFila,
  validarPeriodos,
} from './reglas';
import type { AnuncioEntrada, AnuncioExternoEntrada, FilaAnuncio } from './schema';

const fila = (tipo: number, extra: Partial<FilaAnuncio> = {}): FilaAnuncio => ({
  tipo_anuncio_id: tipo,
  largo: 2,
  ancho: 1.5,
  material_id: 1,
  caras: 1,
  pieza: null,
  mes: null,
  dia: null,
  movimiento_rotatorio: null,
  ...extra,
});
const campos = (errores: { campo: string }[]) => errores.map((e) => e.campo);

describe('catalogues', () => {
  it('ten sign types and nine materials', () => {
    expect(TIPOS_ANUNCIO.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(TIPOS_ANUNCIO[0].descripcion).toBe('Manta o lona');
    expect(TIPOS_ANUNCIO[9].descripcion).toBe('Pantalla electrónica');
    expect(MATERIALES_ANUNCIO.map((m) => m.descripcion)).toEqual(['Lona', 'Vinil', 'Lámina', 'Acrílico', 'Madera', 'Tela', 'Pintura', 'Neón o LED', 'Papel']);
  });
});

describe('fields by row type (spec 3 §5.2, §9)', () => {
  const esperado: Record<number, { pieza: boolean; mes: boolean; dia: boolean; rotacion: boolean }> = {
    1: { pieza: true, mes: true, dia: false, rotacion: false },
    2: { pieza: false, mes: false, dia: false, rotacion: false },
    3: { pieza: false, mes: false, dia: false, rotacion: false },
    4: { pieza: true, mes: false, dia: false, rotacion: true },
    5: { pieza: true, mes: false, dia: false, rotacion: false },
    6: { pieza: false, mes: false, dia: false, rotacion: false },
    7: { pieza: true, mes: false, dia: true, rotacion: false },
    8: { pieza: true, mes: false, dia: false, rotacion: false },
    9: { pieza: false, mes: false, dia: false, rotacion: false },
    10: { pieza: true, mes: false, dia: false, rotacion: false },
  };
  it.each(Object.entries(esperado))('type %s', (tipo, c) => {
    expect(camposDeTipo(Number(tipo))).toEqual(c);
  });
  it('no type asks for nothing', () => {
    expect(camposDeTipo(null)).toEqual({ pieza: false, mes: false, dia: false, rotacion: false });
  });

  it.each(Object.entries(esperado))('type %s: a row without its extra fields says which are missing', (tipo, c) => {
    const errores = validarFila(fila(Number(tipo)), 'arreglo_anuncios.0', { renovacion: false });
    const esperados = [c.pieza && 'pieza', c.mes && 'mes', c.dia && 'dia', c.rotacion && 'movimiento_rotatorio'].filter(Boolean).map((x) => `arreglo_anuncios.0.${x}`);
    expect(campos(errores)).toEqual(esperados);
  });

  it('complete rows of every type pass', () => {
    for (const t of TIPOS_ANUNCIO) {
      const f = fila(t.id, { pieza: 2, mes: 3, dia: 4, movimiento_rotatorio: false });
      expect(validarFila(f, 'x', { renovacion: false })).toEqual([]);
    }
  });

  it('the common fields: type, Alto, Ancho, Material, Caras', () => {
    const errores = validarFila({ tipo_anuncio_id: 11, largo: 0, ancho: -1, material_id: 99, caras: 0 }, 'anuncio_detalle.2', { renovacion: false });
    expect(errores).toEqual([
      { campo: 'anuncio_detalle.2.tipo_anuncio_id', mensaje: M.tipoInvalido },
      { campo: 'anuncio_detalle.2.largo', mensaje: M.medidaInvalida },
      { campo: 'anuncio_detalle.2.ancho', mensaje: M.medidaInvalida },
      { campo: 'anuncio_detalle.2.material_id', mensaje: M.materialInvalido },
      { campo: 'anuncio_detalle.2.caras', mensaje: M.carasInvalidas },
    ]);
  });

  it('a row no larger than the limits: 100 m a side, 10 faces, 10,000 pieces, 366 days (the database never refuses it)', () => {
    const errores = validarFila({ tipo_anuncio_id: 7, largo: 100.5, ancho: 101, material_id: 1, caras: 11, pieza: 10_001, dia: 367 }, 'f', { renovacion: false });
    expect(errores).toEqual([
      { campo: 'f.largo', mensaje: M.medidaMaxima },
      { campo: 'f.ancho', mensaje: M.medidaMaxima },
      { campo: 'f.caras', mensaje: M.carasInvalidas },
      { campo: 'f.pieza', mensaje: M.piezaRequerida },
      { campo: 'f.dia', mensaje: M.diaRequerido },
    ]);
    const limite = { tipo_anuncio_id: 7, largo: LIMITES_FILA.medida, ancho: LIMITES_FILA.medida, material_id: 1, caras: LIMITES_FILA.caras, pieza: LIMITES_FILA.piezas, dia: LIMITES_FILA.dias };
    expect(validarFila(limite, 'f', { renovacion: false })).toEqual([]);
  });

  it('type 4 asks electric mechanism (true) or wind (false)', () => {
    expect(validarFila(fila(4, { pieza: 1, movimiento_rotatorio: true }), 'f', { renovacion: false })).toEqual([]);
    expect(validarFila(fila(4, { pieza: 1, movimiento_rotatorio: false }), 'f', { renovacion: false })).toEqual([]);
    expect(validarFila(fila(4, { pieza: 1 }), 'f', { renovacion: false })).toEqual([{ campo: 'f.movimiento_rotatorio', mensaje: M.rotacionRequerida }]);
  });

  it('month between 1 and 12', () => {
    expect(campos(validarFila(fila(1, { pieza: 1, mes: 13 }), 'f', { renovacion: false }))).toEqual(['f.mes']);
  });

  it('a type 1 renewal in November fixes the month at 12', () => {
    expect(mesFijo(1, true, '2026-11-05')).toBe(12);
    expect(mesFijo(1, false, '2026-11-05')).toBeNull();
    expect(mesFijo(1, true, '2026-10-31')).toBeNull();
    expect(mesFijo(5, true, '2026-11-05')).toBeNull();
    expect(validarFila(fila(1, { pieza: 1, mes: 3 }), 'f', { renovacion: true, hoy: '2026-11-05' })).toEqual([{ campo: 'f.mes', mensaje: M.mesFijo }]);
    expect(validarFila(fila(1, { pieza: 1, mes: 12 }), 'f', { renovacion: true, hoy: '2026-11-05' })).toEqual([]);
  });
});

describe('risk (spec 3 §4.1)', () => {
  it('a row of type 2 or 10 makes the sign high risk', () => {
    expect(esAltoRiesgo([fila(1), fila(3)])).toBe(false);
    expect(esAltoRiesgo([fila(1), fila(2)])).toBe(true);
    expect(esAltoRiesgo([fila(10)])).toBe(true);
    expect(esAltoRiesgo([])).toBe(false);
    expect(esAltoRiesgo([{ tipo_anuncio_id: null }])).toBe(false);
  });
});

describe('renewal periods (spec 3 §5.2, §9)', () => {
  it('the current year and the two before', () => {
    expect(periodosRenovacion('2026-11-26')).toEqual([2026, 2025, 2024]);
  });
  it('chosen only in December', () => {
    expect(puedeElegirPeriodos('2026-12-01')).toBe(true);
    expect(puedeElegirPeriodos('2026-11-30')).toBe(false);
  });
  it('validates the periods of a renewal', () => {
    expect(validarPeriodos({ renovacion: false, periodo_renovacion: [1999] }, '2026-12-03')).toEqual([]);
    expect(validarPeriodos({ renovacion: true, periodo_renovacion: [2026, 2024] }, '2026-12-03')).toEqual([]);
    expect(validarPeriodos({ renovacion: true, periodo_renovacion: [] }, '2026-12-03')).toEqual([{ campo: 'periodo_renovacion', mensaje: M.periodoRequerido }]);
    expect(validarPeriodos({ renovacion: true, periodo_renovacion: [2023] }, '2026-12-03')).toEqual([{ campo: 'periodo_renovacion', mensaje: M.periodoInvalido }]);
    expect(validarPeriodos({ renovacion: true, periodo_renovacion: [2025] }, '2026-06-03')).toEqual([{ campo: 'periodo_renovacion', mensaje: M.periodosSoloDiciembre }]);
    expect(validarPeriodos({ renovacion: true, periodo_renovacion: [2026] }, '2026-06-03')).toEqual([]);
    expect(validarPeriodos({ renovacion: true, periodo_renovacion: [] }, '2026-06-03')).toEqual([]);
  });
});

describe('files (spec 3 §5.2)', () => {
  const MB = 1024 * 1024;
  it('photos accept PNG, JPEG, JPG only, with the spec message', () => {
    for (const slot of ['fotografia', 'fotografia_izquierda', 'fotografia_derecha']) {
      expect(validarArchivo(slot, 'a.png', 'image/png', MB)).toBeNull();
      expect(validarArchivo(slot, 'a.jpg', 'image/jpeg', MB)).toBeNull();
      expect(validarArchivo(slot, 'a.JPEG', 'image/jpeg', MB)).toBeNull();
      expect(validarArchivo(slot, 'a.pdf', 'application/pdf', MB)).toBe('Para la fotografía solo se permiten archivos PNG, JPEG, JPG');
      expect(validarArchivo(slot, 'a.gif', 'image/gif', MB)).toBe('Para la fotografía solo se permiten archivos PNG, JPEG, JPG');
    }
  });
  it('documents accept PDF only, with their messages', () => {
    const esperados: Record<string, string> = {
      constancia_cedula_catastral: 'Para la cedula catastral solo se permiten archivos PDF',
      contrato_arrendamiento: 'Para el contrato de arrendamiento solo se permiten archivos PDF',
      documento_propiedad: 'Para el documento de propiedad solo se permiten archivos PDF',
      anterior_permiso_anuncio: 'Para el anterior permiso solo se permiten archivos PDF',
      memoria_calculo_estructural: M.soloPdfMemoria,
      responsiva_terceros: M.soloPdfResponsiva,
      documento_arrendamiento: M.soloPdfDocumentoArrendamiento,
    };
    for (const [slot, mensaje] of Object.entries(esperados)) {
      expect(validarArchivo(slot, 'doc.pdf', 'application/pdf', MB)).toBeNull();
      expect(validarArchivo(slot, 'doc.png', 'image/png', MB)).toBe(mensaje);
      expect(validarArchivo(slot, 'doc.docx', 'application/pdf', MB)).toBe(mensaje);
    }
    expect(SLOTS_ANUNCIO.filter((s) => ARCHIVOS_ANUNCIO[s].tipo === 'pdf')).toHaveLength(7);
  });
  it('under 14 MB', () => {
    expect(validarArchivo('fotografia', 'a.png', 'image/png', TAMANO_MAXIMO_ARCHIVO - 1)).toBeNull();
    expect(validarArchivo('fotografia', 'a.png', 'image/png', TAMANO_MAXIMO_ARCHIVO)).toBe('El tamaño debe ser menor a 14 MB!');
    expect(validarArchivo('documento_propiedad', 'a.pdf', 'application/pdf', 20 * MB)).toBe('El tamaño debe ser menor a 14 MB!');
    expect(validarArchivo('fotografia', 'a.png', 'image/png', 0)).toBe(M.archivoVacio);
    expect(validarArchivo('otro', 'a.png', 'image/png', 10)).toBe(M.archivoDesconocido);
  });

  it('required: photo; risk → memory (not on renewals) and liability letter; property or lease; key → certificate', () => {
    expect(archivosRequeridos({ tipo: 'establecimiento', altoRiesgo: false, renovacion: false, propiedad: 1 })).toEqual(['fotografia', 'documento_propiedad']);
    expect(archivosRequeridos({ tipo: 'establecimiento', altoRiesgo: true, renovacion: false, propiedad: 2 })).toEqual([
      'fotografia',
      'memoria_calculo_estructural',
      'responsiva_terceros',
      'contrato_arrendamiento',
    ]);
    expect(archivosRequeridos({ tipo: 'establecimiento', altoRiesgo: true, renovacion: true, propiedad: 1 })).toEqual([
      'fotografia',
      'responsiva_terceros',
      'anterior_permiso_anuncio',
      'documento_propiedad',
    ]);
    expect(archivosRequeridos({ tipo: 'externo', altoRiesgo: false, renovacion: false, propiedad: 2 })).toEqual(['fotografia', 'documento_arrendamiento', 'constancia_cedula_catastral']);
    expect(archivosRequeridos({ tipo: 'externo', altoRiesgo: false, renovacion: false, propiedad: 1, noFolio: true })).toEqual(['fotografia', 'documento_propiedad']);
  });
  it('switching the property status clears the other file', () => {
    expect(slotsQueSeLimpian('establecimiento', 1)).toEqual(['contrato_arrendamiento']);
    expect(slotsQueSeLimpian('establecimiento', 2)).toEqual(['documento_propiedad']);
    expect(slotsQueSeLimpian('externo', 1)).toEqual(['documento_arrendamiento']);
    expect(slotsQueSeLimpian('externo', null)).toEqual([]);
  });
});

describe('validarAnuncio (a whole sign)', () => {
  const base: AnuncioEntrada = {
    locacion_id: 1,
    forma_instalacion: 'Adosado a muro',
    tipo_instalacion: null,
    iluminado: false,
    contenido: 'TACOS EL GÜERO',
    temporal: false,
    fecha_inicio: null,
    fecha_fin: null,
    otro_domicilio: false,
    domicilio: null,
    propiedad: 1,
    renovacion: false,
    periodo_renovacion: [],
    tiene_cambio: false,
    cambio_texto: null,
    cambio_fisico: false,
    espectacular: false,
    material_id: 1,
    is_mecanismo_electrico: false,
    is_accion_viento: false,
    arreglo_anuncios: [fila(3)],
    archivos: {},
  };
  const ctx = { tipo: 'establecimiento' as const, hoy: '2026-11-26', archivosPresentes: ['fotografia', 'documento_propiedad'] };

  it('a complete low-risk sign passes', () => {
    expect(validarAnuncio(base, ctx)).toEqual([]);
  });
  it('required fields, changed sign text, temporary dates with the spec messages', () => {
    const e = validarAnuncio({ ...base, forma_instalacion: ' ', tiene_cambio: true, temporal: true }, ctx);
    expect(e).toEqual([
      { campo: 'forma_instalacion', mensaje: M.requerido },
      { campo: 'cambio_texto', mensaje: M.cambioTextoRequerido },
      { campo: 'fecha_inicio', mensaje: 'La fecha de inicio es requerida' },
      { campo: 'fecha_fin', mensaje: 'La fecha final es requerida' },
    ]);
    expect(validarAnuncio({ ...base, temporal: true, fecha_inicio: '2026-12-10', fecha_fin: '2026-12-01' }, ctx)).toEqual([{ campo: 'fecha_fin', mensaje: M.fechaFinAnterior }]);
  });
  it('another address needs the address', () => {
    expect(campos(validarAnuncio({ ...base, otro_domicilio: true }, ctx))).toEqual(['domicilio']);
    expect(validarAnuncio({ ...base, otro_domicilio: true, domicilio: { calle: 'Av. Héroes' } }, ctx)).toEqual([]);
  });
  it('at least one row', () => {
    expect(validarAnuncio({ ...base, arreglo_anuncios: [] }, ctx)).toEqual([{ campo: 'arreglo_anuncios', mensaje: M.sinAnuncios }]);
  });
  it('high risk asks for the memory and the liability letter', () => {
    const e = validarAnuncio({ ...base, arreglo_anuncios: [fila(3), fila(2)] }, ctx);
    expect(campos(e)).toEqual(['archivos.memoria_calculo_estructural', 'archivos.responsiva_terceros']);
    expect(e[0].mensaje).toBe(M.archivoRequerido('Memoria de cálculo estructural'));
  });
  it('property status required; lease asks for the contract', () => {
    expect(campos(validarAnuncio({ ...base, propiedad: null }, ctx))).toEqual(['propiedad']);
    expect(campos(validarAnuncio({ ...base, propiedad: 2 }, ctx))).toEqual(['archivos.contrato_arrendamiento']);
  });
  it('a public-road request: key or no_folio with identification; property from the request', () => {
    const ext = { ...base, arreglo_anuncios: undefined, anuncio_detalle: [fila(5, { pieza: 1 })] } as unknown as AnuncioExternoEntrada;
    const ctxExt = { tipo: 'externo' as const, hoy: '2026-11-26', archivosPresentes: ['fotografia', 'documento_propiedad', 'constancia_cedula_catastral'] };
    expect(validarAnuncio(ext, ctxExt)).toEqual([]);
    const solicitud = { ...ext, tipo_propiedad_id: 2, clave_catastral: '123', no_folio: false, identificacion_predio: null } as unknown as AnuncioExternoEntrada;
    expect(campos(validarAnuncio(solicitud, ctxExt))).toEqual(['clave_catastral', 'archivos.documento_arrendamiento']);
    const sinClave = { ...solicitud, tipo_propiedad_id: 1, clave_catastral: null, no_folio: true } as unknown as AnuncioExternoEntrada;
    expect(campos(validarAnuncio(sinClave, ctxExt))).toEqual(['identificacion_predio']);
    expect(campos(validarAnuncio(ext, { ...ctxExt, archivosPresentes: ['fotografia'], propiedad: 2, noFolio: true }))).toEqual(['archivos.documento_arrendamiento']);
  });
});

describe('statuses (spec 3 §4.1)', () => {
  it('labels', () => {
    expect(etiquetaEstatusAnuncio(null)).toBe('PENDIENTE DE ENVIAR');
    expect(etiquetaEstatusAnuncio(undefined)).toBe('PENDIENTE DE ENVIAR');
    expect(etiquetaEstatusAnuncio(1)).toBe('PENDIENTE DE ENVIAR');
    expect(etiquetaEstatusAnuncio(10)).toBe(M.enRevision);
    expect(etiquetaEstatusAnuncio(4)).toBe(M.autorizado);
    expect(etiquetaEstatusAnuncio(5)).toBe(M.devuelto);
    expect(etiquetaEstatusAnuncio(2)).toBe(M.pendientePago);
    expect(etiquetaEstatusAnuncio(8)).toBe(M.pagoEnValidacion);
    expect(etiquetaEstatusAnuncio(9)).toBe(M.pagoRechazado);
    expect(etiquetaEstatusAnuncio(3)).toBe(M.enProceso);
  });
  it('colours: 10 grey, 4 green, 5 red', () => {
    expect(colorEstatusAnuncio(10)).toBe('gris');
    expect(colorEstatusAnuncio(4)).toBe('verde');
    expect(colorEstatusAnuncio(5)).toBe('rojo');
    expect(colorEstatusAnuncio(9)).toBe('rojo');
    expect(colorEstatusAnuncio(2)).toBe('ambar');
    expect(colorEstatusAnuncio(8)).toBe('ambar');
    expect(colorEstatusAnuncio(null)).toBe('gris');
  });
  it('edit at none, 1, 5; send at 1, 5 with a sign; format at 4', () => {
    expect([null, 1, 5, 10, 4, 2, 3, 8].map(puedeEditarAnuncio)).toEqual([true, true, true, false, false, false, false, false]);
    expect([1, 5, 10, 4, null].map((e) => puedeEnviarAnuncio(e))).toEqual([true, true, false, false, false]);
    expect(puedeEnviarAnuncio(1, 0)).toBe(false);
    expect([4, 10, 5, 1].map(puedeVerFormato)).toEqual([true, false, false, false]);
  });
});
