// A multipart/form-data body for app.inject, the way a browser's FormData sends one: the demo
// requests send their forms and files with it.
import { randomBytes } from 'node:crypto';

export interface ParteArchivo {
  campo: string;
  nombre: string;
  tipo: string;
  contenido: Buffer;
}

export function cuerpoMultipart(campos: Record<string, string>, archivos: readonly ParteArchivo[] = []) {
  const limite = `----ventanilla-demo-${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const a of archivos) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${a.campo}"; filename="${a.nombre}"\r\nContent-Type: ${a.tipo}\r\n\r\n`), a.contenido, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}
