// The demo taxpayer's businesses (scripts/demo-solicitudes.ts): one per stage of the licence, each
// on a paid property of the simulated cadastre (sim/data/catastro-predios.json) with its address.
import { CATEGORIA_SUCURSAL } from '../domain/licencia/constantes';
import { formularioLicenciaEjemplo, formularioMercadoEjemplo } from '../sim/formularios';

/** A licence form of the demo: a paid property of the simulated cadastre and its address. */
export interface Negocio {
  nombre: string;
  clave: string;
  domicilio: { codigo_postal: string; colonia_id: number; calle_id: number; numero_exterior: string; latitud: number; longitud: number };
  superficie: number;
  giro: number;
  secundarias: number[];
  /** 2 SARE (no alcohol, low risk), 1 Licencias de Funcionamiento */
  proceso: 1 | 2;
  empleados: number;
  inversion: string;
  /** a branch of a business the taxpayer already has (spec 1 §3: categoría Sucursal) */
  sucursal?: boolean;
  /** a market stall (spec 1 §2.4 Mercados → Apertura): the key is MERCADO and the address the market's */
  mercado?: { mercado_id: number; locales: string[]; pasillo: string };
}

export function formulario(n: Negocio) {
  const comun = {
    nombre_comercial: n.nombre,
    giro_actividad_id: n.giro,
    actividades_secundarias: n.secundarias,
    superficie_m2: n.superficie,
    numero_empleados: n.empleados,
    inversion_estimada: n.inversion,
    tipo_proceso_id: n.proceso,
    domicilio: { localidad_id: 1, ...n.domicilio },
  };
  if (n.mercado) {
    return formularioMercadoEjemplo({ ...comun, mercado_id: n.mercado.mercado_id, muchos_locales: n.mercado.locales, pasillo: n.mercado.pasillo });
  }
  return formularioLicenciaEjemplo({
    ...comun,
    clave_catastral: n.clave,
    has_licencia_bebidas: false,
    ...(n.sucursal ? { sucursal: true, categoria_id: CATEGORIA_SUCURSAL } : {}),
  });
}

const CENTRO = { codigo_postal: '77000', colonia_id: 1 };
export const NEGOCIOS_DEMO = {
  /** SARE, every step done: the licence is issued; later an approved land-use certificate */
  abarrotes: {
    nombre: 'ABARROTES DOÑA CHAYO',
    clave: '04001001012005000',
    domicilio: { ...CENTRO, calle_id: 100, numero_exterior: '112', latitud: 18.5036, longitud: -88.2961 },
    superficie: 96.5,
    giro: 1,
    secundarias: [21],
    proceso: 2,
    empleados: 3,
    inversion: '85000',
  },
  /** Licencias (it sells alcohol), issued; a land-use certificate waits for Desarrollo Urbano */
  restaurante: {
    nombre: 'RESTAURANTE BAR EL MANGLAR',
    clave: '04001006031014000',
    domicilio: { codigo_postal: '77083', colonia_id: 6, calle_id: 601, numero_exterior: '345', latitud: 18.5102, longitud: -88.2874 },
    superficie: 148,
    giro: 11,
    secundarias: [10],
    proceso: 1,
    empleados: 9,
    inversion: '420000',
  },
  /** Licencias, sent: waits in the Licencias inbox (data validation) */
  papeleria: {
    nombre: 'PAPELERÍA LA ESTRELLA',
    clave: '04001001008011000',
    domicilio: { ...CENTRO, calle_id: 104, numero_exterior: '201', latitud: 18.5009, longitud: -88.2958 },
    superficie: 58,
    giro: 23,
    secundarias: [34],
    proceso: 1,
    empleados: 2,
    inversion: '60000',
  },
  /** returned at the data validation with its reason: the taxpayer corrects and resends */
  ferreteria: {
    nombre: 'FERRETERÍA EL CLAVO',
    clave: '04001009044001000',
    domicilio: { codigo_postal: '77025', colonia_id: 9, calle_id: 900, numero_exterior: '1080', latitud: 18.5198, longitud: -88.3047 },
    superficie: 210,
    giro: 29,
    secundarias: [30],
    proceso: 2,
    empleados: 4,
    inversion: '150000',
  },
  /** SARE, land use verified: waits for the taxpayer's online payment */
  estetica: {
    nombre: 'ESTÉTICA BRISA',
    clave: '04001012019007000',
    domicilio: { codigo_postal: '77019', colonia_id: 12, calle_id: 1207, numero_exterior: '233', latitud: 18.5141, longitud: -88.3003 },
    superficie: 45,
    giro: 25,
    secundarias: [26],
    proceso: 2,
    empleados: 2,
    inversion: '40000',
  },
  /** SARE, every payment validated: waits for the Dirección de Ingresos' signature */
  tortilleria: {
    nombre: 'TORTILLERÍA LA MAYA',
    clave: '04001010027012000',
    domicilio: { codigo_postal: '77030', colonia_id: 10, calle_id: 1005, numero_exterior: '390', latitud: 18.5223, longitud: -88.2931 },
    superficie: 185,
    giro: 18,
    secundarias: [19],
    proceso: 2,
    empleados: 5,
    inversion: '210000',
  },
  /** SARE, anuencia paid online: waits for Protección Civil to validate it */
  lavanderia: {
    nombre: 'LAVANDERÍA AGUA CLARA',
    clave: '04001014005003000',
    domicilio: { codigo_postal: '77079', colonia_id: 14, calle_id: 1402, numero_exterior: '12', latitud: 18.5302, longitud: -88.3151 },
    superficie: 310,
    giro: 35,
    secundarias: [32],
    proceso: 2,
    empleados: 3,
    inversion: '95000',
  },
  /** a branch of the grocery (categoría Sucursal, with its opening notice), SARE, issued */
  sucursal: {
    nombre: 'ABARROTES DOÑA CHAYO SUCURSAL BOULEVARD',
    clave: '04001001008011000',
    domicilio: { ...CENTRO, calle_id: 104, numero_exterior: '203', latitud: 18.5012, longitud: -88.2955 },
    superficie: 52,
    giro: 1,
    secundarias: [21],
    proceso: 2,
    empleados: 2,
    inversion: '45000',
    sucursal: true,
  },
  /** a stall of Mercado Lázaro Cárdenas del Río: Mercados validated its data; SARE, issued */
  mercado: {
    nombre: 'FRUTAS Y LEGUMBRES DOÑA CHAYO',
    clave: 'MERCADO',
    domicilio: { codigo_postal: '77010', colonia_id: 4, calle_id: 408, numero_exterior: 'S/N', latitud: 18.517, longitud: -88.3045 },
    superficie: 12,
    giro: 21,
    secundarias: [1],
    proceso: 2,
    empleados: 1,
    inversion: '15000',
    mercado: { mercado_id: 1, locales: ['A-14', 'A-15'], pasillo: 'A' },
  },
  /** SARE, issued: the business to try a change of trade name on (e2e: cambio-nombre) */
  ceiba: {
    nombre: 'COCINA ECONÓMICA LA CEIBA',
    clave: '04001001012005000',
    domicilio: { ...CENTRO, calle_id: 100, numero_exterior: '120', latitud: 18.5041, longitud: -88.2966 },
    superficie: 60,
    giro: 16,
    secundarias: [17],
    proceso: 2,
    empleados: 3,
    inversion: '50000',
  },
  /** SARE, issued: to try a change of address (e2e: cambio-domicilio) */
  refacciones: {
    nombre: 'REFACCIONARIA RUEDA LIBRE',
    clave: '04001009044001000',
    domicilio: { codigo_postal: '77025', colonia_id: 9, calle_id: 900, numero_exterior: '1102', latitud: 18.5201, longitud: -88.3051 },
    superficie: 80,
    giro: 30,
    secundarias: [29],
    proceso: 2,
    empleados: 2,
    inversion: '70000',
  },
  /** SARE, issued: to try a change of economic activity (e2e: cambio-actividad) */
  loncheria: {
    nombre: 'LONCHERÍA LOS ALMENDROS',
    clave: '04001012019007000',
    domicilio: { codigo_postal: '77019', colonia_id: 12, calle_id: 1207, numero_exterior: '241', latitud: 18.5144, longitud: -88.3006 },
    superficie: 50,
    giro: 17,
    secundarias: [16],
    proceso: 2,
    empleados: 2,
    inversion: '35000',
  },
  /** SARE, issued: to try a change of owner (e2e: cambio-propietario, to MECL840917HJ2) */
  floreria: {
    nombre: 'FLORERÍA JAZMÍN',
    clave: '04001010027012000',
    domicilio: { codigo_postal: '77030', colonia_id: 10, calle_id: 1005, numero_exterior: '402', latitud: 18.5226, longitud: -88.2934 },
    superficie: 35,
    giro: 32,
    secundarias: [31],
    proceso: 2,
    empleados: 1,
    inversion: '25000',
  },
  /** SARE, issued: to try a closure (e2e: baja) */
  ciber: {
    nombre: 'CIBERCAFÉ PIXEL',
    clave: '04001014005003000',
    domicilio: { codigo_postal: '77079', colonia_id: 14, calle_id: 1402, numero_exterior: '20', latitud: 18.5305, longitud: -88.3154 },
    superficie: 42,
    giro: 34,
    secundarias: [23],
    proceso: 2,
    empleados: 2,
    inversion: '60000',
  },
  /** captured, never sent: the taxpayer's draft */
  cafeteria: {
    nombre: 'CAFETERÍA EL MIRADOR',
    clave: '04001001012005000',
    domicilio: { ...CENTRO, calle_id: 100, numero_exterior: '114', latitud: 18.5039, longitud: -88.2963 },
    superficie: 40,
    giro: 17,
    secundarias: [16],
    proceso: 2,
    empleados: 2,
    inversion: '30000',
  },
} satisfies Record<string, Negocio>;
