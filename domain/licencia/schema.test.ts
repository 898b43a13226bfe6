// The licence request form (spec 1 §2.10, §3, §5.1, §5.5, §5.6, §9) as a user meets it: which
// message appears under which field. Messages are written out literally so a typo in the
// catalogue fails here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Establecimiento } from '../../db/schema/establecimientos.table';
import { establecimientoAFormulario, formularioAColumnas, formularioAEstablecimiento } from '../../api/establecimientos/columnas';
import {
  licenciaFormBase,
  licenciaFormSchema,
  valoresInicialesLicencia,
  type LicenciaFormData,
} from './schema';

const REQUERIDO = 'El campo es requerido';
const FORMATO = 'Formato inválido';
const MAYOR_A_CERO = 'Ingrese un valor mayor a 0';
const MONTO = 'Monto no válido';

// Activity ids of domain/catalogos/establecimientos.ts
const ABARROTES = 1;
const MINISUPER_CERVEZA = 3;
const RESTAURANTE = 10;
const RESTAURANTE_BAR = 11;
const HOTEL = 12;
const HOTEL_RESTAURANTE_BAR = 14;
const PAPELERIA = 23;

/** All messages of a parse, keyed by the dotted path of the field they belong to. */
function errores(input: unknown): Record<string, string[]> {
  const r = licenciaFormSchema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const i of r.error?.issues ?? []) (out[i.path.map(String).join('.')] ??= []).push(i.message);
  return out;
}
const error = (input: unknown, campo: string) => errores(input)[campo];

const domicilio = {
  codigo_postal: '77000',
  localidad_id: 1,
  colonia_id: 10,
  calle_id: 100,
  numero_exterior: '245',
  cruzamiento1_id: 101,
  cruzamiento2_id: 102,
  latitud: 18.503112,
  longitud: -88.296714,
};

/** A papelería in the centre of Chetumal, SARE, owned premises: a complete, valid form. */
const papeleria = (extra: Record<string, unknown> = {}) => ({
  clave_catastral: '0401-0010-0200-3000-1',
  nombre_comercial: 'PAPELERÍA EL ESTUDIANTE',
  fecha_alta_hacienda: '2024-03-15',
  giro_actividad_id: PAPELERIA,
  actividades_secundarias: [ABARROTES],
  tipo_propiedad_id: 1,
  categoria_id: 1,
  tipo_local_id: 1,
  tipo_local_detalle_id: 101,
  telefono_oficina: '(983) 832 1456',
  superficie_m2: 48.5,
  numero_empleados: 2,
  cajones_estacionamiento: 0,
  inversion_estimada: '$85,000.00',
  mes_pago_residuos: '03',
  tipo_proceso_id: 2,
  domicilio,
  ...extra,
});

/** Hotel Los Cocos style: hotel with restaurant-bar, own beverage licence, leased premises. */
const hotelBar = (extra: Record<string, unknown> = {}) =>
  papeleria({
    nombre_comercial: 'HOTEL BAHÍA CHETUMAL',
    giro_actividad_id: HOTEL_RESTAURANTE_BAR,
    actividades_secundarias: [RESTAURANTE],
    tipo_propiedad_id: 2,
    categoria_id: 2,
    superficie_m2: 1250,
    numero_habitaciones: 42,
    numero_empleados: 35,
    cajones_estacionamiento: 30,
    inversion_estimada: 12500000,
    has_licencia_bebidas: true,
    patente_propia: true,
    folio_licencia_bebida_alcoholica: 'LBA-OPB-2019-0457',
    horario_extendido: true,
    tipo_proceso_id: 1,
    ...extra,
  });

beforeEach(() => {
  vi.useFakeTimers();
  // 10:00 in Chetumal
  vi.setSystemTime(new Date('2025-06-15T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a complete form', () => {
  it('is accepted and normalised: key digits, phone digits, money as numeric text, defaults', () => {
    const r = licenciaFormSchema.parse(papeleria());
    expect(r).toMatchObject({
      clave_catastral: '04010010020030001',
      telefono_oficina: '9838321456',
      inversion_estimada: '85000.00',
      no_cuento_clave: false,
      donativo: false,
      zona_federal: false,
      horario_extendido: false,
      sucursal: false,
      tiene_uso_suelo: false,
      has_licencia_bebidas: null,
      patente_propia: null,
      tipo_proceso_id: 2,
    });
    // spec 1 §3, §9: state 23 (Quintana Roo) and municipality 4 (Othón P. Blanco) by default.
    expect(r.domicilio).toMatchObject({ entidad_id: 23, municipio_id: 4, codigo_postal: '77000' });
  });

  it('accepts the values as inputs and multipart send them (strings, 1/0)', () => {
    const r = licenciaFormSchema.parse(
      papeleria({
        giro_actividad_id: String(PAPELERIA),
        actividades_secundarias: ['1'],
        superficie_m2: '48.5',
        numero_empleados: '2',
        cajones_estacionamiento: '0',
        tipo_proceso_id: '2',
        tiene_uso_suelo: '1',
        horario_extendido: 0,
        mes_pago_residuos: 3,
        domicilio: { ...domicilio, localidad_id: '1', latitud: '18.503112', longitud: '-88.296714' },
      }),
    );
    expect(r).toMatchObject({ giro_actividad_id: 23, actividades_secundarias: [1], superficie_m2: 48.5, numero_empleados: 2, tipo_proceso_id: 2, tiene_uso_suelo: true, horario_extendido: false, mes_pago_residuos: '03' });
    expect(r.domicilio.latitud).toBeCloseTo(18.503112);
  });

  it('a hotel with restaurant-bar and its own beverage licence is accepted', () => {
    expect(errores(hotelBar())).toEqual({});
  });

  it('optional text comes back as null or empty and becomes undefined', () => {
    const r = licenciaFormSchema.parse(papeleria({ actividad_libre: null, local: '  ', numero_oficio_constancia_catastro: '', domicilio: { ...domicilio, numero_interior: null } }));
    expect(r.actividad_libre).toBeUndefined();
    expect(r.local).toBeUndefined();
    expect(r.numero_oficio_constancia_catastro).toBeUndefined();
    expect(r.domicilio.numero_interior).toBeUndefined();
  });
});

describe("required fields ('El campo es requerido', spec 1 §5.1, §5.6)", () => {
  it('an empty object asks for every required field, activities with their own message', () => {
    expect(errores({})).toEqual({
      clave_catastral: [REQUERIDO],
      nombre_comercial: [REQUERIDO],
      fecha_alta_hacienda: [REQUERIDO],
      giro_actividad_id: [REQUERIDO],
      actividades_secundarias: ['Seleccione al menos una opción'],
      tipo_propiedad_id: [REQUERIDO],
      categoria_id: [REQUERIDO],
      tipo_local_id: [REQUERIDO],
      tipo_local_detalle_id: [REQUERIDO],
      telefono_oficina: [REQUERIDO],
      superficie_m2: [REQUERIDO],
      numero_empleados: [REQUERIDO],
      cajones_estacionamiento: [REQUERIDO],
      inversion_estimada: [REQUERIDO],
      mes_pago_residuos: [REQUERIDO],
      tipo_proceso_id: [REQUERIDO],
      domicilio: [REQUERIDO],
    });
  });

  it('something that is not a form says so once, without crashing the cross-field rules', () => {
    for (const v of [undefined, null, [], 'formulario']) expect(errores(v)).toEqual({ '': [REQUERIDO] });
  });

  it("the web's initial values give the same messages, address field by field", () => {
    const e = errores(valoresInicialesLicencia());
    expect(e.tipo_proceso_id).toBeUndefined(); // preset to 1
    expect(e).toMatchObject({
      clave_catastral: [REQUERIDO],
      nombre_comercial: [REQUERIDO],
      actividades_secundarias: ['Seleccione al menos una opción'],
      inversion_estimada: [REQUERIDO],
      mes_pago_residuos: [REQUERIDO],
      'domicilio.codigo_postal': [REQUERIDO],
      'domicilio.localidad_id': [REQUERIDO],
      'domicilio.colonia_id': [REQUERIDO],
      'domicilio.calle_id': [REQUERIDO],
      'domicilio.numero_exterior': [REQUERIDO],
      'domicilio.latitud': [REQUERIDO],
      'domicilio.longitud': [REQUERIDO],
    });
    expect(e['domicilio.entidad_id']).toBeUndefined();
    expect(e['domicilio.cruzamiento1_id']).toBeUndefined();
    expect(e.numero_habitaciones).toBeUndefined();
    expect(e.local).toBeUndefined();
  });

  it('blank text is required; text longer than its limit says the maximum', () => {
    expect(error(papeleria({ nombre_comercial: '   ' }), 'nombre_comercial')).toEqual([REQUERIDO]);
    expect(error(papeleria({ nombre_comercial: 'A'.repeat(201) }), 'nombre_comercial')).toEqual(['Máximo: 200 caracteres']);
    expect(error(papeleria({ domicilio: { ...domicilio, numero_exterior: '' } }), 'domicilio.numero_exterior')).toEqual([REQUERIDO]);
  });

  it('an id outside its catalogue counts as nothing selected', () => {
    expect(error(papeleria({ giro_actividad_id: 999 }), 'giro_actividad_id')).toEqual([REQUERIDO]);
    expect(error(papeleria({ tipo_propiedad_id: 5 }), 'tipo_propiedad_id')).toEqual([REQUERIDO]);
    expect(error(papeleria({ categoria_id: 9 }), 'categoria_id')).toEqual([REQUERIDO]);
    expect(error(papeleria({ tipo_local_id: 12 }), 'tipo_local_id')).toEqual([REQUERIDO]);
    expect(error(papeleria({ tipo_local_detalle_id: 7 }), 'tipo_local_detalle_id')).toEqual([REQUERIDO]);
    expect(error(papeleria({ tipo_proceso_id: 3 }), 'tipo_proceso_id')).toEqual([REQUERIDO]);
    expect(error(papeleria({ mes_pago_residuos: '13' }), 'mes_pago_residuos')).toEqual([REQUERIDO]);
  });

  it('the subtype must belong to the chosen local type', () => {
    // 201 is Mercado Lázaro Cárdenas del Río, not a subtype of a normal local.
    expect(errores(papeleria({ tipo_local_detalle_id: 201 }))).toEqual({ tipo_local_detalle_id: [REQUERIDO] });
    expect(errores(papeleria({ tipo_local_id: 3, tipo_local_detalle_id: 301, local: 'L-14' }))).toEqual({});
  });
});

describe('cadastral key (spec 1 §4.7, §5.5)', () => {
  it('a plain key must have exactly 17 digits', () => {
    expect(error(papeleria({ clave_catastral: '0401001002003000' }), 'clave_catastral')).toEqual(['Debe proporcionar 17 digitos']);
    expect(error(papeleria({ clave_catastral: 'DONATIVO' }), 'clave_catastral')).toEqual(['Debe proporcionar 17 digitos']);
    expect(error(papeleria({ clave_catastral: '' }), 'clave_catastral')).toEqual([REQUERIDO]);
  });

  it('donativo takes free text and then needs the cadastre letter number and the donation receipt folio', () => {
    expect(errores(papeleria({ clave_catastral: 'DONATIVO', no_cuento_clave: true }))).toEqual({
      numero_oficio_constancia_catastro: [REQUERIDO],
      folio_recibo_pago_donativo: [REQUERIDO],
    });
    expect(
      errores(papeleria({ clave_catastral: 'DONATIVO', donativo: true, numero_oficio_constancia_catastro: 'DC/1234/2025', folio_recibo_pago_donativo: 'RD-000871' })),
    ).toEqual({});
  });

  it('zona federal and a market local take free text', () => {
    expect(errores(papeleria({ clave_catastral: 'ZONA FEDERAL', zona_federal: true }))).toEqual({});
    expect(errores(papeleria({ clave_catastral: 'MERCADO', tipo_local_id: 2, tipo_local_detalle_id: 202, local: '37' }))).toEqual({});
  });

  it('the key message shows together with the other fields in error', () => {
    expect(errores(papeleria({ clave_catastral: '123', nombre_comercial: '' }))).toEqual({
      clave_catastral: ['Debe proporcionar 17 digitos'],
      nombre_comercial: [REQUERIDO],
    });
  });
});

describe('fecha de alta en hacienda', () => {
  it('is an ISO date, today at the latest (Chetumal time)', () => {
    expect(error(papeleria({ fecha_alta_hacienda: '15/03/2024' }), 'fecha_alta_hacienda')).toEqual([FORMATO]);
    expect(error(papeleria({ fecha_alta_hacienda: '2025-02-30' }), 'fecha_alta_hacienda')).toEqual([FORMATO]);
    expect(error(papeleria({ fecha_alta_hacienda: '2025-06-16' }), 'fecha_alta_hacienda')).toEqual(['La fecha no puede ser posterior a hoy']);
    expect(error(papeleria({ fecha_alta_hacienda: '2025-06-15' }), 'fecha_alta_hacienda')).toBeUndefined();
  });

  it('at 22:00 in Chetumal (03:00 UTC next day) tomorrow is still in the future', () => {
    vi.setSystemTime(new Date('2025-06-16T03:00:00Z'));
    expect(error(papeleria({ fecha_alta_hacienda: '2025-06-16' }), 'fecha_alta_hacienda')).toEqual(['La fecha no puede ser posterior a hoy']);
  });

  it("accepts the date picker's Date", () => {
    expect(licenciaFormSchema.parse(papeleria({ fecha_alta_hacienda: new Date('2024-03-15T12:00:00Z') })).fecha_alta_hacienda).toBe('2024-03-15');
    expect(error(papeleria({ fecha_alta_hacienda: new Date('no es fecha') }), 'fecha_alta_hacienda')).toEqual([FORMATO]);
  });
});

describe('activities (spec 1 §5.6)', () => {
  it("secondary activities: at least one ('Seleccione al menos una opción'), repeats removed", () => {
    expect(error(papeleria({ actividades_secundarias: [] }), 'actividades_secundarias')).toEqual(['Seleccione al menos una opción']);
    expect(error(papeleria({ actividades_secundarias: null }), 'actividades_secundarias')).toEqual(['Seleccione al menos una opción']);
    expect(error(papeleria({ actividades_secundarias: [ABARROTES, 999] }), 'actividades_secundarias.1')).toEqual([REQUERIDO]);
    expect(licenciaFormSchema.parse(papeleria({ actividades_secundarias: [1, 21, 1] })).actividades_secundarias).toEqual([1, 21]);
  });

  it('a hotel (main or secondary) must give its room count, even alongside other errors', () => {
    expect(errores(papeleria({ giro_actividad_id: HOTEL }))).toEqual({ numero_habitaciones: [REQUERIDO] });
    expect(errores(papeleria({ actividades_secundarias: [HOTEL], nombre_comercial: '' }))).toEqual({
      nombre_comercial: [REQUERIDO],
      numero_habitaciones: [REQUERIDO],
    });
    expect(errores(papeleria({ giro_actividad_id: HOTEL, numero_habitaciones: '18' }))).toEqual({});
  });

  it('rooms: greater than 0, at most 5 digits, whole numbers', () => {
    expect(error(papeleria({ giro_actividad_id: HOTEL, numero_habitaciones: 0 }), 'numero_habitaciones')).toEqual([MAYOR_A_CERO]);
    expect(error(papeleria({ giro_actividad_id: HOTEL, numero_habitaciones: 123456 }), 'numero_habitaciones')).toEqual(['Máximo: 5 caracteres']);
    expect(error(papeleria({ giro_actividad_id: HOTEL, numero_habitaciones: 12.5 }), 'numero_habitaciones')).toEqual([FORMATO]);
    expect(error(papeleria({ giro_actividad_id: HOTEL, numero_habitaciones: 99999 }), 'numero_habitaciones')).toBeUndefined();
  });

  it('rooms are not asked of a papelería', () => {
    expect(error(papeleria({ numero_habitaciones: null }), 'numero_habitaciones')).toBeUndefined();
  });
});

describe('alcohol (spec 1 §5.6)', () => {
  const bar = (extra: Record<string, unknown> = {}) =>
    papeleria({ giro_actividad_id: RESTAURANTE_BAR, actividades_secundarias: [RESTAURANTE], tipo_proceso_id: 1, ...extra });

  it('with an alcohol activity, whether a drinks licence is held is required', () => {
    expect(errores(bar())).toEqual({ has_licencia_bebidas: [REQUERIDO] });
    expect(errores(papeleria({ actividades_secundarias: [MINISUPER_CERVEZA] }))).toEqual({ has_licencia_bebidas: [REQUERIDO] });
  });

  it("with a licence, 'Licencia propia?' is required; if own, the patente number", () => {
    expect(errores(bar({ has_licencia_bebidas: true }))).toEqual({ patente_propia: [REQUERIDO] });
    expect(errores(bar({ has_licencia_bebidas: true, patente_propia: true }))).toEqual({ folio_licencia_bebida_alcoholica: [REQUERIDO] });
    expect(errores(bar({ has_licencia_bebidas: true, patente_propia: true, folio_licencia_bebida_alcoholica: 'LBA-OPB-2021-0112' }))).toEqual({});
  });

  it('a licence on loan (comodato) or no licence at all needs no number', () => {
    expect(errores(bar({ has_licencia_bebidas: true, patente_propia: false }))).toEqual({});
    expect(errores(bar({ has_licencia_bebidas: false }))).toEqual({});
    expect(errores(bar({ has_licencia_bebidas: '0' }))).toEqual({});
  });

  it('without alcohol the questions are not asked', () => {
    expect(errores(papeleria({ has_licencia_bebidas: null, patente_propia: null }))).toEqual({});
  });
});

describe('numbers and money (spec 1 §5.1, §5.6)', () => {
  it("superficie: 'Ingrese un valor mayor a 0'; text is a format error", () => {
    expect(error(papeleria({ superficie_m2: 0 }), 'superficie_m2')).toEqual([MAYOR_A_CERO]);
    expect(error(papeleria({ superficie_m2: -20 }), 'superficie_m2')).toEqual([MAYOR_A_CERO]);
    expect(error(papeleria({ superficie_m2: 'cuarenta' }), 'superficie_m2')).toEqual([FORMATO]);
    expect(error(papeleria({ superficie_m2: '' }), 'superficie_m2')).toEqual([REQUERIDO]);
  });

  it('employees: at least one, at most 5 digits, whole numbers', () => {
    expect(error(papeleria({ numero_empleados: 0 }), 'numero_empleados')).toEqual([MAYOR_A_CERO]);
    expect(error(papeleria({ numero_empleados: '123456' }), 'numero_empleados')).toEqual(['Máximo: 5 caracteres']);
    expect(error(papeleria({ numero_empleados: 2.5 }), 'numero_empleados')).toEqual([FORMATO]);
  });

  it('parking spaces: zero is fine, negatives are not', () => {
    expect(error(papeleria({ cajones_estacionamiento: 0 }), 'cajones_estacionamiento')).toBeUndefined();
    expect(error(papeleria({ cajones_estacionamiento: -1 }), 'cajones_estacionamiento')).toEqual(['Ingrese un valor mayor o igual a 0']);
    expect(error(papeleria({ cajones_estacionamiento: 100000 }), 'cajones_estacionamiento')).toEqual(['Máximo: 5 caracteres']);
  });

  it("investment: zero, negative or too large is 'Monto no válido'; text is a format error", () => {
    for (const v of [0, '0', '0.00', '$0.00', '-1500', -1500, 0.001, '1000000000000']) {
      expect(error(papeleria({ inversion_estimada: v }), 'inversion_estimada')).toEqual([MONTO]);
    }
    expect(error(papeleria({ inversion_estimada: 'mucho' }), 'inversion_estimada')).toEqual([FORMATO]);
    expect(error(papeleria({ inversion_estimada: '150.555' }), 'inversion_estimada')).toEqual([FORMATO]);
    expect(error(papeleria({ inversion_estimada: '' }), 'inversion_estimada')).toEqual([REQUERIDO]);
    expect(error(papeleria({ inversion_estimada: null }), 'inversion_estimada')).toEqual([REQUERIDO]);
  });

  it('investment is kept as numeric text with two decimals', () => {
    expect(licenciaFormSchema.parse(papeleria({ inversion_estimada: 1500.5 })).inversion_estimada).toBe('1500.50');
    expect(licenciaFormSchema.parse(papeleria({ inversion_estimada: '$ 2,350,000' })).inversion_estimada).toBe('2350000.00');
  });

  it("office phone: 10 digits ('Proporcione 10 digitos')", () => {
    expect(error(papeleria({ telefono_oficina: '983 832 14' }), 'telefono_oficina')).toEqual(['Proporcione 10 digitos']);
    expect(error(papeleria({ telefono_oficina: '' }), 'telefono_oficina')).toEqual([REQUERIDO]);
  });
});

describe('address (spec 1 §3, §5.6, §9)', () => {
  const conDomicilio = (extra: Record<string, unknown>) => papeleria({ domicilio: { ...domicilio, ...extra } });

  it("postal code: exactly 5 digits ('Debe proporcionar 5 digitos')", () => {
    expect(error(conDomicilio({ codigo_postal: '7700' }), 'domicilio.codigo_postal')).toEqual(['Debe proporcionar 5 digitos']);
    expect(error(conDomicilio({ codigo_postal: '77O00' }), 'domicilio.codigo_postal')).toEqual(['Debe proporcionar 5 digitos']);
    expect(error(conDomicilio({ codigo_postal: '' }), 'domicilio.codigo_postal')).toEqual([REQUERIDO]);
  });

  it('latitude and longitude are required numbers within range', () => {
    expect(error(conDomicilio({ latitud: null }), 'domicilio.latitud')).toEqual([REQUERIDO]);
    expect(error(conDomicilio({ latitud: 95 }), 'domicilio.latitud')).toEqual([FORMATO]);
    expect(error(conDomicilio({ longitud: 'oeste' }), 'domicilio.longitud')).toEqual([FORMATO]);
  });

  it('cross streets are optional; another state and municipality may be given', () => {
    const r = licenciaFormSchema.parse(conDomicilio({ cruzamiento1_id: '', cruzamiento2_id: null, entidad_id: 23, municipio_id: 4 }));
    expect(r.domicilio.cruzamiento1_id).toBeUndefined();
    expect(r.domicilio.cruzamiento2_id).toBeUndefined();
  });
});

describe('branch (sucursal, spec 1 §3)', () => {
  it('a branch is registered with categoría 3 (Sucursal)', () => {
    expect(errores(papeleria({ sucursal: true, categoria_id: 1 }))).toEqual({ categoria_id: ['Una sucursal debe registrarse con la categoría Sucursal'] });
    expect(errores(papeleria({ sucursal: true, categoria_id: 3 }))).toEqual({});
  });

  it('the initial values of a branch start with categoría 3', () => {
    expect(valoresInicialesLicencia({ sucursal: true })).toMatchObject({ sucursal: true, categoria_id: 3 });
    expect(valoresInicialesLicencia({ tipo_proceso_id: 2 })).toMatchObject({ sucursal: false, categoria_id: null, tipo_proceso_id: 2 });
  });
});

it('the base object can be picked for a partial form (documenso pattern)', () => {
  const soloNombre = licenciaFormBase.pick({ nombre_comercial: true, telefono_oficina: true });
  expect(soloNombre.parse({ nombre_comercial: ' FARMACIA DEL AHORRO ', telefono_oficina: '9831234567' })).toEqual({
    nombre_comercial: 'FARMACIA DEL AHORRO',
    telefono_oficina: '9831234567',
  });
});

describe('form ⇄ establecimientos row', () => {
  const ids = { contribuyenteId: 41, externalId: 'OPB-2025-000187' };

  it('maps a hotel-bar to the table columns', () => {
    const f = licenciaFormSchema.parse(hotelBar());
    const row = formularioAEstablecimiento(f, ids, { colonia: 'CENTRO', calle: 'AV. HÉROES' });
    expect(row).toMatchObject({
      contribuyenteId: 41,
      externalId: 'OPB-2025-000187',
      nombreComercial: 'HOTEL BAHÍA CHETUMAL',
      claveCatastral: '04010010020030001',
      donativo: false,
      zonaFederal: false,
      numeroOficioConstanciaCatastro: null,
      tipoProcesoId: 1,
      tipoPropiedadId: 2,
      categoriaId: 2,
      tipoLocalId: 1,
      tipoLocalDetalleId: 101,
      giroActividadId: HOTEL_RESTAURANTE_BAR,
      actividadesSecundarias: [RESTAURANTE],
      horarioExtendido: true,
      superficieM2: 1250,
      telefonoOficina: '9838321456',
      numeroHabitaciones: 42,
      numeroEmpleados: 35,
      cajonesEstacionamiento: 30,
      inversionEstimada: '12500000.00',
      hasLicenciaBebidas: true,
      patentePropia: true,
      folioLicenciaBebidaAlcoholica: 'LBA-OPB-2019-0457',
      fechaAltaHacienda: '2024-03-15',
      mesPagoResiduos: '03',
    });
    expect(row.domicilio).toEqual({
      colonia: 'CENTRO',
      calle: 'AV. HÉROES',
      codigo_postal: '77000',
      entidad_id: 23,
      municipio_id: 4,
      localidad_id: 1,
      colonia_id: 10,
      tipo_vialidad_id: null,
      calle_id: 100,
      numero_exterior: '245',
      numero_interior: null,
      cruzamiento1_id: 101,
      cruzamiento2_id: 102,
      latitud: 18.503112,
      longitud: -88.296714,
    });
  });

  it('answers that no longer apply are stored as null', () => {
    // A papelería whose form still carries hotel, beverage and donation answers from earlier choices.
    const f = licenciaFormSchema.parse(
      papeleria({ numero_habitaciones: 12, has_licencia_bebidas: true, patente_propia: true, folio_licencia_bebida_alcoholica: 'X-1', numero_oficio_constancia_catastro: 'DC/1' }),
    );
    expect(formularioAColumnas(f)).toMatchObject({
      numeroHabitaciones: null,
      hasLicenciaBebidas: null,
      patentePropia: null,
      folioLicenciaBebidaAlcoholica: null,
      numeroOficioConstanciaCatastro: null,
    });
    const comodato = licenciaFormSchema.parse(hotelBar({ patente_propia: false }));
    expect(formularioAColumnas(comodato)).toMatchObject({ hasLicenciaBebidas: true, patentePropia: false, folioLicenciaBebidaAlcoholica: null });
  });

  it("'No cuento con clave' is stored as donativo", () => {
    const f = licenciaFormSchema.parse(papeleria({ clave_catastral: 'DONATIVO', no_cuento_clave: true, numero_oficio_constancia_catastro: 'DC/1234/2025', folio_recibo_pago_donativo: 'RD-000871' }));
    expect(formularioAColumnas(f)).toMatchObject({ claveCatastral: 'DONATIVO', donativo: true, numeroOficioConstanciaCatastro: 'DC/1234/2025', folioReciboPagoDonativo: 'RD-000871' });
  });

  it('a stored row comes back as form values that validate and map to the same columns', () => {
    const f = licenciaFormSchema.parse(hotelBar({ actividad_libre: 'Hospedaje y alimentos', local: 'PB' }));
    const columnas = formularioAEstablecimiento(f, ids);
    const row: Establecimiento = {
      ...columnas,
      id: 9,
      externalId: ids.externalId,
      contribuyenteId: ids.contribuyenteId,
      nombreBusqueda: null,
      donativo: columnas.donativo ?? false,
      zonaFederal: columnas.zonaFederal ?? false,
      numeroOficioConstanciaCatastro: columnas.numeroOficioConstanciaCatastro ?? null,
      folioReciboPagoDonativo: columnas.folioReciboPagoDonativo ?? null,
      tipoProcesoId: columnas.tipoProcesoId ?? 1,
      tipoLocalDetalleId: columnas.tipoLocalDetalleId ?? null,
      local: columnas.local ?? null,
      actividadesSecundarias: columnas.actividadesSecundarias ?? [],
      actividadLibre: columnas.actividadLibre ?? null,
      horarioExtendido: columnas.horarioExtendido ?? false,
      numeroHabitaciones: columnas.numeroHabitaciones ?? null,
      tieneUsoSuelo: columnas.tieneUsoSuelo ?? false,
      hasLicenciaBebidas: columnas.hasLicenciaBebidas ?? null,
      patentePropia: columnas.patentePropia ?? null,
      folioLicenciaBebidaAlcoholica: columnas.folioLicenciaBebidaAlcoholica ?? null,
      mesPagoResiduos: columnas.mesPagoResiduos ?? '01',
      mercadoApertura: columnas.mercadoApertura ?? false,
      mercadoId: columnas.mercadoId ?? null,
      muchosLocales: columnas.muchosLocales ?? [],
      pasillo: columnas.pasillo ?? null,
      arrendatarioMercado: columnas.arrendatarioMercado ?? null,
      mesPagoPisoF: columnas.mesPagoPisoF ?? null,
      zofematExpediente: null,
      baja: false,
      motivoBaja: null,
      createdAt: new Date('2025-06-01T15:00:00Z'),
      updatedAt: new Date('2025-06-01T15:00:00Z'),
    };
    const valores: LicenciaFormData = establecimientoAFormulario(row);
    expect(valores).toEqual(f);
    expect(licenciaFormSchema.parse(valores)).toEqual(f);
    expect(formularioAEstablecimiento(licenciaFormSchema.parse(valores), ids)).toEqual(columnas);
  });

  it('a stored branch reads back with the branch flag', () => {
    const f = licenciaFormSchema.parse(papeleria({ sucursal: true, categoria_id: 3 }));
    const c = formularioAColumnas(f);
    expect(c.categoriaId).toBe(3);
    const row = { ...c, id: 1, externalId: 'X', contribuyenteId: 1, zofematExpediente: null, baja: false, motivoBaja: null, createdAt: new Date(), updatedAt: new Date() } as Establecimiento;
    expect(establecimientoAFormulario(row).sucursal).toBe(true);
  });
});
