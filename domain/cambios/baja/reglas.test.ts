import { describe, expect, it } from 'vitest';
import { bajaEstablecimiento } from './definicion';
import { MSG_BAJA, MSG_BAJA_EXTRA } from './mensajes';
import { colorBaja, deudaPendiente, DOCUMENTOS_BAJA, esActualizableBaja, esEliminableBaja, esEnviableBaja } from './reglas';
import { bajaFormSchema, propuestaBaja } from './schema';

const HOY = () => '2026-11-26';

describe('closure rules (spec 2 §4 Closure)', () => {
  it('updates in 1, 3 and 5; sends and deletes in 1 or 5; 10 and 4 lock it', () => {
    expect([1, 2, 3, 4, 5, 10].filter(esActualizableBaja)).toEqual([1, 3, 5]);
    expect([1, 2, 3, 4, 5, 10].filter(esEnviableBaja)).toEqual([1, 5]);
    expect([1, 2, 3, 4, 5, 10].filter(esEliminableBaja)).toEqual([1, 5]);
  });

  it('a debt is pending while the request is in review with adeudo = 1 and no payment, per area', () => {
    const b = { estatus_id: 10, adeudo_rs: 1, adeudo_la: 0, pago_rs: false, pago_la: false };
    expect(deudaPendiente(b, 'rs')).toBe(true);
    expect(deudaPendiente(b, 'la')).toBe(false);
    expect(deudaPendiente({ ...b, pago_rs: true }, 'rs')).toBe(false);
    expect(deudaPendiente({ ...b, estatus_id: 3, adeudo_la: 1 }, 'la')).toBe(true);
    // A draft or an approved closure owes nothing to pay now.
    expect(deudaPendiente({ ...b, estatus_id: 1 }, 'rs')).toBe(false);
    expect(deudaPendiente({ ...b, estatus_id: 4 }, 'rs')).toBe(false);
  });

  it('colours: 1 orange, 4 green (spec 2 §4), returned red, the rest grey', () => {
    expect([1, 4, 5, 10, 3].map(colorBaja)).toEqual(['naranja', 'verde', 'rojo', 'gris', 'gris']);
  });

  it("documents answer under the spec's names, its typo included", () => {
    expect(DOCUMENTOS_BAJA.map((d) => [d.codigo, d.campo])).toEqual([
      ['sbe_aviso_baja', 'aviso'],
      ['sbe_constancia', 'constancia'],
      ['sbe_identificacion', 'identeficacion'],
    ]);
  });
});

describe('closure form (spec 2 §3, §5)', () => {
  const s = bajaFormSchema(HOY);
  const error = (v: unknown) => {
    const r = s.safeParse(v);
    return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes a real date not after today and the 0/1 alcohol flag', () => {
    expect(s.parse({ fecha_sat: '2026-11-20', has_alcohol: '1' })).toEqual({ fecha_sat: '2026-11-20', has_alcohol: true });
    expect(s.parse({ fecha_sat: ' 2026-11-26 ', has_alcohol: 0 })).toEqual({ fecha_sat: '2026-11-26', has_alcohol: false });
    expect(s.parse({ fecha_sat: '2020-02-29' })).toEqual({ fecha_sat: '2020-02-29', has_alcohol: false });
    expect(propuestaBaja(s.parse({ fecha_sat: '2026-01-02', has_alcohol: true }))).toEqual({ fecha_sat: '2026-01-02', has_alcohol: true });
  });

  it('refuses a missing, malformed, impossible or future date with its message', () => {
    expect(error({})).toEqual([['fecha_sat', MSG_BAJA.requerido]]);
    expect(error({ fecha_sat: '' })).toEqual([['fecha_sat', 'El campo es requerido']]);
    expect(error({ fecha_sat: '26/11/2026' })).toEqual([['fecha_sat', MSG_BAJA_EXTRA.fechaInvalida]]);
    expect(error({ fecha_sat: '2026-02-30' })).toEqual([['fecha_sat', MSG_BAJA_EXTRA.fechaInvalida]]);
    expect(error({ fecha_sat: '2026-11-27' })).toEqual([['fecha_sat', 'La fecha de baja ante el SAT no puede ser posterior a hoy']]);
    expect(error({ fecha_sat: '2026-11-20', has_alcohol: 'quizá' })?.[0][0]).toBe('has_alcohol');
  });
});

describe('closure messages and definition', () => {
  it("keeps the spec's strings verbatim", () => {
    expect(MSG_BAJA).toMatchObject({
      titulo: 'Solicitud de baja de establecimiento',
      actualizada: 'Solicitud actualizada exitosamente',
      enviada: 'Solicitud enviada exitosamente',
      camposObligatorios: 'Por favor, completa los campos obligatorios',
      confirmarEliminar: '¿Realmente deseas eliminar esta solicitud?',
      noReversible: 'Esta acción no puede ser revertida',
    });
  });

  it('Residuos Sólidos and then Licencias review, each with an optional payment (1750, 1751) and its validation', () => {
    expect(bajaEstablecimiento.pasos.map((p) => [p.clave, p.tipo, p.servicio ?? null])).toEqual([
      ['revision_rs', 'revision', null],
      ['pago_rs', 'pago', 1750],
      ['validacion_rs', 'revision', null],
      ['revision_la', 'revision', null],
      ['pago_la', 'pago', 1751],
      ['validacion_la', 'revision', null],
    ]);
  });
});
