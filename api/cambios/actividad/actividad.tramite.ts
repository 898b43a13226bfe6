// The change of economic activity's entry in the API's procedure registry: what the workflow
// starts with (the establishment's process, whether the new activities sell alcohol, whether a
// land-use certificate was attached), what must hold before it is sent, and what the reviewer
// compares.
import { cambioActividad } from '../../../domain/cambios/actividad/definicion';
import { MSG_CA_EXTRA } from '../../../domain/cambios/actividad/mensajes';
import { documentosFaltantes, esHotelPropuesto } from '../../../domain/cambios/actividad/reglas';
import { cambioActividadSchema } from '../../../domain/cambios/actividad/schema';
import { MSG_CAMBIOS } from '../../../domain/cambios/comun';
import { esHoteleria, giroPorId, requierePatente } from '../../../domain/catalogos/establecimientos';
import { badRequest, erroresPorCampo, HttpError } from '../../lib/errors';
import { archivosDeCambio } from '../archivos';
import { cambioApi } from '../tramite';
import { propuestaActividad } from './actividad.dto';
import { cambioActividadRoutes } from './actividad.routes';

const giros = (ids: readonly unknown[]) => ids.map((id) => giroPorId(Number(id))?.nombre ?? String(id)).join(', ') || '—';
const siNo = (v: boolean | null | undefined) => (v === null || v === undefined ? '—' : v ? 'Sí' : 'No');

export const cambioActividadApi = cambioApi({
  definicion: cambioActividad,
  datos: (v, est) => ({ tipoProceso: est.tipoProcesoId, hasAlcohol: Boolean(v.c.propuesta.has_alcohol), tieneUsoSuelo: Boolean(v.c.propuesta.tiene_uso_suelo) }),

  // A request is sent whole: its form valid (spec 2 §5) and every required document attached.
  async validarEnvio(deps, v) {
    const r = cambioActividadSchema.safeParse(v.c.propuesta);
    if (!r.success) throw new HttpError(422, MSG_CAMBIOS.camposObligatorios, 'VALIDATION', erroresPorCampo(r.error.issues));
    const presentes = new Set((await archivosDeCambio(deps.db, v.s.id)).map((a) => a.tipo_archivo));
    const faltan = documentosFaltantes(r.data, presentes);
    if (faltan.length) throw badRequest(MSG_CA_EXTRA.faltanDocumentos(faltan.map((x) => x.etiqueta)), 'DOCUMENTOS_FALTANTES');
  },

  filas: (_deps, v, est) => {
    const p = propuestaActividad(v);
    const hotel = esHotelPropuesto(p) || esHoteleria([est.giroActividadId, ...est.actividadesSecundarias]);
    return [
      { campo: 'Actividad principal', actual: giros([est.giroActividadId]), propuesto: giros([p.giro_actividad_id]) },
      { campo: 'Actividades secundarias', actual: giros(est.actividadesSecundarias), propuesto: giros(p.actividades_secundarias) },
      ...(hotel ? [{ campo: 'Número de habitaciones', actual: String(est.numeroHabitaciones ?? '—'), propuesto: String(p.numero_habitaciones ?? '—') }] : []),
      { campo: 'Venta de bebidas alcohólicas', actual: siNo(requierePatente([est.giroActividadId, ...est.actividadesSecundarias])), propuesto: siNo(p.has_alcohol) },
      ...(p.has_alcohol
        ? [
            { campo: 'Cuenta con licencia de bebidas alcohólicas', actual: siNo(est.hasLicenciaBebidas), propuesto: siNo(p.has_licencia_bebidas) },
            { campo: 'Folio de la licencia de bebidas alcohólicas', actual: est.folioLicenciaBebidaAlcoholica ?? '—', propuesto: p.folio_licencia_bebida_alcoholica ?? '—' },
          ]
        : []),
      { campo: 'Constancia de uso de suelo', actual: siNo(est.tieneUsoSuelo), propuesto: p.tiene_uso_suelo ? 'Adjunta' : 'La verifica Desarrollo Urbano' },
    ];
  },
  rutas: cambioActividadRoutes,
});
