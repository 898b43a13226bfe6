// docker-compose.yml is the production-like stack. There is no
// Docker engine here, but `docker compose config` parses and validates the file
// without one. `npm test` provides Compose v2 (scripts/lib/tools.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function composeCommand(): { cmd: string; args: string[] } {
  const fromEnv = process.env.DOCKER_COMPOSE_PATH;
  if (fromEnv) return { cmd: fromEnv, args: [] };
  const local = path.join(ROOT, '.tools', 'docker', 'docker-compose');
  if (existsSync(local)) return { cmd: local, args: [] };
  return { cmd: 'docker', args: ['compose'] };
}

/** The settings the stack requires: the real systems and secrets, never defaults. */
const REQUERIDAS: Record<string, string> = {
  POSTGRES_PASSWORD: 'clave-de-prueba',
  TEMPORAL_DB_PASSWORD: 'clave-de-temporal',
  OPB_URL: 'https://opb.example/api',
  MERCADOS_URL: 'https://mercados.example/api',
  CATASTRO_URL: 'https://catastro.example/api',
  PREDIAL_URL: 'https://predial.example/api',
  ZOFEMAT_URL: 'https://zofemat.example/api',
  PASARELA_URL: 'https://pagos.example/api',
  PASARELA_TOKEN: 'token-de-prueba',
  PASARELA_SECRET: 'secreto-de-prueba-largo',
  VERIFICACION_SECRET: 'firma-de-prueba-de-los-qr-de-32-caracteres',
  PUBLIC_URL: 'https://ventanilla.example.mx',
};

function compose(args: string[], env: Record<string, string | undefined> = REQUERIDAS) {
  const { cmd, args: prefix } = composeCommand();
  // Compose reads these for interpolation; keep the check independent of the caller's shell
  // (and of a .env file: --env-file /dev/null).
  const limpio = Object.fromEntries(Object.entries(process.env).filter(([k]) => !(k in REQUERIDAS)));
  return spawnSync(cmd, [...prefix, '--env-file', '/dev/null', '-f', 'docker-compose.yml', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...limpio, ...env, COMPOSE_PROJECT_NAME: 'ventanilla' },
  });
}

describe('docker-compose.yml', () => {
  it('is accepted by docker compose config', () => {
    const res = compose(['config', '--quiet']);
    expect(res.error, 'docker compose not found: run `npm test`, which installs it').toBeUndefined();
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
  });

  it('defines the production topology: Temporal\'s own server and schema job, two API and worker replicas behind the proxy', () => {
    const res = compose(['config', '--format', 'json']);
    expect(res.status, res.stderr).toBe(0);
    const config = JSON.parse(res.stdout) as {
      services: Record<string, { image?: string; command?: string[]; deploy?: { replicas?: number }; depends_on?: Record<string, { condition: string }>; environment?: Record<string, string> }>;
    };
    const services = Object.keys(config.services).sort();
    expect(services).toEqual(['api', 'migrate', 'postgres', 'proxy', 'temporal', 'temporal-certificados', 'temporal-esquema', 'temporal-namespace', 'temporal-ui', 'worker']);
    // The server image and a schema job with Temporal's SQL tool, not the deprecated auto-setup.
    expect(config.services.temporal.image).toMatch(/^temporalio\/server:/);
    expect(JSON.stringify(config)).not.toContain('auto-setup');
    expect(config.services['temporal-esquema'].image).toMatch(/^temporalio\/admin-tools:/);
    for (const name of ['worker', 'api']) {
      expect(config.services[name].deploy?.replicas).toBe(2);
      // The app must not start before the schema, the namespace and the search attributes exist.
      const deps = config.services[name].depends_on ?? {};
      expect(deps.migrate?.condition).toBe('service_completed_successfully');
      expect(deps['temporal-namespace']?.condition).toBe('service_completed_successfully');
      // Compiled JavaScript on the prebuilt workflow bundle: no tsx in production.
      expect(config.services[name].command?.join(' ')).toMatch(/^node dist\/server\/\w+\.mjs$/);
      const env = config.services[name].environment ?? {};
      expect(env.WORKFLOW_BUNDLE).toBe('/app/dist/server/flujos.js');
      expect(env.TEMPORAL_TLS_CERT).toBeTruthy();
      expect(env.NODE_ENV).toBe('production');
    }
    expect(config.services.temporal.environment?.TEMPORAL_TLS_REQUIRE_CLIENT_AUTH).toBe('true');
    expect(config.services.proxy.depends_on?.api?.condition).toBe('service_healthy');
  });

  it('publishes the proxy alone: not Temporal\'s frontend, not its Web UI, not the APIs', () => {
    const res = compose(['config', '--format', 'json']);
    expect(res.status, res.stderr).toBe(0);
    const services = (JSON.parse(res.stdout) as { services: Record<string, { ports?: { target: number; published: string }[] }> }).services;
    const publicados = Object.entries(services).filter(([, s]) => (s.ports ?? []).length).map(([n]) => n);
    expect(publicados).toEqual(['proxy']);
    expect(services.proxy.ports?.map((p) => p.target)).toEqual([80]);
  });

  it("serves Temporal's Web UI through the portal only, speaking mutual TLS to the frontend", () => {
    const res = compose(['config', '--format', 'json']);
    expect(res.status, res.stderr).toBe(0);
    const services = (JSON.parse(res.stdout) as { services: Record<string, { environment?: Record<string, string> }> }).services;
    const ui = services['temporal-ui'].environment ?? {};
    expect(ui.TEMPORAL_UI_PUBLIC_PATH).toBe('/temporal');
    expect(ui.TEMPORAL_TLS_CERT).toBeTruthy();
    expect(ui.TEMPORAL_TLS_ENABLE_HOST_VERIFICATION).toBe('true');
    expect(services.api.environment?.TEMPORAL_UI_UPSTREAM).toBe('http://temporal-ui:8080');
  });

  it("reads every worker replica's Temporal metrics through the API, on the stack's network only", () => {
    const res = compose(['config', '--format', 'json']);
    expect(res.status, res.stderr).toBe(0);
    const services = (JSON.parse(res.stdout) as { services: Record<string, { environment?: Record<string, string>; expose?: unknown[]; ports?: unknown[] }> }).services;
    // Each replica binds its own private address (worker/telemetria.ts `*:port`), published nowhere.
    expect(services.worker.environment?.WORKER_METRICS_ADDRESS).toBe('*:9464');
    expect(services.worker.ports ?? []).toEqual([]);
    expect(services.api.environment?.WORKER_METRICS_URL).toBe('http://worker:9464/metrics');
    // The worker keeps every other setting of the app.
    expect(services.worker.environment?.DATABASE_URL).toBe(services.api.environment?.DATABASE_URL);
  });

  it('runs the API without simulators: the real systems and secrets come from the environment', () => {
    const res = compose(['config', '--format', 'json']);
    expect(res.status, res.stderr).toBe(0);
    const env = (JSON.parse(res.stdout) as { services: Record<string, { environment: Record<string, string> }> }).services.api.environment;
    expect(env.SIM).toBe('0');
    expect(env.DEMO).toBe('0');
    expect(env.PASARELA_SECRET).toBe(REQUERIDAS.PASARELA_SECRET);
    expect(env.VERIFICACION_SECRET).toBe(REQUERIDAS.VERIFICACION_SECRET);
    // The QR of every printout leads there: never a localhost default (activities/url-publica.ts).
    expect(env.PUBLIC_URL).toBe(REQUERIDAS.PUBLIC_URL);
    expect(env.DATABASE_URL).toContain(REQUERIDAS.POSTGRES_PASSWORD);
    expect(JSON.stringify(env)).not.toContain('sim-pasarela-secret');
  });

  it('refuses to start without a required setting, and names it', () => {
    for (const falta of ['PASARELA_SECRET', 'VERIFICACION_SECRET', 'POSTGRES_PASSWORD', 'TEMPORAL_DB_PASSWORD', 'OPB_URL', 'PUBLIC_URL']) {
      const { [falta]: _, ...resto } = REQUERIDAS;
      const res = compose(['config', '--quiet'], resto);
      expect(res.status, falta).not.toBe(0);
      expect(res.stderr).toContain(falta);
    }
  });
});
