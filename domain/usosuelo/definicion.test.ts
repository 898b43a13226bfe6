// The land-use certificate on the kit's engine (spec 1 §4.4, §9; spec 3 §4.2): Desarrollo Urbano
// verifies, the taxpayer pays 1755, Desarrollo Urbano validates; the statuses the spec names at
// each point, and 'Enviar a uso de suelo' after a return at either review.
import { describe, expect, it } from 'vitest';
import { AREA_DESARROLLO_URBANO } from '../licencia/definicion';
import type { EventoTramite } from '../tramite/definicion';
import { accionesTramite, lineaDeTiempo, palabraSolicitud, progreso, turno } from '../tramite/lectura';
import { aplicarEvento, estadoDe, nuevoTramite, persistir, restaurarTramite, type SnapshotTramite } from '../tramite/maquina';
import { SERVICIO } from '../tramite/servicios';
import { usoSuelo } from './definicion';
import { camposConstancia } from './reglas';

function correr(s: SnapshotTramite, ...eventos: EventoTramite[]): SnapshotTramite {
  for (const e of eventos) {
    const n = aplicarEvento(usoSuelo, s, e);
    if (!n) throw new Error(`refused ${JSON.stringify(e)} in ${estadoDe(s)}/${s.context.actual}`);
    s = n;
  }
  return s;
}
const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const no = (paso: string, motivo = 'La zona no corresponde al predio'): EventoTramite => ({ type: 'RECHAZAR', paso, revisorId: 1, motivo });
const pagado: EventoTramite = { type: 'PAGO_CONFIRMADO', servicio: SERVICIO.USO_SUELO, folioPago: 'F-1755' };
const comprobante: EventoTramite = { type: 'COMPROBANTE', servicio: SERVICIO.USO_SUELO };
const general = (s: SnapshotTramite) => camposConstancia(s).estatus_general;
const enviada = () => correr(nuevoTramite(usoSuelo, {}), { type: 'ENVIAR' });

describe('constancia de uso de suelo on the kit (spec 1 §4.4)', () => {
  it('Desarrollo Urbano verifies (10), the fee waits (2), Desarrollo Urbano validates (10), approved (4)', () => {
    let s = enviada();
    expect(general(s)).toBe(10);
    expect(palabraSolicitud(usoSuelo, s)).toBe('Enviada a revisión');
    expect(turno(usoSuelo, s)).toBe(AREA_DESARROLLO_URBANO);
    s = correr(s, ok('verificacion'));
    expect(estadoDe(s)).toBe('pago');
    expect(general(s)).toBe(2);
    expect(turno(usoSuelo, s)).toBe('contribuyente');
    expect(accionesTramite(usoSuelo, s)).toMatchObject({ pagar: SERVICIO.USO_SUELO, comprobante: SERVICIO.USO_SUELO, bloqueado: true });
    s = correr(s, pagado);
    expect(general(s)).toBe(10);
    expect(turno(usoSuelo, s)).toBe(AREA_DESARROLLO_URBANO);
    s = correr(s, ok('validacion'));
    expect(estadoDe(s)).toBe('terminada');
    expect(general(s)).toBe(4);
    expect(lineaDeTiempo(usoSuelo, s).map((l) => [l.etiqueta, l.estatus])).toEqual([
      ['Verificación de uso de suelo', 4],
      ['Pago de uso de suelo', 8],
      ['Validación de uso de suelo', 4],
    ]);
    expect(progreso(usoSuelo, s)).toEqual({ valor: 3, maximo: 3 });
  });

  it('before it is first sent it is a draft (1) that may only be sent', () => {
    const s = nuevoTramite(usoSuelo, {});
    expect(general(s)).toBe(1);
    expect(accionesTramite(usoSuelo, s)).toMatchObject({ enviar: true, corregir: false, pagar: null });
  });

  it('returned at verification: 5 with the reason; edited and sent again with «Enviar a uso de suelo», in a new round', () => {
    let s = correr(enviada(), no('verificacion'));
    expect(camposConstancia(s)).toMatchObject({ estatus_general: 5, estatus_verificacion: 5, motivo_rechazo: 'La zona no corresponde al predio' });
    expect(accionesTramite(usoSuelo, s)).toMatchObject({ guardar: true, enviar: true, corregir: false, bloqueado: false });
    s = correr(s, { type: 'ENVIAR' });
    expect(camposConstancia(s)).toMatchObject({ estatus_general: 10, estatus_verificacion: 3, motivo_rechazo: null });
    expect(s.context.pasos.verificacion.ronda).toBe(2);
  });

  it('returned at validation: the proof is refused (9) and the certificate is 5; a new proof or payment answers it, at the same review', () => {
    const enValidacion = correr(enviada(), ok('verificacion'), comprobante);
    expect(camposConstancia(enValidacion)).toMatchObject({ estatus_general: 10, estatus_pago: 8, estatus_validacion: 3 });
    const devuelta = correr(enValidacion, no('validacion', 'El comprobante es ilegible'));
    expect(camposConstancia(devuelta)).toMatchObject({ estatus_general: 5, estatus_pago: 9, estatus_validacion: 5, motivo_rechazo: 'El comprobante es ilegible' });
    expect(accionesTramite(usoSuelo, devuelta)).toMatchObject({ corregir: false, enviar: false, guardar: false, comprobante: SERVICIO.USO_SUELO, pagar: SERVICIO.USO_SUELO });
    const otroComprobante = correr(devuelta, comprobante);
    expect(otroComprobante.context.actual).toBe('validacion');
    expect(otroComprobante.context.pasos.validacion.ronda).toBe(2);
    expect(otroComprobante.context.pasos.pago).toMatchObject({ estatus: 8, ronda: 1 });
    expect(general(otroComprobante)).toBe(10);
    // Approved, it ends: the payment is not asked for again.
    const aprobada = correr(otroComprobante, ok('validacion'));
    expect(estadoDe(aprobada)).toBe('terminada');
    expect(aprobada.context.pasos.pago.ronda).toBe(1);
  });

  it('a stored snapshot restores to the same statuses (what the web reads)', () => {
    const s = correr(enviada(), ok('verificacion'));
    const r = restaurarTramite(usoSuelo, JSON.parse(JSON.stringify(persistir(s))));
    expect(camposConstancia(r)).toEqual(camposConstancia(s));
    expect(accionesTramite(usoSuelo, r)).toEqual(accionesTramite(usoSuelo, s));
  });
});

describe('what the taxpayer is told (notifications)', () => {
  const d = { folio: 'CUS-2026-000123', titulo: 'ABARROTES LA CEIBA', servicio: 'Constancia de uso de suelo', motivo: 'La zona no corresponde al predio.  ' };
  it('a statement to pay, a return with its reason, the approval', () => {
    expect(usoSuelo.notificaciones.pago(d)).toEqual({
      encabezado: 'Estado de cuenta disponible: Constancia de uso de suelo',
      descripcion:
        'Desarrollo Urbano verificó su constancia de uso de suelo de ABARROTES LA CEIBA (folio CUS-2026-000123). Ya puede consultar su estado de cuenta y pagar en línea o adjuntar su comprobante de pago.',
    });
    expect(usoSuelo.notificaciones.devuelta(d).descripcion).toBe(
      'Su constancia de uso de suelo de ABARROTES LA CEIBA (folio CUS-2026-000123) fue devuelta. Motivo: La zona no corresponde al predio. Corrija la información y pulse «Enviar a uso de suelo».',
    );
    expect(usoSuelo.notificaciones.terminada(d)).toEqual({
      encabezado: 'Constancia de uso de suelo aprobada',
      descripcion: 'La constancia de uso de suelo de ABARROTES LA CEIBA (folio CUS-2026-000123) fue aprobada. Ya puede imprimirla.',
    });
  });

  it('a notice opens the certificate’s own page (spec 3 §2.1 establecimientos/uso-suelo/{idSolicitud})', () => {
    expect(usoSuelo.enlace({ solicitudId: 42, locacionId: 7, contribuyenteId: 3 })).toBe('/admin/establecimientos/uso-suelo/42');
  });
});
