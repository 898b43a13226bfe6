import type { ComponentType } from 'react';

// spec 1 §2.2: a lazily loaded screen that fails or takes longer than 120 s is a load failure.
export const LIMITE_CARGA_MS = 120_000;

export function conLimite<T>(promesa: Promise<T>, ms = LIMITE_CARGA_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('ChunkLoadError: tiempo de carga agotado')), ms);
    promesa.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** A route's `lazy` that loads one named component of a module, within the time limit. */
export function pagina<M>(cargar: () => Promise<M>, elegir: (m: M) => ComponentType) {
  return async () => ({ Component: elegir(await conLimite(cargar())) });
}
