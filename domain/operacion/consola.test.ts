import { describe, expect, it } from 'vitest';
import { mensajeFallo, motivoSchema, nombreActividad, reasignarSchema } from './consola';

describe('consola de operación', () => {
  it('pide el motivo de cada acción en español', () => {
    expect(motivoSchema.safeParse('').error?.issues[0]?.message).toBe('Escriba el motivo de la acción.');
    expect(motivoSchema.safeParse('   ').error?.issues[0]?.message).toBe('Escriba el motivo de la acción.');
    expect(motivoSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Escriba el motivo de la acción.');
    expect(motivoSchema.safeParse('corto').error?.issues[0]?.message).toBe('El motivo debe tener al menos 10 caracteres.');
    expect(motivoSchema.parse('  El revisor está de vacaciones  ')).toBe('El revisor está de vacaciones');
    expect(reasignarSchema.safeParse({ motivo: 'El revisor está de vacaciones' }).error?.issues[0]?.message).toBe('Seleccione a quién reasignar la tarea.');
  });

  it('nombra en español la actividad que falla y su error', () => {
    expect(nombreActividad('abrirTarea')).toBe('Abrir la tarea en la bandeja del área');
    expect(nombreActividad('otra')).toBe('Actividad otra');
    expect(mensajeFallo({ actividad: 'proyectarSolicitud', intentos: 7, error: 'connection refused' })).toBe(
      'No se pudo «Registrar el estado de la solicitud» (intento 7): connection refused.',
    );
    expect(mensajeFallo({ actividad: 'notificarTramite', intentos: 1, error: null })).toBe('No se pudo «Notificar al contribuyente»: sin mensaje de error.');
  });
});
