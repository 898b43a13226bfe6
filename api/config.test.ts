import { describe, expect, it } from 'vitest';
import { cargarConfig, comprobarSeguridad, mensajeDeSeguridad } from './config';

const BASE = { DATABASE_URL: 'postgres://u:p@db/v' };
const REALES = {
  OPB_URL: 'https://opb.example/api',
  MERCADOS_URL: 'https://mercados.example/api',
  CATASTRO_URL: 'https://catastro.example/api',
  PREDIAL_URL: 'https://predial.example/api',
  ZOFEMAT_URL: 'https://zofemat.example/api',
  PASARELA_URL: 'https://pagos.example/api',
  PASARELA_SECRET: 'k3Y-de-la-pasarela-real-2026',
  VERIFICACION_SECRET: 'Qm8vX2-firma-de-las-licencias-del-municipio',
};

describe('comprobarSeguridad (no simulators nor default secrets outside a demo)', () => {
  it('refuses the defaults and names every missing setting', () => {
    const problemas = comprobarSeguridad(cargarConfig({}, BASE));
    const texto = problemas.join('\n');
    for (const v of ['OPB_URL', 'MERCADOS_URL', 'CATASTRO_URL', 'PREDIAL_URL', 'ZOFEMAT_URL', 'PASARELA_URL', 'PASARELA_SECRET', 'VERIFICACION_SECRET']) {
      expect(texto).toContain(v);
    }
    expect(mensajeDeSeguridad(problemas)).toMatch(/^Configuración insegura/);
    expect(mensajeDeSeguridad(problemas)).toContain('DEMO=1');
  });

  it('refuses the public default secret of the simulated gateway, even with real URLs', () => {
    for (const secreto of ['sim-pasarela-secret', 'corto']) {
      const problemas = comprobarSeguridad(cargarConfig({}, { ...BASE, ...REALES, PASARELA_SECRET: secreto }));
      expect(problemas).toHaveLength(1);
      expect(problemas[0]).toContain('PASARELA_SECRET');
    }
  });

  it('refuses the public default of the licences\' QR secret, or a short one', () => {
    for (const secreto of ['demo-verificacion-secret', 'corto-de-31-caracteres-01234567']) {
      const problemas = comprobarSeguridad(cargarConfig({}, { ...BASE, ...REALES, VERIFICACION_SECRET: secreto }));
      expect(problemas).toHaveLength(1);
      expect(problemas[0]).toMatch(/^VERIFICACION_SECRET /);
    }
  });

  it('names only what is missing', () => {
    const { ZOFEMAT_URL: _, ...sinZofemat } = REALES;
    expect(comprobarSeguridad(cargarConfig({}, { ...BASE, ...sinZofemat }))).toEqual([
      'falta ZOFEMAT_URL: sin ella Zofemat es el simulador de demostración',
    ]);
  });

  it('e.firma outside a demo needs the recognised authorities and their revocation list', () => {
    expect(comprobarSeguridad(cargarConfig({}, { ...BASE, ...REALES, EFIRMA: 'efirma' }))).toEqual([
      'falta EFIRMA_AUTORIDADES: sin ella ningún certificado de e.firma es de una autoridad reconocida',
      'falta EFIRMA_CRL_URL: sin ella no se puede consultar si un certificado de e.firma está revocado',
    ]);
    expect(comprobarSeguridad(cargarConfig({}, { ...BASE, ...REALES, EFIRMA: 'efirma', EFIRMA_AUTORIDADES: '/etc/sat/ac.cer', EFIRMA_CRL_URL: 'https://sat.example/crl' }))).toEqual([]);
    expect(comprobarSeguridad(cargarConfig({}, { ...BASE, ...REALES, EFIRMA: 'clic' }))).toEqual([]);
  });

  it('accepts the real systems with a real secret', () => {
    expect(comprobarSeguridad(cargarConfig({}, { ...BASE, ...REALES }))).toEqual([]);
  });

  it('a demonstration (DEMO=1, npm start) may run the simulators', () => {
    expect(comprobarSeguridad(cargarConfig({ DEMO: '1' }, BASE))).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a list of addresses or networks', () => {
    expect(cargarConfig({}, BASE).TRUST_PROXY).toEqual([]);
    expect(cargarConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }, BASE).TRUST_PROXY).toEqual(['10.0.0.1', '172.16.0.0/12']);
  });

  it('refuses "true": believing every X-Forwarded-For lets a client choose its address', () => {
    expect(() => cargarConfig({ TRUST_PROXY: 'true' }, BASE)).toThrow(/TRUST_PROXY/);
  });
});

describe('MAPA_TILES_URL', () => {
  it('is OpenStreetMap by default and takes another tile server', () => {
    expect(cargarConfig({}, BASE).MAPA_TILES_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(cargarConfig({ MAPA_TILES_URL: 'https://teselas.opb.gob.mx/{z}/{x}/{y}.png' }, BASE).MAPA_TILES_URL).toBe('https://teselas.opb.gob.mx/{z}/{x}/{y}.png');
  });

  it('stops the boot with a clear message when it is not a tile URL', () => {
    expect(() => cargarConfig({ MAPA_TILES_URL: 'tile.openstreetmap.org' }, BASE)).toThrow(/MAPA_TILES_URL debe ser una URL http\(s\) con \{z\}, \{x\} y \{y\}/);
    expect(() => cargarConfig({ MAPA_TILES_URL: 'https://*.example.org/{z}/{x}/{y}.png' }, BASE)).toThrow(/MAPA_TILES_URL/);
  });
});

describe('PUBLIC_URL (the QR of every printout, the links of the e-mails)', () => {
  it('follows PORT when unset outside production (npm start on another port)', () => {
    expect(cargarConfig({ PORT: '3130' }, BASE).PUBLIC_URL).toBe('http://localhost:3130');
    expect(cargarConfig({}, BASE).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('is taken as given, without its trailing slash', () => {
    expect(cargarConfig({ PUBLIC_URL: 'https://ventanilla.opb.gob.mx/', PORT: '3130' }, BASE).PUBLIC_URL).toBe('https://ventanilla.opb.gob.mx');
  });

  it('stops a production boot with a clear message when it is missing', () => {
    expect(() => cargarConfig({ NODE_ENV: 'production' }, BASE)).toThrow(/^Configuración inválida: PUBLIC_URL es obligatoria en producción/);
    expect(() => cargarConfig({ NODE_ENV: 'production', PUBLIC_URL: ' ' }, BASE)).toThrow(/PUBLIC_URL es obligatoria/);
    expect(cargarConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ventanilla.opb.gob.mx' }, BASE).PUBLIC_URL).toBe('https://ventanilla.opb.gob.mx');
  });

  it('refuses what is not an http(s) address', () => {
    for (const malo of ['ventanilla.opb.gob.mx', 'ftp://ventanilla.opb.gob.mx', 'https://u:p@ventanilla.opb.gob.mx']) {
      expect(() => cargarConfig({ PUBLIC_URL: malo }, BASE), malo).toThrow(/PUBLIC_URL debe ser una URL http\(s\)/);
    }
  });
});
