// Stand-in for two municipal systems of Othón P. Blanco: the OPB taxpayer padrón
// (spec 1 §7.2 getDataOPB) and the market concessionaire padrón (spec 1 §7.2 concesionarioByRFC).
// Same contract as the real services, so activities/adapters/padron.ts talks to either one:
//   GET {prefix}/padron/contribuyentes/:rfc   → 200 {nombre, ap_paterno, ap_materno, telefono} | 404 {mensaje}
//   GET {prefix}/mercados/concesionarios/:rfc → 200 {rfc, nombre, mercado, local}             | 404 {mensaje}
//   PUT {prefix}/mercados/locales/concesion {mercado, local, rfc, nombre} → 200 {rfc, nombre, mercado, local}:
//       a finished rights assignment hands the stall to a new concessionaire; its old
//       holder no longer answers for it. Idempotent. Kept in memory (a restart reads the demo data again).
//   GET {prefix}/padron/establecimientos/:clave and …/id/:id → an establishment the municipality
//       licensed before the portal, with its licences by year (spec 1 §7.4 import, §7.2
//       getLocacionByClave, getHistoricoLicencia)                                     | 404 {mensaje}
// Every call needs `Authorization: Bearer <token>` (401 otherwise).
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizarRfc } from '../domain/common/rfc';
import { mercadoPorNombre } from '../domain/licencia/mercados';
import type { Concesionario, DatosOpb, EstablecimientoPadron } from '../activities/adapters/padron';
import { partesFecha } from './municipio-datos';
import { tokenValido } from './token';

export type ContribuyenteOpb = DatosOpb & { rfc: string };

export interface OpbSimOptions {
  /** the token callers must present as `Authorization: Bearer <token>` */
  token: string;
  /** replaces the demo data of sim/data/ (tests) */
  contribuyentes?: ContribuyenteOpb[];
  concesionarios?: Concesionario[];
  establecimientos?: EstablecimientoPadronDemo[];
}

/** sim/data/padron-establecimientos.json: years are counted back from today, so the demo never goes stale. */
export type EstablecimientoPadronDemo = Omit<EstablecimientoPadron, 'licencias'> & { licencias: { hace: number; pagada: boolean }[] };

function leer<T>(archivo: string): T {
  return JSON.parse(readFileSync(new URL(`./data/${archivo}`, import.meta.url), 'utf8')) as T;
}

export function padronOpbDemo(): ContribuyenteOpb[] {
  return leer<ContribuyenteOpb[]>('padron-opb.json');
}
export function concesionariosDemo(): Concesionario[] {
  return leer<Concesionario[]>('concesionarios-mercados.json');
}

export function establecimientosPadronDemo(): EstablecimientoPadronDemo[] {
  return leer<EstablecimientoPadronDemo[]>('padron-establecimientos.json');
}

function conAnios(e: EstablecimientoPadronDemo, anio: number): EstablecimientoPadron {
  return { ...e, licencias: e.licencias.map((l) => ({ anio: anio - l.hace, pagada: l.pagada })).sort((a, b) => a.anio - b.anio) };
}

function indice<T extends { rfc: string }>(filas: T[]): Map<string, T> {
  return new Map(filas.map((f) => [normalizarRfc(f.rfc), f]));
}

const params = z.object({ rfc: z.string().min(1).max(20) });
const mensaje = z.object({ mensaje: z.string() });
const datosOpb = z.object({ nombre: z.string(), ap_paterno: z.string(), ap_materno: z.string(), telefono: z.string() });
// When mounted inside the API (SIM=1) the API itself is the caller: its own calls must not spend the
// rate-limit budget of 127.0.0.1, and the stand-in has no place in the API's OpenAPI document.
const sinLimite = { rateLimit: false } as const;
const concesionario = z.object({ rfc: z.string(), nombre: z.string(), mercado: z.string(), local: z.string() });

export default async function opbSimPlugin(fastify: FastifyInstance, opts: OpbSimOptions): Promise<void> {
  if (!opts.token) throw new Error('sim/opb: falta la opción token');
  const contribuyentes = indice(opts.contribuyentes ?? padronOpbDemo());
  // One row per stall; an RFC answers with the first stall it holds.
  const locales: Concesionario[] = (opts.concesionarios ?? concesionariosDemo()).map((c) => ({ ...c, rfc: normalizarRfc(c.rfc) }));
  const mismoTexto = (a: string, b: string) => a.trim().toLocaleUpperCase('es-MX') === b.trim().toLocaleUpperCase('es-MX');
  // The padrón and the portal spell some markets differently ('Mercado Lázaro Cárdenas' / '… del Río'): the same market by its id.
  const mismoMercado = (a: string, b: string) => {
    const [x, y] = [mercadoPorNombre(a)?.id, mercadoPorNombre(b)?.id];
    return x !== undefined && y !== undefined ? x === y : mismoTexto(a, b);
  };
  const establecimientos = opts.establecimientos ?? establecimientosPadronDemo();

  // This plugin is encapsulated: these compilers apply to its routes only, whatever the host app uses.
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (req, reply) => {
    if (!tokenValido(req.headers.authorization, opts.token)) {
      return reply.code(401).send({ mensaje: 'Token inválido' });
    }
  });

  app.get(
    '/padron/contribuyentes/:rfc',
    { schema: { hide: true, params, response: { 200: datosOpb, 401: mensaje, 404: mensaje } }, config: sinLimite },
    async (req, reply) => {
      const c = contribuyentes.get(normalizarRfc(req.params.rfc));
      if (!c) return reply.code(404).send({ mensaje: 'El RFC no se encuentra en el padrón municipal' });
      return { nombre: c.nombre, ap_paterno: c.ap_paterno, ap_materno: c.ap_materno, telefono: c.telefono };
    },
  );

  const establecimiento = z.object({
    id: z.number().int(),
    clave: z.string(),
    rfc: z.string(),
    actividad: z.string(),
    dir_catastral: z.string(),
    licencias: z.array(z.object({ anio: z.number().int(), pagada: z.boolean() })),
    formulario: z.record(z.string(), z.unknown()),
  });
  const ausente = { mensaje: 'El establecimiento no se encuentra en el padrón municipal' };
  const hoy = () => partesFecha(new Date()).anio;
  app.get(
    '/padron/establecimientos/id/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int() }), response: { 200: establecimiento, 401: mensaje, 404: mensaje } }, config: sinLimite },
    async (req, reply) => {
      const e = establecimientos.find((x) => x.id === req.params.id);
      return e ? conAnios(e, hoy()) : reply.code(404).send(ausente);
    },
  );
  app.get(
    '/padron/establecimientos/:clave',
    { schema: { hide: true, params: z.object({ clave: z.string().min(1).max(60) }), response: { 200: establecimiento, 401: mensaje, 404: mensaje } }, config: sinLimite },
    async (req, reply) => {
      const e = establecimientos.find((x) => x.clave === req.params.clave.trim().toUpperCase());
      return e ? conAnios(e, hoy()) : reply.code(404).send(ausente);
    },
  );

  app.get(
    '/mercados/concesionarios/:rfc',
    { schema: { hide: true, params, response: { 200: concesionario, 401: mensaje, 404: mensaje } }, config: sinLimite },
    async (req, reply) => {
      const rfc = normalizarRfc(req.params.rfc);
      const c = locales.find((x) => x.rfc === rfc);
      if (!c) return reply.code(404).send({ mensaje: 'El RFC no se encuentra en el padrón de locatarios de mercados' });
      return { rfc: c.rfc, nombre: c.nombre, mercado: c.mercado, local: c.local };
    },
  );

  app.put(
    '/mercados/locales/concesion',
    {
      schema: {
        hide: true,
        body: z.object({ mercado: z.string().min(1).max(120), local: z.string().min(1).max(40), rfc: z.string().min(12).max(13), nombre: z.string().max(300) }),
        response: { 200: concesionario, 401: mensaje },
      },
      config: sinLimite,
    },
    async (req) => {
      const b = req.body;
      const nuevo: Concesionario = { rfc: normalizarRfc(b.rfc), nombre: b.nombre.trim(), mercado: b.mercado.trim(), local: b.local.trim() };
      const i = locales.findIndex((x) => mismoMercado(x.mercado, nuevo.mercado) && mismoTexto(x.local, nuevo.local));
      if (i >= 0) locales[i] = { ...nuevo, mercado: locales[i].mercado, local: locales[i].local };
      else locales.push(nuevo);
      return locales[i >= 0 ? i : locales.length - 1];
    },
  );
}
