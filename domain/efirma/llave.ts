// The official's private key (.key), read and used where it lives: in the browser, never sent.
// The SAT delivers it as an EncryptedPrivateKeyInfo (PKCS#8, DER) under PBES2 with PBKDF2
// (HMAC-SHA1, 2048 iterations) and DES-EDE3-CBC; keys re-exported by OpenSSL use AES-CBC and
// HMAC-SHA256. WebCrypto has no triple DES, so node-forge decrypts (it knows both), and WebCrypto
// signs: RSASSA-PKCS1-v1_5 with SHA-256 over the signed attributes the server prepared.
import forge from 'node-forge';
import { MSG_EFIRMA } from './mensajes';

export class ErrorLlave extends Error {}

const binario = (b: Uint8Array) => {
  let s = '';
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
  return s;
};
const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** The PrivateKeyInfo (PKCS#8, DER, in clear) inside a .key; a wrong password is a Spanish error. */
export function descifrarLlave(key: Uint8Array, contrasena: string): Uint8Array {
  let cifrada: forge.asn1.Asn1;
  try {
    cifrada = forge.asn1.fromDer(binario(key));
  } catch {
    throw new ErrorLlave(MSG_EFIRMA.noEsLlave);
  }
  let info: forge.asn1.Asn1 | null;
  try {
    info = forge.pki.decryptPrivateKeyInfo(cifrada, contrasena);
  } catch (e) {
    // forge names the algorithm it does not know; anything else is a file that is not a .key
    throw new ErrorLlave(/Unsupported|algorithm/i.test(String(e)) ? `${MSG_EFIRMA.noEsLlave} (${String((e as Error).message)})` : MSG_EFIRMA.noEsLlave);
  }
  // forge answers a wrong password with null or with garbage that does not parse as a key
  if (!info) throw new ErrorLlave(MSG_EFIRMA.contrasenaIncorrecta);
  try {
    forge.pki.privateKeyFromAsn1(info);
  } catch {
    throw new ErrorLlave(MSG_EFIRMA.contrasenaIncorrecta);
  }
  return bytes(forge.asn1.toDer(info).getBytes());
}

const RSA_SHA256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** The signature of the signed attributes (DER SET) with the decrypted key. */
export async function firmarAtributos(pkcs8: Uint8Array, atributos: Uint8Array): Promise<Uint8Array> {
  const llave = await crypto.subtle.importKey('pkcs8', pkcs8 as BufferSource, RSA_SHA256, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign(RSA_SHA256, llave, atributos as BufferSource));
}

/** Whether a signature made with this key verifies with the certificate's public key (SPKI DER). */
export async function llaveCorresponde(spki: Uint8Array, firma: Uint8Array, atributos: Uint8Array): Promise<boolean> {
  const pub = await crypto.subtle.importKey('spki', spki as BufferSource, RSA_SHA256, false, ['verify']);
  return crypto.subtle.verify(RSA_SHA256, pub, firma as BufferSource, atributos as BufferSource);
}
