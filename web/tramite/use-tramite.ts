// The page mirrors the procedure's own machine (ARCHITECTURE.md): the server's snapshot is
// restored into the same xstate machine the workflow runs (domain/tramite), and the timeline, the
// progress, the status word and the actions offered are read from it. The server stays the only
// gate; this only keeps the page from offering what the server would refuse.
import { useEffect, useMemo } from 'react';
import { createActor } from 'xstate';
import { useSelector } from '@xstate/react';
import type { TramiteDto } from '../../api/tramites/lectura';
import type { CualquierDefinicion } from '../../domain/tramite/definicion';
import { accionesTramite, estatusVisible, lineaDeTiempo, progreso, servicioPendiente } from '../../domain/tramite/lectura';
import { maquinaDe, nuevoTramite, restaurarTramite, type SnapshotPersistido, type SnapshotTramite } from '../../domain/tramite/maquina';

/** What a page reads of a request, all from one restored snapshot. */
export function leerTramite(def: CualquierDefinicion, snap: SnapshotTramite) {
  const visible = estatusVisible(def, snap);
  return {
    snapshot: snap,
    estado: snap.value as string,
    estatus: visible.estatus,
    /** the request's one status word (the kit's, as on every other screen) */
    palabra: visible.texto,
    tono: visible.tono,
    acciones: accionesTramite(def, snap),
    linea: lineaDeTiempo(def, snap),
    progreso: progreso(def, snap),
    servicioPendiente: servicioPendiente(def, snap),
  };
}
export type LecturaTramite = ReturnType<typeof leerTramite>;

/** The request restored from its stored snapshot (a new draft when there is none yet). */
export function restaurar(def: CualquierDefinicion, persistido: SnapshotPersistido | null | undefined, datos: unknown = {}): SnapshotTramite {
  return persistido ? restaurarTramite(def, persistido) : nuevoTramite(def, datos);
}

/**
 * A running actor of the procedure's machine, started from the server's snapshot and replaced when
 * the server answers with another one.
 */
export function useTramite(def: CualquierDefinicion, tramite: Pick<TramiteDto, 'snapshot'> | null | undefined, datos: unknown = {}) {
  const persistido = tramite?.snapshot ?? null;
  const clave = JSON.stringify(persistido);
  const actor = useMemo(() => {
    const maquina = maquinaDe(def);
    return createActor(maquina, { snapshot: maquina.getPersistedSnapshot(restaurar(def, persistido, datos)) }).start();
    // The actor is rebuilt only when the server's snapshot changes, not on every render.
  }, [def, clave]);
  useEffect(() => () => void actor.stop(), [actor]);
  const snap = useSelector(actor, (s) => s);
  return useMemo(() => leerTramite(def, snap), [def, snap]);
}
