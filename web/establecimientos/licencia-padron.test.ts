import { describe, expect, it } from 'vitest';
import { licenciaDelPadron } from './licencia-padron';

const fila = (anio: number, pagada: boolean, origen: 'padron' | 'ventanilla' = 'padron') => ({ anio, pagada, origen, estatus_texto: pagada ? 'Pagada' : 'Sin renovar' });

describe('the padrón licence a card shows (spec 1 §2.6)', () => {
  it('the newest paid year, over later years not renewed', () => {
    expect(licenciaDelPadron([fila(2022, true), fila(2023, true), fila(2024, false), fila(2025, false)])).toEqual(fila(2023, true));
  });
  it('with none paid, the newest year; with no padrón year, none', () => {
    expect(licenciaDelPadron([fila(2024, false), fila(2025, false)])).toEqual(fila(2025, false));
    expect(licenciaDelPadron([fila(2026, true, 'ventanilla')])).toBeNull();
    expect(licenciaDelPadron([])).toBeNull();
  });
});
