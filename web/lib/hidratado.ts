import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

const sinCambios = () => () => {};

/**
 * false on the server and while hydrateRoot takes a prerendered page over (web/main.tsx), true
 * from the render after; true at once on a page the browser renders itself. A prerendered form's
 * submit button stays disabled until then: sent natively, before React listens, the form would
 * reload the page and lose what was typed (and, without method="post", put it in the address).
 */
export function useHidratado(): boolean {
  return useSyncExternalStore(sinCambios, () => true, () => false);
}

/**
 * Calls `alEncontrar` once, after the first render, for each named field of `formulario` that holds
 * text: what a person (or the browser's autofill) typed into the prerendered form before React took
 * it over. The browser keeps that text; React's state, born empty, does not know it.
 */
export function useEscritoAntes(formulario: RefObject<HTMLFormElement | null>, alEncontrar: (campo: string, valor: string) => void): void {
  const avisar = useRef(alEncontrar);
  avisar.current = alEncontrar;
  useEffect(() => {
    if (!formulario.current) return;
    for (const [campo, valor] of new FormData(formulario.current)) if (typeof valor === 'string' && valor !== '') avisar.current(campo, valor);
  }, [formulario]);
}
