// The land-use certificate's entry in the API's procedure registry (api/catalogo-tramites.ts).
import type { Solicitud } from '../../db/schema';
import { nombreDe } from '../../domain/common/personas';
import { esFoto } from '../../domain/licencia/constantes';
import { usoSuelo } from '../../domain/usosuelo/definicion';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';
import { documentoTareaDto } from '../licencias/detalle';
import type { TramiteApi } from '../tramites/registro';
import { constanciaDetalle } from './usosuelo.dto';
import { createUsoSueloRepository } from './usosuelo.repository';
import { usoSueloRoutes } from './usosuelo.routes';
import { detalleTareaUsoSueloSchema, type DetalleTareaUsoSueloDto } from './usosuelo.schemas';

async function cargar(deps: AppDeps, s: Solicitud) {
  const v = await createUsoSueloRepository({ db: deps.db }).porId(s.id);
  const est = v ? await createEstablecimientosRepository({ db: deps.db }).porId(v.c.locacionId) : null;
  const c = est ? await createContribuyentesRepository({ db: deps.db }).porId(est.contribuyenteId) : null;
  return v && est && c ? { v, est, c } : null;
}

export const usoSueloApi: TramiteApi<typeof detalleTareaUsoSueloSchema> = {
  definicion: usoSuelo,
  esquemaDetalle: detalleTareaUsoSueloSchema,
  rutas: usoSueloRoutes,

  async alEnviar(deps, s) {
    const f = await cargar(deps, s);
    if (!f) throw forbidden();
    return { datos: {}, titulo: f.est.nombreComercial };
  },

  async detalleTarea(deps, s): Promise<DetalleTareaUsoSueloDto | null> {
    const f = await cargar(deps, s);
    if (!f) return null;
    const [{ detalle, pagados }, archivos] = await Promise.all([constanciaDetalle(deps.db, f.v, f.est), createEstablecimientosRepository({ db: deps.db }).archivos(f.est.id)]);
    const { latitud, longitud } = f.est.domicilio ?? {};
    return {
      ...detalle,
      fotos: archivos.filter((a) => esFoto(a.codigo)).map(documentoTareaDto),
      ubicacion: typeof latitud === 'number' && typeof longitud === 'number' ? { latitud, longitud } : null,
      contribuyente: { nombre: nombreDe(f.c), rfc: f.c.rfc, email: f.c.email },
      pagos: pagados.map((p) => ({
        order_id: p.orderId,
        servicio_id: p.servicioId,
        monto: p.monto,
        folio_pago: p.folioPago,
        autorizacion: p.autorizacion,
        confirmado_at: p.confirmadoAt?.toISOString() ?? null,
      })),
    };
  },

  async sujetoPago(deps, s) {
    const f = await cargar(deps, s);
    if (!f) throw forbidden();
    return { titular: { nombre: nombreDe(f.c), rfc: f.c.rfc }, nombre: f.est.nombreComercial, clave: f.est.externalId, claveCatastral: f.est.claveCatastral };
  },
};
