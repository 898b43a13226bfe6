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
//   GET /zofemat/predios/:clave/expedientes      → ExpedienteZofemat[] (empty when none)
//   GET /zofemat/expedientes/:numExpediente      → ExpedienteZofemat | 404
import { pedirJson, type ServicioHttpConfig } from './http';

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

export interface PredialAdapter {
  /** null when the property-tax office does not know the key; throws when the service fails. */
  estadoPredial(clave: string): Promise<EstadoPredial | null>;
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

export function crearPredialHttp(cfg: MunicipioHttpConfig): PredialAdapter {
  const servicio = 'Predial';
  return {
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
