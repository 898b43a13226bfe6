// The licence's public check (the QR of every licence), which also answers
// the certificate of an approved change request (told apart by its folio's prefix): no session. Folios
// are sequential, so a bare folio is answered only 'valid / not valid'; the licence's data (what the
// printed licence already shows, nothing more) comes only with the signed code its QR carries, and
// only once the licence is issued. A request in process, a draft, an unknown folio and a forged
// signature all get the same answer: not valid, no data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tituloConstanciaCambio } from '../../activities/pdf';
import { camposLicencia } from '../../domain/licencia/lectura';
import { cambioPorFolio, constanciaCambio, esFolioCambio } from '../cambios/impresos.cambio';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { leerCodigo } from '../lib/verificacion';
import { esFolioFiscalizacion, verificarFiscalizacion } from '../fiscalizacion/verificacion';
import { esFolioAnuncio, verificarAnuncio } from '../anuncios/impresos';
import { esFolioDictamen, verificarDictamen } from '../dictamenes/verificacion';
import { esFolioVisita, verificarVisita } from '../visitas/acta';
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
  const establecimientos = createEstablecimientosRepository({ db });

  app.get(
    '/verificar/:codigo',
    {
      schema: {
        description:
          'El folio de una licencia (solo si es válida) o el código de su QR (el folio y su firma: los datos impresos en la licencia); también el de la constancia de un cambio aprobado.',
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
      if (esFolioFiscalizacion(leido.folio)) {
        // An extraordinary-hours or live-music certificate: valid once viewable; its data only with the signed code.
        const f = await verificarFiscalizacion(db, leido.folio, { publicUrl: config.PUBLIC_URL, secreto: config.VERIFICACION_SECRET });
        return f && leido.firma === 'valida' ? ok<VerificacionLicencia>({ folio: leido.folio, valida: true, licencia: null, fiscalizacion: f }) : respuesta(f !== null, null);
      }
      if (esFolioAnuncio(leido.folio)) {
        // An advertising authorization format: valid while its year lasts; its data only with the signed code.
        const a = await verificarAnuncio(db, leido.folio, { publicUrl: config.PUBLIC_URL, secreto: config.VERIFICACION_SECRET });
        return a && leido.firma === 'valida' ? ok<VerificacionLicencia>({ folio: leido.folio, valida: a.valida, licencia: null, anuncio: a.anuncio }) : respuesta(!!a?.valida, null);
      }
      if (esFolioDictamen(leido.folio)) {
        // A tower or billboard dictamen: valid once signed; its data only with the signed code.
        const d = await verificarDictamen(app.deps, leido.folio);
        return d && leido.firma === 'valida' ? ok<VerificacionLicencia>({ folio: leido.folio, valida: true, licencia: null, dictamen: d }) : respuesta(d !== null, null);
      }
      if (esFolioVisita(leido.folio)) {
        // A field inspection's act: valid once a result closed the visit; its data only with the signed code.
        const v = await verificarVisita(db, leido.folio);
        return v && leido.firma === 'valida' ? ok<VerificacionLicencia>({ folio: leido.folio, valida: true, licencia: null, visita: v }) : respuesta(v !== null, null);
      }
      if (esFolioCambio(leido.folio)) {
        // A change request's certificate: valid once approved; its data only with the signed code.
        const v = await cambioPorFolio(db, leido.folio);
        const est = v ? await establecimientos.porId(v.c.locacionId) : null;
        const c = v && est ? await constanciaCambio(db, v, est, { publicUrl: config.PUBLIC_URL, secreto: config.VERIFICACION_SECRET }) : null;
        if (!c || leido.firma === 'ausente') return respuesta(c !== null, null);
        return ok<VerificacionLicencia>({
          folio: leido.folio,
          valida: true,
          licencia: null,
          cambio: {
            tipo: v!.c.tipo,
            tramite: c.tramite,
            constancia: tituloConstanciaCambio(c.tramite),
            nombre_comercial: c.establecimiento.nombreComercial,
            cambios: [...c.cambios],
            fecha_aprobacion: new Date(c.fechaAprobacion).toISOString(),
          },
        });
      }
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
