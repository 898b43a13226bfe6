// What the kit's activities receive from the worker's composition (activities/index.ts): the
// procedures' definitions and their projection hooks. The kit names no procedure (docs/TRAMITES.md);
// activities/tramites.ts is the registry that fills this in.
import type { Db } from '../db/client';
import type { Solicitud } from '../db/schema';
import type { CualquierDefinicion } from '../domain/tramite/definicion';
import type { SnapshotPersistido } from '../domain/tramite/maquina';
import type { ServicioId } from '../domain/tramite/servicios';
import type { PadronMercadosAdapter } from './adapters/padron';

/** The external systems a post-commit hook may call. */
export interface ExternosActividades {
  padronMercados: PadronMercadosAdapter;
}

export interface HooksActividades {
  proyectar?: (tx: Db, s: Solicitud, snapshot: SnapshotPersistido) => Promise<void>;
  /** after the projection's transaction (also when it found nothing new): side effects on other systems, idempotent */
  trasProyectar?: (db: Db, s: Solicitud, externos: ExternosActividades) => Promise<void>;
  tarifa?: (db: Db, s: Solicitud, servicio: ServicioId) => Promise<{ conceptos: { concepto: string; importe: string }[]; total: string }>;
}

export interface RegistroActividades {
  /** a registered procedure's definition by its key */
  definicionDe: (clave: string) => CualquierDefinicion;
  /** each procedure's projection hooks, by its key */
  hooks: Readonly<Record<string, HooksActividades>>;
}
