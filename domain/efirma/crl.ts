// A certificate revocation list (RFC 5280 §5): who revoked what and when, signed by the authority.
// The revocation adapter reads one (activities/adapters/revocacion.ts) and trusts it only when the
// authority that issued the certificate signed it.
import { verificaFirma, leerFecha, type CertificadoLeido } from './certificado';
import { completo, contenidoDe, hex, hijos, leerTlv } from './der';

export interface CrlLeida {
  emisor: Uint8Array;
  emitida: Date;
  siguiente: Date | null;
  /** revoked serials (hexadecimal of the INTEGER's content) and when */
  revocados: Map<string, Date>;
  tbs: Uint8Array;
  firma: Uint8Array;
}

export function leerCrl(der: Uint8Array): CrlLeida {
  const raiz = leerTlv(der);
  const [tbsT, , firmaT] = hijos(der, raiz);
  const c = hijos(der, tbsT);
  let i = c[0].tag === 0x02 ? 1 : 0;
  i++; // signature algorithm
  const emisorT = c[i++];
  const emitida = leerFecha(der, c[i++]);
  const siguiente = c[i] && (c[i].tag === 0x17 || c[i].tag === 0x18) ? leerFecha(der, c[i++]) : null;
  const revocados = new Map<string, Date>();
  if (c[i]?.tag === 0x30)
    for (const r of hijos(der, c[i])) {
      const [s, f] = hijos(der, r);
      revocados.set(hex(contenidoDe(der, s)), leerFecha(der, f));
    }
  return { emisor: completo(der, emisorT), emitida, siguiente, revocados, tbs: completo(der, tbsT), firma: contenidoDe(der, firmaT).subarray(1) };
}

/** Whether the authority `a` signed this list. */
export const crlFirmadaPor = (crl: CrlLeida, a: CertificadoLeido) => verificaFirma(a, crl.firma, crl.tbs);
