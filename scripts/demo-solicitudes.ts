// The demo requests behind `npm start` (README, demo accounts): a validated profile, licensed
// establishments and requests waiting at every stage, so each inbox and each taxpayer screen has
// something to try at once. They are made the way people make them — through the API as the demo
// accounts, the running workflows and the simulated gateway's payment page — never written into
// the tables, so what the demo shows is what the portal does. Every scenario starts from where it
// stands: a second start (or one after a crash mid-way) finishes what is missing and repeats nothing.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { CONTRIBUYENTES_DEMO, DEMO_PASSWORD, STAFF_DEMO } from '../db/seed';
import { contribuyentes, establecimientos, estadosCuenta, licencias, solicitudes, tareas, usuarios } from '../db/schema';
import { pdfValido, pngFachada } from '../sim/muestras';
import { MSG_EXTRA } from '../domain/common/messages';
import { sembrarCambiosDemo } from './demo-cambios';
import { sembrarHorariosDemo } from './demo-horarios';
import { sembrarAnunciosDemo } from './demo-anuncios';
import { sembrarDictamenesDemo } from './demo-dictamenes';
import { sembrarMercadosDemo } from './demo-mercados';
import { sembrarNivelesDemo } from './demo-niveles';
import { cuerpoMultipart } from './multipart';
import { NEGOCIOS_DEMO, formulario, type Negocio } from './demo-negocios';

export { NEGOCIOS_DEMO } from './demo-negocios';

type Solicitud = typeof solicitudes.$inferSelect;

export interface OpcionesDemo {
  /** the portal's public address (the simulated gateway's payment page is served under it) */
  publicUrl: string;
  /** progress lines for the console */
  log?: (linea: string) => void;
  /** the longest wait for one workflow transition */
  plazoMs?: number;
}

/** What one run did: the scenarios it found complete and the ones it created or finished. */
export interface ResumenDemo {
  completos: string[];
  hechos: string[];
}

interface Respuesta {
  status: number;
  body: { success?: boolean; message?: string; errors?: unknown; data?: Record<string, unknown> };
}

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A card the simulated gateway approves (sim/municipio.plugin.ts), valid through three years from now. */
function tarjetaAprobada() {
  const anio = (new Date().getUTCFullYear() + 3) % 100;
  return { titular: 'ERNESTO GODÍNEZ DÍAZ', numero_tarjeta: '4242 4242 4242 4242', vencimiento: `12/${String(anio).padStart(2, '0')}`, cvv: '123' };
}

export const MOTIVO_DEVOLUCION_DEMO = 'El teléfono de oficina no corresponde al establecimiento; corríjalo y vuelva a enviar la solicitud.';
export const GIRO_SOLICITADO_DEMO = 'Reparación y venta de bicicletas eléctricas';
/** Sector II · Bahía, comercio al por menor, corredor urbano: a 'Compatible' certificate. */
const CONSTANCIA = { sector_id: 2, giro_desarrollo_id: 1, zona_uso_id: 5 };

export async function sembrarSolicitudesDemo(app: FastifyInstance, db: Db, opciones: OpcionesDemo): Promise<ResumenDemo> {
  const log = opciones.log ?? (() => {});
  const plazoMs = opciones.plazoMs ?? 60_000;
  const resumen: ResumenDemo = { completos: [], hechos: [] };
  const tokens = new Map<string, string>();

  async function pedir(usuario: string | null, opts: InjectOptions): Promise<Respuesta> {
    const token = usuario ? await sesion(usuario) : null;
    const r = await app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) } });
    const tipo = String(r.headers['content-type'] ?? '');
    return { status: r.statusCode, body: tipo.includes('json') ? r.json() : {} };
  }
  async function sesion(usuario: string): Promise<string> {
    const t = tokens.get(usuario);
    if (t) return t;
    const r = await app.inject({ method: 'POST', url: '/api/login', payload: { username: usuario, password: DEMO_PASSWORD, remember: false } });
    if (r.statusCode !== 200) throw new Error(`no se pudo entrar como ${usuario} (${r.statusCode}): ¿cambió su contraseña de demostración?`);
    const token = r.json().data.token as string;
    tokens.set(usuario, token);
    return token;
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
  const tareaPendiente = async (id: number) =>
    (await db.select().from(tareas).where(and(eq(tareas.solicitudId, id), eq(tareas.estado, 'pendiente'))))[0];
  const edoPendiente = async (id: number) =>
    (await db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, id), ne(estadosCuenta.estatus, 8))))[0];

  const usuarioDeArea = new Map(STAFF_DEMO.filter((s) => !('jefe' in s && s.jefe)).map((s) => [s.areaId, s.username]));

  /** Pays a pending statement the way a taxpayer does: an order, the gateway's page with the test card, then the order's outcome. */
  async function pagar(rfc: string, s: Solicitud, clave: string) {
    const edo = await esperar(() => edoPendiente(s.id), `estado de cuenta de ${s.folio}`);
    const orden = await exigir(
      rfc,
      { method: 'POST', url: '/api/pagosopb/getFolio', payload: { idServicio: edo.servicioId, claveEstablecimiento: clave, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio } },
      `orden de pago de ${edo.folio}`,
    );
    const { order_id: orderId, url } = orden.body.data as { order_id: string; url: string };
    const base = new URL(opciones.publicUrl);
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

  /**
   * Walks a sent request as the staff of each area and its taxpayer would, approving every task
   * and paying every statement, until `llego` says it is where the scenario wants it.
   */
  async function avanzar(rfc: string, id: number, llego: (s: Solicitud) => Promise<boolean>, clave = '') {
    const limite = Date.now() + plazoMs * 6;
    for (;;) {
      const s = await solicitud(id);
      if (await llego(s)) return s;
      if (s.estado === 'terminada' || s.estado === 'devuelta' || s.estado === 'borrador') throw new Error(`${s.folio} quedó en ${s.estado} antes de llegar`);
      if (Date.now() > limite) throw new Error(`${s.folio} no avanzó a tiempo (en ${s.pasoActual})`);
      const t = await tareaPendiente(id);
      // The step's task may have opened between the two reads: the scenario may stand where it wants to.
      if (t && (await llego(await solicitud(id)))) continue;
      const cuenta = s.turno === 'contribuyente' && s.estado === 'pago' ? await edoPendiente(id) : undefined;
      if (t) {
        const revisor = usuarioDeArea.get(t.areaId) ?? 'root';
        const r = await pedir(revisor, { method: 'POST', url: `/api/tareas/${t.id}/resolver`, payload: { resultado: 'aprobado' } });
        // The workflow may close or replace the task between the read and the decision (a payment
        // confirmed by the gateway and by the dialog at once): read the request again.
        if (r.status === 400 && r.body.message === MSG_EXTRA.tareaNoPendiente) {
          await dormir(150);
          continue;
        }
        if (r.status !== 200) throw new Error(`${t.titulo} (${t.folio}): ${r.status} ${r.body.message ?? ''}`);
        await esperar(async () => (await db.select({ estado: tareas.estado }).from(tareas).where(eq(tareas.id, t.id)))[0]?.estado !== 'pendiente', `cierre de la tarea ${t.id}`);
      } else if (cuenta) {
        await pagar(rfc, s, clave);
      } else {
        await dormir(150);
      }
    }
  }

  const enPaso = (paso: string) => async (s: Solicitud) =>
    s.pasoActual === paso && (!!(await tareaPendiente(s.id)) || (s.estado === 'pago' && !!(await edoPendiente(s.id))));
  const terminada = async (s: Solicitud) => s.estado === 'terminada';

  // ---- the taxpayers' profiles ----------------------------------------------------------------
  const [gode, medina] = CONTRIBUYENTES_DEMO;
  async function contribuyenteDe(rfc: string) {
    const [c] = await db
      .select({ id: contribuyentes.id })
      .from(contribuyentes)
      .innerJoin(usuarios, eq(usuarios.id, contribuyentes.usuarioId))
      .where(eq(usuarios.username, rfc));
    if (!c) throw new Error(`falta la cuenta de demostración ${rfc} (db/seed.ts)`);
    return c.id;
  }
  async function perfil(rfc: string, llego: (s: Solicitud) => Promise<boolean>, nombre: string) {
    const cid = await contribuyenteDe(rfc);
    let [s] = await db.select().from(solicitudes).where(and(eq(solicitudes.procedimiento, 'perfil'), eq(solicitudes.contribuyenteId, cid)));
    if (s && (await llego(s))) return resumen.completos.push(nombre);
    if (!s || s.estado === 'borrador') {
      await exigir(rfc, { method: 'POST', url: `/api/contribuyentes/${cid}/changestatus`, payload: { estatus: 10 } }, `envío del perfil de ${rfc}`);
      s = await esperar(async () => (await db.select().from(solicitudes).where(and(eq(solicitudes.procedimiento, 'perfil'), eq(solicitudes.contribuyenteId, cid))))[0], `perfil de ${rfc}`);
    }
    await avanzar(rfc, s.id, llego);
    resumen.hechos.push(nombre);
  }

  // ---- the establishments and their licences --------------------------------------------------
  async function negocio(n: Negocio) {
    const cid = await contribuyenteDe(gode.rfc);
    const [existe] = await db
      .select({ id: establecimientos.id, clave: establecimientos.externalId })
      .from(establecimientos)
      .where(and(eq(establecimientos.contribuyenteId, cid), eq(establecimientos.nombreComercial, n.nombre)));
    let est = existe;
    if (!est) {
      const r = await exigir(gode.rfc, { method: 'POST', url: '/api/establecimientos', payload: formulario(n) }, `alta de ${n.nombre}`);
      est = { id: r.body.data?.id as number, clave: r.body.data?.external_id as string };
      await subirArchivos(cid, est.id, !!n.sucursal);
    }
    const [lic] = await db.select({ id: licencias.id, solicitudId: licencias.solicitudId }).from(licencias).where(eq(licencias.locacionId, est.id));
    return { ...est, licenciaId: lic.id, solicitudId: lic.solicitudId };
  }
  async function subirArchivos(cid: number, locacionId: number, sucursal: boolean) {
    const adjuntos = [
      { code: 'constancia_sat', nombre: 'constancia_sat.pdf', tipo: 'application/pdf', datos: pdfValido('Constancia de situacion fiscal') },
      { code: 'frente', nombre: 'fachada.png', tipo: 'image/png', datos: pngFachada() },
      { code: 'interior', nombre: 'interior.png', tipo: 'image/png', datos: pngFachada(320, 240) },
      ...(sucursal ? [{ code: 'aviso_apertura_sucursal', nombre: 'aviso_apertura_sucursal.pdf', tipo: 'application/pdf', datos: pdfValido('Aviso de apertura de sucursal') }] : []),
    ];
    const codigos = Object.fromEntries(adjuntos.map((a, i) => [`documento[${i}][code]`, a.code]));
    const cuerpo = cuerpoMultipart(
      { ...codigos, contribuyente_id: String(cid), locacion_id: String(locacionId) },
      adjuntos.map((a, i) => ({ campo: `documento[${i}][file]`, nombre: a.nombre, tipo: a.tipo, contenido: a.datos })),
    );
    await exigir(gode.rfc, { method: 'POST', url: '/api/establecimientos/storage/files', ...cuerpo }, 'documentos del establecimiento');
  }
  async function licencia(n: Negocio, llego: (s: Solicitud) => Promise<boolean>) {
    const e = await negocio(n);
    const s = await solicitud(e.solicitudId);
    if (await llego(s)) {
      resumen.completos.push(n.nombre);
      return e;
    }
    if (s.estado === 'borrador') {
      await exigir(gode.rfc, { method: 'POST', url: `/api/licencia/${e.licenciaId}/changestatus`, payload: { estatus_licencia: 10 } }, `envío de la licencia de ${n.nombre}`);
    }
    await avanzar(gode.rfc, e.solicitudId, llego, e.clave);
    resumen.hechos.push(n.nombre);
    return e;
  }

  /** A land-use certificate of the establishment, walked until `llego` (one per establishment in the demo). */
  async function constancia(e: { id: number; clave: string }, llego: (s: Solicitud) => Promise<boolean>, nombre: string) {
    let [s] = await db.select().from(solicitudes).where(and(eq(solicitudes.procedimiento, 'usosuelo'), eq(solicitudes.locacionId, e.id)));
    if (s && (await llego(s))) return resumen.completos.push(nombre);
    if (!s) {
      const r = await exigir(gode.rfc, { method: 'POST', url: `/api/nueva-constancia-uso-suelo/create/${e.id}`, payload: { ...CONSTANCIA, locacion_id: e.id } }, nombre);
      s = await solicitud(r.body.data?.id as number);
    }
    await avanzar(gode.rfc, s.id, llego, e.clave);
    resumen.hechos.push(nombre);
  }

  const inicio = Date.now();
  log('Preparando las solicitudes de demostración…');
  await perfil(gode.rfc, terminada, `perfil de ${gode.rfc} validado`);
  await perfil(medina.rfc, enPaso('revision_perfil'), `perfil de ${medina.rfc} en revisión`);

  const abarrotes = await licencia(NEGOCIOS_DEMO.abarrotes, terminada);
  const restaurante = await licencia(NEGOCIOS_DEMO.restaurante, terminada);
  const sucursal = await licencia(NEGOCIOS_DEMO.sucursal, terminada);
  const mercado = await licencia(NEGOCIOS_DEMO.mercado, terminada);
  // Issued businesses to try each change request on (issue 11; the e2e walks change them).
  for (const n of [NEGOCIOS_DEMO.ceiba, NEGOCIOS_DEMO.refacciones, NEGOCIOS_DEMO.loncheria, NEGOCIOS_DEMO.floreria, NEGOCIOS_DEMO.ciber]) await licencia(n, terminada);
  await licencia(NEGOCIOS_DEMO.papeleria, enPaso('validacion_datos'));
  await licencia(NEGOCIOS_DEMO.estetica, enPaso('pago_uso_suelo'));
  await licencia(NEGOCIOS_DEMO.lavanderia, enPaso('validacion_anuencia'));
  await licencia(NEGOCIOS_DEMO.tortilleria, enPaso('firma_director'));
  await negocio(NEGOCIOS_DEMO.cafeteria);

  // Returned with its reason: walked to the data validation, then Coordinación SARE returns it.
  const devuelta = async (s: Solicitud) => s.estado === 'devuelta';
  const fer = await licencia(NEGOCIOS_DEMO.ferreteria, async (s) => (await devuelta(s)) || (await enPaso('validacion_datos')(s)));
  if (!(await devuelta(await solicitud(fer.solicitudId)))) {
    const t = await esperar(() => tareaPendiente(fer.solicitudId), 'validación de datos de la ferretería');
    await exigir(usuarioDeArea.get(t.areaId) ?? 'root', { method: 'POST', url: `/api/tareas/${t.id}/resolver`, payload: { resultado: 'rechazado', motivo_rechazo: MOTIVO_DEVOLUCION_DEMO } }, 'devolución de la ferretería');
    await esperar(async () => devuelta(await solicitud(fer.solicitudId)), 'devolución de la ferretería');
  }

  await constancia(abarrotes, terminada, `constancia de uso de suelo de ${NEGOCIOS_DEMO.abarrotes.nombre}`);
  await constancia(restaurante, enPaso('verificacion'), `constancia de uso de suelo de ${NEGOCIOS_DEMO.restaurante.nombre}`);

  // A new activity asked for: waits in the Licencias inbox.
  const cid = await contribuyenteDe(gode.rfc);
  const [giro] = await db.select().from(solicitudes).where(and(eq(solicitudes.procedimiento, 'giro'), eq(solicitudes.contribuyenteId, cid)));
  if (giro) resumen.completos.push('solicitud de nuevo giro');
  else {
    await exigir(gode.rfc, { method: 'POST', url: '/api/contribuyentes/solicitudGiro', payload: { solicitud_giro: GIRO_SOLICITADO_DEMO } }, 'solicitud de nuevo giro');
    const s = await esperar(async () => (await db.select().from(solicitudes).where(and(eq(solicitudes.procedimiento, 'giro'), eq(solicitudes.contribuyenteId, cid))))[0], 'solicitud de giro');
    await avanzar(gode.rfc, s.id, enPaso('revision_giro'));
    resumen.hechos.push('solicitud de nuevo giro');
  }

  await sembrarCambiosDemo({ db, rfc: gode.rfc, exigir, esperar, avanzar, enPaso, resumen }, { abarrotes, sucursal });
  await sembrarHorariosDemo(
    { db, rfc: gode.rfc, exigir, resumen },
    { restaurante: { ...restaurante, nombre: NEGOCIOS_DEMO.restaurante.nombre }, abarrotes: { ...abarrotes, nombre: NEGOCIOS_DEMO.abarrotes.nombre } },
  );
  await sembrarAnunciosDemo(
    { db, rfc: gode.rfc, exigir, avanzar, enPaso, resumen },
    { abarrotes: { id: abarrotes.id, nombre: NEGOCIOS_DEMO.abarrotes.nombre }, restaurante: { id: restaurante.id, nombre: NEGOCIOS_DEMO.restaurante.nombre } },
  );
  await sembrarDictamenesDemo({ db, rfc: gode.rfc, contribuyenteId: cid, exigir, avanzar, enPaso, resumen });
  await sembrarMercadosDemo({ db, rfc: gode.rfc, contribuyenteId: cid, exigir, avanzar, enPaso, resumen }, { id: mercado.id, nombre: NEGOCIOS_DEMO.mercado.nombre });
  resumen[(await sembrarNivelesDemo(db)) ? 'hechos' : 'completos'].push('historial de niveles de servicio');

  log(
    resumen.hechos.length
      ? `Solicitudes de demostración listas en ${Math.round((Date.now() - inicio) / 1000)} s (${resumen.hechos.length} preparadas, ${resumen.completos.length} ya estaban).`
      : 'Solicitudes de demostración: ya estaban todas.',
  );
  return resumen;
}
