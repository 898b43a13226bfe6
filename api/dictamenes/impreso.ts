// What every dictamen prints besides its procedure's own lines (activities/pdf/dictamen.ts): the
// folio, the taxpayer, the key, the property type, the chain's decisions with their dates, the fee
// and its payment, and the QR of /verificar/{folio} (signed, like every printout's). Each adapter's
// `datosPdf` adds the address and its characteristics to this.
import type { DatosPdfDictamen } from '../../activities/pdf/dictamen';
import { urlVerificacion } from '../../activities/pdf/licencia';
import { nombreDe } from '../../domain/common/personas';
import { nombreTipoPropiedad } from '../../domain/dictamenes/reglas';
import type { DefPaso } from '../../domain/tramite/definicion';
import { palabraEstatus } from '../../domain/tramite/estatus';
import { definicionDe } from '../../domain/tramites';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import type { AppDeps } from '../lib/contexto';
import { codigoVerificacion } from '../lib/verificacion';
import { createPagosRepository } from '../pagos/pagos.repository';
import { createTareasRepository } from '../tareas/tareas.repository';
import type { VistaDictamen } from './adaptador';
import { servicioDictamen } from './comun.schemas';
import { snapshotDictamen } from './estado';

export type DatosPdfComunes = Omit<DatosPdfDictamen, 'domicilio' | 'caracteristicas'>;

/** The QR's address: /verificar/{folio-signature}. */
export const urlVerificacionDictamen = (deps: AppDeps, folio: string) => urlVerificacion(deps.config.PUBLIC_URL, codigoVerificacion(deps.config.VERIFICACION_SECRET, folio));

export async function datosPdfComunes(deps: AppDeps, v: VistaDictamen): Promise<DatosPdfComunes> {
  const def = definicionDe(v.s.procedimiento);
  const snap = snapshotDictamen(v);
  const tareas = createTareasRepository({ db: deps.db });
  const servicio = servicioDictamen(v.s.procedimiento);
  const staff = (def.pasos as readonly DefPaso<unknown>[]).filter((p) => p.tipo !== 'pago');
  const [c, edo, fechas] = await Promise.all([
    createContribuyentesRepository({ db: deps.db }).porId(v.s.contribuyenteId),
    servicio ? createPagosRepository({ db: deps.db }).ultimo(v.s.id, servicio) : null,
    Promise.all(staff.map((p) => tareas.aprobadaAt(v.s.id, p.clave))),
  ]);
  const pasos = snap.context.pasos as Record<string, { estatus: number } | undefined>;
  return {
    tipo: v.s.procedimiento as DatosPdfDictamen['tipo'],
    folio: v.s.folio,
    firmado: v.d.documentoFirmado,
    fechaFirma: v.d.fechaFirma?.toISOString() ?? null,
    fechaSolicitud: (v.s.enviadaAt ?? v.s.createdAt).toISOString(),
    contribuyente: { nombre: c ? nombreDe(c) : '', rfc: c?.rfc ?? '' },
    claveCatastral: v.d.claveCatastral,
    tipoPropiedad: nombreTipoPropiedad(v.d.tipoPropiedadId),
    revisiones: staff.map((p, i) => ({
      nivel: p.etiqueta,
      resultado: palabraEstatus(pasos[p.clave]?.estatus ?? 1, 'paso'),
      fecha: fechas[i]?.toISOString() ?? null,
    })),
    importe: v.d.importe ?? edo?.total ?? null,
    folioPago: edo?.folioPago ?? null,
    verificacionUrl: urlVerificacionDictamen(deps, v.s.folio),
  };
}
