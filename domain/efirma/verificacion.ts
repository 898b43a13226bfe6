// What /verificar and the signing flow read from a signed PDF: every signature dictionary in the
// file (each revision's, not only the last one's fields), and for each whether the bytes it covers
// are the bytes it signed, who signed (name, RFC, CURP, serial and issuer of the certificate), when
// (/M), and whether a recognised authority issued the certificate. The document is intact when
// every signature holds and the last one covers the whole file: anything appended after it — or
// changed inside what a signature covers — is an alteration.
import { emisorDe, leerCertificado, verificaFirma, type CertificadoLeido } from './certificado';
import { hashCertificadoEss, leerCms, octetosDe, OID_CMS } from './cms';
import { deHex, sha256 } from './der';
import { aTexto, bytesCubiertos } from './pdf-incremental';
import { leerObjetoEn, leerTextoPdf, type DiccionarioPdf } from './pdf-objetos';

export interface FirmaVerificada {
  nombre: string;
  rfc: string | null;
  curp: string | null;
  serie: string;
  emisor: string;
  /** /M: the claimed signing time (ISO), null when the dictionary has none */
  fecha: string | null;
  razon: string | null;
  /** the covered bytes are the ones signed, the signature is the certificate's, and the attributes name that certificate */
  integra: boolean;
  /** the signature covers the file to its end */
  cubreTodo: boolean;
  autoridadReconocida: boolean;
  /** the certificate was valid at the claimed signing time */
  vigenteAlFirmar: boolean;
  /** why `integra` is false */
  problema: string | null;
}

export interface ResultadoVerificacion {
  firmas: FirmaVerificada[];
  /** every signature holds and the last covers the whole file */
  intacto: boolean;
}

/** /D:YYYYMMDDHHmmSS(Z|+hh'mm')/ → Date */
export function leerFechaPdf(s: string | null): Date | null {
  const m = s && /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(s);
  if (!m) return null;
  const [, a, mes = '01', d = '01', h = '00', mi = '00', se = '00', z] = m;
  let off = 0;
  if (z && z !== 'Z') {
    const [, sg, hh, mm] = /([+-])(\d{2})'?(\d{2})/.exec(z)!;
    off = (sg === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm));
  }
  return new Date(Date.UTC(+a, +mes - 1, +d, +h, +mi, +se) - off * 60_000);
}

/** Every dictionary in the file with a /ByteRange and /Contents (a signature), in file order. */
function diccionariosDeFirma(texto: string): DiccionarioPdf[] {
  const fuera: DiccionarioPdf[] = [];
  const re = /(\d+)\s+(\d+)\s+obj\s*<</g;
  for (let m = re.exec(texto); m; m = re.exec(texto)) {
    const fin = texto.indexOf('endobj', m.index);
    const trozo = texto.slice(m.index, fin < 0 ? undefined : fin);
    if (!trozo.includes('/ByteRange') || !trozo.includes('/Contents')) continue;
    try {
      const v = leerObjetoEn(texto, m.index).valor;
      if (v.t === 'dic' && v.v.has('ByteRange')) fuera.push(v.v);
    } catch {
      // an unreadable object is not a signature we can vouch for; the coverage check still sees the file
    }
  }
  return fuera;
}

async function verificarUna(pdf: Uint8Array, d: DiccionarioPdf, autoridades: readonly CertificadoLeido[]): Promise<FirmaVerificada & { finRango: number }> {
  const rango = d.get('ByteRange');
  const r = rango?.t === 'arreglo' ? rango.v.map((x) => (x.t === 'num' ? Number(x.v) : NaN)) : [];
  const fecha = leerFechaPdf(leerTextoPdf(d.get('M')));
  const base = { fecha: fecha?.toISOString() ?? null, razon: leerTextoPdf(d.get('Reason')), cubreTodo: r.length === 4 && r[2] + r[3] === pdf.length, finRango: r.length === 4 ? r[2] + r[3] : 0 };
  const fallo = (problema: string, c?: CertificadoLeido): FirmaVerificada & { finRango: number } => ({
    nombre: c?.nombre ?? leerTextoPdf(d.get('Name')) ?? '',
    rfc: c?.rfc ?? null,
    curp: c?.curp ?? null,
    serie: c?.serie ?? '',
    emisor: c?.nombreEmisor ?? '',
    integra: false,
    autoridadReconocida: false,
    vigenteAlFirmar: false,
    problema,
    ...base,
  });
  const contenido = d.get('Contents');
  if (r.length !== 4 || r.some((x) => !Number.isInteger(x)) || contenido?.t !== 'hex') return fallo('La firma está incompleta.');
  let cubiertos: Uint8Array;
  try {
    cubiertos = bytesCubiertos(pdf, r);
  } catch {
    return fallo('La firma no corresponde a este archivo: el documento fue modificado o recortado.');
  }
  let cms;
  let cert: CertificadoLeido;
  try {
    cms = leerCms(deHex(contenido.crudo.slice(1, -1).replace(/\s+/g, '')));
    const propio = cms.certificados.map((c) => leerCertificado(c)).find((c) => bytesIguales(c.crudo.serie, cms!.serie) && bytesIguales(c.crudo.emisor, cms!.emisor));
    if (!propio) return fallo('La firma no incluye el certificado de quien firmó.');
    cert = propio;
  } catch {
    return fallo('La firma no se puede leer.');
  }
  const autoridadReconocida = !!(await emisorDe(cert, autoridades));
  const vigenteAlFirmar = !!fecha && fecha >= cert.validoDesde && fecha <= cert.validoHasta;
  const datos = {
    nombre: cert.nombre,
    rfc: cert.rfc,
    curp: cert.curp,
    serie: cert.serie,
    emisor: cert.nombreEmisor,
    autoridadReconocida,
    vigenteAlFirmar,
    ...base,
  };
  if (cms.algoritmoDigesto !== OID_CMS.sha256 || !cms.atributos) return { ...datos, integra: false, problema: 'La firma no es PAdES con SHA-256.' };
  const digesto = octetosDe(cms.valores.get(OID_CMS.messageDigest));
  if (!digesto || !bytesIguales(digesto, await sha256(cubiertos))) return { ...datos, integra: false, problema: 'El documento fue modificado después de firmarse.' };
  const ess = hashCertificadoEss(cms.valores.get(OID_CMS.signingCertificateV2));
  if (!ess || !bytesIguales(ess, await sha256(cert.der))) return { ...datos, integra: false, problema: 'La firma no identifica el certificado con el que se hizo.' };
  if (!(await verificaFirma(cert, cms.firma, cms.atributos))) return { ...datos, integra: false, problema: 'La firma no corresponde al certificado.' };
  return { ...datos, integra: true, problema: null };
}

const bytesIguales = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Verifies every signature of a PDF. Throws only when the file is not a PDF. */
export async function verificarPdf(pdf: Uint8Array, autoridades: readonly CertificadoLeido[]): Promise<ResultadoVerificacion> {
  const texto = aTexto(pdf);
  if (!texto.startsWith('%PDF-')) throw new Error('no es un PDF');
  const vistas = new Set<string>();
  const firmas: (FirmaVerificada & { finRango: number })[] = [];
  for (const d of diccionariosDeFirma(texto)) {
    const f = await verificarUna(pdf, d, autoridades);
    const clave = `${f.finRango}:${f.serie}`;
    if (vistas.has(clave)) continue;
    vistas.add(clave);
    firmas.push(f);
  }
  firmas.sort((a, b) => a.finRango - b.finRango);
  const intacto = firmas.length > 0 && firmas.every((f) => f.integra) && firmas[firmas.length - 1].cubreTodo;
  return { firmas: firmas.map(({ finRango: _, ...f }) => f), intacto };
}
