// The one way the adapters talk to the municipality's systems over HTTP: bearer token, JSON,
// a timeout (the forms wait on these calls), 404 as "not there", and errors that name the service
// and what went wrong (never the token) so an operator reads them in the workflow's history.

export interface ServicioHttpConfig {
  /** base URL, e.g. https://catastro.opb.gob.mx/api or http://127.0.0.1:3000/sim */
  url: string;
  token: string;
  /** A form waits on these calls while the user types; a slow office must not hang it. */
  timeoutMs?: number;
}

export const TIMEOUT_POR_DEFECTO_MS = 5000;

/**
 * How a call failed, for an adapter that must say so to the person waiting (the map's geocoder
 * prints it, spec 1 §8): no answer in time, no connection, the token refused (401/403), another
 * HTTP status, or an answer that is not JSON. The message stays the operator's sentence.
 */
export type MotivoFalloServicio = 'tiempo' | 'conexion' | 'rechazo' | 'http' | 'respuesta';

export class ErrorServicio extends Error {
  constructor(
    message: string,
    readonly motivo: MotivoFalloServicio,
    /** the HTTP status when the service answered one */
    readonly status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ErrorServicio';
  }
}

const esPlazoVencido = (e: unknown) => (e as Error)?.name === 'TimeoutError' || (e as Error)?.name === 'AbortError';

/** Sends a request and reads its JSON; 404 → null; anything else that is not 2xx, or no answer in time → Error. */
export async function pedirJson(
  servicio: string,
  cfg: ServicioHttpConfig,
  ruta: string,
  init: { method: 'GET' | 'POST' | 'PUT'; body?: unknown } = { method: 'GET' },
): Promise<unknown> {
  const base = cfg.url.replace(/\/+$/, '');
  const timeoutMs = cfg.timeoutMs ?? TIMEOUT_POR_DEFECTO_MS;
  let res: Response;
  try {
    res = await fetch(`${base}${ruta}`, {
      method: init.method,
      headers: {
        Authorization: `Bearer ${cfg.token}`,
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    if (esPlazoVencido(err)) {
      throw new ErrorServicio(`${servicio}: sin respuesta en ${timeoutMs} ms (${base})`, 'tiempo', null, { cause: err });
    }
    throw new ErrorServicio(`${servicio}: servicio no disponible (${base}): ${(err as Error)?.message ?? String(err)}`, 'conexion', null, { cause: err });
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    const rechazo = res.status === 401 || res.status === 403;
    throw new ErrorServicio(`${servicio}: respondió HTTP ${res.status} (${rechazo ? 'token rechazado' : 'error del servicio'}) en ${base}`, rechazo ? 'rechazo' : 'http', res.status);
  }
  try {
    return await res.json();
  } catch (err) {
    // The signal also bounds reading the body: a body cut short by the timeout is a timeout.
    if (esPlazoVencido(err)) throw new ErrorServicio(`${servicio}: sin respuesta en ${timeoutMs} ms (${base})`, 'tiempo', res.status, { cause: err });
    throw new ErrorServicio(`${servicio}: respuesta no es JSON válido (${base})`, 'respuesta', res.status, { cause: err });
  }
}
