import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Cargando } from '../../components/ui/skeleton';
import { formatearFechaHora } from '../../lib/formato';
import type { DialogoEstablecimientoProps } from '../../establecimientos/dialogo';
import { useHistorialCambios } from './consultas';
import { cambiosLegibles } from './historial';
import type { EntradaHistorial } from './tipos';

function Entrada({ h }: { h: EntradaHistorial }) {
  const cambios = cambiosLegibles(h.anterior, h.nuevo);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{h.nombre_tramite}</h3>
        <span className="text-sm text-muted-foreground">{formatearFechaHora(h.aplicado_at)}</span>
      </div>
      {cambios.length ? (
        <dl className="flex flex-col gap-2 text-sm">
          {cambios.map((c) => (
            <div key={c.campo} className="flex flex-col gap-0.5">
              <dt className="text-muted-foreground">{c.campo}</dt>
              <dd className="flex flex-wrap items-center gap-x-2 break-words">
                <span>
                  <span className="sr-only">Antes: </span>
                  {c.antes}
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="font-medium">
                  <span className="sr-only">Ahora: </span>
                  {c.despues}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">Sin diferencias que mostrar.</p>
      )}
    </li>
  );
}

/** 'Historial de cambios': every approved change of the establishment, newest first, with what it replaced. */
export function HistorialCambiosDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const historial = useHistorialCambios(establecimiento.id, abierto);
  const lista = historial.data ?? [];
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Historial de cambios</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
        </DialogHeader>
        {historial.isLoading ? (
          <Cargando filas={3} />
        ) : lista.length ? (
          <ol aria-label="Cambios aplicados" className="flex flex-col gap-3">
            {lista.map((h) => (
              <Entrada key={h.id} h={h} />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">Sin cambios registrados</p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => alCambiar(false)}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
