// Realistic property-tax statements for the tests and the bench (activities/pdf/predial-edo-cuenta.ts):
// an account computed with the domain's calculation, and a synthetic statement of any number of rows.
import { calcularEstadoCuenta, type Avaluo, type CalculoPredial, type CuentaPredial, type PagoPredial, type RenglonPredial, type TarifaPredial } from '../../domain/predial/cuenta';
import type { EdoCuentaPredialPdf, ModoEdoCuentaPredial } from './predial-edo-cuenta';

export const HOY_PREDIAL = new Date('2026-11-22T17:00:00Z');

export const TARIFA_EJEMPLO: TarifaPredial = {
  tasa_al_millar: '2.00',
  recargo_mensual_pct: '1.47',
  descuento_enero_pct: '15.00',
  descuento_febrero_pct: '10.00',
  gastos_ejecucion_pct: '2.00',
};

const avaluo = (fecha: string, valor: string): Avaluo => ({
  fecha,
  valor_catastral: valor,
  valor_terreno: (Number(valor) * 0.35).toFixed(2),
  valor_construccion: (Number(valor) * 0.65).toFixed(2),
  superficie_terreno: '180.00',
  superficie_construccion: '132.50',
});

function pagosAnuales(desde: number, hasta: number): PagoPredial[] {
  const p: PagoPredial[] = [];
  for (let anio = desde; anio <= hasta; anio++) {
    for (let b = 1; b <= 6; b++) p.push({ anio, bimestre: b as PagoPredial['bimestre'], fecha: `${anio}-01-10`, folio: `PRED-${anio}-001014`, importe: '159.50' });
  }
  return p;
}

/** Owes 2023 to 2026: paid every year until 2022. */
export const CUENTA_EJEMPLO: CuentaPredial = {
  clave: '04001001014018000',
  propietario: 'Leticia Dzib Herrera',
  ubicacion: 'Av. Héroes 178, Col. Centro, Chetumal, Q. Roo, C.P. 77000',
  avaluos: [avaluo('2010-01-02', '480000.00'), avaluo('2019-01-02', '562000.00'), avaluo('2025-01-02', '640000.00')],
  pagos: pagosAnuales(2010, 2022),
  convenio: null,
};

export function edoCuentaEjemplo(modo: ModoEdoCuentaPredial, cuenta: CuentaPredial = CUENTA_EJEMPLO): EdoCuentaPredialPdf {
  return {
    modo,
    cuenta,
    calculo: calcularEstadoCuenta(cuenta, TARIFA_EJEMPLO, HOY_PREDIAL),
    fechaEmision: HOY_PREDIAL,
    referencia: `PREDIAL-${cuenta.clave}`,
    tarifa: TARIFA_EJEMPLO,
  };
}

/** A statement of `filas` owed bimesters (the bench's 500): synthetic years ending in 2026. */
export function edoCuentaLargo(filas: number, modo: ModoEdoCuentaPredial = 'desglosado'): EdoCuentaPredialPdf {
  const renglones: RenglonPredial[] = [];
  const primerAnio = 2026 - Math.ceil(filas / 6) + 1;
  for (let i = 0; i < filas; i++) {
    const anio = primerAnio + Math.floor(i / 6);
    const bimestre = (i % 6) + 1;
    const impuesto = 21_333 + (anio - primerAnio) * 150;
    const recargos = Math.round(impuesto * 0.0147 * Math.min(60, (2026 - anio) * 12));
    renglones.push({ anio, bimestre, base: 64_000_000, impuesto, recargos, descuento: 0, subtotal: impuesto + recargos, vencimiento: `${anio}-${String(bimestre * 2).padStart(2, '0')}-17` });
  }
  const porAnio = new Map<number, { anio: number; impuesto: number; recargos: number; descuento: number; subtotal: number }>();
  for (const r of renglones) {
    const a = porAnio.get(r.anio) ?? { anio: r.anio, impuesto: 0, recargos: 0, descuento: 0, subtotal: 0 };
    a.impuesto += r.impuesto;
    a.recargos += r.recargos;
    a.subtotal += r.subtotal;
    porAnio.set(r.anio, a);
  }
  const calculo: CalculoPredial = {
    renglones,
    porAnio: [...porAnio.values()],
    total: renglones.reduce((s, r) => s + r.subtotal, 0),
    ultimoPago: null,
    pagado: false,
    convenio: null,
    yearInicio: primerAnio,
    yearFinal: 2026,
  };
  return { modo, cuenta: { ...CUENTA_EJEMPLO, pagos: [] }, calculo, fechaEmision: HOY_PREDIAL, referencia: 'PREDIAL-BENCH', tarifa: TARIFA_EJEMPLO };
}
