// CURP: 18 characters, mask AAAA######AAAAAAN# (spec 1 §5.4): 4 letters, birth date,
// sex (H, M or X), 2-letter state, 3 inner consonants, a homoclave character and a
// check digit computed by RENAPO's modulo-10 rule.

const CURP_RE = /^[A-Z]{4}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z0-9]\d$/;
const DICT = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export function normalizarCurp(curp: string): string {
  return curp.trim().toUpperCase();
}

export function curpFormatoValido(curp: string): boolean {
  const c = normalizarCurp(curp);
  if (!CURP_RE.test(c)) return false;
  // The homoclave (position 17) is a digit for people born up to 1999 and a letter from 2000 on,
  // which gives the century needed to check February 29.
  const siglo = /\d/.test(c[16]) ? 1900 : 2000;
  const anio = siglo + Number(c.slice(4, 6));
  const mm = Number(c.slice(6, 8));
  const dd = Number(c.slice(8, 10));
  if (mm < 1 || mm > 12 || dd < 1) return false;
  return dd <= new Date(Date.UTC(anio, mm, 0)).getUTCDate();
}

export function curpDigitoVerificador(curp17: string): string {
  let suma = 0;
  for (let i = 0; i < 17; i++) {
    const v = DICT.indexOf(curp17[i] ?? '0');
    suma += (v < 0 ? 0 : v) * (18 - i);
  }
  return String((10 - (suma % 10)) % 10);
}

export function curpDigitoCorrecto(curp: string): boolean {
  const c = normalizarCurp(curp);
  return c.length === 18 && curpDigitoVerificador(c.slice(0, 17)) === c[17];
}

/** Applies the mask AAAA######AAAAAAN# while the user types. */
export function mascaraCurp(valor: string): string {
  const mask = 'AAAA######AAAAAAN#';
  const out: string[] = [];
  for (const ch of valor.toUpperCase()) {
    const m = mask[out.length];
    if (!m) break;
    if (m === 'A' && /[A-ZÑ]/.test(ch)) out.push(ch);
    else if (m === '#' && /\d/.test(ch)) out.push(ch);
    else if (m === 'N' && /[A-Z0-9]/.test(ch)) out.push(ch);
  }
  return out.join('');
}
