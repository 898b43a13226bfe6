// The status of a tower or billboard request (spec 3 §4.4), read from the kit's machine: 1 draft,
// 10 / 16 / 3 at the three review levels, 4 approved (fee, validation, signature), 5 returned; 18
// once its taxpayer deleted it (eliminada_at), whatever the machine says.
import type { DatosDictamen } from '../../domain/dictamenes/comun';
import { ESTATUS_DICTAMEN } from '../../domain/dictamenes/estatus';
import { estatusSolicitud } from '../../domain/tramite/lectura';
import type { SnapshotTramite } from '../../domain/tramite/maquina';
import { definicionDe } from '../../domain/tramites';
import { snapshotDe } from '../tramites/lectura';
import type { VistaDictamen } from './adaptador';

/** The machine's input as the own row says it now (a tower's renewal; a billboard has none). */
export function datosDictamenDe(v: Pick<VistaDictamen, 'd'>): DatosDictamen {
  const d = v.d as { renovacion?: boolean | null };
  return { renovacion: d.renovacion === true };
}

export function snapshotDictamen(v: VistaDictamen): SnapshotTramite {
  return snapshotDe(definicionDe(v.s.procedimiento), v.s, datosDictamenDe(v));
}

/** spec 3 §4.4 estatus_revision. */
export function estatusDictamen(v: VistaDictamen, snap: SnapshotTramite = snapshotDictamen(v)): number {
  if (v.d.eliminadaAt) return ESTATUS_DICTAMEN.ELIMINADA;
  return estatusSolicitud(definicionDe(v.s.procedimiento), snap);
}
