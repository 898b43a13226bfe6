// What the CPU profiles of the benches share (bench/perfil-piso.ts, bench/perfil-listas.ts): self
// time of a node:inspector profile summed per function and per area of the code (the nearest frame
// of the stack whose file belongs to a known package or part of the API).
import { Session } from 'node:inspector/promises';

interface Nodo {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time per function and per area of the code, as a share of the sampled time. */
export function resumir(profile: { nodes: Nodo[]; samples?: number[]; timeDeltas?: number[] }, inclusivas: string[] = []) {
  const porNodo = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) => porNodo.set(id, (porNodo.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const total = [...porNodo.values()].reduce((a, b) => a + b, 0);
  const nodos = new Map(profile.nodes.map((n) => [n.id, n]));
  const padre = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) padre.set(c, n.id);
  const areas: [string, RegExp][] = [
    ['zod (validation/serialization)', /node_modules\/zod|fastify-type-provider-zod|api\/lib\/serializador/],
    ['fast-json-stringify (serialization)', /node_modules\/fast-json-stringify/],
    ['postgres.js driver', /node_modules\/postgres\//],
    ['drizzle-orm', /node_modules\/drizzle-orm/],
    ['rate limit', /@fastify\/rate-limit|toad-cache/],
    ['session lookup (api/auth)', /api\/auth\//],
    ['list routes (api/tareas, establecimientos, notificaciones)', /api\/(tareas|establecimientos|notificaciones)\//],
    ['licence/procedure DTOs (api/licencias, api/tramites, domain)', /api\/(licencias|tramites)\/|\/domain\//],
    ['xstate', /node_modules\/xstate/],
    ['fastify core / router', /node_modules\/(fastify|find-my-way|light-my-request|avvio|@fastify\/(error|fast-json-stringify-compiler))\//],
    ['logging (pino)', /pino/],
    ['app hooks (app.ts, lib)', /api\/app\.ts|api\/lib\//],
    ['node http/net', /^node:(_http|http|net|stream|internal\/(http|streams|stream_base))|node:_http/],
  ];
  const porArea = new Map<string, number>();
  const porFuncion = new Map<string, number>();
  const porInclusiva = new Map<string, number>();
  for (const [id, t] of porNodo) {
    const n = nodos.get(id)!;
    const f = `${n.callFrame.functionName || '(anónima)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/main\//, '')}:${n.callFrame.lineNumber + 1}`;
    porFuncion.set(f, (porFuncion.get(f) ?? 0) + t);
    // The area of the nearest frame (this one or a caller) with a known url: node's internals called by a package count for it.
    let area = n.callFrame.url ? 'other' : n.callFrame.functionName === '(garbage collector)' ? 'GC' : n.callFrame.functionName === '(idle)' ? 'idle' : 'native/other';
    for (let x: number | undefined = id; x !== undefined; x = padre.get(x)) {
      const u = nodos.get(x)!.callFrame.url;
      const a = areas.find(([, re]) => re.test(u));
      if (a) {
        area = a[0];
        break;
      }
    }
    porArea.set(area, (porArea.get(area) ?? 0) + t);
    // Inclusive time of the named functions: samples with the function anywhere on their stack.
    const vistas = new Set<string>();
    for (let x: number | undefined = id; x !== undefined; x = padre.get(x)) {
      const fn = nodos.get(x)!.callFrame.functionName;
      if (inclusivas.includes(fn)) vistas.add(fn);
    }
    for (const fn of vistas) porInclusiva.set(fn, (porInclusiva.get(fn) ?? 0) + t);
  }
  const tabla = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => ({ nombre: k, '%': +((v / total) * 100).toFixed(1), ms: Math.round(v / 1000) }));
  console.log('\nTiempo propio por área (la primera con URL conocida de la pila)');
  console.table(tabla(porArea, 20));
  console.log('Funciones con más tiempo propio');
  console.table(tabla(porFuncion, 25));
  if (inclusivas.length) {
    console.log('Tiempo inclusivo (la función en cualquier punto de la pila)');
    console.table(tabla(porInclusiva, inclusivas.length));
  }
}

/** Starts node:inspector's CPU profiler on this process (100 µs sampling); stop it with terminarPerfil. */
export async function iniciarPerfil(): Promise<Session> {
  const sesion = new Session();
  sesion.connect();
  await sesion.post('Profiler.enable');
  await sesion.post('Profiler.setSamplingInterval', { interval: 100 });
  await sesion.post('Profiler.start');
  return sesion;
}

/** Stops the profiler and returns the profile. */
export async function terminarPerfil(sesion: Session) {
  const { profile } = await sesion.post('Profiler.stop');
  sesion.disconnect();
  return profile;
}
