import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Runs `fn` once the browser has painted the current frame (a frame, then a task): work started
 * here never delays what the last commit shows. Returns a cancel function.
 */
export function trasPintar(fn: () => void): () => void {
  let t: ReturnType<typeof setTimeout> | undefined;
  const raf = requestAnimationFrame(() => {
    t = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(raf);
    clearTimeout(t);
  };
}

/**
 * Mounts the parts of a long page in stages after its first paint ("the first page").
 *
 * A page that arrives with data it waited for (the session, a query) is rendered by React in a
 * synchronous lane, which cannot yield: a long form would be one long task before its first
 * paint. With this hook the first commit holds only what the first screen shows; each later
 * stage is a transition of its own, started after the previous one was painted, so React renders
 * it in slices between which the browser handles input, and each commit stays small.
 *
 * `preparar` (optional) loads what later stages need, e.g. their code: it starts after the first
 * paint, and stage `antesDe` (1 unless said) waits for it. It is called again there and by
 * `completar()`, so it must hand back the same load each time (a cached promise). If it fails, the
 * error goes to the route's error boundary, as a page whose code could not load always did.
 *
 * `etapa` goes 0 → `total`; show stage n's content when `etapa >= n`. `completar()` mounts every
 * stage at once, synchronously, as soon as `preparar` is done: await it before anything that reads
 * the whole page (validating a form and focusing its first error), so nothing is missing then.
 */
export function useMontajeDiferido(
  total: number,
  { preparar, antesDe = 1 }: { preparar?: () => Promise<unknown>; antesDe?: number } = {},
): { etapa: number; completo: boolean; completar: () => Promise<void> } {
  const [etapa, setEtapa] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const prepararRef = useRef(preparar);
  prepararRef.current = preparar;
  if (error) throw error;

  useEffect(() => {
    if (etapa >= total) return;
    let vivo = true;
    const avanzar = () => startTransition(() => setEtapa((e) => Math.min(total, e + 1)));
    const cancelar = trasPintar(() => {
      const cargar = prepararRef.current;
      // The load starts after the first paint; stage `antesDe` waits for it.
      const carga = cargar && etapa === 0 ? cargar() : undefined;
      if (!cargar || etapa + 1 !== antesDe) {
        // Nothing listens to a load that started here and fails: the stage that waits will see it.
        carga?.catch(() => {});
        avanzar();
        return;
      }
      (carga ?? cargar()).then(
        () => {
          if (vivo) avanzar();
        },
        (e: unknown) => {
          if (vivo) setError(e ?? new Error('No se pudo cargar la página'));
        },
      );
    });
    return () => {
      vivo = false;
      cancelar();
    };
  }, [etapa, total, antesDe]);

  const completar = useCallback(async () => {
    await prepararRef.current?.();
    flushSync(() => setEtapa(total));
  }, [total]);

  return { etapa, completo: etapa >= total, completar };
}

/**
 * True once the element has come within `margen` of the viewport (and from then on): for a part
 * of the page worth mounting only when the person gets near it. Without IntersectionObserver
 * (old browsers, jsdom) it is true at once, which is what the page did before.
 */
export function useCercaDeLaVista<T extends Element>(margen = '600px 0px'): { ref: (el: T | null) => void; cerca: boolean } {
  const [cerca, setCerca] = useState(() => typeof IntersectionObserver === 'undefined');
  const [el, setEl] = useState<T | null>(null);

  useEffect(() => {
    if (cerca || !el) return;
    const io = new IntersectionObserver(
      (entradas) => {
        if (!entradas.some((e) => e.isIntersecting)) return;
        io.disconnect();
        startTransition(() => setCerca(true));
      },
      { rootMargin: margen },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [cerca, el, margen]);

  return { ref: setEl, cerca };
}
