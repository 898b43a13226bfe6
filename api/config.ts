import { z } from 'zod';

// Configuration is validated once at boot: a typo in an env var stops the server with a clear message.
const schema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().default(3000),
  DATABASE_URL: z.string().min(1),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TASK_QUEUE: z.string().default('ventanilla'),
  // How long a person waits for a workflow to take a decision (worker down → clear message, no hang).
  UPDATE_TIMEOUT_MS: z.coerce.number().int().default(20_000),
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  /** business hours per Licencias step as JSON, e.g. {"validacion_datos":24} (issue 3 §5); SARE is fixed at 72 h */
  PLAZOS_LICENCIAS: z.string().optional(),
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
  // Rate limits per IP per minute; auth routes are stricter (issue 2 §3).
  RATE_LIMIT_MAX: z.coerce.number().default(600),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().default(20),
  // Failed logins per account before a temporary lock.
  LOGIN_MAX_FALLIDOS: z.coerce.number().default(5),
  LOGIN_BLOQUEO_MIN: z.coerce.number().default(15),
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
  /** mount the simulators under /sim (embedded default and tests) */
  SIM: z
    .string()
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.string().default('info'),
});

export type Config = z.infer<typeof schema>;

export function cargarConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof Config, unknown>> = {}): Config {
  const r = schema.safeParse({ ...env, ...overrides });
  if (!r.success) {
    const detalle = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${detalle}`);
  }
  return r.data;
}
