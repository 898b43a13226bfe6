// The licence's public verification (the QR of every licence, issue 3 §6): no session; it answers
// only what the licence itself shows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nombreDe } from '../../domain/common/personas';
import { giroPorId } from '../../domain/licencia/catalogos';
import { camposLicencia } from '../../domain/licencia/lectura';
import { ESTATUS } from '../../domain/tramite/estatus';
import { rechazoSchema, sobre } from '../lib/respuesta';
import { snapshotLicencia } from './licencia.dto';
import { createLicenciasRepository } from './licencias.repository';
import { verificacionSchema, type VerificacionLicencia } from './licencias.schemas';

const FOLIO = /^[A-Z]{2,4}-\d{4}-\d{6,12}$/;

export const licenciasPublicasRoutes: FastifyPluginAsyncZod = async (app) => {
  const licencias = createLicenciasRepository({ db: app.deps.db });

  app.get(
    '/verificar/:folio',
    { schema: { params: z.object({ folio: z.string() }), tags: ['licencias'], security: [], response: { 200: sobre(verificacionSchema), 404: rechazoSchema } } },
    async (req, reply) => {
      const folio = req.params.folio.toUpperCase();
      const f = FOLIO.test(folio) ? await licencias.porFolio(folio) : null;
      if (!f || f.lic.solicitud.estatus === ESTATUS.BORRADOR) {
        return reply.code(404).send({ success: false, message: 'No encontramos una licencia con ese folio.', data: null });
      }
      const { lic, est } = f;
      const c = camposLicencia(snapshotLicencia(lic, est));
      const estado: VerificacionLicencia['estado'] = lic.revocada || est.baja ? 'revocada' : c.suspendida ? 'suspendida' : c.lista ? 'vigente' : 'en_tramite';
      const d = est.domicilio;
      return {
        success: true,
        message: '',
        data: {
          folio: lic.solicitud.folio,
          estado,
          nombre_comercial: est.nombreComercial,
          titular: nombreDe(f.c),
          domicilio: [d.calle, d.numero_exterior, d.colonia, 'Chetumal, Quintana Roo'].filter(Boolean).join(', '),
          giro: giroPorId(est.giroActividadId)?.nombre ?? null,
          anio: lic.anio,
          vigencia: `${lic.anio}-12-31`,
          fecha_aprobacion: lic.solicitud.terminadaAt?.toISOString() ?? null,
          tipo_licencia: c.tipoLicenciaId === 1 ? ('permanente' as const) : ('provisional' as const),
        },
      };
    },
  );
};
