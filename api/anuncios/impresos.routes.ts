// The printouts, statement and receipt of an establishment's sign request (spec 3 §7.1), verbatim
// under /api ({id} = the REQUEST): POST anuncio/{id}/generateformatoautorizacion (the authorization
// format, only once authorized: 4), GET anuncio/establecimiento/{locacionId}/printRequest/{id} (the
// printed request), GET anuncio/{id}/getEdoCuentaAnuncio (the 1756 statement). Ours: POST
// anuncio/{id}/reciboPago, the payment receipt (PDF) for the area to validate (spec 3 §3.1
// anuncio_edo_cuenta_aprobado.recibo_pago_archivo); paying online is the kit's (pagosopb/getFolio).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatoAutorizacionAnuncioPdf, solicitudAnuncioPdf } from '../../activities/pdf/anuncios';
import { solicitudesAnuncio } from '../../db/schema';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { puedeVerFormato } from '../../domain/anuncios/reglas';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { SERVICIO } from '../../domain/tramite/servicios';
import { leerArchivo } from '../lib/subida';
import { pdfFirmado } from '../efirma/documentos';
import { badRequest, forbidden } from '../lib/errors';
import { idParam, idSchema } from '../lib/params';
import { enviarPdf } from '../lib/pdf';
import { ok, respuestaPdf, sobre } from '../lib/respuesta';
import { estadoCuentaPdf } from '../pagos/pagos.routes';
import { exigirComprobanteEsperado, recibirComprobante } from '../tramites/acciones';
import { cargarSolicitudAnuncio, estatusAnuncio } from './acceso';
import { estadoCuentaAnuncio, leerSolicitudAnuncioDto } from './anuncios.dto';
import { createAnunciosRepository } from './anuncios.repository';
import { solicitudAnuncioSchema } from './anuncios.schemas';
import { datosPdfAnuncio } from './impresos';

const TAGS = ['impresos'];
const TIPO = 'establecimiento' as const;

export const anunciosImpresosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const repo = createAnunciosRepository({ db });
  const qr = { publicUrl: config.PUBLIC_URL, secreto: config.VERIFICACION_SECRET };

  // spec 3 §7.1 POST anuncio/{id}/generateformatoautorizacion (blob): 'Ver formato autorización',
  // only at 4; the first generation is recorded (formato_generado_at). X-Mensaje carries the toast.
  app.post(
    '/anuncio/:id/generateformatoautorizacion',
    { schema: { params: idParam, tags: TAGS, response: respuestaPdf('El formato de autorización de los anuncios') } },
    async (req, reply) => {
      const v = await cargarSolicitudAnuncio(db, req, req.params.id, TIPO);
      if (!puedeVerFormato(estatusAnuncio(v))) throw badRequest(M.formatoNoDisponible, 'SIN_FORMATO');
      if (!v.sa.formatoGeneradoAt) {
        await db.update(solicitudesAnuncio).set({ formatoGeneradoAt: new Date() }).where(eq(solicitudesAnuncio.solicitudId, v.s.id));
      }
      // Signed with e.firma: the stored PDF itself, so its signatures stay valid (api/efirma).
      const pdf = (await pdfFirmado(db, v.s.id)) ?? (await formatoAutorizacionAnuncioPdf(await datosPdfAnuncio(db, v, qr)));
      reply.header('X-Mensaje', encodeURIComponent(M.formatoGenerado));
      return enviarPdf(reply, pdf, `formato-autorizacion-${v.s.folio}`);
    },
  );

  // spec 3 §7.1 GET anuncio/establecimiento/{locacionId}/printRequest/{id} (blob): the printed request of that establishment.
  app.get(
    '/anuncio/establecimiento/:locacionId/printRequest/:id',
    { schema: { params: z.object({ locacionId: idSchema, id: idSchema }), tags: TAGS, response: respuestaPdf('La solicitud de anuncios impresa') } },
    async (req, reply) => {
      const v = await cargarSolicitudAnuncio(db, req, req.params.id, TIPO);
      if (v.sa.locacionId !== req.params.locacionId) throw forbidden();
      return enviarPdf(reply, await solicitudAnuncioPdf(await datosPdfAnuncio(db, v, qr)), `solicitud-${v.s.folio}`);
    },
  );

  // spec 3 §7.1 GET anuncio/{id}/getEdoCuentaAnuncio (statement blob): the kit's 1756 statement.
  app.get('/anuncio/:id/getEdoCuentaAnuncio', { schema: { params: idParam, tags: TAGS, response: respuestaPdf('El estado de cuenta de los anuncios') } }, async (req, reply) => {
    const v = await cargarSolicitudAnuncio(db, req, req.params.id, TIPO);
    const e = await estadoCuentaAnuncio(db, v.s.id);
    if (!e) throw badRequest(MSG_PAGO.sinEdoCuenta, 'SIN_EDO_CUENTA');
    return enviarPdf(reply, await estadoCuentaPdf(app.deps, e, v.s), `estado-cuenta-${e.folio}`);
  });

  // Ours: the payment receipt (multipart `file`, PDF only: 'Para el comprobante de pago solo se
  // permiten archivos PDF') while the 1756 statement waits to be paid; Desarrollo Urbano validates it.
  app.post(
    '/anuncio/:id/reciboPago',
    { schema: { params: idParam, tags: ['anuncios'], consumes: ['multipart/form-data'], response: { 200: sobre(solicitudAnuncioSchema) } } },
    async (req) => {
      const v = await cargarSolicitudAnuncio(db, req, req.params.id, TIPO, 'escribir');
      exigirComprobanteEsperado(v.s, SERVICIO.ANUNCIOS);
      const a = await leerArchivo(req);
      await recibirComprobante(app.deps, v.s, SERVICIO.ANUNCIOS, a.buf);
      return ok(await leerSolicitudAnuncioDto(db, (await repo.leer(v.s.id))!), MSG_PAGO.reciboCargado);
    },
  );
};
