// A gateway confirmation must be for the statement's amount (spec 1 §7.5: the amount always comes
// from the statement). A signed confirmation of another amount (0.01 against 1,385.97: a gateway's
// fault, or its secret in the wrong hands) is refused: the statement stays unpaid and the request's
// workflow is not told. It is recorded in the operators' log (bitacora_operacion, read by
// /admin/operacion) for the treasury to reconcile with the gateway.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bitacoraOperacion } from '../../db/schema';

export const ACCION_MONTO_DISTINTO = 'pago_monto_distinto';

/** The taxpayer's answer when the gateway reports another amount (GET pagosopb/orden/{orderId}). */
export const MSG_MONTO_DISTINTO = 'El importe cobrado no coincide con el estado de cuenta; el pago no se registró. Comuníquese con la Tesorería Municipal.';

/** '1385.97', '1385.9', 1385.97 → 138597; null when it is not an amount. */
export function centavos(monto: string | number): number | null {
  const s = typeof monto === 'number' ? monto.toFixed(2) : monto.trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Exactly the same amount, to the cent; anything unreadable is not. */
export function mismoMonto(a: string | number, b: string | number): boolean {
  const x = centavos(a);
  return x !== null && x === centavos(b);
}

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const comoPesos = (monto: string) => {
  const c = centavos(monto);
  return c === null ? `«${monto.slice(0, 40)}»` : pesos.format(c / 100);
};

export interface MontoDistinto {
  /** what an operator looks up: the request's workflow id, or the order id of a property-tax payment */
  referencia: string;
  /** the statement's folio */
  folio: string;
  orderId: string;
  folioPago: string;
  esperado: string;
  recibido: string;
}

/** One line per refused confirmation: the gateway's retries of the same one are not written again. */
export async function registrarMontoDistinto(db: Db, d: MontoDistinto): Promise<void> {
  const resultado =
    `Confirmación de pago rechazada: la pasarela informó ${comoPesos(d.recibido)} por la orden ${d.orderId} ` +
    `(folio de pago ${d.folioPago}); el estado de cuenta es de ${comoPesos(d.esperado)} y sigue sin pagar.`;
  await db.transaction(async (tx) => {
    const [previa] = await tx
      .select({ id: bitacoraOperacion.id })
      .from(bitacoraOperacion)
      .where(and(eq(bitacoraOperacion.accion, ACCION_MONTO_DISTINTO), eq(bitacoraOperacion.workflowId, d.referencia), eq(bitacoraOperacion.resultado, resultado)))
      .limit(1);
    if (!previa) await tx.insert(bitacoraOperacion).values({ usuarioId: null, accion: ACCION_MONTO_DISTINTO, workflowId: d.referencia, folio: d.folio, resultado });
  });
}
