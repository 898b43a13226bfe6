// The guard against a hang of the batteries that make thousands of requests (espanol.test.ts,
// hostiles.test.ts): on each request, not on the battery. The whole takes seconds on a quiet machine
// and many times that on a loaded one, and neither is what those files are about; a request the
// API never answers fails the test within a minute, naming it.
export const PLAZO_PETICION_MS = 60_000;

/** `respuesta`, or a failure naming `que` if it has not come within PLAZO_PETICION_MS. */
export async function enPlazo<T>(respuesta: Promise<T>, que: string, ms = PLAZO_PETICION_MS): Promise<T> {
  let reloj: NodeJS.Timeout | undefined;
  const plazo = new Promise<never>((_, rechazar) => {
    reloj = setTimeout(() => rechazar(new Error(`sin respuesta en ${ms / 1000} s: ${que}`)), ms);
  });
  try {
    return await Promise.race([respuesta, plazo]);
  } finally {
    clearTimeout(reloj);
  }
}

/** The cap of such a battery's test (its own timeout): an outer bound only, the guard is enPlazo. */
export const TOPE_BATERIA_MS = 3_600_000;
