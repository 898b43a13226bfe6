// The lease's rules (spec 3 §4.5, §5.5, §9): the municipality's 10 %, the two statuses read from the
// kit's state and step, their words, the list's filter and what the dialogs may do.
import { describe, expect, it } from 'vitest';
import {
  ESTATUS_CONTRATO_ARR,
  ESTATUS_SOLICITUD_ARR,
  ETIQUETAS_CONTRATO_ARR,
  ETIQUETAS_SOLICITUD_ARR,
  ETIQUETA_VENCIDO,
  FILTRO_ESTATUS_ARR,
  RENTA_RE,
  estatusContratoArrendamiento,
  estatusSolicitudArrendamiento,
  porcentajeAyuntamiento,
  puedeEditarSolicitudArr,
  puedeSubirContrato,
} from './reglas';

describe('porcentajeAyuntamiento (spec 3 §5.5)', () => {
  it('is 10 % of the rent, rounded to 2 decimals half away from zero', () => {
    expect(porcentajeAyuntamiento(2500)).toBe('250.00');
    expect(porcentajeAyuntamiento('2345.55')).toBe('234.56');
    expect(porcentajeAyuntamiento('2345.54')).toBe('234.55');
    expect(porcentajeAyuntamiento('2000.04')).toBe('200.00');
    expect(porcentajeAyuntamiento('0.05')).toBe('0.01');
    expect(porcentajeAyuntamiento(' 1000 ')).toBe('100.00');
    expect(porcentajeAyuntamiento(0.1 + 0.2)).toBe('0.03');
  });
  it('is 0.00 for nothing, negatives and non-numbers', () => {
    for (const x of [null, undefined, '', 'abc', -10, Number.NaN, Number.POSITIVE_INFINITY]) expect(porcentajeAyuntamiento(x)).toBe('0.00');
  });
  it('the rent’s pattern: non-negative, up to 2 decimals', () => {
    for (const ok of ['0', '12', '12.5', '12.50', '100000.99']) expect(RENTA_RE.test(ok)).toBe(true);
    for (const no of ['-1', '12.345', '1,000', '12.', '.5', 'abc', '']) expect(RENTA_RE.test(no)).toBe(false);
  });
});

const e = (estado: string, paso: string | null, conContrato = false) => ({ estado, paso, conContrato });

describe('estatusSolicitudArrendamiento (spec 3 §4.5)', () => {
  it('15 for a draft and a request returned at its review; 10 in review; 3 once validated; 4 approved', () => {
    expect(estatusSolicitudArrendamiento(e('borrador', null))).toBe(15);
    expect(estatusSolicitudArrendamiento(e('revision', 'revision_solicitud'))).toBe(10);
    expect(estatusSolicitudArrendamiento(e('devuelta', 'revision_solicitud'))).toBe(15);
    expect(estatusSolicitudArrendamiento(e('entrega', 'contrato'))).toBe(3);
    expect(estatusSolicitudArrendamiento(e('revision', 'revision_contrato', true))).toBe(3);
    expect(estatusSolicitudArrendamiento(e('devuelta', 'revision_contrato', true))).toBe(3);
    expect(estatusSolicitudArrendamiento(e('pago', 'pago', true))).toBe(3);
    expect(estatusSolicitudArrendamiento(e('revision', 'validacion_pago', true))).toBe(3);
    expect(estatusSolicitudArrendamiento(e('terminada', null, true))).toBe(4);
  });
});

describe('estatusContratoArrendamiento (spec 3 §4.5)', () => {
  it('null without a contract; 15 while it may change; 10 in review; 3 once validated', () => {
    expect(estatusContratoArrendamiento(e('entrega', 'contrato'))).toBeNull();
    expect(estatusContratoArrendamiento(e('borrador', null))).toBeNull();
    expect(estatusContratoArrendamiento(e('entrega', 'contrato', true))).toBe(15);
    expect(estatusContratoArrendamiento(e('revision', 'revision_contrato', true))).toBe(10);
    expect(estatusContratoArrendamiento(e('devuelta', 'revision_contrato', true))).toBe(15);
    expect(estatusContratoArrendamiento(e('pago', 'pago', true))).toBe(3);
    expect(estatusContratoArrendamiento(e('revision', 'validacion_pago', true))).toBe(3);
    expect(estatusContratoArrendamiento(e('devuelta', 'validacion_pago', true))).toBe(3);
    expect(estatusContratoArrendamiento(e('terminada', null, true))).toBe(3);
  });
});

describe('labels, filter and the dialogs’ rules', () => {
  it('labels every status in the spec’s words', () => {
    expect(ETIQUETAS_SOLICITUD_ARR).toEqual({ 15: 'PENDIENTE', 10: 'EN REVISION', 3: 'VALIDADA', 4: 'APROBADA', 19: 'CANCELADA' });
    expect(ETIQUETAS_CONTRATO_ARR).toEqual({ 15: 'PENDIENTE', 10: 'EN REVISION', 3: 'VALIDADA' });
    for (const v of Object.values(ESTATUS_SOLICITUD_ARR)) expect(ETIQUETAS_SOLICITUD_ARR[v]).toBeTruthy();
    for (const v of Object.values(ESTATUS_CONTRATO_ARR)) expect(ETIQUETAS_CONTRATO_ARR[v]).toBeTruthy();
    expect(ETIQUETA_VENCIDO).toBe('VENCIDO');
  });
  it('filters by 15, 3 and 10 (spec 3 §9)', () => {
    expect(FILTRO_ESTATUS_ARR).toEqual([
      { id: 15, label: 'PENDIENTE' },
      { id: 3, label: 'VALIDADA' },
      { id: 10, label: 'EN REVISION' },
    ]);
  });
  it('the request is saved only with none or 15; a contract uploaded only at 3 with none or 15', () => {
    expect(puedeEditarSolicitudArr(null)).toBe(true);
    expect(puedeEditarSolicitudArr(undefined)).toBe(true);
    expect(puedeEditarSolicitudArr(15)).toBe(true);
    for (const s of [10, 3, 4]) expect(puedeEditarSolicitudArr(s)).toBe(false);
    expect(puedeSubirContrato(3, null)).toBe(true);
    expect(puedeSubirContrato(3, 15)).toBe(true);
    expect(puedeSubirContrato(3, 10)).toBe(false);
    expect(puedeSubirContrato(3, 3)).toBe(false);
    for (const s of [15, 10, 4]) expect(puedeSubirContrato(s, null)).toBe(false);
  });
});
