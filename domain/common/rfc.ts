// RFC (Registro Federal de Contribuyentes): 13 characters for a persona física,
// 12 for a persona moral. The last character is a check digit computed by SAT's
// modulo-11 rule; about 1.5% of real RFCs fail it, so a mismatch is
// a warning for the taxpayer, never a rejection.

const RFC_FISICA = /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{2}[0-9A]$/;
const RFC_MORAL = /^[A-ZÑ&]{3}\d{6}[A-Z0-9]{2}[0-9A]$/;
const DICT = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export function normalizarRfc(rfc: string): string {
  return rfc.trim().toUpperCase().replace(/[\s-]/g, '');
}

// A real calendar date. The RFC does not say the century, so '00' may be 1900 or 2000;
// February 29 is accepted whenever the two-digit year is a multiple of 4.
function fechaValida(yymmdd: string): boolean {
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  if (mm < 1 || mm > 12 || dd < 1) return false;
  const dias = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1];
  return dd <= dias;
}

/** Shape check: length by person type, letters, a plausible date and a homoclave. */
export function rfcFormatoValido(rfc: string, tipoPersona?: 1 | 2): boolean {
  const r = normalizarRfc(rfc);
  if (tipoPersona === 1) return RFC_FISICA.test(r) && fechaValida(r.slice(4, 10));
  if (tipoPersona === 2) return RFC_MORAL.test(r) && fechaValida(r.slice(3, 9));
  return (
    (RFC_FISICA.test(r) && fechaValida(r.slice(4, 10))) || (RFC_MORAL.test(r) && fechaValida(r.slice(3, 9)))
  );
}

export function rfcDigitoVerificador(rfcSinDigito: string): string {
  // A 12-character RFC (moral) is padded with a leading space to 13 characters.
  const base = rfcSinDigito.length === 11 ? ` ${rfcSinDigito}` : rfcSinDigito;
  let suma = 0;
  for (let i = 0; i < 12; i++) {
    const v = DICT.indexOf(base[i] ?? ' ');
    suma += (v < 0 ? 0 : v) * (13 - i);
  }
  const residuo = suma % 11;
  if (residuo === 0) return '0';
  const d = 11 - residuo;
  return d === 10 ? 'A' : String(d);
}

export function rfcDigitoCorrecto(rfc: string): boolean {
  const r = normalizarRfc(rfc);
  if (r.length !== 12 && r.length !== 13) return false;
  return rfcDigitoVerificador(r.slice(0, -1)) === r.slice(-1);
}

export function tipoPersonaPorRfc(rfc: string): 1 | 2 | null {
  const r = normalizarRfc(rfc);
  if (r.length === 13) return 1;
  if (r.length === 12) return 2;
  return null;
}
