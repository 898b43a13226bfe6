// The server's two halves of a signature (the browser's half is llave.ts): prepare the PDF and
// the attributes the official's key must sign; then, with the signature value, check it is the
// registered certificate's, build the CMS, embed it and verify the result as any reader would.
import { verificaFirma, type CertificadoLeido } from './certificado';
import { armarCms, atributosFirmados } from './cms';
import { sha256 } from './der';
import { MSG_EFIRMA } from './mensajes';
import { bytesCubiertos, incrustarFirma, prepararFirma, type OpcionesPreparar, type PdfPreparado } from './pdf-incremental';
import { verificarPdf, type ResultadoVerificacion } from './verificacion';

export interface Preparacion {
  preparado: PdfPreparado;
  /** the DER SET the key signs */
  atributos: Uint8Array;
}

export async function prepararDocumento(pdf: Uint8Array, cert: CertificadoLeido, o: OpcionesPreparar): Promise<Preparacion> {
  const preparado = prepararFirma(pdf, o);
  const digesto = await sha256(bytesCubiertos(preparado.pdf, preparado.byteRange));
  return { preparado, atributos: await atributosFirmados(digesto, cert) };
}

export class FirmaRechazada extends Error {}

/** The signed PDF; refuses a signature value that is not the certificate's over these attributes. */
export async function completarDocumento(p: Preparacion, firma: Uint8Array, cert: CertificadoLeido, autoridades: readonly CertificadoLeido[]): Promise<{ pdf: Uint8Array; verificacion: ResultadoVerificacion }> {
  if (!(await verificaFirma(cert, firma, p.atributos))) throw new FirmaRechazada(MSG_EFIRMA.firmaInvalida);
  const pdf = incrustarFirma(p.preparado, armarCms(p.atributos, firma, cert));
  const verificacion = await verificarPdf(pdf, autoridades);
  const ultima = verificacion.firmas[verificacion.firmas.length - 1];
  if (!verificacion.intacto || ultima?.serie !== cert.serie) throw new Error(`la firma incrustada no verifica: ${ultima?.problema ?? 'sin firmas'}`);
  return { pdf, verificacion };
}
