// The property-tax (predial) account of a clave catastral and its statement (spec 2 §3
// 'Property-tax statement form', §7 'Property tax, statements and payment', §9; spec 3 §3.10, §7.9).
// The municipality's predial office (sim/predial-*.ts in the demo) keeps the account: the
// valuations (avalúos) and the bimesters paid since 2010. The statement is computed here, pure
// and deterministic, so the office, the API, the PDFs and the tests agree to the centavo.
//
// Rules (the municipality's Ley de Ingresos, as the demo models it):
// - A year is taxed in six bimesters from ANIO_INICIAL_PREDIAL (2010, spec 2 §9). The base of a
//   year is the valor_catastral of the avalúo in force that year: the latest one dated in that
//   year or before (a year before the first avalúo has no tax).
// - Tax per bimester = valor_catastral × tasa_al_millar / 1000 / 6, rounded to the centavo.
// - Bimester b (1..6) is due on the 17th of its second month (17 Feb, 17 Apr, … 17 Dec).
// - Surcharges (recargos): recargo_mensual_pct of the bimester's tax per FULL month elapsed
//   after the due date (the month completes the day after the same day of the next month), at
//   most 60 months (five years, as the Código Fiscal limits surcharges).
// - Discount (pronto pago): paying in January takes descuento_enero_pct off the tax of every
//   bimester of the current year; in February, descuento_febrero_pct. Never on earlier years.
// - gastos_ejecucion_pct is the office's collection cost of an enforcement procedure: it is
//   part of the tariff the office publishes but the portal never charges it (no enforcement here).
// - An agreement (convenio) in force (pagadas < parcialidades) covers what the statement owed on
//   its date (every unpaid bimester of its year and before): their surcharges stop at the
//   agreement's date (monto_total is the statement's total that day),
//   and the instalments paid (monto_total × pagadas / parcialidades) are credited against the
//   total. A fulfilled agreement (pagadas = parcialidades) settled them: they are not owed.
// - The statement lists every unpaid bimester of yearInicio..yearFinal, all six of the current
//   year (the year may be paid in advance); `pagado` is about the whole account: every bimester
//   up to the current one paid (an agreement in force does not pay them: its bimesters stay owed
//   until they are paid or the agreement is fulfilled).
// Money in the account is text with 2 decimals ('2184.60'); money in the statement is centavos.
import { hoyCancun } from '../tramite/fechas';

export const ANIO_INICIAL_PREDIAL = 2010;
export const MESES_MAXIMOS_RECARGO = 60;
export const DIA_VENCIMIENTO_BIMESTRE = 17;
/** spec 2 §9: instalment options of a predial agreement, default 2. */
export const PARCIALIDADES_CONVENIO = [2, 3, 4] as const;
export type Parcialidades = (typeof PARCIALIDADES_CONVENIO)[number];
export type Bimestre = 1 | 2 | 3 | 4 | 5 | 6;

export interface Avaluo {
  /** YYYY-MM-DD */
  fecha: string;
  valor_catastral: string;
  valor_terreno: string;
  valor_construccion: string;
  /** m2, 2 decimals */
  superficie_terreno: string;
  superficie_construccion: string;
}

export interface PagoPredial {
  anio: number;
  bimestre: Bimestre;
  /** YYYY-MM-DD */
  fecha: string;
  folio: string;
  /** what was paid for this bimester, MXN with 2 decimals */
  importe: string;
}

export interface ConvenioPredial {
  folio: string;
  parcialidades: number;
  /** YYYY-MM-DD, the day it was signed */
  fecha: string;
  monto_total: string;
  pagadas: number;
}

export interface CuentaPredial {
  clave: string;
  /** the name as the printed statement shows it; nothing else about the owner travels */
  propietario: string;
  ubicacion: string;
  avaluos: Avaluo[];
  pagos: PagoPredial[];
  convenio: ConvenioPredial | null;
}

/** Percentages and the rate as text ('3.00', '1.47'). */
export interface TarifaPredial {
  tasa_al_millar: string;
  recargo_mensual_pct: string;
  descuento_enero_pct: string;
  descuento_febrero_pct: string;
  gastos_ejecucion_pct: string;
}

/** One owed bimester; money in centavos. base = the valor_catastral of that year. */
export interface RenglonPredial {
  anio: number;
  bimestre: number;
  base: number;
  impuesto: number;
  recargos: number;
  descuento: number;
  subtotal: number;
  /** YYYY-MM-DD */
  vencimiento?: string;
  /** covered by the agreement in force (its surcharges stopped at the agreement's date) */
  convenio?: boolean;
}

export interface AnioPredial {
  anio: number;
  impuesto: number;
  recargos: number;
  descuento: number;
  subtotal: number;
}

export interface CalculoPredial {
  renglones: RenglonPredial[];
  porAnio: AnioPredial[];
  /** centavos: Σ subtotal − abonos of the agreement in force */
  total: number;
  ultimoPago: PagoPredial | null;
  pagado: boolean;
  /** the agreement in force and what its paid instalments credit (centavos), or null */
  convenio: { folio: string; parcialidades: number; pagadas: number; monto_total: number; abonado: number } | null;
  /** the range actually computed */
  yearInicio: number;
  yearFinal: number;
}

export interface OpcionesCalculo {
  yearInicio?: number;
  yearFinal?: number;
  /** the statement form's bimestre: the last year's bimesters up to this one (1–6; default all) */
  bimestreFinal?: number;
}

/** '2184.60' → 218460; tolerates '1,234.5' and numbers. */
export function aCentavos(monto: string | number): number {
  const t = typeof monto === 'number' ? monto.toFixed(2) : monto.replace(/,/g, '').trim();
  const neg = t.startsWith('-');
  const [e = '0', d = ''] = (neg ? t.slice(1) : t).split('.');
  const c = Number(e || '0') * 100 + Number(d.padEnd(2, '0').slice(0, 2));
  if (!Number.isFinite(c)) return 0;
  return neg ? -c : c;
}

/** 218460 → '2184.60' */
export function aPesos(centavos: number): string {
  const neg = centavos < 0;
  const a = Math.abs(Math.round(centavos));
  return `${neg ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** 'YYYY-B', how payments name their periods ('2025-3'). */
export function periodoPredial(anio: number, bimestre: number): string {
  return `${anio}-${bimestre}`;
}

export function leerPeriodo(p: string): { anio: number; bimestre: Bimestre } | null {
  const m = /^(\d{4})-([1-6])$/.exec(p.trim());
  return m ? { anio: Number(m[1]), bimestre: Number(m[2]) as Bimestre } : null;
}

export function bimestreDeMes(mes: number): Bimestre {
  return Math.ceil(mes / 2) as Bimestre;
}

/** YYYY-MM-DD: the 17th of the bimester's second month. */
export function vencimientoBimestre(anio: number, bimestre: number): string {
  return `${anio}-${String(bimestre * 2).padStart(2, '0')}-${DIA_VENCIMIENTO_BIMESTRE}`;
}

function partes(iso: string): [number, number, number] {
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

/** Whole months from `desde` to `hasta` (ISO dates); a month is complete the day after the same day. */
export function mesesCompletos(desde: string, hasta: string): number {
  const [y1, m1, d1] = partes(desde);
  const [y2, m2, d2] = partes(hasta);
  const n = (y2 - y1) * 12 + (m2 - m1) - (d2 <= d1 ? 1 : 0);
  return Math.max(0, n);
}

/** The valor_catastral (centavos) in force in `anio`, or null before the first avalúo. */
export function baseDelAnio(avaluos: readonly Avaluo[], anio: number): number | null {
  let mejor: Avaluo | null = null;
  for (const a of avaluos) {
    if (Number(a.fecha.slice(0, 4)) > anio) continue;
    if (!mejor || a.fecha > mejor.fecha) mejor = a;
  }
  return mejor ? aCentavos(mejor.valor_catastral) : null;
}

/** round(x × num / den) for non-negative integers, half up. */
function proporcion(x: number, num: number, den: number): number {
  return Math.floor((x * num * 2 + den) / (den * 2));
}

/** Tax of one bimester in centavos. */
export function impuestoBimestral(base: number, t: TarifaPredial): number {
  // tasa in hundredths of a unit per thousand: base × (tasa100/100) / 1000 / 6
  return proporcion(base, aCentavos(t.tasa_al_millar), 600_000);
}

function ultimoPagoDe(pagos: readonly PagoPredial[]): PagoPredial | null {
  let u: PagoPredial | null = null;
  for (const p of pagos) {
    if (!u || p.fecha > u.fecha || (p.fecha === u.fecha && p.anio * 10 + p.bimestre > u.anio * 10 + u.bimestre)) u = p;
  }
  return u;
}

export function convenioVigente(c: CuentaPredial): ConvenioPredial | null {
  return c.convenio && c.convenio.pagadas < c.convenio.parcialidades ? c.convenio : null;
}

export function calcularEstadoCuenta(c: CuentaPredial, t: TarifaPredial, hoy: Date, o: OpcionesCalculo = {}): CalculoPredial {
  const fechaHoy = hoyCancun(hoy);
  const [anioHoy, mesHoy] = partes(fechaHoy);
  const bimHoy = bimestreDeMes(mesHoy);
  const yearInicio = Math.max(ANIO_INICIAL_PREDIAL, o.yearInicio ?? ANIO_INICIAL_PREDIAL);
  const yearFinal = Math.min(anioHoy, o.yearFinal ?? anioHoy);
  const pagados = new Set(c.pagos.map((p) => periodoPredial(p.anio, p.bimestre)));
  const conv = c.convenio;
  const vigente = convenioVigente(c);
  const pctRecargo = aCentavos(t.recargo_mensual_pct);
  const pctDescuento = mesHoy === 1 ? aCentavos(t.descuento_enero_pct) : mesHoy === 2 ? aCentavos(t.descuento_febrero_pct) : 0;

  const renglones: RenglonPredial[] = [];
  let pagado = true;
  for (let anio = ANIO_INICIAL_PREDIAL; anio <= anioHoy; anio++) {
    const base = baseDelAnio(c.avaluos, anio);
    if (base === null) continue;
    for (let b = 1; b <= 6; b++) {
      if (pagados.has(periodoPredial(anio, b))) continue;
      const vencimiento = vencimientoBimestre(anio, b);
      const cubierto = conv !== null && anio <= Number(conv.fecha.slice(0, 4));
      // A fulfilled agreement settled what it covered.
      if (cubierto && vigente === null) continue;
      if (anio < anioHoy || b <= bimHoy) pagado = false;
      if (anio < yearInicio || anio > yearFinal) continue;
      if (o.bimestreFinal && anio === yearFinal && b > o.bimestreFinal) continue;
      const impuesto = impuestoBimestral(base, t);
      const meses = Math.min(MESES_MAXIMOS_RECARGO, mesesCompletos(vencimiento, cubierto && conv ? conv.fecha : fechaHoy));
      const recargos = proporcion(impuesto, pctRecargo * meses, 10_000);
      const descuento = anio === anioHoy && !cubierto ? proporcion(impuesto, pctDescuento, 10_000) : 0;
      renglones.push({ anio, bimestre: b, base, impuesto, recargos, descuento, subtotal: impuesto + recargos - descuento, vencimiento, ...(cubierto ? { convenio: true } : {}) });
    }
  }

  const porAnio: AnioPredial[] = [];
  for (const r of renglones) {
    let a = porAnio[porAnio.length - 1];
    if (!a || a.anio !== r.anio) {
      a = { anio: r.anio, impuesto: 0, recargos: 0, descuento: 0, subtotal: 0 };
      porAnio.push(a);
    }
    a.impuesto += r.impuesto;
    a.recargos += r.recargos;
    a.descuento += r.descuento;
    a.subtotal += r.subtotal;
  }
  const bruto = renglones.reduce((s, r) => s + r.subtotal, 0);
  const convenio = vigente
    ? (() => {
        const monto = aCentavos(vigente.monto_total);
        const abonado = Math.min(proporcion(monto, vigente.pagadas, vigente.parcialidades), bruto);
        return { folio: vigente.folio, parcialidades: vigente.parcialidades, pagadas: vigente.pagadas, monto_total: monto, abonado };
      })()
    : null;
  const abonoEnRango = convenio && renglones.some((r) => r.convenio) ? convenio.abonado : 0;
  return {
    renglones,
    porAnio,
    total: Math.max(0, bruto - abonoEnRango),
    ultimoPago: ultimoPagoDe(c.pagos),
    pagado,
    convenio,
    yearInicio,
    yearFinal,
  };
}

/** The periods ('YYYY-B') a payment of the whole statement settles. */
export function periodosDelCalculo(calculo: Pick<CalculoPredial, 'renglones'>): string[] {
  return calculo.renglones.map((r) => periodoPredial(r.anio, r.bimestre));
}

/** The answer of the office's status check (spec 1 §4.7), the same shape as EstadoPredial of the adapters. */
export interface ResumenPredial {
  pagado: boolean;
  ultimo_anio_pagado: number;
  /** the whole statement's total, MXN with 2 decimals; '0.00' when paid */
  adeudo: string;
  mensaje: string;
}

export const MENSAJE_PREDIAL_PAGADO = 'Impuesto predial pagado';
export function mensajePredialAdeudo(desde: number): string {
  return `La clave catastral tiene adeudo de impuesto predial desde ${desde}. Realice su pago para continuar.`;
}

/** The status check derived from the account: paid = every bimester up to the current one paid. */
export function resumenPredial(c: CuentaPredial, t: TarifaPredial, hoy: Date): ResumenPredial {
  const calculo = calcularEstadoCuenta(c, t, hoy);
  const anioHoy = Number(hoyCancun(hoy).slice(0, 4));
  if (calculo.pagado) return { pagado: true, ultimo_anio_pagado: anioHoy, adeudo: '0.00', mensaje: MENSAJE_PREDIAL_PAGADO };
  const primero = calculo.renglones[0]?.anio ?? anioHoy;
  return { pagado: false, ultimo_anio_pagado: primero - 1, adeudo: aPesos(calculo.total), mensaje: mensajePredialAdeudo(primero) };
}
