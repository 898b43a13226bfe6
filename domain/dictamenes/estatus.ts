// The statuses of tower and billboard requests (spec 3 §4.4 estatus_revision): their words and
// colours on the cards, what each allows the taxpayer, the list's status filter and the property-tax
// verification chip (edo_cuenta_status). Pure: the API, the forms and the tests call the same functions.

/** spec 3 §4.4: the codes the chain and the taxpayer set. */
export const ESTATUS_DICTAMEN = { PENDIENTE: 1, VALIDADA: 3, APROBADA: 4, RECHAZADA: 5, ENVIADA: 10, JEFATURA: 16, ELIMINADA: 18 } as const;

/** spec 3 §4.4, §9: the form is editable only in these. */
export const ESTATUS_EDITABLES: readonly number[] = [0, 1, 5, 9, 11, 13, 15];
/** spec 3 §4.4: the taxpayer may send to review from these (never at 10, never when deleted). */
export const ESTATUS_ENVIABLES: readonly number[] = [1, 5, 9, 11, 13, 15];

/** spec 3 §4.4: a request with no status yet is a draft (1, the column's default). */
const estatusDe = (e: number | null | undefined): number => (e === null || e === undefined ? ESTATUS_DICTAMEN.PENDIENTE : e);

export function puedeEditarDictamen(estatus: number | null | undefined): boolean {
  return ESTATUS_EDITABLES.includes(estatusDe(estatus));
}

export function puedeEnviarDictamen(estatus: number | null | undefined): boolean {
  return ESTATUS_ENVIABLES.includes(estatusDe(estatus));
}

/** The card's word of each status (spec 3 §4.4); a finished request whose dictamen is signed says so. */
export const ETIQUETAS_ESTATUS_DICTAMEN: Readonly<Record<number, string>> = {
  1: 'PENDIENTE',
  3: 'VALIDADA Y ENVIADA A DIRECCIÓN',
  4: 'APROBADA Y ENVIADA A FIRMA',
  5: 'RECHAZADA',
  9: 'PAGO RECHAZADO',
  10: 'ENVIADA A REVISIÓN',
  12: 'AUTORIZADA',
  13: 'CANCELADA',
  16: 'ENVIADA AL JEFE DE DEPARTAMENTO',
  18: 'ELIMINADA',
  // Ours, not spec 3's: cancelled by an operator (domain/tramite/estatus.ts ESTATUS.CANCELADO).
  19: 'CANCELADA',
};
export const ETIQUETA_DICTAMEN_FIRMADO = 'DICTAMEN FIRMADO';

export function etiquetaEstatusDictamen(estatus: number | null | undefined, documentoFirmado: boolean): string {
  const e = estatusDe(estatus);
  if (e === ESTATUS_DICTAMEN.APROBADA && documentoFirmado) return ETIQUETA_DICTAMEN_FIRMADO;
  return ETIQUETAS_ESTATUS_DICTAMEN[e] ?? ETIQUETAS_ESTATUS_DICTAMEN[ESTATUS_DICTAMEN.PENDIENTE];
}

export type ColorDictamen = 'azul' | 'verde' | 'rojo' | 'naranja' | 'gris';

/** spec 3 §4.4 property-tax statuses of the key (edo_cuenta_status). */
export const EDO_CUENTA = { PENDIENTE: 6, PAGADO: 8, RECHAZADO: 9 } as const;

/** spec 3 §4.4 card chip: 3 blue, 4 green, 5 red, 12 green, 13 red, 1 with the property tax unpaid (6) orange; 10 and 16 blue; others grey. */
export function colorEstatusDictamen(estatus: number | null | undefined, edoCuentaStatus: number | null | undefined): ColorDictamen {
  const e = estatusDe(estatus);
  if (e === 3 || e === 10 || e === 16) return 'azul';
  if (e === 4 || e === 12) return 'verde';
  if (e === 5 || e === 13 || e === 19) return 'rojo';
  if (e === 1 && edoCuentaStatus === EDO_CUENTA.PENDIENTE) return 'naranja';
  return 'gris';
}

/** The 'Verificación' chip's word: the property tax of the key. */
export function etiquetaVerificacion(edo: number | null | undefined): string {
  if (edo === EDO_CUENTA.PENDIENTE) return 'Predial pendiente de pago';
  if (edo === EDO_CUENTA.PAGADO) return 'Predial pagado';
  if (edo === EDO_CUENTA.RECHAZADO) return 'Predial no verificado';
  return 'Sin verificar';
}

/** spec 3 §4.4 verification chip: 6 orange, 8 green, 9 red; none grey. */
export function colorVerificacion(edo: number | null | undefined): ColorDictamen {
  if (edo === EDO_CUENTA.PENDIENTE) return 'naranja';
  if (edo === EDO_CUENTA.PAGADO) return 'verde';
  if (edo === EDO_CUENTA.RECHAZADO) return 'rojo';
  return 'gris';
}

/** spec 3 §4.4 the staff's status filter. */
export const FILTROS_ESTATUS_DICTAMEN: readonly { valor: number; etiqueta: string }[] = [
  { valor: 1, etiqueta: 'Pendientes' },
  { valor: 3, etiqueta: 'Validadas y enviadas a Dirección' },
  { valor: 4, etiqueta: 'Aprobadas y enviadas a firma' },
  { valor: 5, etiqueta: 'Rechazadas' },
  { valor: 16, etiqueta: 'Enviadas al Jefe de Departamento' },
];
