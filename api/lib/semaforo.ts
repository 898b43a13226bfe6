/**
 * At most `max` tasks at once; the rest wait in arrival order. Used for argon2: every hash holds
 * 19 MiB and a libuv thread, and unbounded parallel hashing under load starved the thread pool
 * (file reads, DNS) and the memory of a small server.
 */
export function crearSemaforo(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new Error(`semáforo: máximo inválido (${max})`);
  let activos = 0;
  const espera: (() => void)[] = [];

  const soltar = () => {
    const siguiente = espera.shift();
    if (siguiente) siguiente();
    else activos -= 1;
  };

  return {
    async con<T>(tarea: () => Promise<T>): Promise<T> {
      if (activos < max) activos += 1;
      // The slot passes straight from the task that ends to the next in line.
      else await new Promise<void>((r) => espera.push(r));
      try {
        return await tarea();
      } finally {
        soltar();
      }
    },
    get activos() {
      return activos;
    },
    get enEspera() {
      return espera.length;
    },
  };
}
export type Semaforo = ReturnType<typeof crearSemaforo>;
