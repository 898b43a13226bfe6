// The status codes every procedure shares (spec 1 §4.3–4.5, spec 2 §4, spec 3 §4) and the one
// table of their Spanish words. A step (el paso) and a request (la solicitud) agree in gender,
// so each code has both forms; nothing else in the code base words a status.

export const ESTATUS = {
  BORRADOR: 1,
  PENDIENTE: 2,
  EN_PROCESO: 3,
  APROBADO: 4,
  RECHAZADO: 5,
  /** payment confirmed (online or proof attached), waiting for the area to validate it */
  PAGADO: 8,
  /** payment proof refused by the area */
  PAGO_RECHAZADO: 9,
  ENVIADO: 10,
  NO_APLICA: 11,
  /** spec 3 §4.4: a tower or billboard request sent to the head of department */
  JEFATURA: 16,
  /**
   * Not a code of the specs: a request an operator cancelled from the console (docs/OPERACION.md).
   * Neither returned (5, which the taxpayer corrects and resends) nor refused: it stops for good,
   * and no code of a procedure's own means it.
   */
  CANCELADO: 19,
} as const;
export type Estatus = (typeof ESTATUS)[keyof typeof ESTATUS];

interface Palabras {
  /** a step of the timeline: «Validación de datos — Aprobado» */
  paso: string;
  /** a request, licence or certificate: «Licencia de funcionamiento — Aprobada» */
  solicitud: string;
}

export const PALABRAS_ESTATUS: Readonly<Record<Estatus, Palabras>> = {
  1: { paso: 'Sin enviar', solicitud: 'Borrador' },
  2: { paso: 'Pendiente', solicitud: 'Pendiente' },
  3: { paso: 'En proceso', solicitud: 'En proceso' },
  4: { paso: 'Aprobado', solicitud: 'Aprobada' },
  5: { paso: 'Devuelto', solicitud: 'Devuelta' },
  8: { paso: 'Pagado', solicitud: 'Pagada' },
  9: { paso: 'Pago rechazado', solicitud: 'Pago rechazado' },
  10: { paso: 'Enviado', solicitud: 'Enviada a revisión' },
  11: { paso: 'No aplica', solicitud: 'No aplica' },
  16: { paso: 'Enviado al Jefe de Departamento', solicitud: 'Enviada al Jefe de Departamento' },
  19: { paso: 'Cancelado', solicitud: 'Cancelada' },
};

/**
 * The words of a request's state that no status code carries: what it waits on (a payment, the
 * signatures) and a rejection for good (5 is also a return to correct, 'Devuelta').
 */
export const PALABRAS_ESTADO = {
  pago: 'Pago pendiente',
  pagoRechazado: 'Pago rechazado',
  firma: 'En firma',
  rechazada: 'Rechazada',
} as const;

/** How a status word is drawn (the badge's colour), so every screen draws one request alike. */
export type TonoEstatus = 'exito' | 'info' | 'aviso' | 'peligro' | 'neutro';

/** spec 1 §4.5's colour of a bare status code as a tone (rows that are no request: an area's decision). */
export function tonoDeColor(c: ColorEstatus): TonoEstatus {
  return c === 'verde' ? 'exito' : c === 'rojo' ? 'peligro' : 'neutro';
}

/** What a row says when there is no request at all (spec 1 §2.9 procedures table). */
export const SIN_SOLICITUD = 'Sin solicitud';

export function palabraEstatus(estatus: number | null | undefined, de: keyof Palabras): string {
  if (estatus === null || estatus === undefined) return SIN_SOLICITUD;
  return PALABRAS_ESTATUS[estatus as Estatus]?.[de] ?? PALABRAS_ESTATUS[ESTATUS.PENDIENTE][de];
}

export type ColorEstatus = 'verde' | 'rojo' | 'gris';

/** spec 1 §4.5: 2 grey; 3, 4, 8, 10 green; 5 and 9 red; others grey. Cancelled (ours) is red too. */
export function colorEstatus(estatus: number | null | undefined): ColorEstatus {
  if (estatus === 3 || estatus === 4 || estatus === 8 || estatus === 10) return 'verde';
  if (estatus === 5 || estatus === 9 || estatus === ESTATUS.CANCELADO) return 'rojo';
  return 'gris';
}

/** spec 1 §4.3: the form is read-only while the request is in this family (and once cancelled). */
export const ESTATUS_BLOQUEADOS: readonly number[] = [3, 4, 10, ESTATUS.CANCELADO];
/**
 * spec 1 §6: a request may be deleted (with its establishment) only at 1, 5 or with none; and once an
 * operator cancelled it (nothing of it moves again), so its establishment is not kept for ever.
 */
export const ESTATUS_ELIMINABLES: readonly number[] = [1, 5, ESTATUS.CANCELADO];

/** The states of a staff task in an inbox (the inbox's filter, the task's row). */
export const ESTADOS_TAREA = ['pendiente', 'resuelta', 'cancelada'] as const;
export type EstadoTarea = (typeof ESTADOS_TAREA)[number];
/** A state read from a link (?estado=…): one of the above, or the inbox's default, pending. */
export function estadoTareaDe(v: string | null | undefined): EstadoTarea {
  return (ESTADOS_TAREA as readonly string[]).includes(v ?? '') ? (v as EstadoTarea) : 'pendiente';
}
