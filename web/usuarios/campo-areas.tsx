import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '../components/ui/checkbox';
import { Grupo } from '../components/ui/form-field';
import { Cargando } from '../components/ui/skeleton';
import type { AreaOpcion } from './consultas';
import type { ValoresUsuario } from './formulario';

type AreaElegida = ValoresUsuario['areas'][number];

/**
 * 'Áreas': a checkbox per area the account works in (its inbox comes from them), and for each
 * checked one 'Jefe de área' (the head receives its escalations).
 */
export function CampoAreas({ areas, cargando }: { areas: readonly AreaOpcion[]; cargando: boolean }) {
  const { control } = useFormContext<ValoresUsuario>();
  const base = useId();
  return (
    <Controller
      control={control}
      name="areas"
      render={({ field, fieldState }) => {
        const elegidas: AreaElegida[] = field.value ?? [];
        const elegida = (id: number) => elegidas.find((a) => a.id === id);
        const marcar = (id: number, si: boolean) => field.onChange(si ? [...elegidas, { id, es_jefe: false }] : elegidas.filter((a) => a.id !== id));
        const jefe = (id: number, si: boolean) => field.onChange(elegidas.map((a) => (a.id === id ? { ...a, es_jefe: si } : a)));
        return (
          <Grupo leyenda="Áreas" error={fieldState.error?.message}>
            {() => (
              <>
                <p className="text-xs text-muted-foreground">La bandeja de tareas de la cuenta es la de sus áreas. El jefe de un área recibe sus escalamientos.</p>
                {cargando ? (
                  <Cargando filas={3} />
                ) : (
                  <ul className="grid items-start gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
                    {areas.map((a) => {
                      const e = elegida(a.id);
                      const id = `${base}-${a.id}`;
                      return (
                        <li key={a.id} className="flex flex-col gap-2 rounded-md border border-border px-3 py-2">
                          <div className="flex items-center gap-2">
                            <Checkbox id={id} checked={!!e} onCheckedChange={(v) => marcar(a.id, v === true)} onBlur={field.onBlur} />
                            <label htmlFor={id} className="text-sm">
                              {a.nombre}
                            </label>
                          </div>
                          {e ? (
                            <div className="flex items-center gap-2 pl-7">
                              <Checkbox id={`${id}-jefe`} checked={e.es_jefe} onCheckedChange={(v) => jefe(a.id, v === true)} aria-label={`Jefe de área de ${a.nombre}`} />
                              <label htmlFor={`${id}-jefe`} className="text-sm text-muted-foreground">
                                Jefe de área
                              </label>
                            </div>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </>
            )}
          </Grupo>
        );
      }}
    />
  );
}
