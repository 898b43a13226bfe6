// Helpers of the tower and billboard integration tests: multipart forms with files by
// slot, fixture files, PDF text, waiting for the workflow, the gateway's signed confirmation.
import { extractText } from 'unpdf';
import { firmar } from '../../activities/adapters/pasarela';
import { ARCHIVOS, SECRETO_PASARELA, type Entorno, type cliente } from './harness';
import { cuerpoMultipart } from '../../scripts/multipart';

export interface Archivo {
  campo: string;
  nombre: string;
  tipo: string;
  contenido: Buffer;
}

/** multipart/form-data with text fields (bracketed names) and any number of files by slot. */
export const formulario = (campos: Record<string, string>, archivos: Archivo[] = []) => cuerpoMultipart(campos, archivos);

export const png = (campo: string): Archivo => ({ campo, nombre: `${campo}.png`, tipo: 'image/png', contenido: ARCHIVOS.png });
export const pdf = (campo: string): Archivo => ({ campo, nombre: `${campo}.pdf`, tipo: 'application/pdf', contenido: ARCHIVOS.pdf });

export async function texto(b: Buffer) {
  const { text } = await extractText(new Uint8Array(b), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

export async function esperar<T>(fn: () => Promise<T | null | undefined>, que: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const r = await fn();
    if (r) return r;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`no llegó: ${que}`);
}

/** The gateway's signed word that an order was paid. */
export async function confirmarPago(e: Entorno, orderId: string, folioPago: string, monto: string) {
  const cuerpo = JSON.stringify({ order_id: orderId, folio_pago: folioPago, autorizacion: 'A7788', monto, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
  return e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', 'x-pasarela-firma': firmar(cuerpo, SECRETO_PASARELA) } });
}

/** PUT of a request's form by multipart; the answer's status and JSON. */
export async function actualizarPorPartes(c: Pick<ReturnType<typeof cliente>, 'raw'>, url: string, campos: Record<string, string>, archivos: Archivo[] = []) {
  const r = await c.raw({ method: 'PUT', url, ...formulario(campos, archivos) });
  return { status: r.statusCode, body: r.json() };
}
