// The taxpayer profile review (spec 1 §4.2, spec 3 §4.3) as one xstate v5 machine.
// The workflow decides with it, the API validates with it, the web shows only what it allows.
import { setup, assign, transition, type SnapshotFrom } from 'xstate';

export const ESTATUS_PERFIL = { BORRADOR: 1, EN_REVISION: 10, VALIDADO: 4, RECHAZADO: 5 } as const;
export type EstatusPerfil = (typeof ESTATUS_PERFIL)[keyof typeof ESTATUS_PERFIL];

export type PerfilEvent =
  | { type: 'GUARDAR' }
  | { type: 'ENVIAR' }
  | { type: 'APROBAR'; revisorId: number }
  | { type: 'RECHAZAR'; revisorId: number; motivo: string };

export interface PerfilContext {
  motivo_rechazo: string | null;
  /** how many times the profile has been sent to review; each send is a new review round */
  ronda: number;
}

export const perfilMachine = setup({
  types: { context: {} as PerfilContext, events: {} as PerfilEvent },
  actions: {
    // Saving is allowed only while editable; the action itself is the API's database write.
    guardado: () => {},
  },
  guards: {
    // The API passes untrusted input to can(): a missing motivo is a refusal, not a TypeError.
    conMotivo: ({ event }) =>
      event.type === 'RECHAZAR' && typeof event.motivo === 'string' && event.motivo.trim().length > 0,
  },
}).createMachine({
  id: 'perfil',
  initial: 'borrador',
  context: { motivo_rechazo: null, ronda: 0 },
  states: {
    borrador: {
      on: {
        GUARDAR: { actions: 'guardado' },
        ENVIAR: { target: 'en_revision', actions: assign({ ronda: ({ context }) => context.ronda + 1 }) },
      },
    },
    en_revision: {
      on: {
        APROBAR: { target: 'validado', actions: assign({ motivo_rechazo: null }) },
        RECHAZAR: {
          guard: 'conMotivo',
          target: 'rechazado',
          actions: assign({ motivo_rechazo: ({ event }) => (event.type === 'RECHAZAR' ? event.motivo.trim() : null) }),
        },
      },
    },
    rechazado: {
      on: {
        GUARDAR: { actions: 'guardado' },
        ENVIAR: { target: 'en_revision', actions: assign({ ronda: ({ context }) => context.ronda + 1 }) },
      },
    },
    validado: { type: 'final' },
  },
});

export type PerfilSnapshot = SnapshotFrom<typeof perfilMachine>;
type Estado = 'borrador' | 'en_revision' | 'validado' | 'rechazado';

const ESTATUS_POR_ESTADO: Record<Estado, EstatusPerfil> = {
  borrador: 1,
  en_revision: 10,
  validado: 4,
  rechazado: 5,
};
const ESTADO_POR_ESTATUS: Record<number, Estado> = { 1: 'borrador', 10: 'en_revision', 4: 'validado', 5: 'rechazado' };

export function estatusDe(snapshot: PerfilSnapshot): EstatusPerfil {
  return ESTATUS_POR_ESTADO[snapshot.value as Estado];
}

/** Rebuilds the machine's snapshot from a stored estatus (the projection in Postgres). */
export function snapshotDesdeEstatus(estatus: number, context: Partial<PerfilContext> = {}): PerfilSnapshot {
  const value = ESTADO_POR_ESTATUS[estatus] ?? 'borrador';
  return perfilMachine.resolveState({ value, context: { motivo_rechazo: null, ronda: 0, ...context } });
}

export function puede(estatus: number, event: PerfilEvent): boolean {
  return snapshotDesdeEstatus(estatus).can(event);
}

/** Pure step: returns the next snapshot, or null when the machine refuses the event. */
export function aplicar(snapshot: PerfilSnapshot, event: PerfilEvent): PerfilSnapshot | null {
  if (!snapshot.can(event)) return null;
  const [next] = transition(perfilMachine, snapshot, event);
  return next;
}

/** What the taxpayer may do now; the form and the banners read this. */
export function accionesPerfil(estatus: number, existe: boolean) {
  return {
    guardar: !existe || puede(estatus, { type: 'GUARDAR' }),
    enviar: existe && puede(estatus, { type: 'ENVIAR' }),
    bloqueado: estatus === ESTATUS_PERFIL.EN_REVISION || estatus === ESTATUS_PERFIL.VALIDADO,
  };
}
