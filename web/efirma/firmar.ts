// What the browser does with the official's .key (docs/EFIRMA.md): it reads the file, decrypts it
// with the password, signs the attributes the server prepared and checks the signature verifies
// with the registered certificate's public key before anything is sent. Neither the key nor the
// password leaves this function: only the signature does.
import { base64, deBase64 } from '../../domain/efirma/der';
import { descifrarLlave, ErrorLlave, firmarAtributos, llaveCorresponde } from '../../domain/efirma/llave';
import { MSG_EFIRMA } from '../../domain/efirma/mensajes';

export interface Preparacion {
  sesion: string;
  /** base64 of the DER SET of signed attributes */
  atributos: string;
  /** base64 of the registered certificate's public key (SPKI) */
  spki: string;
}

/** A refusal to show under the key's or the password's field. */
export class ErrorFirma extends Error {
  constructor(
    mensaje: string,
    readonly campo: 'llave' | 'contrasena',
  ) {
    super(mensaje);
  }
}

/** The signature (base64) of the prepared attributes, or an ErrorFirma with its Spanish message. */
export async function firmarPreparacion(llave: Uint8Array, contrasena: string, p: Preparacion): Promise<string> {
  let pkcs8: Uint8Array;
  try {
    pkcs8 = descifrarLlave(llave, contrasena);
  } catch (e) {
    if (!(e instanceof ErrorLlave)) throw e;
    throw new ErrorFirma(e.message, e.message === MSG_EFIRMA.contrasenaIncorrecta ? 'contrasena' : 'llave');
  }
  const atributos = deBase64(p.atributos);
  let firma: Uint8Array;
  try {
    firma = await firmarAtributos(pkcs8, atributos);
  } catch {
    throw new ErrorFirma(MSG_EFIRMA.noEsLlave, 'llave');
  } finally {
    pkcs8.fill(0);
  }
  if (!(await llaveCorresponde(deBase64(p.spki), firma, atributos))) throw new ErrorFirma(MSG_EFIRMA.llaveNoCorresponde, 'llave');
  return base64(firma);
}
