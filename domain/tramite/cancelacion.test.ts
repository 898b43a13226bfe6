// A request an operator cancels from the console (docs/OPERACION.md): the kit's machine ends it in
// 'cancelada' with the operator's reason and a code of its own (19: not returned, not refused),
// every screen reads one word for it ('Cancelada'), its
// timeline says where it stopped and why, it is nobody's turn, and nothing moves it again. A
// finished or refused request keeps what it is.
import { describe, expect, it } from 'vitest';
import { arrendamiento, PASO_ARRENDAMIENTO as P } from '../arrendamientos/definicion';
import type { EventoTramite } from './definicion';
import { efectosDe } from './efectos';
import { colorEstatus, ESTATUS, ESTATUS_BLOQUEADOS, ESTATUS_ELIMINABLES } from './estatus';
import { accionesTramite, cerrada, ESTADOS_CERRADOS, estatusSolicitud, estatusVisible, lineaDeTiempo, sinCurso, turno } from './lectura';
import { aplicarEvento, estadoDe, nuevoTramite, persistir, restaurarTramite, type SnapshotTramite } from './maquina';

function aplicar(s: SnapshotTramite, ev: EventoTramite): SnapshotTramite {
  const n = aplicarEvento(arrendamiento, s, ev);
  if (!n) throw new Error(`refused ${JSON.stringify(ev)}`);
  return n;
}

const MOTIVO = 'Solicitud duplicada por error del sistema';
const enviada = () => aplicar(nuevoTramite(arrendamiento, {}), { type: 'ENVIAR' });

describe('a request cancelled by an operator', () => {
  it('ends cancelled at its step, with the reason; read as «Cancelada» (19) everywhere, nobody’s turn', () => {
    const antes = enviada();
    const ev: EventoTramite = { type: 'CANCELAR', motivo: `  ${MOTIVO} ` };
    const s = aplicar(antes, ev);
    expect(estadoDe(s)).toBe('cancelada');
    expect(s.context.cancelacion).toEqual({ paso: P.SOLICITUD, motivo: MOTIVO });
    expect(sinCurso(estadoDe(s))).toBe(true);
    expect(cerrada(estadoDe(s))).toBe(true);
    expect(estatusSolicitud(arrendamiento, s)).toBe(ESTATUS.CANCELADO);
    expect(ESTATUS_BLOQUEADOS).toContain(estatusSolicitud(arrendamiento, s));
    // Its establishment may be deleted, as at a draft or a return (spec 1 §6): nothing of it moves again.
    expect(ESTATUS_ELIMINABLES).toContain(estatusSolicitud(arrendamiento, s));
    expect(estatusVisible(arrendamiento, s)).toEqual({ estatus: ESTATUS.CANCELADO, texto: 'Cancelada', tono: 'peligro' });
    expect(colorEstatus(ESTATUS.CANCELADO)).toBe('rojo');
    expect(turno(arrendamiento, s)).toBeNull();
    expect(accionesTramite(arrendamiento, s)).toMatchObject({ guardar: false, enviar: false, corregir: false, pagar: null, entregar: null, bloqueado: true });
    // Only the projection: the console closes the task and tells the taxpayer itself.
    expect(efectosDe(arrendamiento, antes, s, ev)).toEqual([{ tipo: 'proyectar' }]);
  });

  it('its timeline: the line it stopped at reads «Cancelado» with the reason; the others stay as they were', () => {
    const antes = lineaDeTiempo(arrendamiento, enviada());
    const linea = lineaDeTiempo(arrendamiento, aplicar(enviada(), { type: 'CANCELAR', motivo: MOTIVO }));
    // The line holding the step it stopped at (a line may fold several steps).
    const clave = antes.find((l) => l.actual)!.clave;
    const detenida = linea.find((l) => l.clave === clave)!;
    expect(detenida).toMatchObject({ texto: 'Cancelado', estatus: ESTATUS.CANCELADO, color: 'rojo', motivo: MOTIVO, actual: false });
    expect(linea.filter((l) => l.clave !== clave)).toEqual(antes.filter((l) => l.clave !== clave));
    expect(linea.some((l) => l.actual)).toBe(false);
  });

  it('nothing moves it again, and its deadlines are spent', () => {
    const conPlazo = restaurarTramite(arrendamiento, { ...persistir(enviada()), context: { ...enviada().context, plazos: { aviso: Date.UTC(2027, 0, 1) } } });
    const s = aplicar(conPlazo, { type: 'CANCELAR', motivo: MOTIVO });
    expect(Object.values(s.context.plazos).every((t) => t === null)).toBe(true);
    for (const ev of [
      { type: 'APROBAR', paso: P.SOLICITUD, revisorId: 1 },
      { type: 'ENVIAR' },
      { type: 'CORREGIR' },
      { type: 'COMPROBANTE', servicio: 1759 },
      { type: 'CANCELAR', motivo: MOTIVO },
    ] as EventoTramite[]) {
      expect(aplicarEvento(arrendamiento, s, ev), ev.type).toBeNull();
    }
    // Stored and restored, it is the same cancelled request.
    const vuelta = restaurarTramite(arrendamiento, persistir(s));
    expect(estadoDe(vuelta)).toBe('cancelada');
    expect(vuelta.context.cancelacion).toEqual({ paso: P.SOLICITUD, motivo: MOTIVO });
  });

  it('a draft may be cancelled; a finished or refused request may not', () => {
    expect(estadoDe(aplicar(nuevoTramite(arrendamiento, {}), { type: 'CANCELAR', motivo: MOTIVO }))).toBe('cancelada');
    const terminada = restaurarTramite(arrendamiento, { ...persistir(enviada()), value: 'terminada' });
    expect(aplicarEvento(arrendamiento, terminada, { type: 'CANCELAR', motivo: MOTIVO })).toBeNull();
    const rechazada = restaurarTramite(arrendamiento, { ...persistir(enviada()), value: 'rechazada' });
    expect(aplicarEvento(arrendamiento, rechazada, { type: 'CANCELAR', motivo: MOTIVO })).toBeNull();
  });
});

describe('closed and stopped states', () => {
  it('a granted request is closed but not stopped; refused and cancelled are both; open ones neither', () => {
    expect(ESTADOS_CERRADOS.every(cerrada)).toBe(true);
    expect([sinCurso('terminada'), cerrada('terminada')]).toEqual([false, true]);
    for (const e of ['rechazada', 'cancelada']) expect([sinCurso(e), cerrada(e)]).toEqual([true, true]);
    for (const e of ['borrador', 'revision', 'pago', 'entrega', 'devuelta']) expect([sinCurso(e), cerrada(e)]).toEqual([false, false]);
  });
});
