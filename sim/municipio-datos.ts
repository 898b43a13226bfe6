// The demo data of the municipality simulator (sim/data/): cadastre properties, property tax by
// key and Zofemat files, and the property-tax status the simulator answers for a key.
import { readFileSync } from 'node:fs';
import type { EstadoPredial, ExpedienteZofemat, ResultadoCatastro } from '../activities/adapters/catastro';

export type PredioDemo = ResultadoCatastro & { clave: string; descripcion?: string };
/** sim/data/predial.json: the year is derived from today, so the demo never goes stale. */
export interface PredialDemo {
  clave: string;
  /** 0 = paid up to the current year */
  anios_sin_pagar: number;
  /** yearly tax in MXN, 2 decimals */
  impuesto_anual: string;
}
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

/** spec 1 §4.7: the message the form shows as an error when the predial is not paid. */
export function estadoPredialDe(p: PredialDemo, anioActual: number): EstadoPredial {
  const ultimo = anioActual - p.anios_sin_pagar;
  const adeudo = ((centavos(p.impuesto_anual) * p.anios_sin_pagar) / 100).toFixed(2);
  const pagado = p.anios_sin_pagar <= 0;
  return {
    pagado,
    ultimo_anio_pagado: ultimo,
    adeudo: pagado ? '0.00' : adeudo,
    mensaje: pagado
      ? 'Impuesto predial pagado'
      : `La clave catastral tiene adeudo de impuesto predial desde ${ultimo + 1}. Realice su pago para continuar.`,
  };
}
