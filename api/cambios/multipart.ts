// The change requests' forms as the spec sends them (spec 2 §7): multipart with bracketed names —
// domicilio[otro_domicilio][is_otra_colonia], actividades_secundarias[0], files[code][file] with
// files[code][code], and storeFiles' documento[i][file] with documento[i][code] — or plain JSON.
// Fields become one nested object for the procedure's zod schema; files are read into memory, at
// most as many as the request's type has document codes (api/lib/subida.ts bounds the call).
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../domain/common/messages';
import type { TipoCambio } from '../../domain/cambios/comun';
import { codigosCambio } from '../../domain/cambios/documentos';
import { invalid } from '../lib/errors';
import { leerSubida, type LimitesSubida } from '../lib/subida';

export interface ArchivoRecibido {
  buf: Buffer;
  nombre: string;
}

export interface FormularioRecibido {
  campos: Record<string, unknown>;
  /** by document code; the same code twice keeps the last */
  archivos: Map<string, ArchivoRecibido>;
}

const MAX_CAMPOS = 300;

/** A request of this type carries at most one file per document code it takes. */
export const limitesCambio = (tipo: TipoCambio): LimitesSubida => ({ archivos: codigosCambio(tipo).size, campos: MAX_CAMPOS });

/** 'a[b][0][c]' → ['a', 'b', '0', 'c']; null for a name that is not of that form. */
export function rutaDeCampo(nombre: string): string[] | null {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(nombre);
  if (!m) return null;
  const resto = [...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]);
  return [m[1], ...resto];
}

const PROHIBIDAS = new Set(['__proto__', 'constructor', 'prototype']);

/** Sets a value at a bracketed path; numeric segments make arrays. */
export function asignar(obj: Record<string, unknown>, ruta: string[], valor: unknown): void {
  if (ruta.some((r) => PROHIBIDAS.has(r))) return;
  let cur: Record<string, unknown> | unknown[] = obj;
  ruta.forEach((clave, i) => {
    const ultimo = i === ruta.length - 1;
    const k = clave === '' && Array.isArray(cur) ? String(cur.length) : clave;
    if (ultimo) {
      (cur as Record<string, unknown>)[k] = valor;
      return;
    }
    const siguienteEsIndice = /^\d*$/.test(ruta[i + 1]);
    const existente = (cur as Record<string, unknown>)[k];
    if (existente === undefined || existente === null || typeof existente !== 'object') (cur as Record<string, unknown>)[k] = siguienteEsIndice ? [] : {};
    cur = (cur as Record<string, unknown>)[k] as Record<string, unknown>;
  });
}

/**
 * Reads a change request's form of this type: multipart (fields and files) or JSON (fields only).
 * The caller has checked the owner and that the request may change: nothing is read before.
 */
export async function leerFormulario(req: FastifyRequest, tipo: TipoCambio): Promise<FormularioRecibido> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return { campos: typeof body === 'object' && !Array.isArray(body) ? body : {}, archivos: new Map() };
  }
  const subida = await leerSubida(req, limitesCambio(tipo));
  const campos: Record<string, unknown> = {};
  const porClave = new Map<string, { code?: string; file?: ArchivoRecibido }>();
  const entrada = (k: string) => porClave.get(k) ?? porClave.set(k, {}).get(k)!;
  const deArchivo = (nombre: string) => /^(files|documento)\[([^[\]]{1,80})\]\[(file|code)\]$/.exec(nombre);
  for (const a of subida.archivos) {
    const m = deArchivo(a.campo);
    if (m && m[3] === 'file') entrada(`${m[1]}:${m[2]}`).file = { buf: a.buf, nombre: a.nombre };
  }
  for (const [nombre, valor] of subida.campos) {
    const m = deArchivo(nombre);
    if (m && m[3] === 'code') entrada(`${m[1]}:${m[2]}`).code = valor;
    else {
      const ruta = rutaDeCampo(nombre);
      if (ruta) asignar(campos, ruta, valor);
    }
  }
  const archivos = new Map<string, ArchivoRecibido>();
  const errores: Record<string, string[]> = {};
  for (const [k, x] of porClave) {
    // files[code][…]: the key is the code; documento[i][…]: the code travels in [code].
    const [grupo, clave] = k.split(':');
    const code = x.code ?? (grupo === 'files' ? clave : undefined);
    if (!code) errores[`${grupo}.${clave}.code`] = [MSG.requerido];
    else if (x.file) archivos.set(code, x.file);
    else if (grupo === 'documento') errores[`${grupo}.${clave}.file`] = [MSG.requerido];
  }
  if (Object.keys(errores).length) throw invalid(errores);
  return { campos, archivos };
}
