// Where everything of one production-topology stack lives and listens (docs/OPERACION.md,
// "Production topology"). One directory holds its state (PostgreSQL's data, Temporal's config and
// certificates, nginx's config, the generated secrets, the logs); every port derives from one base
// so a second stack (the drills' restore) runs beside the first. Loopback only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/tools.mjs';

/** `npm run stack`'s base port: proxy 4300, APIs 4301–4302, systems 4310–4313, PostgreSQL 4320, Temporal 4233. */
export const BASE_POR_DEFECTO = 4300;

/**
 * @param {{ dir?: string, base?: number }} [opciones]
 */
export function configurar({ dir = process.env.STACK_DIR ?? path.join(ROOT, '.stack'), base = Number(process.env.STACK_BASE ?? BASE_POR_DEFECTO) } = {}) {
  dir = path.resolve(dir);
  const temporal = base - 67;
  return {
    dir,
    base,
    host: '127.0.0.1',
    puertos: {
      proxy: base,
      apis: [base + 1, base + 2],
      pasarela: base + 10,
      catastro: base + 11,
      predial: base + 12,
      padron: base + 13,
      postgres: base + 20,
      // Each worker's Temporal SDK metrics, on the loopback; the APIs fetch them (docs/OPERACION.md).
      metricasWorkers: [base + 30, base + 31],
      temporal: {
        frontend: temporal,
        http: temporal + 10,
        history: temporal + 1,
        matching: temporal + 2,
        worker: temporal + 6,
        // Membership (ringpop) ports: frontend, history, matching, worker.
        membresia: [base + 633, base + 634, base + 635, base + 639],
      },
    },
    rutas: {
      pg: path.join(dir, 'pg'),
      temporal: path.join(dir, 'temporal'),
      tls: path.join(dir, 'tls'),
      nginx: path.join(dir, 'nginx'),
      logs: path.join(dir, 'logs'),
      secretos: path.join(dir, 'secretos.json'),
      respaldos: path.join(dir, 'respaldos'),
    },
    workers: 2,
  };
}

const secreto = (bytes = 24) => randomBytes(bytes).toString('base64url');

/**
 * The stack's passwords, tokens and signing secrets: generated at its first setup, kept in
 * secretos.json (this user's alone), the same on every later start. Each municipal system has its
 * own token, as the real ones would; none is a simulator's public default.
 */
export function secretos(cfg) {
  try {
    return JSON.parse(fs.readFileSync(cfg.rutas.secretos, 'utf8'));
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  const nuevos = {
    postgres: secreto(),
    ventanilla: secreto(),
    temporal: secreto(),
    tokens: { pasarela: secreto(), catastro: secreto(), predial: secreto(), padron: secreto() },
    pasarelaSecret: secreto(32),
    verificacionSecret: secreto(32),
  };
  fs.mkdirSync(cfg.dir, { recursive: true, mode: 0o755 });
  fs.writeFileSync(cfg.rutas.secretos, `${JSON.stringify(nuevos, null, 2)}\n`, { mode: 0o600 });
  return nuevos;
}

export const urlBd = (cfg, s, usuario = 'ventanilla', bd = 'ventanilla') =>
  `postgres://${usuario}:${encodeURIComponent(s[usuario])}@${cfg.host}:${cfg.puertos.postgres}/${bd}`;

/** The URL of one simulated municipal system, as the API and the worker are told it. */
export const urlSistema = (cfg, sistema) => `http://${cfg.host}:${cfg.puertos[sistema]}/sim`;

/** Every setting the API and the worker read (api/config.ts), production-style: real URLs, real secrets, no DEMO. */
export function entornoApp(cfg, s, { build }) {
  const publica = `http://${cfg.host}:${cfg.puertos.proxy}`;
  return {
    NODE_ENV: 'production',
    DATABASE_URL: urlBd(cfg, s),
    TEMPORAL_ADDRESS: `${cfg.host}:${cfg.puertos.temporal.frontend}`,
    TEMPORAL_NAMESPACE: 'default',
    TEMPORAL_TLS_CA: path.join(cfg.rutas.tls, 'ca.pem'),
    TEMPORAL_TLS_CERT: path.join(cfg.rutas.tls, 'app.pem'),
    TEMPORAL_TLS_KEY: path.join(cfg.rutas.tls, 'app-key.pem'),
    // The name in the frontend's certificate (TLS names no server by an IP address).
    TEMPORAL_TLS_SERVER_NAME: 'temporal',
    TASK_QUEUE: 'ventanilla',
    WORKFLOW_BUNDLE: path.join(build, 'flujos.js'),
    PUBLIC_URL: publica,
    // The gateway calls back through the proxy, as it would reach the portal from outside.
    API_INTERNAL_URL: publica,
    SIM: '0',
    DEMO: '0',
    OPB_URL: urlSistema(cfg, 'padron'),
    OPB_TOKEN: s.tokens.padron,
    MERCADOS_URL: urlSistema(cfg, 'padron'),
    MERCADOS_TOKEN: s.tokens.padron,
    CATASTRO_URL: urlSistema(cfg, 'catastro'),
    CATASTRO_TOKEN: s.tokens.catastro,
    ZOFEMAT_URL: urlSistema(cfg, 'catastro'),
    ZOFEMAT_TOKEN: s.tokens.catastro,
    PREDIAL_URL: urlSistema(cfg, 'predial'),
    PREDIAL_TOKEN: s.tokens.predial,
    PASARELA_URL: urlSistema(cfg, 'pasarela'),
    PASARELA_TOKEN: s.tokens.pasarela,
    PASARELA_SECRET: s.pasarelaSecret,
    VERIFICACION_SECRET: s.verificacionSecret,
    // Only the proxy's X-Forwarded-For is believed (the rate limits count the client, not nginx).
    TRUST_PROXY: cfg.host,
    HOST: cfg.host,
    SERVE_WEB: '1',
    LOG_LEVEL: process.env.STACK_LOG_LEVEL ?? 'warn',
    WORKER_METRICS_URL: cfg.puertos.metricasWorkers.map((p) => `http://${cfg.host}:${p}/metrics`).join(','),
  };
}
