import { describe, expect, it } from 'vitest';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { desenlaceDeError, normalizarErrores, primerError } from './api';

describe('error catalogue (spec 1 §8)', () => {
  it('no answer → connection error', () => {
    expect(desenlaceDeError(null, null).mensajes).toEqual([MSG.errorConexion]);
  });

  it('401 with a token → invalid token, log out', () => {
    const d = desenlaceDeError(401, { success: false, message: MSG.tokenInvalido });
    expect(d.mensajes).toEqual([MSG.tokenInvalido]);
    expect(d.cerrarSesion).toBe(true);
  });

  it('401 without a token (failed sign-in) shows the server message and keeps the page', () => {
    const d = desenlaceDeError(401, { success: false, message: MSG_EXTRA.credencialesInvalidas }, false);
    expect(d.mensajes).toEqual([MSG_EXTRA.credencialesInvalidas]);
    expect(d.cerrarSesion).toBe(false);
  });

  it('500 and other 5xx → server error, never the server text', () => {
    expect(desenlaceDeError(500, { message: 'stack trace' }).mensajes).toEqual([MSG.errorServidor]);
    expect(desenlaceDeError(502, null).mensajes).toEqual([MSG.errorServidor]);
  });

  it('422 → invalid data, then the first field message', () => {
    const d = desenlaceDeError(422, {
      success: false,
      message: MSG.datosInvalidos,
      errors: { rfc: [], email: [MSG.correoInvalido, 'otro'], nombre: [MSG.requerido] },
    });
    expect(d.mensajes).toEqual([MSG.datosInvalidos, MSG.correoInvalido]);
  });

  it('422 without errors → only the generic message', () => {
    expect(desenlaceDeError(422, { success: false }).mensajes).toEqual([MSG.datosInvalidos]);
  });

  it('403 → permission denied, except the temporary-password message', () => {
    expect(desenlaceDeError(403, { message: 'cualquier cosa' }).mensajes).toEqual([MSG.permisoDenegado]);
    const d = desenlaceDeError(403, { message: MSG_EXTRA.claveTemporalPendiente });
    expect(d.mensajes).toEqual([MSG_EXTRA.claveTemporalPendiente]);
    expect(d.claveTemporal).toBe(true);
  });

  it('429 → too many requests', () => {
    expect(desenlaceDeError(429, null).mensajes).toEqual([MSG.demasiadasPeticiones]);
  });

  it('400 and success:false → the server message, or a generic one', () => {
    expect(desenlaceDeError(400, { message: MSG.notificacionSinPerfil }).mensajes).toEqual([MSG.notificacionSinPerfil]);
    expect(desenlaceDeError(200, { success: false, message: 'No encontrado' }).mensajes).toEqual(['No encontrado']);
    expect(desenlaceDeError(400, null).mensajes).toEqual([MSG.errorGenerico]);
  });
});

describe('field errors', () => {
  it('normalises arrays, strings and lists', () => {
    expect(normalizarErrores({ a: 'x', b: ['y'], c: [] })).toEqual({ a: ['x'], b: ['y'] });
    expect(normalizarErrores(['x'])).toEqual({ _: ['x'] });
    expect(normalizarErrores(null)).toBeUndefined();
    expect(primerError({ 'representantes.0.email': ['Correo no válido'] })).toBe('Correo no válido');
  });
});
