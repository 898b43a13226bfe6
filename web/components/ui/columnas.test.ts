import { describe, expect, it } from 'vitest';
import { columnasDeFila, columnasDeTabla } from './columnas';

const fila = (...spans: number[]) => ({ cells: spans.map((colSpan) => ({ colSpan })) });

describe('columns of a table (the row of an empty body spans them)', () => {
  it("adds up the header cells' spans", () => {
    expect(columnasDeFila(fila(1, 1, 1, 1, 1))).toBe(5);
    expect(columnasDeFila(fila(2, 1))).toBe(3);
  });

  it('the widest header row decides', () => {
    expect(columnasDeTabla({ tHead: { rows: [fila(3), fila(1, 1, 1, 1)] } })).toBe(4);
  });

  it('without a header (or cells) it is one column', () => {
    expect(columnasDeTabla(null)).toBe(1);
    expect(columnasDeTabla({ tHead: null })).toBe(1);
    expect(columnasDeFila(fila())).toBe(1);
    expect(columnasDeFila(fila(0))).toBe(1);
  });
});
