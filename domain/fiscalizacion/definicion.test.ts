// Extraordinary hours and live music on the kit's engine (spec 2 §4): Fiscalización reviews (10),
// returns with a reason (5) or approves (4); the statement of 1754 waits (edo_cuenta 4), a proof
// is under validation (14), validated (pago 4); then both signatures make the certificate viewable.
import { describe, expect, it } from 'vitest';
import { TRAMITES } from '../tramites';
import type { EventoTramite } from '../tramite/definicion';
import { turno } from '../tramite/lectura';
import { aplicarEvento, estadoDe, nuevoTramite, persistir, type SnapshotTramite } from '../tramite/maquina';
import { SERVICIO } from '../tramite/servicios';
import { AREA_FISCALIZACION, folioFiscalizacion } from './comun';
import { horarioExtraordinario, musicaViva } from './definicion';
import { estatusFiscalizacion } from './lectura';
import { chipSolicitud, constanciaVisible } from './reglas';

const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const no = (paso: string, motivo = 'El viernes 8 ya tiene un evento autorizado'): EventoTramite => ({ type: 'RECHAZAR', paso, revisorId: 1, motivo });
const comprobante: EventoTramite = { type: 'COMPROBANTE', servicio: SERVICIO.HORARIO_EXTRA };

for (const def of [horarioExtraordinario, musicaViva]) {
  const correr = (s: SnapshotTramite, ...eventos: EventoTramite[]) => {
    for (const e of eventos) {
      const n = aplicarEvento(def, s, e);
      if (!n) throw new Error(`refused ${JSON.stringify(e)} in ${estadoDe(s)}/${s.context.actual}`);
      s = n;
    }
    return s;
  };
  const leer = (s: SnapshotTramite) => estatusFiscalizacion(persistir(s));

  describe(`${def.nombre} on the kit (spec 2 §4)`, () => {
    it('is registered with its key, workflow type and prefix', () => {
      expect(TRAMITES[def.clave]).toBe(def);
      expect(def.pasos.map((p) => [p.clave, p.tipo])).toEqual([
        ['revision', 'revision'],
        ['pago', 'pago'],
        ['validacion', 'revision'],
        ['firma_operador', 'firma'],
        ['firma_fiscalizador', 'firma'],
      ]);
      expect(def.pasos.find((p) => p.clave === 'pago')?.servicio).toBe(1754);
    });

    it('walks draft → review → return → resend → payment → validation → two signatures', () => {
      let s = nuevoTramite(def, {});
      expect(leer(s)).toMatchObject({ estatus_fiscalizacion: 1, estatus_edo_cuenta: null, estatus_pago: null });
      s = correr(s, { type: 'ENVIAR' });
      expect(leer(s).estatus_fiscalizacion).toBe(10);
      expect(turno(def, s)).toBe(AREA_FISCALIZACION);
      s = correr(s, no('revision'));
      expect(leer(s).estatus_fiscalizacion).toBe(5);
      expect(s.context.pasos.revision.motivo).toBe('El viernes 8 ya tiene un evento autorizado');
      expect(chipSolicitud({ ...leer(s) })).toBeNull();
      s = correr(s, { type: 'ENVIAR' });
      expect(leer(s).estatus_fiscalizacion).toBe(10);
      s = correr(s, ok('revision'));
      expect(leer(s)).toMatchObject({ estatus_fiscalizacion: 4, estatus_edo_cuenta: 4, estatus_pago: null, aprobado: true });
      expect(chipSolicitud(leer(s))).toBe('En proceso de aprobación');
      s = correr(s, comprobante);
      expect(leer(s)).toMatchObject({ estatus_edo_cuenta: 14, estatus_pago: null });
      // A refused proof issues the statement again.
      s = correr(s, no('validacion', 'El comprobante no corresponde'));
      expect(leer(s)).toMatchObject({ estatus_fiscalizacion: 4, estatus_edo_cuenta: 4, estatus_pago: null });
      s = correr(s, { type: 'PAGO_CONFIRMADO', servicio: SERVICIO.HORARIO_EXTRA, folioPago: 'F-1754' });
      expect(leer(s).estatus_edo_cuenta).toBe(14);
      s = correr(s, ok('validacion'));
      expect(leer(s)).toMatchObject({ estatus_edo_cuenta: 4, estatus_pago: 4, firma_operador: 0 });
      s = correr(s, ok('firma_operador'));
      expect(leer(s)).toMatchObject({ firma_operador: 1, firma_fiscalizador: 0 });
      expect(constanciaVisible(leer(s))).toBe(false);
      s = correr(s, ok('firma_fiscalizador'));
      expect(estadoDe(s)).toBe('terminada');
      expect(constanciaVisible(leer(s))).toBe(true);
      expect(chipSolicitud(leer(s))).toBe('Solicitud aprobada');
    });
  });
}

it('folios by type', () => {
  expect(folioFiscalizacion('EXTRA', 2026, 42)).toBe('HEX-2026-000042');
  expect(folioFiscalizacion('VARIEDAD', 2026, 7)).toBe('MUV-2026-000007');
});
