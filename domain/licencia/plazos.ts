// Due dates of the staff steps (issue 3 §5). SARE promises a decision within 72 business
// hours: its steps are sized to add up to exactly that. Licencias de Funcionamiento has no legal
// promise; its defaults can be changed by configuration (PLAZOS_LICENCIAS).
import type { ClavePaso } from './machine';

export type PasoRevision = Extract<
  ClavePaso,
  'validacion_datos' | 'verificacion_uso_suelo' | 'validacion_uso_suelo' | 'validacion_anuencia' | 'validacion_residuos' | 'firma_director' | 'firma_tesorero'
>;
export type Plazos = Record<PasoRevision, number>;

/** Business hours per step for SARE; the sum is 72 (a unit test keeps it so). */
export const PLAZOS_SARE: Plazos = {
  validacion_datos: 16,
  verificacion_uso_suelo: 16,
  validacion_uso_suelo: 8,
  validacion_anuencia: 8,
  validacion_residuos: 8,
  firma_director: 8,
  firma_tesorero: 8,
};

export const PLAZOS_LICENCIAS_DEFECTO: Plazos = {
  validacion_datos: 40,
  verificacion_uso_suelo: 40,
  validacion_uso_suelo: 16,
  validacion_anuencia: 24,
  validacion_residuos: 16,
  firma_director: 16,
  firma_tesorero: 16,
};

export function plazosPara(tipoProceso: number, licencias: Partial<Plazos> = {}): Plazos {
  return tipoProceso === 2 ? PLAZOS_SARE : { ...PLAZOS_LICENCIAS_DEFECTO, ...licencias };
}

/** Same day of the month `meses` later (clamped to the month's last day), keeping the time. */
export function sumarMeses(desde: Date, meses: number): Date {
  const d = new Date(desde.getTime());
  const dia = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + meses);
  const ultimo = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(dia, ultimo));
  return d;
}

/** Whole days left until `limite`, never negative (the countdown of spec 1 §4.8). */
export function diasRestantes(limite: Date, ahora: Date): number {
  return Math.max(0, Math.ceil((limite.getTime() - ahora.getTime()) / 86_400_000));
}
