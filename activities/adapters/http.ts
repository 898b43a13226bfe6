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

/** Sends a request and reads its JSON; 404 → null; anything else that is not 2xx, or no answer in time → Error. */
export async function pedirJson(
  servicio: string,
  cfg: ServicioHttpConfig,
  ruta: string,
  init: { method: 'GET' | 'POST'; body?: unknown } = { method: 'GET' },
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
    const e = err as Error;
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
      throw new Error(`${servicio}: sin respuesta en ${timeoutMs} ms (${base})`, { cause: err });
    }
    throw new Error(`${servicio}: servicio no disponible (${base}): ${e?.message ?? String(err)}`, { cause: err });
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    const motivo = res.status === 401 || res.status === 403 ? 'token rechazado' : 'error del servicio';
    throw new Error(`${servicio}: respondió HTTP ${res.status} (${motivo}) en ${base}`);
  }
  try {
    return await res.json();
  } catch (err) {
    throw new Error(`${servicio}: respuesta no es JSON válido (${base})`, { cause: err });
  }
}
