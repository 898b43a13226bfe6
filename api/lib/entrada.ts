// What a client can send that the schemas of the routes do not catch.

/** The dotted path of the first text with a NUL byte (keys included), or null. */
export function campoConNul(valor: unknown, ruta: string[] = [], profundidad = 0): string | null {
  if (typeof valor === 'string') return valor.includes('\u0000') ? ruta.join('.') || '_' : null;
  if (valor === null || typeof valor !== 'object' || profundidad > 64 || Buffer.isBuffer(valor)) return null;
  for (const [clave, x] of Object.entries(valor)) {
    if (clave.includes('\u0000')) return [...ruta, clave.split('\u0000').join('')].join('.') || '_';
    const r = campoConNul(x, [...ruta, clave], profundidad + 1);
    if (r !== null) return r;
  }
  return null;
}

// busboy's own errors carry no status: a body it cannot read as multipart.
const BUSBOY = /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form|file)|.* terminated early due to unexpected end of multipart data|Malformed .*|The needle cannot .*)$/;

export function esMultipartMalformado(err: { message?: string; statusCode?: number; code?: string }): boolean {
  if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || err.code === 'FST_MP_PREMATURE_CLOSE' || err.code === 'FST_PROTO_VIOLATION') return true;
  return !err.statusCode && typeof err.message === 'string' && BUSBOY.test(err.message);
}

/**
 * SQLSTATEs of class 22 (data exception) that only a client's value produces: numeric value out
 * of range (an id ≥ 2^31), a NUL byte in text or JSON, text that is not a number or a date, text
 * too long. Anything else stays a server error.
 */
const DATOS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

export function errorDeDatos(err: unknown): string | null {
  for (let e: unknown = err, n = 0; e && typeof e === 'object' && n < 4; e = (e as { cause?: unknown }).cause, n++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATOS.has(code)) return code;
  }
  return null;
}
