// spec 2 §9 money (the debt a reviewer registers): at most 9 integer digits, optional two
// decimals, above zero — the rule of api/cambios/validacion.ts montoAdeudoSchema. Pure.
import { MSG_CAMBIOS } from '../../../domain/cambios/comun';

export const MSG_MONTO = 'Ingrese un monto válido (hasta 9 dígitos enteros y 2 decimales).';

const limpio = (texto: string) => texto.trim().replace(/,/g, '');

/** null when the amount may be sent, else the message to show. */
export function validarMonto(texto: string): string | null {
  const v = limpio(texto);
  if (!v) return MSG_CAMBIOS.requerido;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v) || Number(v) <= 0) return MSG_MONTO;
  return null;
}

/** The amount as the API takes it: text without thousands separators. */
export const montoParaEnviar = (texto: string) => limpio(texto);
