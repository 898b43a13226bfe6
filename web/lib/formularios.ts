import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The message of the error at a dotted path (nested objects and field arrays). */
export function errorEn<T extends FieldValues>(errores: FieldErrors<T>, ruta: string): string | undefined {
  const e = get(errores, ruta) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const m = e?.message ?? e?.root?.message;
  return typeof m === 'string' && m ? m : undefined;
}
