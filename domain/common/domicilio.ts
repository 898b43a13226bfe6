/** The parts of an address every printout and list names (spec 1 §3 domicilio, labels resolved). */
export interface DomicilioTexto {
  calle?: string | null;
  numero_exterior?: string | null;
  numero_interior?: string | null;
  colonia?: string | null;
  codigo_postal?: string | null;
  localidad?: string | null;
}

/** spec 1 §2.5: a card shows street and exterior number, and the colonia. */
export function domicilioCorto(d: DomicilioTexto): string {
  const calle = [d.calle, d.numero_exterior].filter(Boolean).join(' ');
  return [calle, d.colonia].filter(Boolean).join(', ');
}

/** The whole address as a printed document writes it. */
export function domicilioTexto(d: DomicilioTexto): string {
  return [
    [d.calle, d.numero_exterior].filter(Boolean).join(' '),
    d.numero_interior ? `Int. ${d.numero_interior}` : null,
    d.colonia,
    d.codigo_postal ? `C.P. ${d.codigo_postal}` : null,
    d.localidad ?? 'Chetumal',
  ]
    .filter(Boolean)
    .join(', ');
}
