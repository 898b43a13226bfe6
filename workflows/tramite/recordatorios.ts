// The runner's reminders: the definition's own plus the generic ones, recomputed from
// the request's state whenever asked; each clave sent at most once (kept in workflow memory; the
// activity's dedupe key covers a restarted workflow). Workflow code: deterministic, no I/O.
import type { CualquierDefinicion, EstadoTramite } from '../../domain/tramite/definicion';
import type { SnapshotTramite } from '../../domain/tramite/maquina';
import { estadoDe } from '../../domain/tramite/maquina';
import { proximoRecordatorio, recordatoriosGenericos, vencidos } from '../../domain/tramite/recordatorios-genericos';
import type { Recordatorio } from '../../domain/tramite/recordatorios';

export interface RefSolicitud {
  solicitudId: number;
  locacionId: number | null;
  contribuyenteId: number;
}

/** Where the request stands for the generic reminders: its state, step and round. */
const situacionDe = (snap: SnapshotTramite) => {
  const paso = snap.context.actual;
  return `${estadoDe(snap)}|${paso ?? ''}|${paso ? (snap.context.pasos[paso]?.ronda ?? 0) : 0}`;
};

export function crearRecordatorios(def: CualquierDefinicion, inicial: SnapshotTramite, ahora: number) {
  const enviados = new Set<string>();
  let situacion = situacionDe(inicial);
  /** when the request entered its current situation (workflow time) */
  let desde = ahora;
  let ref: RefSolicitud | null = null;
  let refLeida = false;

  const propios = (snap: SnapshotTramite, estado: EstadoTramite): readonly Recordatorio[] =>
    def.recordatorios && ref ? def.recordatorios(snap.context, estado, ref) : [];

  const lista = (snap: SnapshotTramite): Recordatorio[] => {
    const estado = estadoDe(snap);
    return [...propios(snap, estado), ...recordatoriosGenericos({ estado, ctx: snap.context, desde })];
  };

  return {
    /** the definition has reminders of its own: the runner reads the request's ids once for their links */
    necesitaRef: () => !!def.recordatorios && !refLeida,
    /** null: the request's row is gone; the definition's reminders are then not computed */
    fijarRef(r: RefSolicitud | null) {
      ref = r;
      refLeida = true;
    },
    /** after every transition, at workflow time `t` */
    cambio(snap: SnapshotTramite, t: number) {
      const s = situacionDe(snap);
      if (s !== situacion) {
        situacion = s;
        desde = t;
      }
    },
    /** a definition reminder not yet sent keeps a finished request's workflow alive */
    propiosPendientes: (snap: SnapshotTramite) => propios(snap, estadoDe(snap)).some((r) => !enviados.has(r.clave)),
    /** the reminders due at `t` (marked sent now, so each goes once), the others of their kind dropped */
    debidos(snap: SnapshotTramite, t: number): Recordatorio[] {
      const { enviar, omitir } = vencidos(lista(snap), enviados, t);
      for (const c of omitir) enviados.add(c);
      for (const r of enviar) enviados.add(r.clave);
      return enviar;
    },
    proximo: (snap: SnapshotTramite) => proximoRecordatorio(lista(snap), enviados),
    /** the next one still to be sent, for what an operator reads in Temporal */
    siguiente(snap: SnapshotTramite): Recordatorio | null {
      const t = proximoRecordatorio(lista(snap), enviados);
      return t === null ? null : (lista(snap).find((r) => r.en === t && !enviados.has(r.clave)) ?? null);
    },
  };
}
