/** How a taxpayer is named on tasks, PDFs and notices: the company name, or the person's full name. */
export function nombreDe(c: {
  tipoPersona: number | null;
  razonSocial: string | null;
  nombre: string | null;
  apellido1: string | null;
  apellido2: string | null;
  rfc: string;
}): string {
  return c.tipoPersona === 2 ? (c.razonSocial ?? c.rfc) : [c.nombre, c.apellido1, c.apellido2].filter(Boolean).join(' ') || c.rfc;
}
