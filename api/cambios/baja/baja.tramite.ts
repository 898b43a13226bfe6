// The closure's entry in the API's procedure registry: the machine's input when sent, what the
// reviewers of Residuos Sólidos and Licencias compare (the date before the SAT and the alcohol
// flag), and the check before it is sent (fecha_sat a real date not after today, and its three
// documents: spec 2 §3 sbe_constancia, sbe_aviso_baja, sbe_identificacion).
import { bajaEstablecimiento } from '../../../domain/cambios/baja/definicion';
import { MSG_BAJA } from '../../../domain/cambios/baja/mensajes';
import { fechaSatSchema } from '../../../domain/cambios/baja/schema';
import { CAMBIO } from '../../../domain/cambios/comun';
import { documentosCambio, faltantes } from '../../../domain/cambios/documentos';
import { HttpError } from '../../lib/errors';
import { archivosDeCambio } from '../archivos';
import { cambioApi } from '../tramite';
import { cambioBajaRoutes } from './baja.routes';

const siNo = (v: unknown) => (v === true ? 'Sí' : 'No');

export const bajaEstablecimientoApi = cambioApi({
  definicion: bajaEstablecimiento,
  datos: (v, est) => ({ tipoProceso: est.tipoProcesoId, hasAlcohol: Boolean(v.c.propuesta.has_alcohol) }),
  async validarEnvio(deps, v) {
    const errores: Record<string, string[]> = {};
    const fecha = fechaSatSchema().safeParse(v.c.propuesta.fecha_sat ?? '');
    if (!fecha.success) errores.fecha_sat = [fecha.error.issues[0].message];
    const presentes = new Set((await archivosDeCambio(deps.db, v.s.id)).map((a) => a.tipo_archivo));
    for (const codigo of faltantes(documentosCambio(CAMBIO.BAJA, {}), presentes)) errores[`files.${codigo}`] = [MSG_BAJA.requerido];
    if (Object.keys(errores).length) throw new HttpError(422, MSG_BAJA.camposObligatorios, 'VALIDATION', errores);
  },
  filas: (_deps, v, est) => [
    { campo: 'Establecimiento', actual: est.nombreComercial, propuesto: 'Baja' },
    { campo: 'Fecha de baja ante el SAT', actual: '—', propuesto: String(v.c.propuesta.fecha_sat ?? '') },
    { campo: 'Vende bebidas alcohólicas', actual: '—', propuesto: siNo(v.c.propuesta.has_alcohol) },
  ],
  rutas: cambioBajaRoutes,
});
