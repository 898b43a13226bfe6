// spec 3 §7.7 cat/RangoCobroPiso: the monthly floor fee of a market stall by its surface. Mercados
// keeps the ranges; a stall's fee is the range its surface falls in. Shared by the API and the form.
import { z } from 'zod';

export const MSG_RANGO = {
  desde: 'Indique los metros cuadrados iniciales',
  hasta: 'Indique los metros cuadrados finales',
  cuota: 'Indique la cuota mensual',
  numero: 'Debe ser un número positivo con hasta dos decimales',
  orden: 'Los metros finales deben ser mayores que los iniciales',
  traslape: 'El rango se traslapa con otro ya registrado',
  guardado: 'Rango de cobro de piso guardado exitosamente',
  eliminado: 'Rango de cobro de piso eliminado exitosamente',
  noEncontrado: 'El rango de cobro de piso no existe',
  maximo: 'El valor excede el máximo permitido',
} as const;

/** A decimal of up to two places and `enteros` integer digits (the column's numeric(p, 2)), as text. */
const decimal = (requerido: string, enteros: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: requerido })
      .trim()
      .min(1, { error: requerido, abort: true })
      .regex(/^\d+(\.\d{1,2})?$/, { error: MSG_RANGO.numero, abort: true })
      .refine((t) => t.split('.')[0].replace(/^0+(?=\d)/, '').length <= enteros, MSG_RANGO.maximo),
  );

export const rangoCobroPisoSchema = z
  .object({ m2_desde: decimal(MSG_RANGO.desde, 6), m2_hasta: decimal(MSG_RANGO.hasta, 6), cuota_mensual: decimal(MSG_RANGO.cuota, 10) })
  .refine((r) => Number(r.m2_hasta) > Number(r.m2_desde), { path: ['m2_hasta'], message: MSG_RANGO.orden });
export type RangoCobroPisoForm = z.output<typeof rangoCobroPisoSchema>;

export interface Rango {
  id: number;
  m2_desde: string;
  m2_hasta: string;
  cuota_mensual: string;
}

/** Two ranges overlap when one starts before the other ends (the ends are inclusive). */
export const seTraslapan = (a: Pick<Rango, 'm2_desde' | 'm2_hasta'>, b: Pick<Rango, 'm2_desde' | 'm2_hasta'>) =>
  Number(a.m2_desde) <= Number(b.m2_hasta) && Number(b.m2_desde) <= Number(a.m2_hasta);

/** The monthly floor fee of a stall of `m2` square metres, or null when no range holds it. */
export function cuotaDePiso(rangos: readonly Rango[], m2: number): string | null {
  const r = rangos.find((x) => m2 >= Number(x.m2_desde) && m2 <= Number(x.m2_hasta));
  return r ? r.cuota_mensual : null;
}
