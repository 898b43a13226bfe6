// The public property-tax page's calls (spec 2 §7 "Public variants exist under predial-pbl"; spec 3
// §2.10, §5.10, §7.9): no session, a key in the body. Each is limited per address (a key's
// statement is public, a crawler walking the keys is not welcome) and answers only what the printed
// statement shows: the owner's name as on the account, nothing else about the owner.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Parcialidades } from '../../domain/predial/cuenta';
import { enviarPdf } from '../lib/pdf';
import { ok, respuestaPdf, sobre } from '../lib/respuesta';
import { MSG_PREDIAL } from './predial.mensajes';
import { convenioPredialSchema, cuerpoClaveSchema, cuerpoConvenioSchema, cuerpoEdoCuentaSchema, ultimoPagoSchema, valuacionSchema } from './predial.schemas';
import { pagosDe, pdfEdoCuenta, solicitarConvenio, valuacion, type ModoEdoCuenta } from './predial.servicio';

/** Calls per minute and address of each public route (429 'Ha realizado demasiadas peticiones seguidas' beyond). */
export const LIMITE_PUBLICO_POR_MINUTO = 20;
const TAGS = ['predial'];
const config = { rateLimit: { max: LIMITE_PUBLICO_POR_MINUTO, timeWindow: '1 minute' } };

export const predialPublicoRoutes: FastifyPluginAsyncZod = async (app) => {
  const edoCuenta = (ruta: string, modo: ModoEdoCuenta, descripcion: string) =>
    app.post(ruta, { schema: { body: cuerpoEdoCuentaSchema, tags: TAGS, response: respuestaPdf(descripcion) }, config }, async (req, reply) =>
      enviarPdf(reply, await pdfEdoCuenta(app.deps, req.body.claveCatastral, req.body, modo), `predial-${req.body.claveCatastral}`),
    );
  edoCuenta('/predial-pbl/generarEdoCuenta', 'total', 'El estado de cuenta del predial de una clave, un renglón por año');
  edoCuenta('/predial-pbl/generarEdoCuentaDesglosado', 'desglosado', 'El estado de cuenta del predial de una clave, un renglón por bimestre');

  app.post('/predial-pbl/getValuacionClaveCatastral', { schema: { body: cuerpoClaveSchema, tags: TAGS, response: { 200: sobre(valuacionSchema) } }, config }, async (req) =>
    ok(await valuacion(app.deps, req.body.claveCatastral)),
  );

  app.post('/predial-pbl/getUltimoPagoPredial', { schema: { body: cuerpoClaveSchema, tags: TAGS, response: { 200: sobre(ultimoPagoSchema) } }, config }, async (req) => {
    const [ultimo] = await pagosDe(app.deps, req.body.claveCatastral);
    return ultimo ? ok(ultimo, MSG_PREDIAL.ultimoPago) : { success: false, message: MSG_PREDIAL.sinPagos, data: null };
  });

  app.post('/predial-pbl/solicitarConvenioPredial', { schema: { body: cuerpoConvenioSchema, tags: TAGS, response: { 200: sobre(convenioPredialSchema) } }, config }, async (req) => {
    const c = await solicitarConvenio(app.deps, req.body.clave_catastral, req.body.parcialidades as Parcialidades, null);
    return ok(c, MSG_PREDIAL.convenioSolicitado);
  });
};
