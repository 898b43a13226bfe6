// Printouts of the five change requests: the printed request, in any status, for its
// taxpayer, the staff of an area with a task about it and root; and the certificate of an approved
// change, whose QR leads to the public check (GET verificar/{codigo}) with the signed code.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generarConstanciaCambioPdf, generarSolicitudCambioPdf } from '../../activities/pdf';
import { CAMBIO, esTipoCambio } from '../../domain/cambios/comun';
import { definicionDe } from '../../domain/tramites';
import { badRequest } from '../lib/errors';
import { idParam } from '../lib/params';
import { enviarPdf } from '../lib/pdf';
import { respuestaPdf } from '../lib/respuesta';
import { tramiteApi } from '../tramites/registro';
import { palabraDeSolicitud } from '../tramites/lectura';
import { cargarCambio } from './acceso';
import { createCambiosRepository } from './cambios.repository';
import type { DetalleTareaCambioDto } from './cambios.schemas';
import { constanciaCambio, establecimientoCambioPdf } from './impresos.cambio';

const TAGS = ['impresos'];

export const MSG_IMPRESOS_CAMBIO = {
  sinConstancia: 'La constancia estará disponible cuando la solicitud sea aprobada.',
} as const;

export const cambiosImpresosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const repo = createCambiosRepository({ db });

  /** The request with its ownership check; its type is the row's (an unknown id is refused by cargarCambio). */
  async function cargar(req: FastifyRequest, id: number) {
    const fila = await repo.porId(id);
    const tipo = fila && esTipoCambio(fila.c.tipo) ? fila.c.tipo : CAMBIO.NOMBRE;
    return cargarCambio(app.deps, req, { solicitudId: id, tipo });
  }

  app.get('/cambios/:id/imprimirSolicitud', { schema: { params: idParam, tags: TAGS, response: respuestaPdf('La solicitud de cambio impresa') } }, async (req, reply) => {
    const { v, est } = await cargar(req, req.params.id);
    // What the reviewer sees (the same rows and files), so the paper and the inbox never differ.
    const d = (await tramiteApi(v.s.procedimiento).detalleTarea(app.deps, v.s)) as DetalleTareaCambioDto | null;
    if (!d) throw badRequest('No fue posible leer la solicitud.', 'SIN_DETALLE');
    const pdf = await generarSolicitudCambioPdf({
      tramite: d.nombre_tramite,
      folio: v.s.folio,
      fechaSolicitud: v.s.enviadaAt ?? v.s.createdAt,
      estatus: palabraDeSolicitud(definicionDe(v.s.procedimiento), v.s),
      establecimiento: establecimientoCambioPdf(est),
      contribuyente: { nombre: d.contribuyente.nombre, rfc: d.contribuyente.rfc },
      filas: d.filas,
      documentos: [...d.documentos, ...d.fotos].map((x) => ({ nombre: x.etiqueta, fecha: x.created_at })),
    });
    return enviarPdf(reply, pdf, `solicitud-${v.s.folio}`);
  });

  app.get('/cambios/:id/constancia', { schema: { params: idParam, tags: TAGS, response: respuestaPdf('La constancia del cambio aprobado') } }, async (req, reply) => {
    const { v, est } = await cargar(req, req.params.id);
    const constancia = await constanciaCambio(db, v, est, { publicUrl: config.PUBLIC_URL, secreto: config.VERIFICACION_SECRET });
    if (!constancia) throw badRequest(MSG_IMPRESOS_CAMBIO.sinConstancia, 'SIN_CONSTANCIA');
    return enviarPdf(reply, await generarConstanciaCambioPdf(constancia), `constancia-${v.s.folio}`);
  });
};
