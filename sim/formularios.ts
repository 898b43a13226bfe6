// Complete request bodies as the web's forms send them, for the demo requests, the integration
// harness, the authorization matrix and the e2e walks: one valid licence form and one valid
// profile, each changed only where a case needs it.
import { CLAVES_DEMO } from './municipio-demo';

/** A day `dias` days before today as Chetumal counts it (UTC−5 all year), YYYY-MM-DD. */
export function haceDias(dias: number, ahora = Date.now()): string {
  return new Date(ahora - 5 * 3_600_000 - dias * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Registered with the SAT three days ago, so the payments of a new request are due within the
 * 30 days of spec 1 §4.8 whatever the day the suite runs (a fixed date would turn every request late).
 */
export const FECHA_ALTA_EJEMPLO = haceDias(3);

/** A SARE licence form on the demo key whose property tax is paid (Av. Héroes 112, Centro). */
export function formularioLicenciaEjemplo(extra: Record<string, unknown> = {}) {
  return {
    clave_catastral: CLAVES_DEMO.pagada,
    nombre_comercial: 'ABARROTES LA CEIBA',
    fecha_alta_hacienda: FECHA_ALTA_EJEMPLO,
    giro_actividad_id: 1,
    actividades_secundarias: [16],
    tipo_propiedad_id: 1,
    categoria_id: 1,
    tipo_local_id: 1,
    tipo_local_detalle_id: 101,
    telefono_oficina: '(983) 832 1010',
    superficie_m2: 96.5,
    numero_empleados: 3,
    cajones_estacionamiento: 1,
    inversion_estimada: '85000',
    tiene_uso_suelo: false,
    mes_pago_residuos: '11',
    tipo_proceso_id: 2,
    domicilio: { codigo_postal: '77000', localidad_id: 1, colonia_id: 1, calle_id: 100, numero_exterior: '112', latitud: 18.5036, longitud: -88.2961 },
    ...extra,
  };
}

/**
 * A market opening (spec 1 §2.4 Mercados → Apertura): a fruit stall, A-14 and A-15 in aisle A of
 * Mercado Lázaro Cárdenas del Río (market 1, subtype 201), held in concession. The key is MERCADO and
 * the address the market's (the API puts it there whatever the form says).
 */
export function formularioMercadoEjemplo(extra: Record<string, unknown> = {}) {
  return formularioLicenciaEjemplo({
    nombre_comercial: 'FRUTAS DOÑA JULIETA',
    clave_catastral: 'MERCADO',
    tipo_local_id: 2,
    tipo_local_detalle_id: 201,
    superficie_m2: 12,
    numero_empleados: 1,
    cajones_estacionamiento: 0,
    inversion_estimada: '15000',
    mercado_apertura: true,
    mercado_id: 1,
    muchos_locales: ['A-14', 'A-15'],
    pasillo: 'A',
    arrendatario_mercado: false,
    mes_pago_piso_f: '01',
    domicilio: { codigo_postal: '77010', localidad_id: 1, colonia_id: 4, calle_id: 408, numero_exterior: 'S/N', latitud: 18.517, longitud: -88.3045 },
    ...extra,
  });
}

/** A complete profile of a persona física. */
export function perfilFisicaEjemplo(rfc: string, extra: Record<string, unknown> = {}) {
  return {
    tipo_persona: 1,
    rfc,
    nombre: 'JUANA',
    apellido1: 'PÉREZ',
    apellido2: 'CAAMAL',
    email: 'juana.perez@example.mx',
    telefono_movil: '(983) 111 2233',
    es_externo: false,
    domicilio: { codigo_postal: '77000', localidad_id: 1, colonia_id: 1, calle_id: 100, numero_exterior: '12' },
    representantes: [{ nombre: 'PEDRO', apellido1: 'PÉREZ', email: 'pedro@example.mx', telefono_movil: '9834445566' }],
    tramitadores: [],
    ...extra,
  };
}
