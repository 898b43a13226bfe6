// The request's machine snapshot as the API answers with it: restored from the stored projection,
// or — for a draft, whose data may still change — a new one from the data as they are now.
import type { Solicitud } from '../../db/schema';
import type { CualquierDefinicion } from '../../domain/tramite/definicion';
import { accionesTramite, estatusVisible, lineaDeTiempo, progreso, servicioPendiente } from '../../domain/tramite/lectura';
import { nuevoTramite, persistir, restaurarTramite, type SnapshotTramite } from '../../domain/tramite/maquina';
import type { TramiteDto } from './tramites.schemas';

export type { TramiteDto };

export function snapshotDe(def: CualquierDefinicion, s: Pick<Solicitud, 'estado' | 'snapshot'>, datosActuales?: unknown): SnapshotTramite {
  if (s.estado === 'borrador' || !s.snapshot) return nuevoTramite(def, datosActuales ?? s.snapshot?.context.datos ?? {});
  return restaurarTramite(def, s.snapshot);
}

/**
 * The generic part of every request's answer. The web restores `snapshot` into the same machine
 * (domain/tramite) and reads the rest from it; the other fields are for clients without it.
 */
export function tramiteDto(def: CualquierDefinicion, s: Solicitud, snap: SnapshotTramite): TramiteDto {
  const { estatus, texto } = estatusVisible(def, snap);
  const p = progreso(def, snap);
  return {
    solicitud_id: s.id,
    procedimiento: s.procedimiento,
    folio: s.folio,
    workflow_id: s.workflowId,
    estatus,
    estatus_texto: texto,
    snapshot: persistir(snap),
    version: s.version,
    paso_actual: snap.context.actual,
    servicio_pendiente: servicioPendiente(def, snap),
    linea_tiempo: lineaDeTiempo(def, snap),
    progreso: p.valor,
    progreso_maximo: p.maximo,
    acciones: accionesTramite(def, snap),
    enviada_at: s.enviadaAt?.toISOString() ?? null,
    terminada_at: s.terminadaAt?.toISOString() ?? null,
  };
}

/** A stored request's one status word (printouts, lists that hold only the row): the kit's. */
export const palabraDeSolicitud = (def: CualquierDefinicion, s: Pick<Solicitud, 'estado' | 'snapshot'>) => estatusVisible(def, snapshotDe(def, s)).texto;
