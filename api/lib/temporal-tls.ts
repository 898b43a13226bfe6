// TLS towards Temporal's frontend (docs/OPERACION.md, "Production topology"): the server a
// municipality runs accepts only clients holding a certificate its CA signed (mutual TLS), so
// the API and the worker present one. Unset, they speak plain gRPC (the dev server of npm start).
import { readFileSync } from 'node:fs';
import type { TLSConfig } from '@temporalio/client';

/**
 * TEMPORAL_TLS_CA: the CA that signed the frontend's certificate (PEM file); TEMPORAL_TLS_CERT and
 * TEMPORAL_TLS_KEY: this client's certificate and key; TEMPORAL_TLS_SERVER_NAME: the name in the
 * frontend's certificate when the address is not it. A half-set pair stops the process at start.
 */
export function tlsTemporalDesdeEntorno(env: NodeJS.ProcessEnv = process.env): TLSConfig | undefined {
  const { TEMPORAL_TLS_CA: ca, TEMPORAL_TLS_CERT: cert, TEMPORAL_TLS_KEY: key, TEMPORAL_TLS_SERVER_NAME: nombre } = env;
  if (!ca && !cert && !key) return undefined;
  if (!cert !== !key) throw new Error('Configuración inválida: TEMPORAL_TLS_CERT y TEMPORAL_TLS_KEY van juntos (el certificado del cliente y su llave)');
  return {
    ...(nombre ? { serverNameOverride: nombre } : {}),
    ...(ca ? { serverRootCACertificate: readFileSync(ca) } : {}),
    ...(cert && key ? { clientCertPair: { crt: readFileSync(cert), key: readFileSync(key) } } : {}),
  };
}
