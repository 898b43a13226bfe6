// The demo property-tax office's history (domain/predial/cuenta.ts CuentaPredial), generated
// deterministically from the compact description of sim/data/predial.json and "today", so the demo
// never goes stale:
// - avalúos on 2 January of 2010, 2013, 2016, 2019, 2022 and 2025 (those not after today); the last
//   one gives impuesto_anual at TARIFA_PREDIAL_DEMO's rate, each earlier one is 7 % lower; the land
//   is 35 % of the value (all of it on a vacant lot), surfaces from the description and the cadastre;
// - every bimester of 2010 … (current year − anios_sin_pagar) paid in one yearly payment on 10
//   January (the January discount applied to its importe) — 0 years = paid up to the current year;
// - with `convenio`: what was owed on the agreement's date (anios_atras, mes, dia; its year and
//   before) is under the agreement (monto_total = the statement's total that day) and every bimester
//   of the following years, up to the current one, was paid on its due date.
import {
  aCentavos,
  aPesos,
  bimestreDeMes,
  calcularEstadoCuenta,
  impuestoBimestral,
  vencimientoBimestre,
  type Avaluo,
  type Bimestre,
  type CuentaPredial,
  type PagoPredial,
  type TarifaPredial,
} from '../domain/predial/cuenta';
import { hoyCancun, OFFSET_CANCUN_MS } from '../domain/tramite/fechas';

/**
 * sim/data/predial.json: a compact description of each key's property-tax account, from which
 * this file generates the history (avalúos and bimonthly payments since 2010). The years
 * are relative to today, so the demo never goes stale.
 */
export interface PredialDemo {
  clave: string;
  /** whole years owed counting the current one: 0 = paid up to the current year */
  anios_sin_pagar: number;
  /** the current year's tax in MXN, 2 decimals (the last avalúo × the rate) */
  impuesto_anual: string;
  /** the name as the printed statement shows it */
  propietario?: string;
  ubicacion?: string;
  /** m2 of land (the built m2 come from the cadastre) */
  superficie_terreno?: number;
  /** an agreement signed `anios_atras` years ago on mes/dia, with `pagadas` of `parcialidades` paid */
  convenio?: { folio: string; parcialidades: number; pagadas: number; anios_atras: number; mes: number; dia: number };
}

/** The tariff the demo office publishes (GET /predial/tarifa). */
export const TARIFA_PREDIAL_DEMO: TarifaPredial = {
  tasa_al_millar: '2.00',
  recargo_mensual_pct: '1.47',
  descuento_enero_pct: '15.00',
  descuento_febrero_pct: '10.00',
  gastos_ejecucion_pct: '2.00',
};

export const ANIOS_AVALUO = [2010, 2013, 2016, 2019, 2022, 2025] as const;
const INCREMENTO_AVALUO = 1.07;
const PROPORCION_TERRENO = 0.35;

/** Noon of a Chetumal calendar date, as an instant. */
export function mediodiaCancun(fechaIso: string): Date {
  return new Date(Date.parse(`${fechaIso}T12:00:00Z`) - OFFSET_CANCUN_MS);
}

function redondear10(c: number): number {
  return Math.round(c / 1000) * 1000;
}

function superficie(m2: number): string {
  return m2.toFixed(2);
}

export function avaluosDemo(d: PredialDemo, t: TarifaPredial, anioHoy: number, mConstruccion: number): Avaluo[] {
  const anios = ANIOS_AVALUO.filter((a) => a <= anioHoy);
  // impuesto_anual = valor × tasa / 1000
  const ultimo = Math.round((aCentavos(d.impuesto_anual) * 100_000) / aCentavos(t.tasa_al_millar));
  return anios.map((anio, i) => {
    const valor = i === anios.length - 1 ? ultimo : redondear10(ultimo / INCREMENTO_AVALUO ** (anios.length - 1 - i));
    const terreno = mConstruccion > 0 ? redondear10(valor * PROPORCION_TERRENO) : valor;
    return {
      fecha: `${anio}-01-02`,
      valor_catastral: aPesos(valor),
      valor_terreno: aPesos(terreno),
      valor_construccion: aPesos(valor - terreno),
      superficie_terreno: superficie(d.superficie_terreno ?? Math.max(90, Math.round(mConstruccion * 1.4))),
      superficie_construccion: superficie(mConstruccion),
    };
  });
}

function folioAnual(clave: string, anio: number): string {
  return `PRED-${anio}-${clave.slice(5, 11)}`;
}

/** The account of a described key as the office keeps it today. */
export function cuentaDemo(d: PredialDemo, ahora: Date, mConstruccion = 0, t: TarifaPredial = TARIFA_PREDIAL_DEMO): CuentaPredial {
  const hoy = hoyCancun(ahora);
  const anioHoy = Number(hoy.slice(0, 4));
  const avaluos = avaluosDemo(d, t, anioHoy, mConstruccion);
  const base = (anio: number) => {
    let v = avaluos[0]?.valor_catastral ?? '0';
    for (const a of avaluos) if (Number(a.fecha.slice(0, 4)) <= anio) v = a.valor_catastral;
    return aCentavos(v);
  };
  const descuentoEnero = aCentavos(t.descuento_enero_pct);
  const pagos: PagoPredial[] = [];
  const primerAnio = Number(avaluos[0]?.fecha.slice(0, 4) ?? anioHoy);
  for (let anio = primerAnio; anio <= anioHoy - d.anios_sin_pagar; anio++) {
    const enero = `${anio}-01-10`;
    const fecha = enero < hoy ? enero : hoy;
    const impuesto = impuestoBimestral(base(anio), t);
    const importe = aPesos(impuesto - Math.round((impuesto * descuentoEnero) / 10_000));
    for (let b = 1; b <= 6; b++) pagos.push({ anio, bimestre: b as Bimestre, fecha, folio: folioAnual(d.clave, anio), importe });
  }
  const cuenta: CuentaPredial = { clave: d.clave, propietario: d.propietario ?? '', ubicacion: d.ubicacion ?? '', avaluos, pagos, convenio: null };
  if (!d.convenio) return cuenta;

  const c = d.convenio;
  const fechaConvenio = `${anioHoy - c.anios_atras}-${String(c.mes).padStart(2, '0')}-${String(c.dia).padStart(2, '0')}`;
  if (fechaConvenio > hoy) return cuenta;
  const alFirmar = calcularEstadoCuenta(cuenta, t, mediodiaCancun(fechaConvenio));
  const monto = alFirmar.total;
  const bimHoy = bimestreDeMes(Number(hoy.slice(5, 7)));
  const pagados = new Set(pagos.map((p) => `${p.anio}-${p.bimestre}`));
  for (let anio = Number(fechaConvenio.slice(0, 4)) + 1; anio <= anioHoy; anio++) {
    for (let b = 1; b <= 6; b++) {
      const vence = vencimientoBimestre(anio, b);
      if (pagados.has(`${anio}-${b}`) || (anio === anioHoy && b > bimHoy)) continue;
      const fecha = vence < hoy ? vence : hoy;
      pagos.push({ anio, bimestre: b as Bimestre, fecha, folio: `PRED-${anio}${b}-${d.clave.slice(5, 11)}`, importe: aPesos(impuestoBimestral(base(anio), t)) });
    }
  }
  return { ...cuenta, pagos, convenio: { folio: c.folio, parcialidades: c.parcialidades, fecha: fechaConvenio, monto_total: aPesos(monto), pagadas: c.pagadas } };
}
