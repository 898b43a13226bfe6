// A person's walk of a request through the stack, for the drills: the taxpayer files it, the staff
// of each area approve their task in the inbox, the taxpayer pays each statement on the gateway's
// page. The same steps as scripts/demo-solicitudes.ts, through the drills' HTTP client.
import { and, eq, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD, STAFF_DEMO } from '../../db/seed';
import { establecimientos, estadosCuenta, licencias, solicitudes, tareas, usuarios, visitas } from '../../db/schema';
import { MSG_EXTRA } from '../../domain/common/messages';
import { pdfValido, pngFachada } from '../../sim/muestras';
import { formulario, type Negocio } from '../../scripts/demo-negocios';
import { cuerpoMultipart } from '../../scripts/multipart';
import type { ClienteHttp } from './cliente';

export type Solicitud = typeof solicitudes.$inferSelect;
interface Respuesta {
  status: number;
  body: { message?: string; errors?: unknown; data?: Record<string, unknown> };
}

/** The smallest PNG: the signature drawn on the tablet's screen. */
const FIRMA_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));
const usuarioDeArea = new Map(STAFF_DEMO.filter((s) => !('jefe' in s && s.jefe)).map((s) => [s.areaId, s.username]));

export interface Ganchos {
  /** right after the gateway approved a charge: its confirmation is on its way to the workflow */
  alCobrar?: () => Promise<void> | void;
}

/**
 * Sessions per portal, shared by every walk: the sign-in routes allow 20 calls a minute per address
 * (RATE_LIMIT_AUTH_MAX) and every drill's call comes from this one.
 */
const sesiones = new Map<string, Map<string, string>>();

export function recorrido(http: ClienteHttp, db: Db, plazoMs = 240_000, ganchos: Ganchos = {}) {
  const tokens = sesiones.get(http.base) ?? new Map<string, string>();
  sesiones.set(http.base, tokens);
  /** charges the gateway approved (each must end as exactly one payment) */
  const cobros: string[] = [];
  /** assignments whose signed authorization this walk uploaded */
  const autorizadas = new Set<number>();
  /** leases and assignments whose receipt this walk uploaded */
  const recibos = new Set<number>();
  const visitadas = new Set<number>();
  async function sesion(usuario: string) {
    const t = tokens.get(usuario);
    if (t) return t;
    const r = await http.app.inject({ method: 'POST', url: '/api/login', payload: { username: usuario, password: DEMO_PASSWORD, remember: false } });
    if (r.statusCode !== 200) throw new Error(`login ${usuario}: ${r.statusCode} ${r.body}`);
    const token = (r.json() as { data: { token: string } }).data.token;
    tokens.set(usuario, token);
    return token;
  }
  async function pedir(usuario: string | null, opts: InjectOptions): Promise<Respuesta> {
    const token = usuario ? await sesion(usuario) : null;
    const r = await http.app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) } });
    return { status: r.statusCode, body: String(r.headers['content-type'] ?? '').includes('json') ? (r.json() as Respuesta['body']) : {} };
  }
  async function exigir(usuario: string | null, opts: InjectOptions, que: string) {
    const r = await pedir(usuario, opts);
    if (r.status !== 200) throw new Error(`${que}: ${r.status} ${r.body.message ?? ''} ${JSON.stringify(r.body.errors ?? '')}`);
    return r;
  }
  async function esperar<T>(leer: () => Promise<T | null | undefined | false>, que: string, ms = plazoMs): Promise<T> {
    const limite = Date.now() + ms;
    for (;;) {
      const v = await leer();
      if (v) return v;
      if (Date.now() > limite) throw new Error(`no ocurrió a tiempo: ${que}`);
      await dormir(200);
    }
  }
  const solicitud = async (id: number) => (await db.select().from(solicitudes).where(eq(solicitudes.id, id)))[0];
  const tareaPendiente = async (id: number) => (await db.select().from(tareas).where(and(eq(tareas.solicitudId, id), eq(tareas.estado, 'pendiente'))))[0];
  const edoPendiente = async (id: number) => (await db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, id), ne(estadosCuenta.estatus, 8))))[0];

  /** The taxpayer pays the pending statement: an order, the gateway's page with the test card, the order's outcome. */
  async function pagar(rfc: string, s: Solicitud, clave: string) {
    const edo = await esperar(() => edoPendiente(s.id), `estado de cuenta de ${s.folio}`);
    // The establishment the statement is for, when the caller did not know it (a market stall's lease).
    if (!clave && edo.locacionId) clave = (await db.select({ c: establecimientos.externalId }).from(establecimientos).where(eq(establecimientos.id, edo.locacionId)))[0]?.c ?? '';
    // A statement of no establishment (a rights assignment) is keyed by its request's folio.
    if (!clave) clave = s.folio;
    const orden = await exigir(rfc, { method: 'POST', url: '/api/pagosopb/getFolio', payload: { idServicio: edo.servicioId, claveEstablecimiento: clave, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio } }, `orden de ${edo.folio}`);
    const { order_id: orderId, url } = orden.body.data as { order_id: string; url: string };
    const anio = (new Date().getUTCFullYear() + 3) % 100;
    const tarjeta = { titular: 'ERNESTO GODÍNEZ DÍAZ', numero_tarjeta: '4242 4242 4242 4242', vencimiento: `12/${String(anio).padStart(2, '0')}`, cvv: '123' };
    // The gateway is a system of its own (its port): the browser posts its page there.
    const r = await fetch(new URL('cobrar', url), { method: 'POST', body: new URLSearchParams({ order_id: orderId, ...tarjeta }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (r.status !== 200) throw new Error(`la pasarela no aprobó ${edo.folio} (${r.status})`);
    cobros.push(orderId);
    await ganchos.alCobrar?.();
    await esperar(async () => (await exigir(rfc, { method: 'GET', url: `/api/pagosopb/orden/${orderId}` }, 'orden')).body.data?.estado === 'pagado', `pago ${orderId}`);
  }

  /**
   * Approves every task and pays every statement of request `id` until `llego`. With
   * `inactividadMs`, a request with nothing for a person to do for that long (it waits for a date,
   * or for a step this walk does not know) is returned as it stands instead of failing.
   */
  async function avanzar(rfc: string, id: number, llego: (s: Solicitud) => boolean | Promise<boolean>, clave = '', { inactividadMs = 0 } = {}) {
    const limite = Date.now() + plazoMs;
    let quieta = Date.now();
    for (;;) {
      const s = await solicitud(id);
      if (await llego(s)) return s;
      if (['terminada', 'devuelta', 'borrador'].includes(s.estado)) throw new Error(`${s.folio} quedó en ${s.estado}`);
      if (Date.now() > limite) throw new Error(`${s.folio} no avanzó a tiempo (en ${s.pasoActual})`);
      if (inactividadMs && Date.now() - quieta > inactividadMs) return s;
      const t = await tareaPendiente(id);
      if (t || (s.turno === 'contribuyente' && s.estado === 'pago')) quieta = Date.now();
      if (await pasoPropio(rfc, s, t)) {
        quieta = Date.now();
        continue;
      }
      if (t) {
        const r = await pedir(usuarioDeArea.get(t.areaId) ?? 'root', { method: 'POST', url: `/api/tareas/${t.id}/resolver`, payload: { resultado: 'aprobado' } });
        // Decided already (a retried call whose first try went through): read the request again.
        if (r.status === 400 && r.body.message === MSG_EXTRA.tareaNoPendiente) continue;
        if (r.status !== 200) throw new Error(`${t.titulo} (${t.folio}): ${r.status} ${r.body.message ?? ''}`);
        await esperar(async () => (await db.select({ estado: tareas.estado }).from(tareas).where(eq(tareas.id, t.id)))[0]?.estado !== 'pendiente', `cierre de la tarea ${t.id}`);
      } else if (s.turno === 'contribuyente' && s.estado === 'pago' && (await edoPendiente(id))) {
        await pagar(rfc, s, clave);
      } else await dormir(200);
    }
  }

  /**
   * The steps a procedure adds to the kit's (review, payment, signature), as its people take them:
   * the lease's contract, a year long (so the lease then waits for its end), and the assignment's
   * authorization format, signed, before Mercados approves it. True when it acted.
   */
  async function pasoPropio(rfc: string, s: Solicitud, t: typeof tareas.$inferSelect | undefined): Promise<boolean> {
    if (s.procedimiento === 'arrendamiento' && s.turno === 'contribuyente' && s.estado === 'entrega') {
      const hoy = new Date();
      const fin = new Date(hoy.getTime() + 366 * 86_400_000);
      const dia = (d: Date) => d.toISOString().slice(0, 10);
      const campos = { id: String(s.id), fecha_inicio: dia(hoy), fecha_fin: dia(fin), renta_mes: '2345.55', arrendatario_nombre: 'ROSA PÉREZ', arrendatario_rfc: 'PEPR800101AB1', arrendatario_correo: 'rosa@example.mx' };
      const contrato = cuerpoMultipart(campos, [{ campo: 'docContrato_arrendamiento', nombre: 'contrato.pdf', tipo: 'application/pdf', contenido: pdfValido('Contrato de arrendamiento') }]);
      await exigir(rfc, { method: 'POST', url: '/api/solicitudArrendamiento/guardarcontrato', ...contrato }, `contrato de ${s.folio}`);
      await exigir(rfc, { method: 'POST', url: `/api/solicitudArrendamiento/validarContrato/${s.id}` }, `envío del contrato de ${s.folio}`);
      return true;
    }
    // A lease's 10 % and an assignment's fee: the taxpayer uploads the bank's receipt and Mercados
    // validates it (the other way to pay; the licences' walks pay online through the gateway).
    const recibo = { arrendamiento: `/api/solicitudArrendamiento/archivo/solidPago/${s.id}`, cesion_derecho: `/api/cesion-DerechoExterno/subirArchivoSolidPago/${s.id}` }[s.procedimiento];
    if (recibo && s.turno === 'contribuyente' && s.estado === 'pago' && !t && !recibos.has(s.id)) {
      const archivo = cuerpoMultipart({}, [{ campo: 'docSolidPago', nombre: 'recibo.pdf', tipo: 'application/pdf', contenido: pdfValido('Recibo de pago') }]);
      await exigir(rfc, { method: 'POST', url: recibo, ...archivo }, `recibo de ${s.folio}`);
      recibos.add(s.id);
      return true;
    }
    // A field visit is resolved by the result its brigadista sends from the tablet, not in the inbox
    // (docs/TRAMITES.md, «Visitas»): every item of its checklist complies, the act signed on screen.
    if (s.procedimiento === 'visita' && t?.paso === 'visita' && !visitadas.has(s.id)) {
      const [b] = await db.select({ username: usuarios.username }).from(visitas).innerJoin(usuarios, eq(usuarios.id, visitas.brigadistaId)).where(eq(visitas.solicitudId, s.id));
      if (!b) return false;
      const v = (await exigir(b.username, { method: 'GET', url: `/api/visitas/${s.id}` }, `visita ${s.folio}`)).body.data as unknown as { lista: { clave: string }[] };
      const payload = {
        clave: `simulacro-${s.id}`,
        resultado: 'aprobada',
        respuestas: Object.fromEntries(v.lista.map((p) => [p.clave, 'cumple'])),
        gps: { lat: 18.5036, lng: -88.2961, precision: 10 },
        atendio: 'ROSA PÉREZ',
        firma: FIRMA_PNG,
        capturada_at: new Date().toISOString(),
      };
      await exigir(b.username, { method: 'POST', url: `/api/visitas/${s.id}/resultado`, payload }, `resultado de ${s.folio}`);
      visitadas.add(s.id);
      return true;
    }
    if (s.procedimiento === 'cesion_derecho' && t?.paso === 'autorizacion') {
      const mercados = usuarioDeArea.get(t.areaId) ?? 'mercados';
      if (autorizadas.has(s.id)) return false;
      await exigir(mercados, { method: 'POST', url: `/api/cesion-Derecho/guardarDocGen/${s.id}` }, `formato de ${s.folio}`);
      const firmada = cuerpoMultipart({}, [{ campo: 'docAutorizacion', nombre: 'autorizacion.pdf', tipo: 'application/pdf', contenido: pdfValido('Autorizacion firmada') }]);
      await exigir(mercados, { method: 'POST', url: `/api/cesion-Derecho/subirArchivoAutoSec/${s.id}`, ...firmada }, `autorización de ${s.folio}`);
      autorizadas.add(s.id);
      return false;
    }
    return false;
  }

  /** A new establishment of `rfc` with its documents, its licence request sent; returns the request's id. */
  async function nuevaLicencia(rfc: string, contribuyenteId: number, n: Negocio) {
    const r = await exigir(rfc, { method: 'POST', url: '/api/establecimientos', payload: formulario(n) }, `alta de ${n.nombre}`);
    const est = { id: r.body.data?.id as number, clave: r.body.data?.external_id as string };
    const adjuntos = [
      { code: 'constancia_sat', nombre: 'constancia_sat.pdf', tipo: 'application/pdf', datos: pdfValido('Constancia de situacion fiscal') },
      { code: 'frente', nombre: 'fachada.png', tipo: 'image/png', datos: pngFachada() },
      { code: 'interior', nombre: 'interior.png', tipo: 'image/png', datos: pngFachada(320, 240) },
    ];
    const codigos = Object.fromEntries(adjuntos.map((a, i) => [`documento[${i}][code]`, a.code]));
    const multipart = cuerpoMultipart(
      { ...codigos, contribuyente_id: String(contribuyenteId), locacion_id: String(est.id) },
      adjuntos.map((a, i) => ({ campo: `documento[${i}][file]`, nombre: a.nombre, tipo: a.tipo, contenido: a.datos })),
    );
    await exigir(rfc, { method: 'POST', url: '/api/establecimientos/storage/files', ...multipart }, 'documentos');
    const [lic] = await db.select({ id: licencias.id, solicitudId: licencias.solicitudId }).from(licencias).where(eq(licencias.locacionId, est.id));
    const envio = await pedir(rfc, { method: 'POST', url: `/api/licencia/${lic.id}/changestatus`, payload: { estatus_licencia: 10 } });
    // A send retried after the proxy lost its answer may find it already sent: that is the request sent once.
    if (envio.status !== 200 && (await solicitud(lic.solicitudId)).estado === 'borrador') throw new Error(`envío de ${n.nombre}: ${envio.status} ${envio.body.message ?? ''}`);
    return { solicitudId: lic.solicitudId, clave: est.clave, establecimientoId: est.id };
  }

  const establecimientosDe = async (contribuyenteId: number) => db.select({ id: establecimientos.id, nombre: establecimientos.nombreComercial }).from(establecimientos).where(eq(establecimientos.contribuyenteId, contribuyenteId));

  return { sesion, pedir, exigir, esperar, solicitud, avanzar, pagar, nuevaLicencia, establecimientosDe, cobros };
}
