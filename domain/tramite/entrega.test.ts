// The kit's 'entrega' step (the taxpayer's turn inside a procedure), on the lease that uses it: the
// request waits for the taxpayer with no task and no statement, only that step's delivery moves it,
// the taxpayer is told once, and a returned delivery is answered at the same review.
import { describe, expect, it } from 'vitest';
import { arrendamiento, PASO_ARRENDAMIENTO as P } from '../arrendamientos/definicion';
import type { EventoTramite } from './definicion';
import { efectosDe } from './efectos';
import { ESTATUS } from './estatus';
import { accionesTramite, estatusSolicitud, lineaDeTiempo, turno } from './lectura';
import { aplicarEvento, estadoDe, nuevoTramite, type SnapshotTramite } from './maquina';

function aplicar(s: SnapshotTramite, ev: EventoTramite): SnapshotTramite {
  const n = aplicarEvento(arrendamiento, s, ev);
  if (!n) throw new Error(`refused ${JSON.stringify(ev)}`);
  return n;
}

const validada = () => aplicar(aplicar(nuevoTramite(arrendamiento, {}), { type: 'ENVIAR' }), { type: 'APROBAR', paso: P.SOLICITUD, revisorId: 1 });

describe("the kit's entrega step", () => {
  it('waits for the taxpayer: no task, no statement, the notice once, the request validated (3)', () => {
    const antes = aplicar(nuevoTramite(arrendamiento, {}), { type: 'ENVIAR' });
    const ev: EventoTramite = { type: 'APROBAR', paso: P.SOLICITUD, revisorId: 1 };
    const s = aplicar(antes, ev);
    expect(estadoDe(s)).toBe('entrega');
    expect(s.context.actual).toBe(P.CONTRATO);
    expect(turno(arrendamiento, s)).toBe('contribuyente');
    expect(estatusSolicitud(arrendamiento, s)).toBe(ESTATUS.EN_PROCESO);
    expect(accionesTramite(arrendamiento, s)).toMatchObject({ entregar: P.CONTRATO, pagar: null, comprobante: null, enviar: false, bloqueado: true });
    const fx = efectosDe(arrendamiento, antes, s, ev);
    expect(fx.filter((f) => f.tipo === 'abrirTarea' || f.tipo === 'estadoCuenta')).toEqual([]);
    expect(fx).toContainEqual({ tipo: 'notificar', evento: 'entrega', clave: `${P.CONTRATO}-r1` });
    expect(lineaDeTiempo(arrendamiento, s).find((l) => l.clave === 'contrato')).toMatchObject({ actual: true, estatus: ESTATUS.PENDIENTE });
  });

  it('only the current step is delivered; nothing else moves it', () => {
    const s = validada();
    expect(aplicarEvento(arrendamiento, s, { type: 'ENTREGAR', paso: P.REVISION_CONTRATO })).toBeNull();
    expect(aplicarEvento(arrendamiento, s, { type: 'ENVIAR' })).toBeNull();
    expect(aplicarEvento(arrendamiento, s, { type: 'APROBAR', paso: P.CONTRATO, revisorId: 1 })).toBeNull();
    expect(aplicarEvento(arrendamiento, s, { type: 'COMPROBANTE', servicio: 1759 })).toBeNull();
    const entregada = aplicar(s, { type: 'ENTREGAR', paso: P.CONTRATO });
    expect(estadoDe(entregada)).toBe('revision');
    expect(entregada.context.actual).toBe(P.REVISION_CONTRATO);
    expect(entregada.context.pasos[P.CONTRATO].estatus).toBe(ESTATUS.APROBADO);
    expect(accionesTramite(arrendamiento, entregada).entregar).toBeNull();
    // Delivered twice: the second is refused.
    expect(aplicarEvento(arrendamiento, entregada, { type: 'ENTREGAR', paso: P.CONTRATO })).toBeNull();
  });

  it('a returned contract is corrected and reviewed again at the same step, in a new round', () => {
    const entregada = aplicar(validada(), { type: 'ENTREGAR', paso: P.CONTRATO });
    const devuelta = aplicar(entregada, { type: 'RECHAZAR', paso: P.REVISION_CONTRATO, revisorId: 1, motivo: 'La renta no coincide con el contrato' });
    expect(estadoDe(devuelta)).toBe('devuelta');
    expect(turno(arrendamiento, devuelta)).toBe('contribuyente');
    expect(accionesTramite(arrendamiento, devuelta)).toMatchObject({ corregir: true, enviar: false, entregar: null });
    const otra = aplicar(devuelta, { type: 'CORREGIR' });
    expect(otra.context.actual).toBe(P.REVISION_CONTRATO);
    expect(otra.context.pasos[P.REVISION_CONTRATO]).toMatchObject({ estatus: ESTATUS.EN_PROCESO, ronda: 2 });
  });
});
