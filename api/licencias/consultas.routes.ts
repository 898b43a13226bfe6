// Lookups the licence form makes against the municipality's systems (spec 1 §4.7, §5.5, §7.4):
// cadastre, property tax and Zofemat, through the adapters (simulated unless configured).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/common/messages';
import { MSG_PREDIO } from '../../domain/predial/mensajes';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { badRequest } from '../lib/errors';
import { ok, sobre } from '../lib/respuesta';
import { idParam } from '../lib/params';
import { externo } from '../lib/externo';
import { estadoPredialSchema, pagoPredialSchema } from './licencias.schemas';
import { expedienteZofematSchema, resultadoCatastroSchema } from '../predial/predio.schemas';

const clave = z.object({ clave: z.string().regex(/^\d{17}$/, { error: MSG.longitudDigitos(17) }) });

export const consultasLicenciaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catastro, predial, zofemat } = app.deps;

  // spec 1 §7.4 'Cadastre search by key: response resultados (0 if none)'; path not shown.
  app.get('/catastro/:clave', { schema: { params: clave, tags: ['consultas'], response: { 200: sobre(resultadoCatastroSchema) } } }, async (req) => {
    const r = await externo(() => catastro.buscarPredio(req.params.clave));
    if (!r) return { success: false, message: MSG_PREDIO.claveNoEncontrada, data: { resultados: 0 as const } };
    return ok({ resultados: 1, ...r });
  });

  // spec 1 §7.4 'Property-tax payment check by key: data (boolean) and message'; path not shown.
  app.get(
    '/predial/:clave/pagado',
    // `detalle` beside the envelope: the property-tax office's whole answer (adeudo, last year paid).
    { schema: { params: clave, tags: ['consultas'], response: { 200: sobre(z.boolean()).extend({ detalle: estadoPredialSchema.optional() }) } } },
    async (req) => {
      const r = await externo(() => predial.estadoPredial(req.params.clave));
      if (!r) return { success: false, message: MSG_PREDIO.claveNoEncontrada, data: false };
      return { success: true, message: r.pagado ? MSG_PREDIO.predialPagado : r.mensaje || MSG_PREDIO.predialNoPagado, data: r.pagado, detalle: r };
    },
  );

  app.get('/establecimientos/getPagoPredial/:id', { schema: { params: idParam, tags: ['consultas'], response: { 200: sobre(pagoPredialSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(app.deps.db, req, req.params.id);
    if (!/^\d{17}$/.test(est.claveCatastral)) return ok({ pagado: true, especial: true, mensaje: '' });
    const r = await externo(() => predial.estadoPredial(est.claveCatastral));
    return ok({ pagado: !!r?.pagado, especial: false, mensaje: r?.pagado ? MSG_PREDIO.predialPagado : r?.mensaje ?? MSG_PREDIO.claveNoEncontrada, adeudo: r?.adeudo ?? null });
  });

  // spec 1 §4.7 Zofemat check for HOTEL/MOTEL activities.
  app.post('/establecimientos/verifyzofemat/:clave', { schema: { params: clave, tags: ['consultas'], response: { 200: sobre(z.array(expedienteZofematSchema)) } } }, async (req) => {
    const lista = await externo(() => zofemat.expedientesPorClave(req.params.clave));
    return ok(lista);
  });

  app.post(
    '/establecimientos/expedientezofemat/:num',
    { schema: { params: z.object({ num: z.string().min(1).max(40) }), tags: ['consultas'], response: { 200: sobre(expedienteZofematSchema) } } },
    async (req) => {
      const e = await externo(() => zofemat.expediente(req.params.num));
      if (!e) throw badRequest(MSG_PREDIO.zofematPendiente, 'ZOFEMAT');
      if (e.estatus_pago !== 'PAGADO') return { success: false, message: MSG_PREDIO.zofematPendiente, data: e };
      return ok(e, MSG_PREDIO.zofematPagado);
    },
  );
};
