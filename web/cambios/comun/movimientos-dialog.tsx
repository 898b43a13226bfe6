import { useId, useState } from 'react';
import { MSG_CAMBIOS, TIPO_MOVIMIENTO, type TipoMovimiento } from '../../../domain/cambios/comun';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Cargando } from '../../components/ui/skeleton';
import type { DialogoEstablecimientoProps } from '../../establecimientos/dialogo';
import { PANELES_MOVIMIENTO } from '../paneles';
import { useTiposMovimiento } from './consultas';
import { TITULO_MOVIMIENTO } from './panel-movimiento';

// The procedures' panels import PanelMovimiento from './panel-movimiento' (no import cycle with
// this dialog); it is re-exported here for convenience.
export { PanelMovimiento, TITULO_MOVIMIENTO, type PanelMovimientoProps } from './panel-movimiento';

const TIPOS: readonly TipoMovimiento[] = [TIPO_MOVIMIENTO.NOMBRE, TIPO_MOVIMIENTO.DOMICILIO, TIPO_MOVIMIENTO.ACTIVIDAD];

function Opcion({ tipo, marcado, alCambiar }: { tipo: TipoMovimiento; marcado: boolean; alCambiar: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={marcado} onCheckedChange={(v) => alCambiar(v === true)} />
      <label htmlFor={id} className="text-sm font-medium">
        {TITULO_MOVIMIENTO[tipo]}
      </label>
    </div>
  );
}

/**
 * 'Solicitudes de movimientos a realizar' (spec 2 §2): three checkboxes, the ones with a request in
 * course ticked from the server's list; each ticked type shows its procedure's card
 * (web/cambios/paneles.tsx) with 'Agregar', 'Actualizar', 'Ver' and 'Borrar'. 'Cerrar' closes it.
 */
export function MovimientosDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const tipos = useTiposMovimiento(establecimiento.id, abierto);
  // null until the user ticks one: then the server's list is only where it started.
  const [elegidos, setElegidos] = useState<ReadonlySet<TipoMovimiento> | null>(null);
  const marcados: ReadonlySet<TipoMovimiento> = elegidos ?? new Set((tipos.data ?? []).filter((t): t is TipoMovimiento => TIPOS.includes(t as TipoMovimiento)));
  const marcar = (t: TipoMovimiento, v: boolean) => {
    const n = new Set(marcados);
    if (v) n.add(t);
    else n.delete(t);
    setElegidos(n);
  };
  const idLeyenda = useId();
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{MSG_CAMBIOS.tituloMovimientos}</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
        </DialogHeader>
        {tipos.isLoading ? (
          <Cargando filas={3} />
        ) : (
          <div className="flex flex-col gap-4 overflow-y-auto">
            <div role="group" aria-labelledby={idLeyenda} className="flex flex-col gap-2">
              <p id={idLeyenda} className="text-sm text-muted-foreground">
                Elija los movimientos que desea solicitar.
              </p>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {TIPOS.map((t) => (
                  <Opcion key={t} tipo={t} marcado={marcados.has(t)} alCambiar={(v) => marcar(t, v)} />
                ))}
              </div>
            </div>
            {TIPOS.filter((t) => marcados.has(t)).map((t) => {
              const Panel = PANELES_MOVIMIENTO[t];
              return <Panel key={t} establecimiento={establecimiento} />;
            })}
          </div>
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
