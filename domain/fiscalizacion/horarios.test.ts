import { describe, expect, it } from 'vitest';
import { GIROS } from '../catalogos/establecimientos';
import { comoHorarioSpec, horarioEfectivo, horarioExtraordinarioPorDefecto, horarioOrdinarioPorDefecto, tipoEstablecimientoDeGiros } from './horarios';
import { horasOfrecidas } from './reglas';

describe('patente type of the activities (giro_tipo_patente.establecimiento_id)', () => {
  it('every req_patente SI activity has a type; no other has one', () => {
    for (const g of GIROS) expect(g.tipo_patente !== undefined).toBe(g.req_patente === 'SI');
  });
  it('takes the main activity, else the highest secondary', () => {
    expect(tipoEstablecimientoDeGiros([7])).toBe(2);
    expect(tipoEstablecimientoDeGiros([11, 9])).toBe(3);
    expect(tipoEstablecimientoDeGiros([10, 3, 9])).toBe(4);
    expect(tipoEstablecimientoDeGiros([10, 1])).toBeNull();
  });
});

describe('default schedules', () => {
  it('the extraordinary default uses only hours offered to the type', () => {
    for (const t of [1, 2, 3, 4] as const) {
      const ofrecidas = horasOfrecidas(t);
      for (const h of horarioExtraordinarioPorDefecto(t)) {
        expect(ofrecidas).toContain(h.hora_inicio);
        expect(ofrecidas).toContain(h.hora_fin);
      }
    }
    expect(horarioExtraordinarioPorDefecto(1).map((h) => h.dia)).toEqual([4, 5, 6]);
    expect(horarioExtraordinarioPorDefecto(3).map((h) => h.dia)).toEqual([5, 6, 7]);
  });
  it('no Sunday for types 1 and 4 (spec 2 §5)', () => {
    for (const t of [1, 4] as const) expect(horarioExtraordinarioPorDefecto(t).some((h) => h.dia === 7)).toBe(false);
  });
  it('ordinary default Monday–Saturday 10:00–22:00 without a type', () => {
    expect(horarioOrdinarioPorDefecto(null)).toHaveLength(6);
    expect(horarioOrdinarioPorDefecto(null)[0]).toEqual({ dia: 1, hora_inicio: '10:00', hora_fin: '22:00' });
  });
  it("an establishment's own rows win over the default, and read as the spec's shape", () => {
    const propio = horarioEfectivo([{ dia: 6, horaInicio: '23:00', horaFin: '02:00' }, { dia: 5, horaInicio: '23:00', horaFin: '01:00' }], () => horarioExtraordinarioPorDefecto(2));
    expect(propio.map((h) => h.dia)).toEqual([5, 6]);
    expect(horarioEfectivo([], () => horarioExtraordinarioPorDefecto(2))).toHaveLength(3);
    expect(comoHorarioSpec(propio[0])).toEqual({ dia: { id: 5, nombre: 'Viernes' }, segmento_horario: { hora_inicio: '23:00', hora_fin: '01:00' } });
  });
});
