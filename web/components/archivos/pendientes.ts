// Files chosen in a form and uploaded after it is saved (the owner needs an id first): what is
// pending, the progress of each, and the requests that carry them. Pure, so it is unit tested.

/** Pending files by key (the form decides the key: a document code, or person|code). */
export type Pendientes = Readonly<Record<string, File>>;
/** Upload progress (0–100) of the keys being uploaded. */
export type Avance = Readonly<Record<string, number>>;

export interface ArchivoPendiente {
  clave: string;
  archivo: File;
}

/** One upload request and the pending files it carries. */
export interface Lote {
  archivos: ArchivoPendiente[];
  ruta: string;
  datos: FormData;
  /** the shared client's success toast: the server's message (default), a fixed text, or none */
  exito?: boolean | string;
}

export interface Plan {
  lotes: Lote[];
  /** files that cannot go up yet (a new person's, when the save gave it no id) */
  omitidos?: number;
}

export function elegirEn(p: Pendientes, clave: string, f: File | null): Pendientes {
  const n = { ...p };
  if (f) n[clave] = f;
  else delete n[clave];
  return n;
}

/** Drops the files whose key starts with `prefijo` (a representative removed from the form). */
export function quitarPrefijo(p: Pendientes, prefijo: string): Pendientes {
  return Object.fromEntries(Object.entries(p).filter(([k]) => !k.startsWith(prefijo)));
}

/** What stays pending after a request went up: a file chosen again meanwhile is not dropped. */
export function quitarSubidos(p: Pendientes, subidos: readonly ArchivoPendiente[]): Pendientes {
  return Object.fromEntries(Object.entries(p).filter(([k, f]) => !subidos.some((s) => s.clave === k && s.archivo === f)));
}

/** Sets the progress of `claves` (null: they are done, the bar goes). */
export function ponerAvance(a: Avance, claves: readonly string[], pct: number | null): Avance {
  const n: Record<string, number> = { ...a };
  for (const c of claves) {
    if (pct === null) delete n[c];
    else n[c] = pct;
  }
  return n;
}

export const listaPendientes = (p: Pendientes): ArchivoPendiente[] => Object.entries(p).map(([clave, archivo]) => ({ clave, archivo }));
