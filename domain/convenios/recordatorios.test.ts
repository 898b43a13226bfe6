// An agreement's reminders: 30 and 7 days before its last day at 09:00 Chetumal (14:00
// UTC), each sent on its day only and before the next one or the end.
import { describe, expect, it } from 'vitest';
import { hitosConvenio } from './reglas';
import { instanteRecordatorioConvenio, recordatorioConvenio, tocaRecordatorioConvenio } from './recordatorios';

const v = { vigenciaInicio: '2026-01-01', vigenciaFin: '2026-12-31' };
const destino = { convenio: 'Convenio de uso de vía pública', establecimiento: 'CAFETERÍA EL CONVENIO' };

describe('agreement reminders', () => {
  it('1 and 24 December 2026 at 09:00 Chetumal for an agreement ending 31 December; the 7-day one at the notice', () => {
    expect(new Date(instanteRecordatorioConvenio(v, 30)).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(new Date(instanteRecordatorioConvenio(v, 7)).toISOString()).toBe('2026-12-24T14:00:00.000Z');
    expect(instanteRecordatorioConvenio(v, 7)).toBe(hitosConvenio(v).aviso);
  });

  it('the reminder: fin_vigencia, keyed by the end date, naming the agreement and the establishment', () => {
    expect(recordatorioConvenio(v, 30, destino)).toEqual({
      clave: 'fin_vigencia:2026-12-31:30',
      tipo: 'fin_vigencia',
      en: Date.parse('2026-12-01T14:00:00Z'),
      encabezado: 'Su convenio vence en 30 días',
      descripcion:
        'Su convenio «Convenio de uso de vía pública» del establecimiento CAFETERÍA EL CONVENIO vence el 31 de diciembre de 2026. Puede consultarlo en Mis establecimientos.',
      link: '/admin/establecimientos',
    });
  });

  it('sent on its day only, before the next reminder or the end', () => {
    const en30 = instanteRecordatorioConvenio(v, 30);
    const en7 = instanteRecordatorioConvenio(v, 7);
    expect(tocaRecordatorioConvenio(v, 30, en30 - 1)).toBe(false);
    expect(tocaRecordatorioConvenio(v, 30, en30)).toBe(true);
    expect(tocaRecordatorioConvenio(v, 30, en30 + 86_400_000 - 1)).toBe(true);
    expect(tocaRecordatorioConvenio(v, 30, en30 + 86_400_000)).toBe(false);
    expect(tocaRecordatorioConvenio(v, 7, en7)).toBe(true);
    // a 20-day agreement: its 30-day instant is before its start; the timer reaches it late, no send
    const corto = { vigenciaInicio: '2026-12-12', vigenciaFin: '2026-12-31' };
    expect(tocaRecordatorioConvenio(corto, 30, hitosConvenio(corto).inicio)).toBe(false);
    // the 7-day one a day late is not sent; the end has its own notice
    expect(tocaRecordatorioConvenio(v, 7, hitosConvenio(v).vencimiento - 1)).toBe(false);
  });
});
