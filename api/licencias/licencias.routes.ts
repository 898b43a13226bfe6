// The licence's own spec URLs (spec 1 §7.4 licences, §4.8 late payment and beverage licence; issue
// 3 §3–5). Sending, resending, the land-use answer and payment proofs are the kit's moves
// (api/tramites/acciones.ts); each route first loads the licence with its ownership check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/common/messages';
import { requierePatente } from '../../domain/catalogos/establecimientos';
import { camposLicencia } from '../../domain/licencia/lectura';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { diasRestantes } from '../../domain/tramite/fechas';
import { SERVICIO } from '../../domain/tramite/servicios';
import { actual } from '../auth/guards';
import { cargarEstablecimiento, cargarLicencia, licenciaVigente } from '../establecimientos/acceso';
import { alSubirDocumentos } from '../establecimientos/eventos';
import { badRequest } from '../lib/errors';
import { ok, sobre } from '../lib/respuesta';
import { idParam } from '../lib/params';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { createPagosRepository } from '../pagos/pagos.repository';
import { corregirTramite, enviarTramite, exigirComprobanteEsperado, recibirComprobante } from '../tramites/acciones';
import { antesDelCuerpo } from '../lib/subida';
import { entregablesLicenciaRoutes } from './entregables';
import { recibosLicenciaRoutes } from './recibos.routes';
import { licenciaDto, snapshotLicencia } from './licencia.dto';
import { createLicenciasRepository } from './licencias.repository';
import { reaccionarADocumentos } from './reacciones';
import { estadoCuentaSchema } from '../pagos/pagos.schemas';
import { textoPlazoAl } from '../../domain/licencia/extemporaneo';
import { hoyCancun } from '../../domain/tramite/fechas';
import { datosExtemporaneoSchema, estadoExtemporaneoSchema, fechasExtemporaneoSchema, licenciaSchema, pendienteBebidasSchema } from './licencias.schemas';

/** The licence after a move, as GET licencia/{id} answers with it. */
const respuestaLicencia = { 200: sobre(licenciaSchema) };

export const licenciasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const licencias = createLicenciasRepository({ db });
  const pagos = createPagosRepository({ db });
  alSubirDocumentos(reaccionarADocumentos);
  // the catalogues the form applies to its documents
  await app.register(entregablesLicenciaRoutes);
  // spec 2 §7 uploadReciboPago, uploadReciboPagoDU
  await app.register(recibosLicenciaRoutes);

  /** The licence as it is after a move (read again: the workflow has just projected it). */
  const respuesta = async (licenciaId: number) => {
    const { lic, est } = (await licencias.conEstablecimiento(licenciaId))!;
    return licenciaDto(lic, est, await pagos.deSolicitudes([lic.solicitudId]));
  };

  // spec 1 §4.3: 'Enviar a revisión' sets estatus_licencia 10 (first send or resend after a return).
  app.post(
    '/licencia/:id/changestatus',
    { schema: { params: idParam, body: z.object({ estatus_licencia: z.literal(10, { error: MSG.requerido }) }), tags: ['licencias'], response: respuestaLicencia } },
    async (req) => {
      const { lic } = await cargarLicencia(db, req, req.params.id, 'escribir');
      await enviarTramite(app.deps, lic.solicitud, MSG_LIC_EXTRA.formularioBloqueado);
      return ok(await respuesta(lic.id), MSG_LIC.solicitudEnviada);
    },
  );

  // spec 1 §4.4: a returned land-use verification goes back with estatus_general 1.
  app.post(
    '/licencia/:id/changestatususosuelo',
    { schema: { params: idParam, body: z.object({ estatus_general: z.literal(1, { error: MSG.requerido }) }), tags: ['licencias'], response: respuestaLicencia } },
    async (req) => {
      const { lic } = await cargarLicencia(db, req, req.params.id, 'escribir');
      await corregirTramite(app.deps, lic.solicitud, MSG_LIC_EXTRA.formularioBloqueado);
      return ok(await respuesta(lic.id), MSG_LIC.suSolicitudEnviada);
    },
  );

  app.get('/licencia/:id', { schema: { params: idParam, tags: ['licencias'], response: respuestaLicencia } }, async (req) => {
    const { lic } = await cargarLicencia(db, req, req.params.id);
    return ok(await respuesta(lic.id));
  });

  // spec 1 §5.9: a payment proof is a PDF; the area validates it in its inbox.
  app.post(
    '/establecimientos/uploadComprobantePago/:id',
    {
      // The establishment is the caller's and its licence waits on a payment before the proof is read.
      ...antesDelCuerpo(async (req, id) => {
        const lic = await licenciaVigente(db, (await cargarEstablecimiento(db, req, id, 'escribir')).est.id);
        if (!lic) throw badRequest(MSG_LIC.sinLicencia, 'SIN_LICENCIA');
        exigirComprobanteEsperado(lic.solicitud);
      }),
      schema: {
        params: idParam,
        body: z.object({ recibo_pago: z.string().min(1, { error: MSG.requerido }), id_servicio: z.coerce.number().int() }),
        tags: ['pagos'],
        response: respuestaLicencia,
      },
      bodyLimit: 20 * 1024 * 1024,
    },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id, 'escribir');
      const lic = await licenciaVigente(db, est.id);
      if (!lic) throw badRequest(MSG_LIC.sinLicencia, 'SIN_LICENCIA');
      const buf = Buffer.from(req.body.recibo_pago.replace(/^data:[^;]+;base64,/, ''), 'base64');
      await recibirComprobante(app.deps, lic.solicitud, req.body.id_servicio, buf);
      return ok(await respuesta(lic.id), MSG_PAGO.reciboCargado);
    },
  );

  // spec 1 §4.8: late payment.
  app.get('/establecimientos/getPagoExtemporaneo/:id', { schema: { params: idParam, tags: ['pagos'], response: { 200: sobre(estadoExtemporaneoSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lic = await licenciaVigente(db, est.id);
    const c = lic ? camposLicencia(snapshotLicencia(lic, est)) : null;
    return ok({ extemporaneo: !!c?.extemporaneo, pago_extemporaneo: !!c?.pagoExtemporaneo, estatus_estado_extemporaneo: c?.estatusEstadoExtemporaneo ?? null });
  });
  app.get('/getFechaConfigExtemporaneo/:id', { schema: { params: idParam, tags: ['pagos'], response: { 200: sobre(fechasExtemporaneoSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lic = await licenciaVigente(db, est.id);
    return ok({ fecha_limite: lic?.fechaLimitePago ?? null, fecha_alta_hacienda: est.fechaAltaHacienda });
  });
  app.get('/establecimientos/getDataExtemporaneo/:id', { schema: { params: idParam, tags: ['pagos'], response: { 200: sobre(datosExtemporaneoSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lic = await licenciaVigente(db, est.id);
    if (!lic) throw badRequest(MSG_LIC.sinLicencia, 'SIN_LICENCIA');
    const c = camposLicencia(snapshotLicencia(lic, est));
    const e = await pagos.ultimo(lic.solicitudId, SERVICIO.EXTEMPORANEO);
    return ok({
      extemporaneo: c.extemporaneo,
      estatus_estado_extemporaneo: c.estatusEstadoExtemporaneo,
      pago_extemporaneo: c.pagoExtemporaneo,
      fecha_limite_pago: lic.fechaLimitePago,
      renovacion: lic.renovacion,
      // spec 1 §4.8: which deadline passed, in words.
      plazo: textoPlazoAl({ fechaLimite: lic.fechaLimitePago, fechaAltaHacienda: est.fechaAltaHacienda, renovacion: lic.renovacion }, hoyCancun()),
      estado_cuenta: e ? estadoCuentaDto(e) : null,
      external_id: est.externalId,
    });
  });

  // spec 1 §4.8: establishments of the caller whose beverage-licence window runs or lapsed.
  app.get(
    '/establecimientos/check-pending-licencias-bebidas-alcoholicas',
    { schema: { tags: ['licencias'], response: { 200: sobre(z.array(pendienteBebidasSchema)) } } },
    async (req) => {
      const a = actual(req);
      if (!a.contribuyenteId) return ok([]);
      const ahora = new Date();
      const filas = (await licencias.deContribuyente(a.contribuyenteId))
        .filter(({ est }) => requierePatente([est.giroActividadId, ...est.actividadesSecundarias]))
        .map(({ lic, est }) => ({ lic, est, c: camposLicencia(snapshotLicencia(lic, est)) }))
        .filter(({ c }) => c.bebidasLimite !== null || c.suspendida);
      return ok(
        filas.map(({ lic, est, c }) => {
          const dias = c.bebidasLimite ? diasRestantes(new Date(c.bebidasLimite), ahora) : 0;
          return {
            locacion_id: lic.locacionId,
            licencia_id: lic.id,
            nombre_comercial: est.nombreComercial,
            dias_restantes: dias,
            limite: c.bebidasLimite ? new Date(c.bebidasLimite).toISOString() : null,
            suspendida: c.suspendida,
            mensaje: c.suspendida ? MSG_LIC.bebidasSuspendida : MSG_LIC.bebidasQuedan(dias),
          };
        }),
      );
    },
  );

  app.get('/establecimientos/getEstadosCuenta/:id', { schema: { params: idParam, tags: ['pagos'], response: { 200: sobre(z.array(estadoCuentaSchema)) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const lics = await licencias.deEstablecimiento(est.id);
    const estados = await pagos.deSolicitudes(lics.map((l) => l.solicitudId));
    return ok(estados.map((e) => estadoCuentaDto(e)));
  });
};
