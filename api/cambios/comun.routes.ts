// Routes every change request shares (spec 2 §2 movements dialog): the types in
// course for an establishment, its history of approved changes, and the debt an area registers
// while it reviews (staff). Each procedure's own spec URLs live in api/cambios/<p>/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMBIO_DE_MOVIMIENTO, MSG_CAMBIOS, MSG_CAMBIOS_EXTRA, type TipoCambio, type TipoMovimiento } from '../../domain/cambios/comun';
import { MSG } from '../../domain/common/messages';
import { nombreTramite } from '../../domain/tramites';
import { actual, esStaff } from '../auth/guards';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { forbidden, invalid, notFound } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { registrarAdeudo } from './acciones';
import { createCambiosRepository } from './cambios.repository';
import { cambioBaseSchema, historialSchema } from './cambios.schemas';
import { cambioBaseDto } from './cambios.dto';
import { cargarCambio } from './acceso';
import { exigirComprobanteEsperado, recibirComprobante } from '../tramites/acciones';
import { montoAdeudoSchema } from './validacion';
import { antesDelCuerpo } from '../lib/subida';

const TAGS = ['cambios'];
const TIPOS = Object.keys(CAMBIO_DE_MOVIMIENTO).map(Number) as TipoMovimiento[];

export const cambiosComunRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createCambiosRepository({ db });

  // spec 2 §2, §7 "GET establishment request types (list of 1, 2, 3)": the movement types with a request in course.
  app.get(
    '/establecimientos/:id/tiposMovimiento',
    { schema: { params: idParam, tags: TAGS, response: { 200: sobre(z.array(z.number().int())) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id);
      const enCurso = await repo.tiposEnCurso(est.id, Object.values(CAMBIO_DE_MOVIMIENTO));
      return ok(TIPOS.filter((t) => enCurso.includes(CAMBIO_DE_MOVIMIENTO[t])));
    },
  );

  // The establishment's history: what each approved change replaced (its owner now reads it all).
  app.get('/establecimientos/:id/historial', { schema: { params: idParam, tags: TAGS, response: { 200: sobre(historialSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const filas = await repo.historial(est.id);
    return ok(
      filas.map((h) => ({
        id: h.id,
        solicitud_id: h.solicitudId,
        tipo: h.tipo,
        nombre_tramite: nombreTramite(h.tipo),
        anterior: h.anterior,
        nuevo: h.nuevo,
        aplicado_at: h.aplicadoAt.toISOString(),
      })),
    );
  });

  // The payment proof of the fee a change waits on (a land-use fee 1755, a debt): PDF, base64 like
  // every proof of the kit; the area then validates it. Only the request's taxpayer, only while that
  // payment is the one the request waits on.
  app.post(
    '/cambios/:id/uploadComprobantePago',
    {
      // The request is the caller's and waits on a payment before its proof is read.
      ...antesDelCuerpo(async (req, id) => {
        const fila = await repo.porId(id);
        if (!fila) throw actual(req).usuario.rol === 'contribuyente' ? forbidden() : notFound();
        exigirComprobanteEsperado((await cargarCambio(app.deps, req, { solicitudId: fila.s.id, tipo: fila.c.tipo as TipoCambio, modo: 'escribir' })).v.s);
      }),
      schema: {
        params: idParam,
        body: z.object({ recibo_pago: z.string({ error: MSG.requerido }).min(1, { error: MSG.requerido }), id_servicio: z.coerce.number({ error: MSG.requerido }).int() }),
        tags: TAGS,
        response: { 200: sobre(cambioBaseSchema) },
      },
      bodyLimit: 20 * 1024 * 1024,
    },
    async (req) => {
      const fila = await repo.porId(req.params.id);
      if (!fila) throw actual(req).usuario.rol === 'contribuyente' ? forbidden() : notFound();
      const f = await cargarCambio(app.deps, req, { solicitudId: fila.s.id, tipo: fila.c.tipo as TipoCambio, modo: 'escribir' });
      const buf = Buffer.from(req.body.recibo_pago.replace(/^data:[^;]+;base64,/, ''), 'base64');
      await recibirComprobante(app.deps, f.v.s, req.body.id_servicio, buf);
      return ok(await cambioBaseDto(db, (await repo.porId(fila.s.id))!), MSG_CAMBIOS.reciboCargado);
    },
  );

  // Staff of the reviewing area register (or take back, adeudo false) the debt they found.
  app.post(
    '/cambios/:id/adeudo',
    {
      schema: {
        params: idParam,
        body: z.object({ area: z.enum(['rs', 'la'], { error: MSG.requerido }), adeudo: z.boolean({ error: MSG.requerido }), monto: montoAdeudoSchema.optional().nullable() }),
        tags: TAGS,
        response: { 200: sobre(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => {
      if (!esStaff(actual(req).usuario.rol)) throw forbidden();
      const v = await repo.porId(req.params.id);
      if (!v) throw notFound();
      const monto = req.body.adeudo ? (req.body.monto ?? null) : null;
      if (req.body.adeudo && !monto) throw invalid({ monto: [MSG.requerido] });
      await registrarAdeudo(app.deps, req, v, req.body.area, monto);
      return ok({ id: v.s.id }, MSG_CAMBIOS_EXTRA.adeudoRegistrado);
    },
  );
};
