// The licence procedure's calls (spec 1 §7.4 licences, §7.5 online payment; issue 3 §3–5).
// Every read or write goes through cargarLicencia/cargarEstablecimiento (ownership checks).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { establecimientos, estadosCuenta, licencias, pagos } from '../../db/schema';
import { MSG } from '../../domain/common/messages';
import { requierePatente } from '../../domain/licencia/catalogos';
import { ESTATUS, NOMBRE_SERVICIO } from '../../domain/licencia/constantes';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { diasRestantes } from '../../domain/licencia/plazos';
import { actual } from '../auth/guards';
import { cargarEstablecimiento, cargarLicencia, licenciaVigente } from '../establecimientos/acceso';
import { badRequest, forbidden } from '../lib/errors';
import { ok } from '../lib/respuesta';
import { estadoCuentaDto, licenciaDto, snapshotDe } from './licencia.dto';
import { guardarComprobante } from './comprobantes';
import { alSubirDocumentos } from '../establecimientos/eventos';
import { reaccionarADocumentos } from './reacciones';
import { comprobanteRecibido, enviarLicencia, enviarUsoSuelo } from './licencia.procedimiento';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export const licenciasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  alSubirDocumentos(reaccionarADocumentos);

  const estadosDe = (licenciaId: number) => db.select().from(estadosCuenta).where(eq(estadosCuenta.licenciaId, licenciaId)).orderBy(estadosCuenta.id);
  const respuesta = async (licenciaId: number) => {
    const [lic] = await db.select().from(licencias).where(eq(licencias.id, licenciaId));
    const [est] = await db.select().from(establecimientos).where(eq(establecimientos.id, lic.locacionId));
    return licenciaDto(lic, est, await estadosDe(lic.id));
  };

  // spec 1 §4.3: 'Enviar a revisión' sets estatus_licencia 10 (first send or resend after a return).
  app.post(
    '/licencia/:id/changestatus',
    { schema: { params: idParam, body: z.object({ estatus_licencia: z.literal(10, { error: MSG.requerido }) }), tags: ['licencias'] } },
    async (req) => {
      const { lic, est } = await cargarLicencia(db, req, req.params.id, 'escribir');
      if (!snapshotDe(lic, est).can({ type: 'ENVIAR' })) throw badRequest(MSG_LIC_EXTRA.formularioBloqueado, 'TRANSICION');
      await enviarLicencia(app.deps, lic, est, actual(req).usuario.id);
      return ok(await respuesta(lic.id), MSG_LIC.solicitudEnviada);
    },
  );

  // spec 1 §4.4: a returned land-use verification goes back with estatus_general 1.
  app.post(
    '/licencia/:id/changestatususosuelo',
    { schema: { params: idParam, body: z.object({ estatus_general: z.literal(1, { error: MSG.requerido }) }), tags: ['licencias'] } },
    async (req) => {
      const { lic, est } = await cargarLicencia(db, req, req.params.id, 'escribir');
      if (!snapshotDe(lic, est).can({ type: 'ENVIAR_USO_SUELO' })) throw badRequest(MSG_LIC_EXTRA.formularioBloqueado, 'TRANSICION');
      await enviarUsoSuelo(app.deps, lic.id);
      return ok(await respuesta(lic.id), MSG_LIC.suSolicitudEnviada);
    },
  );

  app.get('/licencia/:id', { schema: { params: idParam, tags: ['licencias'] } }, async (req) => {
    const { lic } = await cargarLicencia(db, req, req.params.id);
    return ok(await respuesta(lic.id));
  });

  app.get('/estadocuenta/:id', { schema: { params: idParam, tags: ['pagos'] } }, async (req) => {
    const [e] = await db.select().from(estadosCuenta).where(eq(estadosCuenta.id, req.params.id));
    if (!e) throw forbidden();
    await cargarEstablecimiento(db, req, e.locacionId);
    return ok(estadoCuentaDto(e));
  });

  // spec 1 §7.5: the order for the payment gateway. Only a statement that is pending for the
  // step the procedure waits on can be paid; its amount comes from the statement, never the browser.
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
      },
    },
    async (req) => {
      const b = req.body;
      const [e] = await db.select().from(estadosCuenta).where(eq(estadosCuenta.folio, b.folioEstadoCuenta));
      if (!e || e.servicioId !== b.idServicio) throw badRequest(MSG_LIC.sinEdoCuenta, 'EDO_CUENTA');
      const { est } = await cargarEstablecimiento(db, req, e.locacionId, 'escribir');
      if (est.externalId !== b.claveEstablecimiento) throw badRequest(MSG_LIC.sinEdoCuenta, 'EDO_CUENTA');
      if (e.estatus === ESTATUS.PAGADO) throw badRequest(MSG_LIC_EXTRA.pagoNoPermitido, 'PAGADO');
      const [lic] = await db.select().from(licencias).where(eq(licencias.id, e.licenciaId));
      const acciones = licenciaDto(lic, est).acciones;
      if (acciones.pagar !== e.servicioId) throw badRequest(MSG_LIC_EXTRA.pagoNoPermitido, 'PAGO');
      const orderId = `OPB${e.servicioId}${randomBytes(8).toString('hex').toUpperCase()}`;
      await db.insert(pagos).values({ orderId, estadoCuentaId: e.id, servicioId: e.servicioId, monto: e.total });
      // The simulated gateway lives in this same process: it calls back over loopback.
      const cfg = app.deps.config;
      const base = cfg.API_INTERNAL_URL ?? (cfg.PASARELA_URL ? cfg.PUBLIC_URL : `http://127.0.0.1:${cfg.PORT}`);
      const callbackUrl = `${base.replace(/\/+$/, '')}/api/pagosopb/confirmacion`;
      await app.deps.pasarela.crearOrden({
        orderId,
        monto: e.total,
        concepto: NOMBRE_SERVICIO[e.servicioId] ?? 'Pago de derechos',
        referencia: `${e.folio} · ${est.nombreComercial}`,
        callbackUrl,
      });
      return ok({ order_id: orderId, url: app.deps.pasarela.urlPago(orderId), monto: e.total, folio: e.folio });
    },
  );

  // spec 1 §5.9: a payment proof is a PDF; the area validates it in its inbox (issue 3 §4).
  app.post(
    '/establecimientos/uploadComprobantePago/:id',
    {
      schema: {
        params: idParam,
        body: z.object({ recibo_pago: z.string().min(1, { error: MSG.requerido }), id_servicio: z.coerce.number().int() }),
        tags: ['pagos'],
      },
      bodyLimit: 20 * 1024 * 1024,
    },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id, 'escribir');
      const lic = await licenciaVigente(db, est.id);
      if (!lic) throw badRequest(MSG_LIC.sinLicencia, 'SIN_LICENCIA');
      const acciones = licenciaDto(lic, est).acciones;
      if (acciones.comprobante !== req.body.id_servicio) throw badRequest(MSG_LIC_EXTRA.pagoNoPermitido, 'PAGO');
      const base64 = req.body.recibo_pago.replace(/^data:[^;]+;base64,/, '');
      const buf = Buffer.from(base64, 'base64');
      await guardarComprobante(db, est, `comprobante_pago_${req.body.id_servicio}`, buf);
      await comprobanteRecibido(app.deps, lic.id, req.body.id_servicio);
      return ok(await respuesta(lic.id), MSG_LIC.reciboCargado);
    },
  );

  // spec 1 §4.8: late payment.
  app.get('/establecimientos/getPagoExtemporaneo/:id', { schema: { params: idParam, tags: ['pagos'] } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lic = await licenciaVigente(db, est.id);
    return ok({ extemporaneo: !!lic?.extemporaneo, pago_extemporaneo: !!lic?.pagoExtemporaneo, estatus_estado_extemporaneo: lic?.estatusEstadoExtemporaneo ?? null });
  });
  app.get('/getFechaConfigExtemporaneo/:id', { schema: { params: idParam, tags: ['pagos'] } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lic = await licenciaVigente(db, est.id);
    return ok({ fecha_limite: lic?.fechaLimitePago ?? null, fecha_alta_hacienda: est.fechaAltaHacienda });
  });
  app.get('/establecimientos/getDataExtemporaneo/:id', { schema: { params: idParam, tags: ['pagos'] } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lic = await licenciaVigente(db, est.id);
    if (!lic) throw badRequest(MSG_LIC.sinLicencia, 'SIN_LICENCIA');
    const [e] = await db
      .select()
      .from(estadosCuenta)
      .where(and(eq(estadosCuenta.licenciaId, lic.id), eq(estadosCuenta.servicioId, 1753)))
      .orderBy(desc(estadosCuenta.id))
      .limit(1);
    return ok({
      extemporaneo: lic.extemporaneo,
      estatus_estado_extemporaneo: lic.estatusEstadoExtemporaneo,
      pago_extemporaneo: lic.pagoExtemporaneo,
      fecha_limite_pago: lic.fechaLimitePago,
      estado_cuenta: e ? estadoCuentaDto(e) : null,
      external_id: est.externalId,
    });
  });

  // spec 1 §4.8: establishments of the caller whose beverage-licence window runs or lapsed.
  app.get('/establecimientos/check-pending-licencias-bebidas-alcoholicas', { schema: { tags: ['licencias'] } }, async (req) => {
    const a = actual(req);
    if (!a.contribuyenteId) return ok([]);
    const filas = await db
      .select({ lic: licencias, nombre: establecimientos.nombreComercial, giro: establecimientos.giroActividadId, sec: establecimientos.actividadesSecundarias })
      .from(licencias)
      .innerJoin(establecimientos, eq(establecimientos.id, licencias.locacionId))
      .where(and(eq(establecimientos.contribuyenteId, a.contribuyenteId), eq(establecimientos.baja, false)));
    const ahora = new Date();
    return ok(
      filas
        .filter((f) => (f.lic.bebidasLimiteAt || f.lic.suspendida) && requierePatente([f.giro, ...f.sec]))
        .map((f) => {
          const dias = f.lic.bebidasLimiteAt ? diasRestantes(f.lic.bebidasLimiteAt, ahora) : 0;
          return {
            locacion_id: f.lic.locacionId,
            licencia_id: f.lic.id,
            nombre_comercial: f.nombre,
            dias_restantes: dias,
            limite: f.lic.bebidasLimiteAt?.toISOString() ?? null,
            suspendida: f.lic.suspendida,
            mensaje: f.lic.suspendida ? MSG_LIC.bebidasSuspendida : MSG_LIC.bebidasQuedan(dias),
          };
        }),
    );
  });

  app.get('/establecimientos/getEstadosCuenta/:id', { schema: { params: idParam, tags: ['pagos'] } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lics = await db.select({ id: licencias.id }).from(licencias).where(eq(licencias.locacionId, est.id));
    if (!lics.length) return ok([]);
    const filas = await db.select().from(estadosCuenta).where(inArray(estadosCuenta.licenciaId, lics.map((l) => l.id))).orderBy(estadosCuenta.id);
    return ok(filas.map(estadoCuentaDto));
  });
};
