// The CMS SignedData of a PAdES baseline B-B signature (ETSI EN 319 142-1 §6.3, ETSI EN 319
// 122-1 §5): detached (the PDF's covered bytes are the content), SHA-256, one signer identified
// by issuer and serial, with the signed attributes content-type, message-digest and ESS
// signing-certificate-v2 (RFC 5035). PAdES forbids the signing-time attribute: the claimed time is
// the signature dictionary's /M (pdf-incremental.ts), which is what PDF readers show.
import type { CertificadoLeido } from './certificado';
import { completo, concatenar, conjunto, contenidoDe, contexto, entero, hijos, leerOid, leerTlv, nulo, octetos, oid, ordenDer, secuencia, sha256, tlv, type Tlv } from './der';

export const OID_CMS = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsa: '1.2.840.113549.1.1.1',
} as const;

const atributo = (tipo: string, valor: Uint8Array) => secuencia(oid(tipo), conjunto(valor));

/**
 * The signed attributes as the key signs them: a DER SET OF (tag 0x31), members in DER order.
 * Inside SignerInfo the same bytes travel under [0] IMPLICIT.
 */
export async function atributosFirmados(digestoDocumento: Uint8Array, cert: CertificadoLeido): Promise<Uint8Array> {
  // ESSCertIDv2 with the default hash (SHA-256, so no AlgorithmIdentifier) and IssuerSerial:
  // GeneralNames holding the issuer as a directoryName [4].
  const essCertId = secuencia(octetos(await sha256(cert.der)), secuencia(secuencia(contexto(4, cert.crudo.emisor)), cert.crudo.serie));
  const miembros = [
    atributo(OID_CMS.contentType, oid(OID_CMS.data)),
    atributo(OID_CMS.messageDigest, octetos(digestoDocumento)),
    atributo(OID_CMS.signingCertificateV2, secuencia(secuencia(essCertId))),
  ].sort(ordenDer);
  return conjunto(...miembros);
}

/** ContentInfo(SignedData) with the signer's value: what goes, in hexadecimal, into /Contents. */
export function armarCms(atributos: Uint8Array, firma: Uint8Array, cert: CertificadoLeido, cadena: readonly Uint8Array[] = []): Uint8Array {
  const alg = secuencia(oid(OID_CMS.sha256));
  const signerInfo = secuencia(
    entero(1),
    secuencia(cert.crudo.emisor, cert.crudo.serie),
    alg,
    // the same content as the SET the key signed, retagged [0] IMPLICIT (RFC 5652 §5.4)
    concatenar(Uint8Array.of(0xa0), atributos.subarray(1)),
    secuencia(oid(OID_CMS.rsa), nulo()),
    octetos(firma),
  );
  const signedData = secuencia(entero(1), conjunto(alg), secuencia(oid(OID_CMS.data)), tlv(0xa0, cert.der, ...cadena), conjunto(signerInfo));
  return secuencia(oid(OID_CMS.signedData), contexto(0, signedData));
}

export interface CmsLeido {
  certificados: Uint8Array[];
  /** the signer's issuer (raw Name) and serial (raw INTEGER) */
  emisor: Uint8Array;
  serie: Uint8Array;
  algoritmoDigesto: string;
  /** the signed attributes re-tagged as the SET that was signed; null when the signer signed the content itself */
  atributos: Uint8Array | null;
  /** attribute OID → its first value (raw element) */
  valores: Map<string, Uint8Array>;
  firma: Uint8Array;
}

export class ErrorCms extends Error {}

/** Reads a ContentInfo(SignedData) with one signer (trailing zeros of /Contents are ignored). */
export function leerCms(bytes: Uint8Array): CmsLeido {
  const raiz = leerTlv(bytes);
  const [tipo, envoltura] = hijos(bytes, raiz);
  if (leerOid(contenidoDe(bytes, tipo)) !== OID_CMS.signedData) throw new ErrorCms('no es una firma CMS');
  const sd = hijos(bytes, envoltura)[0];
  const partes = hijos(bytes, sd);
  const certs = partes.find((p) => p.tag === 0xa0);
  const signerInfos = partes[partes.length - 1];
  const infos = hijos(bytes, signerInfos);
  if (infos.length !== 1) throw new ErrorCms('la firma debe tener un solo firmante');
  const si = hijos(bytes, infos[0]);
  const [, sid, dig] = si;
  if (sid.tag !== 0x30) throw new ErrorCms('firmante identificado por llave, no admitido');
  const [emisor, serie] = hijos(bytes, sid);
  let i = 3;
  let atributos: Uint8Array | null = null;
  const valores = new Map<string, Uint8Array>();
  if (si[i].tag === 0xa0) {
    const a: Tlv = si[i++];
    atributos = concatenar(Uint8Array.of(0x31), completo(bytes, a).subarray(1));
    for (const at of hijos(bytes, a)) {
      const [o, vs] = hijos(bytes, at);
      const v = hijos(bytes, vs)[0];
      if (v) valores.set(leerOid(contenidoDe(bytes, o)), completo(bytes, v));
    }
  }
  i++; // signature algorithm
  return {
    certificados: certs ? hijos(bytes, certs).map((c) => completo(bytes, c)) : [],
    emisor: completo(bytes, emisor),
    serie: completo(bytes, serie),
    algoritmoDigesto: leerOid(contenidoDe(bytes, hijos(bytes, dig)[0])),
    atributos,
    valores,
    firma: contenidoDe(bytes, si[i]),
  };
}

/** The content of an OCTET STRING attribute value (message-digest). */
export const octetosDe = (v: Uint8Array | undefined) => (v ? contenidoDe(v, leerTlv(v)) : null);

/** The certificate hash in an ESS signing-certificate-v2 value (first ESSCertIDv2, SHA-256 default). */
export function hashCertificadoEss(v: Uint8Array | undefined): Uint8Array | null {
  if (!v) return null;
  const certs = hijos(v, leerTlv(v))[0];
  const id = certs && hijos(v, certs)[0];
  if (!id) return null;
  const campos = hijos(v, id);
  const h = campos[0].tag === 0x04 ? campos[0] : campos[1];
  return h ? contenidoDe(v, h) : null;
}
