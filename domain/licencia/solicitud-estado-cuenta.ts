// Requests for an account statement (estado de cuenta) that a taxpayer sends to an area (spec 1
// §3 "Statement form", "Market statement form"; §5.3; §5.8; §7.3 notifyEdoRs; §7.4
// generarSolicitudEstadoCuenta and formCuenta; §9). Pure: the API validates the bodies with these
// schemas and the web's dialogs resolve their forms with the very same ones.
import { z } from 'zod';
import { AREA_LICENCIAS } from '../common/catalogos';
import { MSG } from '../common/messages';
import { hoyCancun } from '../tramite/fechas';
import { CODIGOS_MES, nombreMes, TIPO_LOCAL, type CodigoMes } from '../catalogos/establecimientos';
import { TIPO_PROCESO } from './constantes';
import { AREA_RESIDUOS, AREA_SARE } from './definicion';

/** spec 1 §9 "Notification areas": Markets 27. */
export const AREA_MERCADOS = 27;

/** spec 1 §9 / spec 3 §9: statements start in 2010 (the municipality's first year on the system). */
export const ANIO_INICIAL_ESTADO_CUENTA = 2010;

/** spec 1 §5.8, verbatim (the accents the spec leaves out stay out). */
export const MSG_EDO_CUENTA = {
  camposRequeridos: 'Los campos son requeridos',
  anioInicioMayor: 'El año inicio no puede ser mayor al fin',
  mesInicioMayor: 'El mes inicio no puede ser mayor al fin',
  anioMenorUltimo: (year: number) => `El año inicio no puede ser menor que el ultimo año solicitado (${year})`,
  fechaMenorUltima: (year: number, month: string) => `La fecha no puede ser igual o menor a la fecha de la ultima solicitud: año(${year}) mes(${month})`,
} as const;

/** Messages these requests add where the spec is silent. */
export const MSG_EDO_CUENTA_EXTRA = {
  enviada: (area: string) => `Su solicitud de estado de cuenta fue enviada al área de ${area}.`,
  soloMercados: 'La solicitud de estado de cuenta de mercado solo aplica a establecimientos ubicados en un mercado',
} as const;

/** What a request asks for; each kind goes to its own area. */
export type TipoSolicitudEdoCuenta = 'periodo' | 'mercado' | 'residuos';

/** The current year as Chetumal counts it: a statement covers past and current periods only. */
export const anioActualCancun = (ahora: Date = new Date()) => Number(hoyCancun(ahora).slice(0, 4));

/** spec 1 §5.8 'Los campos son requeridos': empty, null and absent are all "not given". */
const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A year as a select or JSON sends it (2026 or '2026'), from 2010 to the current year. */
const anio = () =>
  z.preprocess(
    (v) => (vacio(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? MSG_EDO_CUENTA.camposRequeridos : MSG.formatoInvalido) })
      .int(MSG.formatoInvalido)
      .min(ANIO_INICIAL_ESTADO_CUENTA, MSG.mayorOIgualA(ANIO_INICIAL_ESTADO_CUENTA))
      // The bound is read when a value is checked, not when the module loads (a server runs past New Year).
      .refine((n) => n <= anioActualCancun(), { error: () => MSG.menorOIgualA(anioActualCancun()) }),
  );

/** spec 1 §3 months lookup: '01' to '12'. */
const mes = () =>
  z.preprocess(
    (v) => (vacio(v) ? undefined : v),
    z.enum(CODIGOS_MES, { error: (iss) => (iss.input === undefined ? MSG_EDO_CUENTA.camposRequeridos : MSG.formatoInvalido) }),
  );

/** The statement form (spec 1 §3): year_ini, mes_ini, year_fin, mes_fin. */
const rangoBase = z.object({ year_ini: anio(), mes_ini: mes(), year_fin: anio(), mes_fin: mes() });
type Rango = z.output<typeof rangoBase>;

/**
 * spec 1 §5.8: the start does not come after the end (first the years, then, in one year, the
 * months). true when it said something.
 */
function reglasRango<T extends Rango>(v: T, ctx: z.RefinementCtx<T>): boolean {
  if (v.year_ini > v.year_fin) ctx.addIssue({ code: 'custom', path: ['year_ini'], message: MSG_EDO_CUENTA.anioInicioMayor });
  else if (v.year_ini === v.year_fin && v.mes_ini > v.mes_fin) ctx.addIssue({ code: 'custom', path: ['mes_ini'], message: MSG_EDO_CUENTA.mesInicioMayor });
  else return false;
  return true;
}

/** A statement over a month range (spec 1 §3 "Statement form", §7.4 generarSolicitudEstadoCuenta). */
export const rangoEstadoCuentaSchema = rangoBase.superRefine((v, ctx) => void reglasRango(v, ctx));
export type RangoEstadoCuenta = z.output<typeof rangoEstadoCuentaSchema>;

const idEstablecimiento = z.preprocess(
  (v) => (vacio(v) ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number({ error: MSG_EDO_CUENTA.camposRequeridos }).int(MSG.formatoInvalido).positive(MSG.formatoInvalido).max(2_147_483_647, MSG.formatoInvalido),
);

/** POST establecimientos/generarSolicitudEstadoCuenta: the range and the establishment it is for. */
export const solicitudEstadoCuentaSchema = rangoBase.extend({ locacion_id: idEstablecimiento }).superRefine((v, ctx) => void reglasRango(v, ctx));

/** The end of the last market request (spec 1 §3 lastyear, lastmes); null before the first. */
export interface UltimaSolicitud {
  year: number;
  mes: CodigoMes;
}

/**
 * The market statement request (spec 1 §3 "Market statement form", §5.8 formCuenta). lastyear and
 * lastmes are the end of the previous request: a new one starts after it. The web fills them from
 * the server; the server fills them again from its own table, never from the browser.
 */
export const cuentaMercadoSchema = rangoBase
  .extend({
    lastyear: z.number().int().nullable().optional(),
    lastmes: z.enum(CODIGOS_MES).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    // spec 1 §5.8 lists the rules in order; a person reads one message at a time.
    if (reglasRango(v, ctx) || v.lastyear == null || v.lastmes == null) return;
    if (v.year_ini < v.lastyear) ctx.addIssue({ code: 'custom', path: ['year_ini'], message: MSG_EDO_CUENTA.anioMenorUltimo(v.lastyear) });
    else if (v.year_ini === v.lastyear && v.mes_ini <= v.lastmes) {
      ctx.addIssue({ code: 'custom', path: ['mes_ini'], message: MSG_EDO_CUENTA.fechaMenorUltima(v.lastyear, v.lastmes) });
    }
  });
export type CuentaMercado = z.output<typeof cuentaMercadoSchema>;

/**
 * POST contribuyente/notifyEdoRs/{id} (spec 1 §7.3): the month the solid-waste statement runs to
 * (spec 1 §9 "solid-waste end months 01 to 12"); missing or off the list is §5.3 'Debes seleccionar un mes'.
 */
export const mesResiduosSchema = z.object({
  mes_fin: z.preprocess((v) => (vacio(v) ? undefined : v), z.enum(CODIGOS_MES, { error: MSG.seleccionarMes })),
  locacion_id: idEstablecimiento,
});
export type MesResiduos = z.output<typeof mesResiduosSchema>;

/** spec 1 §3 local types: 2 is a market; a market licence (renewal or opening) says so too. */
export const esMercado = (tipoLocalId: number | null | undefined, licenciaMercado = false) => tipoLocalId === TIPO_LOCAL.MERCADO || licenciaMercado;

/**
 * Who receives each request: the statement of a period goes to the area that handles the licence
 * (Licencias de Funcionamiento, or Coordinación SARE for a SARE business, as its data validation);
 * the solid-waste month to Residuos Sólidos (spec 1 §9 waste 1750); the market's to Mercados (27).
 */
export function areaDeSolicitud(tipo: TipoSolicitudEdoCuenta, tipoProcesoId: number): number {
  if (tipo === 'residuos') return AREA_RESIDUOS;
  if (tipo === 'mercado') return AREA_MERCADOS;
  return tipoProcesoId === TIPO_PROCESO.SARE ? AREA_SARE : AREA_LICENCIAS;
}

/** Every area that receives these requests (its staff read them with the taxpayers' messages). */
export const AREAS_SOLICITUD_EDO_CUENTA: readonly number[] = [AREA_LICENCIAS, AREA_SARE, AREA_RESIDUOS, AREA_MERCADOS];

const periodo = (year: number | null, mes: string | null) => `${(mes && nombreMes(mes)?.toLowerCase()) ?? mes ?? ''} de ${year ?? ''}`.trim();

/** The message the area reads (what, for which establishment, over which months). */
export function mensajeSolicitud(
  tipo: TipoSolicitudEdoCuenta,
  est: { nombreComercial: string; externalId: string; claveCatastral: string },
  r: { yearIni: number | null; mesIni: string | null; yearFin: number; mesFin: string },
): string {
  const de = `${est.nombreComercial} (clave ${est.externalId}, clave catastral ${est.claveCatastral})`;
  if (tipo === 'residuos') return `Solicitud de estado de cuenta de residuos sólidos de ${de} hasta ${periodo(r.yearFin, r.mesFin)}.`;
  const que = tipo === 'mercado' ? 'Solicitud de estado de cuenta de mercado' : 'Solicitud de estado de cuenta';
  return `${que} de ${de} del periodo de ${periodo(r.yearIni, r.mesIni)} a ${periodo(r.yearFin, r.mesFin)}.`;
}

/** The years a statement form offers, newest first (spec 1 §9: from 2010 to the current year). */
export function aniosEstadoCuenta(ahora: Date = new Date()): number[] {
  const fin = anioActualCancun(ahora);
  return Array.from({ length: fin - ANIO_INICIAL_ESTADO_CUENTA + 1 }, (_, i) => fin - i);
}
