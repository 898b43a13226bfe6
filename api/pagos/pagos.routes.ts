// Payments of every procedure (spec 1 §7.5): the statement, the gateway order, the gateway's signed
// confirmation (no session: the gateway calls it) and the receipt. Which request a statement
// belongs to decides who may see or pay it; the amount always comes from the statement.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ESTADO_CUENTA_CANCELADO } from '../../domain/operacion/consola';
import { generarEstadoCuentaPdf, generarReciboPdf } from '../../activities/pdf';
import { eq } from 'drizzle-orm';
import { solicitudes as solicitudesTabla, type EstadoCuenta, type Solicitud } from '../../db/schema';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { ERRORES_TRAMITE } from '../../domain/tramite/errores';
import { esServicio, nombreServicio, TIPO_PAGO_POR_SERVICIO } from '../../domain/tramite/servicios';
import { forbidden, HttpError, badRequest } from '../lib/errors';
import type { AppDeps } from '../lib/contexto';
import { enviarPdf } from '../lib/pdf';
import { ok, rechazoSchema, respuestaPdf, sobre } from '../lib/respuesta';
import { idParam, idSchema } from '../lib/params';
import { accionesDe } from '../tramites/acciones';
import { cargarSolicitud } from '../tramites/acceso';
import { tramiteApi } from '../tramites/registro';
import type { SujetoPago } from '../tramites/registro';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { senalPagoConfirmado } from '../tramites/temporal';
import { estadoCuentaDto } from './estados-cuenta.dto';
import { confirmacionPagoSchema, estadoCuentaSchema, estadoOrdenSchema, ordenPagoSchema, type EstadoOrden } from './pagos.schemas';
import { createPagosRepository } from './pagos.repository';
import { MSG_MONTO_DISTINTO, registrarMontoDistinto } from './discrepancias';
import { referenciaPago } from '../../domain/common/referencia-pago';
import { actual, autenticar, bearer } from '../auth/guards';
import { confirmarPagoPredial, estadoOrdenPredial, ID_SERVICIO_PREDIAL, ordenPredial } from '../predial/pagos-predial';

const importe = (n: string) => Math.round(Number(n) * 100) / 100;
const noPendiente = () => new HttpError(400, ERRORES_TRAMITE['pago.no_pendiente'].mensaje, 'pago.no_pendiente');

async function sujetoDe(deps: AppDeps, s: Solicitud): Promise<SujetoPago> {
  const t = tramiteApi(s.procedimiento);
  if (!t.sujetoPago) throw forbidden();
  return t.sujetoPago(deps, s);
}

/** An order id as the portal makes them (getFolio): letters and digits, nothing a path could hide. */
const orderIdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9._:-]+$/, 'La orden de pago no es válida');

/**
 * Records the gateway's word that an order was paid, once, telling the request's workflow inside the
 * same transaction: if Temporal cannot be reached nothing is recorded and the next word (the
 * gateway's retry, the taxpayer's next look) records it, so a payment is never lost nor counted twice.
 * Its amount must be the statement's: another one is refused and recorded (discrepancias.ts).
 */
async function registrarPago(deps: AppDeps, c: { order_id: string; folio_pago: string; autorizacion: string; monto: string }, log: FastifyBaseLogger) {
  const r = await createPagosRepository({ db: deps.db }).confirmar(c, async (e, tx) => {
    const [s] = await tx.select().from(solicitudesTabla).where(eq(solicitudesTabla.id, e.solicitudId));
    if (s) await senalPagoConfirmado(deps, s, { servicio: e.servicioId, folioPago: c.folio_pago, orderId: c.order_id });
  });
  if (r.tipo !== 'monto_distinto') return r;
  const [s] = await deps.db.select({ workflowId: solicitudesTabla.workflowId }).from(solicitudesTabla).where(eq(solicitudesTabla.id, r.e.solicitudId));
  await registrarMontoDistinto(deps.db, { referencia: s?.workflowId ?? c.order_id, folio: r.e.folio, orderId: c.order_id, folioPago: c.folio_pago, esperado: r.e.total, recibido: c.monto });
  log.warn({ orderId: c.order_id, esperado: r.e.total, recibido: c.monto }, 'confirmación de pago con otro monto que el estado de cuenta: rechazada');
  return { tipo: 'monto_distinto' as const };
}

export async function estadoCuentaPdf(deps: AppDeps, e: EstadoCuenta, s: Solicitud) {
  const sujeto = await sujetoDe(deps, s);
  if (!esServicio(e.servicioId)) throw badRequest(MSG_PAGO.sinEdoCuenta, 'EDO_CUENTA');
  return generarEstadoCuentaPdf({
    servicioId: e.servicioId,
    folio: e.folio,
    referencia: `${sujeto.clave}-${e.folio}`,
    fechaEmision: e.createdAt,
    fechaLimitePago: e.venceAt ?? e.createdAt,
    contribuyente: sujeto.titular,
    establecimiento: { nombreComercial: sujeto.nombre, clave: sujeto.clave, claveCatastral: sujeto.claveCatastral ?? '' },
    conceptos: e.conceptos.map((c) => ({ descripcion: c.concepto, importe: importe(c.importe) })),
  });
}

/** A statement and its request, checked against the caller. */
function cargador(db: AppDeps['db']) {
  const solicitudes = createSolicitudesRepository({ db });
  return async <E extends EstadoCuenta>(req: Parameters<typeof cargarSolicitud>[1], e: E | null, modo: 'leer' | 'escribir' = 'leer') => {
    if (!e) throw forbidden();
    return { e, s: await cargarSolicitud(solicitudes, req, e.solicitudId, modo) };
  };
}

/**
 * getFolio and orden take a session when one is sent: a property-tax order (idServicio=2,
 * api/predial/pagos-predial.ts) is paid from the public page without one; every other order needs
 * it, so the refusal of a missing or bad session is kept until the route knows which order it is.
 */
const errorDeSesion = new WeakMap<FastifyRequest, unknown>();
async function sesionOpcional(req: FastifyRequest, reply: FastifyReply) {
  if (!bearer(req)) return;
  try {
    await autenticar(req, reply);
  } catch (err) {
    errorDeSesion.set(req, err);
  }
}
function exigirSesion(req: FastifyRequest) {
  if (errorDeSesion.has(req)) throw errorDeSesion.get(req);
  actual(req);
}

export const pagosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const pagos = createPagosRepository({ db });
  const cargar = cargador(db);

  app.get('/estadocuenta/:id', { schema: { params: idParam, tags: ['pagos'], response: { 200: sobre(estadoCuentaSchema) } } }, async (req) => {
    const { e } = await cargar(req, await pagos.estadoCuenta(req.params.id));
    return ok(estadoCuentaDto(e));
  });

  app.get('/estadocuenta/:id/pdf', { schema: { params: idParam, tags: ['impresos'], response: respuestaPdf('El estado de cuenta') } }, async (req, reply) => {
    const { e, s } = await cargar(req, await pagos.estadoCuenta(req.params.id));
    return enviarPdf(reply, await estadoCuentaPdf(app.deps, e, s), `estado-cuenta-${e.folio}`);
  });

  // spec 1 §7.5: POST {tipoPago}/generarReciboPago/{folioPago}/{establecimiento}
  app.post(
    '/:tipoPago/generarReciboPago/:folioPago/:establecimiento',
    {
      schema: {
        params: z.object({ tipoPago: z.string().max(20), folioPago: z.string().min(1).max(80), establecimiento: idSchema }),
        tags: ['impresos'],
        response: respuestaPdf('El recibo del pago'),
      },
    },
    async (req, reply) => {
      const f = await pagos.pagoConfirmado(req.params.folioPago);
      if (!f || f.e.locacionId !== req.params.establecimiento) throw badRequest(MSG_PAGO.sinEdoCuenta, 'SIN_PAGO');
      const { s } = await cargar(req, f.e);
      if (!esServicio(f.e.servicioId) || TIPO_PAGO_POR_SERVICIO[f.e.servicioId] !== req.params.tipoPago) throw badRequest(MSG_PAGO.sinEdoCuenta, 'SIN_PAGO');
      const sujeto = await sujetoDe(app.deps, s);
      const pdf = await generarReciboPdf({
        folioPago: f.p.folioPago!,
        autorizacion: f.p.autorizacion ?? '',
        servicioId: f.e.servicioId,
        fechaPago: f.p.confirmadoAt ?? f.p.createdAt,
        contribuyente: sujeto.titular,
        establecimiento: { nombreComercial: sujeto.nombre, clave: sujeto.clave },
        folioEstadoCuenta: f.e.folio,
        referencia: f.p.orderId,
        conceptos: f.e.conceptos.map((c) => ({ descripcion: c.concepto, importe: importe(c.importe) })),
      });
      return enviarPdf(reply, pdf, `recibo-${f.p.folioPago}`);
    },
  );
};

/** The gateway order and what became of it: public scope, the session checked by the route (sesionOpcional). */
export const pagosOrdenRoutes: FastifyPluginAsyncZod = async (app) => {
  const pagos = createPagosRepository({ db: app.deps.db });
  const cargar = cargador(app.deps.db);
  app.addHook('onRequest', sesionOpcional);

  // spec 1 §7.5: the order for the payment gateway. Only the statement of the payment the request
  // waits on can be paid; its amount comes from the statement, never from the browser.
  app.post(
    '/pagosopb/getFolio',
    {
      schema: {
        body: z.object({
          idServicio: z.coerce.number().int(),
          claveEstablecimiento: z.string().min(1).max(40),
          // 'A' for a property-tax order (spec 3 §7.9); the statement's status otherwise
          estatusEstadoCuenta: z.union([z.coerce.number().int(), z.literal('A')]).optional(),
          folioEstadoCuenta: z.union([z.string().min(1).max(60), z.number().int().nonnegative()]),
        }),
        tags: ['pagos'],
        response: { 200: sobre(ordenPagoSchema) },
      },
    },
    async (req) => {
      const b = req.body;
      if (b.idServicio === ID_SERVICIO_PREDIAL) return ok(await ordenPredial(app.deps, req, b.claveEstablecimiento));
      exigirSesion(req);
      const e = await pagos.estadoCuentaPorFolio(String(b.folioEstadoCuenta));
      if (!e || e.servicioId !== b.idServicio) throw badRequest(MSG_PAGO.sinEdoCuenta, 'EDO_CUENTA');
      const { s } = await cargar(req, e, 'escribir');
      const sujeto = await sujetoDe(app.deps, s);
      if (sujeto.clave !== b.claveEstablecimiento) throw badRequest(MSG_PAGO.sinEdoCuenta, 'EDO_CUENTA');
      // A statement of a request an operator cancelled is void (domain/operacion/consola.ts).
      if (e.estatus === 8 || e.estatus === ESTADO_CUENTA_CANCELADO || accionesDe(s).pagar !== e.servicioId) throw noPendiente();
      const orderId = `OPB${e.servicioId}${randomBytes(8).toString('hex').toUpperCase()}`;
      await pagos.crearOrden(orderId, e);
      // The simulated gateway lives in this same process: it calls back over loopback.
      const cfg = app.deps.config;
      const base = cfg.API_INTERNAL_URL ?? (cfg.PASARELA_URL ? cfg.PUBLIC_URL : `http://127.0.0.1:${cfg.PORT}`);
      await app.deps.pasarela.crearOrden({
        orderId,
        monto: e.total,
        concepto: nombreServicio(e.servicioId),
        referencia: referenciaPago(e.folio, sujeto.nombre),
        callbackUrl: `${base.replace(/\/+$/, '')}/api/pagosopb/confirmacion`,
      });
      return ok({ order_id: orderId, url: app.deps.pasarela.urlPago(orderId), monto: e.total, folio: e.folio });
    },
  );

  // What became of an order once the gateway's window closed: the taxpayer is told in
  // the same dialog. While the portal has no confirmation the gateway is asked: a paid order whose
  // confirmation has not arrived yet is recorded now, as the confirmation would; a declined attempt
  // comes with the gateway's reason; anything else is still pending.
  app.get(
    '/pagosopb/orden/:orderId',
    { schema: { params: z.object({ orderId: orderIdSchema }), tags: ['pagos'], response: { 200: sobre(estadoOrdenSchema) } } },
    async (req) => {
      const predial = await estadoOrdenPredial(app, req, req.params.orderId);
      if (predial) return predial;
      exigirSesion(req);
      const f = await pagos.orden(req.params.orderId);
      // The taxpayer's own orders only; a foreign order answers as a missing one does.
      const { e } = await cargar(req, f?.e ?? null, 'escribir');
      const p = f!.p;
      const base = { order_id: p.orderId, folio: e.folio, servicio: nombreServicio(e.servicioId) };
      const respuesta = (x: Pick<EstadoOrden, 'estado' | 'folio_pago' | 'motivo'>) => ok({ ...base, ...x }, x.estado === 'pagado' ? MSG_PAGO.pagoRegistrado : '');
      const pendiente = () => respuesta({ estado: 'pendiente', folio_pago: null, motivo: null });
      if (p.estado === 'pagado') return respuesta({ estado: 'pagado', folio_pago: p.folioPago, motivo: null });

      let o: Awaited<ReturnType<typeof app.deps.pasarela.consultarOrden>>;
      try {
        o = await app.deps.pasarela.consultarOrden(p.orderId);
      } catch (err) {
        req.log.warn({ err, orderId: p.orderId }, 'la pasarela no respondió la consulta de la orden');
        return pendiente();
      }
      if (o?.estatus === 'PAGADO' && o.folio_pago && o.autorizacion) {
        try {
          const r = await registrarPago(app.deps, { order_id: p.orderId, folio_pago: o.folio_pago, autorizacion: o.autorizacion, monto: o.monto }, req.log);
          if (r.tipo === 'monto_distinto') return respuesta({ estado: 'rechazado', folio_pago: null, motivo: MSG_MONTO_DISTINTO });
          return respuesta({ estado: 'pagado', folio_pago: r.tipo === 'repetido' && r.folio ? r.folio : o.folio_pago, motivo: null });
        } catch (err) {
          req.log.warn({ err, orderId: p.orderId }, 'pago aprobado por la pasarela aún sin registrar');
          return pendiente();
        }
      }
      if (o?.motivo_rechazo) return respuesta({ estado: 'rechazado', folio_pago: null, motivo: o.motivo_rechazo });
      return pendiente();
    },
  );
};

/** The gateway's confirmation needs no session; the raw body is what is signed, so this scope keeps it as text. */
export const confirmacionPagoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post(
    '/pagosopb/confirmacion',
    { schema: { tags: ['pagos'], security: [], response: { 200: sobre(confirmacionPagoSchema), 401: rechazoSchema, 404: rechazoSchema, 409: rechazoSchema } }, config: { rateLimit: false } },
    async (req, reply) => {
      const c = app.deps.pasarela.leerConfirmacion(String(req.body ?? ''), req.headers['x-pasarela-firma'] as string | undefined);
      if (!c) return reply.code(401).send({ success: false, message: 'Firma inválida', data: null });
      // A property-tax order (api/predial/pagos-predial.ts) or a procedure's statement, by the order's table.
      const predial = await confirmarPagoPredial(app.deps, c, req.log);
      const r = predial.tipo === 'desconocido' ? await registrarPago(app.deps, c, req.log) : predial;
      if (r.tipo === 'desconocido') return reply.code(404).send({ success: false, message: 'Orden no encontrada', data: null });
      // The statement stays unpaid; the refusal is in the operators' log (discrepancias.ts).
      if (r.tipo === 'monto_distinto') return reply.code(409).send({ success: false, message: 'El monto confirmado no coincide con el del estado de cuenta', data: null });
      if (r.tipo === 'repetido') return { success: true, message: 'Pago ya registrado', data: { order_id: c.order_id, folio_pago: r.folio } };
      return { success: true, message: 'Pago registrado exitosamente', data: { order_id: c.order_id, folio_pago: c.folio_pago } };
    },
  );
};
