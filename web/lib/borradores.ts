// Unsaved drafts of long forms: what a person typed survives a refresh, the back
// button or a lost connection, until it is saved or discarded. Kept where the session token is
// (sessionStorage, or localStorage with "Recordarme"), and all of them are forgotten on sign-out,
// so a shared office computer does not keep one taxpayer's data for the next.
const PREFIJO = 'ventanilla.borrador.';

export interface Borrador<T> {
  /** epoch ms of the last keystroke kept */
  guardado: number;
  valores: T;
}

export function leerBorrador<T>(almacen: Storage, clave: string): Borrador<T> | null {
  try {
    const texto = almacen.getItem(PREFIJO + clave);
    if (!texto) return null;
    const b = JSON.parse(texto) as Borrador<T>;
    return typeof b?.guardado === 'number' && b.valores && typeof b.valores === 'object' ? b : null;
  } catch {
    return null;
  }
}

export function escribirBorrador<T>(almacen: Storage, clave: string, valores: T, ahora = Date.now()): void {
  try {
    almacen.setItem(PREFIJO + clave, JSON.stringify({ guardado: ahora, valores }));
  } catch {
    // A full or blocked storage only means no draft; the form itself keeps working.
  }
}

export function borrarBorrador(almacen: Storage, clave: string): void {
  almacen.removeItem(PREFIJO + clave);
}

/** Forgets every draft of the browser (sign-out). */
export function borrarBorradores(...almacenes: Storage[]): void {
  for (const a of almacenes) {
    const claves: string[] = [];
    for (let i = 0; i < a.length; i++) {
      const k = a.key(i);
      if (k?.startsWith(PREFIJO)) claves.push(k);
    }
    for (const k of claves) a.removeItem(k);
  }
}
