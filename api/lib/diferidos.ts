/**
 * Work done after the answer has gone: a reset answered in 117 ms for a real account
 * and 4 ms for an unknown one, so the time told who has an account. The route now only queues the
 * job, the same for every name, and answers; the job looks the account up later.
 *
 * One job at a time (the jobs hash a password: they must not compete with sign-ins), at most
 * `max` waiting; beyond that a job is dropped and logged (the auth rate limit keeps it rare).
 */
export interface ColaDiferida {
  agregar(nombre: string, trabajo: () => Promise<void>): boolean;
  /** Resolves when nothing is queued or running. */
  vaciar(): Promise<void>;
  /** Tests: hold the queue to look at the state right after the answer. */
  pausar(): void;
  reanudar(): void;
  readonly pendientes: readonly string[];
}

export function crearColaDiferida(opts: { max?: number; alFallar?: (nombre: string, e: unknown) => void } = {}): ColaDiferida {
  const max = opts.max ?? 1000;
  const cola: { nombre: string; trabajo: () => Promise<void> }[] = [];
  let corriendo = false;
  let pausada = false;
  let esperas: (() => void)[] = [];

  const avisar = () => {
    if (corriendo || cola.length) return;
    const e = esperas;
    esperas = [];
    for (const r of e) r();
  };

  const correr = async () => {
    if (corriendo || pausada) return;
    corriendo = true;
    try {
      while (cola.length && !pausada) {
        const siguiente = cola.shift()!;
        try {
          await siguiente.trabajo();
        } catch (e) {
          opts.alFallar?.(siguiente.nombre, e);
        }
      }
    } finally {
      corriendo = false;
      avisar();
    }
  };

  return {
    agregar(nombre, trabajo) {
      if (cola.length >= max) {
        opts.alFallar?.(nombre, new Error('cola de trabajos diferidos llena'));
        return false;
      }
      cola.push({ nombre, trabajo });
      // Never in the caller's turn: the answer is written first.
      setImmediate(() => void correr());
      return true;
    },
    vaciar() {
      if (!corriendo && !cola.length) return Promise.resolve();
      if (pausada) this.reanudar();
      return new Promise<void>((r) => esperas.push(r));
    },
    pausar() {
      pausada = true;
    },
    reanudar() {
      pausada = false;
      setImmediate(() => void correr());
    },
    get pendientes() {
      return cola.map((x) => x.nombre);
    },
  };
}
