import { describe, expect, it } from 'vitest';
import { crearConsolaLegible, destinoDeLog } from './consola';

// 2026-12-07 15:00:00 UTC is 10:00:00 in Chetumal.
const T = Date.UTC(2026, 11, 7, 15, 0, 0);
const linea = (o: Record<string, unknown>) => `${JSON.stringify({ time: T, ...o })}\n`;

function consola() {
  const salida: string[] = [];
  return { salida, destino: crearConsolaLegible((l) => salida.push(l), 1000) };
}

describe('the readable console of npm start', () => {
  it('prints a process event as one line with its level, message and error', () => {
    const { salida, destino } = consola();
    destino.write(linea({ level: 30, msg: 'Server listening at http://127.0.0.1:3000' }));
    destino.write(linea({ level: 50, msg: 'error no controlado', reqId: 'r-9', err: { type: 'Error', message: 'sin conexión' } }));
    expect(salida).toEqual(['10:00:00 INFO Server listening at http://127.0.0.1:3000', '10:00:00 ERROR error no controlado: sin conexión [r-9]']);
  });

  it('prints a request only when it failed on the server or was slow, with its method and URL', () => {
    const { salida, destino } = consola();
    const peticion = (id: string, url: string, status: number, ms: number) => {
      destino.write(linea({ level: 30, reqId: id, req: { method: 'GET', url }, msg: 'incoming request' }));
      destino.write(linea({ level: 30, reqId: id, res: { statusCode: status }, responseTime: ms, msg: 'request completed' }));
    };
    peticion('a', '/api/rapida', 200, 12);
    peticion('b', '/api/formulario', 422, 30);
    peticion('c', '/api/rota', 500, 8);
    peticion('d', '/api/lenta', 200, 1500.4);
    expect(salida).toEqual(['10:00:00 ERROR GET /api/rota → 500 en 8 ms [c]', '10:00:00 LENTA GET /api/lenta → 200 en 1500 ms [d]']);
  });

  it('passes a line that is not JSON through as it is', () => {
    const { salida, destino } = consola();
    destino.write('texto suelto\n');
    expect(salida).toEqual(['texto suelto']);
  });
});

describe('which log a process writes', () => {
  it('is JSON in production and by default for the API, readable for npm start, LOG_FORMAT deciding over both', () => {
    expect(destinoDeLog({ NODE_ENV: 'production' }, 'consola')).toBeUndefined();
    expect(destinoDeLog({ NODE_ENV: 'development' })).toBeUndefined();
    expect(destinoDeLog({ NODE_ENV: 'development' }, 'consola')).toBeDefined();
    expect(destinoDeLog({ NODE_ENV: 'production', LOG_FORMAT: 'consola' })).toBeDefined();
    expect(destinoDeLog({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, 'consola')).toBeUndefined();
  });
});
