// A market stall's opening (spec 1 §2.4 Mercados → Apertura, §3, §5.5, §5.6): the market
// catalogue, the rules of the shared form schema with every message written out, and what is stored.
import { describe, expect, it } from 'vitest';
import { CALLES, COLONIAS, LOCALIDADES } from '../../db/seed-data/direcciones';
import type { Establecimiento } from '../../db/schema/establecimientos.table';
import concesionarios from '../../sim/data/concesionarios-mercados.json';
import { formularioLicenciaEjemplo, formularioMercadoEjemplo } from '../../sim/formularios';
import { GIROS, subtipoLocalPorId } from '../catalogos/establecimientos';
import { establecimientoAFormulario, formularioAColumnas } from '../../api/establecimientos/columnas';
import { conDatosDelMercado } from './mercado-apertura';
import { giroDeMercado, girosFueraDeMercado, MAX_LOCALES, MERCADOS, mercadoPorId, mercadoPorNombre } from './mercados';
import { documentosAplicables } from './reglas';
import { licenciaFormSchema, valoresInicialesLicencia } from './schema';

/** All messages of a parse, keyed by the dotted path of the field they belong to. */
function errores(input: unknown): Record<string, string[]> {
  const r = licenciaFormSchema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const i of r.error?.issues ?? []) (out[i.path.map(String).join('.')] ??= []).push(i.message);
  return out;
}
const mercado = formularioMercadoEjemplo;

describe('the market catalogue (spec 1 §2.4, §3 local type 2)', () => {
  it('names Chetumal’s markets after their local subtype, with unique ids', () => {
    expect(MERCADOS.map((m) => m.nombre)).toEqual([
      'Mercado Lázaro Cárdenas del Río',
      'Mercado Ignacio Manuel Altamirano',
      'Mercado 5 de Abril',
      'Mercado Andrés Quintana Roo',
      'Mercado de Calderitas',
    ]);
    expect(new Set(MERCADOS.map((m) => m.id)).size).toBe(MERCADOS.length);
    for (const m of MERCADOS) expect(subtipoLocalPorId(m.tipo_local_detalle_id)).toMatchObject({ tipo_local_id: 2, label: m.nombre });
  });

  it('places every market in the address catalogues the database is seeded with', () => {
    for (const { domicilio: d, nombre } of MERCADOS) {
      const colonia = COLONIAS.find((c) => c.id === d.colonia_id);
      expect(colonia, nombre).toMatchObject({ localidadId: d.localidad_id, codigoPostal: d.codigo_postal });
      expect(LOCALIDADES.some((l) => l.id === d.localidad_id), nombre).toBe(true);
      expect(CALLES.find((c) => c.id === d.calle_id)?.coloniaId, nombre).toBe(d.colonia_id);
      for (const cruce of [d.cruzamiento1_id, d.cruzamiento2_id]) if (cruce !== null) expect(CALLES.some((c) => c.id === cruce), nombre).toBe(true);
      // Inside the municipality, around Chetumal.
      expect(Math.abs(d.latitud - 18.52)).toBeLessThan(0.1);
      expect(Math.abs(d.longitud + 88.3)).toBeLessThan(0.1);
    }
  });

  it('finds the market the market padrón names, without accents, case or the full name', () => {
    expect(mercadoPorNombre('Mercado Lázaro Cárdenas')?.id).toBe(1);
    expect(mercadoPorNombre('MERCADO IGNACIO MANUEL ALTAMIRANO')?.id).toBe(2);
    expect(mercadoPorNombre('mercado andres quintana roo')?.id).toBe(4);
    expect(mercadoPorNombre('Mercado de Bacalar')).toBeUndefined();
    expect(mercadoPorNombre('')).toBeUndefined();
    for (const c of concesionarios) expect(mercadoPorNombre(c.mercado), c.mercado).toBeDefined();
    expect(mercadoPorId(3)?.nombre).toBe('Mercado 5 de Abril');
    expect(mercadoPorId(99)).toBeUndefined();
  });
});

describe('a market opening in the shared form schema (spec 1 §5.5, §5.6)', () => {
  it('a complete market opening is valid: key MERCADO (free text), local type 2, its market and stalls', () => {
    expect(errores(mercado())).toEqual({});
    expect(licenciaFormSchema.parse(mercado())).toMatchObject({ mercado_apertura: true, mercado_id: 1, muchos_locales: ['A-14', 'A-15'], pasillo: 'A', arrendatario_mercado: false, mes_pago_piso_f: '01' });
  });

  it("'Debe Seleccionar un mercado' without a market, or with one the catalogue does not know", () => {
    expect(errores(mercado({ mercado_id: null }))).toEqual({ mercado_id: ['Debe Seleccionar un mercado'] });
    expect(errores(mercado({ mercado_id: '' }))).toEqual({ mercado_id: ['Debe Seleccionar un mercado'] });
    expect(errores(mercado({ mercado_id: 99 }))).toEqual({ mercado_id: ['Debe Seleccionar un mercado'] });
  });

  it("'No ingreso locales' without at least one stall", () => {
    for (const sinLocales of [[], '', ['  '], null, undefined]) {
      expect(errores(mercado({ muchos_locales: sinLocales })), JSON.stringify(sinLocales)).toEqual({ muchos_locales: ['No ingreso locales'] });
    }
  });

  it('stalls are upper case, without blanks or repeats; a comma-separated text also works', () => {
    expect(licenciaFormSchema.parse(mercado({ muchos_locales: ['a-14', ' A-14 ', 'b-2', ''] })).muchos_locales).toEqual(['A-14', 'B-2']);
    expect(licenciaFormSchema.parse(mercado({ muchos_locales: 'c-21, C-22' })).muchos_locales).toEqual(['C-21', 'C-22']);
    expect(errores(mercado({ muchos_locales: ['L'.repeat(21)] }))).toEqual({ 'muchos_locales.0': ['Máximo: 20 caracteres'] });
    const muchos = Array.from({ length: MAX_LOCALES + 1 }, (_, i) => `L-${i}`);
    expect(errores(mercado({ muchos_locales: muchos }))).toEqual({ muchos_locales: [`Máximo ${MAX_LOCALES} locales`] });
  });

  it('whether the applicant holds the concession or rents it, and the floor-fee month, are required', () => {
    expect(errores(mercado({ arrendatario_mercado: null }))).toEqual({ arrendatario_mercado: ['El campo es requerido'] });
    expect(errores(mercado({ mes_pago_piso_f: '' }))).toEqual({ mes_pago_piso_f: ['El campo es requerido'] });
    expect(errores(mercado({ mes_pago_piso_f: '13' }))).toEqual({ mes_pago_piso_f: ['El campo es requerido'] });
    expect(licenciaFormSchema.parse(mercado({ mes_pago_piso_f: 7, arrendatario_mercado: 'true' }))).toMatchObject({ mes_pago_piso_f: '07', arrendatario_mercado: true });
  });

  it('spec 1 §3, §4.7: a market opening is registered with the key MERCADO and local type 2, never a cadastral key', () => {
    expect(errores(mercado({ clave_catastral: '04001010027012000' }))).toEqual({ clave_catastral: ['Un local de mercado se registra con la clave catastral MERCADO'] });
    expect(errores(mercado({ tipo_local_id: 1, tipo_local_detalle_id: 101 }))).toEqual({ tipo_local_id: ['Un local de mercado se registra con el tipo de local Mercado'] });
  });

  it('every missing answer is reported at once, one message per field', () => {
    expect(errores(mercado({ mercado_id: null, muchos_locales: [], arrendatario_mercado: null, mes_pago_piso_f: null }))).toEqual({
      mercado_id: ['Debe Seleccionar un mercado'],
      muchos_locales: ['No ingreso locales'],
      arrendatario_mercado: ['El campo es requerido'],
      mes_pago_piso_f: ['El campo es requerido'],
    });
  });

  it('outside a market opening the market answers are not asked (a market local of a renewal keeps its free key)', () => {
    expect(errores(formularioLicenciaEjemplo())).toEqual({});
    expect(errores(formularioLicenciaEjemplo({ clave_catastral: 'MERCADO', tipo_local_id: 2, tipo_local_detalle_id: 202 }))).toEqual({});
  });

  it('the empty market form starts with MERCADO, local type 2 and the floor fee in January', () => {
    expect(valoresInicialesLicencia({ mercado: true })).toMatchObject({ mercado_apertura: true, clave_catastral: 'MERCADO', tipo_local_id: 2, mes_pago_piso_f: '01', muchos_locales: [] });
    expect(valoresInicialesLicencia()).toMatchObject({ mercado_apertura: false, clave_catastral: '', tipo_local_id: null });
  });
});

describe('what a market opening stores (spec 1 §3)', () => {
  it('the market takes over the address and subtype: the stall is where its market is', () => {
    const f = conDatosDelMercado(licenciaFormSchema.parse(mercado({ mercado_id: 2, tipo_local_detalle_id: 201, domicilio: { ...mercado().domicilio, calle_id: 100, numero_exterior: '99' } })));
    expect(f.tipo_local_detalle_id).toBe(202);
    expect(f.domicilio).toMatchObject({ codigo_postal: '77000', localidad_id: 1, colonia_id: 1, calle_id: 108, numero_exterior: 'S/N', entidad_id: 23, municipio_id: 4 });
    const normal = licenciaFormSchema.parse(formularioLicenciaEjemplo());
    expect(conDatosDelMercado(normal)).toBe(normal);
  });

  it('stores the market columns of an opening, and none otherwise; a stored opening reads back the same', () => {
    const f = licenciaFormSchema.parse(mercado());
    const c = formularioAColumnas(f);
    expect(c).toMatchObject({ claveCatastral: 'MERCADO', tipoLocalId: 2, mercadoApertura: true, mercadoId: 1, muchosLocales: ['A-14', 'A-15'], pasillo: 'A', arrendatarioMercado: false, mesPagoPisoF: '01', local: null });
    const row = { ...c, id: 5, externalId: 'OPB-000005', contribuyenteId: 1, zofematExpediente: null, baja: false, motivoBaja: null, createdAt: new Date(), updatedAt: new Date() } as Establecimiento;
    expect(establecimientoAFormulario(row)).toMatchObject({ mercado_apertura: true, mercado_id: 1, muchos_locales: ['A-14', 'A-15'], pasillo: 'A', arrendatario_mercado: false, mes_pago_piso_f: '01' });
    expect(formularioAColumnas(licenciaFormSchema.parse(formularioLicenciaEjemplo({ local: 'L-3', pasillo: 'B', muchos_locales: ['X'] })))).toMatchObject({
      mercadoApertura: false,
      mercadoId: null,
      muchosLocales: [],
      pasillo: null,
      arrendatarioMercado: null,
      mesPagoPisoF: null,
      local: 'L-3',
    });
  });

  it('spec 1 §3, §5.1: the concession contract always, the lease authorization only for a tenant; both optional', () => {
    const docs = (arrendatario_mercado: boolean | null) => documentosAplicables({ tipo_local_id: 2, tipo_propiedad_id: 3, arrendatario_mercado }).filter((d) => d.codigo === 'contrato_consecion' || d.codigo === 'autorizacion_arrendamiento');
    expect(docs(false)).toEqual([{ codigo: 'contrato_consecion', requerido: false }]);
    expect(docs(true)).toEqual([
      { codigo: 'contrato_consecion', requerido: false },
      { codigo: 'autorizacion_arrendamiento', requerido: false },
    ]);
    expect(docs(null).map((d) => d.codigo)).toEqual(['contrato_consecion', 'autorizacion_arrendamiento']);
  });
});

describe('the activities of a market stall', () => {
  const nombres = (gs: readonly { nombre: string }[]) => gs.map((g) => g.nombre);
  it('groceries, food, services and retail: yes; alcohol, harmful waste or fuel, lodging, premises of their own: no', () => {
    const si = nombres(GIROS.filter(giroDeMercado));
    expect(si).toEqual(expect.arrayContaining(['ABARROTES', 'FRUTERÍA Y VERDULERÍA', 'COCINA ECONÓMICA', 'CARNICERÍA', 'TIENDA DE ROPA', 'FLORERÍA']));
    for (const no of ['GASOLINERA', 'HOTEL', 'MOTEL', 'CASA DE HUÉSPEDES', 'DISCOTECA', 'BAR', 'MINISUPER CON VENTA DE CERVEZA', 'TALLER MECÁNICO', 'SALÓN DE EVENTOS', 'ESCUELA PARTICULAR']) {
      expect(si, no).not.toContain(no);
    }
    expect(nombres(girosFueraDeMercado([1, 49, 12, 9, 21]))).toEqual(['GASOLINERA', 'HOTEL', 'DISCOTECA']);
  });
  it('the licence form refuses them on a market stall, naming the activity; elsewhere they stand', () => {
    const mercado = licenciaFormSchema.safeParse(formularioMercadoEjemplo({ giro_actividad_id: 49, actividades_secundarias: [12] }));
    expect(mercado.success).toBe(false);
    const errores = Object.fromEntries((mercado.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(errores.giro_actividad_id).toBe('La actividad GASOLINERA no puede ejercerse en un local de mercado.');
    expect(errores.actividades_secundarias).toBe('La actividad HOTEL no puede ejercerse en un local de mercado.');
    expect(licenciaFormSchema.safeParse(formularioLicenciaEjemplo({ giro_actividad_id: 49, actividades_secundarias: [12], numero_habitaciones: 10 })).error?.issues.map((i) => i.path[0]) ?? []).not.toContain('giro_actividad_id');
  });
});
