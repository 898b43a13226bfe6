// Which parts `npm test` runs and what each one is given, from its arguments (scripts/test.mjs).
// Plain Node ESM, like the rest of scripts/lib.
//   npm test                                   every part: unit, integration, e2e, then stack
//   npm test -- unit|integration|e2e|stack …   the parts named
//   npm test -- tests/integration/x.test.ts    a file: only the parts that file belongs to
//   npm test -- stack -t failover              an option (and its value) goes to the vitest runs

export const PARTES = ['unit', 'integration', 'e2e', 'stack'];

/** vitest options that take a value in the next argument. */
const CON_VALOR = new Set(['-t', '--testNamePattern', '--project', '--shard', '--bail', '--retry', '--maxWorkers', '--reporter']);

const esFiltroE2e = (f) => f.includes('e2e/') || f.endsWith('.spec.ts');
const esFiltroStack = (f) => f.includes('stack/');
const esFiltro = (a) => a.includes('/') || a.includes('.test');

/**
 * @param {string[]} argv the arguments after `npm test --`
 * @returns {{ partes: Set<string>, filtros: { vitest: string[], e2e: string[], stack: string[] }, opcionesVitest: string[], error?: string }}
 */
export function elegirPartes(argv) {
  const args = argv.filter((a) => a !== '--');
  const opcionesVitest = [];
  const resto = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('-')) {
      opcionesVitest.push(a);
      if (CON_VALOR.has(a) && i + 1 < args.length) opcionesVitest.push(args[++i]);
    } else resto.push(a);
  }
  const todos = resto.filter(esFiltro);
  const filtros = {
    vitest: todos.filter((f) => !esFiltroE2e(f) && !esFiltroStack(f)),
    e2e: todos.filter(esFiltroE2e),
    stack: todos.filter(esFiltroStack),
  };
  const nombradas = resto.filter((a) => !esFiltro(a));
  const desconocida = nombradas.find((a) => !PARTES.includes(a));
  if (desconocida) return { partes: new Set(), filtros, opcionesVitest, error: `unknown suite "${desconocida}"; use: npm test -- ${PARTES.join('|')}` };
  let partes;
  if (nombradas.length) partes = new Set(nombradas);
  else if (todos.length) {
    // Files alone: the parts they belong to, not every walk and drill beside them.
    partes = new Set([...(filtros.vitest.length ? ['unit', 'integration'] : []), ...(filtros.e2e.length ? ['e2e'] : []), ...(filtros.stack.length ? ['stack'] : [])]);
  } else partes = new Set(PARTES);
  return { partes, filtros, opcionesVitest };
}
