import '../lib/node24.mjs'; // Node 24 LTS, the runtime production runs: fetched into .tools/ where this Node is older
// `npm run stack`: the production topology on this machine, without containers (scripts/stack/topologia.mjs
// draws it; docs/OPERACION.md, "Production topology"). npm packages first: the topology's modules use them.
import { ensureNodeModules, log } from '../lib/tools.mjs';

function resumen(stack, segundos) {
  const { cfg } = stack;
  return [
    '',
    `  Ventanilla (production topology) is running — up in ${segundos} s`,
    `  Portal, through nginx:  ${stack.url}`,
    `  APIs:                   ${cfg.puertos.apis.map((p) => `${cfg.host}:${p}`).join(', ')} (NODE_ENV=production, compiled, Node ${process.versions.node})`,
    `  Workers:                ${cfg.workers}, on the prebuilt workflow bundle`,
    `  Temporal frontend:      ${cfg.host}:${cfg.puertos.temporal.frontend} (mutual TLS; certificates in ${cfg.rutas.tls})`,
    `  PostgreSQL:             ${cfg.host}:${cfg.puertos.postgres} (ventanilla, temporal, temporal_visibility)`,
    `  Municipal systems:      gateway :${cfg.puertos.pasarela}, cadastre :${cfg.puertos.catastro}, property tax :${cfg.puertos.predial}, padrón :${cfg.puertos.padron}`,
    `  Secrets:                ${cfg.rutas.secretos} · logs: ${cfg.rutas.logs}`,
    '  Ctrl-C stops everything; a process that dies is started again.',
    '',
  ].join('\n');
}

ensureNodeModules();
const { iniciarStack } = await import('./topologia.mjs');
{
  const demo = process.env.STACK_DEMO !== '0';
  let stack = null;
  let parando = false;
  const parar = async (code) => {
    if (parando) return;
    parando = true;
    log('stopping the stack…');
    await stack?.detener();
    log('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void parar(130));
  process.on('SIGTERM', () => void parar(143));
  try {
    const t0 = Date.now();
    stack = await iniciarStack({ demo });
    console.log(resumen(stack, Math.round((Date.now() - t0) / 1000)));
    if (demo) log('demo accounts seeded (password Demo2026!): a rehearsal of production, never a real one (STACK_DEMO=0 seeds none)');
  } catch (err) {
    console.error(`[ventanilla] npm run stack failed: ${err.message}`);
    await parar(1);
  }
}
