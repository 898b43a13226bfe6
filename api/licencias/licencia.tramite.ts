// The licence's entry in the API's procedure registry (api/catalogo-tramites.ts).
import type { Establecimiento, Solicitud } from '../../db/schema';
import { requierePatente } from '../../domain/catalogos/establecimientos';
import { TIPO_PROCESO } from '../../domain/licencia/constantes';
import { licencia } from '../../domain/licencia/definicion';
import { nombreDe } from '../../domain/common/personas';
import type { EventoTramite } from '../../domain/tramite/definicion';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import type { AppDeps } from '../lib/contexto';
import { badRequest, forbidden } from '../lib/errors';
import { externo } from '../lib/externo';
import { MSG_REN, requierePredial } from '../../domain/licencia/renovacion';
import type { TramiteApi } from '../tramites/registro';
import { detalleLicencia } from './detalle';
import { licenciaParaFirmar } from './licencia.efirma';
import { comprobarEntregables } from './entregables';
import { datosLicencia } from './licencia.dto';
import { createLicenciasRepository } from './licencias.repository';
import { detalleLicenciaSchema } from './licencias.schemas';

async function cargar(deps: AppDeps, s: Solicitud) {
  const lic = await createLicenciasRepository({ db: deps.db }).porSolicitud(s.id);
  const est = lic ? await createEstablecimientosRepository({ db: deps.db }).porId(lic.locacionId) : null;
  if (!lic || !est) throw forbidden();
  return { lic, est };
}

/** spec 1 §4.8: the beverage window runs from the upload of the beverage-licence payment proof. */
async function bebidasDesde(deps: AppDeps, est: Establecimiento): Promise<string | null> {
  if (!requierePatente([est.giroActividadId, ...est.actividadesSecundarias]) || est.hasLicenciaBebidas) return null;
  const doc = await createEstablecimientosRepository({ db: deps.db }).archivoPorCodigo(est.id, 'pago_licencia_bebidas');
  return doc ? doc.createdAt.toISOString() : null;
}

export const licenciaApi: TramiteApi<typeof detalleLicenciaSchema> = {
  definicion: licencia,
  esquemaDetalle: detalleLicenciaSchema,
  documentoFirma: licenciaParaFirmar,

  async alEnviar(deps, s) {
    const { lic, est } = await cargar(deps, s);
    // spec 1 §4.7: a renewal is sent with the property tax paid, unless the key has none to pay.
    if (lic.renovacion && requierePredial(est.claveCatastral)) {
      const r = await externo(() => deps.predial.estadoPredial(est.claveCatastral));
      if (!r?.pagado) throw badRequest(r?.mensaje || MSG_REN.predialRenovacion, 'PREDIAL');
    }
    // the documents the office's catalogue required when the request was created.
    await comprobarEntregables(deps.db, lic, est);
    const desde = await bebidasDesde(deps, est);
    const eventosIniciales: EventoTramite[] = desde ? [{ type: 'EXTRA', nombre: 'bebidas.requerida', datos: { desde } }] : [];
    return {
      datos: datosLicencia(lic, est),
      titulo: est.nombreComercial,
      // SARE's promise is fixed; Licencias de Funcionamiento's hours may be configured (PLAZOS_LICENCIAS).
      plazosHoras: est.tipoProcesoId === TIPO_PROCESO.LICENCIAS ? (deps.config.PLAZOS_LICENCIAS as Record<string, number> | undefined) : undefined,
      eventosIniciales,
    };
  },

  async detalleTarea(deps, s) {
    const lic = await createLicenciasRepository({ db: deps.db }).porSolicitud(s.id);
    return lic ? detalleLicencia(deps.db, lic) : null;
  },

  async sujetoPago(deps, s) {
    const { est } = await cargar(deps, s);
    const c = await createContribuyentesRepository({ db: deps.db }).porId(est.contribuyenteId);
    if (!c) throw forbidden();
    return { titular: { nombre: nombreDe(c), rfc: c.rfc }, nombre: est.nombreComercial, clave: est.externalId, claveCatastral: est.claveCatastral };
  },
};
