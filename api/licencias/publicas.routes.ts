// Calls that need no session: the licence's public verification (the QR of every licence,
// issue 3 §6) and the payment gateway's signed confirmation (issue 3 §4).
import type { FastifyPluginAsync } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { contribuyentes, establecimientos, estadosCuenta, licencias, pagos } from '../../db/schema';
import { giroPorId } from '../../domain/licencia/catalogos';
import { senalPagoConfirmado } from './licencia.procedimiento';
import { nombreDe } from '../contribuyentes/perfil.procedimiento';

const FOLIO = /^[A-Z]{2,4}-\d{4}-\d{6,12}$/;

export const licenciasPublicasRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  // Anyone holding the paper licence can check it; it answers only what the licence itself shows.
  app.get<{ Params: { folio: string } }>('/verificar/:folio', { schema: { tags: ['licencias'], security: [] } }, async (req, reply) => {
    const folio = String(req.params.folio).toUpperCase();
    const noEncontrada = () => reply.code(404).send({ success: false, message: 'No encontramos una licencia con ese folio.', data: null });
    if (!FOLIO.test(folio)) return noEncontrada();
    const [f] = await db
      .select({ lic: licencias, est: establecimientos, c: contribuyentes })
      .from(licencias)
      .innerJoin(establecimientos, eq(establecimientos.id, licencias.locacionId))
      .innerJoin(contribuyentes, eq(contribuyentes.id, establecimientos.contribuyenteId))
      .where(eq(licencias.folio, folio));
    if (!f || f.lic.estatusLicencia === 1) return noEncontrada();
    const lista = f.lic.estatusLicencia === 4 && f.lic.estatusDirectorIngresos === 4 && f.lic.estatusTesorero === 4;
    const estado = f.lic.revocada || f.est.baja ? 'revocada' : f.lic.suspendida ? 'suspendida' : lista ? 'vigente' : 'en_tramite';
    const d = f.est.domicilio;
    return {
      success: true,
      message: '',
      data: {
        folio: f.lic.folio,
        estado,
        nombre_comercial: f.est.nombreComercial,
        titular: nombreDe(f.c),
        domicilio: [d.calle, d.numero_exterior, d.colonia, 'Chetumal, Quintana Roo'].filter(Boolean).join(', '),
        giro: giroPorId(f.est.giroActividadId)?.nombre ?? null,
        anio: f.lic.anio,
        vigencia: `${f.lic.anio}-12-31`,
        fecha_aprobacion: f.lic.fechaAprobacion?.toISOString() ?? null,
        tipo_licencia: f.lic.tipoLicenciaId === 1 ? 'permanente' : 'provisional',
      },
    };
  });

  // The gateway's confirmation. The raw body is what is signed, so this scope keeps it as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post('/pagosopb/confirmacion', { schema: { tags: ['pagos'], security: [], hide: false }, config: { rateLimit: false } }, async (req, reply) => {
      const c = app.deps.pasarela.leerConfirmacion(String(req.body ?? ''), req.headers['x-pasarela-firma'] as string | undefined);
      if (!c) return reply.code(401).send({ success: false, message: 'Firma inválida', data: null });
      // Recorded once: only the first confirmation moves the order from 'pendiente' to 'pagado'. The
      // workflow is signalled inside the transaction: if Temporal cannot be reached nothing is
      // recorded and the gateway's retry delivers it again, so a payment is never lost.
      const r = await db.transaction(async (tx) => {
        const actualizados = await tx
          .update(pagos)
          .set({ estado: 'pagado', folioPago: c.folio_pago, autorizacion: c.autorizacion, confirmadoAt: new Date() })
          .where(and(eq(pagos.orderId, c.order_id), eq(pagos.estado, 'pendiente')))
          .returning();
        if (!actualizados.length) {
          const [previo] = await tx.select().from(pagos).where(eq(pagos.orderId, c.order_id));
          return previo ? ({ tipo: 'repetido', folio: previo.folioPago } as const) : ({ tipo: 'desconocido' } as const);
        }
        const [e] = await tx
          .update(estadosCuenta)
          .set({ estatus: 8, pagadoAt: sql`coalesce(${estadosCuenta.pagadoAt}, now())` })
          .where(eq(estadosCuenta.id, actualizados[0].estadoCuentaId))
          .returning();
        await senalPagoConfirmado(app.deps, e.licenciaId, { servicio: e.servicioId, folioPago: c.folio_pago, orderId: c.order_id });
        return { tipo: 'nuevo' } as const;
      });
      if (r.tipo === 'desconocido') return reply.code(404).send({ success: false, message: 'Orden no encontrada', data: null });
      if (r.tipo === 'repetido') return { success: true, message: 'Pago ya registrado', data: { order_id: c.order_id, folio_pago: r.folio } };
      return { success: true, message: 'Pago registrado exitosamente', data: { order_id: c.order_id, folio_pago: c.folio_pago } };
    });
  });
};
