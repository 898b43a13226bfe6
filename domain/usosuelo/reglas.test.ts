// spec 1 §4.4, §9: at most two land-use certificates per establishment, and a new one only when
// every existing one is approved.
import { describe, expect, it } from 'vitest';
import type { EventoTramite } from '../tramite/definicion';
import { aplicarEvento, nuevoTramite, type SnapshotTramite } from '../tramite/maquina';
import { usoSuelo } from './definicion';
import { accionesConstancia, MAX_CONSTANCIAS, CONSTANCIAS_POR_PAGINA, nuevaConstancia } from './reglas';

describe('a new land-use certificate (spec 1 §4.4)', () => {
  it('is allowed with none, or with one approved', () => {
    expect(nuevaConstancia([])).toEqual({ permitida: true, motivo: null });
    expect(nuevaConstancia([4])).toEqual({ permitida: true, motivo: null });
  });

  it('is refused while any certificate is not approved: in review, pending payment, returned or unsent', () => {
    for (const e of [10, 2, 5, 1]) {
      expect(nuevaConstancia([e])).toEqual({
        permitida: false,
        motivo: 'Podrá solicitar una nueva constancia de uso de suelo cuando todas las anteriores estén aprobadas.',
      });
    }
  });

  it('is refused once there are two, even both approved', () => {
    expect(nuevaConstancia([4, 4])).toEqual({ permitida: false, motivo: 'Este establecimiento ya tiene dos constancias de uso de suelo, el máximo permitido.' });
    expect(nuevaConstancia([4, 10])).toMatchObject({ permitida: false, motivo: 'Este establecimiento ya tiene dos constancias de uso de suelo, el máximo permitido.' });
  });

  it('keeps the spec constants: two per establishment, five per page', () => {
    expect(MAX_CONSTANCIAS).toBe(2);
    expect(CONSTANCIAS_POR_PAGINA).toBe(5);
  });
});

describe('what the taxpayer may do with a certificate (spec 1 §4.4)', () => {
  const def = usoSuelo;
  const paso = (s: SnapshotTramite, ...ev: EventoTramite[]) => ev.reduce((x, e) => aplicarEvento(def, x, e)!, s);
  const enviada = paso(nuevoTramite(def, {}), { type: 'ENVIAR' });
  it('in review: nothing but wait; returned: edit and «Enviar a uso de suelo»; approved: print', () => {
    expect(accionesConstancia(enviada)).toEqual({ editar: false, enviar: false, pagar: null, comprobante: null, imprimir: false });
    const devuelta = paso(enviada, { type: 'RECHAZAR', paso: 'verificacion', revisorId: 1, motivo: 'Falta el croquis' });
    expect(accionesConstancia(devuelta)).toEqual({ editar: true, enviar: true, pagar: null, comprobante: null, imprimir: false });
    const porPagar = paso(enviada, { type: 'APROBAR', paso: 'verificacion', revisorId: 1 });
    expect(accionesConstancia(porPagar)).toEqual({ editar: false, enviar: false, pagar: 1755, comprobante: 1755, imprimir: false });
    const aprobada = paso(porPagar, { type: 'PAGO_CONFIRMADO', servicio: 1755 }, { type: 'APROBAR', paso: 'validacion', revisorId: 1 });
    expect(accionesConstancia(aprobada)).toEqual({ editar: false, enviar: false, pagar: null, comprobante: null, imprimir: true });
  });
});
