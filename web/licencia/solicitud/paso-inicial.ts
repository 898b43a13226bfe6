import { entregablesFaltantes } from '../../../domain/licencia/reglas';
import { licenciaFormSchema } from '../../../domain/licencia/schema';
import { primerPasoConError, type IdPaso, type Paso } from './pasos';
import type { EstablecimientoDetalle } from './tipos';
import { archivosGuardados, datosReglas, detalleAFormulario } from './valores';

/**
 * Where a request opens when the browser kept no step for it: a new one at Predial; a saved one at
 * its first step with missing data (a field the schema refuses, or a required file, spec 1 §5.6),
 * and at 'Revisar y enviar' when nothing is missing.
 */
export function pasoInicial(detalle: EstablecimientoDetalle | null, pasos: readonly Paso[]): IdPaso {
  if (!detalle) return 'predial';
  const valores = detalleAFormulario(detalle);
  const r = licenciaFormSchema.safeParse(valores);
  const rutas = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
  const faltan = entregablesFaltantes(datosReglas(valores), archivosGuardados(detalle).map((a) => a.tipo_archivo));
  const i = primerPasoConError(pasos, rutas, faltan);
  return i === null ? 'revisar' : pasos[i].id;
}
