// The change of owner's entry in the API's procedure registry: the review goes to SARE unless the
// business sells alcohol (then Licencias); it is sent only with a complete form and every required
// document, and the reviewer compares the owner now with the proposed one.
import { cambioPropietario } from '../../../domain/cambios/propietario/definicion';
import { MSG_CAMBIOS } from '../../../domain/cambios/comun';
import { faltantesPropietario, motivoNuevoPropietario } from '../../../domain/cambios/propietario/reglas';
import { cambioPropietarioSchema } from '../../../domain/cambios/propietario/schema';
import { nombreDe } from '../../../domain/common/personas';
import { TIPOS_PROPIEDAD, etiqueta } from '../../../domain/catalogos/establecimientos';
import { createContribuyentesRepository } from '../../contribuyentes/contribuyentes.repository';
import { badRequest } from '../../lib/errors';
import { archivosDeCambio } from '../archivos';
import { cambioApi } from '../tramite';
import { alcoholDe, datosPropuesta } from './propietario.dto';
import { cambioPropietarioRoutes } from './propietario.routes';

const si = (v: boolean | null) => (v === null ? '—' : v ? 'Sí' : 'No');

export const cambioPropietarioApi = cambioApi({
  definicion: cambioPropietario,
  datos: (_v, est) => ({ tipoProceso: est.tipoProcesoId, hasAlcohol: alcoholDe(est) }),
  async validarEnvio(deps, v, est) {
    const p = v.c.propuesta;
    if (!cambioPropietarioSchema.safeParse(p).success) throw badRequest(MSG_CAMBIOS.camposObligatorios, 'INCOMPLETO');
    const nuevo = await createContribuyentesRepository({ db: deps.db }).porId(Number(p.new_contribuyente_id));
    const motivo = motivoNuevoPropietario(est.contribuyenteId, nuevo);
    if (motivo) throw badRequest(motivo, 'PROPIETARIO');
    const presentes = new Set((await archivosDeCambio(deps.db, v.s.id)).map((a) => a.tipo_archivo));
    if (faltantesPropietario(datosPropuesta(p), presentes).length) throw badRequest(MSG_CAMBIOS.camposObligatorios, 'DOCUMENTOS');
  },
  async filas(deps, v, est) {
    const p = v.c.propuesta;
    const repo = createContribuyentesRepository({ db: deps.db });
    const [actual, nuevo] = await Promise.all([repo.porId(est.contribuyenteId), p.new_contribuyente_id ? repo.porId(Number(p.new_contribuyente_id)) : null]);
    const d = datosPropuesta(p);
    return [
      { campo: 'Propietario (RFC)', actual: actual?.rfc ?? String(p.old_rfc ?? ''), propuesto: nuevo?.rfc ?? String(p.new_rfc ?? '') },
      { campo: 'Propietario (nombre)', actual: actual ? nombreDe(actual) : '', propuesto: nuevo ? nombreDe(nuevo) : '' },
      { campo: 'Tipo de propiedad', actual: etiqueta(TIPOS_PROPIEDAD, est.tipoPropiedadId) ?? '', propuesto: etiqueta(TIPOS_PROPIEDAD, d.tipo_propiedad_id) ?? '' },
      { campo: 'Vende bebidas alcohólicas', actual: si(alcoholDe(est)), propuesto: si(d.has_alcohol) },
      ...(d.has_alcohol ? [{ campo: 'Licencia de bebidas alcohólicas', actual: '', propuesto: si(d.has_licencia_bebidas) }] : []),
      { campo: 'Constancia de uso de suelo adjunta', actual: '', propuesto: si(d.tiene_uso_suelo) },
    ];
  },
  rutas: cambioPropietarioRoutes,
});
