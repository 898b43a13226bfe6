// spec 2 §7 (licencia/{id}): POST uploadReciboPago and uploadReciboPagoDU, multipart `file` and
// `code` — a payment receipt of the licence's request, the way its other receipts arrive (spec 1
// §7.4 'extemporaneous receipt and land-use receipt (multipart file, code)'). The code names the
// payment: the spec's recibo_pago_extemporaneo (1753) and recibo_pago_du (1755), or the kit's
// comprobante_pago_<service> of any fee of the licence; uploadReciboPagoDU takes only the land
// use's. A receipt is taken only for the payment the request waits on, and its area validates it
// (recibirComprobante).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { licencia } from '../../domain/licencia/definicion';
import { codigoComprobante, SERVICIO, type ServicioId } from '../../domain/tramite/servicios';
import { cargarLicencia } from '../establecimientos/acceso';
import { invalid } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { leerArchivo } from '../lib/subida';
import { createPagosRepository } from '../pagos/pagos.repository';
import { exigirComprobanteEsperado, recibirComprobante } from '../tramites/acciones';
import { licenciaDto } from './licencia.dto';
import { createLicenciasRepository } from './licencias.repository';
import { licenciaSchema } from './licencias.schemas';

/** The licence's receipts by document code (spec 1 §3 document codes), and the fee each proves. */
export const SERVICIO_DE_RECIBO: Readonly<Record<string, ServicioId>> = {
  recibo_pago_extemporaneo: SERVICIO.EXTEMPORANEO,
  recibo_pago_du: SERVICIO.USO_SUELO,
  ...Object.fromEntries(licencia.pasos.filter((p) => p.tipo === 'pago' && p.servicio).map((p) => [codigoComprobante(p.servicio!), p.servicio!])),
};
const CODIGOS = Object.keys(SERVICIO_DE_RECIBO);
const CODIGOS_DU = CODIGOS.filter((c) => SERVICIO_DE_RECIBO[c] === SERVICIO.USO_SUELO);

export const recibosLicenciaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const schema = { params: idParam, tags: ['pagos'], consumes: ['multipart/form-data'], response: { 200: sobre(licenciaSchema) } };

  for (const [ruta, admitidos] of [
    ['/licencia/:id/uploadReciboPago', CODIGOS],
    ['/licencia/:id/uploadReciboPagoDU', CODIGOS_DU],
  ] as const) {
    app.post(ruta, { schema }, async (req) => {
      const { lic } = await cargarLicencia(db, req, req.params.id, 'escribir');
      // The licence waits on a payment this route takes a receipt of: refused before the file is read.
      exigirComprobanteEsperado(lic.solicitud, admitidos.map((c) => SERVICIO_DE_RECIBO[c]));
      const a = await leerArchivo(req);
      if (!a.code || !admitidos.includes(a.code)) throw invalid({ code: [MSG_LIC_EXTRA.codigoRecibo(admitidos)] });
      await recibirComprobante(app.deps, lic.solicitud, SERVICIO_DE_RECIBO[a.code], a.buf);
      const f = (await createLicenciasRepository({ db }).conEstablecimiento(lic.id))!;
      return ok(licenciaDto(f.lic, f.est, await createPagosRepository({ db }).deSolicitudes([f.lic.solicitudId])), MSG_LIC.reciboCargado);
    });
  }
};
