import { describe, expect, it } from 'vitest';
import { finDeDiaCancun } from './fechas';
import { diaAnteriorCancun, fechaLargaCancun, proximoRecordatorio, recordatoriosGenericos, vencidos, type SituacionTramite } from './recordatorios-genericos';
import type { Recordatorio } from './recordatorios';

// 2027-03-01 10:00 in Chetumal (UTC−5), a Monday.
const LUNES_10 = Date.parse('2027-03-01T15:00:00Z');
const DIA = 86_400_000;

const situacion = (s: Partial<SituacionTramite> & Pick<SituacionTramite, 'estado'>): SituacionTramite => ({
  desde: LUNES_10,
  ...s,
  ctx: { actual: 'pago_anuencia', pasos: { pago_anuencia: { estatus: 2, motivo: null, ronda: 1 } }, plazos: {}, ...s.ctx },
});

describe('recordatoriosGenericos', () => {
  it('an unpaid statement: recalled 3 days after it was issued, keyed by step and round', () => {
    const [r, ...resto] = recordatoriosGenericos(situacion({ estado: 'pago' }));
    expect(resto).toEqual([]);
    expect(r).toMatchObject({ clave: 'pago_pendiente:pago_anuencia:1:dias', tipo: 'pago_pendiente', en: LUNES_10 + 3 * DIA, link: null, encabezado: 'Recuerde pagar su estado de cuenta' });
    expect(r.descripcion).toContain('{folio}');
  });

  it('with a late-payment date: also at 09:00 (Chetumal) the day before it, naming the date', () => {
    const limite = finDeDiaCancun('2027-03-20');
    const lista = recordatoriosGenericos(situacion({ estado: 'pago', ctx: { actual: 'pago_anuencia', pasos: { pago_anuencia: { estatus: 2, motivo: null, ronda: 2 } }, plazos: { pago: limite } } }));
    expect(lista.map((r) => r.clave)).toEqual(['pago_pendiente:pago_anuencia:2:dias', 'pago_pendiente:pago_anuencia:2:limite']);
    expect(new Date(lista[1].en).toISOString()).toBe('2027-03-19T14:00:00.000Z');
    expect(lista[1].descripcion).toContain('a más tardar el 20 de marzo de 2027');
  });

  it('a late-payment date already past when the statement was issued, or spent (null): no warning before it', () => {
    const pasado = recordatoriosGenericos(situacion({ estado: 'pago', ctx: { actual: 'pago_anuencia', pasos: { pago_anuencia: { estatus: 2, motivo: null, ronda: 1 } }, plazos: { pago: LUNES_10 - DIA } } }));
    expect(pasado.map((r) => r.clave)).toEqual(['pago_pendiente:pago_anuencia:1:dias']);
    const nulo = recordatoriosGenericos(situacion({ estado: 'pago', ctx: { actual: 'pago_anuencia', pasos: { pago_anuencia: { estatus: 2, motivo: null, ronda: 1 } }, plazos: { pago: null } } }));
    expect(nulo).toHaveLength(1);
  });

  it('the day before is already here when the statement is issued: due at once', () => {
    const limite = finDeDiaCancun('2027-03-01');
    const [, r] = recordatoriosGenericos(situacion({ estado: 'pago', ctx: { actual: 'pago_anuencia', pasos: { pago_anuencia: { estatus: 2, motivo: null, ronda: 1 } }, plazos: { pago: limite } } }));
    expect(r.en).toBe(LUNES_10);
  });

  it('a returned request: after 10 business days (weekends and rest days do not count)', () => {
    const [r] = recordatoriosGenericos(situacion({ estado: 'devuelta', ctx: { actual: 'validacion_datos', pasos: { validacion_datos: { estatus: 5, motivo: 'x', ronda: 1 } }, plazos: {} } }));
    expect(r.clave).toBe('solicitud_devuelta:validacion_datos:1');
    // Mon 1 Mar 10:00 + 80 office hours: 15 Mar is a rest day (third Monday of March) → Tue 16 Mar 10:00.
    expect(new Date(r.en).toISOString()).toBe('2027-03-16T15:00:00.000Z');
    expect(r.encabezado).toBe('Su solicitud devuelta sigue sin reenviarse');
  });

  it('no generic reminder in other states', () => {
    for (const estado of ['borrador', 'revision', 'entrega', 'terminada', 'rechazada'] as const) expect(recordatoriosGenericos(situacion({ estado }))).toEqual([]);
    expect(recordatoriosGenericos(situacion({ estado: 'pago', ctx: { actual: null, pasos: {}, plazos: {} } }))).toEqual([]);
  });
});

describe('fechas de Chetumal', () => {
  it('fechaLargaCancun and diaAnteriorCancun use the local day', () => {
    // 2027-01-01 03:00 UTC is still 31 December in Chetumal.
    expect(fechaLargaCancun(Date.parse('2027-01-01T03:00:00Z'))).toBe('31 de diciembre de 2026');
    expect(new Date(diaAnteriorCancun(Date.parse('2027-01-01T03:00:00Z'))).toISOString()).toBe('2026-12-30T14:00:00.000Z');
  });
});

describe('vencidos / proximoRecordatorio', () => {
  const r = (clave: string, en: number, tipo: Recordatorio['tipo'] = 'vencimiento_licencia'): Recordatorio => ({ clave, tipo, en, encabezado: '', descripcion: '', link: null });

  it('sends what is due and not sent; the next is the earliest unsent', () => {
    const lista = [r('a', 10), r('b', 20, 'pago_pendiente'), r('c', 30)];
    expect(vencidos(lista, new Set(), 15)).toEqual({ enviar: [lista[0]], omitir: [] });
    expect(vencidos(lista, new Set(['a']), 15)).toEqual({ enviar: [], omitir: [] });
    expect(proximoRecordatorio(lista, new Set(['a']))).toBe(20);
    expect(proximoRecordatorio(lista, new Set(['a', 'b', 'c']))).toBeNull();
  });

  it('of several of one kind due together only the latest is sent, the others skipped for good', () => {
    const lista = [r('nov', 10), r('dic', 20), r('pago', 5, 'pago_pendiente')];
    expect(vencidos(lista, new Set(), 25)).toEqual({ enviar: [lista[2], lista[1]], omitir: ['nov'] });
  });
});
