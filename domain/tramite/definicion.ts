// What a procedure is, as data: its steps (review, payment, payment validation, signature), who
// reviews each and how fast, what each charges, how the timeline groups them, what the taxpayer
// is told, and the few events, deadlines and flags a procedure adds of its own. The machine
// factory (maquina.ts) and the workflow runner (workflows/tramite) read nothing else.
import type { Recordatorio } from './recordatorios';
import type { ServicioId } from './servicios';

/**
 * 'entrega': the taxpayer's turn inside the procedure, no task and no fee: the request waits until
 * the taxpayer delivers what the step asks (a lease's contract once the request is validated) and
 * sends it (ENTREGAR). The staff step after it reviews what was delivered.
 */
export type TipoPaso = 'revision' | 'pago' | 'firma' | 'entrega';

/**
 * How the taxpayer answers a return at a staff step:
 * 'reenviar' corrects the request and sends it again through the definition's first step (the
 *   request is 5, returned); approved steps stay approved, so it resumes where it stopped;
 * 'corregir' answers at the same step (spec 1 §4.4 'Enviar a uso de suelo'); the request stays in process;
 * 'final' ends the request: rejected (5) for good, nothing to correct (a request for a new activity).
 * A payment-validation step is answered with a new payment or proof of its service (and, when it
 * says 'corregir', also at the same step).
 */
export type Devolucion = 'reenviar' | 'corregir' | 'final';

export interface DefPaso<D = unknown> {
  clave: string;
  /** the step's name on the timeline and in the inbox */
  etiqueta: string;
  tipo: TipoPaso;
  /** staff steps: the area whose inbox receives the task */
  area?: number | ((datos: D) => number);
  /** staff steps: business hours to decide before the task is escalated to the area's head */
  plazoHoras?: number | ((datos: D) => number);
  /** payment steps: the treasury service it charges */
  servicio?: ServicioId;
  /** validation steps: the payment step whose payment or proof this step checks */
  validaPago?: string;
  /** the task's title in the inbox (default: the label) */
  tituloTarea?: string;
  /** false: 'No aplica' from the start (e.g. land use when a certificate exists) */
  aplica?: (datos: D) => boolean;
  /** 'No aplica' until an event of the procedure switches it on (late payment, spec 1 §4.8) */
  opcional?: boolean;
  devolucion?: Devolucion;
  /** the request's status while this step is current (default: 10 on the first step, 3 later) */
  estatusSolicitud?: number;
  /**
   * signature steps: whether the official signs with their e.firma (PAdES, domain/efirma) where the
   * municipality has adopted it (default true); false: always a click
   */
  efirma?: boolean;
}

/** One line of the timeline; several steps may fold into one (the licence's 'Licencia lista'). */
export interface GrupoLinea {
  clave: string;
  etiqueta: string;
  pasos: readonly string[];
}

export interface EstadoPaso {
  estatus: number;
  motivo: string | null;
  /** how many times the step has been opened: each round of a staff step is a new task */
  ronda: number;
}

export type EstadoTramite = 'borrador' | 'revision' | 'pago' | 'entrega' | 'devuelta' | 'terminada' | 'rechazada' | 'cancelada';

export interface ContextoTramite<D = unknown, X = Record<string, unknown>> {
  /** what the request was sent with and what shapes its steps (process, land use…) */
  datos: D;
  pasos: Record<string, EstadoPaso>;
  /** the step the procedure waits on; null in draft and once finished */
  actual: string | null;
  /** how many times the taxpayer has sent the request */
  envios: number;
  /** deadlines (epoch ms) the runner turns into VENCE events; a handler clears its own */
  plazos: Record<string, number | null>;
  /** the procedure's own flags */
  extra: X;
  /** cancelled by an operator: the step it stopped at and the reason the taxpayer was given */
  cancelacion?: { paso: string | null; motivo: string } | null;
}

export type EventoTramite =
  | { type: 'GUARDAR' }
  | { type: 'ENVIAR' }
  | { type: 'CORREGIR' }
  | { type: 'APROBAR'; paso: string; revisorId: number }
  | { type: 'RECHAZAR'; paso: string; revisorId: number; motivo: string }
  | { type: 'PAGO_CONFIRMADO'; servicio: number; folioPago?: string }
  | { type: 'COMPROBANTE'; servicio: number }
  /** the taxpayer delivers what an 'entrega' step asks */
  | { type: 'ENTREGAR'; paso: string }
  | { type: 'VENCE'; plazo: string }
  /** an operator stops the request for good, with the reason the taxpayer is told */
  | { type: 'CANCELAR'; motivo: string }
  | { type: 'EXTRA'; nombre: string; datos?: Record<string, unknown> };

export type EventoExtra = Extract<EventoTramite, { type: 'EXTRA' }>;

/** A side effect the runner performs after a transition, in this order (efectos.ts). */
export type Efecto =
  | { tipo: 'cerrarTarea'; paso: string; resultado: 'aprobado' | 'rechazado'; motivo: string | null; revisorId: number }
  | { tipo: 'proyectar' }
  | { tipo: 'abrirTarea'; paso: string; ronda: number }
  | { tipo: 'estadoCuenta'; servicio: ServicioId; ronda: number }
  | { tipo: 'notificar'; evento: string; clave: string; servicio?: number | null; motivo?: string | null };

type Ctx<D, X> = ContextoTramite<D, X>;

/** An event of the procedure's own (EXTRA), e.g. the beverage-licence window of spec 1 §4.8. */
export interface ManejadorEvento<D, X> {
  /** the states where it applies (default: all) */
  estados?: readonly EstadoTramite[];
  guard?: (ctx: Ctx<D, X>, ev: EventoExtra) => boolean;
  aplicar: (ctx: Ctx<D, X>, ev: EventoExtra) => Partial<Ctx<D, X>>;
  efectos?: (antes: Ctx<D, X>, despues: Ctx<D, X>) => Efecto[];
}

/** A deadline kept in context.plazos[clave]: when it passes, VENCE {plazo: clave} is applied. */
export interface ManejadorPlazo<D, X> {
  /** what an operator reads of it in Temporal ('vigente hasta' → 'vigente hasta el 31/12/2026') */
  etiqueta?: string;
  estados?: readonly EstadoTramite[];
  guard?: (ctx: Ctx<D, X>) => boolean;
  aplicar: (ctx: Ctx<D, X>) => Partial<Ctx<D, X>>;
  efectos?: (antes: Ctx<D, X>, despues: Ctx<D, X>) => Efecto[];
  /** dropped when the request finishes (a late-payment date means nothing after the licence is issued) */
  soloEnTramite?: boolean;
}

export interface TextoNotificacion {
  encabezado: string;
  descripcion: string;
}

/** What a notification text may mention. */
export interface DatosTexto {
  folio: string;
  /** the request's subject: the trade name of an establishment, the taxpayer's name… */
  titulo: string | null;
  servicio: string | null;
  motivo: string | null;
}

/** The generic notifications: 'enviada', 'pago', 'devuelta', 'rechazada', 'terminada'; a definition adds its own. */
/** An 'entrega' step, when opened, tells the taxpayer with the notification 'entrega' if the definition has one. */
export type Notificaciones = Record<string, (d: DatosTexto) => TextoNotificacion>;

export interface DefinicionTramite<D = unknown, X = Record<string, unknown>> {
  /** the procedure's key: tasks, statements and search attributes carry it */
  clave: string;
  nombre: string;
  /** the Temporal workflow type (one per procedure, so operators can list them apart) */
  workflowType: string;
  prefijoWorkflow: string;
  pasos: readonly DefPaso<D>[];
  /** where a corrected request re-enters (default: the first step) */
  pasoReenvio?: string;
  /** the timeline's lines (default one per step); progress counts these too (lectura.ts) */
  linea?: readonly GrupoLinea[];
  extraInicial?: (datos: D) => X;
  plazosIniciales?: (datos: D) => Record<string, number | null>;
  eventos?: Record<string, ManejadorEvento<D, X>>;
  plazos?: Record<string, ManejadorPlazo<D, X>>;
  notificaciones: Notificaciones;
  /** where a notification takes the taxpayer */
  enlace: (ref: { solicitudId: number; locacionId: number | null; contribuyenteId: number }) => string;
  /** what the reviewer's approve button and its confirmation say (default: the step is named) */
  aprobar?: { boton: string; descripcion: string };
  /** the same for a signature step */
  firmar?: { boton: string; descripcion: string };
  /**
   * A legal promise for the whole request, in business hours from sending to decision (SARE's 72),
   * or null where the law promises none: the public indicators count requests decided within it.
   */
  promesaHoras?: (datos: D) => number | null;
  /**
   * The procedure's own reminders, computed from its context: a pure function, read by
   * the runner after every change and again when one falls due (only one still listed is sent).
   * `ref` is the request, for links. The generic ones (unpaid statement, returned request) are the
   * runner's.
   */
  recordatorios?: (ctx: ContextoTramite<D, X>, estado: EstadoTramite, ref: { solicitudId: number; locacionId: number | null; contribuyenteId: number }) => readonly Recordatorio[];
}

/** Identity with inference: a definition keeps its D and X types. */
export function definirTramite<D, X = Record<string, never>>(def: DefinicionTramite<D, X>): DefinicionTramite<D, X> {
  return def;
}

export const areaDe = <D>(p: DefPaso<D>, datos: D): number | null => (p.area === undefined ? null : typeof p.area === 'function' ? p.area(datos) : p.area);
export const plazoHorasDe = <D>(p: DefPaso<D>, datos: D): number => (p.plazoHoras === undefined ? 0 : typeof p.plazoHoras === 'function' ? p.plazoHoras(datos) : p.plazoHoras);
export const esPasoDePersonal = (p: Pick<DefPaso, 'tipo'>) => p.tipo === 'revision' || p.tipo === 'firma';
/** A signature: the step that issues the document (its button says so, the card says 'En firma'). */
export const esPasoDeFirma = (p: Pick<DefPaso, 'tipo'> | null | undefined) => p?.tipo === 'firma';

/** Any procedure's definition, for code that serves them all (the engine, the runner, the registry). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CualquierDefinicion = DefinicionTramite<any, any>;
