// The step engine every procedure runs on, as one xstate v5 machine built from a definition.
// The workflow decides with it, the API answers with its snapshot, and the web restores that
// snapshot into the same machine to draw the timeline and offer only what it would accept.
//
// The steps run in the definition's order. Each step keeps its estatus in the context; "the next
// step" is always the first one neither approved (4), paid (8, payments) nor 'No aplica' (11), so a
// request returned at any step resumes exactly where it stopped.
import { and, assign, setup, transition, type SnapshotFrom } from 'xstate';
import { ESTATUS } from './estatus';
import {
  esPasoDePersonal,
  type ContextoTramite,
  type DefinicionTramite,
  type DefPaso,
  type EstadoPaso,
  type EstadoTramite,
  type EventoTramite,
} from './definicion';

type C = ContextoTramite<unknown, Record<string, unknown>>;
type Def = DefinicionTramite<unknown, Record<string, unknown>>;
type Pasos = C['pasos'];

/** What is stored and sent to the web: the machine's state and context, nothing else. */
export interface SnapshotPersistido {
  value: string;
  context: C;
}

const ESTADOS: readonly EstadoTramite[] = ['borrador', 'revision', 'pago', 'entrega', 'devuelta', 'terminada', 'rechazada', 'cancelada'];

function pasoDe(def: Def, clave: string): DefPaso {
  const p = def.pasos.find((x) => x.clave === clave);
  if (!p) throw new RangeError(`${def.clave}: paso desconocido ${clave}`);
  return p;
}

/** Done for the engine: approved, not applicable, or (a payment step) paid. */
export function pasoHecho(p: Pick<DefPaso, 'tipo'>, e: EstadoPaso | undefined): boolean {
  if (!e) return true;
  return e.estatus === ESTATUS.APROBADO || e.estatus === ESTATUS.NO_APLICA || (p.tipo === 'pago' && e.estatus === ESTATUS.PAGADO);
}

export function siguientePaso(def: Def, pasos: Pasos): string | null {
  for (const p of def.pasos) if (!pasoHecho(p, pasos[p.clave])) return p.clave;
  return null;
}

export function contextoInicial<D, X>(def: DefinicionTramite<D, X>, datos: D): ContextoTramite<D, X> {
  const pasos: Pasos = {};
  for (const p of def.pasos) {
    const noAplica = p.opcional || (p.aplica ? !p.aplica(datos) : false);
    pasos[p.clave] = { estatus: noAplica ? ESTATUS.NO_APLICA : ESTATUS.PENDIENTE, motivo: null, ronda: 0 };
  }
  return {
    datos,
    pasos,
    actual: null,
    envios: 0,
    plazos: def.plazosIniciales?.(datos) ?? {},
    extra: def.extraInicial?.(datos) ?? ({} as X),
  };
}

const conPaso = (pasos: Pasos, clave: string, cambio: Partial<EstadoPaso>): Pasos => ({ ...pasos, [clave]: { ...pasos[clave], ...cambio } });

/** Opens a step: a staff step goes to review (3) in a new round; a payment step waits (2). */
function abrir(def: Def, pasos: Pasos, clave: string | null): Pasos {
  if (!clave) return pasos;
  const p = pasos[clave];
  return esPasoDePersonal(pasoDe(def, clave))
    ? { ...pasos, [clave]: { estatus: ESTATUS.EN_PROCESO, motivo: null, ronda: p.ronda + 1 } }
    : { ...pasos, [clave]: { ...p, estatus: ESTATUS.PENDIENTE, ronda: p.ronda + 1 } };
}

function avanzar(def: Def, pasos: Pasos): Pick<C, 'pasos' | 'actual'> {
  const actual = siguientePaso(def, pasos);
  return { pasos: abrir(def, pasos, actual), actual };
}

/** A validation step is answered with a new payment; it may also allow the same-step answer. */
const devolucionDe = (p: DefPaso) => p.devolucion ?? (p.validaPago ? 'pago' : 'reenviar');

function construir(def: Def) {
  const reenvio = def.pasoReenvio ?? def.pasos[0].clave;
  const actualDef = (c: C) => (c.actual ? pasoDe(def, c.actual) : null);
  const servicioDeValidacion = (p: DefPaso | null) => (p?.validaPago ? (pasoDe(def, p.validaPago).servicio ?? null) : null);

  /** The definition's own events and deadlines, available in `estado`. */
  const propios = (estado: EstadoTramite) => {
    const on: Record<string, unknown[]> = {};
    const eventos = Object.entries(def.eventos ?? {}).filter(([, h]) => !h.estados || h.estados.includes(estado));
    if (eventos.length) {
      on.EXTRA = eventos.map(([nombre, h]) => ({
        guard: ({ context, event }: { context: C; event: EventoTramite }) =>
          event.type === 'EXTRA' && event.nombre === nombre && (!h.guard || h.guard(context, event)),
        actions: assign(({ context, event }: { context: C; event: EventoTramite }) => h.aplicar(context, event as Extract<EventoTramite, { type: 'EXTRA' }>)),
      }));
    }
    const plazos = Object.entries(def.plazos ?? {}).filter(([, h]) => !h.estados || h.estados.includes(estado));
    if (plazos.length) {
      on.VENCE = plazos.map(([clave, h]) => ({
        guard: ({ context, event }: { context: C; event: EventoTramite }) =>
          event.type === 'VENCE' && event.plazo === clave && context.plazos[clave] != null && (!h.guard || h.guard(context)),
        // The deadline is spent once handled; a handler may set a new one.
        actions: assign(({ context }: { context: C }) => {
          const cambio = h.aplicar(context);
          return { ...cambio, plazos: { ...context.plazos, [clave]: null, ...(cambio.plazos ?? {}) } };
        }),
      }));
    }
    return on;
  };

  // Saving changes nothing in the machine: it only says whether the form may be saved now.
  const guardado = () => undefined;
  // Any request not yet finished or refused may be cancelled; a finished one keeps what it earned.
  const cancelar = { target: 'cancelada', actions: 'cancelar' } as const;

  return setup({
    types: { context: {} as C, events: {} as EventoTramite, input: {} as unknown },
    guards: {
      esPasoActual: ({ context, event }) => (event.type === 'APROBAR' || event.type === 'RECHAZAR') && event.paso === context.actual,
      // Untrusted input reaches can(): a blank reason is a refusal, not a TypeError.
      rechazoConMotivo: ({ context, event }) =>
        event.type === 'RECHAZAR' && event.paso === context.actual && typeof event.motivo === 'string' && event.motivo.trim().length > 0,
      rechazoFinal: ({ context }) => {
        const p = actualDef(context);
        return !!p && p.devolucion === 'final';
      },
      pagoDelPasoActual: ({ context, event }) =>
        (event.type === 'PAGO_CONFIRMADO' || event.type === 'COMPROBANTE') && actualDef(context)?.servicio === event.servicio,
      pagoDeValidacionDevuelta: ({ context, event }) =>
        (event.type === 'PAGO_CONFIRMADO' || event.type === 'COMPROBANTE') && servicioDeValidacion(actualDef(context)) === event.servicio,
      entregaDelPasoActual: ({ context, event }) => event.type === 'ENTREGAR' && event.paso === context.actual && actualDef(context)?.tipo === 'entrega',
      devueltaParaReenviar: ({ context }) => {
        const p = actualDef(context);
        return !!p && devolucionDe(p) === 'reenviar';
      },
      devueltaParaCorregir: ({ context }) => {
        const p = actualDef(context);
        return !!p && devolucionDe(p) === 'corregir';
      },
    },
    actions: {
      guardado,
      enviar: assign(({ context }) => ({ ...avanzar(def, context.pasos), envios: context.envios + 1 })),
      aprobar: assign(({ context }) => avanzar(def, conPaso(context.pasos, context.actual!, { estatus: ESTATUS.APROBADO, motivo: null }))),
      rechazar: assign(({ context, event }) => {
        const motivo = (event as { motivo: string }).motivo.trim();
        let pasos = conPaso(context.pasos, context.actual!, { estatus: ESTATUS.RECHAZADO, motivo });
        // spec 1 §4.5: a refused payment proof shows red (9) on its payment step.
        const valida = actualDef(context)?.validaPago;
        if (valida) pasos = conPaso(pasos, valida, { estatus: ESTATUS.PAGO_RECHAZADO });
        return { pasos };
      }),
      entregar: assign(({ context }) => avanzar(def, conPaso(context.pasos, context.actual!, { estatus: ESTATUS.APROBADO, motivo: null }))),
      pagar: assign(({ context }) => avanzar(def, conPaso(context.pasos, context.actual!, { estatus: ESTATUS.PAGADO, motivo: null }))),
      // Back through the re-entry step; approved steps stay approved.
      reenviar: assign(({ context }) => {
        let pasos = context.actual === reenvio ? context.pasos : conPaso(context.pasos, context.actual!, { estatus: ESTATUS.PENDIENTE });
        pasos = conPaso(pasos, reenvio, { estatus: ESTATUS.PENDIENTE });
        return { pasos: abrir(def, pasos, reenvio), actual: reenvio, envios: context.envios + 1 };
      }),
      // The same-step answer. On a payment's validation it comes without a new payment: the one
      // already made stands (paid, not refused), or approving would charge it a second time.
      corregir: assign(({ context }) => {
        const valida = actualDef(context)?.validaPago;
        const pasos = valida ? conPaso(context.pasos, valida, { estatus: ESTATUS.PAGADO }) : context.pasos;
        return { pasos: abrir(def, pasos, context.actual) };
      }),
      reabrirValidacion: assign(({ context }) => {
        const valida = actualDef(context)!.validaPago!;
        return { pasos: abrir(def, conPaso(context.pasos, valida, { estatus: ESTATUS.PAGADO }), context.actual) };
      }),
      // Stopped by an operator: where it stood and why; no deadline of it fires any more.
      cancelar: assign(({ context, event }) => ({
        cancelacion: { paso: context.actual, motivo: (event as { motivo: string }).motivo.trim() },
        plazos: Object.fromEntries(Object.keys(context.plazos).map((k) => [k, null])),
      })),
      // A finished request drops the deadlines that only mean something while it runs.
      cerrarPlazos: assign(({ context }) => {
        const plazos = { ...context.plazos };
        for (const [clave, h] of Object.entries(def.plazos ?? {})) if (h.soloEnTramite) plazos[clave] = null;
        return { plazos };
      }),
    },
  }).createMachine({
    id: def.clave,
    initial: 'borrador',
    context: ({ input }) => contextoInicial(def, input),
    states: {
      borrador: {
        on: { GUARDAR: { actions: 'guardado' }, ENVIAR: { target: 'enTramite', actions: 'enviar' }, CANCELAR: cancelar, ...propios('borrador') },
      },
      revision: {
        on: {
          APROBAR: { guard: 'esPasoActual', target: 'enTramite', actions: 'aprobar' },
          RECHAZAR: [
            { guard: and(['rechazoConMotivo', 'rechazoFinal']), target: 'rechazada', actions: ['rechazar', 'cerrarPlazos'] },
            { guard: 'rechazoConMotivo', target: 'devuelta', actions: 'rechazar' },
          ],
          CANCELAR: cancelar,
          ...propios('revision'),
        },
      },
      pago: {
        on: {
          PAGO_CONFIRMADO: { guard: 'pagoDelPasoActual', target: 'enTramite', actions: 'pagar' },
          COMPROBANTE: { guard: 'pagoDelPasoActual', target: 'enTramite', actions: 'pagar' },
          CANCELAR: cancelar,
          ...propios('pago'),
        },
      },
      // The taxpayer's turn inside the procedure (a lease's contract): no task, no fee.
      entrega: {
        on: {
          ENTREGAR: { guard: 'entregaDelPasoActual', target: 'enTramite', actions: 'entregar' },
          CANCELAR: cancelar,
          ...propios('entrega'),
        },
      },
      devuelta: {
        on: {
          GUARDAR: { guard: 'devueltaParaReenviar', actions: 'guardado' },
          ENVIAR: { guard: 'devueltaParaReenviar', target: 'enTramite', actions: 'reenviar' },
          CORREGIR: { guard: 'devueltaParaCorregir', target: 'enTramite', actions: 'corregir' },
          PAGO_CONFIRMADO: { guard: 'pagoDeValidacionDevuelta', target: 'revision', actions: 'reabrirValidacion' },
          COMPROBANTE: { guard: 'pagoDeValidacionDevuelta', target: 'revision', actions: 'reabrirValidacion' },
          CANCELAR: cancelar,
          ...propios('devuelta'),
        },
      },
      // Transient: the next step is a payment, a delivery, a review, or the end.
      enTramite: {
        always: [
          { guard: ({ context }) => context.actual === null, target: 'terminada', actions: 'cerrarPlazos' },
          { guard: ({ context }) => pasoDe(def, context.actual!).tipo === 'pago', target: 'pago' },
          { guard: ({ context }) => pasoDe(def, context.actual!).tipo === 'entrega', target: 'entrega' },
          { target: 'revision' },
        ],
      },
      // Not an xstate final state: a definition may still listen (spec 1 §4.8 beverage window).
      terminada: { on: { ...propios('terminada') } },
      // Rejected for good (a step whose return is 'final'): nothing more happens.
      rechazada: {},
      // Cancelled by an operator (the console, with a reason): nothing more happens either.
      cancelada: {},
    },
  });
}

export type MaquinaTramite = ReturnType<typeof construir>;
export type SnapshotTramite = SnapshotFrom<MaquinaTramite>;

const cache = new WeakMap<object, MaquinaTramite>();

/** The machine of a definition, built once. */
export function maquinaDe<D, X>(def: DefinicionTramite<D, X>): MaquinaTramite {
  let m = cache.get(def);
  if (!m) {
    m = construir(def as unknown as Def);
    cache.set(def, m);
  }
  return m;
}

export function nuevoTramite<D, X>(def: DefinicionTramite<D, X>, datos: D): SnapshotTramite {
  return maquinaDe(def).resolveState({ value: 'borrador', context: contextoInicial(def, datos) as unknown as C });
}

/**
 * A stored snapshot back into the machine. Steps a newer definition added start as they would in a
 * new request, so a request stored before a definition grew still restores.
 */
export function restaurarTramite<D, X>(def: DefinicionTramite<D, X>, p: SnapshotPersistido): SnapshotTramite {
  const base = contextoInicial(def, p.context.datos as D) as unknown as C;
  const value = (ESTADOS as readonly string[]).includes(p.value) ? p.value : 'borrador';
  const context: C = {
    ...base,
    ...p.context,
    pasos: { ...base.pasos, ...p.context.pasos },
    plazos: { ...base.plazos, ...p.context.plazos },
    extra: { ...base.extra, ...p.context.extra },
  };
  return maquinaDe(def).resolveState({ value, context });
}

export const persistir = (s: SnapshotTramite): SnapshotPersistido => ({ value: s.value as string, context: s.context });

/** Pure step: the next snapshot, or null when the machine refuses the event. */
export function aplicarEvento<D, X>(def: DefinicionTramite<D, X>, s: SnapshotTramite, ev: EventoTramite): SnapshotTramite | null {
  if (!s.can(ev)) return null;
  const [next] = transition(maquinaDe(def), s, ev);
  return next;
}

export const estadoDe = (s: SnapshotTramite | SnapshotPersistido): EstadoTramite => s.value as EstadoTramite;
