// Files sent inside a JSON body as base64 (spec 1 §7.4 uploadCedulaCatastral and
// uploadComprobantePago: `cedula_catastral` / `recibo_pago`, base64), as a browser's FileReader
// gives them (a data: URL) or bare.

/**
 * The bytes of a base64 text, with or without its data: URL prefix (any media type and
 * parameters: `data:application/pdf;name=x.pdf;base64,`) and with line breaks tolerated. What is
 * not base64 decodes to bytes no file type recognises, so the caller's type check refuses it.
 */
export function desdeBase64(texto: string): Buffer {
  const sinPrefijo = texto.replace(/^\s*data:[^,]*?;base64,/i, '');
  return Buffer.from(sinPrefijo.replace(/\s+/g, ''), 'base64');
}
