// Statuses of tower and billboard requests (spec 3 §4.4): words, colours, what each allows, filters.
import { describe, expect, it } from 'vitest';
import {
  ESTATUS_DICTAMEN,
  FILTROS_ESTATUS_DICTAMEN,
  colorEstatusDictamen,
  colorVerificacion,
  etiquetaEstatusDictamen,
  etiquetaVerificacion,
  puedeEditarDictamen,
  puedeEnviarDictamen,
} from './estatus';

describe('estatus_revision (spec 3 §4.4)', () => {
  it('codes', () => expect(ESTATUS_DICTAMEN).toEqual({ PENDIENTE: 1, VALIDADA: 3, APROBADA: 4, RECHAZADA: 5, ENVIADA: 10, JEFATURA: 16, ELIMINADA: 18 }));
  it('editable in 0, 1, 5, 9, 11, 13, 15 (none counts as 1)', () => {
    expect([0, 1, 5, 9, 11, 13, 15, null, undefined].every(puedeEditarDictamen)).toBe(true);
    expect([3, 4, 10, 12, 16, 18].some(puedeEditarDictamen)).toBe(false);
  });
  it('sendable from 1, 5, 9, 11, 13, 15; never at 10 nor deleted', () => {
    expect([1, 5, 9, 11, 13, 15].every(puedeEnviarDictamen)).toBe(true);
    expect([0, 3, 4, 10, 12, 16, 18].some(puedeEnviarDictamen)).toBe(false);
  });
  it('words; a signed dictamen says so', () => {
    expect([1, 10, 16, 3, 4, 5, 12, 13, 18, 9].map((e) => etiquetaEstatusDictamen(e, false))).toEqual([
      'PENDIENTE',
      'ENVIADA A REVISIÓN',
      'ENVIADA AL JEFE DE DEPARTAMENTO',
      'VALIDADA Y ENVIADA A DIRECCIÓN',
      'APROBADA Y ENVIADA A FIRMA',
      'RECHAZADA',
      'AUTORIZADA',
      'CANCELADA',
      'ELIMINADA',
      'PAGO RECHAZADO',
    ]);
    expect(etiquetaEstatusDictamen(4, true)).toBe('DICTAMEN FIRMADO');
    expect(etiquetaEstatusDictamen(null, false)).toBe('PENDIENTE');
    expect(etiquetaEstatusDictamen(5, true)).toBe('RECHAZADA');
  });
  it('card colours: 3 blue, 4 green, 5 red, 12 green, 13 red, 1 with unpaid property tax orange; 10 and 16 blue; else grey', () => {
    expect([3, 4, 5, 12, 13, 10, 16].map((e) => colorEstatusDictamen(e, null))).toEqual(['azul', 'verde', 'rojo', 'verde', 'rojo', 'azul', 'azul']);
    expect(colorEstatusDictamen(1, 6)).toBe('naranja');
    expect(colorEstatusDictamen(1, 8)).toBe('gris');
    expect(colorEstatusDictamen(18, 6)).toBe('gris');
  });
  it("the 'Verificación' chip: 6 orange, 8 green, 9 red", () => {
    expect([6, 8, 9, null].map(colorVerificacion)).toEqual(['naranja', 'verde', 'rojo', 'gris']);
    expect([6, 8, 9, undefined].map(etiquetaVerificacion)).toEqual(['Predial pendiente de pago', 'Predial pagado', 'Predial no verificado', 'Sin verificar']);
  });
  it('the staff filter', () => {
    expect(FILTROS_ESTATUS_DICTAMEN).toEqual([
      { valor: 1, etiqueta: 'Pendientes' },
      { valor: 3, etiqueta: 'Validadas y enviadas a Dirección' },
      { valor: 4, etiqueta: 'Aprobadas y enviadas a firma' },
      { valor: 5, etiqueta: 'Rechazadas' },
      { valor: 16, etiqueta: 'Enviadas al Jefe de Departamento' },
    ]);
  });
});
