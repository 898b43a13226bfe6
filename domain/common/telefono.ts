// Phones are 10 digits shown as (###) ### #### (spec 1 §5.4, §9).

export function soloDigitos(valor: string): string {
  return valor.replace(/\D/g, '');
}

export function telefonoValido(valor: string): boolean {
  return soloDigitos(valor).length === 10;
}

export function mascaraTelefono(valor: string): string {
  const d = soloDigitos(valor).slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6)}`;
}

/** RFC mask: uppercase letters, digits, Ñ and &; at most 13 characters. */
export function mascaraRfc(valor: string): string {
  return valor
    .toUpperCase()
    .replace(/[^A-ZÑ&0-9]/g, '')
    .slice(0, 13);
}
