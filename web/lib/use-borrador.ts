import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { borrarBorrador, escribirBorrador, leerBorrador, type Borrador } from './borradores';
import { almacenDeSesion } from './token';

/**
 * Keeps a form's unsaved values as a draft while it has changes, and offers a draft found when
 * the form opens. `limpiar` after a successful save; `descartar` when the person says so.
 */
export function useBorradorFormulario<T extends FieldValues>(clave: string | null, form: UseFormReturn<T, unknown, unknown>, activo: boolean) {
  const almacen = almacenDeSesion();
  const [pendiente, setPendiente] = useState<Borrador<T> | null>(() => (clave && almacen && activo ? leerBorrador<T>(almacen, clave) : null));
  const temporizador = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!clave || !almacen || !activo) return;
    const sub = form.watch((valores) => {
      if (!form.formState.isDirty) return;
      if (temporizador.current) clearTimeout(temporizador.current);
      // A little after the last keystroke: typing is not slowed by writing on every key.
      temporizador.current = setTimeout(() => escribirBorrador(almacen, clave, valores), 600);
    });
    return () => {
      sub.unsubscribe();
      if (temporizador.current) clearTimeout(temporizador.current);
    };
  }, [clave, almacen, activo, form]);

  /** Writes the draft now (a step of the form was left), when there is anything unsaved. */
  const guardarAhora = useCallback(() => {
    if (!clave || !almacen || !activo || !form.formState.isDirty) return;
    if (temporizador.current) clearTimeout(temporizador.current);
    escribirBorrador(almacen, clave, form.getValues());
  }, [clave, almacen, activo, form]);

  const limpiar = useCallback(() => {
    if (temporizador.current) clearTimeout(temporizador.current);
    if (clave && almacen) borrarBorrador(almacen, clave);
  }, [clave, almacen]);

  const restaurar = useCallback(() => {
    if (!pendiente) return;
    form.reset(pendiente.valores, { keepDefaultValues: true });
    setPendiente(null);
  }, [pendiente, form]);

  const descartar = useCallback(() => {
    limpiar();
    setPendiente(null);
  }, [limpiar]);

  return { pendiente, restaurar, descartar, limpiar, guardarAhora };
}
