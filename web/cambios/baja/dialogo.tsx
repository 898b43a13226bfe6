import type { EstablecimientoRef } from '../../licencia/dialogo';

/** 'Solicitud de baja de establecimiento' (written by its procedure's owner). */
export function BajaEstablecimientoDialog(_props: { establecimiento: EstablecimientoRef; abierto: boolean; alCambiar: (v: boolean) => void }) {
  return null;
}
