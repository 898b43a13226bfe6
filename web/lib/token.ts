// The bearer token lives in localStorage when the user ticked "Recordarme", else in
// sessionStorage so that closing the browser ends the session (spec 1 §7.2 remember).
const CLAVE = 'ventanilla.token';

function almacenes(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.sessionStorage, window.localStorage];
}

export function obtenerToken(): string | null {
  for (const s of almacenes()) {
    const t = s.getItem(CLAVE);
    if (t) return t;
  }
  return null;
}

export function guardarToken(token: string, recordar: boolean): void {
  if (typeof window === 'undefined') return;
  borrarToken();
  (recordar ? window.localStorage : window.sessionStorage).setItem(CLAVE, token);
}

export function borrarToken(): void {
  for (const s of almacenes()) s.removeItem(CLAVE);
}

/** Where this session keeps its things (its token, its form drafts); null outside a browser. */
export function almacenDeSesion(): Storage | null {
  if (typeof window === 'undefined') return null;
  return window.localStorage.getItem(CLAVE) ? window.localStorage : window.sessionStorage;
}
