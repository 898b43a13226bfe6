import { startTransition, useEffect, useState } from 'react';

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
