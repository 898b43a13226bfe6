// Printouts and statements are protected PDFs (spec 1 §7.4 printouts, §7.5): fetched with the
// bearer token, errors shown with the catalogue of spec 1 §8 like every other call.
import { toast } from 'sonner';
import { MSG } from '../../domain/common/messages';
import { ApiError, desenlaceDeError, obtenerArchivo } from '../lib/api';
import { borrarToken, obtenerToken } from '../lib/token';

export type MetodoPdf = 'GET' | 'POST';

/** A PDF the viewer shows: where it comes from and how the file is named when saved. */
export interface FuentePdf {
  titulo: string;
  ruta: string;
  metodo?: MetodoPdf;
  nombreArchivo: string;
}

async function leerJson(res: Response): Promise<unknown> {
  try {
    return JSON.parse(await res.text());
  } catch {
    return null;
  }
}

/** GET goes through the shared client; POST printouts (constancia, receipts) need the same handling. */
export async function obtenerPdf(ruta: string, metodo: MetodoPdf = 'GET'): Promise<Blob> {
  if (metodo === 'GET') return obtenerArchivo(ruta);
  const token = obtenerToken();
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // no answer at all (network down) is `null`, like the shared client
  const res = await fetch(ruta, { method: 'POST', headers }).catch(() => null);
  if (res?.ok) return res.blob();
  const cuerpo = res ? await leerJson(res) : null;
  const d = desenlaceDeError(res?.status ?? null, cuerpo, Boolean(token));
  for (const m of d.mensajes) toast.error(m);
  if (d.cerrarSesion) {
    borrarToken();
    window.location.assign('/');
  }
  throw new ApiError(d.mensajes[0] ?? MSG.errorGenerico, res?.status ?? null, undefined, cuerpo);
}

