// The cookie that opens Temporal's Web UI under the portal's /temporal/ (api/operacion/temporal-ui.ts):
// the session's own token, sent only to that path and never readable by a script, so it is valid
// exactly as long as the session and ends with it.

/** The path the portal serves the UI under; the UI runs with this public path (`--ui-public-path`). */
export const RUTA_TEMPORAL_UI = '/temporal';
export const COOKIE_TEMPORAL = 'ventanilla_temporal';

/** Set-Cookie for the session's token (maxAgeS 0 with an empty token: the browser forgets it). */
export function cookieTemporal(token: string, seguro: boolean, maxAgeS: number): string {
  return `${COOKIE_TEMPORAL}=${token}; Path=${RUTA_TEMPORAL_UI}/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}${seguro ? '; Secure' : ''}`;
}
