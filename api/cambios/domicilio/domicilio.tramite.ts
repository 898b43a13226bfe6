// The change of address's entry in the API's procedure registry.
import type { DomicilioEstablecimiento } from '../../../db/schema';
import { cambioDomicilio } from '../../../domain/cambios/domicilio/definicion';
import { faltantesDomicilio } from '../../../domain/cambios/domicilio/reglas';
import { nombreDocumentoCambio } from '../../../domain/cambios/documentos';
import { MSG_CAMBIOS } from '../../../domain/cambios/comun';
import { domicilioTexto } from '../../../domain/common/domicilio';
import { badRequest } from '../../lib/errors';
import { archivosDeCambio } from '../archivos';
import { cambioApi } from '../tramite';
import { cambioDomicilioRoutes } from './domicilio.routes';

export const cambioDomicilioApi = cambioApi({
  definicion: cambioDomicilio,
  datos: (v, est) => ({ tipoProceso: est.tipoProcesoId, hasAlcohol: Boolean(v.c.propuesta.has_alcohol), tieneUsoSuelo: Boolean(v.c.propuesta.tiene_uso_suelo) }),
  // spec 2 §5: a request is sent with its new address and every required document and photo.
  async validarEnvio(deps, v) {
    if (!v.c.propuesta.domicilio) throw badRequest(MSG_CAMBIOS.camposObligatorios, 'INCOMPLETA');
    const presentes = new Set((await archivosDeCambio(deps.db, v.s.id)).map((a) => a.tipo_archivo));
    const faltan = faltantesDomicilio(v.c.propuesta, v.c.tipoMovimientoId, presentes);
    if (faltan.length) throw badRequest(`${MSG_CAMBIOS.camposObligatorios}: ${faltan.map(nombreDocumentoCambio).join(', ')}.`, 'DOCUMENTOS');
  },
  filas: (_deps, v, est) => {
    const p = v.c.propuesta;
    return [
      { campo: 'Domicilio', actual: domicilioTexto(est.domicilio), propuesto: p.domicilio ? domicilioTexto(p.domicilio as DomicilioEstablecimiento) : '' },
      { campo: 'Clave catastral', actual: est.claveCatastral, propuesto: String(p.clave_catastral ?? '') },
      { campo: 'Uso de suelo', actual: '', propuesto: p.tiene_uso_suelo ? 'Con constancia de uso de suelo' : 'Sin constancia: la verifica Desarrollo Urbano' },
      ...(v.c.tipoMovimientoId ? [{ campo: 'Movimiento', actual: '', propuesto: 'Movimiento de domicilio de la licencia' }] : []),
    ];
  },
  rutas: cambioDomicilioRoutes,
});
