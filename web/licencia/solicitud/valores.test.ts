import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/common/messages';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../../domain/licencia/mensajes';
import { MSG_PREDIO } from '../../../domain/predial/mensajes';
import { documentosAplicables } from '../../../domain/licencia/reglas';
import { licenciaFormSchema, valoresInicialesLicencia, type LicenciaFormInput } from '../../../domain/licencia/schema';
import { licencia as definicion } from '../../../domain/licencia/definicion';
import type { EventoTramite } from '../../../domain/tramite/definicion';
import { aplicarEvento, nuevoTramite, persistir } from '../../../domain/tramite/maquina';
import type { EstablecimientoDetalle, LicenciaResumen } from './tipos';
import {
  archivosGuardados,
  avisoDeGuardado,
  CAMPOS_GIROS,
  CAMPOS_REGLAS,
  claveLista,
  datosReglas,
  datosReglasDe,
  girosDe,
  detalleAFormulario,
  erroresAlFormulario,
  estadoSolicitud,
  licenciaActual,
  num,
  parametrosSolicitud,
  valoresNuevos,
} from './valores';

const CLAVE = '04001001012005000';

/** A licence whose request went through these events of its machine (as the API would answer it). */
const licencia = (o: Partial<LicenciaResumen> = {}, eventos: EventoTramite[] = []): LicenciaResumen => {
  let snap = nuevoTramite(definicion, { tipoProceso: 1, tieneUsoSuelo: false, fechaLimitePago: null });
  for (const e of eventos) snap = aplicarEvento(definicion, snap, e)!;
  return {
    id: 9,
    folio: 'LF-2025-0009',
    anio: 2025,
    estatus_licencia: 1,
    motivo_rechazo: null,
    paso_actual_etiqueta: null,
    tramite: { snapshot: persistir(snap) } as LicenciaResumen['tramite'],
    ...o,
  } as LicenciaResumen;
};
const ENVIAR: EventoTramite = { type: 'ENVIAR' };

/** As an older answer could come: ids as text, a date with its time, the month as a number (the form copes). */
const detalle = {
  id: 5,
  contribuyente_id: 7,
  external_id: 'EST-5',
  clave_catastral: CLAVE,
  donativo: false,
  zona_federal: false,
  nombre_comercial: 'Abarrotes Lupita',
  fecha_alta_hacienda: '2024-03-01T00:00:00.000Z',
  giro_actividad_id: 1,
  actividades_secundarias: ['2', 23],
  actividad_libre: null,
  horario_extendido: false,
  tipo_propiedad_id: 1,
  categoria_id: 1,
  tipo_local_id: 1,
  tipo_local_detalle_id: 101,
  local: null,
  telefono_oficina: '9831234567',
  numero_habitaciones: null,
  superficie_m2: '96.50',
  numero_empleados: 3,
  cajones_estacionamiento: 0,
  inversion_estimada: '150000.00',
  tiene_uso_suelo: false,
  mes_pago_residuos: 1,
  has_licencia_bebidas: null,
  patente_propia: null,
  folio_licencia_bebida_alcoholica: null,
  tipo_proceso_id: 2,
  domicilio: {
    codigo_postal: '77000',
    entidad_id: 23,
    municipio_id: 4,
    localidad_id: 1,
    colonia_id: 2,
    calle_id: 3,
    numero_exterior: '112',
    numero_interior: null,
    latitud: 18.5,
    longitud: -88.3,
  },
  archivos: [
    { id: 1, tipo_archivo: 'constancia_sat', nombre: 'sat.pdf', created_at: '2025-01-01T00:00:00Z' },
    { id: 2, tipo_archivo: 'frente', nombre: 'frente.jpg', created_at: '2025-01-01T00:00:00Z' },
    { id: 1, tipo_archivo: 'constancia_sat', nombre: 'sat.pdf', created_at: '2025-01-01T00:00:00Z' },
  ],
  images: [{ id: 2, tipo_archivo: 'frente', url: '/api/documentacion/2' }],
  licencia: [licencia()],
} as unknown as EstablecimientoDetalle;

describe('parametrosSolicitud', () => {
  it('reads the process, the branch flag and a cadastral key from the query string', () => {
    expect(parametrosSolicitud(new URLSearchParams('tipo=2&sucursal=1&catastral=04001-001-012-005-000'))).toEqual({ tipo_proceso_id: 2, sucursal: true, mercado: false, catastral: CLAVE });
    expect(parametrosSolicitud(new URLSearchParams(''))).toEqual({ tipo_proceso_id: 1, sucursal: false, mercado: false, catastral: '' });
    expect(parametrosSolicitud(new URLSearchParams('tipo=7')).tipo_proceso_id).toBe(1);
    expect(parametrosSolicitud(new URLSearchParams('tipo=2&mercado=1')).mercado).toBe(true);
  });

  it('a branch starts with categoría 3 (spec 1 §3) and the key from the query', () => {
    const v = valoresNuevos({ tipo_proceso_id: 2, sucursal: true, mercado: false, catastral: CLAVE });
    expect(v).toMatchObject({ categoria_id: 3, sucursal: true, tipo_proceso_id: 2, clave_catastral: CLAVE });
  });

  it('spec 1 §2.4, §5.5: a market opening starts with the key MERCADO, local type 2 and the floor fee in January', () => {
    const v = valoresNuevos({ tipo_proceso_id: 2, sucursal: false, mercado: true, catastral: CLAVE });
    expect(v).toMatchObject({ mercado_apertura: true, clave_catastral: 'MERCADO', tipo_local_id: 2, mes_pago_piso_f: '01', muchos_locales: [], arrendatario_mercado: null });
    // The key is free text and needs no cadastre lookup: the form opens at once (spec 1 §4.7).
    expect(claveLista(v, { estado: 'pendiente' })).toEqual({ lista: true, mensaje: null });
  });
});

describe('detalleAFormulario', () => {
  it('turns a stored establishment into values the shared schema accepts', () => {
    const v = detalleAFormulario(detalle);
    expect(v).toMatchObject({
      fecha_alta_hacienda: '2024-03-01',
      actividades_secundarias: [2, 23],
      telefono_oficina: '(983) 123 4567',
      mes_pago_residuos: '01',
      tipo_proceso_id: 2,
      sucursal: false,
    });
    expect(v.domicilio).toMatchObject({ localidad_id: 1, colonia_id: 2, calle_id: 3, numero_interior: '' });
    const r = licenciaFormSchema.safeParse(v);
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
  });

  it('reads the address from locacion_domicilio when the API nests it there, and a branch from its category', () => {
    const v = detalleAFormulario({ ...detalle, domicilio: null, locacion_domicilio: { domicilio: detalle.domicilio }, categoria_id: 3 } as unknown as EstablecimientoDetalle);
    expect(v.domicilio).toMatchObject({ codigo_postal: '77000', calle_id: 3 });
    expect(v.sucursal).toBe(true);
  });

  it('a donation is ticked from either flag', () => {
    expect(detalleAFormulario({ ...detalle, clave_catastral: 'DONATIVO', donativo: true })).toMatchObject({ no_cuento_clave: true, donativo: true });
  });
});

describe('datosReglas', () => {
  it('gives the document rules numeric ids, so a leased property asks for the tenant documents', () => {
    const d = datosReglas({ tipo_propiedad_id: '2', giro_actividad_id: '12', actividades_secundarias: ['1', null, 'x'], has_licencia_bebidas: null });
    expect(d).toMatchObject({ tipo_propiedad_id: 2, giro_actividad_id: 12, actividades_secundarias: [1], has_licencia_bebidas: null });
    const codigos = documentosAplicables(d).map((x) => x.codigo);
    expect(codigos).toContain('arrendamiento_contrato');
    expect(codigos).toContain('impuesto_hospedaje');
  });

  it('a branch asks for its opening notice', () => {
    expect(documentosAplicables(datosReglas({ categoria_id: 3 })).map((x) => x.codigo)).toContain('aviso_apertura_sucursal');
  });

  // The form subscribes to CAMPOS_REGLAS only (useWatch): a field it reads and the list lacks
  // would leave the documents stale when that field changes.
  it('reads no field outside CAMPOS_REGLAS, and the activities from CAMPOS_GIROS only', () => {
    const leidos = new Set<PropertyKey>();
    const espia = (v: object) => new Proxy(v, { get: (o, k) => (leidos.add(k), Reflect.get(o, k)) });
    datosReglas(espia(valoresInicialesLicencia()));
    expect([...leidos].sort()).toEqual([...CAMPOS_REGLAS].sort());
  });

  const lleno: LicenciaFormInput = {
    ...valoresInicialesLicencia({ tipo_proceso_id: 2, sucursal: true }),
    nombre_comercial: 'HOTEL LA CEIBA',
    giro_actividad_id: 12,
    actividades_secundarias: [1, 3],
    tipo_propiedad_id: 2,
    categoria_id: 3,
    tipo_local_id: 2,
    donativo: true,
    no_cuento_clave: true,
    tiene_uso_suelo: true,
    has_licencia_bebidas: true,
    patente_propia: false,
    arrendatario_mercado: false,
  };

  it('datosReglasDe and girosDe give what datosReglas gives of the whole form', () => {
    for (const v of [valoresInicialesLicencia(), valoresInicialesLicencia({ mercado: true }), lleno]) {
      expect(datosReglasDe(CAMPOS_REGLAS.map((c) => v[c]))).toEqual(datosReglas(v));
      const { giro_actividad_id, actividades_secundarias } = datosReglas(v);
      expect(girosDe(CAMPOS_GIROS.map((c) => v[c]))).toEqual({ giro_actividad_id, actividades_secundarias });
    }
  });
});

describe('estadoSolicitud', () => {
  it('a new request can be saved but not sent', () => {
    expect(estadoSolicitud(null)).toMatchObject({ existe: false, bloqueado: false, puedeEnviar: false, licencia: null });
  });

  it('a saved draft with its licence can be sent when the machine allows it', () => {
    expect(estadoSolicitud(detalle)).toMatchObject({ existe: true, bloqueado: false, puedeEnviar: true, enviada: false });
    expect(estadoSolicitud({ ...detalle, licencia: [licencia({}, [ENVIAR])] }).puedeEnviar).toBe(false);
    expect(estadoSolicitud({ ...detalle, licencia: [] }).puedeEnviar).toBe(false);
  });

  it('in review (10) the form is locked and the printed request is offered', () => {
    const e = estadoSolicitud({ ...detalle, licencia: [licencia({ estatus_licencia: 10 }, [ENVIAR])] });
    expect(e).toMatchObject({ bloqueado: true, enviada: true, puedeEnviar: false });
  });

  it('a returned request (5) is flagged', () => {
    const devuelta = licencia({ estatus_licencia: 5, motivo_rechazo: 'Falta la constancia' }, [ENVIAR, { type: 'RECHAZAR', paso: 'validacion_datos', revisorId: 1, motivo: 'Falta la constancia' }]);
    expect(estadoSolicitud({ ...detalle, licencia: [devuelta] })).toMatchObject({ devuelta: true, bloqueado: false, puedeEnviar: true });
  });

  it('the licence of the newest year is the one the form requests', () => {
    const lic = licenciaActual({ ...detalle, licencia: [licencia({ id: 1, anio: 2024 }), licencia({ id: 2, anio: 2025 })] });
    expect(lic?.id).toBe(2);
  });
});

describe('claveLista (spec 1 §4.7)', () => {
  it('a 17-digit key opens the form only once found in the cadastre with its property tax paid', () => {
    const v = { clave_catastral: CLAVE };
    expect(claveLista(v, { estado: 'pendiente' })).toEqual({ lista: false, mensaje: null });
    expect(claveLista(v, { estado: 'verificando', clave: CLAVE })).toEqual({ lista: false, mensaje: null });
    expect(claveLista(v, { estado: 'valida', clave: CLAVE })).toEqual({ lista: true, mensaje: null });
    expect(claveLista(v, { estado: 'no_encontrada', clave: CLAVE })).toEqual({ lista: false, mensaje: MSG_PREDIO.claveNoEncontrada });
    expect(claveLista(v, { estado: 'adeudo', clave: CLAVE, mensaje: 'Adeudo 2024' })).toEqual({ lista: false, mensaje: 'Adeudo 2024' });
    expect(claveLista(v, { estado: 'error', clave: CLAVE })).toEqual({ lista: false, mensaje: MSG.errorGenerico });
  });

  it('a check of another key does not count', () => {
    expect(claveLista({ clave_catastral: CLAVE }, { estado: 'valida', clave: '04001006031014000' }).lista).toBe(false);
  });

  it('an incomplete key says how long it must be', () => {
    expect(claveLista({ clave_catastral: '0400100' }, { estado: 'pendiente' })).toEqual({ lista: false, mensaje: MSG.longitudDigitos(17) });
    expect(claveLista({ clave_catastral: '' }, { estado: 'pendiente' })).toEqual({ lista: false, mensaje: MSG.requerido });
  });

  it('DONATIVO, ZONA FEDERAL and a market key open the form without a lookup', () => {
    expect(claveLista({ clave_catastral: 'DONATIVO', no_cuento_clave: true, donativo: true }, { estado: 'pendiente' }).lista).toBe(true);
    expect(claveLista({ clave_catastral: 'ZONA FEDERAL', zona_federal: true }, { estado: 'pendiente' }).lista).toBe(true);
    expect(claveLista({ clave_catastral: 'MERCADO', tipo_local_id: 2 }, { estado: 'pendiente' }).lista).toBe(true);
  });
});

describe('files and server answers', () => {
  it('stored documents and photos are listed once', () => {
    expect(archivosGuardados(detalle).map((a) => a.id)).toEqual([1, 2]);
    expect(archivosGuardados(null)).toEqual([]);
  });

  it('422 errors land on the form paths, bare address fields under domicilio', () => {
    expect(
      erroresAlFormulario({ nombre_comercial: ['El campo es requerido'], 'domicilio.latitud': ['Formato inválido'], 'domicilio[calle_id]': ['El campo es requerido'], codigo_postal: ['Debe proporcionar 5 digitos'], _: ['x'] }),
    ).toEqual([
      ['nombre_comercial', 'El campo es requerido'],
      ['domicilio.latitud', 'Formato inválido'],
      ['domicilio.calle_id', 'El campo es requerido'],
      ['domicilio.codigo_postal', 'Debe proporcionar 5 digitos'],
    ]);
    expect(erroresAlFormulario(undefined)).toEqual([]);
  });

  it('the SARE move is a warning; anything else is the success message', () => {
    expect(avisoDeGuardado(MSG_LIC.sareMas300, MSG_LIC.registrado)).toEqual({ tipo: 'aviso', mensaje: MSG_LIC.sareMas300 });
    expect(avisoDeGuardado(MSG_LIC_EXTRA.sareAlcohol, MSG_LIC.registrado).tipo).toBe('aviso');
    expect(avisoDeGuardado(MSG_LIC.registrado, MSG_LIC.registrado)).toEqual({ tipo: 'exito', mensaje: MSG_LIC.registrado });
    expect(avisoDeGuardado(undefined, MSG_LIC.actualizado)).toEqual({ tipo: 'exito', mensaje: MSG_LIC.actualizado });
  });

  it('num accepts positive integer ids only', () => {
    expect([num(3), num('4'), num(' 5 '), num(''), num(null), num(0), num(-1), num(1.5), num('x')]).toEqual([3, 4, 5, null, null, null, null, null, null]);
  });
});
