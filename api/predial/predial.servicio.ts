// What every property-tax route does with the office's account (spec 2 §7, §9; spec 3 §7.9): read
// the account and the tariff through the PredialAdapter, compute the statement with the domain's one
// calculation (domain/predial/cuenta.ts), print it, ask for an agreement. Signed-in and public routes
// share it; they differ only in who may call and which key they may name.
import { generarEdoCuentaPredialPdf } from '../../activities/pdf';
import { aCentavos, aPesos, calcularEstadoCuenta, type CuentaPredial, type Parcialidades } from '../../domain/predial/cuenta';
import { repartir } from './predial.calculo';
import { MSG_PREDIO } from '../../domain/predial/mensajes';
import { badRequest } from '../lib/errors';
import type { AppDeps } from '../lib/contexto';
import { externo } from '../lib/externo';
import { RechazoPredial, type PredialAdapter } from '../../activities/adapters/catastro';
import { MSG_PREDIAL } from './predial.mensajes';
import type { ConvenioPredialDto, CuerpoEdoCuenta } from './predial.schemas';
import { createPredialRepository } from './predial.repository';

/** The property-tax office (activities/adapters/catastro.ts PredialAdapter). */
export const oficina = (deps: AppDeps): PredialAdapter => deps.predial;

/**
 * A call to the office: its refusals (no debt, an agreement in force, a period not owed) reach the
 * person as a 400 with the office's message; an office that fails is the generic 503 (lib/externo.ts).
 */
export async function aOficina<T>(fn: () => Promise<T>): Promise<T> {
  return externo(async () => {
    try {
      return await fn();
    } catch (err) {
      throw err instanceof RechazoPredial ? badRequest(err.mensaje, 'PREDIAL') : err;
    }
  });
}

/** The account of a key; 'La clave no ha sido encontrada en catastro' when the office does not know it. */
export async function cuentaDe(deps: AppDeps, clave: string): Promise<CuentaPredial> {
  const c = await aOficina(() => oficina(deps).cuenta(clave));
  if (!c) throw badRequest(MSG_PREDIO.claveNoEncontrada, 'CLAVE');
  return c;
}

export type ModoEdoCuenta = 'total' | 'desglosado' | 'agrupado';

/** The statement of a key as the form asks for it (years, last bimester), computed from the office's history. */
export async function estadoCuenta(deps: AppDeps, clave: string, f: Pick<CuerpoEdoCuenta, 'yearInicio' | 'yearFinal' | 'bimestre'> = {}, hoy = new Date()) {
  if (f.yearInicio && f.yearFinal && f.yearInicio > f.yearFinal) throw badRequest(MSG_PREDIAL.rangoAnios, 'ANIOS');
  const cuenta = await cuentaDe(deps, clave);
  const tarifa = await aOficina(() => oficina(deps).tarifa());
  const calculo = calcularEstadoCuenta(cuenta, tarifa, hoy, { yearInicio: f.yearInicio, yearFinal: f.yearFinal, bimestreFinal: f.bimestre });
  return { cuenta, tarifa, calculo };
}

/** The printed statement (activities/pdf): total per year, per bimester, or per year with its columns. */
export async function pdfEdoCuenta(deps: AppDeps, clave: string, f: CuerpoEdoCuenta, modo: ModoEdoCuenta): Promise<Buffer> {
  const hoy = new Date();
  const { cuenta, tarifa, calculo } = await estadoCuenta(deps, clave, f, hoy);
  return generarEdoCuentaPredialPdf({ modo, cuenta, calculo, tarifa, fechaEmision: hoy, referencia: `PREDIAL-${clave}-${calculo.yearInicio}-${calculo.yearFinal}` });
}

/** data.avaluos (by date) and data.datos_predio: what the printed statement shows of the property. */
export async function valuacion(deps: AppDeps, clave: string) {
  const { cuenta, calculo } = await estadoCuenta(deps, clave);
  const avaluos = [...cuenta.avaluos].sort((a, b) => a.fecha.localeCompare(b.fecha));
  const vigente = avaluos[avaluos.length - 1] ?? null;
  return {
    avaluos,
    datos_predio: {
      clave_catastral: cuenta.clave,
      propietario: cuenta.propietario,
      ubicacion: cuenta.ubicacion,
      superficie_terreno: vigente?.superficie_terreno ?? null,
      superficie_construccion: vigente?.superficie_construccion ?? null,
      valor_catastral: vigente?.valor_catastral ?? null,
      ultimo_anio_pagado: calculo.ultimoPago?.anio ?? null,
      adeudo: aPesos(calculo.total),
      pagado: calculo.pagado,
    },
  };
}

/** Every bimester paid, newest first. */
export async function pagosDe(deps: AppDeps, clave: string) {
  const cuenta = await cuentaDe(deps, clave);
  return [...cuenta.pagos].sort((a, b) => b.anio - a.anio || b.bimestre - a.bimestre || b.fecha.localeCompare(a.fecha));
}

/**
 * spec 2 §7 solicitarConvenioPredial: an agreement in 2, 3 or 4 instalments of the whole debt as the
 * statement computes it today. The office gives the folio; the portal keeps a copy of the request.
 */
export async function solicitarConvenio(deps: AppDeps, clave: string, parcialidades: Parcialidades, contribuyenteId: number | null): Promise<ConvenioPredialDto> {
  const { calculo } = await estadoCuenta(deps, clave);
  if (calculo.convenio) throw badRequest(MSG_PREDIAL.convenioVigente(calculo.convenio.folio), 'CONVENIO_VIGENTE');
  if (calculo.total <= 0) throw badRequest(MSG_PREDIAL.sinAdeudo, 'SIN_ADEUDO');
  const r = await aOficina(() => oficina(deps).solicitarConvenio(clave, parcialidades));
  // The office's figure is the agreement's; it computes with the same rules, so it agrees with ours.
  const montoTotal = r.monto_total;
  const folio = r.folio;
  await createPredialRepository({ db: deps.db }).registrarConvenio({ clave, parcialidades, montoTotal, folio, contribuyenteId });
  return { folio, clave_catastral: clave, parcialidades, monto_total: montoTotal, importes: repartir(aCentavos(montoTotal), parcialidades) };
}
