// The rules the five change requests share: who reviews, the folio, which statuses edit, and the
// debts an area registers while it reviews (spec 2 §3–§4).
import { describe, expect, it } from 'vitest';
import { AREA_LICENCIAS } from '../common/catalogos';
import { AREA_DESARROLLO_URBANO, AREA_RESIDUOS, AREA_SARE } from '../licencia/definicion';
import type { CualquierDefinicion, EventoTramite } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { estatusSolicitud } from '../tramite/lectura';
import { aplicarEvento, nuevoTramite, type SnapshotTramite } from '../tramite/maquina';
import { SERVICIO } from '../tramite/servicios';
import { adeudoPendiente } from './adeudos';
import { bajaEstablecimiento } from './baja/definicion';
import { areaRevision, esEditable, esEliminable, folioCambio } from './comun';
import { cambioDomicilio } from './domicilio/definicion';
import { cambioNombre } from './nombre/definicion';

describe('comunes', () => {
  it('SARE reviews its own businesses; with alcohol the review moves to Licencias de Funcionamiento', () => {
    expect(areaRevision({ tipoProceso: 2, hasAlcohol: false })).toBe(AREA_SARE);
    expect(areaRevision({ tipoProceso: 2, hasAlcohol: true })).toBe(AREA_LICENCIAS);
    expect(areaRevision({ tipoProceso: 1, hasAlcohol: false })).toBe(AREA_LICENCIAS);
  });

  it('folios by procedure and year', () => {
    expect(folioCambio('cambio_nombre', 2026, 17)).toBe('CNC-2026-000017');
    expect(folioCambio('baja', 2026, 1234567)).toBe('BAJA-2026-1234567');
  });

  it('spec 2 §4: edited and deleted only in 1 or 5', () => {
    expect([1, 3, 4, 5, 10].filter(esEditable)).toEqual([1, 5]);
    expect([1, 3, 4, 5, 10].filter(esEliminable)).toEqual([1, 5]);
  });
});

const paso = (s: SnapshotTramite) => s.context.actual;
const avanzar = (def: CualquierDefinicion, s: SnapshotTramite, ev: EventoTramite) => {
  const n = aplicarEvento(def, s, ev);
  if (!n) throw new Error(`${def.clave} no acepta ${ev.type} en ${String(s.value)} (${paso(s)})`);
  return n;
};

describe('debts per area', () => {
  it('trade name: without arrears Residuos Sólidos passes it straight to the review (10 → 3 → 4)', () => {
    let s = avanzar(cambioNombre, nuevoTramite(cambioNombre, { tipoProceso: 2, hasAlcohol: false }), { type: 'ENVIAR' });
    expect(paso(s)).toBe('revision_rs');
    expect(estatusSolicitud(cambioNombre, s)).toBe(ESTATUS.ENVIADO);
    s = avanzar(cambioNombre, s, { type: 'APROBAR', paso: 'revision_rs', revisorId: 1 });
    expect(paso(s)).toBe('revision');
    expect(estatusSolicitud(cambioNombre, s)).toBe(ESTATUS.EN_PROCESO);
    s = avanzar(cambioNombre, s, { type: 'APROBAR', paso: 'revision', revisorId: 1 });
    expect(s.value).toBe('terminada');
    expect(estatusSolicitud(cambioNombre, s)).toBe(ESTATUS.APROBADO);
  });

  it('trade name: registered arrears are charged (1750), notified, validated by the same area, then reviewed', () => {
    let s = avanzar(cambioNombre, nuevoTramite(cambioNombre, { tipoProceso: 2, hasAlcohol: false }), { type: 'ENVIAR' });
    s = avanzar(cambioNombre, s, { type: 'EXTRA', nombre: 'adeudo', datos: { area: 'rs', adeudo: true } });
    expect(s.context.pasos.pago_rs.estatus).toBe(ESTATUS.PENDIENTE);
    s = avanzar(cambioNombre, s, { type: 'APROBAR', paso: 'revision_rs', revisorId: 1 });
    expect(paso(s)).toBe('pago_rs');
    expect(adeudoPendiente(s.context, 'rs')).toBe(true);
    s = avanzar(cambioNombre, s, { type: 'COMPROBANTE', servicio: SERVICIO.RESIDUOS });
    expect(paso(s)).toBe('validacion_rs');
    expect(adeudoPendiente(s.context, 'rs')).toBe(false);
    s = avanzar(cambioNombre, s, { type: 'APROBAR', paso: 'validacion_rs', revisorId: 1 });
    expect(paso(s)).toBe('revision');
  });

  it('a debt is registered only by the area whose review is open; taking it back switches the payment off', () => {
    let s = avanzar(bajaEstablecimiento, nuevoTramite(bajaEstablecimiento, { tipoProceso: 1, hasAlcohol: false }), { type: 'ENVIAR' });
    // Licencias' debt while Residuos Sólidos reviews: refused.
    expect(aplicarEvento(bajaEstablecimiento, s, { type: 'EXTRA', nombre: 'adeudo', datos: { area: 'la', adeudo: true } })).toBeNull();
    s = avanzar(bajaEstablecimiento, s, { type: 'EXTRA', nombre: 'adeudo', datos: { area: 'rs', adeudo: true } });
    s = avanzar(bajaEstablecimiento, s, { type: 'EXTRA', nombre: 'adeudo', datos: { area: 'rs', adeudo: false } });
    expect(s.context.pasos.pago_rs.estatus).toBe(ESTATUS.NO_APLICA);
    s = avanzar(bajaEstablecimiento, s, { type: 'APROBAR', paso: 'revision_rs', revisorId: 1 });
    expect(paso(s)).toBe('revision_la');
    s = avanzar(bajaEstablecimiento, s, { type: 'EXTRA', nombre: 'adeudo', datos: { area: 'la', adeudo: true } });
    s = avanzar(bajaEstablecimiento, s, { type: 'APROBAR', paso: 'revision_la', revisorId: 1 });
    expect(paso(s)).toBe('pago_la');
    s = avanzar(bajaEstablecimiento, s, { type: 'PAGO_CONFIRMADO', servicio: SERVICIO.ALCOHOL });
    s = avanzar(bajaEstablecimiento, s, { type: 'APROBAR', paso: 'validacion_la', revisorId: 1 });
    expect(s.value).toBe('terminada');
  });

  it('address: Desarrollo Urbano verifies and validates only without a land-use certificate', () => {
    const con = nuevoTramite(cambioDomicilio, { tipoProceso: 2, hasAlcohol: false, tieneUsoSuelo: true });
    expect(con.context.pasos.verificacion_uso_suelo.estatus).toBe(ESTATUS.NO_APLICA);
    let s = avanzar(cambioDomicilio, nuevoTramite(cambioDomicilio, { tipoProceso: 2, hasAlcohol: false, tieneUsoSuelo: false }), { type: 'ENVIAR' });
    s = avanzar(cambioDomicilio, s, { type: 'APROBAR', paso: 'revision', revisorId: 1 });
    expect(paso(s)).toBe('verificacion_uso_suelo');
    const p = cambioDomicilio.pasos.find((x) => x.clave === 'verificacion_uso_suelo')!;
    expect(typeof p.area === 'number' ? p.area : p.area?.({ tipoProceso: 2, hasAlcohol: false, tieneUsoSuelo: false })).toBe(AREA_DESARROLLO_URBANO);
    expect(bajaEstablecimiento.pasos.find((x) => x.clave === 'revision_rs')?.area).toBe(AREA_RESIDUOS);
  });
});
