// The spec's strings of towers and billboards stay verbatim (spec 3 §2.5–2.6, §4.4, §5.1, §5.4, §8).
import { describe, expect, it } from 'vitest';
import { MENSAJES_DICTAMEN as M } from './mensajes';

describe('MENSAJES_DICTAMEN', () => {
  it('keeps the spec strings exactly', () => {
    expect(Object.values(M.spec)).toEqual(
      expect.arrayContaining([
        'Por favor, llene todos los campos obligatorios.',
        'Dictamen Firmado',
        'La clave no ha sido encontrada en catastro',
        'Motivo de rechazo',
        'Enviar a revisión',
        'Solicitud enviada exitosamente',
        'Solicitud actualizada exitosamente',
        'Solicitud de espectacular',
        'Complete su información para continuar',
        'Ver Motivo de Rechazo',
        'Agregar Sección',
        'Limpiar Filtros',
        'No cuento con clave catastral',
        'Pagar predial',
        'Pagar en línea',
        'El tamaño debe ser menor a 14 MB!',
        'Para la fotografía solo se permiten archivos PNG, JPEG, JPG',
        'Para el contrato de arrendamiento solo se permiten archivos PDF',
        'Permiso denegado',
        'Sin registros',
      ]),
    );
  });
  it('our own: created, deleted, the reason required, the gates', () => {
    expect(M.solicitudRegistrada).toBe('Solicitud registrada exitosamente');
    expect(M.solicitudEliminada).toBe('Solicitud eliminada exitosamente');
    expect(M.motivoRequerido).toBe('El motivo de rechazo es requerido');
    for (const m of [M.predialPendiente, M.predialNoVerificado, M.sinConstanciaUsoSuelo, M.noEditable, M.noEnviable]) expect(m).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].+\.$/);
    expect(M.archivoRequerido('Fachada')).toBe('Adjunte el documento: Fachada.');
    expect(M.soloPdf('la póliza de seguro')).toBe('Para la póliza de seguro solo se permiten archivos PDF');
  });
  it('spec and own strings are both reachable at the top level, with no key in both', () => {
    expect(Object.keys(M.spec).filter((k) => k in M.propios)).toEqual([]);
    expect(M.dictamenFirmado).toBe('Dictamen Firmado');
  });
});
