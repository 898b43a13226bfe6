// docker-compose.yml is the production-like stack (issue 2 §2). There is no
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

function compose(...args: string[]) {
  const { cmd, args: prefix } = composeCommand();
  return spawnSync(cmd, [...prefix, '-f', 'docker-compose.yml', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
    // Compose reads these for interpolation; keep the check independent of the caller's shell.
    env: { ...process.env, COMPOSE_PROJECT_NAME: 'ventanilla' },
  });
}

describe('docker-compose.yml', () => {
  it('is accepted by docker compose config', () => {
    const res = compose('config', '--quiet');
    expect(res.error, 'docker compose not found: run `npm test`, which installs it').toBeUndefined();
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
  });

  it('defines the production-like services', () => {
    const res = compose('config', '--format', 'json');
    expect(res.status, res.stderr).toBe(0);
    const config = JSON.parse(res.stdout) as {
      services: Record<string, { depends_on?: Record<string, { condition: string }> }>;
    };
    const services = Object.keys(config.services);
    for (const name of ['postgres', 'temporal', 'temporal-ui', 'migrate', 'worker', 'api']) {
      expect(services).toContain(name);
    }
    // The app must not start before the schema and the search attributes exist.
    for (const name of ['worker', 'api']) {
      const deps = config.services[name].depends_on ?? {};
      expect(deps.migrate?.condition).toBe('service_completed_successfully');
      expect(deps['temporal-search-attributes']?.condition).toBe('service_completed_successfully');
    }
  });
});
