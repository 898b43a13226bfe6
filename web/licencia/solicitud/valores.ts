// Pure glue between GET establecimientos/{id}, the query string and the licence form
// (domain/licencia/schema.ts), plus the states the page derives from them. Unit tested.
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../../domain/common/catalogos';
import { mascaraTelefono } from '../../../domain/common/telefono';
import { licencia as definicion } from '../../../domain/licencia/definicion';
import { accionesLicencia } from '../../../domain/licencia/lectura';
import { devueltaParaReenviar, estatusSolicitud } from '../../../domain/tramite/lectura';
import { restaurar } from '../../tramite/use-tramite';
import { CATEGORIA_SUCURSAL, TIPO_PROCESO } from '../../../domain/licencia/constantes';
import { ESTATUS } from '../../../domain/tramite/estatus';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../../domain/licencia/mensajes';
import { type DatosDocumentos } from '../../../domain/licencia/reglas';
import { estadoClave, normalizarClaveCatastral, type EstadoClave } from '../../../domain/common/predio';
import { valoresInicialesLicencia, type LicenciaFormInput } from '../../../domain/licencia/schema';
import type { ErroresCampo } from '../../lib/api';
import { erroresACampos } from '../../lib/formularios';
import { resultadoVerificacion, type Verificacion } from '../../tramite/predio/verificacion';
import type { AccionesLicencia, ArchivoEstablecimiento, EstablecimientoDetalle, LicenciaResumen } from './tipos';

/** A positive integer id from a select, the API or the query string; anything else is null. */
export function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) && n > 0 ? n : null;
}

const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const bool = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const pregunta = (v: unknown): boolean | null => (v === null || v === undefined || v === '' ? null : bool(v));

export interface ParametrosSolicitud {
  tipo_proceso_id: 1 | 2;
  sucursal: boolean;
  /** spec 1 §2.4 Mercados → Apertura (isMercadoApertura) */
  mercado: boolean;
  catastral: string;
}

/** ?tipo=1|2 (process: licences or SARE), &sucursal=1, &mercado=1, &catastral= (spec 1 §2.1, §2.4). */
export function parametrosSolicitud(q: URLSearchParams): ParametrosSolicitud {
  return {
    tipo_proceso_id: q.get('tipo') === '2' ? TIPO_PROCESO.SARE : TIPO_PROCESO.LICENCIAS,
    sucursal: q.get('sucursal') === '1',
    mercado: q.get('mercado') === '1',
    catastral: normalizarClaveCatastral(q.get('catastral')),
  };
}

/** The empty form of a new request; a market opening's key is MERCADO whatever ?catastral says (spec 1 §5.5). */
export function valoresNuevos(p: ParametrosSolicitud): LicenciaFormInput {
  const v = valoresInicialesLicencia({ tipo_proceso_id: p.tipo_proceso_id, sucursal: p.sucursal, mercado: p.mercado });
  return p.mercado ? v : { ...v, clave_catastral: p.catastral };
}

/** A stored establishment as form values. Ids stay numbers (selects store numbers), texts stay strings. */
export function detalleAFormulario(d: EstablecimientoDetalle): LicenciaFormInput {
  const base = valoresInicialesLicencia();
  const dom = d.domicilio ?? d.locacion_domicilio?.domicilio ?? {};
  const donativo = bool(d.donativo) || bool(d.no_cuento_clave);
  const mes = texto(d.mes_pago_residuos) && texto(d.mes_pago_residuos).padStart(2, '0');
  return {
    ...base,
    clave_catastral: texto(d.clave_catastral),
    no_cuento_clave: donativo,
    donativo,
    zona_federal: bool(d.zona_federal),
    numero_oficio_constancia_catastro: texto(d.numero_oficio_constancia_catastro),
    folio_recibo_pago_donativo: texto(d.folio_recibo_pago_donativo),
    nombre_comercial: texto(d.nombre_comercial),
    fecha_alta_hacienda: texto(d.fecha_alta_hacienda).slice(0, 10),
    giro_actividad_id: num(d.giro_actividad_id),
    actividades_secundarias: (d.actividades_secundarias ?? []).map(num).filter((x): x is number => x !== null),
    actividad_libre: texto(d.actividad_libre),
    horario_extendido: bool(d.horario_extendido),
    tipo_propiedad_id: num(d.tipo_propiedad_id),
    categoria_id: num(d.categoria_id),
    sucursal: bool(d.sucursal) || num(d.categoria_id) === CATEGORIA_SUCURSAL,
    tipo_local_id: num(d.tipo_local_id),
    tipo_local_detalle_id: num(d.tipo_local_detalle_id),
    local: texto(d.local),
    telefono_oficina: mascaraTelefono(texto(d.telefono_oficina)),
    numero_habitaciones: d.numero_habitaciones ?? null,
    superficie_m2: d.superficie_m2 ?? null,
    numero_empleados: d.numero_empleados ?? null,
    cajones_estacionamiento: d.cajones_estacionamiento ?? null,
    inversion_estimada: texto(d.inversion_estimada),
    tiene_uso_suelo: bool(d.tiene_uso_suelo),
    mes_pago_residuos: mes,
    mercado_apertura: bool(d.mercado_apertura),
    mercado_id: num(d.mercado_id),
    muchos_locales: [...(d.muchos_locales ?? [])],
    pasillo: texto(d.pasillo),
    arrendatario_mercado: pregunta(d.arrendatario_mercado),
    mes_pago_piso_f: texto(d.mes_pago_piso_f),
    has_licencia_bebidas: pregunta(d.has_licencia_bebidas),
    patente_propia: pregunta(d.patente_propia),
    folio_licencia_bebida_alcoholica: texto(d.folio_licencia_bebida_alcoholica),
    tipo_proceso_id: d.tipo_proceso_id === TIPO_PROCESO.SARE ? TIPO_PROCESO.SARE : TIPO_PROCESO.LICENCIAS,
    domicilio: {
      codigo_postal: texto(dom.codigo_postal),
      entidad_id: num(dom.entidad_id) ?? ENTIDAD_DEFAULT,
      municipio_id: num(dom.municipio_id) ?? MUNICIPIO_DEFAULT,
      localidad_id: num(dom.localidad_id),
      colonia_id: num(dom.colonia_id),
      tipo_vialidad_id: num(dom.tipo_vialidad_id),
      calle_id: num(dom.calle_id),
      numero_exterior: texto(dom.numero_exterior),
      numero_interior: texto(dom.numero_interior),
      cruzamiento1_id: num(dom.cruzamiento1_id),
      cruzamiento2_id: num(dom.cruzamiento2_id),
      latitud: dom.latitud ?? null,
      longitud: dom.longitud ?? null,
    },
  };
}

/** What the document rules of domain/licencia/reglas.ts read, with ids as numbers. */
export function datosReglas(v: Partial<LicenciaFormInput>): DatosDocumentos & { giro_actividad_id: number | null; actividades_secundarias: number[] } {
  const secundarias = Array.isArray(v.actividades_secundarias) ? v.actividades_secundarias.map(num).filter((x): x is number => x !== null) : [];
  return {
    giro_actividad_id: num(v.giro_actividad_id),
    actividades_secundarias: secundarias,
    tipo_propiedad_id: num(v.tipo_propiedad_id),
    categoria_id: num(v.categoria_id),
    sucursal: bool(v.sucursal),
    tipo_local_id: num(v.tipo_local_id),
    donativo: bool(v.donativo),
    no_cuento_clave: bool(v.no_cuento_clave),
    zona_federal: bool(v.zona_federal),
    tiene_uso_suelo: bool(v.tiene_uso_suelo),
    has_licencia_bebidas: pregunta(v.has_licencia_bebidas),
    patente_propia: pregunta(v.patente_propia),
    arrendatario_mercado: pregunta(v.arrendatario_mercado),
    renovacion: false,
  };
}

/**
 * The fields datosReglas reads (valores.test.ts checks it reads no other): what a component that
 * derives the rules subscribes to (useWatch), so a keystroke elsewhere does not render it again.
 */
export const CAMPOS_REGLAS = [
  'giro_actividad_id', 'actividades_secundarias', 'tipo_propiedad_id', 'categoria_id', 'sucursal', 'tipo_local_id',
  'donativo', 'no_cuento_clave', 'zona_federal', 'tiene_uso_suelo', 'has_licencia_bebidas', 'patente_propia', 'arrendatario_mercado',
] as const satisfies readonly (keyof LicenciaFormInput)[];

/** datosReglas of the values of CAMPOS_REGLAS, in that order (what useWatch gives for them). */
export function datosReglasDe(valores: readonly unknown[]): ReturnType<typeof datosReglas> {
  return datosReglas(Object.fromEntries(CAMPOS_REGLAS.map((c, i) => [c, valores[i]])) as Partial<LicenciaFormInput>);
}

/** The fields the activity ids come from: what hotel, patente and SARE rules read of the form. */
export const CAMPOS_GIROS = ['giro_actividad_id', 'actividades_secundarias'] as const satisfies readonly (keyof LicenciaFormInput)[];

/** The activities of datosReglas from the values of CAMPOS_GIROS, in that order. */
export function girosDe([giro, secundarias]: readonly unknown[]): { giro_actividad_id: number | null; actividades_secundarias: number[] } {
  const d = datosReglas({ giro_actividad_id: giro, actividades_secundarias: secundarias } as Partial<LicenciaFormInput>);
  return { giro_actividad_id: d.giro_actividad_id, actividades_secundarias: d.actividades_secundarias };
}

/** The licence this form requests: the newest one of the establishment. */
export function licenciaActual(d: EstablecimientoDetalle | null | undefined): LicenciaResumen | null {
  const lista = d?.licencia ?? [];
  if (!lista.length) return null;
  return [...lista].sort((a, b) => (b.anio ?? 0) - (a.anio ?? 0) || b.id - a.id)[0];
}

export interface EstadoSolicitud {
  existe: boolean;
  licencia: LicenciaResumen | null;
  acciones: AccionesLicencia;
  /** spec 1 §4.3: read-only while in review (3, 4, 10), as the licence machine says */
  bloqueado: boolean;
  /** returned to the taxpayer (estatus 5): motivo_rechazo is shown */
  devuelta: boolean;
  /** sent to review (10): the printed request is offered */
  enviada: boolean;
  /** 'Enviar a revisión' is enabled */
  puedeEnviar: boolean;
}

export function estadoSolicitud(d: EstablecimientoDetalle | null | undefined): EstadoSolicitud {
  const licencia = licenciaActual(d);
  // The request's own machine, restored from the snapshot the API sent, says what may be done.
  const snap = licencia ? restaurar(definicion, licencia.tramite.snapshot) : null;
  const acciones = accionesLicencia(snap);
  const existe = Boolean(d);
  return {
    existe,
    licencia,
    acciones,
    bloqueado: acciones.bloqueado,
    devuelta: !!snap && devueltaParaReenviar(definicion, snap),
    enviada: !!snap && estatusSolicitud(definicion, snap) === ESTATUS.ENVIADO,
    puedeEnviar: existe && licencia !== null && acciones.enviar,
  };
}

// ---------------------------------------------------------------------------------------------
// Cadastral key (spec 1 §4.7, §5.5)
// ---------------------------------------------------------------------------------------------

export interface DatosClaveForm {
  clave_catastral?: unknown;
  no_cuento_clave?: unknown;
  donativo?: unknown;
  zona_federal?: unknown;
  tipo_local_id?: unknown;
}

/** What the key field of the form accepts (spec 1 §5.5): a market is tipo_local_id 2. */
export function estadoClaveForm(v: DatosClaveForm): EstadoClave {
  return estadoClave({
    clave_catastral: texto(v.clave_catastral),
    no_cuento_clave: bool(v.no_cuento_clave),
    donativo: bool(v.donativo),
    zona_federal: bool(v.zona_federal),
    mercado: num(v.tipo_local_id) === 2,
  });
}

/**
 * spec 1 §4.7: the rest of the form opens once the key is a special one (donativo, zona federal,
 * market) or a 17-digit key found in the cadastre with its property tax paid. `mensaje` is what
 * the key field says while it is not (null while a lookup is under way).
 */
export function claveLista(v: DatosClaveForm, verificacion: Verificacion): { lista: boolean; mensaje: string | null } {
  const e = estadoClaveForm(v);
  if (!e.valida) return { lista: false, mensaje: e.mensaje };
  if (!e.consultaCatastro) return { lista: true, mensaje: null };
  return resultadoVerificacion(verificacion, normalizarClaveCatastral(texto(v.clave_catastral)));
}

// ---------------------------------------------------------------------------------------------
// Files and server errors
// ---------------------------------------------------------------------------------------------

/** Stored documents and photos of the establishment (`images` repeats the photos of `archivos`), without repeats. */
export function archivosGuardados(d: EstablecimientoDetalle | null | undefined): ArchivoEstablecimiento[] {
  const vistos = new Set<number>();
  return (d?.archivos ?? []).filter((a) => !vistos.has(a.id) && vistos.add(a.id));
}

const CAMPOS_DOMICILIO = new Set([
  'codigo_postal', 'entidad_id', 'municipio_id', 'localidad_id', 'colonia_id', 'tipo_vialidad_id', 'calle_id',
  'numero_exterior', 'numero_interior', 'cruzamiento1_id', 'cruzamiento2_id', 'latitud', 'longitud',
]);

/** The API names the address fields bare too ('calle_id'): they belong to domicilio. */
export const rutaCampoLicencia = (campo: string): string => (CAMPOS_DOMICILIO.has(campo) ? `domicilio.${campo}` : campo);

/** 422 field errors as [form path, first message] ('domicilio[x]' and a bare 'x' are 'domicilio.x'). */
export const erroresAlFormulario = (errors: ErroresCampo | undefined): [string, string][] => erroresACampos(errors, rutaCampoLicencia);

/** The SARE move messages (spec 1 §1): the request was saved, and moved to Licencias. */
const MENSAJES_CAMBIO_SARE: readonly string[] = [MSG_LIC.sareMas300, MSG_LIC_EXTRA.sareAlcohol, MSG_LIC_EXTRA.sareResiduos];

/**
 * What a save answered: the usual success message, or the SARE move message, which is a warning
 * the taxpayer must read (it stays on the page, not only in a toast).
 */
export function avisoDeGuardado(mensaje: string | null | undefined, defecto: string): { tipo: 'exito' | 'aviso'; mensaje: string } {
  const m = (mensaje ?? '').trim();
  if (m && MENSAJES_CAMBIO_SARE.includes(m)) return { tipo: 'aviso', mensaje: m };
  return { tipo: 'exito', mensaje: m || defecto };
}
