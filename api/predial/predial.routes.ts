// Property tax for a signed-in caller (spec 2 §7 "Property tax, statements and payment", §2
// 'Property-tax account statement dialog'; spec 3 §3.10). What `{id}` means: in
// predial/generarEdoCuenta/{id} and predial/generarEdoCuentaDesglosado/{id} it is an ESTABLISHMENT id
// (its owner, the staff whose area works on it and root may print it; the key is the
// establishment's). The *Solicitudes variants and the rest take the key from the body: a key
// typed in a request form before any establishment holds it. A key's statement is not secret
// (anyone may print it on the public page, api/predial/predial-publico.routes.ts); the look-ups
// of establishments by key answer only with the caller's own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizarClaveCatastral } from '../../activities/adapters/catastro';
import { actual } from '../auth/guards';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { badRequest } from '../lib/errors';
import { idParam } from '../lib/params';
import { enviarPdf } from '../lib/pdf';
import { ok, respuestaPdf, sobre } from '../lib/respuesta';
import type { Parcialidades } from '../../domain/predial/cuenta';
import { MSG_PREDIAL } from './predial.mensajes';
import { createPredialRepository } from './predial.repository';
import {
  convenioPredialSchema,
  cuerpoClaveSchema,
  cuerpoConvenioSchema,
  cuerpoEdoCuentaSchema,
  establecimientoCuentaSchema,
  pagosPredialSchema,
  ultimoPagoSchema,
  valuacionSchema,
  type CuerpoEdoCuenta,
} from './predial.schemas';
import { pagosDe, pdfEdoCuenta, solicitarConvenio, valuacion, type ModoEdoCuenta } from './predial.servicio';

const TAGS = ['predial'];
/** The {id} variants: the key is the establishment's, so the body's is optional (and must agree). */
const cuerpoEdoCuentaDeEstablecimiento = cuerpoEdoCuentaSchema.partial({ claveCatastral: true });

export const predialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createPredialRepository({ db });

  /** The establishment's key, checked against the caller; the body may repeat it, not name another. */
  const claveDeEstablecimiento = async (req: Parameters<typeof cargarEstablecimiento>[1], id: number, claveCuerpo?: string) => {
    const { est } = await cargarEstablecimiento(db, req, id);
    const clave = normalizarClaveCatastral(est.claveCatastral);
    if (!clave) throw badRequest(MSG_PREDIAL.sinClavePredial, 'SIN_CLAVE');
    if (claveCuerpo && claveCuerpo !== clave) throw badRequest(MSG_PREDIAL.claveDistinta, 'CLAVE');
    return clave;
  };

  const porEstablecimiento = (ruta: string, modo: ModoEdoCuenta, descripcion: string) =>
    app.post(
      ruta,
      { schema: { params: idParam, body: cuerpoEdoCuentaDeEstablecimiento, tags: TAGS, response: respuestaPdf(descripcion) } },
      async (req, reply) => {
        const clave = await claveDeEstablecimiento(req, req.params.id, req.body.claveCatastral);
        return enviarPdf(reply, await pdfEdoCuenta(app.deps, clave, req.body as CuerpoEdoCuenta, modo), `predial-${clave}`);
      },
    );
  const porClave = (ruta: string, modo: ModoEdoCuenta, descripcion: string) =>
    app.post(ruta, { schema: { body: cuerpoEdoCuentaSchema, tags: TAGS, response: respuestaPdf(descripcion) } }, async (req, reply) => {
      return enviarPdf(reply, await pdfEdoCuenta(app.deps, req.body.claveCatastral, req.body, modo), `predial-${req.body.claveCatastral}`);
    });

  // spec 2 §7: the statements (blobs).
  porEstablecimiento('/predial/generarEdoCuenta/:id', 'total', 'El estado de cuenta del predial del establecimiento, un renglón por año');
  porEstablecimiento('/predial/generarEdoCuentaDesglosado/:id', 'desglosado', 'El estado de cuenta del predial del establecimiento, un renglón por bimestre');
  porClave('/predial/generarEdoCuentaAgrupado', 'agrupado', 'El estado de cuenta del predial agrupado por año, con impuesto, recargos y descuentos');
  porClave('/predial/generarEdoCuentaSolicitudes', 'total', 'El estado de cuenta del predial de una clave de un formulario, un renglón por año');
  porClave('/predial/generarEdoCuentaDesglosadoSolicitud', 'desglosado', 'El estado de cuenta del predial de una clave de un formulario, un renglón por bimestre');

  // spec 2 §7 getRegistros?query: the caller's establishments with a cadastral key, by key, name or external key.
  app.get(
    '/predial/getRegistros',
    { schema: { querystring: z.object({ query: z.string().max(60).default('') }), tags: TAGS, response: { 200: sobre(z.array(establecimientoCuentaSchema)) } } },
    async (req) => ok(await repo.buscar(actual(req), req.query.query)),
  );

  app.post('/predial/getValuacionClaveCatastral', { schema: { body: cuerpoClaveSchema, tags: TAGS, response: { 200: sobre(valuacionSchema) } } }, async (req) =>
    ok(await valuacion(app.deps, req.body.claveCatastral)),
  );

  app.post('/predial/getPagosPredialByClave', { schema: { body: cuerpoClaveSchema, tags: TAGS, response: { 200: sobre(pagosPredialSchema) } } }, async (req) => {
    const pagos = await pagosDe(app.deps, req.body.claveCatastral);
    return ok(pagos, pagos.length ? '' : MSG_PREDIAL.sinPagos);
  });

  app.post(
    '/predial/getEstablecimientoCuentaByClave',
    { schema: { body: cuerpoClaveSchema, tags: TAGS, response: { 200: sobre(z.array(establecimientoCuentaSchema)) } } },
    async (req) => ok(await repo.establecimientosPorClave(actual(req), req.body.claveCatastral)),
  );

  // spec 2 §7 getUltimoPagoPredial: data (the last bimester paid, or null), success, message.
  app.post('/predial/getUltimoPagoPredial', { schema: { body: cuerpoClaveSchema, tags: TAGS, response: { 200: sobre(ultimoPagoSchema) } } }, async (req) => {
    const [ultimo] = await pagosDe(app.deps, req.body.claveCatastral);
    return ultimo ? ok(ultimo, MSG_PREDIAL.ultimoPago) : { success: false, message: MSG_PREDIAL.sinPagos, data: null };
  });

  app.post('/predial/solicitarConvenioPredial', { schema: { body: cuerpoConvenioSchema, tags: TAGS, response: { 200: sobre(convenioPredialSchema) } } }, async (req) => {
    const c = await solicitarConvenio(app.deps, req.body.clave_catastral, req.body.parcialidades as Parcialidades, actual(req).contribuyenteId);
    return ok(c, MSG_PREDIAL.convenioSolicitado);
  });
};
