import { useNavigate } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';

export interface OpcionDialogo {
  etiqueta: string;
  descripcion: string;
  ruta: string;
}

/** A choice dialog of the home screen (choose area, market renewal or opening; spec 1 §2.4, §2.6). */
export function OpcionesDialog({ abierto, alCambiar, titulo, descripcion, opciones }: { abierto: boolean; alCambiar: (v: boolean) => void; titulo: string; descripcion: string; opciones: OpcionDialogo[] }) {
  const navegar = useNavigate();
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{descripcion}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {opciones.map((o) => (
            <li key={o.etiqueta}>
              <button
                type="button"
                onClick={() => {
                  alCambiar(false);
                  void navegar(o.ruta);
                }}
                className="flex w-full items-center justify-between gap-3 rounded-md border border-border bg-card p-4 text-left hover:border-primary hover:bg-secondary"
              >
                <span className="flex flex-col">
                  <span className="font-semibold">{o.etiqueta}</span>
                  <span className="text-sm text-muted-foreground">{o.descripcion}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-primary" />
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
