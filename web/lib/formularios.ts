import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The message of the error at a dotted path (nested objects and field arrays). */
export function errorEn<T extends FieldValues>(errores: FieldErrors<T>, ruta: string): string | undefined {
  const e = get(errores, ruta) as { message?: unknown; root?: { message?: unknown } } | undefined;
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
