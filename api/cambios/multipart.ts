// The change requests' forms as the spec sends them (spec 2 §7): multipart with bracketed names —
// domicilio[otro_domicilio][is_otra_colonia], actividades_secundarias[0], files[code][file] with
// files[code][code], and storeFiles' documento[i][file] with documento[i][code] — or plain JSON.
// Fields become one nested object for the procedure's zod schema; files are read into memory under
// a bound for the whole call and keyed by their document code.
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG } from '../../domain/common/messages';
import { badRequest, invalid } from '../lib/errors';

export interface ArchivoRecibido {
  buf: Buffer;
  nombre: string;
}

export interface FormularioRecibido {
  campos: Record<string, unknown>;
  /** by document code; the same code twice keeps the last */
  archivos: Map<string, ArchivoRecibido>;
}

const MAX_ARCHIVOS = 40;
const MAX_BYTES = 100 * 1024 * 1024;
const MAX_CAMPOS = 300;

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

/** Reads a change request's form: multipart (fields and files) or JSON (fields only). */
export async function leerFormulario(req: FastifyRequest): Promise<FormularioRecibido> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return { campos: typeof body === 'object' && !Array.isArray(body) ? body : {}, archivos: new Map() };
  }
  const anunciado = Number(req.headers['content-length'] ?? 0);
  if (anunciado > MAX_BYTES + 64 * 1024) throw badRequest(MSG.tamanoArchivo, 'TAMANO');
  const campos: Record<string, unknown> = {};
  const porClave = new Map<string, { code?: string; file?: ArchivoRecibido }>();
  const entrada = (k: string) => porClave.get(k) ?? porClave.set(k, {}).get(k)!;
  let leidos = 0;
  for await (const parte of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_ARCHIVOS, fields: MAX_CAMPOS } })) {
    const archivo = /^(files|documento)\[([^[\]]{1,80})\]\[(file|code)\]$/.exec(parte.fieldname);
    if (parte.type === 'file') {
      const trozos: Buffer[] = [];
      for await (const trozo of parte.file as AsyncIterable<Buffer>) {
        leidos += trozo.length;
        if (leidos > MAX_BYTES) throw badRequest(MSG.tamanoArchivo, 'TAMANO');
        trozos.push(trozo);
      }
      if (parte.file.truncated) throw badRequest(MSG.tamanoArchivo, 'TAMANO');
      if (archivo && archivo[3] === 'file') entrada(`${archivo[1]}:${archivo[2]}`).file = { buf: Buffer.concat(trozos), nombre: parte.filename };
      continue;
    }
    if (archivo && archivo[3] === 'code') {
      entrada(`${archivo[1]}:${archivo[2]}`).code = String(parte.value);
      continue;
    }
    const ruta = rutaDeCampo(parte.fieldname);
    if (ruta) asignar(campos, ruta, String(parte.value));
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
