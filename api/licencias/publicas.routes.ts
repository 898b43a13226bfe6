// The licence's public verification (the QR of every licence, issue 3 §6): no session; it answers
// only what the licence itself shows.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { contribuyentes, establecimientos, licencias, solicitudes } from '../../db/schema';
import { nombreDe } from '../../domain/common/personas';
import { giroPorId } from '../../domain/licencia/catalogos';
import { camposLicencia } from '../../domain/licencia/lectura';
import { ESTATUS } from '../../domain/tramite/estatus';
import { snapshotLicencia } from './licencia.dto';

const FOLIO = /^[A-Z]{2,4}-\d{4}-\d{6,12}$/;

export const licenciasPublicasRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get<{ Params: { folio: string } }>('/verificar/:folio', { schema: { tags: ['licencias'], security: [] } }, async (req, reply) => {
    const folio = String(req.params.folio).toUpperCase();
    const noEncontrada = () => reply.code(404).send({ success: false, message: 'No encontramos una licencia con ese folio.', data: null });
    if (!FOLIO.test(folio)) return noEncontrada();
    const [f] = await db
      .select({ lic: licencias, sol: solicitudes, est: establecimientos, c: contribuyentes })
      .from(solicitudes)
      .innerJoin(licencias, eq(licencias.solicitudId, solicitudes.id))
      .innerJoin(establecimientos, eq(establecimientos.id, licencias.locacionId))
      .innerJoin(contribuyentes, eq(contribuyentes.id, establecimientos.contribuyenteId))
      .where(eq(solicitudes.folio, folio));
    if (!f || f.sol.estatus === ESTATUS.BORRADOR) return noEncontrada();
    const c = camposLicencia(snapshotLicencia({ ...f.lic, solicitud: f.sol }, f.est));
    const estado = f.lic.revocada || f.est.baja ? 'revocada' : c.suspendida ? 'suspendida' : c.lista ? 'vigente' : 'en_tramite';
    const d = f.est.domicilio;
    return {
      success: true,
      message: '',
      data: {
        folio: f.sol.folio,
        estado,
        nombre_comercial: f.est.nombreComercial,
        titular: nombreDe(f.c),
        domicilio: [d.calle, d.numero_exterior, d.colonia, 'Chetumal, Quintana Roo'].filter(Boolean).join(', '),
        giro: giroPorId(f.est.giroActividadId)?.nombre ?? null,
        anio: f.lic.anio,
        vigencia: `${f.lic.anio}-12-31`,
        fecha_aprobacion: f.sol.terminadaAt?.toISOString() ?? null,
        tipo_licencia: c.tipoLicenciaId === 1 ? 'permanente' : 'provisional',
      },
    };
  });
};
