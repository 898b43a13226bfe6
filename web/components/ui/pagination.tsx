import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginasVisibles } from '../../lib/paginacion';
import { Button } from './button';

export function Paginacion({ pagina, ultima, alCambiar }: { pagina: number; ultima: number; alCambiar: (p: number) => void }) {
  if (ultima <= 1) return null;
  return (
    <nav aria-label="Paginación" className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" disabled={pagina <= 1} onClick={() => alCambiar(pagina - 1)}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      {paginasVisibles(pagina, ultima).map((p) => (
        <Button
          key={p}
          size="sm"
          variant={p === pagina ? 'default' : 'outline'}
          aria-current={p === pagina ? 'page' : undefined}
          aria-label={`Página ${p}`}
          onClick={() => alCambiar(p)}
        >
          {p}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={pagina >= ultima} onClick={() => alCambiar(pagina + 1)}>
        Siguiente
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
