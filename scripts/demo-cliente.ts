// How the demo seeder (scripts/demo-solicitudes.ts) acts: through the API as the demo accounts (a
// session each, as the web gets one), the simulated gateway's payment page with the test card, and
// reads of the projections the workflows write. Nothing here writes a table.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed';
import { estadosCuenta, solicitudes, tareas } from '../db/schema';

export type Solicitud = typeof solicitudes.$inferSelect;
export type Tarea = typeof tareas.$inferSelect;

export interface Respuesta {
  status: number;
  body: { success?: boolean; message?: string; errors?: unknown; data?: Record<string, unknown> };
}

export interface ClienteDemo {
  db: Db;
  pedir: (usuario: string | null, opts: InjectOptions) => Promise<Respuesta>;
  /** the same, and anything but 200 stops the seeding with what was asked */
  exigir: (usuario: string | null, opts: InjectOptions, que: string) => Promise<Respuesta>;
  esperar: <T>(leer: () => Promise<T | null | undefined | false>, que: string) => Promise<T>;
  /** pays the request's pending statement as its taxpayer does: an order, the gateway's page, the order's outcome */
  pagar: (rfc: string, s: Solicitud, clave: string) => Promise<void>;
  solicitud: (id: number) => Promise<Solicitud>;
  tareaPendiente: (id: number) => Promise<Tarea | undefined>;
  edoPendiente: (id: number) => Promise<typeof estadosCuenta.$inferSelect | undefined>;
  dormir: (ms: number) => Promise<void>;
  plazoMs: number;
}

const dormir = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A card the simulated gateway approves (sim/municipio.plugin.ts), valid through three years from now. */
function tarjetaAprobada() {
  const anio = (new Date().getUTCFullYear() + 3) % 100;
  return { titular: 'ERNESTO GODÍNEZ DÍAZ', numero_tarjeta: '4242 4242 4242 4242', vencimiento: `12/${String(anio).padStart(2, '0')}`, cvv: '123' };
}

export function crearClienteDemo(app: FastifyInstance, db: Db, o: { publicUrl: string; plazoMs: number }): ClienteDemo {
  const tokens = new Map<string, string>();
  const plazoMs = o.plazoMs;

  async function sesion(usuario: string): Promise<string> {
    const t = tokens.get(usuario);
    if (t) return t;
    const r = await app.inject({ method: 'POST', url: '/api/login', payload: { username: usuario, password: DEMO_PASSWORD, remember: false } });
    if (r.statusCode !== 200) throw new Error(`no se pudo entrar como ${usuario} (${r.statusCode}): ¿cambió su contraseña de demostración?`);
    const token = r.json().data.token as string;
    tokens.set(usuario, token);
    return token;
  }
  async function pedir(usuario: string | null, opts: InjectOptions): Promise<Respuesta> {
    const token = usuario ? await sesion(usuario) : null;
    const r = await app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) } });
    const tipo = String(r.headers['content-type'] ?? '');
    return { status: r.statusCode, body: tipo.includes('json') ? r.json() : {} };
  }
  async function exigir(usuario: string | null, opts: InjectOptions, que: string): Promise<Respuesta> {
    const r = await pedir(usuario, opts);
    if (r.status !== 200) throw new Error(`${que}: ${r.status} ${r.body.message ?? ''} ${JSON.stringify(r.body.errors ?? '')}`);
    return r;
  }
  async function esperar<T>(leer: () => Promise<T | null | undefined | false>, que: string): Promise<T> {
    const limite = Date.now() + plazoMs;
    for (;;) {
      const v = await leer();
      if (v) return v;
      if (Date.now() > limite) throw new Error(`no ocurrió a tiempo: ${que}`);
      await dormir(150);
    }
  }

  const solicitud = async (id: number) => (await db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0];
  const tareaPendiente = async (id: number) => (await db.select().from(tareas).where(and(eq(tareas.solicitudId, id), eq(tareas.estado, 'pendiente'))))[0];
  const edoPendiente = async (id: number) => (await db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, id), ne(estadosCuenta.estatus, 8))))[0];

  async function pagar(rfc: string, s: Solicitud, clave: string) {
    const edo = await esperar(() => edoPendiente(s.id), `estado de cuenta de ${s.folio}`);
    const orden = await exigir(
      rfc,
      { method: 'POST', url: '/api/pagosopb/getFolio', payload: { idServicio: edo.servicioId, claveEstablecimiento: clave, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio } },
      `orden de pago de ${edo.folio}`,
    );
    const { order_id: orderId, url } = orden.body.data as { order_id: string; url: string };
    const base = new URL(o.publicUrl);
    const cobrar = new URL('cobrar', new URL(url, base));
    const cuerpo = new URLSearchParams({ order_id: orderId, ...tarjetaAprobada() }).toString();
    const tipo = { 'content-type': 'application/x-www-form-urlencoded' };
    // The simulated gateway is either this same app (npm start) or a service of its own.
    const cobro =
      cobrar.origin === base.origin
        ? (await app.inject({ method: 'POST', url: cobrar.pathname, payload: cuerpo, headers: tipo })).statusCode
        : (await fetch(cobrar, { method: 'POST', body: cuerpo, headers: tipo })).status;
    if (cobro !== 200) throw new Error(`la pasarela simulada no aprobó el pago de ${edo.folio} (${cobro})`);
    // What the taxpayer's dialog asks when the window closes: records the payment if its confirmation has not arrived yet.
    await esperar(async () => (await exigir(rfc, { method: 'GET', url: `/api/pagosopb/orden/${orderId}` }, 'estado de la orden')).body.data?.estado === 'pagado', `pago ${orderId}`);
  }

  return { db, pedir, exigir, esperar, pagar, solicitud, tareaPendiente, edoPendiente, dormir, plazoMs };
}
