// The trade-name change as its routes answer it (nombre.schemas.ts).
import type { Db } from '../../../db/client';
import type { Establecimiento } from '../../../db/schema';
import { enCurso } from '../../../domain/cambios/comun';
import { esEditableNombre } from '../../../domain/cambios/nombre/reglas';
import { createLicenciasRepository } from '../../licencias/licencias.repository';
import { cambioBaseDto } from '../cambios.dto';
import type { CambioVista } from '../cambios.repository';
import type { CambioNombreDto } from './nombre.schemas';
import type { LicenciaAnio } from '../../../domain/cambios/nombre/reglas';
import type { DatosCambio } from '../../../domain/cambios/comun';
import { requierePatente } from '../../../domain/catalogos/establecimientos';

/** The machine's input: the establishment's process, and whether it sells alcohol (then Licencias reviews, not SARE). */
export const datosNombre = (est: Establecimiento): DatosCambio => ({
  tipoProceso: est.tipoProcesoId,
  hasAlcohol: requierePatente([est.giroActividadId, ...est.actividadesSecundarias]),
});

export async function cambioNombreDto(db: Db, v: CambioVista, est: Establecimiento): Promise<CambioNombreDto> {
  const base = await cambioBaseDto(db, v);
  const p = v.c.propuesta;
  const rs = base.adeudos.find((a) => a.area === 'rs');
  const doc = (codigo: string) => base.archivos.filter((a) => a.tipo_archivo === codigo).at(-1) ?? null;
  return {
    ...base,
    // spec 2 §4 trade name: updated in 1 and 3 (and 5), never once approved or rejected for good.
    editable: esEditableNombre(base.estatus_id) && enCurso(v.s.estado),
    nombre_comercial_actual: base.aprobada ? String(p.nombre_comercial_actual ?? '') : est.nombreComercial,
    nuevo_nombre_comercial: String(p.nuevo_nombre_comercial ?? ''),
    pago_realizado: !(rs?.pendiente ?? false),
    documentos: { scd_identificacion: doc('scd_identificacion'), scd_constancia: doc('scd_constancia') },
  };
}

/** The establishment's licences as the rules read them (domain/cambios/nombre/reglas.ts). */
export async function licenciasDe(db: Db, locacionId: number): Promise<LicenciaAnio[]> {
  return (await createLicenciasRepository({ db }).deEstablecimiento(locacionId)).map((l) => ({
    id: l.id,
    anio: l.anio,
    estado: l.solicitud.estado,
    revocada: l.revocada,
    renovacion: l.renovacion,
    folio: l.solicitud.folio,
  }));
}
