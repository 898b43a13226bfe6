// The request for a new activity in the API's procedure registry, and its one spec call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../domain/common/messages';
import { nombreDe } from '../../domain/common/personas';
import { giro, MAX_SOLICITUD_GIRO } from '../../domain/giro/definicion';
import { hoyCancun } from '../../domain/tramite/fechas';
import { actual } from '../auth/guards';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { forbidden } from '../lib/errors';
import { ok, sobre } from '../lib/respuesta';
import { enviarTramite } from '../tramites/acciones';
import type { Solicitud } from '../../db/schema';
import type { AppDeps } from '../lib/contexto';
import type { TramiteApi } from '../tramites/registro';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { detalleGiroSchema, solicitudGiroSchema, type DetalleGiroDto } from './giro.schemas';

export type { DetalleGiroDto };

/** What Licencias reads of the request in its inbox (the web's DetalleGiro takes this type). */
export async function detalleGiro(deps: AppDeps, s: Solicitud): Promise<DetalleGiroDto> {
  const c = await createContribuyentesRepository({ db: deps.db }).porId(s.contribuyenteId);
  return { solicitud_giro: s.titulo ?? '', contribuyente: c ? { nombre: nombreDe(c), rfc: c.rfc, email: c.email } : null, fecha: s.createdAt.toISOString() };
}

export const giroApi: TramiteApi<typeof detalleGiroSchema> = {
  definicion: giro,
  esquemaDetalle: detalleGiroSchema,
  alEnviar: async (_deps, s) => ({ datos: {}, titulo: s.titulo }),
  detalleTarea: detalleGiro,
};

export const girosRoutes: FastifyPluginAsyncZod = async (app) => {
  const solicitudes = createSolicitudesRepository({ db: app.deps.db });

  // spec 1 §2.10, spec 2 §2 'Solicitar nuevo giro': body solicitud_giro; Licencias reviews it in its inbox.
  app.post(
    '/contribuyentes/solicitudGiro',
    {
      schema: {
        body: z.object({
          solicitud_giro: z
            .string({ error: MSG.requerido })
            .trim()
            .min(1, { error: MSG.requerido })
            .max(MAX_SOLICITUD_GIRO, { error: MSG.maximo(MAX_SOLICITUD_GIRO) }),
        }),
        tags: ['contribuyentes'],
        response: { 200: sobre(solicitudGiroSchema) },
      },
    },
    async (req) => {
      const a = actual(req);
      // The dialog lives in the licence form, which opens only with a complete profile (spec 1 §2.2).
      const c = a.contribuyenteId ? await createContribuyentesRepository({ db: app.deps.db }).porId(a.contribuyenteId) : null;
      if (!c?.perfilCompleto) throw forbidden();
      const s = await solicitudes.crear(app.deps.db, {
        def: giro,
        contribuyenteId: c.id,
        titulo: req.body.solicitud_giro,
        datos: {},
        folio: (id) => `GIRO-${hoyCancun().slice(0, 4)}-${String(id).padStart(6, '0')}`,
      });
      const e = await enviarTramite(app.deps, s);
      return ok({ id: s.id, folio: s.folio, estatus: e.estatus }, MSG.solicitudEnviada);
    },
  );
};
