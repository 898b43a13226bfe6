// Where the test suite gets its PostgreSQL and Temporal ("the user's design names
// testcontainers"): from the environment when DATABASE_URL / TEMPORAL_ADDRESS are given; in
// containers when a container engine answers (a municipality's CI will have one); otherwise from
// the local binaries (Debian's PostgreSQL, the Temporal CLI), as on these machines. It says which.
import { spawnSync } from 'node:child_process';
import { SEARCH_ATTRIBUTES } from '../temporal-server.mjs';

/** Does a container engine answer? (`docker info` within a few seconds; a client alone is not enough.) */
export function motorDeContenedores() {
  const r = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 8_000 });
  return r.status === 0 && Boolean(r.stdout.trim());
}

/**
 * @param {{ env: Record<string, string | undefined>, motorResponde: () => boolean }} o
 * @returns {{ postgres: 'entorno' | 'contenedor' | 'binarios', temporal: 'entorno' | 'contenedor' | 'binarios', motivo: string }}
 */
export function elegirServicios({ env, motorResponde }) {
  const forzado = env.VENTANILLA_SERVICIOS;
  const desdeEntorno = { postgres: Boolean(env.DATABASE_URL), temporal: Boolean(env.TEMPORAL_ADDRESS) };
  if (desdeEntorno.postgres && desdeEntorno.temporal) return { postgres: 'entorno', temporal: 'entorno', motivo: 'DATABASE_URL y TEMPORAL_ADDRESS del entorno' };
  let usarContenedores;
  let motivo;
  if (forzado === 'binarios') {
    usarContenedores = false;
    motivo = 'VENTANILLA_SERVICIOS=binarios';
  } else if (forzado === 'contenedores') {
    usarContenedores = true;
    motivo = 'VENTANILLA_SERVICIOS=contenedores';
  } else if (motorResponde()) {
    usarContenedores = true;
    motivo = 'un motor de contenedores responde: PostgreSQL y Temporal en contenedores (testcontainers)';
  } else {
    usarContenedores = false;
    motivo = 'ningún motor de contenedores responde: binarios locales (PostgreSQL de Debian, Temporal CLI)';
  }
  const propio = usarContenedores ? 'contenedor' : 'binarios';
  return { postgres: desdeEntorno.postgres ? 'entorno' : propio, temporal: desdeEntorno.temporal ? 'entorno' : propio, motivo };
}

/** PostgreSQL 16 in a container; the URL of its superuser database. */
export async function postgresEnContenedor() {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const c = await new PostgreSqlContainer('postgres:16-alpine').withDatabase('postgres').withUsername('postgres').withPassword('ventanilla').start();
  return { url: c.getConnectionUri(), stop: () => c.stop() };
}

/** Temporal's dev server in a container, with the operators' search attributes registered (and `namespaces` besides default). */
export async function temporalEnContenedor({ namespaces = [] } = {}) {
  const { GenericContainer, Wait } = await import('testcontainers');
  const atributos = Object.entries(SEARCH_ATTRIBUTES).flatMap(([sa, tipo]) => ['--search-attribute', `${sa}=${tipo}`]);
  const c = await new GenericContainer('temporalio/temporal:1.5.1')
    .withCommand(['server', 'start-dev', '--ip', '0.0.0.0', '--headless', '--namespace', 'default', ...namespaces.flatMap((ns) => ['--namespace', ns]), ...atributos])
    .withExposedPorts(7233)
    .withWaitStrategy(Wait.forListeningPorts())
    .start();
  return { address: `${c.getHost()}:${c.getMappedPort(7233)}`, stop: () => c.stop() };
}
