import { forwardRef } from 'react';
import { cn } from '../../lib/utils';
import type { Paso } from './pasos';

interface Props {
  pasos: readonly Paso[];
  actual: number;
  /** the steps after the first wait for the cadastral key (spec 1 §4.7) */
  soloPrimero: boolean;
  alElegir: (i: number) => void;
}

/**
 * Where the person is in the request (spec 1 §2.10): an ordered list of the steps, the current one
 * marked aria-current="step", each a button of at least 24×24 px (WCAG 2.2 2.5.8) that leads there.
 * On a phone the names of the other steps give way to their numbers; the current one is spelled out
 * in «Paso N de M», which takes focus when the step changes.
 */
export const IndicadorPasos = forwardRef<HTMLParagraphElement, Props>(function IndicadorPasos({ pasos, actual, soloPrimero, alElegir }, ref) {
  return (
    <nav aria-label="Pasos de la solicitud" className="flex flex-col gap-2">
      <p ref={ref} tabIndex={-1} className="text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Paso {actual + 1} de {pasos.length}: {pasos[actual]?.titulo}
      </p>
      <ol className="flex flex-wrap gap-1.5">
        {pasos.map((p, i) => {
          const es = i === actual;
          return (
            <li key={p.id}>
              <button
                type="button"
                aria-current={es ? 'step' : undefined}
                aria-label={`Paso ${i + 1}: ${p.titulo}`}
                disabled={soloPrimero && i > 0}
                onClick={() => alElegir(i)}
                className={cn(
                  'inline-flex min-h-9 min-w-9 items-center gap-1.5 rounded-full border px-2.5 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-55',
                  es ? 'border-primary bg-primary font-semibold text-primary-foreground' : 'border-input bg-background hover:bg-muted',
                  i < actual && !es ? 'border-primary/60' : null,
                )}
              >
                <span aria-hidden="true">{i + 1}</span>
                <span aria-hidden="true" className={cn(es ? 'inline' : 'hidden md:inline')}>
                  {p.titulo}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
