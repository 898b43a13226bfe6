// Payments of every procedure (spec 1 §7.5): the statement, the gateway order, the gateway's signed
// confirmation (no session: the gateway calls it) and the receipt. Which request a statement
// belongs to decides who may see or pay it; the amount always comes from the statement.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { generarEstadoCuentaPdf, generarReciboPdf } from '../../activities/pdf';
import type { EstadoCuenta, Solicitud } from '../../db/schema';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { ERRORES_TRAMITE } from '../../domain/tramite/errores';
import { esServicio, nombreServicio, TIPO_PAGO_POR_SERVICIO } from '../../domain/tramite/servicios';
import { forbidden, HttpError, badRequest } from '../lib/errors';
import type { AppDeps } from '../lib/contexto';
import { enviarPdf } from '../lib/pdf';
import { ok, rechazoSchema, respuestaPdf, sobre } from '../lib/respuesta';
import { idParam, idSchema } from '../lib/params';
import { accionesDe } from '../tramites/acciones';
import { cargarSolicitud } from '../tramites/acceso';
import { tramiteApi } from '../tramites/catalogo';
import type { SujetoPago } from '../tramites/registro';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { senalPagoConfirmado } from '../tramites/temporal';
import { estadoCuentaDto } from './estados-cuenta.dto';
import { confirmacionPagoSchema, estadoCuentaSchema, ordenPagoSchema } from './pagos.schemas';
import { createPagosRepository } from './pagos.repository';

const importe = (n: string) => Math.round(Number(n) * 100) / 100;
const noPendiente = () => new HttpError(400, ERRORES_TRAMITE['pago.no_pendiente'].mensaje, 'pago.no_pendiente');

async function sujetoDe(deps: AppDeps, s: Solicitud): Promise<SujetoPago> {
  const t = tramiteApi(s.procedimiento);
  if (!t.sujetoPago) throw forbidden();
  return t.sujetoPago(deps, s);
}

export async function estadoCuentaPdf(deps: AppDeps, e: EstadoCuenta, s: Solicitud) {
  const sujeto = await sujetoDe(deps, s);
  if (!esServicio(e.servicioId)) throw badRequest(MSG_LIC.sinEdoCuenta, 'EDO_CUENTA');
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

export const pagosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const pagos = createPagosRepository({ db });
  const solicitudes = createSolicitudesRepository({ db });

  /** A statement and its request, checked against the caller. */
  const cargar = async (req: Parameters<typeof cargarSolicitud>[1], e: EstadoCuenta | null, modo: 'leer' | 'escribir' = 'leer') => {
    if (!e) throw forbidden();
    return { e, s: await cargarSolicitud(solicitudes, req, e.solicitudId, modo) };
  };

  app.get('/estadocuenta/:id', { schema: { params: idParam, tags: ['pagos'], response: { 200: sobre(estadoCuentaSchema) } } }, async (req) => {
    const { e } = await cargar(req, await pagos.estadoCuenta(req.params.id));
    return ok(estadoCuentaDto(e));
  });

  app.get('/estadocuenta/:id/pdf', { schema: { params: idParam, tags: ['impresos'], response: respuestaPdf('El estado de cuenta') } }, async (req, reply) => {
    const { e, s } = await cargar(req, await pagos.estadoCuenta(req.params.id));
    return enviarPdf(reply, await estadoCuentaPdf(app.deps, e, s), `estado-cuenta-${e.folio}`);
  });

  // spec 1 §7.5: the order for the payment gateway. Only the statement of the payment the request
  // waits on can be paid; its amount comes from the statement, never from the browser.
  app.post(
    '/pagosopb/getFolio',
    {
      schema: {
        body: z.object({
          idServicio: z.coerce.number().int(),
          claveEstablecimiento: z.string().min(1).max(40),
          estatusEstadoCuenta: z.coerce.number().int().optional(),
          folioEstadoCuenta: z.string().min(1).max(60),
        }),
        tags: ['pagos'],
        response: { 200: sobre(ordenPagoSchema) },
      },
    },
    async (req) => {
      const b = req.body;
      const e = await pagos.estadoCuentaPorFolio(b.folioEstadoCuenta);
      if (!e || e.servicioId !== b.idServicio) throw badRequest(MSG_LIC.sinEdoCuenta, 'EDO_CUENTA');
      const { s } = await cargar(req, e, 'escribir');
      const sujeto = await sujetoDe(app.deps, s);
      if (sujeto.clave !== b.claveEstablecimiento) throw badRequest(MSG_LIC.sinEdoCuenta, 'EDO_CUENTA');
      if (e.estatus === 8 || accionesDe(s).pagar !== e.servicioId) throw noPendiente();
      const orderId = `OPB${e.servicioId}${randomBytes(8).toString('hex').toUpperCase()}`;
      await pagos.crearOrden(orderId, e);
      // The simulated gateway lives in this same process: it calls back over loopback.
      const cfg = app.deps.config;
      const base = cfg.API_INTERNAL_URL ?? (cfg.PASARELA_URL ? cfg.PUBLIC_URL : `http://127.0.0.1:${cfg.PORT}`);
      await app.deps.pasarela.crearOrden({
        orderId,
        monto: e.total,
        concepto: nombreServicio(e.servicioId),
        referencia: `${e.folio} · ${sujeto.nombre}`,
        callbackUrl: `${base.replace(/\/+$/, '')}/api/pagosopb/confirmacion`,
      });
      return ok({ order_id: orderId, url: app.deps.pasarela.urlPago(orderId), monto: e.total, folio: e.folio });
    },
  );

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
      if (!f || f.e.locacionId !== req.params.establecimiento) throw badRequest(MSG_LIC.sinEdoCuenta, 'SIN_PAGO');
      const { s } = await cargar(req, f.e);
      if (!esServicio(f.e.servicioId) || TIPO_PAGO_POR_SERVICIO[f.e.servicioId] !== req.params.tipoPago) throw badRequest(MSG_LIC.sinEdoCuenta, 'SIN_PAGO');
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

/** The gateway's confirmation needs no session; the raw body is what is signed, so this scope keeps it as text. */
export const confirmacionPagoRoutes: FastifyPluginAsyncZod = async (app) => {
  const pagos = createPagosRepository({ db: app.deps.db });
  const solicitudes = createSolicitudesRepository({ db: app.deps.db });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post(
    '/pagosopb/confirmacion',
    { schema: { tags: ['pagos'], security: [], response: { 200: sobre(confirmacionPagoSchema), 401: rechazoSchema, 404: rechazoSchema } }, config: { rateLimit: false } },
    async (req, reply) => {
      const c = app.deps.pasarela.leerConfirmacion(String(req.body ?? ''), req.headers['x-pasarela-firma'] as string | undefined);
      if (!c) return reply.code(401).send({ success: false, message: 'Firma inválida', data: null });
      // The workflow is signalled inside the transaction: if Temporal cannot be reached nothing is
      // recorded and the gateway's retry delivers it again, so a payment is never lost nor counted twice.
      const r = await pagos.confirmar(c, async (e) => {
        const s = await solicitudes.porId(e.solicitudId);
        if (s) await senalPagoConfirmado(app.deps, s, { servicio: e.servicioId, folioPago: c.folio_pago, orderId: c.order_id });
      });
      if (r.tipo === 'desconocido') return reply.code(404).send({ success: false, message: 'Orden no encontrada', data: null });
      if (r.tipo === 'repetido') return { success: true, message: 'Pago ya registrado', data: { order_id: c.order_id, folio_pago: r.folio } };
      return { success: true, message: 'Pago registrado exitosamente', data: { order_id: c.order_id, folio_pago: c.folio_pago } };
    },
  );
};
