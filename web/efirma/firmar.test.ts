// The browser's side of a signature (web/efirma/firmar.ts), with a test authority's SAT-shaped files.
import { describe, expect, it } from 'vitest';
import { base64, deBase64 } from '../../domain/efirma/der';
import { leerCertificado } from '../../domain/efirma/certificado';
import { MSG_EFIRMA } from '../../domain/efirma/mensajes';
import { crearAutoridad, emitirEfirma } from '../../sim/efirma/autoridad';
import { ErrorFirma, firmarPreparacion } from './firmar';

const ac = crearAutoridad({ bits: 2048 });
const titular = { nombre: 'MANUEL KU CANCHE', rfc: 'KUCM700312LQ4', curp: 'KUCM700312HQRXNN07' };
const propio = emitirEfirma(ac, titular, 'Clave-1');
const ajeno = emitirEfirma(ac, { ...titular, nombre: 'OTRA PERSONA' }, 'Clave-2');
const atributos = new TextEncoder().encode('atributos firmados de prueba');
const preparacion = (cer: Uint8Array) => ({ sesion: '00000000-0000-4000-8000-000000000000', atributos: base64(atributos), spki: base64(leerCertificado(cer).crudo.spki) });

const rechazo = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ErrorFirma) return { campo: e.campo, mensaje: e.message };
    throw e;
  }
  throw new Error('se esperaba un rechazo');
};

describe('web e.firma: signing in the browser', () => {
  it('signs the prepared attributes with the .key, and the signature verifies with the certificate', async () => {
    const firma = await firmarPreparacion(propio.key, 'Clave-1', preparacion(propio.cer));
    const pub = await crypto.subtle.importKey('spki', leerCertificado(propio.cer).crudo.spki as BufferSource, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
    expect(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', pub, deBase64(firma) as BufferSource, atributos)).toBe(true);
  });

  it('a wrong password is said under the password', async () => {
    expect(await rechazo(firmarPreparacion(propio.key, 'otra', preparacion(propio.cer)))).toEqual({ campo: 'contrasena', mensaje: MSG_EFIRMA.contrasenaIncorrecta });
  });

  it('a file that is not a key, and the key of another certificate, are said under the key', async () => {
    expect(await rechazo(firmarPreparacion(propio.cer, 'Clave-1', preparacion(propio.cer)))).toEqual({ campo: 'llave', mensaje: MSG_EFIRMA.noEsLlave });
    expect(await rechazo(firmarPreparacion(ajeno.key, 'Clave-2', preparacion(propio.cer)))).toEqual({ campo: 'llave', mensaje: MSG_EFIRMA.llaveNoCorresponde });
  });
});
