// The licence's public check (the QR of every licence, issue 3 §6; issue 9 §7): no session. Folios
// are sequential, so a bare folio is answered only 'valid / not valid'; the licence's data (what the
// printed licence already shows, nothing more) comes only with the signed code its QR carries, and
// only once the licence is issued. A request in process, a draft, an unknown folio and a forged
// signature all get the same answer: not valid, no data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { camposLicencia } from '../../domain/licencia/lectura';
import { leerCodigo } from '../lib/verificacion';
import { ok, rechazoSchema, sobre } from '../lib/respuesta';
import { licenciaImpresa } from './impresos.licencia';
import { snapshotLicencia } from './licencia.dto';
import { createLicenciasRepository } from './licencias.repository';
import { verificacionSchema, type LicenciaVerificada, type VerificacionLicencia } from './publicas.schemas';

/** Today in Chetumal (America/Cancun), YYYY-MM-DD. */
const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export const licenciasPublicasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const licencias = createLicenciasRepository({ db });

  app.get(
    '/verificar/:codigo',
    {
      schema: {
        description: 'El folio de una licencia (solo si es válida) o el código de su QR (el folio y su firma: los datos impresos en la licencia).',
        params: z.object({ codigo: z.string() }),
        tags: ['licencias'],
        security: [],
        response: { 200: sobre(verificacionSchema), 404: rechazoSchema },
      },
    },
    async (req, reply) => {
      const leido = leerCodigo(config.VERIFICACION_SECRET, req.params.codigo);
      if (!leido) return reply.code(404).send({ success: false, message: 'No encontramos una licencia con ese folio.', data: null });
      const respuesta = (valida: boolean, licencia: LicenciaVerificada | null) => ok<VerificacionLicencia>({ folio: leido.folio, valida, licencia });
      if (leido.firma === 'invalida') return respuesta(false, null);
      const f = await licencias.porFolio(leido.folio);
      const impresa = f ? await licenciaImpresa(db, f.lic, f.est, f.c, { publicUrl: config.PUBLIC_URL, secreto: config.VERIFICACION_SECRET }) : null;
      if (!f || !impresa) return respuesta(false, null);

      const vigencia = `${impresa.anio}-12-31`;
      const estado: LicenciaVerificada['estado'] =
        f.lic.revocada || f.est.baja ? 'revocada' : camposLicencia(snapshotLicencia(f.lic, f.est)).suspendida ? 'suspendida' : hoy() > vigencia ? 'vencida' : 'vigente';
      if (leido.firma === 'ausente') return respuesta(estado === 'vigente', null);
      return respuesta(estado === 'vigente', {
        estado,
        tipo_licencia: impresa.tipoLicenciaId === 1 ? 'permanente' : 'provisional',
        anio: impresa.anio,
        vigencia,
        fecha_expedicion: new Date(impresa.fechaExpedicion).toISOString(),
        titular: impresa.titular.nombre,
        nombre_comercial: impresa.establecimiento.nombreComercial,
        domicilio: impresa.establecimiento.domicilio,
        giro: impresa.establecimiento.giroPrincipal,
      });
    },
  );
};
