// Bundles the workflow code in a process of its own (worker/paquete.ts runs it): webpack, swc and
// their sources take about 100 MB that a process keeps after bundling, and the worker has no use
// for them once it has the bundle. Plain Node, no tsx: webpack's swc-loader compiles the
// TypeScript. Argument: the bundler's options as JSON ({ workflowsPath, preloadModules }); the
// bundle's code goes to stdout, warnings and errors to stderr.
import { bundleWorkflowCode } from '@temporalio/worker';

const opciones = JSON.parse(process.argv[2] ?? '{}');
// stdout carries the bundle and nothing else: anything a library prints goes to stderr.
console.log = console.info = console.debug = console.error;
const silencio = () => {};
const { code } = await bundleWorkflowCode({
  ...opciones,
  logger: { log: silencio, trace: silencio, debug: silencio, info: silencio, warn: console.warn, error: console.error },
});
process.stdout.write(code);
