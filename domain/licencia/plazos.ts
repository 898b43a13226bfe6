// Due dates of the licence's staff steps. SARE promises a decision within 72 business
// hours: its steps are sized to add up to exactly that. Licencias de Funcionamiento has no legal
// promise; its defaults can be changed by configuration (PLAZOS_LICENCIAS, read at boot).
import { TIPO_PROCESO } from './constantes';

export const PASOS_REVISION = [
  'validacion_datos',
  'verificacion_uso_suelo',
  'validacion_uso_suelo',
  'validacion_anuencia',
  'validacion_residuos',
  'firma_director',
  'firma_tesorero',
] as const;
export type PasoRevision = (typeof PASOS_REVISION)[number];
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
  return tipoProceso === TIPO_PROCESO.SARE ? PLAZOS_SARE : { ...PLAZOS_LICENCIAS_DEFECTO, ...licencias };
}

export const plazoPaso = (paso: PasoRevision, tipoProceso: number): number => plazosPara(tipoProceso)[paso];
