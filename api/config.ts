import { z } from 'zod';
import { plazosLicenciasSchema } from '../domain/licencia/plazos-config';
import { resolverUrlPublica } from '../activities/url-publica';
import { origenesDeTeselas } from './lib/csp';

/** The demonstration's public default of VERIFICACION_SECRET (refused outside DEMO). */
export const SECRETO_VERIFICACION_DEMO = 'demo-verificacion-secret';

// Configuration is validated once at boot: a typo in an env var stops the server with a clear message.
const schema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().default(3000),
  DATABASE_URL: z.string().min(1),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  /**
   * the Temporal Web UI as an operator's browser reaches it: the console's links (/admin/operacion).
   * By default the portal's own /temporal, which serves TEMPORAL_UI_UPSTREAM to root and operativo.
   */
  TEMPORAL_UI_URL: z
    .string()
    .default('/temporal')
    .refine((v) => /^\/[^/]/.test(v) || /^https?:\/\/[^/]/.test(v), { message: 'TEMPORAL_UI_URL es una ruta del portal (/temporal) o una URL http(s)' }),
  /**
   * The Temporal Web UI the portal serves under /temporal/ (an authenticated proxy, root and
   * operativo only), e.g. http://127.0.0.1:8233. It runs with its public path /temporal and listens
   * on the loopback or a private network only. Unset: /temporal/ says the UI is not available.
   */
  TEMPORAL_UI_UPSTREAM: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^https?:\/\/[^/]+\/?$/.test(v), { message: 'TEMPORAL_UI_UPSTREAM es el origen de la interfaz de Temporal, p. ej. http://127.0.0.1:8233' }),
  TASK_QUEUE: z.string().default('ventanilla'),
  // How long a person waits for a workflow to take a decision (worker down → clear message, no hang).
  UPDATE_TIMEOUT_MS: z.coerce.number().int().default(20_000),
  /**
   * The portal as the public reaches it: the QR of every printout and the links of the e-mails
   * (activities/url-publica.ts). Required in production; elsewhere http://localhost:<PORT>.
   */
  PUBLIC_URL: z.string().optional(),
  /** business hours per Licencias step as JSON, e.g. {"validacion_datos":24}; SARE is fixed at 72 h */
  // Business hours per staff step of Licencias de Funcionamiento (domain/licencia/plazos.ts), checked at boot.
  PLAZOS_LICENCIAS: plazosLicenciasSchema.optional(),
  SERVE_WEB: z
    .string()
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  WEB_DIST: z.string().optional(),
  // Sessions: idle and absolute expiry (minutes). "Recordarme" stretches both.
  SESSION_IDLE_MIN: z.coerce.number().default(30),
  SESSION_ABSOLUTE_MIN: z.coerce.number().default(12 * 60),
  SESSION_REMEMBER_IDLE_MIN: z.coerce.number().default(7 * 24 * 60),
  SESSION_REMEMBER_ABSOLUTE_MIN: z.coerce.number().default(30 * 24 * 60),
  // Rate limits per IP per minute; auth routes are stricter.
  RATE_LIMIT_MAX: z.coerce.number().default(600),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().default(20),
  // Sign-in throttling (api/auth/limitador.ts): attempts without success per account and per
  // address before each further attempt waits 1, 2, 4 … seconds, up to LOGIN_ESPERA_MAX_S. No lock.
  LOGIN_FALLOS_LIBRES: z.coerce.number().int().min(1).default(5),
  LOGIN_FALLOS_LIBRES_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_ESPERA_MAX_S: z.coerce.number().int().min(1).default(300),
  LOGIN_VENTANA_MIN: z.coerce.number().int().min(1).default(60),
  /**
   * The proxies whose X-Forwarded-For is believed: addresses or CIDRs separated by commas (also
   * proxy-addr's `loopback`, `linklocal`, `uniquelocal`). Unset: the peer's address is the client,
   * so nobody picks their own address for the rate limits. "true" is not accepted.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((x) => x.trim()).filter(Boolean))
    .refine((l) => !l.some((x) => ['true', '1', '*', 'yes'].includes(x.toLowerCase())), {
      message: 'TRUST_PROXY lista las direcciones o redes de los proxies (p. ej. 10.0.0.0/8), no "true"',
    }),
  // Connections per process to a real PostgreSQL (the embedded PGlite always uses one).
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * The municipality's mail domains. An administrador gives an internal account only an address on
   * one of them: the account's activation link goes there, and an address of the administrador's
   * own choosing elsewhere would let them choose the password (root, the operator, is not bound).
   */
  CORREO_DOMINIOS_PERSONAL: z
    .string()
    .default('opb.gob.mx')
    .transform((v) => v.split(',').map((x) => x.trim().toLowerCase().replace(/^@/, '')).filter(Boolean)),
  // Outgoing mail. Unset: mail stays in the operator mailbox (root only).
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ventanilla <no-responder@opb.gob.mx>'),
  // The municipality's systems; when a URL is not set the simulator in sim/ answers instead.
  OPB_URL: z.string().optional(),
  OPB_TOKEN: z.string().default(''),
  MERCADOS_URL: z.string().optional(),
  MERCADOS_TOKEN: z.string().default(''),
  CATASTRO_URL: z.string().optional(),
  CATASTRO_TOKEN: z.string().default(''),
  PREDIAL_URL: z.string().optional(),
  PREDIAL_TOKEN: z.string().default(''),
  ZOFEMAT_URL: z.string().optional(),
  ZOFEMAT_TOKEN: z.string().default(''),
  /**
   * The maps service of the location map (spec 1 §7.6: a click fills the address). Unset: the
   * simulator under /sim in a demonstration (SIM=1 and DEMO=1); anywhere else the map sets only
   * the point and says 'Geocoder failed due to: REQUEST_DENIED'. It suggests an address the person
   * can still change, so it is not one of the systems comprobarSeguridad requires; and its demo
   * streets must never fill a real taxpayer's form, hence DEMO rather than SIM alone.
   */
  GEOCODER_URL: z.string().optional(),
  GEOCODER_TOKEN: z.string().default(''),
  PASARELA_URL: z.string().optional(),
  PASARELA_TOKEN: z.string().default(''),
  PASARELA_SECRET: z.string().default(''),
  /** where the browser reaches the gateway's hosted page when it differs from PASARELA_URL */
  PASARELA_URL_PUBLICA: z.string().optional(),
  /** signs the simulated gateway's confirmations; never sent to a real gateway */
  SIM_PASARELA_SECRET: z.string().default('sim-pasarela-secret'),
  /** where the gateway calls back (the API as the gateway reaches it); PUBLIC_URL when unset */
  API_INTERNAL_URL: z.string().optional(),
  /** persisted state of the simulators (gateway orders) */
  DATA_DIR: z.string().optional(),
  SIM_TOKEN: z.string().default('sim-token'),
  /**
   * Signs the code in each licence's QR (api/lib/verificacion.ts): with it the public
   * check shows the printed licence's data. The default is public, for the demonstration only;
   * changing it voids the QR of every licence already printed.
   */
  VERIFICACION_SECRET: z.string().default(SECRETO_VERIFICACION_DEMO),
  /** mount the simulators under /sim (embedded default and tests) */
  SIM: z
    .string()
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * A demonstration: simulated municipal systems and their public default secrets are allowed.
   * `npm start` sets it; anywhere else the server refuses them (comprobarSeguridad below).
   */
  DEMO: z
    .string()
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.string().default('info'),
  /**
   * json: pino's lines, for the log collector (production). consola: readable lines in a terminal
   * (api/lib/consola.ts), npm start's default outside NODE_ENV=production.
   */
  LOG_FORMAT: z.enum(['json', 'consola']).optional(),
  /**
   * The workers' Temporal metrics (WORKER_METRICS_ADDRESS of each worker, docs/OPERACION.md): the
   * API's /api/metrics fetches them and answers them with its own, behind the portal's login, so the
   * workers' endpoints never face the network. Comma-separated http(s) URLs; empty: none.
   */
  WORKER_METRICS_URL: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((x) => x.trim()).filter(Boolean))
    .refine((l) => l.every((u) => /^https?:\/\/[^/]/.test(u)), { message: 'WORKER_METRICS_URL es una lista de URLs http(s) separadas por comas' }),
  /**
   * e.firma: how signature steps are signed at first boot — 'efirma' (the official's SAT advanced
   * electronic signature, PAdES) or 'clic' (a municipality that has not adopted it). Unset: e.firma
   * in a demonstration, click elsewhere. The administrator changes it later (api/efirma/ajustes).
   */
  EFIRMA: z.enum(['efirma', 'clic']).optional(),
  /** the recognised certification authorities: paths of their certificates (.cer, DER or PEM), comma-separated */
  EFIRMA_AUTORIDADES: z.string().default(''),
  /** where the revocation list (CRL) of those authorities is fetched; the simulator's with SIM=1 */
  EFIRMA_CRL_URL: z.string().default(''),
  /**
   * The map's tile server (web/components/mapa): a Leaflet URL template; `{s}` stands for a, b and c.
   * The CSP allows exactly its origin in img-src, and the web reads it from GET /api/configuracion,
   * so one setting serves both. In production, an intranet tile cache may replace OSM.
   */
  MAPA_TILES_URL: z
    .string()
    .trim()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((v) => origenesDeTeselas(v) !== null, {
      message: 'MAPA_TILES_URL debe ser una URL http(s) con {z}, {x} y {y}, p. ej. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    }),
}).transform((c, ctx) => {
  const publica = resolverUrlPublica(c);
  if (!publica.ok) {
    ctx.addIssue({ code: 'custom', message: publica.mensaje });
    return z.NEVER;
  }
  return { ...c, PUBLIC_URL: publica.url };
});

export type Config = z.infer<typeof schema>;

export function cargarConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof Config, unknown>> = {}): Config {
  const r = schema.safeParse({ ...env, ...overrides });
  if (!r.success) {
    const detalle = r.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    throw new Error(`Configuración inválida: ${detalle}`);
  }
  return r.data;
}

/** The public defaults of the simulators' secrets (README): a confirmation signed with one proves nothing. */
export const SECRETOS_POR_DEFECTO = ['sim-pasarela-secret', 'sim-token', 'secret', 'changeme', SECRETO_VERIFICACION_DEMO];

const SISTEMAS = [
  ['OPB_URL', 'el padrón de contribuyentes OPB'],
  ['MERCADOS_URL', 'el padrón de mercados'],
  ['CATASTRO_URL', 'el catastro'],
  ['PREDIAL_URL', 'el impuesto predial'],
  ['ZOFEMAT_URL', 'Zofemat'],
  ['PASARELA_URL', 'la pasarela de pagos'],
] as const;

/**
 * What makes this configuration unfit for real taxpayers: a simulated municipal
 * system (the simulated gateway marks any statement paid) or a missing or default secret. One
 * Spanish line per setting, naming it. Empty in a demonstration (DEMO=1, `npm start`).
 */
export function comprobarSeguridad(config: Config): string[] {
  if (config.DEMO) return [];
  const problemas: string[] = [];
  for (const [variable, sistema] of SISTEMAS) {
    if (!config[variable]) problemas.push(`falta ${variable}: sin ella ${sistema} es el simulador de demostración`);
  }
  const secreto = config.PASARELA_SECRET;
  if (!secreto) problemas.push('falta PASARELA_SECRET: sin él no se puede comprobar la firma de las confirmaciones de pago');
  else if (SECRETOS_POR_DEFECTO.includes(secreto) || secreto === config.SIM_PASARELA_SECRET) {
    problemas.push('PASARELA_SECRET tiene un valor público por defecto: use el secreto que le dio la pasarela');
  } else if (secreto.length < 16) problemas.push('PASARELA_SECRET es demasiado corto: use el secreto de la pasarela (16 caracteres o más)');
  // e.firma chosen outside a demonstration: the SAT's certificates and revocation list, never the demo's (docs/EFIRMA.md).
  if (config.EFIRMA === 'efirma') {
    if (!config.EFIRMA_AUTORIDADES.trim()) problemas.push('falta EFIRMA_AUTORIDADES: sin ella ningún certificado de e.firma es de una autoridad reconocida');
    if (!config.EFIRMA_CRL_URL.trim()) problemas.push('falta EFIRMA_CRL_URL: sin ella no se puede consultar si un certificado de e.firma está revocado');
  }
  const firma = config.VERIFICACION_SECRET;
  if (SECRETOS_POR_DEFECTO.includes(firma)) {
    problemas.push('VERIFICACION_SECRET tiene un valor público por defecto: con él cualquiera firma el código QR de una licencia; use 32 caracteres aleatorios o más');
  } else if (firma.length < 32) problemas.push('VERIFICACION_SECRET es demasiado corto: use 32 caracteres aleatorios o más');
  return problemas;
}

/** One message for the operator: what is wrong and how to proceed. */
export function mensajeDeSeguridad(problemas: string[]): string {
  return [
    'Configuración insegura: el servidor no arranca fuera de una demostración con simuladores o secretos por defecto.',
    ...problemas.map((p) => `  - ${p}`),
    'Configure los sistemas reales (README, «Environment variables»), o DEMO=1 solo para una demostración sin contribuyentes reales.',
  ].join('\n');
}
