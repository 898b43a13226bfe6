// An e.firma certificate (.cer, X.509 DER) read as the SAT writes it: the holder's name in CN and
// `name` (2.5.4.41), the RFC in x500UniqueIdentifier (2.5.4.45) and the CURP in serialNumber
// (2.5.4.5) — for a company 'RFC / RFC del representante' and ' / CURP del representante' — and
// a serial number made of 20 ASCII digits ('00001000000702080308'). A CSD (the seal for invoices)
// has the same shape plus an organizational unit (OU): it is not an e.firma.
import { completo, contenidoDe, ErrorDer, hex, hijos, leerOid, leerTlv, type Tlv } from './der';

export const OID = {
  cn: '2.5.4.3',
  nombre: '2.5.4.41',
  o: '2.5.4.10',
  ou: '2.5.4.11',
  c: '2.5.4.6',
  curp: '2.5.4.5',
  rfc: '2.5.4.45',
  email: '1.2.840.113549.1.9.1',
  rsa: '1.2.840.113549.1.1.1',
  sha256Rsa: '1.2.840.113549.1.1.11',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
} as const;

export type Nombre = { oid: string; valor: string }[];

export interface CertificadoLeido {
  der: Uint8Array;
  /** the serial as the SAT shows it: its 20 digits, or hexadecimal when it is not made of digits */
  serie: string;
  serieHex: string;
  rfc: string | null;
  /** a company's certificate: the RFC of its legal representative */
  rfcRepresentante: string | null;
  curp: string | null;
  nombre: string;
  sujeto: Nombre;
  emisor: Nombre;
  /** the issuer's CN (its O when it has none) */
  nombreEmisor: string;
  validoDesde: Date;
  validoHasta: Date;
  esRsa: boolean;
  bitsRsa: number;
  /** a certificate with an OU is a CSD (sello digital), not an e.firma */
  esCsd: boolean;
  esAutoridad: boolean;
  /** the raw pieces a signature copies or verifies */
  crudo: { tbs: Uint8Array; emisor: Uint8Array; serie: Uint8Array; spki: Uint8Array; algoritmoFirma: string; firma: Uint8Array };
}

export class ErrorCertificado extends Error {}

const latin1 = (b: Uint8Array) => String.fromCharCode(...b);

function cadena(b: Uint8Array, t: Tlv): string {
  const c = contenidoDe(b, t);
  if (t.tag === 0x0c) return new TextDecoder('utf-8').decode(c);
  if (t.tag === 0x1e) {
    let s = '';
    for (let i = 0; i + 1 < c.length; i += 2) s += String.fromCharCode((c[i] << 8) | c[i + 1]);
    return s;
  }
  return latin1(c);
}

export function leerNombre(b: Uint8Array, t: Tlv): Nombre {
  const fuera: Nombre = [];
  for (const rdn of hijos(b, t))
    for (const atv of hijos(b, rdn)) {
      const [o, v] = hijos(b, atv);
      fuera.push({ oid: leerOid(contenidoDe(b, o)), valor: cadena(b, v) });
    }
  return fuera;
}

export const valorDe = (n: Nombre, oid: string) => n.find((x) => x.oid === oid)?.valor ?? null;

export function leerFecha(b: Uint8Array, t: Tlv): Date {
  const s = latin1(contenidoDe(b, t));
  const m = t.tag === 0x17 ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s) : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s);
  if (!m) throw new ErrorCertificado(`fecha no admitida: ${s}`);
  const anio = t.tag === 0x17 ? (Number(m[1]) < 50 ? 2000 : 1900) + Number(m[1]) : Number(m[1]);
  return new Date(Date.UTC(anio, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])));
}

/** The SAT shows a serial made of ASCII digits as those digits. */
export function serieLegible(magnitud: Uint8Array): string {
  const m = magnitud[0] === 0 && magnitud.length > 1 ? magnitud.subarray(1) : magnitud;
  return m.length > 0 && m.every((x) => x >= 0x30 && x <= 0x39) ? latin1(m) : hex(m);
}

const partes = (v: string | null) => (v ?? '').split('/').map((x) => x.trim());

export function leerCertificado(der: Uint8Array): CertificadoLeido {
  try {
    const raiz = leerTlv(der);
    if (raiz.tag !== 0x30 || raiz.fin !== der.length) throw new ErrorCertificado('no es un certificado');
    const [tbsT, algT, firmaT] = hijos(der, raiz);
    const campos = hijos(der, tbsT);
    const i0 = campos[0].tag === 0xa0 ? 1 : 0;
    const [serieT, , emisorT, validezT, sujetoT, spkiT] = campos.slice(i0);
    const [desdeT, hastaT] = hijos(der, validezT);
    const sujeto = leerNombre(der, sujetoT);
    const emisor = leerNombre(der, emisorT);
    const [spkiAlg, llaveBits] = hijos(der, spkiT);
    const algOid = leerOid(contenidoDe(der, hijos(der, spkiAlg)[0]));
    let bitsRsa = 0;
    if (algOid === OID.rsa) {
      const llave = contenidoDe(der, llaveBits).subarray(1);
      const [modulo] = hijos(llave, leerTlv(llave));
      const m = contenidoDe(llave, modulo);
      bitsRsa = (m[0] === 0 ? m.length - 1 : m.length) * 8;
    }
    let esAutoridad = false;
    const ext = campos.find((c) => c.tag === 0xa3);
    if (ext)
      for (const e of hijos(der, hijos(der, ext)[0])) {
        const h = hijos(der, e);
        if (leerOid(contenidoDe(der, h[0])) !== OID.basicConstraints) continue;
        const valor = contenidoDe(der, h[h.length - 1]);
        const bc = hijos(valor, leerTlv(valor));
        esAutoridad = bc[0]?.tag === 0x01 && valor[bc[0].ini] !== 0;
      }
    const [rfc, rfcRep] = partes(valorDe(sujeto, OID.rfc));
    const curps = partes(valorDe(sujeto, OID.curp)).filter(Boolean);
    const serieMag = contenidoDe(der, serieT);
    return {
      der,
      serie: serieLegible(serieMag),
      serieHex: hex(serieMag),
      rfc: rfc ? rfc.toUpperCase() : null,
      rfcRepresentante: rfcRep ? rfcRep.toUpperCase() : null,
      curp: curps[curps.length - 1]?.toUpperCase() ?? null,
      nombre: valorDe(sujeto, OID.nombre) ?? valorDe(sujeto, OID.cn) ?? '',
      sujeto,
      emisor,
      nombreEmisor: valorDe(emisor, OID.cn) ?? valorDe(emisor, OID.o) ?? '',
      validoDesde: leerFecha(der, desdeT),
      validoHasta: leerFecha(der, hastaT),
      esRsa: algOid === OID.rsa,
      bitsRsa,
      esCsd: valorDe(sujeto, OID.ou) !== null,
      esAutoridad,
      crudo: {
        tbs: completo(der, tbsT),
        emisor: completo(der, emisorT),
        serie: completo(der, serieT),
        spki: completo(der, spkiT),
        algoritmoFirma: leerOid(contenidoDe(der, hijos(der, algT)[0])),
        firma: contenidoDe(der, firmaT).subarray(1),
      },
    };
  } catch (e) {
    if (e instanceof ErrorCertificado) throw e;
    if (e instanceof ErrorDer || e instanceof RangeError || e instanceof TypeError) throw new ErrorCertificado('el archivo no es un certificado X.509 válido');
    throw e;
  }
}

const RSA_SHA256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

export const llavePublica = (c: CertificadoLeido) => crypto.subtle.importKey('spki', c.crudo.spki as BufferSource, RSA_SHA256, false, ['verify']);

/** Whether `datos` carries a valid RSA/SHA-256 signature by the certificate's key. */
export async function verificaFirma(c: CertificadoLeido, firma: Uint8Array, datos: Uint8Array): Promise<boolean> {
  if (!c.esRsa) return false;
  return crypto.subtle.verify(RSA_SHA256, await llavePublica(c), firma as BufferSource, datos as BufferSource);
}

const mismoNombre = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The authority among `autoridades` that issued `c` (its name and its signature), or null. */
export async function emisorDe(c: CertificadoLeido, autoridades: readonly CertificadoLeido[]): Promise<CertificadoLeido | null> {
  if (c.crudo.algoritmoFirma !== OID.sha256Rsa) return null;
  for (const a of autoridades) {
    if (!mismoNombre(completoSujeto(a), c.crudo.emisor)) continue;
    if (await verificaFirma(a, c.crudo.firma, c.crudo.tbs)) return a;
  }
  return null;
}

function completoSujeto(a: CertificadoLeido): Uint8Array {
  const raiz = leerTlv(a.der);
  const campos = hijos(a.der, hijos(a.der, raiz)[0]);
  return completo(a.der, campos.slice(campos[0].tag === 0xa0 ? 1 : 0)[4]);
}
