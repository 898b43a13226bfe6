// The two entries of advertising in the API's procedure registry (api/catalogo-tramites.ts): signs in
// an establishment (`anuncio`) and on a public road (`anuncio_externo`), one shape built here for
// both. Each mounts its own spec URLs (api/anuncios/, api/anuncios-externos/). What the reviewers
// (Desarrollo Urbano, Protección Civil) see: the signs with their rows and files, and the 1756 fee
// the rows make.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tarifaDeSolicitudAnuncio } from '../../activities/anuncios.activities';
import type { Solicitud } from '../../db/schema';
import type { TipoSolicitudAnuncio } from '../../domain/anuncios/comun';
import { anuncio, anuncioExterno } from '../../domain/anuncios/definicion';
import { domicilioTexto } from '../../domain/common/domicilio';
import { nombreDe } from '../../domain/common/personas';
import { pesos } from '../../domain/licencia/tarifas';
import type { CualquierDefinicion } from '../../domain/tramite/definicion';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { anunciosExternosRoutes } from '../anuncios-externos/anuncios-externos.routes';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';
import { documentoTareaDto } from '../licencias/detalle';
import type { TramiteApi } from '../tramites/registro';
import { datosAnuncioDe, leerSolicitudAnuncioDto } from './anuncios.dto';
import { createAnunciosRepository } from './anuncios.repository';
import { anunciosRoutes } from './anuncios.routes';
import { detalleTareaAnuncioSchema, type DetalleTareaAnuncioDto } from './anuncios.schemas';
import { anunciosImpresosRoutes } from './impresos.routes';
import { datosPdfAnuncio } from './impresos';
import { formatoAnuncioParaFirmar } from './anuncio.efirma';

async function cargar(deps: AppDeps, s: Solicitud) {
  const v = await createAnunciosRepository({ db: deps.db }).leer(s.id);
  if (!v) return null;
  const [est, c] = await Promise.all([
    v.sa.locacionId ? createEstablecimientosRepository({ db: deps.db }).porId(v.sa.locacionId) : null,
    createContribuyentesRepository({ db: deps.db }).porId(v.s.contribuyenteId),
  ]);
  return c ? { v, est, c } : null;
}

const establecimiento: FastifyPluginAsyncZod = async (app) => {
  await app.register(anunciosRoutes);
  await app.register(anunciosImpresosRoutes);
};

function anuncioApi(definicion: CualquierDefinicion, tipo: TipoSolicitudAnuncio, rutas: FastifyPluginAsyncZod): TramiteApi<typeof detalleTareaAnuncioSchema> {
  return {
    definicion,
    esquemaDetalle: detalleTareaAnuncioSchema,
    rutas,
    documentoFirma: formatoAnuncioParaFirmar,

    // The machine's input is what the rows say now: a high-risk request goes to Protección Civil too.
    async alEnviar(deps, s) {
      const f = await cargar(deps, s);
      if (!f) throw forbidden();
      const titulo = f.est?.nombreComercial ?? (f.v.sa.claveCatastral ? `Clave catastral ${f.v.sa.claveCatastral}` : (f.v.sa.identificacionPredio ?? s.folio));
      return { datos: datosAnuncioDe(f.v.sa), titulo };
    },

    async detalleTarea(deps, s): Promise<DetalleTareaAnuncioDto | null> {
      const f = await cargar(deps, s);
      if (!f) return null;
      const archivos = await createDocumentosRepository({ db: deps.db }).deSolicitud(s.id);
      const [dto, tarifa, impreso] = await Promise.all([
        leerSolicitudAnuncioDto(deps.db, f.v, { archivos, est: f.est }),
        tarifaDeSolicitudAnuncio(deps.db, s.id),
        datosPdfAnuncio(deps.db, f.v, { publicUrl: deps.config.PUBLIC_URL, secreto: deps.config.VERIFICACION_SECRET }),
      ]);
      return {
        solicitud_id: s.id,
        folio: s.folio,
        tipo,
        nombre_tramite: definicion.nombre,
        contribuyente: { nombre: nombreDe(f.c), rfc: f.c.rfc, email: f.c.email },
        establecimiento: f.est
          ? { id: f.est.id, external_id: f.est.externalId, nombre_comercial: f.est.nombreComercial, domicilio: domicilioTexto(f.est.domicilio) }
          : null,
        clave_catastral: dto.clave_catastral,
        no_folio: dto.no_folio,
        identificacion_predio: dto.identificacion_predio,
        tipo_propiedad_id: dto.tipo_propiedad_id,
        domicilio: impreso.domicilio,
        alto_riesgo: dto.alto_riesgo,
        renovacion: dto.renovacion,
        anio: dto.anio,
        anuncios: dto.anuncio,
        tarifa: { conceptos: tarifa.conceptos, total: pesos(tarifa.totalCentavos) },
        importe: dto.importe,
        documentos: archivos.map(documentoTareaDto),
        estado_cuenta: dto.estado_cuenta,
      };
    },

    async sujetoPago(deps, s) {
      const f = await cargar(deps, s);
      if (!f) throw forbidden();
      return {
        titular: { nombre: nombreDe(f.c), rfc: f.c.rfc },
        nombre: f.est?.nombreComercial ?? definicion.nombre,
        // The gateway's order names the establishment's key; a sign on a public road, its folio.
        clave: f.est?.externalId ?? s.folio,
        claveCatastral: f.v.sa.claveCatastral ?? f.est?.claveCatastral ?? null,
      };
    },
  };
}

export const anuncioEstablecimientoApi = anuncioApi(anuncio, 'establecimiento', establecimiento);
export const anuncioExternoApi = anuncioApi(anuncioExterno, 'externo', anunciosExternosRoutes);
