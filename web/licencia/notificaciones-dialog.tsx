import { Check } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { formatearFechaHora } from '../lib/formato';
import { cn } from '../lib/utils';
import { qkLic, useNotificacionesEstablecimiento } from './consultas';
import type { DialogoEstablecimientoProps } from '../establecimientos/dialogo';

/** 'Notificaciones' of one establishment (spec 1 §7.3): the list and 'Marcar como leída'. */
export function NotificacionesDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const lista = useNotificacionesEstablecimiento(establecimiento.id, abierto);
  const marcar = useAccion({
    llamar: (notifId: number) => api.post(`/api/establecimientos/notificaciones/${establecimiento.id}/${notifId}`, undefined, { exito: false, overlay: false }),
    invalidar: [qkLic.notificaciones(establecimiento.id), qkLic.establecimientos],
  });
  const notificaciones = lista.data ?? [];
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Notificaciones</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
        </DialogHeader>
        {lista.isLoading ? (
          <Cargando filas={3} />
        ) : notificaciones.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">Sin notificaciones</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {notificaciones.map((n) => {
              const nueva = !n.read_at;
              return (
                <li key={n.id} className={cn('flex flex-col gap-1 rounded-md border border-border p-3', nueva && 'border-l-4 border-l-primary')}>
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold">{n.data.encabezado}</p>
                    {nueva ? <Badge>Nueva</Badge> : null}
                  </div>
                  <p className="whitespace-pre-line text-sm">{n.data.descripcion}</p>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <time dateTime={n.created_at} className="text-xs text-muted-foreground">
                      {formatearFechaHora(n.created_at)}
                    </time>
                    {nueva ? (
                      <Button size="sm" variant="outline" disabled={marcar.ocupado} onClick={() => void marcar.ejecutar(n.id)} aria-label={`Marcar como leída: ${n.data.encabezado}`}>
                        <Check aria-hidden="true" />
                        Marcar como leída
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
