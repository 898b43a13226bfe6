// The e.firma core against a test authority: SAT-shaped certificates read as the SAT writes them,
// the checks that refuse a certificate, the .key decrypted as the browser does (SAT's 3DES and
// OpenSSL's AES), and a pdfmake licence signed twice as two incremental PAdES B-B signatures that
// our verifier and poppler's pdfsig both validate; an altered copy is reported as altered.
import { beforeAll, describe, expect, it } from 'vitest';
import { generarLicenciaPdf } from '../../activities/pdf/licencia';
import { LICENCIA_PERMANENTE } from '../../activities/pdf/ejemplos';
import { crearAutoridad, emitirCrl, emitirEfirma, type ArchivosEfirma, type Autoridad } from '../../sim/efirma/autoridad';
import { pdfsig } from '../../tests/pdfsig';
import { leerCertificado, type CertificadoLeido } from './certificado';
import { crlFirmadaPor, leerCrl } from './crl';
import { leerCms, OID_CMS } from './cms';
import { completarDocumento, FirmaRechazada, prepararDocumento } from './firma';
import { descifrarLlave, ErrorLlave, firmarAtributos } from './llave';
import { MSG_EFIRMA } from './mensajes';
import { revisarCertificado } from './revision';
import { verificarPdf } from './verificacion';
import { aBytes, aTexto } from './pdf-incremental';

const DIA = 86_400_000;
let ac: Autoridad;
let acCert: CertificadoLeido;
let director: ArchivosEfirma;
let tesorera: ArchivosEfirma;

beforeAll(() => {
  ac = crearAutoridad();
  acCert = leerCertificado(ac.der);
  director = emitirEfirma(ac, { nombre: 'MANUEL KU CHAN', rfc: 'KUCM800101AB1', curp: 'KUCM800101HQRXHN09' }, 'Clave.Director1');
  tesorera = emitirEfirma(ac, { nombre: 'GABRIELA DZUL POOT', rfc: 'DUPG850202CD2', curp: 'DUPG850202MQRZTB05', cifrado: 'aes' }, 'Clave.Tesorera2');
}, 60_000);

async function firmar(pdf: Uint8Array, f: ArchivosEfirma, campo: string, fecha = new Date()) {
  const cert = leerCertificado(f.cer);
  const p = await prepararDocumento(pdf, cert, { campo, fecha, nombre: cert.nombre, razon: 'Expedición de la licencia', lugar: 'Chetumal, Quintana Roo' });
  const firma = await firmarAtributos(descifrarLlave(f.key, f.contrasena), p.atributos);
  return completarDocumento(p, firma, cert, [acCert]);
}

describe('certificado SAT', { timeout: 60_000 }, () => {
  it('reads name, RFC, CURP, the 20-digit serial and the issuer as the SAT writes them', () => {
    const c = leerCertificado(director.cer);
    expect(c).toMatchObject({ nombre: 'MANUEL KU CHAN', rfc: 'KUCM800101AB1', curp: 'KUCM800101HQRXHN09', serie: director.serie, esRsa: true, bitsRsa: 2048, esCsd: false, esAutoridad: false });
    expect(c.serie).toMatch(/^\d{20}$/);
    expect(c.nombreEmisor).toBe('AC DE PRUEBAS VENTANILLA OPB (SIN VALIDEZ)');
    expect(c.sujeto.find((x) => x.oid === '2.5.4.45')?.valor).toBe('KUCM800101AB1');
  });

  it('reads a company certificate: RFC / representative and " / CURP"', () => {
    const f = emitirEfirma(ac, { nombre: 'ACCEM SERVICIOS EMPRESARIALES SC', rfc: 'AAA010101AAA / HEGT7610034S2', curp: ' / HEGT761003MDFRNN09' });
    expect(leerCertificado(f.cer)).toMatchObject({ rfc: 'AAA010101AAA', rfcRepresentante: 'HEGT7610034S2', curp: 'HEGT761003MDFRNN09' });
  });

  it('refuses a file that is not a certificate', () => {
    expect(() => leerCertificado(director.key)).toThrow(/certificado/);
  });

  const ctx = (over: Partial<Parameters<typeof revisarCertificado>[1]> = {}) => ({ rfcCuenta: 'KUCM800101AB1', ahora: new Date(), autoridades: [acCert], ...over });

  it('accepts the account holder’s valid e.firma', async () => {
    expect(await revisarCertificado(leerCertificado(director.cer), ctx())).toBeNull();
  });

  it.each([
    ['vencido', () => emitirEfirma(ac, { nombre: 'MANUEL KU CHAN', rfc: 'KUCM800101AB1', curp: 'KUCM800101HQRXHN09', desde: new Date(Date.now() - 800 * DIA), hasta: new Date(Date.now() - DIA) }), /venció el/],
    ['aun_no_valido', () => emitirEfirma(ac, { nombre: 'MANUEL KU CHAN', rfc: 'KUCM800101AB1', curp: 'KUCM800101HQRXHN09', desde: new Date(Date.now() + 10 * DIA) }), /aún no es válido/],
    ['csd', () => emitirEfirma(ac, { nombre: 'MANUEL KU CHAN', rfc: 'KUCM800101AB1', curp: 'KUCM800101HQRXHN09', tipo: 'csd' }), /Sello Digital/],
    ['rfc', () => tesorera, /no coincide con el RFC de su cuenta \(KUCM800101AB1\)/],
    ['emisor', () => emitirEfirma(crearAutoridad({ cn: 'OTRA AC' }), { nombre: 'MANUEL KU CHAN', rfc: 'KUCM800101AB1', curp: 'KUCM800101HQRXHN09' }), /autoridad certificadora reconocida/],
  ] as const)('refuses a certificate: %s', async (motivo, crear, mensaje) => {
    const r = await revisarCertificado(leerCertificado(crear().cer), ctx());
    expect(r?.motivo).toBe(motivo);
    expect(r?.mensaje).toMatch(mensaje);
  });

  it('refuses when the account has no RFC, and an authority’s own certificate', async () => {
    expect((await revisarCertificado(leerCertificado(director.cer), ctx({ rfcCuenta: null })))?.mensaje).toBe(MSG_EFIRMA.sinRfcCuenta);
    expect((await revisarCertificado(acCert, ctx()))?.motivo).toBe('autoridad');
  });

  it('reads a CRL signed by the authority with the revoked serials', async () => {
    const fecha = new Date(Date.UTC(2026, 5, 1, 12));
    const crl = leerCrl(emitirCrl(ac, [{ serie: director.serie, fecha }]));
    expect(await crlFirmadaPor(crl, acCert)).toBe(true);
    expect(await crlFirmadaPor(crl, leerCertificado(crearAutoridad().der))).toBe(false);
    expect(crl.revocados.get(leerCertificado(director.cer).serieHex)).toEqual(fecha);
    expect(crl.revocados.has(leerCertificado(tesorera.cer).serieHex)).toBe(false);
  });
});

describe('llave privada (.key)', { timeout: 60_000 }, () => {
  it('decrypts the SAT’s PBES2 + DES-EDE3-CBC and OpenSSL’s AES-256-CBC keys', () => {
    expect(descifrarLlave(director.key, 'Clave.Director1')).toEqual(director.pkcs8);
    expect(descifrarLlave(tesorera.key, 'Clave.Tesorera2')).toEqual(tesorera.pkcs8);
  });

  it('says so when the password is wrong or the file is not a key', () => {
    expect(() => descifrarLlave(director.key, 'otra')).toThrow(new ErrorLlave(MSG_EFIRMA.contrasenaIncorrecta));
    expect(() => descifrarLlave(director.cer, 'Clave.Director1')).toThrow(ErrorLlave);
  });
});

// Each case renders a licence and makes RSA signatures: slow on a loaded machine.
describe('PAdES B-B en un PDF de pdfmake', { timeout: 60_000 }, () => {
  it('signs twice incrementally; both signatures validate with our verifier and with pdfsig', async () => {
    const base = new Uint8Array(await generarLicenciaPdf(LICENCIA_PERMANENTE));
    const uno = await firmar(base, director, 'Firma 1: Dirección de Ingresos', new Date('2026-11-29T15:00:00Z'));
    // the first revision is kept byte for byte
    expect(uno.pdf.subarray(0, base.length)).toEqual(base);
    const dos = await firmar(uno.pdf, tesorera, 'Firma 2: Tesorería Municipal', new Date('2026-11-29T16:30:00Z'));
    expect(dos.pdf.subarray(0, uno.pdf.length)).toEqual(uno.pdf);

    const v = await verificarPdf(dos.pdf, [acCert]);
    expect(v.intacto).toBe(true);
    expect(v.firmas.map((f) => [f.nombre, f.rfc, f.serie, f.fecha, f.integra, f.autoridadReconocida])).toEqual([
      ['MANUEL KU CHAN', 'KUCM800101AB1', director.serie, '2026-11-29T15:00:00.000Z', true, true],
      ['GABRIELA DZUL POOT', 'DUPG850202CD2', tesorera.serie, '2026-11-29T16:30:00.000Z', true, true],
    ]);

    const r = pdfsig(dos.pdf);
    expect(r.firmas, r.salida).toEqual([
      { campo: 'Firma 1: Dirección de Ingresos', firmante: 'MANUEL KU CHAN', fecha: 'Nov 29 2026 15:00:00', valida: true, todoElDocumento: false },
      { campo: 'Firma 2: Tesorería Municipal', firmante: 'GABRIELA DZUL POOT', fecha: 'Nov 29 2026 16:30:00', valida: true, todoElDocumento: true },
    ]);
    expect(r.salida).toContain('Signature Type: ETSI.CAdES.detached');
  });

  it('carries content-type, message-digest and signing-certificate-v2, and no signing-time (ETSI EN 319 142-1)', async () => {
    const { pdf } = await firmar(new Uint8Array(await generarLicenciaPdf(LICENCIA_PERMANENTE)), director, 'Firma 1');
    const hexCms = /\/Contents <([0-9a-f]+)>/.exec(aTexto(pdf))![1];
    const cms = leerCms(Uint8Array.from(hexCms.match(/../g)!, (x) => parseInt(x, 16)));
    expect([...cms.valores.keys()].sort()).toEqual([OID_CMS.contentType, OID_CMS.messageDigest, OID_CMS.signingCertificateV2].sort());
    expect(aTexto(pdf)).toContain('/SubFilter /ETSI.CAdES.detached');
  });

  it('reports a copy changed after signing as altered, inside or after the signed bytes', async () => {
    const { pdf } = await firmar(new Uint8Array(await generarLicenciaPdf(LICENCIA_PERMANENTE)), director, 'Firma 1');
    const texto = aTexto(pdf);
    // one byte of the page's content (a compressed stream, so no visible word to replace)
    const cambiado = new Uint8Array(pdf);
    const flujo = texto.indexOf('stream', texto.indexOf('/Length')) + 20;
    cambiado[flujo] ^= 0x01;
    const v1 = await verificarPdf(cambiado, [acCert]);
    expect(v1.intacto).toBe(false);
    expect(v1.firmas[0].problema).toBe('El documento fue modificado después de firmarse.');
    expect(pdfsig(cambiado).firmas[0].valida).toBe(false);

    const anexado = aBytes(`${texto}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n`);
    const v2 = await verificarPdf(anexado, [acCert]);
    expect(v2.intacto).toBe(false);
    expect(v2.firmas[0]).toMatchObject({ integra: true, cubreTodo: false });
  });

  it('refuses a signature made with another key, and signs nothing', async () => {
    const base = new Uint8Array(await generarLicenciaPdf(LICENCIA_PERMANENTE));
    const cert = leerCertificado(director.cer);
    const p = await prepararDocumento(base, cert, { campo: 'Firma 1', fecha: new Date() });
    const ajena = await firmarAtributos(descifrarLlave(tesorera.key, tesorera.contrasena), p.atributos);
    await expect(completarDocumento(p, ajena, cert, [acCert])).rejects.toThrow(new FirmaRechazada(MSG_EFIRMA.firmaInvalida));
  });

  it('a PDF without signatures has none and is not intact', async () => {
    const v = await verificarPdf(new Uint8Array(await generarLicenciaPdf(LICENCIA_PERMANENTE)), [acCert]);
    expect(v).toEqual({ firmas: [], intacto: false });
  });
});
