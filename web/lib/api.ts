// The one way the web talks to the API: bearer token, JSON envelope {success, message, data},
// and the global error catalogue of spec 1 §8 shown as toasts (top-right, 5 s).
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import type { Envelope } from './tipos';
import { avisos } from './avisos';
import { overlay } from './overlay';
import { borrarToken, obtenerToken } from './token';

export type ErroresCampo = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    message: string,
    /** null when there was no answer (network down, API unreachable) */
    readonly status: number | null,
    readonly errors: ErroresCampo | undefined,
    readonly cuerpo: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the product does with a failed answer (spec 1 §8). Pure, so it is unit tested. */
export interface Desenlace {
  mensajes: string[];
  /** 401 with a token: clear the session and send the browser to the root */
  cerrarSesion: boolean;
  /** 403 because the temporary password must be changed first: refresh the session */
  claveTemporal: boolean;
}

function mensajeDe(cuerpo: unknown): string | undefined {
  if (cuerpo && typeof cuerpo === 'object' && 'message' in cuerpo) {
    const m = (cuerpo as { message: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return undefined;
}

/** Normalises `errors` (object of arrays, object of strings or an array) to field → messages. */
export function normalizarErrores(errors: unknown): ErroresCampo | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if (Array.isArray(errors)) {
    const msgs = errors.filter((e): e is string => typeof e === 'string');
    return msgs.length ? { _: msgs } : undefined;
  }
  const out: ErroresCampo = {};
  for (const [campo, v] of Object.entries(errors as Record<string, unknown>)) {
    const lista = (Array.isArray(v) ? v : [v]).filter((e): e is string => typeof e === 'string' && e.length > 0);
    if (lista.length) out[campo] = lista;
  }
  return Object.keys(out).length ? out : undefined;
}

export function primerError(errors: unknown): string | undefined {
  const n = normalizarErrores(errors);
  if (!n) return undefined;
  for (const lista of Object.values(n)) if (lista[0]) return lista[0];
  return undefined;
}

/**
 * spec 1 §8 error catalogue. `status` null means no answer. `conToken` tells a stale session
 * (401 → log out) from a failed sign-in, where the server's own message is shown.
 */
export function desenlaceDeError(status: number | null, cuerpo: unknown, conToken = true): Desenlace {
  const d = (mensajes: (string | undefined)[], extra: Partial<Desenlace> = {}): Desenlace => ({
    mensajes: mensajes.filter((m): m is string => Boolean(m)),
    cerrarSesion: false,
    claveTemporal: false,
    ...extra,
  });
  const msg = mensajeDe(cuerpo);
  if (status === null) return d([MSG.errorConexion]);
  if (status === 401) return conToken ? d([MSG.tokenInvalido], { cerrarSesion: true }) : d([msg ?? MSG.tokenInvalido]);
  if (status >= 500) return d([MSG.errorServidor]);
  if (status === 422) {
    const errors = cuerpo && typeof cuerpo === 'object' ? (cuerpo as { errors?: unknown }).errors : undefined;
    return d([MSG.datosInvalidos, primerError(errors)]);
  }
  if (status === 403) {
    return msg === MSG_EXTRA.claveTemporalPendiente ? d([msg], { claveTemporal: true }) : d([MSG.permisoDenegado]);
  }
  if (status === 429) return d([MSG.demasiadasPeticiones]);
  // 400, other 4xx and `success: false` on a 2xx: the server's own message.
  return d([msg ?? MSG.errorGenerico]);
}

// Hooks the app installs at start (navigation and cache live in React land).
interface Enganches {
  alCerrarSesion: () => void;
  alClaveTemporal: () => void;
}
let enganches: Enganches = {
  alCerrarSesion: () => {
    if (typeof window !== 'undefined') window.location.assign('/');
  },
  alClaveTemporal: () => {},
};
export function configurarApi(e: Partial<Enganches>): void {
  enganches = { ...enganches, ...e };
}

// Several calls may fail with 401 at once; the user sees the toast and the redirect once.
let cerrandoSesion = false;

function aplicar(d: Desenlace, silencioso: boolean): void {
  if (d.cerrarSesion) {
    if (cerrandoSesion) return;
    cerrandoSesion = true;
    setTimeout(() => {
      cerrandoSesion = false;
    }, 3000);
    borrarToken();
    // Said even when a silent lookup found it out (the inbox's poll of notifications): a person
    // sent back to sign in is told why (spec 1 §8).
    if (d.mensajes[0]) avisos.error(d.mensajes[0]);
    enganches.alCerrarSesion();
    return;
  }
  if (d.claveTemporal) enganches.alClaveTemporal();
  if (!silencioso) for (const m of d.mensajes) avisos.error(m);
}

function fallar(status: number | null, cuerpo: unknown, conToken: boolean, silencioso: boolean): never {
  const d = desenlaceDeError(status, cuerpo, conToken);
  aplicar(d, silencioso);
  const errors = cuerpo && typeof cuerpo === 'object' ? normalizarErrores((cuerpo as { errors?: unknown }).errors) : undefined;
  throw new ApiError(d.mensajes[d.mensajes.length - 1] ?? MSG.errorGenerico, status, errors, cuerpo);
}

function exito(mensaje: string | undefined, op: { exito?: boolean | string }): void {
  if (op.exito === false) return;
  const m = typeof op.exito === 'string' ? op.exito : mensaje;
  if (m) avisos.exito(m);
}

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OpcionesSolicitud {
  cuerpo?: unknown;
  /** no toasts (lookups whose failure is silent, spec 1 §8) */
  silencioso?: boolean;
  /** success toast for mutations: the server's message (default), a fixed text, or none */
  exito?: boolean | string;
  /** request overlay; default on for mutating calls */
  overlay?: boolean;
  signal?: AbortSignal;
}

function cabeceras(token: string | null): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json' };
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

async function leerJson(res: Response): Promise<unknown> {
  const texto = await res.text();
  if (!texto) return null;
  try {
    return JSON.parse(texto);
  } catch {
    return null;
  }
}

export async function solicitar<T>(metodo: Metodo, ruta: string, op: OpcionesSolicitud = {}): Promise<Envelope<T>> {
  const token = obtenerToken();
  const headers = cabeceras(token);
  let body: BodyInit | undefined;
  if (op.cuerpo instanceof FormData) body = op.cuerpo;
  else if (op.cuerpo !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(op.cuerpo);
  }
  const muta = metodo !== 'GET';
  const conOverlay = op.overlay ?? muta;
  const silencioso = op.silencioso ?? false;
  if (conOverlay) overlay.iniciar();
  try {
    let res: Response;
    try {
      res = await fetch(ruta, { method: metodo, headers, body, signal: op.signal });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') throw e;
      return fallar(null, null, Boolean(token), silencioso);
    }
    const cuerpo = await leerJson(res);
    const env = (cuerpo ?? { success: res.ok, data: null }) as Envelope<T>;
    if (!res.ok || env.success === false) return fallar(res.status, cuerpo, Boolean(token), silencioso);
    if (muta && !silencioso) exito(env.message, op);
    return env;
  } finally {
    if (conOverlay) overlay.terminar();
  }
}

export const api = {
  get: async <T>(ruta: string, op?: OpcionesSolicitud) => (await solicitar<T>('GET', ruta, op)).data,
  post: async <T>(ruta: string, cuerpo?: unknown, op?: OpcionesSolicitud) =>
    (await solicitar<T>('POST', ruta, { ...op, cuerpo })).data,
  put: async <T>(ruta: string, cuerpo?: unknown, op?: OpcionesSolicitud) =>
    (await solicitar<T>('PUT', ruta, { ...op, cuerpo })).data,
  del: async <T>(ruta: string, op?: OpcionesSolicitud) => (await solicitar<T>('DELETE', ruta, op)).data,
  /** POST whose answer that matters is the message (shown in place, not as a toast). */
  solicitarMensaje: async (ruta: string, cuerpo?: unknown) =>
    (await solicitar<unknown>('POST', ruta, { cuerpo, silencioso: true })).message,
};

/**
 * Multipart upload with progress (XMLHttpRequest: fetch has no upload progress).
 * The progress bar replaces the overlay, so the user sees how far the file went.
 */
export function subirArchivo<T>(
  ruta: string,
  datos: FormData,
  alProgreso?: (porcentaje: number) => void,
  op: { silencioso?: boolean; exito?: boolean | string } = {},
): Promise<T> {
  const token = obtenerToken();
  const silencioso = op.silencioso ?? false;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ruta);
    for (const [k, v] of Object.entries(cabeceras(token))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && alProgreso) alProgreso(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => {
      try {
        fallar(null, null, Boolean(token), silencioso);
      } catch (err) {
        reject(err);
      }
    };
    xhr.onload = () => {
      let cuerpo: unknown;
      try {
        cuerpo = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        cuerpo = null;
      }
      const env = (cuerpo ?? { success: xhr.status < 400, data: null }) as Envelope<T>;
      if (xhr.status >= 400 || env.success === false) {
        try {
          fallar(xhr.status, cuerpo, Boolean(token), silencioso);
        } catch (err) {
          reject(err);
        }
        return;
      }
      alProgreso?.(100);
      if (!silencioso) exito(env.message, op);
      resolve(env.data);
    };
    xhr.send(datos);
  });
}

/**
 * Fetches a protected file with the bearer token (an <a href> cannot send it). Some printouts
 * are POSTs (the land-use certificate, payment receipts: spec 1 §7.4, §7.5).
 */
export async function obtenerArchivo(ruta: string, metodo: 'GET' | 'POST' = 'GET'): Promise<Blob> {
  const token = obtenerToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (metodo === 'POST') headers.Accept = 'application/pdf, application/json';
  let res: Response;
  try {
    res = await fetch(ruta, { method: metodo, headers });
  } catch {
    return fallar(null, null, Boolean(token), false);
  }
  if (!res.ok) return fallar(res.status, await leerJson(res), Boolean(token), false);
  return res.blob();
}

/** Saves a protected file to disk under `nombre`. */
export async function descargarArchivo(ruta: string, nombre: string): Promise<void> {
  const blob = await obtenerArchivo(ruta);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
