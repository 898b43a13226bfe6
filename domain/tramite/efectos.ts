// What must happen outside the machine after a transition, as a list the runner executes in
// order. Pure, so which task opens, which statement is issued and who is told what is tested
// without Temporal. Every effect carries a key that makes it idempotent (step and round).
import type { ContextoTramite, CualquierDefinicion, Efecto, EventoTramite, TipoPaso } from './definicion';
import { esPasoDePersonal } from './definicion';
import { estadoDe, type SnapshotTramite } from './maquina';

type C = ContextoTramite<unknown, Record<string, unknown>>;

export function efectosDe(def: CualquierDefinicion, antes: SnapshotTramite, despues: SnapshotTramite, ev: EventoTramite): Efecto[] {
  const a = antes.context as C;
  const d = despues.context as C;
  const fx: Efecto[] = [];

  // A decided task is closed before anything else, so the inbox never shows it twice.
  if (ev.type === 'APROBAR' || ev.type === 'RECHAZAR') {
    fx.push({
      tipo: 'cerrarTarea',
      paso: ev.paso,
      resultado: ev.type === 'APROBAR' ? 'aprobado' : 'rechazado',
      motivo: ev.type === 'RECHAZAR' ? ev.motivo.trim() : null,
      revisorId: ev.revisorId,
    });
  }
  fx.push({ tipo: 'proyectar' });

  if (ev.type === 'ENVIAR' && def.notificaciones.enviada) fx.push({ tipo: 'notificar', evento: 'enviada', clave: `e${d.envios}` });

  const actual = d.actual;
  const rondaAntes = a.actual ? a.pasos[a.actual]?.ronda : undefined;
  const nuevoPaso = !!actual && (actual !== a.actual || d.pasos[actual].ronda !== rondaAntes);
  if (actual && nuevoPaso && estadoDe(despues) !== 'devuelta') {
    const p = (def.pasos as readonly { clave: string; tipo: TipoPaso; servicio?: number }[]).find((x) => x.clave === actual)!;
    const ronda = d.pasos[actual].ronda;
    if (esPasoDePersonal(p)) fx.push({ tipo: 'abrirTarea', paso: actual, ronda });
    else if (p.tipo === 'entrega') {
      if (def.notificaciones.entrega) fx.push({ tipo: 'notificar', evento: 'entrega', clave: `${actual}-r${ronda}` });
    }
    else if (p.servicio) {
      fx.push({ tipo: 'estadoCuenta', servicio: p.servicio as never, ronda });
      fx.push({ tipo: 'notificar', evento: 'pago', clave: `${actual}-r${ronda}`, servicio: p.servicio });
    }
  }
  if (estadoDe(despues) === 'devuelta' && estadoDe(antes) !== 'devuelta' && actual) {
    fx.push({ tipo: 'notificar', evento: 'devuelta', clave: `${actual}-r${d.pasos[actual].ronda}`, motivo: d.pasos[actual].motivo });
  }
  if (estadoDe(despues) === 'rechazada' && actual) {
    fx.push({ tipo: 'notificar', evento: def.notificaciones.rechazada ? 'rechazada' : 'devuelta', clave: 'fin', motivo: d.pasos[actual].motivo });
  }
  if (estadoDe(despues) === 'terminada' && estadoDe(antes) !== 'terminada' && def.notificaciones.terminada) {
    fx.push({ tipo: 'notificar', evento: 'terminada', clave: 'fin' });
  }

  // The definition's own events and deadlines add theirs.
  const eventos = def.eventos as Record<string, { efectos?: (x: C, y: C) => Efecto[] }> | undefined;
  const plazos = def.plazos as Record<string, { efectos?: (x: C, y: C) => Efecto[] }> | undefined;
  if (ev.type === 'EXTRA') fx.push(...(eventos?.[ev.nombre]?.efectos?.(a, d) ?? []));
  if (ev.type === 'VENCE') fx.push(...(plazos?.[ev.plazo]?.efectos?.(a, d) ?? []));
  return fx;
}
