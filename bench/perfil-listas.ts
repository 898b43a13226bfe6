// The list routes at municipal scale profiled one by one, the way bench/perfil-piso.ts profiles the floor:
// the municipal-scale data of bench/escala.ts, the API and a bare Fastify route in this process,
// 64 keep-alive connections from a client in another process (bench/cliente.ts). With PERFIL=1 each
// route's load is profiled on its own (node:inspector): self time per area and per function, the
// inclusive time of the routes' own steps, and test-results/perfil-<ruta>.cpuprofile for a flame
// graph. Without DATABASE_URL it starts a throwaway PostgreSQL cluster (scripts/pg-cluster.mjs).
//   [DATABASE_URL=postgres://…] [PERFIL=1] [BENCH_SECONDS=3] [RUTAS=bandeja,tipico,…]
//   flock /tmp/ventanilla-bench.lock node --import tsx bench/perfil-listas.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { migrar } from '../db/client';
import { sembrar } from '../db/seed';
import { apiDeBench, baseNueva, entrar, medirEnOtroProceso, rutaVacia } from './comun';
import { sembrarEscala } from './escala';
import type { Resultado } from './http-carga';
import { iniciarPerfil, resumir, terminarPerfil } from './perfil';

let cluster: { url: string; stop: () => Promise<void> } | null = null;
if (!process.env.DATABASE_URL) {
  // @ts-expect-error: a plain .mjs script without types
  const { startPgCluster } = (await import('../scripts/pg-cluster.mjs')) as { startPgCluster: (o: { quiet: boolean }) => Promise<{ url: string; stop: () => Promise<void> }> };
  cluster = await startPgCluster({ quiet: true });
  process.env.DATABASE_URL = cluster.url;
}
const url = await baseNueva('ventanilla_perfil_listas');
await migrar(url);
await sembrar(url, { demo: true });
const escala = await sembrarEscala(url);
const servidor = await apiDeBench(url, 10);
const api = `${servidor.origen}/api`;

const { url: vacio, cerrar: cerrarVacia } = await rutaVacia();

const login = (usuario: string) => entrar(api, usuario);
const tRevisor = await login('revisor.padron');
const tRoot = await login('root');
const tTipico = await login(escala.tipicoRfc);
const tGran = await login(escala.granRfc);

/** clave: [ruta, token] */
const todas: Record<string, [string, string]> = {
  bandeja: ['/tareas?estado=pendiente', tRevisor],
  root: ['/tareas?estado=pendiente', tRoot],
  rfc: [`/tareas?estado=pendiente&q=BEN0000123`, tRoot],
  nombre: ['/tareas?estado=pendiente&q=canul', tRoot],
  tipico: [`/establecimientos/contribuyente/${escala.tipicoId}?page=1`, tTipico],
  gran: [`/establecimientos/contribuyente/${escala.granId}?page=1`, tGran],
  notificaciones: [`/notificaciones/${escala.granUsuarioId}`, tGran],
};
const elegidas = (process.env.RUTAS ?? Object.keys(todas).join(',')).split(',');
const segundos = Number(process.env.BENCH_SECONDS ?? 3);
const concurrencia = 64;
const perfilar = process.env.PERFIL === '1';
/** The routes' own steps, measured inclusively (their callees count). */
const pasos = ['tareaDto', 'tarjetaDto', 'licenciaDto', 'notificacionDto', 'listar', 'deUsuario', 'vigentes', 'noLeidas', 'resolver', 'serialize', 'mapResultRow', 'build', 'sqlToQuery'];

const resultados: Resultado[] = [await medirEnOtroProceso('Fastify vacío (referencia)', vacio, { segundos, concurrencia })];
for (const clave of elegidas) {
  const [ruta, token] = todas[clave];
  const sesion = perfilar ? await iniciarPerfil() : null;
  resultados.push(await medirEnOtroProceso(clave, `${api}${ruta}`, { segundos, concurrencia, headers: { authorization: `Bearer ${token}` } }));
  if (sesion) {
    const profile = await terminarPerfil(sesion);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(`test-results/perfil-${clave}.cpuprofile`, JSON.stringify(profile));
    console.log(`\n=== ${clave}: GET ${ruta}`);
    resumir(profile, pasos);
  }
}

console.log(`\nListas — ${segundos} s por ruta, ${concurrencia} conexiones, cliente en otro proceso\n`);
const ref = resultados[0].rps;
console.table(resultados.map((r) => ({ ruta: r.nombre, 'req/s': r.rps, 'vs. vacío': `${((r.rps / ref) * 100).toFixed(1)} %`, 'p50 ms': r.p50, 'p99 ms': r.p99, errores: r.errores })));

await servidor.cerrar();
await cerrarVacia();
await cluster?.stop();
