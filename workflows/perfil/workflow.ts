// The taxpayer-profile review as a durable workflow (spec 1 §4.2). The machine in
// domain/perfil decides; this code only waits for people and runs the side effects.
import { allHandlersFinished, condition, proxyActivities, setHandler, upsertSearchAttributes, workflowInfo } from '@temporalio/workflow';
import type { PerfilActivities } from '../../activities/perfil.activities';
import { aplicar, estatusDe, snapshotDesdeEstatus, type PerfilEvent } from '../../domain/perfil/machine';
import { MSG_EXTRA } from '../../domain/common/messages';
import { SA } from '../search-attributes';
import {
  enviarPerfilUpdate,
  estadoPerfilQuery,
  resolverPerfilUpdate,
  type EstadoPerfil,
  type PerfilWorkflowInput,
} from './defs';

// Projections and notifications are short database writes. They retry without limit
// (the default policy) because losing one would leave the inbox or the banner wrong;
// the interval is capped so an outage heals within a minute of the database returning.
const act = proxyActivities<PerfilActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export async function perfilWorkflow(input: PerfilWorkflowInput): Promise<EstadoPerfil> {
  let snap = snapshotDesdeEstatus(input.estatusInicial, { ronda: input.rondaInicial });
  let version = input.versionInicial;
  let tareaAbierta: number | null = null;
  const { workflowId } = workflowInfo();

  const estado = (): EstadoPerfil => ({
    estatus: estatusDe(snap),
    motivo_rechazo: snap.context.motivo_rechazo,
    ronda: snap.context.ronda,
    tareaAbierta,
  });

  /** Applies an event synchronously, so a concurrent update's validator already sees the new state. */
  const mover = (event: PerfilEvent): number => {
    const next = aplicar(snap, event);
    if (!next) throw new Error(MSG_EXTRA.transicionNoPermitida);
    snap = next;
    version += 1;
    upsertSearchAttributes([{ key: SA.Estatus, value: String(estatusDe(snap)) }]);
    return version;
  };

  setHandler(estadoPerfilQuery, estado);

  setHandler(
    enviarPerfilUpdate,
    async () => {
      const v = mover({ type: 'ENVIAR' });
      const ronda = snap.context.ronda;
      await act.proyectarPerfil({ contribuyenteId: input.contribuyenteId, estatus: estatusDe(snap), motivo: null, version: v });
      tareaAbierta = await act.abrirTareaPerfil({
        workflowId,
        contribuyenteId: input.contribuyenteId,
        ronda,
        folio: input.folio,
        rfc: input.rfc,
        solicitante: input.solicitante,
      });
      await act.notificarPerfil({ usuarioId: input.usuarioId, email: input.email, contribuyenteId: input.contribuyenteId, evento: 'enviado', ronda, motivo: null });
      return estado();
    },
    {
      validator: () => {
        if (!snap.can({ type: 'ENVIAR' })) throw new Error(MSG_EXTRA.transicionNoPermitida);
      },
    },
  );

  setHandler(
    resolverPerfilUpdate,
    async ({ tareaId, resultado, motivo, revisorId }) => {
      const event: PerfilEvent =
        resultado === 'aprobado' ? { type: 'APROBAR', revisorId } : { type: 'RECHAZAR', revisorId, motivo: motivo ?? '' };
      const v = mover(event);
      const ronda = snap.context.ronda;
      tareaAbierta = null;
      await act.cerrarTarea({ tareaId, resultado, motivo: snap.context.motivo_rechazo, revisorId });
      await act.proyectarPerfil({
        contribuyenteId: input.contribuyenteId,
        estatus: estatusDe(snap),
        motivo: snap.context.motivo_rechazo,
        version: v,
      });
      await act.notificarPerfil({
        usuarioId: input.usuarioId,
        email: input.email,
        contribuyenteId: input.contribuyenteId,
        evento: resultado === 'aprobado' ? 'validado' : 'rechazado',
        ronda,
        motivo: snap.context.motivo_rechazo,
      });
      return estado();
    },
    {
      validator: ({ tareaId, resultado, motivo, revisorId }) => {
        if (tareaAbierta === null || tareaId !== tareaAbierta) throw new Error(MSG_EXTRA.tareaNoPendiente);
        if (resultado === 'rechazado' && !(motivo ?? '').trim()) throw new Error(MSG_EXTRA.motivoRequerido);
        const event: PerfilEvent =
          resultado === 'aprobado' ? { type: 'APROBAR', revisorId } : { type: 'RECHAZAR', revisorId, motivo: motivo ?? '' };
        if (!snap.can(event)) throw new Error(MSG_EXTRA.transicionNoPermitida);
      },
    },
  );

  // A validated profile is final; the workflow ends once every handler has finished its effects.
  await condition(() => estatusDe(snap) === 4 && allHandlersFinished());
  return estado();
}
