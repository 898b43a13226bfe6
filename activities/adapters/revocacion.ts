// Whether a certificate was revoked (the e.firma's rules: a revoked certificate signs nothing).
// The adapter reads its authority's revocation list (CRL, RFC 5280) over HTTP and trusts it only
// when the authority that issued the certificate signed it; sim/efirma/revocacion.plugin.ts serves
// the same list for the test authority. An OCSP responder would be another implementation of the
// same interface. A list that cannot be read is an error, never 'not revoked'.
import { emisorDe, type CertificadoLeido } from '../../domain/efirma/certificado';
import { crlFirmadaPor, leerCrl } from '../../domain/efirma/crl';
import { ErrorServicio, TIMEOUT_POR_DEFECTO_MS } from './http';

export type EstadoRevocacion = { revocado: false } | { revocado: true; fecha: Date };

export interface RevocacionAdapter {
  /** throws when the list cannot be read or is not the issuer's */
  consultar(cert: CertificadoLeido): Promise<EstadoRevocacion>;
}

export function crearRevocacionCrl(cfg: { url: string; timeoutMs?: number }, autoridades: () => readonly CertificadoLeido[]): RevocacionAdapter {
  return {
    async consultar(cert) {
      const emisor = await emisorDe(cert, autoridades());
      if (!emisor) throw new ErrorServicio('revocación: el certificado no es de una autoridad reconocida', 'respuesta');
      let res: Response;
      try {
        res = await fetch(cfg.url, { signal: AbortSignal.timeout(cfg.timeoutMs ?? TIMEOUT_POR_DEFECTO_MS) });
      } catch (err) {
        throw new ErrorServicio(`revocación: sin respuesta de ${cfg.url}`, 'conexion', null, { cause: err });
      }
      if (!res.ok) throw new ErrorServicio(`revocación: ${cfg.url} respondió ${res.status}`, 'http', res.status);
      const crl = leerCrl(new Uint8Array(await res.arrayBuffer()));
      if (!(await crlFirmadaPor(crl, emisor))) throw new ErrorServicio('revocación: la lista no está firmada por la autoridad del certificado', 'respuesta');
      const fecha = crl.revocados.get(cert.serieHex);
      return fecha ? { revocado: true, fecha } : { revocado: false };
    },
  };
}
