// The happy path of a registered procedure, as the conformance suites walk it: sent with its
// example data (ejemplos.ts) and moved one step at a time until it is finished.
import type { CualquierDefinicion, DefPaso, EventoTramite } from '../definicion';
import { aplicarEvento, estadoDe, nuevoTramite, type SnapshotTramite } from '../maquina';
import { DATOS_EJEMPLO } from './ejemplos';

/** The event that moves the request one step forward on the happy path. */
export function avance(def: CualquierDefinicion, s: SnapshotTramite): EventoTramite {
  const p = (def.pasos as readonly DefPaso[]).find((x) => x.clave === s.context.actual)!;
  if (estadoDe(s) === 'pago') return { type: 'PAGO_CONFIRMADO', servicio: p.servicio!, folioPago: `F-${p.clave}` };
  if (estadoDe(s) === 'entrega') return { type: 'ENTREGAR', paso: p.clave };
  return { type: 'APROBAR', paso: p.clave, revisorId: 1 };
}

export function aplicar(def: CualquierDefinicion, s: SnapshotTramite, ev: EventoTramite): SnapshotTramite {
  const n = aplicarEvento(def, s, ev);
  if (!n) throw new Error(`${def.clave}: refused ${JSON.stringify(ev)} in ${estadoDe(s)}/${s.context.actual}`);
  return n;
}

/** Sends the request and walks it to the end, recording the snapshot before each step. */
export function camino(def: CualquierDefinicion) {
  let s = aplicar(def, nuevoTramite(def, DATOS_EJEMPLO[def.clave]), { type: 'ENVIAR' });
  const paradas: SnapshotTramite[] = [];
  for (let i = 0; i < 100 && estadoDe(s) !== 'terminada'; i++) {
    paradas.push(s);
    s = aplicar(def, s, avance(def, s));
  }
  return { fin: s, paradas };
}
