import type { EstablecimientoRef } from '../../licencia/dialogo';

/** The owner-change requests of an establishment (written by its procedure's owner). */
export function CambioPropietarioDialog(_props: { establecimiento: EstablecimientoRef; abierto: boolean; alCambiar: (v: boolean) => void }) {
  return null;
}
