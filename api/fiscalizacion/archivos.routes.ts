// The extraordinary-hours requests' files, payment and printouts (spec 2 §7), verbatim under /api:
// uploadSolicitudFirmada/{sid} and uploadReciboPagoFiscalizacion/{sid} (multipart file, code; PDF
// only), findReciboPago/{sid}, getEdoCuentaFiscalizacion/{n} ({n}: the request's id), and the
// PDFs imprimirSolicitudExtraordinaria, viewEdoCuentaFiscalizacion, viewConstanciaExtraordinaria.
// Paying online is the kit's (POST pagosopb/getFolio with the statement of estado_cuenta).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generarConstanciaFiscalizacionPdf, generarSolicitudFiscalizacionPdf } from '../../activities/pdf';
import { MSG_EXTRA } from '../../domain/common/messages';
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX } from '../../domain/fiscalizacion/mensajes';
import { esEditableFiscalizacion } from '../../domain/fiscalizacion/reglas';
import { SERVICIO } from '../../domain/tramite/servicios';
import { validarArchivo } from '../documentos/archivos';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import { badRequest, HttpError } from '../lib/errors';
import { idSchema } from '../lib/params';
import { enviarPdf } from '../lib/pdf';
import { ok, respuestaPdf, sobre } from '../lib/respuesta';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { estadoCuentaPdf } from '../pagos/pagos.routes';
import { exigirComprobanteEsperado, recibirComprobante } from '../tramites/acciones';
import { cargarFiscalizacion } from './acceso';
import { leerArchivo } from '../lib/subida';
import { CODIGO_SOLICITUD_FIRMADA, estadoCuentaDe, fiscalizacionDto } from './fiscalizacion.dto';
import { createFiscalizacionRepository } from './fiscalizacion.repository';
import { reciboPagoSchema, solicitudFiscalizacionSchema } from './fiscalizacion.schemas';
import { constanciaImpresa, solicitudImpresa } from './impresos';
import { pdfFirmado } from '../efirma/documentos';

const TAGS = ['fiscalizacion'];
const conSolicitud = z.object({ id: idSchema, sid: idSchema });
const respuesta = { 200: sobre(solicitudFiscalizacionSchema) };
const subida = { params: conSolicitud, tags: TAGS, consumes: ['multipart/form-data'], response: respuesta };

export const fiscalizacionArchivosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const repo = createFiscalizacionRepository({ db });
  const responder = async (sid: number, mensaje = '') => ok(await fiscalizacionDto(db, (await repo.porId(sid))!), mensaje);

  // spec 2 §7 POST uploadSolicitudFirmada/{sid}: the printed request, signed (PDF), while it may be edited (1, 5).
  app.post('/licencia/:id/uploadSolicitudFirmada/:sid', { schema: subida }, async (req) => {
    const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid, 'escribir');
    if (!esEditableFiscalizacion((await fiscalizacionDto(db, f.v)).estatus_fiscalizacion)) throw badRequest(MSGX.bloqueada, 'BLOQUEADO');
    const a = await leerArchivo(req);
    try {
      await validarArchivo(a.buf, ['application/pdf']);
    } catch (e) {
      if (e instanceof HttpError && e.code === 'TIPO') throw badRequest(MSG_EXTRA.archivoTipo, 'TIPO');
      throw e;
    }
    await createDocumentosRepository({ db }).reemplazarDeSolicitud(f.v.s, {
      codigo: CODIGO_SOLICITUD_FIRMADA,
      nombre: `${CODIGO_SOLICITUD_FIRMADA}-${f.v.s.folio}.pdf`,
      mime: 'application/pdf',
      buf: a.buf,
    });
    return responder(f.v.s.id, MSGX.firmadaCargada);
  });

  // spec 2 §7 POST uploadReciboPagoFiscalizacion/{sid}: the payment receipt (PDF only: 'Para el
  // comprobante de pago solo se permiten archivos PDF') while the 1754 statement waits to be paid;
  // Fiscalización validates it.
  app.post('/licencia/:id/uploadReciboPagoFiscalizacion/:sid', { schema: subida }, async (req) => {
    const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid, 'escribir');
    exigirComprobanteEsperado(f.v.s, SERVICIO.HORARIO_EXTRA);
    const a = await leerArchivo(req);
    await recibirComprobante(app.deps, f.v.s, SERVICIO.HORARIO_EXTRA, a.buf);
    return responder(f.v.s.id, MSG.reciboCargado);
  });

  // spec 2 §7 POST findReciboPago/{sid}: the receipt uploaded and the statement with its payment folio.
  app.post('/licencia/:id/findReciboPago/:sid', { schema: { params: conSolicitud, tags: TAGS, response: { 200: sobre(reciboPagoSchema) } } }, async (req) => {
    const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid);
    const dto = await fiscalizacionDto(db, f.v);
    return ok({ recibo_pago: dto.recibo_pago, estado_cuenta: dto.estado_cuenta, folio_pago: dto.estado_cuenta?.folio_pago ?? null });
  });

  // spec 2 §7 GET getEdoCuentaFiscalizacion/{n}: the request {n}'s 1754 statement, or none yet.
  app.get(
    '/licencia/:id/getEdoCuentaFiscalizacion/:n',
    { schema: { params: z.object({ id: idSchema, n: idSchema }), tags: TAGS, response: { 200: sobre(reciboPagoSchema.shape.estado_cuenta) } } },
    async (req) => {
      const f = await cargarFiscalizacion(db, req, req.params.id, req.params.n);
      const e = await estadoCuentaDe(db, f.v.s.id);
      if (!e) return { success: false, message: MSG.sinEdoCuenta, data: null };
      return ok(estadoCuentaDto(e));
    },
  );

  // spec 2 §7 GET imprimirSolicitudExtraordinaria/{sid}: the request to sign (PDF).
  app.get('/licencia/:id/imprimirSolicitudExtraordinaria/:sid', { schema: { params: conSolicitud, tags: ['impresos'], response: respuestaPdf('La solicitud para firmar') } }, async (req, reply) => {
    const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid);
    const pdf = await generarSolicitudFiscalizacionPdf(await solicitudImpresa(db, f.v, f.est, f.lic));
    return enviarPdf(reply, pdf, `solicitud-${f.v.s.folio}`);
  });

  // spec 2 §7 GET viewEdoCuentaFiscalizacion/{sid}: the 1754 statement (PDF).
  app.get('/licencia/:id/viewEdoCuentaFiscalizacion/:sid', { schema: { params: conSolicitud, tags: ['impresos'], response: respuestaPdf('El estado de cuenta de la solicitud') } }, async (req, reply) => {
    const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid);
    const e = await estadoCuentaDe(db, f.v.s.id);
    if (!e) throw badRequest(MSG.sinEdoCuenta, 'SIN_EDO_CUENTA');
    return enviarPdf(reply, await estadoCuentaPdf(app.deps, e, f.v.s), `estado-cuenta-${e.folio}`);
  });

  // spec 2 §7 GET viewConstanciaExtraordinaria/{sid}: the certificate (PDF with the QR to /verificar),
  // only once every status is 4 and both signatures are given (spec 2 §4).
  app.get('/licencia/:id/viewConstanciaExtraordinaria/:sid', { schema: { params: conSolicitud, tags: ['impresos'], response: respuestaPdf('La constancia') } }, async (req, reply) => {
    const f = await cargarFiscalizacion(db, req, req.params.id, req.params.sid);
    const c = await constanciaImpresa(db, f.v, f.est, f.lic, { publicUrl: config.PUBLIC_URL, secreto: config.VERIFICACION_SECRET });
    if (!c) throw badRequest(MSG.enProceso, 'SIN_CONSTANCIA');
    // Signed with e.firma: the stored PDF itself, so its signatures stay valid (api/efirma).
    const firmado = await pdfFirmado(db, f.v.s.id);
    return enviarPdf(reply, firmado ?? (await generarConstanciaFiscalizacionPdf(c)), `constancia-${f.v.s.folio}`);
  });
};
