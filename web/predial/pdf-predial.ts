import { toast } from '../lib/avisos';
import { MSG } from '../../domain/common/messages';
import { desenlaceDeError } from '../lib/api';
import { obtenerToken } from '../lib/token';

async function leerJson(res: Response): Promise<unknown> {
  try {
    return JSON.parse(await res.text());
  } catch {
    return null;
  }
}

/**
 * A statement is a POST whose body is the statement form and whose answer is a PDF (spec 2 §7),
 * so the viewer cannot fetch it by itself: it is fetched here and handed to the viewer as an
 * object URL (revoked by the caller). A refusal is shown as the API client shows it (spec 2 §8).
 */
export async function obtenerPdfPredial(ruta: string, cuerpo: unknown): Promise<string | null> {
  const token = obtenerToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/pdf, application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(ruta, { method: 'POST', headers, body: JSON.stringify(cuerpo) });
  } catch {
    toast.error(MSG.errorConexion);
    return null;
  }
  const tipo = res.headers.get('content-type') ?? '';
  if (!res.ok || tipo.includes('json')) {
    const d = desenlaceDeError(res.ok ? 400 : res.status, await leerJson(res), Boolean(token));
    for (const m of d.mensajes) toast.error(m);
    return null;
  }
  const blob = await res.blob();
  return URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
}
