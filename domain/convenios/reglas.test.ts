import { describe, expect, it } from 'vitest';
import { ESTATUS_CONVENIO, convenioEliminable, estatusSegunVigencia, etiquetaConvenio, fechaLarga, hitosConvenio, tocaAviso } from './reglas';
import { convenioFormSchema } from './schema';
import { MSG_CONVENIO, MSG_CONVENIO_EXTRA } from './mensajes';

const v = { vigenciaInicio: '2026-03-01', vigenciaFin: '2026-03-31' };

describe('agreement milestones (Chetumal days, UTC−5)', () => {
  it('in force from 00:00 local of the first day, notice at 09:00 seven days before the last, expired after the last day', () => {
    const h = hitosConvenio(v);
    expect(new Date(h.inicio).toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(new Date(h.aviso).toISOString()).toBe('2026-03-24T14:00:00.000Z');
    expect(new Date(h.vencimiento).toISOString()).toBe('2026-04-01T05:00:00.000Z');
  });
  it('status by date', () => {
    expect(estatusSegunVigencia(v, Date.parse('2026-03-01T04:59:59Z'))).toBe(ESTATUS_CONVENIO.REGISTRADO);
    expect(estatusSegunVigencia(v, Date.parse('2026-03-01T05:00:00Z'))).toBe(ESTATUS_CONVENIO.VIGENTE);
    expect(estatusSegunVigencia(v, Date.parse('2026-04-01T04:59:59Z'))).toBe(ESTATUS_CONVENIO.VIGENTE);
    expect(estatusSegunVigencia(v, Date.parse('2026-04-01T05:00:00Z'))).toBe(ESTATUS_CONVENIO.VENCIDO);
  });
  it('a notice is due between its time and the expiry, not after', () => {
    expect(tocaAviso(v, Date.parse('2026-03-24T13:59:59Z'))).toBe(false);
    expect(tocaAviso(v, Date.parse('2026-03-24T14:00:00Z'))).toBe(true);
    expect(tocaAviso(v, Date.parse('2026-04-01T05:00:00Z'))).toBe(false);
  });
  it('refuses a malformed date', () => {
    expect(() => hitosConvenio({ vigenciaInicio: '2026-02-30', vigenciaFin: '2026-03-01' })).toThrow(RangeError);
  });
  it('spec 2 §4: delete only at status 1; chips', () => {
    expect(convenioEliminable(1)).toBe(true);
    expect(convenioEliminable(4)).toBe(false);
    expect(convenioEliminable(6)).toBe(false);
    expect([1, 4, 6].map(etiquetaConvenio)).toEqual(['Registrado', 'Vigente', 'Vencido']);
  });
  it('long date for the notice', () => {
    expect(fechaLarga('2026-03-31')).toBe('31 de marzo de 2026');
  });
});

describe('agreement form (spec 2 §5)', () => {
  it("agreement, start and end: 'El campo es requerido'", () => {
    const r = convenioFormSchema.safeParse({ convenio_id: '', vigencia_inicio: '', vigencia_fin: '' });
    expect(r.success).toBe(false);
    const porCampo = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(porCampo).toEqual({ convenio_id: MSG_CONVENIO.requerido, vigencia_inicio: MSG_CONVENIO.requerido, vigencia_fin: MSG_CONVENIO.requerido });
    expect(MSG_CONVENIO.requerido).toBe('El campo es requerido');
  });
  it('end not before start; the same day is allowed; text ids are read as numbers', () => {
    const mal = convenioFormSchema.safeParse({ convenio_id: '2', vigencia_inicio: '2026-03-10', vigencia_fin: '2026-03-09' });
    expect(mal.error?.issues).toEqual([expect.objectContaining({ path: ['vigencia_fin'], message: MSG_CONVENIO_EXTRA.finAntesDeInicio })]);
    expect(convenioFormSchema.parse({ convenio_id: '2', vigencia_inicio: '2026-03-10', vigencia_fin: '2026-03-10' })).toEqual({ convenio_id: 2, vigencia_inicio: '2026-03-10', vigencia_fin: '2026-03-10' });
  });
});
