import { describe, expect, it } from 'vitest';
import { MSG_EXTRA } from '../../domain/common/messages';
import { ApiError } from '../lib/api';
import { motivoError } from './motivo-error';

describe('motivoError', () => {
  it('another area\'s task: Permiso denegado, and whose it is', () => {
    const e = new ApiError('Permiso denegado', 403, undefined, { success: false, message: MSG_EXTRA.tareaDeOtraArea('Protección Civil') });
    expect(motivoError(e)).toEqual({ titulo: 'Permiso denegado', texto: 'Esta tarea pertenece al área Protección Civil. Solo su personal puede abrirla y resolverla.' });
  });
  it('a task that does not exist, and anything else', () => {
    expect(motivoError(new ApiError('La tarea no existe.', 404, undefined, { message: 'La tarea no existe.' }))).toEqual({ titulo: 'Tarea no encontrada', texto: 'La tarea no existe.' });
    expect(motivoError(new ApiError('Error de servidor', 500, undefined, null))).toEqual({ titulo: 'No fue posible cargar la tarea', texto: 'Error de servidor' });
    expect(motivoError(new Error('x')).titulo).toBe('No fue posible cargar la tarea');
  });
});
