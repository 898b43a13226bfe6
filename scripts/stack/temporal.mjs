// Temporal's own server for the stack (not the CLI's dev server): persistence and visibility on
// the stack's PostgreSQL, its schema set up by temporal-sql-tool, mutual TLS on the frontend with
// certificates generated here (only a client holding one the stack's CA signed gets in), the
// namespace with its retention and the search attributes the procedures set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { log } from '../lib/tools.mjs';

/** Closed requests' histories are kept this long (the application's own tables keep the request for good). */
export const RETENCION_DIAS = 30;

/** Search attributes the procedures set (workflows/search-attributes.ts) with their index types. */
const ATRIBUTOS = { Folio: 'KEYWORD', RFC: 'KEYWORD', Procedimiento: 'KEYWORD', Estatus: 'KEYWORD', Area: 'KEYWORD', Paso: 'KEYWORD', VenceTarea: 'DATETIME' };

function openssl(args, cwd) {
  const r = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${r.stderr || r.error?.message}`);
}

/**
 * A CA and three certificates it signs: the frontend's (127.0.0.1, localhost, temporal), the
 * application's (the APIs and the workers) and the server's own system worker's. Made once; the
 * CA's key stays in <dir>/tls (renewal: docs/OPERACION.md). EC P-256, two years for the leaves.
 */
export function certificados(cfg) {
  const dir = cfg.rutas.tls;
  if (['ca.pem', 'frontend.pem', 'app.pem', 'sistema.pem'].every((f) => fs.existsSync(path.join(dir, f)))) return dir;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const clave = (nombre) => openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${nombre}-key.pem`], dir);
  clave('ca');
  openssl(['req', '-x509', '-new', '-key', 'ca-key.pem', '-sha256', '-days', '3650', '-subj', '/O=Municipio de Othon P. Blanco/CN=Ventanilla Temporal CA', '-out', 'ca.pem'], dir);
  const hoja = (nombre, cn, ext) => {
    clave(nombre);
    openssl(['req', '-new', '-key', `${nombre}-key.pem`, '-subj', `/O=Municipio de Othon P. Blanco/CN=${cn}`, '-out', `${nombre}.csr`], dir);
    fs.writeFileSync(path.join(dir, `${nombre}.ext`), ext);
    openssl(['x509', '-req', '-in', `${nombre}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca-key.pem', '-CAcreateserial', '-days', '730', '-sha256', '-extfile', `${nombre}.ext`, '-out', `${nombre}.pem`], dir);
    fs.rmSync(path.join(dir, `${nombre}.csr`));
    fs.rmSync(path.join(dir, `${nombre}.ext`));
  };
  hoja('frontend', 'temporal', 'subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:temporal\nextendedKeyUsage=serverAuth,clientAuth\n');
  hoja('app', 'ventanilla', 'extendedKeyUsage=clientAuth\n');
  hoja('sistema', 'temporal-system-worker', 'extendedKeyUsage=clientAuth\n');
  for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), f.endsWith('-key.pem') ? 0o600 : 0o644);
  log(`TLS certificates for Temporal generated in ${dir}`);
  return dir;
}

/** The server's configuration file (YAML, written as JSON: YAML reads it as is). */
export function escribirConfig(cfg, s) {
  const p = cfg.puertos.temporal;
  const tls = (f) => path.join(cfg.rutas.tls, f);
  const almacen = (bd, conexiones) => ({
    sql: {
      pluginName: 'postgres12',
      databaseName: bd,
      connectAddr: `${cfg.host}:${cfg.puertos.postgres}`,
      connectProtocol: 'tcp',
      user: 'temporal',
      password: s.temporal,
      maxConns: conexiones,
      maxIdleConns: conexiones,
      maxConnLifetime: '1h',
    },
  });
  const servicio = (grpcPort, membershipPort, extra = {}) => ({ rpc: { grpcPort, membershipPort, bindOnIP: cfg.host, ...extra } });
  const config = {
    log: { stdout: true, level: 'warn' },
    persistence: {
      defaultStore: 'default',
      visibilityStore: 'visibility',
      // Fixed at setup for the life of the cluster (docs/ESCALA.md sizes it for a state).
      numHistoryShards: 4,
      datastores: { default: almacen('temporal', 20), visibility: almacen('temporal_visibility', 10) },
    },
    global: {
      membership: { maxJoinDuration: '30s', broadcastAddress: cfg.host },
      pprof: { port: 0 },
      tls: {
        frontend: {
          server: { certFile: tls('frontend.pem'), keyFile: tls('frontend-key.pem'), requireClientAuth: true, clientCaFiles: [tls('ca.pem')] },
          client: { serverName: 'temporal', rootCaFiles: [tls('ca.pem')] },
        },
        systemWorker: { certFile: tls('sistema.pem'), keyFile: tls('sistema-key.pem'), client: { serverName: 'temporal', rootCaFiles: [tls('ca.pem')] } },
      },
    },
    services: {
      frontend: servicio(p.frontend, p.membresia[0], { httpPort: p.http }),
      history: servicio(p.history, p.membresia[1]),
      matching: servicio(p.matching, p.membresia[2]),
      worker: servicio(p.worker, p.membresia[3]),
    },
    clusterMetadata: {
      enableGlobalNamespace: false,
      failoverVersionIncrement: 10,
      masterClusterName: 'active',
      currentClusterName: 'active',
      clusterInformation: { active: { enabled: true, initialFailoverVersion: 1, rpcName: 'frontend', rpcAddress: `${cfg.host}:${p.frontend}`, httpAddress: `${cfg.host}:${p.http}` } },
    },
    dcRedirectionPolicy: { policy: 'noop' },
    dynamicConfigClient: { filepath: path.join(cfg.rutas.temporal, 'dynamicconfig.yaml'), pollInterval: '60s' },
  };
  fs.mkdirSync(cfg.rutas.temporal, { recursive: true, mode: 0o700 });
  const archivo = path.join(cfg.rutas.temporal, 'config.yaml');
  fs.writeFileSync(archivo, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  // A search attribute registered a moment ago is usable at once (the stack registers them at setup).
  fs.writeFileSync(path.join(cfg.rutas.temporal, 'dynamicconfig.yaml'), 'system.forceSearchAttributesCacheRefreshOnRead:\n  - value: true\n');
  return archivo;
}

/** setup-schema (first time) and update-schema (every time: a newer server brings its migrations) on both databases. */
export async function esquema(cfg, s, sqlTool) {
  for (const [bd, nombre] of [['temporal', 'postgresql/v12/temporal'], ['temporal_visibility', 'postgresql/v12/visibility']]) {
    const base = ['--plugin', 'postgres12', '--ep', cfg.host, '-p', String(cfg.puertos.postgres), '-u', 'temporal', '--pw', s.temporal, '--db', bd];
    const sql = postgres({ host: cfg.host, port: cfg.puertos.postgres, user: 'temporal', password: s.temporal, database: bd, max: 1, onnotice: () => {} });
    const [hay] = await sql`select 1 from information_schema.tables where table_name = 'schema_version'`;
    await sql.end();
    const correr = (args) => {
      const r = spawnSync(sqlTool, [...base, ...args], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`temporal-sql-tool ${args.join(' ')} on ${bd}: ${r.stderr || r.stdout}`);
    };
    if (!hay) correr(['setup-schema', '-v', '0.0']);
    correr(['update-schema', '--schema-name', nombre]);
  }
}

/** The frontend's client TLS as @temporalio/client wants it (the application's certificate). */
export function tlsCliente(cfg) {
  const leer = (f) => fs.readFileSync(path.join(cfg.rutas.tls, f));
  return { serverNameOverride: 'temporal', serverRootCACertificate: leer('ca.pem'), clientCertPair: { crt: leer('app.pem'), key: leer('app-key.pem') } };
}

/** A connection to the stack's frontend (mutual TLS). */
export async function conectarTemporal(cfg) {
  const { Connection } = await import('@temporalio/client');
  return Connection.connect({ address: `${cfg.host}:${cfg.puertos.temporal.frontend}`, tls: tlsCliente(cfg), connectTimeout: '5s' });
}

/** The namespace `default` with its retention, and the search attributes. Idempotent. */
export async function namespace(cfg) {
  const { temporal } = (await import('@temporalio/proto')).default;
  const conexion = await conectarTemporal(cfg);
  try {
    const ws = conexion.workflowService;
    const retencion = { seconds: RETENCION_DIAS * 86_400 };
    try {
      await ws.registerNamespace({ namespace: 'default', workflowExecutionRetentionPeriod: retencion });
      log(`namespace default registered (retention ${RETENCION_DIAS} days)`);
    } catch (err) {
      if (!/already exists|AlreadyExists/i.test(String(err?.message))) throw err;
      await ws.updateNamespace({ namespace: 'default', config: { workflowExecutionRetentionTtl: retencion } });
    }
    const tipos = temporal.api.enums.v1.IndexedValueType;
    // The namespace may take a moment to be visible to the operator service after registering.
    for (let intento = 1; ; intento++) {
      try {
        const { customAttributes } = await conexion.operatorService.listSearchAttributes({ namespace: 'default' });
        const faltan = Object.entries(ATRIBUTOS).filter(([n]) => !(n in (customAttributes ?? {})));
        if (faltan.length) {
          await conexion.operatorService.addSearchAttributes({ namespace: 'default', searchAttributes: Object.fromEntries(faltan.map(([n, t]) => [n, tipos[`INDEXED_VALUE_TYPE_${t}`]])) });
          log(`search attributes registered: ${faltan.map(([n]) => n).join(', ')}`);
        }
        return;
      } catch (err) {
        if (intento >= 30) throw err;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  } finally {
    await conexion.close();
  }
}
