import { describe, expect, it } from 'vitest';
import { colorEstatus, estadoTareaDe, palabraEstatus } from './estatus';

describe('the inbox state read from a link', () => {
  it('keeps a known state and falls back to pending for anything else (?estado=todas)', () => {
    expect(estadoTareaDe('resuelta')).toBe('resuelta');
    expect(estadoTareaDe('cancelada')).toBe('cancelada');
    expect(estadoTareaDe('todas')).toBe('pendiente');
    expect(estadoTareaDe('')).toBe('pendiente');
    expect(estadoTareaDe(null)).toBe('pendiente');
  });
});

describe('status words and colours (spec 1 §4.5)', () => {
  it('a request without status says so; 5 is red, 10 green, 2 grey', () => {
    expect(palabraEstatus(null, 'solicitud')).toBe('Sin solicitud');
    expect(colorEstatus(5)).toBe('rojo');
    expect(colorEstatus(10)).toBe('verde');
    expect(colorEstatus(2)).toBe('gris');
  });
});
