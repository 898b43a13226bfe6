import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/common/messages';
import { MSG_PREDIO } from '../../../domain/predial/mensajes';
import { ApiError } from '../../lib/api';
import { esDeLaClave, esNoEncontrada, resultadoVerificacion } from './verificacion';

const CLAVE = '04001006031013000';

describe('resultadoVerificacion (spec 1 §4.7, spec 3 §5.1)', () => {
  it('opens the form only once the key is found with its property tax paid', () => {
    expect(resultadoVerificacion({ estado: 'pendiente' }, CLAVE)).toEqual({ lista: false, mensaje: null });
    expect(resultadoVerificacion({ estado: 'verificando', clave: CLAVE }, CLAVE)).toEqual({ lista: false, mensaje: null });
    expect(resultadoVerificacion({ estado: 'valida', clave: CLAVE }, CLAVE)).toEqual({ lista: true, mensaje: null });
  });

  it('says why a key does not open it', () => {
    expect(resultadoVerificacion({ estado: 'no_encontrada', clave: CLAVE }, CLAVE).mensaje).toBe(MSG_PREDIO.claveNoEncontrada);
    expect(resultadoVerificacion({ estado: 'adeudo', clave: CLAVE, mensaje: 'Adeudo 2024' }, CLAVE).mensaje).toBe('Adeudo 2024');
    expect(resultadoVerificacion({ estado: 'error', clave: CLAVE }, CLAVE).mensaje).toBe(MSG.errorGenerico);
  });

  it('the lookup of another key does not count', () => {
    expect(esDeLaClave({ estado: 'valida', clave: '04001006031014000' }, CLAVE)).toBe(false);
    expect(resultadoVerificacion({ estado: 'valida', clave: '04001006031014000' }, CLAVE).lista).toBe(false);
  });
});

describe('esNoEncontrada', () => {
  const error = (status: number | null) => new ApiError('x', status, undefined, null);
  it('a refusal for the key is "not found"; outages, sessions and limits are not', () => {
    expect([400, 404, 422].map((s) => esNoEncontrada(error(s)))).toEqual([true, true, true]);
    expect([null, 401, 403, 429, 500, 503].map((s) => esNoEncontrada(error(s)))).toEqual([false, false, false, false, false, false]);
    expect(esNoEncontrada(new Error('x'))).toBe(false);
  });
});
