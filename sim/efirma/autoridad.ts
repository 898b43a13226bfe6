// A test certification authority that issues SAT-shaped e.firma files (the stand-in for the SAT in
// tests and in the demonstration): certificates whose subject carries the holder's name (CN, name,
// O), RFC (x500UniqueIdentifier), CURP (serialNumber), a 20-digit serial, the SAT's key usages,
// and a .key encrypted as the SAT encrypts it (PKCS#8 PBES2, PBKDF2-HMAC-SHA1 2048 iterations,
// DES-EDE3-CBC) — or with AES-256-CBC, as OpenSSL re-exports it. It also signs CRLs. Never a
// real authority: its name says it is for tests.
import { createCipheriv, createPrivateKey, generateKeyPairSync, pbkdf2Sync, randomBytes, randomInt, sign, type KeyObject } from 'node:crypto';
import { bits, booleano, completo, conjunto, contexto, entero, hijos, leerTlv, nulo, octetos, oid, secuencia, tlv } from '../../domain/efirma/der';
import { OID } from '../../domain/efirma/certificado';

const SHA256_RSA = () => secuencia(oid(OID.sha256Rsa), nulo());
const ascii = (s: string) => new TextEncoder().encode(s);

/** PrintableString when the text allows it (as the SAT writes names), UTF8String otherwise. */
function cadena(oidTexto: string, valor: string): Uint8Array {
  if (oidTexto === OID.email) return tlv(0x16, ascii(valor));
  return /^[A-Za-z0-9 '()+,\-./:=?]*$/.test(valor) ? tlv(0x13, ascii(valor)) : tlv(0x0c, ascii(valor));
}

export const nombreX500 = (partes: [string, string][]) => secuencia(...partes.map(([o, v]) => conjunto(secuencia(oid(o), cadena(o, v)))));

function tiempo(d: Date): Uint8Array {
  const p = (n: number) => String(n).padStart(2, '0');
  const cuerpo = `${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
  const y = d.getUTCFullYear();
  return y < 2050 ? tlv(0x17, ascii(`${String(y % 100).padStart(2, '0')}${cuerpo}`)) : tlv(0x18, ascii(`${y}${cuerpo}`));
}

const extension = (o: string, critica: boolean, valor: Uint8Array) => secuencia(oid(o), ...(critica ? [booleano(true)] : []), octetos(valor));

function firmar(tbs: Uint8Array, llave: KeyObject): Uint8Array {
  return secuencia(tbs, SHA256_RSA(), bits(new Uint8Array(sign('sha256', tbs, llave))));
}

/** 20 ASCII digits, as the SAT numbers its certificates: '00001000000' and nine more. */
export const serieSat = () => `00001000000${String(randomInt(0, 999_999_999)).padStart(9, '0')}`;

export interface Autoridad {
  der: Uint8Array;
  nombre: Uint8Array;
  llave: KeyObject;
  /** the authority's private key, PKCS#8 PEM in clear (a test authority's only) */
  llavePem: string;
}

export function crearAutoridad(o: { cn?: string; bits?: number } = {}): Autoridad {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: o.bits ?? 2048 });
  const nombre = nombreX500([
    [OID.cn, o.cn ?? 'AC DE PRUEBAS VENTANILLA OPB (SIN VALIDEZ)'],
    [OID.o, 'MUNICIPIO DE OTHON P. BLANCO - PRUEBAS'],
    [OID.ou, 'AUTORIDAD DE PRUEBAS DE E.FIRMA'],
    [OID.c, 'MX'],
  ]);
  return { ...emitirAutoridad(nombre, privateKey, publicKey), llavePem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string };
}

function emitirAutoridad(nombre: Uint8Array, llave: KeyObject, publica: KeyObject): Omit<Autoridad, 'llavePem'> {
  const ahora = Date.now();
  const tbs = secuencia(
    contexto(0, entero(2)),
    entero(ascii(serieSat())),
    SHA256_RSA(),
    nombre,
    secuencia(tiempo(new Date(ahora - 86_400_000)), tiempo(new Date(ahora + 20 * 365 * 86_400_000))),
    nombre,
    new Uint8Array(publica.export({ type: 'spki', format: 'der' })),
    contexto(3, secuencia(extension(OID.basicConstraints, true, secuencia(booleano(true))), extension(OID.keyUsage, true, bits(Uint8Array.of(0x06), 1)))),
  );
  return { der: firmar(tbs, llave), nombre, llave };
}

/** Reads back a committed authority (its certificate DER and its key PEM). */
export function autoridadDesde(der: Uint8Array, llavePem: string): Autoridad {
  const llave = createPrivateKey(llavePem);
  // the subject is the issuer of a self-signed certificate: the 4th/5th field of the TBS
  const nombre = extraerSujeto(der);
  return { der, nombre, llave, llavePem };
}

function extraerSujeto(der: Uint8Array): Uint8Array {
  const campos = hijos(der, hijos(der, leerTlv(der))[0]);
  return completo(der, campos.slice(campos[0].tag === 0xa0 ? 1 : 0)[4]);
}

export interface Titular {
  nombre: string;
  rfc: string;
  curp: string;
  email?: string;
  /** default: from yesterday for four years (the SAT's e.firma lasts four) */
  desde?: Date;
  hasta?: Date;
  serie?: string;
  /** 'csd' adds an OU, as a seal certificate has */
  tipo?: 'efirma' | 'csd';
  /** 'sat' (3DES + HMAC-SHA1, the default) or 'aes' (AES-256-CBC + HMAC-SHA256) */
  cifrado?: 'sat' | 'aes';
  bits?: number;
}

export interface ArchivosEfirma {
  cer: Uint8Array;
  key: Uint8Array;
  contrasena: string;
  serie: string;
  /** the PKCS#8 in clear, for tests that sign without the browser */
  pkcs8: Uint8Array;
}

/**
 * Encrypts a PKCS#8 PrivateKeyInfo as the SAT's .key: PBES2 (RFC 8018 §6.2) with PBKDF2
 * (HMAC-SHA1, the default PRF, so no PRF field; 2048 iterations, 8-byte salt) and DES-EDE3-CBC.
 * 'aes' is OpenSSL's own export (PBES2, HMAC-SHA256, AES-256-CBC).
 */
export function cifrarLlave(llave: KeyObject, contrasena: string, cifrado: 'sat' | 'aes' = 'sat'): Uint8Array {
  if (cifrado === 'aes') return new Uint8Array(llave.export({ type: 'pkcs8', format: 'der', cipher: 'aes-256-cbc', passphrase: contrasena }));
  const sal = randomBytes(8);
  const iv = randomBytes(8);
  const clave = pbkdf2Sync(contrasena, sal, 2048, 24, 'sha1');
  const c = createCipheriv('des-ede3-cbc', clave, iv);
  const cifrada = Buffer.concat([c.update(llave.export({ type: 'pkcs8', format: 'der' }) as Buffer), c.final()]);
  const pbes2 = secuencia(
    oid('1.2.840.113549.1.5.13'),
    secuencia(secuencia(oid('1.2.840.113549.1.5.12'), secuencia(octetos(sal), entero(2048))), secuencia(oid('1.2.840.113549.3.7'), octetos(iv))),
  );
  return secuencia(pbes2, octetos(cifrada));
}

export function emitirEfirma(ac: Autoridad, t: Titular, contrasena = '12345678a'): ArchivosEfirma {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: t.bits ?? 2048 });
  const desde = t.desde ?? new Date(Date.now() - 86_400_000);
  const hasta = t.hasta ?? new Date(desde.getTime() + 4 * 365 * 86_400_000);
  const serie = t.serie ?? serieSat();
  const sujeto: [string, string][] = [
    [OID.cn, t.nombre],
    [OID.nombre, t.nombre],
    [OID.o, t.nombre],
    ...(t.tipo === 'csd' ? ([[OID.ou, 'SUCURSAL 1']] as [string, string][]) : []),
    [OID.c, 'MX'],
    [OID.email, t.email ?? `${t.rfc.toLowerCase()}@example.mx`],
    [OID.rfc, t.rfc],
    [OID.curp, t.curp],
  ];
  const tbs = secuencia(
    contexto(0, entero(2)),
    entero(ascii(serie)),
    SHA256_RSA(),
    ac.nombre,
    secuencia(tiempo(desde), tiempo(hasta)),
    nombreX500(sujeto),
    new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })),
    contexto(
      3,
      secuencia(
        extension(OID.basicConstraints, true, secuencia()),
        // digitalSignature, nonRepudiation, dataEncipherment, keyAgreement: the SAT's e.firma usages
        extension(OID.keyUsage, false, bits(Uint8Array.of(0xd8), 3)),
        extension('2.5.29.37', false, secuencia(oid('1.3.6.1.5.5.7.3.4'), oid('1.3.6.1.5.5.7.3.2'))),
      ),
    ),
  );
  return {
    cer: firmar(tbs, ac.llave),
    key: cifrarLlave(privateKey, contrasena, t.cifrado),
    contrasena,
    serie,
    pkcs8: new Uint8Array(privateKey.export({ type: 'pkcs8', format: 'der' })),
  };
}

/** A CRL (v2) of this authority naming the revoked serials. */
export function emitirCrl(ac: Autoridad, revocados: { serie: string; fecha: Date }[], ahora = new Date()): Uint8Array {
  const lista = revocados.length ? [secuencia(...revocados.map((r) => secuencia(entero(ascii(r.serie)), tiempo(r.fecha))))] : [];
  const tbs = secuencia(entero(1), SHA256_RSA(), ac.nombre, tiempo(ahora), tiempo(new Date(ahora.getTime() + 86_400_000)), ...lista);
  return firmar(tbs, ac.llave);
}
