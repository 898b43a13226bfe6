import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';
import { avisos } from './avisos';
import { erroresACampos } from './formularios';

export type Resultado<R> = { ok: true; datos: R } | { ok: false; error: unknown; campos: [string, string][] };

export interface OpcionesAccion<V, R, F extends FieldValues> {
  /** the call; the API client shows the error toast (and the success one, unless the call says not to) */
  llamar: (v: V) => Promise<R>;
  /** query keys to refresh after success, from the qk registries (prefixes match, as there); awaited */
  invalidar?: readonly QueryKey[] | ((r: R, v: V) => readonly QueryKey[]);
  /** runs first after success: what must not wait for a refetch (setQueryData, the new token) */
  alExito?: (r: R, v: V) => void | Promise<void>;
  /** the form whose fields take the server's field errors */
  setError?: UseFormSetError<F>;
  /** the API's field name → the form's path; null: no field takes it */
  rutaCampo?: (campo: string) => string | null;
}

/**
 * One mutation of a page: the call, the exact query keys it refreshes, the server's field errors
 * on the form (HTTP 422, `errors: {campo: [msg]}`) and the busy flag. `ejecutar` never throws: it
 * answers ok with the data, or not ok with the error and the fields it marked. It adds no toast
 * of its own: the API client already showed one.
 */
export function useAccion<V = void, R = unknown, F extends FieldValues = FieldValues>(opciones: OpcionesAccion<V, R, F>) {
  const qc = useQueryClient();
  // The latest options (closures over the form and the page's state), without a new mutation.
  const op = useRef(opciones);
  op.current = opciones;
  const { mutateAsync, isPending } = useMutation<R, unknown, V>({
    mutationFn: (v) => op.current.llamar(v),
    onSuccess: async (r, v) => {
      const o = op.current;
      // Done: the complaints of earlier tries (also when this call shows no success toast) go.
      avisos.descartarQuejas();
      await o.alExito?.(r, v);
      const claves = typeof o.invalidar === 'function' ? o.invalidar(r, v) : (o.invalidar ?? []);
      await Promise.all(claves.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });

  const ejecutar = useCallback(
    async (v: V): Promise<Resultado<R>> => {
      try {
        return { ok: true, datos: await mutateAsync(v) };
      } catch (error) {
        const { setError, rutaCampo } = op.current;
        const campos = error instanceof ApiError ? erroresACampos(error.errors, rutaCampo) : [];
        if (setError) for (const [ruta, message] of campos) setError(ruta as Path<F>, { type: 'server', message });
        return { ok: false, error, campos };
      }
    },
    [mutateAsync],
  );

  return { ejecutar, ocupado: isPending };
}
