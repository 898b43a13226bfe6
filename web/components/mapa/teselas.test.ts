import { describe, expect, it } from 'vitest';
import { trasTesela } from './teselas';

describe('trasTesela (say so when the map cannot load)', () => {
  it('fails while no tile has loaded', () => {
    expect(trasTesela('cargando', 'error')).toBe('fallan');
    expect(trasTesela('fallan', 'error')).toBe('fallan');
  });

  it('one loaded tile is a map; a later failed tile does not hide it', () => {
    expect(trasTesela('cargando', 'carga')).toBe('visibles');
    expect(trasTesela('visibles', 'error')).toBe('visibles');
  });

  it('tiles that come back (the network returned) clear the note', () => {
    expect(trasTesela('fallan', 'carga')).toBe('visibles');
  });
});
