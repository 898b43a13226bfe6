import { describe, expect, it } from 'vitest';
import { enlacePublico, urlPublicaDesdeEntorno } from './url-publica';

describe('urlPublicaDesdeEntorno (the worker reads it as the API does)', () => {
  it('is PUBLIC_URL, else the portal on its PORT outside production', () => {
    expect(urlPublicaDesdeEntorno({ PUBLIC_URL: 'https://ventanilla.opb.gob.mx/' })).toBe('https://ventanilla.opb.gob.mx');
    expect(urlPublicaDesdeEntorno({ PORT: '3130' })).toBe('http://localhost:3130');
    expect(urlPublicaDesdeEntorno({})).toBe('http://localhost:3000');
  });

  it('stops a production worker without it', () => {
    expect(() => urlPublicaDesdeEntorno({ NODE_ENV: 'production', PORT: '3000' })).toThrow(/^Configuración inválida: PUBLIC_URL es obligatoria en producción/);
  });
});

describe('enlacePublico', () => {
  it('joins the base and a path with one slash', () => {
    expect(enlacePublico('https://ventanilla.opb.gob.mx/', '/verificar/LF-1')).toBe('https://ventanilla.opb.gob.mx/verificar/LF-1');
    expect(enlacePublico('http://localhost:3130', 'licencias/3')).toBe('http://localhost:3130/licencias/3');
  });
});
