// Renewal of a licence for a year the business already operated (spec 1 §2.4, §2.10, §4.3,
// §4.7–4.8, §5.6–5.7, §9). Pure rules shared by the API (the gate) and the web (what it offers).
import { z } from 'zod';
import { MSG } from '../common/messages';
import { hoyCancun } from '../tramite/fechas';
import { requierePatente } from '../catalogos/establecimientos';
import { TIPO_PROCESO } from './constantes';

/** spec 1 §5.6: the current year and the two before. */
export const ANIOS_RENOVABLES = 3;
/** spec 1 §3, §9: the solid-waste month of a renewal. */
export const MES_RESIDUOS_RENOVACION = '01';

export const MSG_REN = {
  titulo: (anio: number) => `Renovación de licencia ${anio}`,
  // spec 1 §5.7
  todosObligatorios: MSG.todosObligatorios,
  cambioPropietario: 'Falta rellenar campos obligatorios para el cambio de propietario',
  // Where the spec is silent (our own text).
  periodoNoDisponible: (anio: number) => `El periodo ${anio} no está disponible para renovación`,
  periodoOrden: (anio: number) => `Primero debe renovar el periodo ${anio}`,
  sinPeriodos: 'Este establecimiento no tiene periodos pendientes de renovar',
  renovacionCreada: (anio: number) => `Renovación de licencia ${anio} creada exitosamente`,
  yaImportado: 'El establecimiento ya está registrado en la Ventanilla',
  importado: 'Establecimiento importado exitosamente',
  noEncontrado: 'No se encontró un establecimiento con esas claves',
  otroTitular: 'El establecimiento está registrado a nombre de otro contribuyente',
  predialRenovacion: 'Para renovar debe estar al corriente del impuesto predial',
  padronIncompleto: 'Los datos del establecimiento en el padrón municipal están incompletos; acuda a la Dirección de Ingresos para actualizarlos',
} as const;

/** spec 1 §4.7: keys with no property tax to check (donation, market stall, federal zone). */
export const CLAVES_SIN_PREDIAL = ['DONATIVO', 'MERCADO', 'ZONA FEDERAL'] as const;
export function requierePredial(clave: string): boolean {
  return !(CLAVES_SIN_PREDIAL as readonly string[]).includes(clave.trim().toUpperCase());
}

export interface PeriodosRenovacion {
  /** the periods that may be renewed now, oldest first */
  periodos: number[];
  /** spec 1 §5.6: in December the taxpayer picks any; otherwise the oldest pending is the one */
  libre: boolean;
}

export interface OcupacionRenovacion {
  /** years the business already holds or asked for (the portal's licences, the padrón's paid years) */
  ocupados: Iterable<number>;
  /** the first year a renewal can cover: the one after the business opened */
  desde: number;
}

/**
 * spec 1 §5.6: a renewal covers the current year or one of the two before, never a year the
 * business already holds, nor its opening year or before. The periods may be chosen only in
 * December; the rest of the year the oldest pending one comes first, so the years are renewed in
 * order and none is skipped.
 */
export function periodosRenovacion(o: OcupacionRenovacion, hoy: string = hoyCancun()): PeriodosRenovacion {
  const anio = Number(hoy.slice(0, 4));
  const mes = Number(hoy.slice(5, 7));
  const tomados = new Set(o.ocupados);
  const pendientes: number[] = [];
  for (let a = Math.max(anio - (ANIOS_RENOVABLES - 1), o.desde); a <= anio; a++) if (!tomados.has(a)) pendientes.push(a);
  const libre = mes === 12;
  return { periodos: libre ? pendientes : pendientes.slice(0, 1), libre };
}

/** Why a period cannot be renewed now (null when it can). */
export function motivoPeriodo(anio: number, o: OcupacionRenovacion, hoy: string = hoyCancun()): string | null {
  const ocupacion = { ocupados: [...o.ocupados], desde: o.desde };
  const { periodos } = periodosRenovacion(ocupacion, hoy);
  if (periodos.includes(anio)) return null;
  const todos = periodosRenovacion(ocupacion, `${hoy.slice(0, 4)}-12-01`).periodos;
  if (todos.includes(anio) && periodos.length) return MSG_REN.periodoOrden(periodos[0]);
  return MSG_REN.periodoNoDisponible(anio);
}

/**
 * The year a renewal may start from: the year after the business opened — its opening licence in
 * the portal, or (a business the municipality licensed before the portal) its SAT registration.
 */
export function primerAnioRenovable(d: { apertura: number | null; fechaAltaHacienda: string }): number {
  return (d.apertura ?? Number(d.fechaAltaHacienda.slice(0, 4))) + 1;
}

/** spec 1 §1: a SARE business whose activities sell alcohol renews in Licencias de Funcionamiento. */
export function tipoProcesoRenovacion(tipoProcesoId: number, giros: number[]): number {
  return tipoProcesoId === TIPO_PROCESO.SARE && requierePatente(giros) ? TIPO_PROCESO.LICENCIAS : tipoProcesoId;
}

const mes = z.string().regex(/^(0[1-9]|1[0-2])$/, { error: 'Seleccione un mes válido' });

/** spec 1 §5.7 renewal lookup: establishment key, cadastral key and RFC, all required. */
export const busquedaRenovacionSchema = z.object({
  clave: z.string().trim().min(1, { error: MSG_REN.todosObligatorios }).max(60),
  clave_catastral: z.string().trim().min(1, { error: MSG_REN.todosObligatorios }).max(40),
  rfc: z.string().trim().min(1, { error: MSG_REN.todosObligatorios }).max(13),
});
export type BusquedaRenovacion = z.infer<typeof busquedaRenovacionSchema>;

/** POST licencia/{id}/newyear/{x}: the renewal's own choices (spec 1 §3 additional renewal choices). */
export const renovacionSchema = z.object({
  idSolicitud: z.coerce.number().int().positive().optional(),
  anio: z.coerce.number().int().optional(),
  estatus_licencia: z.coerce.number().int().optional(),
  mes_pago_residuos: mes.default(MES_RESIDUOS_RENOVACION),
  mes_pago_piso_f: mes.default(MES_RESIDUOS_RENOVACION),
});
export type RenovacionInput = z.input<typeof renovacionSchema>;
