/** What every dialog of an establishment receives (spec 1 §2.6). */
export interface EstablecimientoRef {
  id: number;
  external_id: string;
  nombre_comercial: string;
}

export interface DialogoEstablecimientoProps {
  establecimiento: EstablecimientoRef;
  abierto: boolean;
  alCambiar: (abierto: boolean) => void;
}
