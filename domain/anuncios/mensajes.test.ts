// The spec's strings of signs stay verbatim (spec 3 §2.2–2.3, §4.1, §5.1–5.2, §8.2).
import { describe, expect, it } from 'vitest';
import { MENSAJES_ANUNCIO as M } from './mensajes';

describe('MENSAJES_ANUNCIO', () => {
  it('keeps the spec strings exactly', () => {
    expect(Object.values(M.spec)).toEqual(
      expect.arrayContaining([
        'PENDIENTE DE ENVIAR',
        'Ver formato autorización',
        'Solicitud de anuncio en vía pública',
        'Actualizar datos anuncio',
        'No hay solicitudes de anuncios',
        'Permisos de anuncios publicitarios',
        'No cuento con clave catastral',
        'La clave no ha sido encontrada en catastro',
        'Para la fotografía solo se permiten archivos PNG, JPEG, JPG',
        'Para la cedula catastral solo se permiten archivos PDF',
        'Para el contrato de arrendamiento solo se permiten archivos PDF',
        'Para el documento de propiedad solo se permiten archivos PDF',
        'Para el anterior permiso solo se permiten archivos PDF',
        'El tamaño debe ser menor a 14 MB!',
        'Por favor, llene todos los campos obligatorios.',
        'La fecha de inicio es requerida',
        'La fecha final es requerida',
        'Solicitud de anuncio registrado exitosamente',
        'Solicitud de anuncio en vía pública registrado exitosamente',
        'Anuncio registrado exitosamente',
        'Anuncio Actualizado exitosamente',
        'Anuncio eliminado',
        'Anuncio eliminado exitosamente',
        'Formato de autorización generado.',
        'Solicitud actualizada exitosamente',
        'Pagar predial',
        'Pagar en línea',
      ]),
    );
  });
  it('spec and own strings are both reachable at the top level, with no key in both', () => {
    expect(M.anuncioActualizado).toBe('Anuncio Actualizado exitosamente');
    expect(M.requerido).toBe('Este campo es obligatorio.');
    const comunes = Object.keys(M.spec).filter((k) => k in M.propios);
    expect(comunes).toEqual([]);
    expect(M.archivoRequerido('Fotografía')).toBe('Adjunte el documento: Fotografía.');
  });
});
