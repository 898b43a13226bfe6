// The one runner every procedure's workflow calls with its definition. The machine (domain/tramite)
// decides; this code waits for people (Updates), for payments and the procedure's own events
// (signals) and for deadlines (durable timers), and performs each transition's effects in order.
import {
  ApplicationFailure,
  CancellationScope,
  allHandlersFinished,
  condition,
  isCancellation,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setCurrentDetails,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { Actividades } from '../../activities';
import { sumarHorasHabiles } from '../../domain/common/horas-habiles';
import { detallesActuales, resumenTemporizador, type Situacion } from '../../domain/tramite/detalles';
import { efectosDe } from '../../domain/tramite/efectos';
import { ERRORES_TRAMITE, type CodigoErrorTramite } from '../../domain/tramite/errores';
import { plazoHorasDe, type CualquierDefinicion, type DefPaso, type Efecto, type EventoTramite } from '../../domain/tramite/definicion';
import { estatusSolicitud, turno } from '../../domain/tramite/lectura';
import { aplicarEvento, estadoDe, nuevoTramite, persistir, restaurarTramite, type SnapshotTramite } from '../../domain/tramite/maquina';
import { SA } from '../search-attributes';
import { crearRecordatorios } from './recordatorios';
import {
  cancelacionSignal,
  comprobanteUpdate,
  corregirUpdate,
  entregarUpdate,
  enviarUpdate,
  estadoQuery,
  eventoSignal,
  pagoConfirmadoSignal,
  resolverUpdate,
  revisarSignal,
  type EntradaTramite,
  type EstadoWf,
  type ResolverArgs,
} from './mensajes';

// Projections, tasks, statements and notifications are short database writes. They retry without
// limit (the default) because losing one would leave an inbox or a timeline wrong; the interval is
// capped so an outage heals within a minute of the database returning.
const OPCIONES_ACTIVIDAD = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
} as const;
const act = proxyActivities<Actividades>(OPCIONES_ACTIVIDAD);
/**
 * The same activities when a person is waiting for them: the effects of an Update (a
 * taxpayer's send, a reviewer's decision) run as local activities, in the worker that holds the
 * workflow, inside its workflow task. Each effect as a task-queue activity cost a round trip to the
 * server and a place in the queue behind every other request's effects (an approval waited about
 * 1.7 s p95 behind a burst of 2,000 starts). They are the same idempotent writes, retried the same
 * way (after 10 s of local retries, with a durable timer between tries).
 */
const actPersona = proxyLocalActivities<Actividades>({ ...OPCIONES_ACTIVIDAD, localRetryThreshold: '10 seconds' });
type Acts = typeof act;

/** A business refusal: non-retryable, its type is the stable code the API maps to status and message. */
export const fallo = (codigo: CodigoErrorTramite) => ApplicationFailure.create({ message: ERRORES_TRAMITE[codigo].mensaje, type: codigo, nonRetryable: true });

interface TareaAbierta {
  id: number;
  paso: string;
  ronda: number;
  venceAt: number;
  escalada: boolean;
}

export async function ejecutarTramite(def: CualquierDefinicion, input: EntradaTramite): Promise<EstadoWf> {
  let snap: SnapshotTramite = input.snapshot ? restaurarTramite(def, input.snapshot) : nuevoTramite(def, input.datos);
  let version = input.version ?? 0;
  let tarea: TareaAbierta | null = null;
  // Read through a function: handlers change it, which TypeScript's narrowing cannot see.
  const tareaActual = (): TareaAbierta | null => tarea;
  // The step whose task is being opened: its inbox row exists before the activity's answer reaches
  // the workflow, and a reviewer who sees the row may decide in between.
  let abriendo: string | null = null;
  const abriendoAhora = (): string | null => abriendo;
  const datos = snap.context.datos;
  // Reminders: decided once, at the start, so a history begun before them replays as it ran.
  const recordatorios = patched('recordatorios') ? crearRecordatorios(def, snap, Date.now()) : null;
  // Local activities for the effects a person waits on, decided once so older histories replay as they ran.
  const efectosLocales = patched('efectos-locales');

  const estado = (): EstadoWf => ({
    snapshot: persistir(snap),
    version,
    estatus: estatusSolicitud(def, snap),
    tarea: tarea ? { id: tarea.id, paso: tarea.paso, venceAt: new Date(tarea.venceAt).toISOString(), escalada: tarea.escalada } : null,
  });

  // What an operator reads in Temporal's Web UI (its workflow metadata query): rewritten after every
  // change. Kept in workflow memory only, never a command, so histories recorded before it replay.
  const situacion = (): Situacion => {
    const t = tareaActual();
    return { tarea: t ? { venceAt: t.venceAt, escalada: t.escalada } : null, aviso: recordatorios?.siguiente(snap) ?? null, ahora: Date.now() };
  };
  const detalles = () => setCurrentDetails(detallesActuales(def, snap, situacion()));

  const atributos = () => {
    detalles();
    const t = turno(def, snap);
    upsertSearchAttributes([
      { key: SA.Estatus, value: String(estatusSolicitud(def, snap)) },
      { key: SA.Area, value: t === null ? 'ninguna' : String(t) },
      { key: SA.Paso, value: snap.context.actual ?? 'ninguno' },
    ]);
  };

  // Effects run one transition at a time, in order, even when signals and updates arrive together.
  let cola: Promise<void> = Promise.resolve();
  const enCola = (fn: () => Promise<void>): Promise<void> => {
    const siguiente = cola.then(fn);
    cola = siguiente.catch(() => undefined);
    return siguiente;
  };

  const pasoDef = (clave: string) => (def.pasos as readonly DefPaso<unknown>[]).find((p) => p.clave === clave)!;

  async function ejecutar(fx: Efecto, despues: SnapshotTramite, v: number, a: Acts = act) {
    switch (fx.tipo) {
      case 'cerrarTarea': {
        const t = tareaActual();
        if (!t || t.paso !== fx.paso) return;
        await a.cerrarTarea({ tareaId: t.id, resultado: fx.resultado, motivo: fx.motivo, revisorId: fx.revisorId });
        tarea = null;
        upsertSearchAttributes([{ key: SA.VenceTarea, value: null }]);
        detalles();
        return;
      }
      case 'proyectar':
        return a.proyectarSolicitud({ solicitudId: input.solicitudId, snapshot: persistir(despues), version: v });
      case 'abrirTarea': {
        const horas = input.plazosHoras?.[fx.paso] ?? plazoHorasDe(pasoDef(fx.paso), datos);
        const propuesta = sumarHorasHabiles(new Date(), horas).toISOString();
        abriendo = fx.paso;
        const abierta = await a.abrirTarea({ solicitudId: input.solicitudId, paso: fx.paso, ronda: fx.ronda, venceAt: propuesta });
        const venceAt = Date.parse(abierta.venceAt);
        tarea = { id: abierta.id, paso: fx.paso, ronda: fx.ronda, venceAt, escalada: false };
        abriendo = null;
        upsertSearchAttributes([{ key: SA.VenceTarea, value: new Date(venceAt) }]);
        detalles();
        return;
      }
      case 'estadoCuenta':
        await a.generarEstadoCuenta({ solicitudId: input.solicitudId, servicio: fx.servicio, ronda: fx.ronda });
        return;
      case 'notificar':
        return a.notificarTramite({ solicitudId: input.solicitudId, evento: fx.evento, clave: fx.clave, servicio: fx.servicio ?? null, motivo: fx.motivo ?? null });
    }
  }

  /** Applies an event synchronously (the next validator already sees it) and queues its effects. */
  const mover = (ev: EventoTramite, persona = false): Promise<void> => {
    const antes = snap;
    const despues = aplicarEvento(def, snap, ev);
    if (!despues) throw fallo('tramite.transicion_invalida');
    snap = despues;
    version += 1;
    recordatorios?.cambio(snap, Date.now());
    const v = version;
    atributos();
    const efectos = efectosDe(def, antes, despues, ev);
    return enCola(async () => {
      const acts = persona && efectosLocales ? actPersona : act;
      for (const fx of efectos) await ejecutar(fx, despues, v, acts);
    });
  };

  const validar = (ev: EventoTramite) => {
    if (!snap.can(ev)) throw fallo('tramite.transicion_invalida');
  };

  setHandler(estadoQuery, estado);

  setHandler(
    enviarUpdate,
    async () => {
      await mover({ type: 'ENVIAR' }, true);
      return estado();
    },
    { validator: () => validar({ type: 'ENVIAR' }) },
  );

  setHandler(
    corregirUpdate,
    async () => {
      await mover({ type: 'CORREGIR' }, true);
      return estado();
    },
    { validator: () => validar({ type: 'CORREGIR' }) },
  );

  setHandler(
    entregarUpdate,
    async ({ paso }) => {
      await mover({ type: 'ENTREGAR', paso }, true);
      return estado();
    },
    { validator: ({ paso }) => validar({ type: 'ENTREGAR', paso }) },
  );

  const eventoDe = (a: ResolverArgs): EventoTramite =>
    a.resultado === 'aprobado' ? { type: 'APROBAR', paso: a.paso, revisorId: a.revisorId } : { type: 'RECHAZAR', paso: a.paso, revisorId: a.revisorId, motivo: a.motivo ?? '' };

  const esLaTarea = (a: ResolverArgs) => {
    const t = tareaActual();
    return t !== null && t.id === a.tareaId && t.paso === a.paso;
  };

  setHandler(
    resolverUpdate,
    async (a) => {
      // Accepted while its task was being opened: decided once the workflow knows the task's id.
      // (Never waits otherwise, so a history recorded before this replays exactly as it ran.)
      if (abriendoAhora() !== null) {
        await condition(() => abriendoAhora() === null);
        if (!esLaTarea(a)) throw fallo('tarea.no_pendiente');
      }
      await mover(eventoDe(a), true);
      return estado();
    },
    {
      validator: (a) => {
        const enApertura = tareaActual() === null && abriendoAhora() === a.paso;
        if (!enApertura && !esLaTarea(a)) throw fallo('tarea.no_pendiente');
        if (a.resultado === 'rechazado' && !(a.motivo ?? '').trim()) throw fallo('tramite.motivo_requerido');
        // Its task still held while its closing is on the way: an earlier answer already decided
        // its step (a reviewer's retry after a lost reply), which the reviewer is told as such.
        if (!enApertura && (estadoDe(snap) !== 'revision' || snap.context.actual !== a.paso)) throw fallo('tarea.no_pendiente');
        validar(eventoDe(a));
      },
    },
  );

  setHandler(
    comprobanteUpdate,
    async ({ servicio }) => {
      await mover({ type: 'COMPROBANTE', servicio }, true);
      return estado();
    },
    {
      validator: ({ servicio }) => {
        if (!snap.can({ type: 'COMPROBANTE', servicio })) throw fallo('pago.no_pendiente');
      },
    },
  );

  // A confirmation that does not fit (repeated, late, another service) changes nothing: the API has
  // already recorded the payment once; the machine refuses to count it twice.
  setHandler(pagoConfirmadoSignal, ({ servicio, folioPago }) => {
    const ev: EventoTramite = { type: 'PAGO_CONFIRMADO', servicio, folioPago };
    if (snap.can(ev)) void mover(ev);
  });

  setHandler(eventoSignal, ({ nombre, datos: d }) => {
    const ev: EventoTramite = { type: 'EXTRA', nombre, datos: d };
    if (snap.can(ev)) void mover(ev);
  });

  // revisar (operación): project again, attributes again, and the current task's row
  // made sure of (abrirTarea is idempotent per workflow, step and round: it inserts only when the
  // inbox lost the row). The task the workflow already holds keeps its due time and its escalation:
  // it is updated in place, so the deadline loop neither wakes nor escalates it a second time.
  setHandler(revisarSignal, () => {
    atributos();
    const v = version;
    const visto = snap;
    void enCola(async () => {
      // A transition queued meanwhile projects and opens what follows it; this one re-checks what it saw.
      if (version !== v) return;
      await act.proyectarSolicitud({ solicitudId: input.solicitudId, snapshot: persistir(visto), version: v });
      const paso = visto.context.actual;
      if (estadoDe(visto) !== 'revision' || !paso) return;
      const ronda = visto.context.pasos[paso].ronda;
      const t = tareaActual();
      if (t && t.paso === paso && t.ronda === ronda) {
        const fila = await act.abrirTarea({ solicitudId: input.solicitudId, paso, ronda, venceAt: new Date(t.venceAt).toISOString() });
        t.id = fila.id;
        upsertSearchAttributes([{ key: SA.VenceTarea, value: new Date(t.venceAt) }]);
        return;
      }
      await ejecutar({ tipo: 'abrirTarea', paso, ronda }, visto, v);
    });
  });
  // end revisar

  // Kept until the cancellation that follows it: an operator's reason for the taxpayer. A
  // cancellation without one is a taxpayer deleting the request, whose row the API rewrites itself.
  let motivoCancelacion: string | null = null;
  setHandler(cancelacionSignal, ({ motivo }) => {
    motivoCancelacion = motivo;
  });

  for (const ev of input.eventosIniciales ?? []) if (snap.can(ev)) void mover(ev);

  // Resumed from a stored snapshot at a staff step: find (or open) its task again.
  if (input.snapshot && estadoDe(snap) === 'revision' && snap.context.actual) {
    const paso = snap.context.actual;
    const v = version;
    void enCola(() => ejecutar({ tipo: 'abrirTarea', paso, ronda: snap.context.pasos[paso].ronda }, snap, v));
  }
  atributos();

  const plazosPendientes = () => Object.values(snap.context.plazos).some((t) => t !== null && t !== undefined);
  // A definition's reminder still to come (a licence's expiry) keeps a finished request's workflow alive.
  const terminado = () =>
    ((estadoDe(snap) === 'terminada' && !plazosPendientes()) || estadoDe(snap) === 'rechazada') && !recordatorios?.propiosPendientes(snap);

  try {
    if (recordatorios?.necesitaRef()) recordatorios.fijarRef(await act.referenciaSolicitud({ solicitudId: input.solicitudId }));
    // Deadlines as durable timers: the open task's due time (one escalation) and the definition's own.
    while (!terminado()) {
      const ahora = Date.now();
      const vencidos = Object.entries(snap.context.plazos).filter(([, t]) => t !== null && t !== undefined && t <= ahora);
      const aplicable = vencidos.find(([clave]) => snap.can({ type: 'VENCE', plazo: clave }));
      if (aplicable) {
        await mover({ type: 'VENCE', plazo: aplicable[0] });
        await cola;
        continue;
      }
      // A reminder due now is sent only if the list recomputed now still has it.
      const debidos = recordatorios?.debidos(snap, ahora) ?? [];
      if (debidos.length) {
        const workflowId = workflowInfo().workflowId;
        await enCola(async () => {
          for (const recordatorio of debidos) await act.enviarRecordatorio({ workflowId, solicitudId: input.solicitudId, recordatorio });
        });
        continue;
      }
      const t = tareaActual();
      // A deadline that passed but does not apply in this state waits for the next change.
      const futuros = Object.values(snap.context.plazos).filter((x): x is number => x !== null && x !== undefined && x > ahora);
      const proximos = [t && !t.escalada ? t.venceAt : null, ...futuros, recordatorios?.proximo(snap) ?? null].filter((x): x is number => x !== null);
      const proximo = proximos.length ? Math.min(...proximos) : null;
      const v = version;
      const cambio = () => version !== v || tareaActual() !== t || terminado();
      detalles();
      if (proximo === null) await condition(cambio);
      else await condition(cambio, Math.max(1, proximo - Date.now()), { summary: resumenTemporizador(def, snap, situacion(), proximo) });
      await cola;
      const vencida = tareaActual();
      if (vencida && !vencida.escalada && Date.now() >= vencida.venceAt) {
        vencida.escalada = true;
        await enCola(() => act.escalarTarea({ tareaId: vencida.id }));
      }
    }
    await condition(allHandlersFinished);
    await cola;
    return estado();
  } catch (err) {
    // Cancelled (deleted by its taxpayer, or by an operator): no task is left waiting for a person,
    // and an operator's cancellation reads 'Cancelada' with its reason (histories cancelled before
    // this only closed their tasks).
    if (isCancellation(err)) {
      const motivo = motivoCancelacion;
      await CancellationScope.nonCancellable(async () => {
        if (motivo !== null && patched('cancelada')) {
          const ev: EventoTramite = { type: 'CANCELAR', motivo };
          if (snap.can(ev)) await mover(ev);
          await cola;
        }
        await act.cancelarTareas({ solicitudId: input.solicitudId });
      });
    }
    throw err;
  }
}
