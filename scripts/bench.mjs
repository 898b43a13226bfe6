// `npm run bench`: starts a throwaway PostgreSQL (unless DATABASE_URL is set) and runs bench/*.bench.ts.
import { ensureNodeModules, ensurePostgres, runProcess, log } from './lib/tools.mjs';
import { startPgCluster } from './pg-cluster.mjs';

ensureNodeModules();
let cluster = null;
if (!process.env.DATABASE_URL) {
  ensurePostgres();
  cluster = await startPgCluster({ quiet: true });
  process.env.DATABASE_URL = cluster.url;
}
// `npm run bench -- carga`: only the load test (200 taxpayers for 60 s, embedded and PostgreSQL).
const soloCarga = process.argv.slice(2).includes('carga');
let code;
try {
  if (soloCarga) {
    code = await runProcess('bench carga', process.execPath, ['--import', 'tsx', 'bench/carga.bench.ts'], { env: process.env });
  } else {
    const r = await runProcess('bench', process.execPath, ['--import', 'tsx', 'bench/api.bench.ts'], { env: process.env });
    // Time to generate a licence PDF (issue 3 §8); needs no database.
    const rPdf = await runProcess('bench pdf', process.execPath, ['--import', 'tsx', 'bench/pdf.bench.ts'], { env: process.env });
    // A 500-bimester property-tax statement as a PDF (issue 12: under 1 s); needs no database.
    const rPredial = await runProcess('bench predial', process.execPath, ['--import', 'tsx', 'bench/predial-pdf.bench.ts'], { env: process.env });
    code = r || rPdf || rPredial;
  }
} catch (err) {
  log(`bench failed: ${err.message}`);
  code = 1;
} finally {
  await cluster?.stop();
}
process.exit(code);
