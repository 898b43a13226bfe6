// The property-tax statement as the portal asks for it (spec 2 §3 'Property-tax statement form',
// §7 'Property tax, statements and payment', §9; spec 3 §2.10, §3.10, §5.10, §7.9). Pure, so every
// rule is unit tested: the years offered, the form's body, the calls of the public page and of a
// signed-in taxpayer, and the gateway order of a key.
import { ANIO_INICIAL_PREDIAL, PARCIALIDADES_CONVENIO, type Avaluo, type PagoPredial, type Parcialidades } from '../../domain/predial/cuenta';
import { hoyCancun } from '../../domain/tramite/fechas';

export { PARCIALIDADES_CONVENIO, type Parcialidades };

/** spec 2 §9: default account type of the statement form. */
export const TIPO_CUENTA_PREDIAL = 2;
/** spec 2 §9: default number of instalments. */
export const PARCIALIDADES_POR_DEFECTO: Parcialidades = 2;
const BIMESTRES_POR_ANIO = 6;
/** spec 2 §7, spec 3 §7.9: the gateway's service id of the property tax. */
export const SERVICIO_PREDIAL = 2;

export type ModoEstadoCuenta = 'total' | 'desglosado';

/** What the cadastre says of the property (getValuacionClaveCatastral's datos_predio). */
export type DatosPredio = Record<string, unknown>;

/** spec 2 §3, spec 3 §3.10: the statement form sent to generarEdoCuenta / generarEdoCuentaDesglosado. */
export interface FormEstadoCuenta {
  claveCatastral: string;
  tipoCuenta: number;
  bimestre: number;
  yearInicio: number;
  yearFinal: number;
  avaluos: Avaluo[];
  datosPredio: DatosPredio | null;
  ultimoPagoPredial: PagoPredial | null;
}

/** The current year and month in Chetumal. */
export function hoyPredial(ahora: Date = new Date()): { anio: number; mes: number } {
  const iso = hoyCancun(ahora);
  return { anio: Number(iso.slice(0, 4)), mes: Number(iso.slice(5, 7)) };
}

/** spec 3 §3.10: year choices run from the current year down to 2010. */
export function aniosPredial(anioActual: number): number[] {
  const anios: number[] = [];
  for (let a = anioActual; a >= ANIO_INICIAL_PREDIAL; a--) anios.push(a);
  return anios;
}

/**
 * The first year the statement lists by default: the year after the last fully paid one (the
 * year of the last payment when it was not its sixth bimester), 2010 when nothing was ever paid.
 */
export function anioInicialSugerido(ultimo: Pick<PagoPredial, 'anio' | 'bimestre'> | null, anioActual: number): number {
  if (!ultimo) return ANIO_INICIAL_PREDIAL;
  const a = ultimo.bimestre >= 6 ? ultimo.anio + 1 : ultimo.anio;
  return Math.min(anioActual, Math.max(ANIO_INICIAL_PREDIAL, a));
}

/** spec 2 §7: the valuations sorted by date and kept from the first year asked to the last. */
export function avaluosDelPeriodo(avaluos: readonly Avaluo[], yearInicio: number, yearFinal: number): Avaluo[] {
  const ordenados = [...avaluos].sort((a, b) => a.fecha.localeCompare(b.fecha));
  // The valuation in force at the start of the range is the last one dated before it.
  let vigente = -1;
  ordenados.forEach((a, i) => {
    if (Number(a.fecha.slice(0, 4)) <= yearInicio) vigente = i;
  });
  return ordenados.filter((a, i) => i >= vigente && Number(a.fecha.slice(0, 4)) <= yearFinal);
}

/**
 * The statement form. `bimestre` is the last bimester of the final year listed: the sixth, as the
 * property-tax office lets the current year be paid in advance and 'Pagar en línea' charges all of
 * it, so the printed statement, the debt shown and the gateway's amount agree.
 */
export function formEstadoCuenta(
  clave: string,
  rango: { yearInicio: number; yearFinal: number },
  consulta: { avaluos: readonly Avaluo[]; datosPredio: DatosPredio | null; ultimoPago: PagoPredial | null },
): FormEstadoCuenta {
  const yearInicio = Math.min(rango.yearInicio, rango.yearFinal);
  const yearFinal = Math.max(rango.yearInicio, rango.yearFinal);
  return {
    claveCatastral: clave,
    tipoCuenta: TIPO_CUENTA_PREDIAL,
    bimestre: BIMESTRES_POR_ANIO,
    yearInicio,
    yearFinal,
    avaluos: avaluosDelPeriodo(consulta.avaluos, yearInicio, yearFinal),
    datosPredio: consulta.datosPredio,
    ultimoPagoPredial: consulta.ultimoPago,
  };
}

/**
 * Where each call goes (spec 2 §7). The public page (no session) uses the rate-limited
 * `predial-pbl/…` variants; a signed-in taxpayer the `predial/…` ones: the statement of a key typed
 * in a form is generarEdoCuentaSolicitudes / generarEdoCuentaDesglosadoSolicitud (key in the body).
 */
export interface RutasPredial {
  valuacion: string;
  ultimoPago: string;
  estadoCuenta: (modo: ModoEstadoCuenta) => string;
  convenio: string;
}

export function rutasPredial(publico: boolean): RutasPredial {
  const base = publico ? '/api/predial-pbl' : '/api/predial';
  const estados: Record<ModoEstadoCuenta, string> = publico
    ? { total: `${base}/generarEdoCuenta`, desglosado: `${base}/generarEdoCuentaDesglosado` }
    : { total: `${base}/generarEdoCuentaSolicitudes`, desglosado: `${base}/generarEdoCuentaDesglosadoSolicitud` };
  return {
    valuacion: `${base}/getValuacionClaveCatastral`,
    ultimoPago: `${base}/getUltimoPagoPredial`,
    estadoCuenta: (modo) => estados[modo],
    convenio: `${base}/solicitarConvenioPredial`,
  };
}

/** spec 3 §7.9: the order of a key's property tax (POST pagosopb/getFolio). */
export function cuerpoGetFolioPredial(clave: string) {
  return { idServicio: SERVICIO_PREDIAL, claveEstablecimiento: clave, estatusEstadoCuenta: 'A', folioEstadoCuenta: '1' };
}

/** Title and file name of a statement in the viewer. */
export function tituloEstadoCuenta(modo: ModoEstadoCuenta, clave: string, rango: { yearInicio: number; yearFinal: number }) {
  const periodo = rango.yearInicio === rango.yearFinal ? `${rango.yearInicio}` : `${rango.yearInicio}–${rango.yearFinal}`;
  return {
    titulo: `Estado de cuenta del impuesto predial ${modo === 'total' ? 'total' : 'desglosado'} (${periodo})`,
    nombreArchivo: `predial-${clave}-${modo}-${rango.yearInicio}-${rango.yearFinal}.pdf`,
  };
}

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
/** '2184.60' or 218460 centavos → '$2,184.60' */
export function formatearPesos(monto: string | number, centavos = false): string {
  const n = typeof monto === 'number' ? (centavos ? monto / 100 : monto) : Number(monto.replace(/,/g, ''));
  return pesos.format(Number.isFinite(n) ? n : 0);
}
