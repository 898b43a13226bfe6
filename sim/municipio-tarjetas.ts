// The simulated gateway's card checks (sim/municipio.plugin.ts): the form's field rules, in
// Spanish, and the two test cards (approved and declined).
import type { CampoTarjeta } from './municipio-pasarela-paginas';

/** Luhn: catches a mistyped card number before it reaches the "bank". */
function luhn(n: string): boolean {
  let suma = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    suma += d;
  }
  return suma % 10 === 0;
}

export const TARJETA_APROBADA = '4242424242424242';
export const TARJETA_RECHAZADA = '4000000000000002';
export const MSG_RECHAZADA = 'La tarjeta fue rechazada por el banco emisor. Intente con otra tarjeta o comuníquese con su banco.';
export const MSG_SOLO_PRUEBA = 'Esta pasarela de pruebas solo acepta las tarjetas de prueba indicadas al pie de la página.';

export type DatosTarjeta = Partial<Record<CampoTarjeta, string>>;

export function validarTarjeta(t: DatosTarjeta, hoy: { anio: number; mes: number }): Partial<Record<CampoTarjeta, string>> {
  const errores: Partial<Record<CampoTarjeta, string>> = {};
  const titular = (t.titular ?? '').trim();
  if (titular.length < 3) errores.titular = 'Escriba el nombre del titular como aparece en la tarjeta.';
  const numero = (t.numero_tarjeta ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(numero) || !luhn(numero)) errores.numero_tarjeta = 'El número de tarjeta no es válido.';
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec((t.vencimiento ?? '').trim());
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) {
    errores.vencimiento = 'Escriba el vencimiento con el formato MM/AA.';
  } else {
    const anio = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    // A card is valid through the last day of its expiry month.
    if (anio * 12 + Number(m[1]) < hoy.anio * 12 + hoy.mes) errores.vencimiento = 'La tarjeta está vencida.';
  }
  if (!/^\d{3,4}$/.test((t.cvv ?? '').trim())) errores.cvv = 'El CVV debe tener 3 o 4 dígitos.';
  return errores;
}
