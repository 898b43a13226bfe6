import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/utils';

export interface Pestana {
  valor: string;
  etiqueta: ReactNode;
  contenido: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the active tab is in the tab order. */
export function Tabs({ pestanas, valor, alCambiar, etiqueta }: { pestanas: Pestana[]; valor: string; alCambiar: (v: string) => void; etiqueta: string }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const activa = Math.max(0, pestanas.findIndex((p) => p.valor === valor));

  const teclas = (e: KeyboardEvent) => {
    const n = pestanas.length;
    let i = -1;
    if (e.key === 'ArrowRight') i = (activa + 1) % n;
    else if (e.key === 'ArrowLeft') i = (activa - 1 + n) % n;
    else if (e.key === 'Home') i = 0;
    else if (e.key === 'End') i = n - 1;
    if (i < 0) return;
    e.preventDefault();
    alCambiar(pestanas[i].valor);
    refs.current[i]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={etiqueta} className="flex gap-1 border-b border-border" onKeyDown={teclas}>
        {pestanas.map((p, i) => {
          const sel = i === activa;
          return (
            <button
              key={p.valor}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${i}`}
              aria-selected={sel}
              aria-controls={`${base}-panel-${i}`}
              tabIndex={sel ? 0 : -1}
              onClick={() => alCambiar(p.valor)}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
                sel ? 'border-primary text-primary' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {p.etiqueta}
            </button>
          );
        })}
      </div>
      {pestanas.map((p, i) => (
        <div key={p.valor} role="tabpanel" id={`${base}-panel-${i}`} aria-labelledby={`${base}-tab-${i}`} hidden={i !== activa} tabIndex={0}>
          {i === activa ? p.contenido : null}
        </div>
      ))}
    </div>
  );
}
