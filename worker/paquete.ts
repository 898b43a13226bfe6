// The workflow bundle the worker (and the tests' workers) run, built once per process.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { WorkflowBundle } from '@temporalio/worker';

export const WORKFLOWS_PATH = fileURLToPath(new URL('../workflows/index.ts', import.meta.url));

/**
 * The workflow side of the traces (api/lib/trazas.ts): always in the bundle, so one bundle serves
 * with tracing on or off; off, its spans go to a processor that drops them (worker/create-worker.ts).
 * It only adds headers to the commands, which replay does not compare.
 */
export const interceptoresTrazas = (): string => createRequire(import.meta.url).resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors');

/**
 * The modules the workflows import from domain/, which the SDK's workflow thread evaluates once and
 * shares between every workflow it runs (`preloadModules`), with what they import (xstate among
 * them). Without this each workflow, when created or brought back into the sticky cache, evaluated
 * its own copy of all of them: 45 modules, 175 of the 265 KB of heap a cached licence workflow held.
 *
 * What may be listed: code that never touches Temporal (no `@temporalio/workflow`) and keeps no
 * state of its own between calls. The SDK freezes what these modules export, so a module here that
 * changed an exported object in place would throw. A cache derived only from its key is fine
 * (domain/tramite/maquina.ts builds each definition's machine once, now once per thread). The
 * modules these import are shared with them. worker/paquete.test.ts checks that every module of
 * domain/ a workflow imports is listed.
 */
export const MODULOS_COMPARTIDOS = [
  'domain/tramite/definicion',
  'domain/tramite/maquina',
  'domain/tramite/efectos',
  'domain/tramite/errores',
  'domain/tramite/lectura',
  'domain/tramite/detalles',
  'domain/tramite/recordatorios-genericos',
  'domain/common/horas-habiles',
  'domain/licencia/definicion',
  'domain/giro/definicion',
  'domain/usosuelo/definicion',
  'domain/perfil/definicion',
  'domain/cambios/nombre/definicion',
  'domain/cambios/domicilio/definicion',
  'domain/cambios/actividad/definicion',
  'domain/cambios/propietario/definicion',
  'domain/cambios/baja/definicion',
  'domain/fiscalizacion/definicion',
  'domain/anuncios/definicion',
  'domain/dictamenes/definicion',
  'domain/convenios/reglas',
  'domain/convenios/recordatorios',
  'domain/arrendamientos/definicion',
  'domain/cesiones/definicion',
  'domain/visitas/definicion',
] as const;

const raiz = (ruta: string) => fileURLToPath(new URL(`../${ruta}.ts`, import.meta.url));
const EMPAQUETAR = fileURLToPath(new URL('./empaquetar.mjs', import.meta.url));

/**
 * Bundles in a child process (worker/empaquetar.mjs): webpack, swc and what they allocate would
 * otherwise stay in the worker's memory for good (idle worker RSS about 280 → 190 MB).
 */
function empaquetar(): Promise<WorkflowBundle> {
  const opciones = { workflowsPath: WORKFLOWS_PATH, preloadModules: MODULOS_COMPARTIDOS.map(raiz), workflowInterceptorModules: [interceptoresTrazas()] };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [EMPAQUETAR, JSON.stringify(opciones)], { encoding: 'utf8', maxBuffer: 256 * 2 ** 20 }, (err, code, avisos) => {
      if (avisos) console.warn(avisos.trimEnd());
      if (err) reject(new Error(`No se pudo empaquetar el código de los flujos: ${err.message}`));
      else resolve({ code });
    });
  });
}

/** The bundle scripts/build.ts wrote at build time (WORKFLOW_BUNDLE): production bundles nothing at start. */
async function leerPrecompilado(ruta: string): Promise<WorkflowBundle> {
  try {
    return { code: await readFile(ruta, 'utf8') };
  } catch (err) {
    throw new Error(`No se pudo leer el paquete de flujos WORKFLOW_BUNDLE=${ruta}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

let bundle: Promise<WorkflowBundle> | null = null;
/** Bundling takes seconds; one bundle serves every worker of the process (tests start several). */
export function workflowBundle(): Promise<WorkflowBundle> {
  const precompilado = process.env.WORKFLOW_BUNDLE;
  bundle ??= precompilado ? leerPrecompilado(precompilado) : empaquetar();
  return bundle;
}
