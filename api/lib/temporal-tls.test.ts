import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tlsTemporalDesdeEntorno } from './temporal-tls';

const dir = mkdtempSync(path.join(tmpdir(), 'tls-'));
const archivo = (nombre: string, contenido: string) => {
  const p = path.join(dir, nombre);
  writeFileSync(p, contenido);
  return p;
};
const ca = archivo('ca.pem', 'CA');
const cert = archivo('app.pem', 'CERT');
const key = archivo('app-key.pem', 'KEY');

describe('TLS towards Temporal from the environment', () => {
  it('is off when nothing is set (the dev server of npm start speaks plain gRPC)', () => {
    expect(tlsTemporalDesdeEntorno({})).toBeUndefined();
  });

  it('reads the CA, the client pair and the server name for mutual TLS', () => {
    const tls = tlsTemporalDesdeEntorno({ TEMPORAL_TLS_CA: ca, TEMPORAL_TLS_CERT: cert, TEMPORAL_TLS_KEY: key, TEMPORAL_TLS_SERVER_NAME: 'temporal' });
    expect(tls?.serverNameOverride).toBe('temporal');
    expect(Buffer.from(tls!.serverRootCACertificate!).toString()).toBe('CA');
    expect(Buffer.from(tls!.clientCertPair!.crt).toString()).toBe('CERT');
    expect(Buffer.from(tls!.clientCertPair!.key).toString()).toBe('KEY');
  });

  it('stops at start when the certificate comes without its key, in Spanish', () => {
    expect(() => tlsTemporalDesdeEntorno({ TEMPORAL_TLS_CA: ca, TEMPORAL_TLS_CERT: cert })).toThrow(/TEMPORAL_TLS_CERT y TEMPORAL_TLS_KEY van juntos/);
  });
});
