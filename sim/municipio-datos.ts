// The demo data of the municipality simulator (sim/data/): cadastre properties, property tax by
// key (sim/predial-historia.ts turns it into a history) and Zofemat files.
import { readFileSync } from 'node:fs';
import type { EstadoPredial, ExpedienteZofemat, ResultadoCatastro } from '../activities/adapters/catastro';
import { resumenPredial } from '../domain/predial/cuenta';
import { cuentaDemo, TARIFA_PREDIAL_DEMO, type PredialDemo } from './predial-historia';

export type { PredialDemo };

export type PredioDemo = ResultadoCatastro & { clave: string; descripcion?: string };
export type ExpedienteDemo = ExpedienteZofemat & { clave_catastral: string };

function leer<T>(archivo: string): T {
  return JSON.parse(readFileSync(new URL(`./data/${archivo}`, import.meta.url), 'utf8')) as T;
}
export function prediosDemo(): PredioDemo[] {
  return leer<PredioDemo[]>('catastro-predios.json');
}
export function predialDemo(): PredialDemo[] {
  return leer<PredialDemo[]>('predial.json');
}
export function expedientesZofematDemo(): ExpedienteDemo[] {
  return leer<ExpedienteDemo[]>('zofemat-expedientes.json');
}

const ZONA = 'America/Cancun';

export function partesFecha(d: Date): { anio: number; mes: number; dia: number } {
  const p = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(d);
  const v = (t: string) => Number(p.find((x) => x.type === t)?.value);
  return { anio: v('year'), mes: v('month'), dia: v('day') };
}

export function centavos(monto: string): number {
  const [e, d = ''] = monto.split('.');
  return Number(e) * 100 + Number(d.padEnd(2, '0').slice(0, 2));
}

/** spec 1 §4.7: the status check the form waits on, derived from the key's history. */
export function estadoPredialDe(p: PredialDemo, ahora: Date, mConstruccion = 0): EstadoPredial {
  return resumenPredial(cuentaDemo(p, ahora, mConstruccion), TARIFA_PREDIAL_DEMO, ahora);
}
