// The two entries of extraordinary hours and live music in the API's procedure registry
// (api/catalogo-tramites.ts): one shape, built here for both. The routes serve both kinds (the
// request's tipo tells them apart), so only the extraordinary hours' entry mounts them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Solicitud } from '../../db/schema';
import { domicilioTexto } from '../../domain/common/domicilio';
import { nombreDe } from '../../domain/common/personas';
import { PASO_FISCALIZACION } from '../../domain/fiscalizacion/comun';
import { horarioExtraordinario, musicaViva } from '../../domain/fiscalizacion/definicion';
import { MSG_FISCALIZACION_EXTRA } from '../../domain/fiscalizacion/mensajes';
import type { CualquierDefinicion } from '../../domain/tramite/definicion';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';
import { documentoTareaDto } from '../licencias/detalle';
import { createLicenciasRepository } from '../licencias/licencias.repository';
import type { TramiteApi } from '../tramites/registro';
import { tipoEstablecimientoDe } from './acceso';
import { fiscalizacionArchivosRoutes } from './archivos.routes';
import { archivosDe, fiscalizacionDto } from './fiscalizacion.dto';
import { createFiscalizacionRepository } from './fiscalizacion.repository';
import { fiscalizacionRoutes } from './fiscalizacion.routes';
import { detalleTareaFiscalizacionSchema, type DetalleTareaFiscalizacionDto } from './fiscalizacion.schemas';
import { horariosRoutes } from './horarios.routes';
import { constanciaParaFirmar } from './fiscalizacion.efirma';

async function cargar(deps: AppDeps, s: Solicitud) {
  const v = await createFiscalizacionRepository({ db: deps.db }).porId(s.id);
  const est = v ? await createEstablecimientosRepository({ db: deps.db }).porId(v.f.locacionId) : null;
  const c = est ? await createContribuyentesRepository({ db: deps.db }).porId(est.contribuyenteId) : null;
  return v && est && c ? { v, est, c } : null;
}

const todas: FastifyPluginAsyncZod = async (app) => {
  await app.register(fiscalizacionRoutes);
  await app.register(fiscalizacionArchivosRoutes);
  await app.register(horariosRoutes);
};

function fiscalizacionApi(definicion: CualquierDefinicion, rutas?: FastifyPluginAsyncZod): TramiteApi<typeof detalleTareaFiscalizacionSchema> {
  return {
    definicion,
    esquemaDetalle: detalleTareaFiscalizacionSchema,
    rutas,
    documentoFirma: constanciaParaFirmar,

    async alEnviar(deps, s) {
      const f = await cargar(deps, s);
      if (!f) throw forbidden();
      return { datos: {}, titulo: f.est.nombreComercial };
    },

    async detalleTarea(deps, s): Promise<DetalleTareaFiscalizacionDto | null> {
      const f = await cargar(deps, s);
      if (!f) return null;
      const lic = await createLicenciasRepository({ db: deps.db }).porId(f.v.f.licenciaId);
      if (!lic) return null;
      const archivos = await archivosDe(deps.db, s.id);
      const dto = await fiscalizacionDto(deps.db, f.v, archivos);
      const aprobadas = f.v.horarios.map((h) => h.horasAprobadas);
      return {
        solicitud_id: s.id,
        folio: s.folio,
        tipo: dto.tipo,
        nombre_tramite: definicion.nombre,
        mes: f.v.f.mes,
        cantidad_personas: f.v.f.cantidadPersonas,
        establecimiento: {
          id: f.est.id,
          external_id: f.est.externalId,
          nombre_comercial: f.est.nombreComercial,
          domicilio: domicilioTexto(f.est.domicilio),
          tipo_establecimiento: tipoEstablecimientoDe(f.est),
        },
        licencia: { id: lic.id, folio: lic.solicitud.folio, anio: lic.anio },
        contribuyente: { nombre: nombreDe(f.c), rfc: f.c.rfc, email: f.c.email },
        solicitudDetalles: dto.solicitudDetalles,
        horas_solicitadas: f.v.horarios.reduce((t, h) => t + h.horasSolicitadas, 0),
        horas_aprobadas: aprobadas.some((h) => h !== null) ? aprobadas.reduce<number>((t, h) => t + (h ?? 0), 0) : null,
        horas_editables: s.estado === 'revision' && s.pasoActual === PASO_FISCALIZACION.REVISION,
        firma_operador: dto.firma_operador,
        firma_fiscalizador: dto.firma_fiscalizador,
        documentos: archivos.map(documentoTareaDto),
        estado_cuenta: dto.estado_cuenta,
      };
    },

    // Approving the review with every date at 0 hours would issue a statement for nothing: such a
    // request is returned with its reason instead. A date left blank is approved as asked.
    async antesDeAprobar(deps, s, paso) {
      if (paso !== PASO_FISCALIZACION.REVISION) return null;
      const v = await createFiscalizacionRepository({ db: deps.db }).porId(s.id);
      return v && v.horarios.length > 0 && v.horarios.every((h) => h.horasAprobadas === 0) ? MSG_FISCALIZACION_EXTRA.sinHorasAprobadas : null;
    },

    async sujetoPago(deps, s) {
      const f = await cargar(deps, s);
      if (!f) throw forbidden();
      return { titular: { nombre: nombreDe(f.c), rfc: f.c.rfc }, nombre: f.est.nombreComercial, clave: f.est.externalId, claveCatastral: f.est.claveCatastral };
    },
  };
}

export const horarioExtraordinarioApi = fiscalizacionApi(horarioExtraordinario, todas);
export const musicaVivaApi = fiscalizacionApi(musicaViva);
