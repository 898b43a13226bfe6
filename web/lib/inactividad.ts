// Inactivity timer of spec 1 §4.1 / §9, for taxpayers only: 300 s at start, back to 600 s on
// any activity, log out at 0. Kept on absolute times so a sleeping tab cannot stretch it.
import { INACTIVIDAD_ACTIVIDAD_S, INACTIVIDAD_INICIAL_S } from '../../domain/common/catalogos';

export const AVISO_INACTIVIDAD_S = 60;

export interface EstadoInactividad {
  /** epoch ms at which the session ends */
  venceEn: number;
  /** whole seconds left, as shown to the user */
  restante: number;
  expirado: boolean;
}

export type EventoInactividad =
  | { type: 'iniciar'; ahora: number }
  | { type: 'actividad'; ahora: number }
  | { type: 'tick'; ahora: number };

function con(venceEn: number, ahora: number): EstadoInactividad {
  const restante = Math.max(0, Math.ceil((venceEn - ahora) / 1000));
  return { venceEn, restante, expirado: restante === 0 };
}

export function estadoInicial(ahora: number): EstadoInactividad {
  return con(ahora + INACTIVIDAD_INICIAL_S * 1000, ahora);
}

export function reducirInactividad(estado: EstadoInactividad, evento: EventoInactividad): EstadoInactividad {
  // Once expired the user is being logged out; late activity does not revive the session.
  if (estado.expirado && evento.type !== 'iniciar') return estado;
  switch (evento.type) {
    case 'iniciar':
      return estadoInicial(evento.ahora);
    case 'actividad':
      return con(evento.ahora + INACTIVIDAD_ACTIVIDAD_S * 1000, evento.ahora);
    case 'tick': {
      const siguiente = con(estado.venceEn, evento.ahora);
      return siguiente.restante === estado.restante && siguiente.expirado === estado.expirado ? estado : siguiente;
    }
  }
}

export function mostrarAviso(estado: EstadoInactividad): boolean {
  return !estado.expirado && estado.restante <= AVISO_INACTIVIDAD_S;
}
