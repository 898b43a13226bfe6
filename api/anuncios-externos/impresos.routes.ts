// The printouts of a public-road sign request (spec 3 §7.2, blobs), verbatim under /api: the
// authorization format (POST anuncioexterno/{id}/generateformatoautorizacion, only once authorized,
// status 4; it records when it was first generated), the printed request (GET
// anuncioexterno/establecimiento/printRequest/{id}) and the 1756 statement (GET
// anuncioexterno/{id}/getEdoCuentaAnuncio); ours, as for establishments: the payment receipt (POST
// anuncioexterno/{id}/reciboPago, spec 3 §3.2 'recibo pagos'). {id} is the request's. The data of
// both printouts is the shared layer's (api/anuncios/impresos.ts); the statement and receipt the kit's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatoAutorizacionAnuncioPdf, solicitudAnuncioPdf } from '../../activities/pdf/anuncios';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { puedeVerFormato } from '../../domain/anuncios/reglas';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { SERVICIO } from '../../domain/tramite/servicios';
import { estadoCuentaAnuncio } from '../anuncios/anuncios.dto';
import { createAnunciosRepository } from '../anuncios/anuncios.repository';
import { datosPdfAnuncio } from '../anuncios/impresos';
import { leerArchivo } from '../lib/subida';
import { pdfFirmado } from '../efirma/documentos';
import { badRequest } from '../lib/errors';
import { idParam } from '../lib/params';
import { enviarPdf } from '../lib/pdf';
import { ok, respuestaPdf, sobre } from '../lib/respuesta';
import { estadoCuentaPdf } from '../pagos/pagos.routes';
import { exigirComprobanteEsperado, recibirComprobante } from '../tramites/acciones';
import { cargarSolicitudExterna, estatusDe } from './acceso';
import { leerSolicitudExternaDto } from './anuncios-externos.dto';
import { solicitudAnuncioExternoSchema } from './anuncios-externos.schemas';

const TAGS = ['impresos'];

export const anunciosExternosImpresosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const repo = createAnunciosRepository({ db });
  const qr = { publicUrl: config.PUBLIC_URL, secreto: config.VERIFICACION_SECRET };

  // spec 3 §4.1, §7.2: 'Ver formato autorización' (status 4): the format with its QR to /verificar.
  // The spec's toast 'Formato de autorización generado.' travels URI-encoded in X-Mensaje.
  app.post(
    '/anuncioexterno/:id/generateformatoautorizacion',
    { schema: { params: idParam, tags: TAGS, response: respuestaPdf('El formato de autorización de los anuncios') } },
    async (req, reply) => {
      const v = await cargarSolicitudExterna(db, req, req.params.id);
      if (!puedeVerFormato(estatusDe(v)) || v.s.estado !== 'terminada') throw badRequest(M.formatoNoDisponible, 'SIN_FORMATO');
      // Signed with e.firma: the stored PDF itself, so its signatures stay valid (api/efirma).
      const pdf = (await pdfFirmado(db, v.s.id)) ?? (await formatoAutorizacionAnuncioPdf(await datosPdfAnuncio(db, v, qr)));
      if (!v.sa.formatoGeneradoAt) await repo.actualizarSolicitud(v.s.id, { formatoGeneradoAt: new Date() });
      reply.header('X-Mensaje', encodeURIComponent(M.formatoGenerado));
      return enviarPdf(reply, pdf, `formato-autorizacion-${v.s.folio}`);
    },
  );

  // spec 3 §7.2 printRequest: the request as printed (any status).
  app.get(
    '/anuncioexterno/establecimiento/printRequest/:id',
    { schema: { params: idParam, tags: TAGS, response: respuestaPdf('La solicitud de anuncios en vía pública impresa') } },
    async (req, reply) => {
      const v = await cargarSolicitudExterna(db, req, req.params.id);
      return enviarPdf(reply, await solicitudAnuncioPdf(await datosPdfAnuncio(db, v, qr)), `solicitud-${v.s.folio}`);
    },
  );

  // spec 3 §7.2 getEdoCuentaAnuncio: the newest 1756 statement (the one to pay, or the paid one).
  app.get('/anuncioexterno/:id/getEdoCuentaAnuncio', { schema: { params: idParam, tags: TAGS, response: respuestaPdf('El estado de cuenta de los anuncios') } }, async (req, reply) => {
    const v = await cargarSolicitudExterna(db, req, req.params.id);
    const e = await estadoCuentaAnuncio(db, v.s.id);
    if (!e) throw badRequest(MSG_PAGO.sinEdoCuenta, 'SIN_EDO_CUENTA');
    return enviarPdf(reply, await estadoCuentaPdf(app.deps, e, v.s), `estado-cuenta-${e.folio}`);
  });

  // Ours: the payment receipt (multipart `file`, PDF only) while the 1756 statement waits to be paid;
  // Desarrollo Urbano validates it (paying online is the kit's: pagosopb/getFolio).
  app.post(
    '/anuncioexterno/:id/reciboPago',
    { schema: { params: idParam, tags: ['anuncios-externos'], consumes: ['multipart/form-data'], response: { 200: sobre(solicitudAnuncioExternoSchema) } } },
    async (req) => {
      const v = await cargarSolicitudExterna(db, req, req.params.id, 'escribir');
      exigirComprobanteEsperado(v.s, SERVICIO.ANUNCIOS);
      const a = await leerArchivo(req);
      await recibirComprobante(app.deps, v.s, SERVICIO.ANUNCIOS, a.buf);
      return ok(await leerSolicitudExternaDto(db, (await repo.leer(v.s.id))!), MSG_PAGO.reciboCargado);
    },
  );
};
