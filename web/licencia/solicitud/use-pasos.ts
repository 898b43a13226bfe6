import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { almacenDeSesion } from '../../lib/token';
import { acotarPaso, escribirPaso, leerPaso, type IdPaso, type Paso } from './pasos';
import { cargarPaso } from './pasos-diferidos';

interface Opciones {
  pasos: readonly Paso[];
  /** the draft's key: the step is kept beside the draft (pasos.ts) */
  clave: string;
  /** where the form opens when no step was kept (a saved request: its first step with missing data) */
  inicial: () => IdPaso;
  /** an editable request: false shows every step at once (read-only) */
  activo: boolean;
}

/**
 * The current step of the licence form: kept in the browser with the draft, its code loaded before
 * it is shown (so a field it holds can take focus at once), the first step while `abierto` is false.
 */
export function usePasos({ pasos, clave, inicial, activo }: Opciones) {
  const almacen = almacenDeSesion();
  const indiceDe = useCallback((id: IdPaso | null) => (id ? pasos.findIndex((p) => p.id === id) : -1), [pasos]);
  const [guardado, setGuardado] = useState<IdPaso>(() => (activo ? leerPaso(almacen, clave) : null) ?? inicial());
  const [, setCargado] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const titulo = useRef<HTMLParagraphElement>(null);
  if (error) throw error;

  // A step that is not in this request (Ubicación of a market opening) falls back to the nearest one.
  const i = indiceDe(guardado);
  const indice = acotarPaso(i < 0 ? Math.min(3, pasos.length - 1) : i, pasos);
  const actual = pasos[indice];

  // The code of the step on screen (also when it was kept from before a reload), or of every step
  // when a read-only request shows them all at once; the error page if it cannot load.
  const aCargar = activo ? actual.id : pasos.map((p) => p.id).join(',');
  useEffect(() => {
    let vivo = true;
    Promise.all(aCargar.split(',').map((id) => cargarPaso(id as IdPaso))).then(
      () => vivo && setCargado((n) => n + 1),
      (e: unknown) => vivo && setError(e ?? new Error('No se pudo cargar la página')),
    );
    return () => {
      vivo = false;
    };
  }, [aCargar]);

  /** Shows step `n` once its code is here; `enfocar` moves focus to «Paso N de M» (not when a field will take it). */
  const irA = useCallback(
    async (n: number, { enfocar = true }: { enfocar?: boolean } = {}) => {
      const destino = pasos[acotarPaso(n, pasos)];
      await cargarPaso(destino.id);
      flushSync(() => setGuardado(destino.id));
      if (activo) escribirPaso(almacen, clave, destino.id);
      if (enfocar) {
        titulo.current?.focus();
        titulo.current?.scrollIntoView?.({ block: 'start' });
      }
    },
    [pasos, activo, almacen, clave],
  );

  return { pasos, indice, irA, titulo };
}
