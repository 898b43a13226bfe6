import { useId, type ReactNode } from 'react';
import { TIPO_MOVIMIENTO, type TipoMovimiento } from '../../../domain/cambios/comun';

/** spec 2 §2 movements dialog: the three checkboxes and each card's title. */
export const TITULO_MOVIMIENTO: Readonly<Record<TipoMovimiento, string>> = {
  [TIPO_MOVIMIENTO.NOMBRE]: 'Cambio de nombre comercial',
  [TIPO_MOVIMIENTO.DOMICILIO]: 'Cambio de domicilio',
  [TIPO_MOVIMIENTO.ACTIVIDAD]: 'Cambio de actividad económica',
};

export interface PanelMovimientoProps {
  /** the movement's title (TITULO_MOVIMIENTO[tipo]) */
  titulo: string;
  /** a line under the title (the request's folio and status) */
  descripcion?: ReactNode;
  /** the buttons: 'Agregar' (no request yet), 'Actualizar', 'Ver', 'Borrar' (spec 2 §2) */
  children?: ReactNode;
}

/**
 * A movement's card inside 'Solicitudes de movimientos a realizar' (spec 2 §2): the same look for
 * the three procedures' panels. A region named by its title, so a test finds its buttons with
 * `getByRole('region', { name: titulo })`.
 */
export function PanelMovimiento({ titulo, descripcion, children }: PanelMovimientoProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-col gap-0.5">
        <h3 id={id} className="font-semibold leading-tight">
          {titulo}
        </h3>
        {descripcion ? <div className="text-sm text-muted-foreground">{descripcion}</div> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </section>
  );
}
