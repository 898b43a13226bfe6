// Everything a person reads of a procedure, derived from its snapshot and its definition only: the
// request's status code and word, the timeline, the progress, whose turn it is and what the
// taxpayer may do now. The API, the inbox, the printouts and the web all read these functions,
// so the bar, the steps, the badges and the card's word cannot disagree.
import { areaDe, esPasoDeFirma, esPasoDePersonal, type CualquierDefinicion, type DefPaso, type EstadoPaso, type EstadoTramite } from './definicion';
import { colorEstatus, ESTATUS, palabraEstatus, PALABRAS_ESTADO, type ColorEstatus, type TonoEstatus } from './estatus';
import { estadoDe, pasoHecho, type SnapshotPersistido, type SnapshotTramite } from './maquina';

type Leible = Pick<SnapshotPersistido, 'value' | 'context'> | SnapshotTramite;

const defPaso = (def: CualquierDefinicion, clave: string | null): DefPaso<unknown> | null =>
  clave ? ((def.pasos as readonly DefPaso<unknown>[]).find((p) => p.clave === clave) ?? null) : null;

const ctx = (s: Leible) => s.context as SnapshotPersistido['context'];

/**
 * Stopped for good without being granted: refused at a final step, or cancelled by an operator.
 * Nothing of it moves again, and a new request of the same kind may be started beside it.
 */
export const sinCurso = (estado: string): boolean => estado === 'rechazada' || estado === 'cancelada';

/** The states a request never leaves: granted, refused or cancelled (for queries, the same list). */
export const ESTADOS_CERRADOS = ['terminada', 'rechazada', 'cancelada'] as const;

/** Closed: it will not move again, whether granted or not. */
export const cerrada = (estado: string): boolean => estado === 'terminada' || sinCurso(estado);

/** The step the request is at, with its definition; null in draft and once finished. */
export function pasoActual(def: CualquierDefinicion, s: Leible): DefPaso<unknown> | null {
  return defPaso(def, ctx(s).actual);
}

/** Returned to the taxpayer with a reason, to correct and resend (not a payment or a same-step answer). */
export function devueltaParaReenviar(def: CualquierDefinicion, s: Leible): boolean {
  const p = pasoActual(def, s);
  return estadoDe(s) === 'devuelta' && !!p && (p.devolucion ?? (p.validaPago ? 'pago' : 'reenviar')) === 'reenviar';
}

/**
 * The request's status code (spec 1 §4.3 and the same family in every procedure): 1 draft; 10 at the
 * first step; 3 in process; 5 returned to be corrected and resent; 4 finished. A step may say
 * otherwise while it is current (the licence is 4 while it waits for its signatures).
 */
export function estatusSolicitud(def: CualquierDefinicion, s: Leible): number {
  const estado = estadoDe(s);
  if (estado === 'borrador') return ESTATUS.BORRADOR;
  if (estado === 'terminada') return ESTATUS.APROBADO;
  if (estado === 'rechazada') return ESTATUS.RECHAZADO;
  if (estado === 'cancelada') return ESTATUS.CANCELADO;
  if (devueltaParaReenviar(def, s)) return ESTATUS.RECHAZADO;
  const p = pasoActual(def, s);
  if (!p) return ESTATUS.EN_PROCESO;
  return p.estatusSolicitud ?? (p.clave === def.pasos[0].clave ? ESTATUS.ENVIADO : ESTATUS.EN_PROCESO);
}

export interface EstatusVisible {
  /** the status code (spec 1 §4.3), as estatusSolicitud answers */
  estatus: number;
  /** the request's one status word */
  texto: string;
  tono: TonoEstatus;
}

/**
 * The one status word of a request, for every screen that names it (lists, cards, detail, inbox,
 * printouts): what it waits on now, read from its state and current step. The code stays the
 * spec's (the licence is 4 while it waits for its signatures, spec 1 §4.3), but the word says
 * 'En firma' there — a list reading 'Aprobada' beside a card reading 'En firma' was two words.
 */
export function estatusVisible(def: CualquierDefinicion, s: Leible): EstatusVisible {
  const estatus = estatusSolicitud(def, s);
  const estado = estadoDe(s);
  const p = pasoActual(def, s);
  const de = (texto: string, tono: TonoEstatus): EstatusVisible => ({ estatus, texto, tono });
  switch (estado) {
    case 'borrador':
      return de(palabraEstatus(estatus, 'solicitud'), 'neutro');
    case 'terminada':
      return de(palabraEstatus(estatus, 'solicitud'), 'exito');
    case 'rechazada':
      return de(PALABRAS_ESTADO.rechazada, 'peligro');
    case 'cancelada':
      return de(palabraEstatus(ESTATUS.CANCELADO, 'solicitud'), 'peligro');
    case 'devuelta':
      // A return at a payment's validation refuses that payment (its line reads 'Pago rechazado');
      // anything else is corrected and answered ('Devuelta').
      return de(!devueltaParaReenviar(def, s) && p?.validaPago ? PALABRAS_ESTADO.pagoRechazado : palabraEstatus(ESTATUS.RECHAZADO, 'solicitud'), 'peligro');
    case 'pago':
      return de(PALABRAS_ESTADO.pago, 'aviso');
    default:
      // 'Aprobada' is said of a finished request only: a step may keep the code 4 while it waits
      // for a signature (spec 1 §4.3) or a payment's validation (spec 3 §4.4 'enviada a firma').
      if (esPasoDeFirma(p)) return de(PALABRAS_ESTADO.firma, 'info');
      return de(palabraEstatus(estatus === ESTATUS.APROBADO ? ESTATUS.EN_PROCESO : estatus, 'solicitud'), 'info');
  }
}

export const palabraSolicitud = (def: CualquierDefinicion, s: Leible) => estatusVisible(def, s).texto;

/** Whose turn it is: the area id of the current staff step, 'contribuyente' when the taxpayer must act, null when nobody must. */
export function turno(def: CualquierDefinicion, s: Leible): number | 'contribuyente' | null {
  const estado = estadoDe(s);
  if (estado === 'borrador' || estado === 'terminada' || sinCurso(estado)) return null;
  if (estado === 'devuelta' || estado === 'pago' || estado === 'entrega') return 'contribuyente';
  const p = pasoActual(def, s);
  return p ? areaDe(p, ctx(s).datos) : null;
}

/** The service the taxpayer must pay now (or whose refused proof they must replace), or null. */
export function servicioPendiente(def: CualquierDefinicion, s: Leible): number | null {
  const estado = estadoDe(s);
  const p = pasoActual(def, s);
  if (estado === 'pago') return p?.servicio ?? null;
  if (estado === 'devuelta' && p?.validaPago) return defPaso(def, p.validaPago)?.servicio ?? null;
  return null;
}

export interface SubpasoLinea {
  clave: string;
  etiqueta: string;
  estatus: number;
  texto: string;
  actual: boolean;
}

export interface PasoLinea {
  clave: string;
  etiqueta: string;
  estatus: number;
  /** the status in words, the same everywhere (estatus.ts) */
  texto: string;
  color: ColorEstatus;
  actual: boolean;
  no_aplica: boolean;
  motivo: string | null;
  /** the steps folded into this line, each with its own status (the licence's signatures) */
  subpasos: SubpasoLinea[];
}

/** One line's status when several steps fold into it: the worst news first, done only when all are. */
function estatusGrupo(pasos: { def: DefPaso<unknown>; e: EstadoPaso }[]): number {
  if (pasos.every((p) => p.e.estatus === ESTATUS.NO_APLICA)) return ESTATUS.NO_APLICA;
  const rechazo = pasos.find((p) => p.e.estatus === ESTATUS.RECHAZADO || p.e.estatus === ESTATUS.PAGO_RECHAZADO);
  if (rechazo) return rechazo.e.estatus;
  if (pasos.every((p) => pasoHecho(p.def, p.e))) return ESTATUS.APROBADO;
  if (pasos.some((p) => p.e.estatus === ESTATUS.EN_PROCESO || p.e.estatus === ESTATUS.PAGADO)) return ESTATUS.EN_PROCESO;
  return ESTATUS.PENDIENTE;
}

/** The timeline's lines: the definition's own, or one per step. */
const lineasDe = (def: CualquierDefinicion) => def.linea ?? def.pasos.map((p) => ({ clave: p.clave, etiqueta: p.etiqueta, pasos: [p.clave] }));

/** The timeline (spec 1 §4.5): the definition's lines, each with its status, colour and reason. */
export function lineaDeTiempo(def: CualquierDefinicion, s: Leible): PasoLinea[] {
  const c = ctx(s);
  const cancelada = estadoDe(s) === 'cancelada' ? (c.cancelacion ?? { paso: c.actual, motivo: '' }) : null;
  return lineasDe(def).map((g) => {
    const pasos = g.pasos.map((k) => ({ def: defPaso(def, k)!, e: c.pasos[k] ?? { estatus: ESTATUS.PENDIENTE, motivo: null, ronda: 0 } }));
    const estatus = pasos.length === 1 ? pasos[0].e.estatus : estatusGrupo(pasos);
    // The line a cancelled request stopped at says so, with the operator's reason.
    if (cancelada?.paso && g.pasos.includes(cancelada.paso)) {
      return {
        clave: g.clave,
        etiqueta: g.etiqueta,
        estatus: ESTATUS.CANCELADO,
        texto: palabraEstatus(ESTATUS.CANCELADO, 'paso'),
        color: colorEstatus(ESTATUS.CANCELADO),
        actual: false,
        no_aplica: false,
        motivo: cancelada.motivo || null,
        subpasos: [],
      };
    }
    return {
      clave: g.clave,
      etiqueta: g.etiqueta,
      estatus,
      texto: palabraEstatus(estatus, 'paso'),
      color: colorEstatus(estatus),
      actual: !!c.actual && g.pasos.includes(c.actual),
      no_aplica: estatus === ESTATUS.NO_APLICA,
      motivo: pasos.map((p) => (p.e.estatus === ESTATUS.RECHAZADO || p.e.estatus === ESTATUS.PAGO_RECHAZADO ? p.e.motivo : null)).find(Boolean) ?? null,
      subpasos:
        pasos.length > 1
          ? pasos
              .filter((p) => p.e.estatus !== ESTATUS.NO_APLICA)
              .map((p) => ({ clave: p.def.clave, etiqueta: p.def.etiqueta, estatus: p.e.estatus, texto: palabraEstatus(p.e.estatus, 'paso'), actual: c.actual === p.def.clave }))
          : [],
    };
  });
}

export interface Progreso {
  /** the timeline's lines behind the request: done (or not applying), counted from the first */
  valor: number;
  /** the timeline's lines, every one it shows */
  maximo: number;
}

/** A line is behind the request when every step folded into it is done or does not apply. */
const lineaHecha = (def: CualquierDefinicion, s: Leible, pasos: readonly string[]) =>
  pasos.every((k) => {
    const p = defPaso(def, k);
    return !p || pasoHecho(p, ctx(s).pasos[k]);
  });

/**
 * Progress, counted in the timeline's own lines: «Avance: 4 de 9» above nine lines, so what a
 * person counts on the timeline and the count agree. Spec 1 §4.5 draws the licence's bar with
 * 4 ticks (0 to 3, three milestones); counted in milestones it read «0 de 3» above nine steps,
 * and the bar is read as the steps shown, so the steps are what is counted (one tick per line).
 * The count is the run of finished lines from the first: a line that does not apply ('No aplica')
 * counts once the request has passed it, never before anything was done.
 */
export function progreso(def: CualquierDefinicion, s: Leible): Progreso {
  const grupos = lineasDe(def);
  const estado = estadoDe(s);
  const maximo = grupos.length;
  if (estado === 'borrador') return { valor: 0, maximo };
  // Finished is every line, whatever a step that never opened says.
  if (estado === 'terminada') return { valor: maximo, maximo };
  let valor = 0;
  while (valor < maximo && lineaHecha(def, s, grupos[valor].pasos)) valor += 1;
  return { valor, maximo };
}

export interface AccionesTramite {
  /** the form may be saved (draft, or returned to be corrected) */
  guardar: boolean;
  enviar: boolean;
  /** answer a return at the same step (spec 1 §4.4 'Enviar a uso de suelo') */
  corregir: boolean;
  /** service id payable online now, or null */
  pagar: number | null;
  /** service id whose payment proof may be attached now, or null */
  comprobante: number | null;
  /** the 'entrega' step whose delivery the taxpayer may send now, or null */
  entregar: string | null;
  /** spec 1 §4.3: read-only */
  bloqueado: boolean;
}

/** What the taxpayer may do now: the machine answers, so the page offers what the server accepts. */
export function accionesTramite(def: CualquierDefinicion, s: SnapshotTramite | null): AccionesTramite {
  if (!s) return { guardar: true, enviar: false, corregir: false, pagar: null, comprobante: null, entregar: null, bloqueado: false };
  const servicio = servicioPendiente(def, s);
  const guardar = s.can({ type: 'GUARDAR' });
  const corregir = s.can({ type: 'CORREGIR' });
  const actual = s.context.actual;
  const entregar = actual && s.can({ type: 'ENTREGAR', paso: actual }) ? actual : null;
  return { guardar, enviar: s.can({ type: 'ENVIAR' }), corregir, pagar: servicio, comprobante: servicio, entregar, bloqueado: !(guardar || corregir) };
}

/** The staff step now open, if any (the inbox holds its task). */
export function pasoDePersonalActual(def: CualquierDefinicion, s: Leible): DefPaso<unknown> | null {
  const p = pasoActual(def, s);
  return p && estadoDe(s) === 'revision' && esPasoDePersonal(p) ? p : null;
}

export const ESTADOS_ABIERTOS: readonly EstadoTramite[] = ['revision', 'pago', 'entrega', 'devuelta'];
