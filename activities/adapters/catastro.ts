// Adapters for three of the municipality's systems that gate the licence form (spec 1 §4.7):
// the cadastre (a 17-digit clave catastral must exist, spec 1 §5.5; its address pre-fills the
// establishment's domicilio, spec 1 §3 "Cadastre result"), the property-tax (predial) office
// (a key whose predial is not paid blocks the form and opens 'Pagar predial') and Zofemat, the
// federal maritime zone office (hotels and motels must have their expediente 'PAGADO').
// All three are plain HTTP services configured by URL and token, with the same rules as
// the padrón (activities/adapters/http.ts): 404 → null, anything else that fails throws.
// sim/municipio.plugin.ts serves the same contracts with demo data:
//   GET /catastro/predios/:clave                 → ResultadoCatastro | 404
//   GET /predial/estado/:clave                   → EstadoPredial     | 404
//   GET /predial/cuentas/:clave                  → CuentaPredial     | 404 (domain/predial/cuenta.ts; sim/predial-rutas.ts)
//   GET /predial/tarifa                          → TarifaPredial
//   POST /predial/cuentas/:clave/pagos           {folio_pago, importe, periodos} → PagoRegistradoPredial (idempotent per folio_pago)
//   POST /predial/cuentas/:clave/convenios       {parcialidades} → ConvenioSolicitadoPredial | 409 {mensaje}
//   GET /zofemat/predios/:clave/expedientes      → ExpedienteZofemat[] (empty when none)
//   GET /zofemat/expedientes/:numExpediente      → ExpedienteZofemat | 404
import type { Avaluo, ConvenioPredial, CuentaPredial, PagoPredial, Parcialidades, TarifaPredial } from '../../domain/predial/cuenta';
import { ErrorServicio, pedirJson, type ServicioHttpConfig } from './http';

/** spec 1 §3 Cadastre result (m_construccion decides SARE vs. Licencias, spec 1 §1, §4.6). */
export interface ResultadoCatastro {
  cp: string;
  id_localidad: number;
  id_colonia: number;
  id_calle: number;
  num_predio: string;
  /** built surface in m2 */
  m_construccion: number;
}

/** spec 1 §7.4 property-tax check: the boolean and the message the form shows (spec 1 §4.7). */
export interface EstadoPredial {
  pagado: boolean;
  ultimo_anio_pagado: number;
  /** amount owed in MXN with 2 decimals, '0.00' when paid */
  adeudo: string;
  mensaje: string;
}

export type EstatusPagoZofemat = 'PAGADO' | 'PENDIENTE';

/** spec 1 §7.4 Zofemat: verifyzofemat lists num_expediente, expedientezofemat gives estatus_pago. */
export interface ExpedienteZofemat {
  num_expediente: string;
  estatus_pago: EstatusPagoZofemat;
  concesionario: string;
  superficie_m2: number;
}

export interface CatastroAdapter {
  /** null when the key is not 17 digits or is not in the cadastre; throws when the service fails. */
  buscarPredio(clave: string): Promise<ResultadoCatastro | null>;
}

export interface PagoPredialNuevo {
  /** the gateway's folio: the office records a folio once (a retried confirmation changes nothing) */
  folio_pago: string;
  importe: string;
  /** 'YYYY-B', e.g. '2025-3' */
  periodos: string[];
}

export interface PagoRegistradoPredial {
  folio_pago: string;
  /** the periods this payment recorded (empty on a repeat) */
  periodos: string[];
  importe: string;
  /** true when folio_pago had already been recorded */
  duplicado: boolean;
}

export interface ConvenioSolicitadoPredial {
  folio: string;
  parcialidades: number;
  fecha: string;
  monto_total: string;
}

/** The office refused (400/409) with a message for the person: no debt, an agreement in force, a period not owed. */
export class RechazoPredial extends Error {
  constructor(
    readonly mensaje: string,
    readonly status: number,
  ) {
    super(`Predial: ${mensaje}`);
    this.name = 'RechazoPredial';
  }
}

export interface PredialAdapter {
  /** null when the property-tax office does not know the key; throws when the service fails. */
  estadoPredial(clave: string): Promise<EstadoPredial | null>;
  /** the key's history (avalúos, bimesters paid, agreement); null when the office does not know it. */
  cuenta(clave: string): Promise<CuentaPredial | null>;
  /** the rate, surcharge and discounts the statement is computed with. */
  tarifa(): Promise<TarifaPredial>;
  /** records the bimesters as paid; throws RechazoPredial when a period is not owed. */
  registrarPago(clave: string, pago: PagoPredialNuevo): Promise<PagoRegistradoPredial>;
  /** asks for an agreement of the whole debt; throws RechazoPredial (409) when one is in force or nothing is owed. */
  solicitarConvenio(clave: string, parcialidades: Parcialidades): Promise<ConvenioSolicitadoPredial>;
}

export interface ZofematAdapter {
  /** the key's expedientes; empty when it has none (most properties are not on the coast). */
  expedientesPorClave(clave: string): Promise<ExpedienteZofemat[]>;
  /** null when the expediente does not exist. */
  expediente(numExpediente: string): Promise<ExpedienteZofemat | null>;
}

/** The licence form waits on these lookups while the user types the key (http.ts bounds them). */
export type MunicipioHttpConfig = ServicioHttpConfig;

/** spec 1 §5.5: a normal key is exactly 17 digits; the mask may add spaces or dashes. */
export function normalizarClaveCatastral(clave: string): string | null {
  const c = clave.replace(/[\s.-]/g, '');
  return /^\d{17}$/.test(c) ? c : null;
}


type Cuerpo = Record<string, unknown>;

function esObjeto(v: unknown): v is Cuerpo {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function texto(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/** The real offices answer numbers as strings now and then ("86.50"); NaN never leaves the adapter. */
function numero(servicio: string, campo: string, v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n)) throw new Error(`${servicio}: el campo ${campo} no es numérico`);
  return n;
}

/** Money as the spec shows it: a string with 2 decimals, never a float that drifts. */
export function dinero(v: unknown): string {
  const n = typeof v === 'number' ? v : Number(texto(v).replace(/,/g, ''));
  if (!Number.isFinite(n)) return '0.00';
  return (Math.round(n * 100) / 100).toFixed(2);
}

function aExpediente(servicio: string, b: Cuerpo): ExpedienteZofemat {
  const estatus = texto(b.estatus_pago).toUpperCase();
  return {
    num_expediente: texto(b.num_expediente),
    // spec 1 §4.7: only 'PAGADO' unlocks the form; anything else the office says is still owed.
    estatus_pago: estatus === 'PAGADO' ? 'PAGADO' : 'PENDIENTE',
    concesionario: texto(b.concesionario),
    superficie_m2: numero(servicio, 'superficie_m2', b.superficie_m2 ?? 0),
  };
}

export function crearCatastroHttp(cfg: MunicipioHttpConfig): CatastroAdapter {
  const servicio = 'Catastro';
  return {
    async buscarPredio(clave) {
      const c = normalizarClaveCatastral(clave);
      if (!c) return null;
      const body = await pedirJson(servicio, cfg, `/catastro/predios/${c}`);
      if (!esObjeto(body)) return null;
      return {
        cp: texto(body.cp).padStart(5, '0'),
        id_localidad: numero(servicio, 'id_localidad', body.id_localidad),
        id_colonia: numero(servicio, 'id_colonia', body.id_colonia),
        id_calle: numero(servicio, 'id_calle', body.id_calle),
        num_predio: texto(body.num_predio),
        m_construccion: numero(servicio, 'm_construccion', body.m_construccion ?? 0),
      };
    },
  };
}

function lista(servicio: string, campo: string, v: unknown): Cuerpo[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Error(`${servicio}: el campo ${campo} no es una lista`);
  return v.filter(esObjeto);
}

function superficie(v: unknown): string {
  const n = typeof v === 'number' ? v : Number(texto(v));
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
}

function aAvaluo(b: Cuerpo): Avaluo {
  return {
    fecha: texto(b.fecha).slice(0, 10),
    valor_catastral: dinero(b.valor_catastral),
    valor_terreno: dinero(b.valor_terreno),
    valor_construccion: dinero(b.valor_construccion),
    superficie_terreno: superficie(b.superficie_terreno),
    superficie_construccion: superficie(b.superficie_construccion),
  };
}

function aPago(servicio: string, b: Cuerpo): PagoPredial {
  const bimestre = numero(servicio, 'bimestre', b.bimestre);
  if (!Number.isInteger(bimestre) || bimestre < 1 || bimestre > 6) throw new Error(`${servicio}: bimestre fuera de rango (${bimestre})`);
  return {
    anio: numero(servicio, 'anio', b.anio),
    bimestre: bimestre as PagoPredial['bimestre'],
    fecha: texto(b.fecha).slice(0, 10),
    folio: texto(b.folio),
    importe: dinero(b.importe),
  };
}

function aConvenio(servicio: string, v: unknown): ConvenioPredial | null {
  if (!esObjeto(v)) return null;
  return {
    folio: texto(v.folio),
    parcialidades: numero(servicio, 'parcialidades', v.parcialidades),
    fecha: texto(v.fecha).slice(0, 10),
    monto_total: dinero(v.monto_total),
    pagadas: numero(servicio, 'pagadas', v.pagadas ?? 0),
  };
}

/** Rates travel as text with 2 decimals, like money. */
function tasa(v: unknown): string {
  return dinero(v ?? 0);
}

/** A POST whose 400/409 carries the office's message for the person (pedirJson would only say the status). */
async function enviarPredial(servicio: string, cfg: MunicipioHttpConfig, ruta: string, body: unknown): Promise<Cuerpo> {
  const base = cfg.url.replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetch(`${base}${ruta}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${cfg.token}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(cfg.timeoutMs ?? 5000),
    });
  } catch (err) {
    throw new ErrorServicio(`${servicio}: servicio no disponible (${base})`, (err as Error)?.name === 'TimeoutError' ? 'tiempo' : 'conexion', null, { cause: err });
  }
  const cuerpo: unknown = await res.json().catch(() => null);
  if (res.status === 400 || res.status === 409 || res.status === 404) {
    const m = esObjeto(cuerpo) ? texto(cuerpo.mensaje) : '';
    throw new RechazoPredial(m || 'La clave catastral no tiene cuenta de impuesto predial', res.status);
  }
  if (!res.ok) {
    const rechazo = res.status === 401 || res.status === 403;
    throw new ErrorServicio(`${servicio}: respondió HTTP ${res.status} (${rechazo ? 'token rechazado' : 'error del servicio'}) en ${base}`, rechazo ? 'rechazo' : 'http', res.status);
  }
  if (!esObjeto(cuerpo)) throw new ErrorServicio(`${servicio}: respuesta no es JSON válido (${base})`, 'respuesta', res.status);
  return cuerpo;
}

export function crearPredialHttp(cfg: MunicipioHttpConfig): PredialAdapter {
  const servicio = 'Predial';
  return {
    async cuenta(clave) {
      const c = normalizarClaveCatastral(clave);
      if (!c) return null;
      const body = await pedirJson(servicio, cfg, `/predial/cuentas/${c}`);
      if (!esObjeto(body)) return null;
      return {
        clave: texto(body.clave) || c,
        propietario: texto(body.propietario),
        ubicacion: texto(body.ubicacion),
        avaluos: lista(servicio, 'avaluos', body.avaluos).map(aAvaluo),
        pagos: lista(servicio, 'pagos', body.pagos).map((p) => aPago(servicio, p)),
        convenio: aConvenio(servicio, body.convenio),
      };
    },
    async tarifa() {
      const body = await pedirJson(servicio, cfg, '/predial/tarifa');
      if (!esObjeto(body)) throw new Error(`${servicio}: la tarifa no está disponible`);
      return {
        tasa_al_millar: tasa(body.tasa_al_millar),
        recargo_mensual_pct: tasa(body.recargo_mensual_pct),
        descuento_enero_pct: tasa(body.descuento_enero_pct),
        descuento_febrero_pct: tasa(body.descuento_febrero_pct),
        gastos_ejecucion_pct: tasa(body.gastos_ejecucion_pct),
      };
    },
    async registrarPago(clave, pago) {
      const c = normalizarClaveCatastral(clave);
      if (!c) throw new RechazoPredial('La clave no ha sido encontrada en catastro', 404);
      const b = await enviarPredial(servicio, cfg, `/predial/cuentas/${c}/pagos`, pago);
      return {
        folio_pago: texto(b.folio_pago),
        periodos: Array.isArray(b.periodos) ? b.periodos.map(texto) : [],
        importe: dinero(b.importe),
        duplicado: b.duplicado === true,
      };
    },
    async solicitarConvenio(clave, parcialidades) {
      const c = normalizarClaveCatastral(clave);
      if (!c) throw new RechazoPredial('La clave no ha sido encontrada en catastro', 404);
      const b = await enviarPredial(servicio, cfg, `/predial/cuentas/${c}/convenios`, { parcialidades });
      return { folio: texto(b.folio), parcialidades: numero(servicio, 'parcialidades', b.parcialidades), fecha: texto(b.fecha), monto_total: dinero(b.monto_total) };
    },
    async estadoPredial(clave) {
      const c = normalizarClaveCatastral(clave);
      if (!c) return null;
      const body = await pedirJson(servicio, cfg, `/predial/estado/${c}`);
      if (!esObjeto(body)) return null;
      return {
        // Only an explicit true counts as paid: the form must stay locked when in doubt (spec 1 §4.7).
        pagado: body.pagado === true,
        ultimo_anio_pagado: numero(servicio, 'ultimo_anio_pagado', body.ultimo_anio_pagado),
        adeudo: dinero(body.adeudo),
        mensaje: texto(body.mensaje),
      };
    },
  };
}

export function crearZofematHttp(cfg: MunicipioHttpConfig): ZofematAdapter {
  const servicio = 'Zofemat';
  return {
    async expedientesPorClave(clave) {
      const c = normalizarClaveCatastral(clave);
      if (!c) return [];
      const body = await pedirJson(servicio, cfg, `/zofemat/predios/${c}/expedientes`);
      if (body === null) return [];
      if (!Array.isArray(body)) throw new Error(`${servicio}: se esperaba una lista de expedientes`);
      return body.filter(esObjeto).map((e) => aExpediente(servicio, e));
    },
    async expediente(numExpediente) {
      const n = numExpediente.trim();
      if (!n) return null;
      const body = await pedirJson(servicio, cfg, `/zofemat/expedientes/${encodeURIComponent(n)}`);
      return esObjeto(body) ? aExpediente(servicio, body) : null;
    },
  };
}

/**
 * Reads CATASTRO_URL/_TOKEN, PREDIAL_URL/_TOKEN and ZOFEMAT_URL/_TOKEN. A service whose URL is unset
 * falls back to the simulator (wherever the caller mounted sim/municipio.plugin.ts), URL and token
 * together, so the simulator's token is never sent to a real office.
 */
export function configCatastroDesdeEnv(
  env: Record<string, string | undefined>,
  simulador: MunicipioHttpConfig,
): { catastro: MunicipioHttpConfig; predial: MunicipioHttpConfig; zofemat: MunicipioHttpConfig } {
  const de = (url: string | undefined, token: string | undefined): MunicipioHttpConfig =>
    url ? { url, token: token ?? '', timeoutMs: simulador.timeoutMs } : simulador;
  return {
    catastro: de(env.CATASTRO_URL, env.CATASTRO_TOKEN),
    predial: de(env.PREDIAL_URL, env.PREDIAL_TOKEN),
    zofemat: de(env.ZOFEMAT_URL, env.ZOFEMAT_TOKEN),
  };
}
