import type { EstablecimientoRef } from '../../licencia/dialogo';

/** This movement's card inside 'Solicitudes de movimientos a realizar' (written by its procedure's owner). */
export function PanelCambioNombre(_props: { establecimiento: EstablecimientoRef }) {
  return null;
}
