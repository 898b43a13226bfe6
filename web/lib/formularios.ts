import type { FieldErrors, FieldValues } from 'react-hook-form';

// react-hook-form's own `get` would pull the whole library into the first load (this module is on
// it through use-accion and the session hook); a dotted path is all it takes.
function enRuta(objeto: unknown, ruta: string): unknown {
  let v = objeto;
  for (const parte of ruta.split(/[.[\]]+/).filter(Boolean)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[parte];
  }
  return v;
}

/** The message of the error at a dotted path (nested objects and field arrays). */
export function errorEn<T extends FieldValues>(errores: FieldErrors<T>, ruta: string): string | undefined {
  const e = enRuta(errores, ruta) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const m = e?.message ?? e?.root?.message;
  return typeof m === 'string' && m ? m : undefined;
}

/**
 * A 422's field errors (`errors: {campo: [msg]}`, spec 1 §8) as [form path, first message]. The
 * API may name nested fields 'domicilio[x]'; `ruta` maps a name to the form's path (null: no
 * field takes it). The general list ('_') is the toast's, not a field's.
 */
export function erroresACampos(errors: Readonly<Record<string, readonly string[]>> | undefined, ruta: (campo: string) => string | null = (c) => c): [string, string][] {
  const out: [string, string][] = [];
  for (const [campo, mensajes] of Object.entries(errors ?? {})) {
    if (campo === '_' || !mensajes[0]) continue;
    const destino = ruta(campo.replace(/\[(\w+)\]/g, '.$1').replace(/^\./, ''));
    if (destino) out.push([destino, mensajes[0]]);
  }
  return out;
}
