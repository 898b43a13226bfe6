// Adapters for two of the municipality's systems: the OPB taxpayer padrón, which
// pre-fills the profile from an RFC (spec 1 §7.2 getDataOPB), and the market concessionaire
// padrón (spec 1 §7.2 concesionarioByRFC, spec 1 §4.6 answer 4). Both are plain HTTP services
// configured by URL and token; sim/opb.plugin.ts serves the same contract with demo data.
import { normalizarRfc } from '../../domain/common/rfc';
import { pedirJson, type ServicioHttpConfig } from './http';

/** What the OPB padrón knows about a taxpayer (spec 1 §7.2, spec 3 §7.8). */
export interface DatosOpb {
  nombre: string;
  ap_paterno: string;
  ap_materno: string;
  telefono: string;
}

/** A market-stall concessionaire ('Se encuentra en el padrón de locatarios de mercados'). */
export interface Concesionario {
  rfc: string;
  nombre: string;
  mercado: string;
  local: string;
}

/**
 * An establishment the municipality licensed before the portal (spec 1 §7.4 import for renewal):
 * its key, holder, the licence form as the padrón has it, and its licences by year.
 */
export interface EstablecimientoPadron {
  id: number;
  /** the establishment key (external_id) */
  clave: string;
  rfc: string;
  /** spec 1 §3 renewal search result: actividad, dir_catastral */
  actividad: string;
  dir_catastral: string;
  licencias: { anio: number; pagada: boolean }[];
  /** the establishment's data in the licence form's shape (domain/licencia/schema.ts) */
  formulario: Record<string, unknown>;
}

export interface PadronOpbAdapter {
  /** null when the RFC is not in the padrón; throws when the service fails or is unreachable. */
  buscarContribuyente(rfc: string): Promise<DatosOpb | null>;
  /** null when no establishment has that key (or id) in the padrón. */
  buscarEstablecimiento(clave: string): Promise<EstablecimientoPadron | null>;
  establecimientoPorId(id: number): Promise<EstablecimientoPadron | null>;
}

/** A stall's concession handed to a new concessionaire (a finished rights assignment). */
export interface TransferenciaConcesion {
  /** the market's name as the padrón writes it */
  mercado: string;
  local: string;
  rfc: string;
  nombre: string;
}

export interface PadronMercadosAdapter {
  /** null when the RFC holds no market stall; throws when the service fails or is unreachable. */
  buscarConcesionario(rfc: string): Promise<Concesionario | null>;
  /** The stall's concession now belongs to `rfc` (its old holder no longer answers); idempotent; throws when the service fails. */
  transferirConcesion(t: TransferenciaConcesion): Promise<void>;
}

/** The profile form waits on these calls while the user types the RFC (http.ts bounds them). */
export type PadronHttpConfig = ServicioHttpConfig;


function texto(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

function rutaRfc(rfc: string): string | null {
  const r = normalizarRfc(rfc);
  return r ? encodeURIComponent(r) : null;
}

export function crearPadronOpbHttp(cfg: PadronHttpConfig): PadronOpbAdapter {
  return {
    async buscarContribuyente(rfc) {
      const r = rutaRfc(rfc);
      if (!r) return null;
      const body = (await pedirJson('Padrón OPB', cfg, `/padron/contribuyentes/${r}`)) as Record<string, unknown> | null;
      if (!body) return null;
      return {
        nombre: texto(body.nombre),
        ap_paterno: texto(body.ap_paterno),
        ap_materno: texto(body.ap_materno),
        telefono: texto(body.telefono).replace(/\D/g, ''),
      };
    },
    async buscarEstablecimiento(clave) {
      const c = clave.trim().toUpperCase();
      if (!c || c.length > 60) return null;
      return establecimientoDe(await pedirJson('Padrón OPB', cfg, `/padron/establecimientos/${encodeURIComponent(c)}`));
    },
    async establecimientoPorId(id) {
      if (!Number.isInteger(id) || id <= 0) return null;
      return establecimientoDe(await pedirJson('Padrón OPB', cfg, `/padron/establecimientos/id/${id}`));
    },
  };
}

function establecimientoDe(body: unknown): EstablecimientoPadron | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const licencias = Array.isArray(b.licencias) ? b.licencias : [];
  return {
    id: Number(b.id),
    clave: texto(b.clave).toUpperCase(),
    rfc: normalizarRfc(texto(b.rfc)),
    actividad: texto(b.actividad),
    dir_catastral: texto(b.dir_catastral),
    licencias: licencias
      .map((l) => l as Record<string, unknown>)
      .map((l) => ({ anio: Number(l.anio), pagada: l.pagada === true }))
      .filter((l) => Number.isInteger(l.anio)),
    formulario: b.formulario && typeof b.formulario === 'object' ? (b.formulario as Record<string, unknown>) : {},
  };
}

export function crearPadronMercadosHttp(cfg: PadronHttpConfig): PadronMercadosAdapter {
  return {
    async buscarConcesionario(rfc) {
      const r = rutaRfc(rfc);
      if (!r) return null;
      const body = (await pedirJson('Padrón de mercados', cfg, `/mercados/concesionarios/${r}`)) as Record<
        string,
        unknown
      > | null;
      if (!body) return null;
      return {
        rfc: normalizarRfc(texto(body.rfc)) || normalizarRfc(rfc),
        nombre: texto(body.nombre),
        mercado: texto(body.mercado),
        local: texto(body.local),
      };
    },
    async transferirConcesion(t) {
      const rfc = normalizarRfc(t.rfc);
      if (!rfc) throw new Error('Padrón de mercados: RFC inválido en la transferencia de concesión');
      await pedirJson('Padrón de mercados', cfg, '/mercados/locales/concesion', { method: 'PUT', body: { mercado: t.mercado, local: t.local, rfc, nombre: t.nombre } });
    },
  };
}

/**
 * The market padrón as the worker reaches it: MERCADOS_URL/MERCADOS_TOKEN, else the simulator the
 * API mounts on its own port (PORT, SIM_TOKEN), as api/deps.ts configures the API's.
 */
export function crearPadronMercadosDesdeEnv(env: Record<string, string | undefined>): PadronMercadosAdapter {
  const simulador = { url: `http://127.0.0.1:${env.PORT ?? '3000'}/sim`, token: env.SIM_TOKEN ?? 'sim-token' };
  return crearPadronMercadosHttp(configPadronesDesdeEnv(env, simulador).mercados);
}

/**
 * Reads OPB_URL/OPB_TOKEN and MERCADOS_URL/MERCADOS_TOKEN. A service whose URL is unset falls back
 * to the simulator (`simulador`: wherever the caller mounted sim/opb.plugin.ts), URL and token
 * together, so the simulator's token is never sent to a real service.
 */
export function configPadronesDesdeEnv(
  env: Record<string, string | undefined>,
  simulador: PadronHttpConfig,
): { opb: PadronHttpConfig; mercados: PadronHttpConfig } {
  const de = (url: string | undefined, token: string | undefined): PadronHttpConfig =>
    url ? { url, token: token ?? '', timeoutMs: simulador.timeoutMs } : simulador;
  return { opb: de(env.OPB_URL, env.OPB_TOKEN), mercados: de(env.MERCADOS_URL, env.MERCADOS_TOKEN) };
}
