// The operating-licence procedure as a durable workflow (spec 1 §4.3–4.5, §4.8; issue 3 §3–5).
// The machine in domain/licencia decides; this code waits for people (Updates), for payments
// (signals), for deadlines (timers), and runs the side effects one transition at a time.
import { allHandlersFinished, condition, proxyActivities, setHandler, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import type { LicenciaActivities } from '../../activities/licencia.activities';
import type { TareasActivities } from '../../activities/tareas.activities';
import { sumarHorasHabiles } from '../../domain/common/horas-habiles';
import { MSG_EXTRA } from '../../domain/common/messages';
import {
  aplicar,
  areaDePaso,
  defPaso,
  estadoDe,
  nuevaLicencia,
  proyectar,
  type ClavePaso,
  type LicenciaEvent,
  type LicenciaSnapshot,
} from '../../domain/licencia/machine';
import { sumarMeses } from '../../domain/licencia/plazos';
import type { PasoRevision } from '../../domain/licencia/plazos';
import { SA } from '../search-attributes';
import {
  bebidasComprobanteSignal,
  comprobanteUpdate,
  enviarLicenciaUpdate,
  enviarUsoSueloUpdate,
  estadoLicenciaQuery,
  licenciaBebidasSignal,
  pagoConfirmadoSignal,
  resolverLicenciaUpdate,
  type EstadoLicenciaWf,
  type LicenciaWorkflowInput,
} from './defs';

// Projections, tasks, statements and notifications are short database writes. They retry
// without limit (the default) because losing one would leave an inbox or a timeline wrong;
// the interval is capped so an outage heals within a minute of the database returning.
const act = proxyActivities<LicenciaActivities & TareasActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/** Chetumal is UTC−5 all year: the last instant of a local calendar day. */
interface TareaAbierta {
  id: number;
  paso: ClavePaso;
  ronda: number;
  venceAt: number;
  escalada: boolean;
}

const finDeDiaLocal = (iso: string) => Date.parse(`${iso}T23:59:59.999-05:00`);

export async function licenciaWorkflow(input: LicenciaWorkflowInput): Promise<EstadoLicenciaWf> {
  let snap: LicenciaSnapshot = nuevaLicencia({ tipoProceso: input.tipoProceso, tieneUsoSuelo: input.tieneUsoSuelo });
  let version = 0;
  let tareaAbierta: TareaAbierta | null = null;
  // Read through a function: the handlers change it, which TypeScript's narrowing cannot see.
  const tareaActual = (): TareaAbierta | null => tareaAbierta;
  let bebidasLimite: number | null = null;
  let vencePago: number | null = input.fechaLimitePago ? finDeDiaLocal(input.fechaLimitePago) : null;
  const { workflowId } = workflowInfo();

  const estado = (): EstadoLicenciaWf => ({
    proyeccion: proyectar(snap),
    version,
    tareaAbierta: tareaAbierta ? { id: tareaAbierta.id, paso: tareaAbierta.paso, venceAt: new Date(tareaAbierta.venceAt).toISOString() } : null,
    bebidasLimite: bebidasLimite ? new Date(bebidasLimite).toISOString() : null,
  });

  // Effects run one transition at a time, in order, even when signals and updates arrive together.
  let cola: Promise<void> = Promise.resolve();
  const enCola = (fn: () => Promise<void>): Promise<void> => {
    const siguiente = cola.then(fn);
    cola = siguiente.catch(() => undefined);
    return siguiente;
  };

  /** Applies an event synchronously (so the next validator sees it) and queues its effects. */
  const mover = (event: LicenciaEvent, revisorId?: number): Promise<void> => {
    const antes = snap;
    const next = aplicar(snap, event);
    if (!next) throw new Error(MSG_EXTRA.transicionNoPermitida);
    snap = next;
    version += 1;
    const v = version;
    const despues = snap;
    const p = proyectar(despues);
    upsertSearchAttributes([
      { key: SA.Estatus, value: String(p.estatusLicencia) },
      { key: SA.Area, value: p.pasoActual ? String(areaDePaso(p.pasoActual, input.tipoProceso) ?? 'contribuyente') : 'ninguna' },
    ]);
    return enCola(() => efectos(antes, despues, event, v, revisorId));
  };

  async function efectos(antes: LicenciaSnapshot, despues: LicenciaSnapshot, event: LicenciaEvent, v: number, revisorId?: number) {
    const p = proyectar(despues);
    // A decided task is closed before anything else, so the inbox never shows it twice.
    if ((event.type === 'APROBAR' || event.type === 'RECHAZAR') && tareaAbierta && tareaAbierta.paso === event.paso) {
      await act.cerrarTarea({
        tareaId: tareaAbierta.id,
        resultado: event.type === 'APROBAR' ? 'aprobado' : 'rechazado',
        motivo: event.type === 'RECHAZAR' ? event.motivo.trim() : null,
        revisorId: revisorId ?? event.revisorId,
      });
      tareaAbierta = null;
    }
    await act.proyectarLicencia({ licenciaId: input.licenciaId, proyeccion: p, version: v, bebidasLimite: bebidasLimite ? new Date(bebidasLimite).toISOString() : null });

    const actual = despues.context.actual;
    const abiertoAntes = antes.context.actual && antes.context.pasos[antes.context.actual];
    const nuevoPaso = actual && (actual !== antes.context.actual || despues.context.pasos[actual].ronda !== abiertoAntes?.ronda);
    if (actual && nuevoPaso && estadoDe(despues) !== 'devuelta') {
      const def = defPaso(actual);
      const ronda = despues.context.pasos[actual].ronda;
      if (def.tipo === 'revision') {
        const areaId = areaDePaso(actual, input.tipoProceso)!;
        const venceAt = sumarHorasHabiles(new Date(), input.plazos[actual as PasoRevision]).getTime();
        const id = await act.abrirTareaLicencia({
          workflowId,
          licenciaId: input.licenciaId,
          locacionId: input.locacionId,
          contribuyenteId: input.contribuyenteId,
          paso: actual,
          ronda,
          areaId,
          folio: input.folio,
          rfc: input.rfc,
          solicitante: input.solicitante,
          nombreComercial: input.nombreComercial,
          venceAt: new Date(venceAt).toISOString(),
        });
        tareaAbierta = { id, paso: actual, ronda, venceAt, escalada: false };
      } else if (def.servicio) {
        await act.generarEstadoCuenta({ licenciaId: input.licenciaId, servicio: def.servicio, ronda });
        await act.notificarLicencia({ ...destinatario(), evento: 'pago', clave: `${actual}-r${ronda}`, servicio: def.servicio, motivo: null });
      }
    }
    if (estadoDe(despues) === 'devuelta' && estadoDe(antes) !== 'devuelta') {
      await act.notificarLicencia({ ...destinatario(), evento: 'devuelta', clave: `${actual}-r${despues.context.pasos[actual!].ronda}`, servicio: null, motivo: p.motivoRechazo });
    }
    if (event.type === 'VENCE_PAGO') {
      await act.generarEstadoCuenta({ licenciaId: input.licenciaId, servicio: 1753, ronda: 1 });
      await act.notificarLicencia({ ...destinatario(), evento: 'extemporaneo', clave: 'extemporaneo', servicio: 1753, motivo: null });
    }
    if (estadoDe(despues) === 'emitida' && estadoDe(antes) !== 'emitida') {
      await act.notificarLicencia({ ...destinatario(), evento: 'emitida', clave: 'emitida', servicio: null, motivo: null });
    }
    if (despues.context.suspendida !== antes.context.suspendida) {
      await act.notificarLicencia({
        ...destinatario(),
        evento: despues.context.suspendida ? 'suspendida' : 'reactivada',
        clave: `bebidas-v${v}`,
        servicio: null,
        motivo: null,
      });
    }
  }

  const destinatario = () => ({
    usuarioId: input.usuarioId,
    email: input.email,
    locacionId: input.locacionId,
    licenciaId: input.licenciaId,
    folio: input.folio,
    nombreComercial: input.nombreComercial,
  });

  const validar = (event: LicenciaEvent) => {
    if (!snap.can(event)) throw new Error(MSG_EXTRA.transicionNoPermitida);
  };

  setHandler(estadoLicenciaQuery, estado);

  setHandler(
    enviarLicenciaUpdate,
    async () => {
      await mover({ type: 'ENVIAR' });
      return estado();
    },
    { validator: () => validar({ type: 'ENVIAR' }) },
  );

  setHandler(
    enviarUsoSueloUpdate,
    async () => {
      await mover({ type: 'ENVIAR_USO_SUELO' });
      return estado();
    },
    { validator: () => validar({ type: 'ENVIAR_USO_SUELO' }) },
  );

  const eventoDe = (a: { paso: ClavePaso; resultado: 'aprobado' | 'rechazado'; motivo?: string | null; revisorId: number }): LicenciaEvent =>
    a.resultado === 'aprobado' ? { type: 'APROBAR', paso: a.paso, revisorId: a.revisorId } : { type: 'RECHAZAR', paso: a.paso, revisorId: a.revisorId, motivo: a.motivo ?? '' };

  setHandler(
    resolverLicenciaUpdate,
    async (a) => {
      await mover(eventoDe(a), a.revisorId);
      return estado();
    },
    {
      validator: (a) => {
        if (!tareaAbierta || tareaAbierta.id !== a.tareaId || tareaAbierta.paso !== a.paso) throw new Error(MSG_EXTRA.tareaNoPendiente);
        if (a.resultado === 'rechazado' && !(a.motivo ?? '').trim()) throw new Error(MSG_EXTRA.motivoRequerido);
        validar(eventoDe(a));
      },
    },
  );

  setHandler(
    comprobanteUpdate,
    async ({ servicio }) => {
      await mover({ type: 'COMPROBANTE', servicio });
      return estado();
    },
    { validator: ({ servicio }) => validar({ type: 'COMPROBANTE', servicio }) },
  );

  // A confirmation that does not fit (repeated, late, another service) changes nothing: the API has
  // already recorded the payment once; the machine refuses to count it twice.
  setHandler(pagoConfirmadoSignal, ({ servicio, folioPago }) => {
    const e: LicenciaEvent = { type: 'PAGO_CONFIRMADO', servicio, folioPago };
    if (snap.can(e)) void mover(e);
  });

  const iniciarBebidas = (desdeIso: string) => {
    if (bebidasLimite !== null || snap.context.suspendida) return;
    const e: LicenciaEvent = { type: 'BEBIDAS_REQUERIDA' };
    if (!snap.can(e)) return;
    bebidasLimite = sumarMeses(new Date(desdeIso), 2).getTime();
    void mover(e);
  };
  setHandler(bebidasComprobanteSignal, ({ desde }) => iniciarBebidas(desde));
  setHandler(licenciaBebidasSignal, () => {
    const e: LicenciaEvent = { type: 'LICENCIA_BEBIDAS' };
    if (!snap.can(e)) return;
    bebidasLimite = null;
    void mover(e);
  });

  if (input.bebidasDesde) iniciarBebidas(input.bebidasDesde);

  const terminado = () => estadoDe(snap) === 'emitida' && !snap.context.bebidasPendiente && !snap.context.suspendida;

  // Deadlines as durable timers: the overdue task, the late-payment date and the beverage window.
  while (!terminado()) {
    const t = tareaActual();
    const enTramite = estadoDe(snap) !== 'borrador';
    const plazos = [t && !t.escalada ? t.venceAt : null, enTramite ? vencePago : null, bebidasLimite].filter((x): x is number => x !== null);
    const proximo = plazos.length ? Math.min(...plazos) : null;
    const v = version;
    const cambio = () => version !== v || tareaActual() !== t || terminado();
    if (proximo === null) await condition(cambio);
    else await condition(cambio, Math.max(1, proximo - Date.now()));
    await cola;
    const ahora = Date.now();
    const vencida = tareaActual();
    if (vencida && !vencida.escalada && ahora >= vencida.venceAt) {
      vencida.escalada = true;
      await enCola(() => act.escalarTarea({ tareaId: vencida.id }));
    }
    if (vencePago !== null && ahora >= vencePago && estadoDe(snap) !== 'borrador') {
      vencePago = null;
      if (snap.can({ type: 'VENCE_PAGO' })) await mover({ type: 'VENCE_PAGO' });
    }
    if (bebidasLimite !== null && ahora >= bebidasLimite) {
      bebidasLimite = null;
      if (snap.can({ type: 'BEBIDAS_VENCIDO' })) await mover({ type: 'BEBIDAS_VENCIDO' });
    }
  }
  await condition(allHandlersFinished);
  await cola;
  return estado();
}
