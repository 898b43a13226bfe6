// Helpers of tests/integration/demo.test.ts: the app as a start that dies mid-way sees it, and the
// people who try the demo moving its requests on.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq, like, not, sql } from 'drizzle-orm';
import { establecimientos, licencias, solicitudes, tareas } from '../../db/schema';
import { crearClienteDemo } from '../../scripts/demo-cliente';
import { NEGOCIOS_DEMO } from '../../scripts/demo-solicitudes';
import { entrar, type Entorno } from './harness';

/** What kills a start: the process is gone, so nothing it was doing gets an answer. */
export class Muerte extends Error {}

/** A step of work: anything but a read or signing in. */
const esPaso = (o: InjectOptions) => (o.method ?? 'GET').toUpperCase() !== 'GET' && !String(o.url ?? '').startsWith('/api/login');

/**
 * The app as a start sees it that is killed right after its `n`-th step: the step is done on the
 * server (a request sent, a task approved, an order opened) but the start never learns it, and makes
 * no call after it. `n` = Infinity counts calls and never dies.
 */
export function appQueMuere(e: Entorno, n: number) {
  const cuenta = { llamadas: 0, pasos: 0 };
  const inject = async (o: InjectOptions) => {
    if (cuenta.pasos >= n) throw new Muerte(`muerta tras ${n} pasos`);
    cuenta.llamadas += 1;
    const r = await e.app.inject(o);
    if (esPaso(o) && ++cuenta.pasos >= n) throw new Muerte(`muerta tras ${n} pasos`);
    return r;
  };
  const app = new Proxy(e.app, { get: (t, k) => (k === 'inject' ? inject : Reflect.get(t, k)) }) as unknown as FastifyInstance;
  return { app, cuenta };
}

/** How many of each kind of request the demo made (the service-level history's archive aside). */
export async function solicitudesPorProcedimiento(e: Entorno) {
  const filas = await e.db.db
    .select({ p: solicitudes.procedimiento, n: sql<number>`count(*)::int` })
    .from(solicitudes)
    .where(not(like(solicitudes.workflowId, 'historico-%')))
    .groupBy(solicitudes.procedimiento);
  return Object.fromEntries(filas.map((f) => [f.p, f.n]));
}

/** The request of a demo business's licence. */
export async function solicitudDeNegocio(e: Entorno, nombre: string) {
  const [f] = await e.db.db
    .select({ s: solicitudes, licenciaId: licencias.id, clave: establecimientos.externalId })
    .from(licencias)
    .innerJoin(solicitudes, eq(solicitudes.id, licencias.solicitudId))
    .innerJoin(establecimientos, eq(establecimientos.id, licencias.locacionId))
    .where(eq(establecimientos.nombreComercial, nombre));
  return f;
}

async function resolver(e: Entorno, usuario: string, solicitudId: number, paso: string) {
  const [t] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.paso, paso), eq(tareas.estado, 'pendiente')));
  if (!t) throw new Error(`no hay tarea ${paso} de la solicitud ${solicitudId}`);
  const r = await (await entrar(e, usuario)).post(`/api/tareas/${t.id}/resolver`, { resultado: 'aprobado' });
  if (r.status !== 200) throw new Error(`${usuario} no resolvió ${paso}: ${r.status} ${r.body.message}`);
}

/**
 * What the README invites people to try: revisor.licencias approves PAPELERÍA LA ESTRELLA's data,
 * GODE561231GR8 pays ESTÉTICA BRISA's land use online and resends FERRETERÍA EL CLAVO, Protección
 * Civil validates LAVANDERÍA AGUA CLARA, the Dirección de Ingresos signs TORTILLERÍA LA MAYA's
 * licence and Padrón approves MECL840917HJ2's profile.
 */
export async function moverComoLaGente(e: Entorno) {
  const papeleria = await solicitudDeNegocio(e, NEGOCIOS_DEMO.papeleria.nombre);
  await resolver(e, 'revisor.licencias', papeleria.s.id, 'validacion_datos');
  const lavanderia = await solicitudDeNegocio(e, NEGOCIOS_DEMO.lavanderia.nombre);
  await resolver(e, 'proteccion.civil', lavanderia.s.id, 'validacion_anuencia');
  const tortilleria = await solicitudDeNegocio(e, NEGOCIOS_DEMO.tortilleria.nombre);
  await resolver(e, 'direccion.ingresos', tortilleria.s.id, 'firma_director');
  const [perfil] = await e.db.db.select().from(solicitudes).where(and(eq(solicitudes.procedimiento, 'perfil'), eq(solicitudes.estado, 'revision')));
  await resolver(e, 'revisor.padron', perfil.id, 'revision_perfil');

  const gode = await entrar(e, 'GODE561231GR8');
  const estetica = await solicitudDeNegocio(e, NEGOCIOS_DEMO.estetica.nombre);
  await crearClienteDemo(e.app, e.db.db, { publicUrl: e.config.PUBLIC_URL, plazoMs: 30_000 }).pagar('GODE561231GR8', estetica.s, estetica.clave);
  const ferreteria = await solicitudDeNegocio(e, NEGOCIOS_DEMO.ferreteria.nombre);
  const reenvio = await gode.post(`/api/licencia/${ferreteria.licenciaId}/changestatus`, { estatus_licencia: 10 });
  if (reenvio.status !== 200) throw new Error(`reenvío de la ferretería: ${reenvio.status} ${reenvio.body.message}`);
  return { papeleria, lavanderia, tortilleria, estetica, ferreteria, perfilId: perfil.id };
}
