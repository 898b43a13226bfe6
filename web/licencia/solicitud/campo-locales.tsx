import { useState, type KeyboardEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { MAX_LOCALES } from '../../../domain/licencia/mercados';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { errorEn } from '../../lib/formularios';
import { Button } from '../../components/ui/button';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

const comoLista = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/**
 * spec 1 §3 muchos_locales, §5.6 'No ingreso locales': the stall numbers of a market opening, one
 * or more. Typed one at a time ('Agregar local' or Enter; 'A-14, A-15' adds both), each removable.
 */
export function CampoLocales({ editable }: { editable: boolean }) {
  const { control, formState } = useFormContext<LicenciaFormInput>();
  const [texto, setTexto] = useState('');
  return (
    <Controller
      control={control}
      name="muchos_locales"
      render={({ field }) => {
        const locales = comoLista(field.value);
        const bloqueado = !editable || field.disabled;
        const agregar = () => {
          const nuevos = texto
            .split(',')
            .map((x) => x.trim().toUpperCase())
            .filter((x) => x && !locales.includes(x));
          if (nuevos.length) field.onChange([...locales, ...new Set(nuevos)].slice(0, MAX_LOCALES));
          setTexto('');
        };
        const alTeclear = (e: KeyboardEvent<HTMLInputElement>) => {
          // Enter adds the stall instead of submitting the whole form.
          if (e.key !== 'Enter') return;
          e.preventDefault();
          agregar();
        };
        return (
          <div className="flex flex-col gap-2">
            <Campo etiqueta="Locales" error={errorEn(formState.errors, 'muchos_locales')} requerido ayuda="Número de cada local que ocupa en el mercado, por ejemplo A-14.">
              {(c) => (
                <div className="flex gap-2">
                  <Input
                    {...c}
                    ref={field.ref}
                    value={texto}
                    maxLength={60}
                    autoComplete="off"
                    disabled={bloqueado}
                    onChange={(e) => setTexto(e.target.value)}
                    onKeyDown={alTeclear}
                    // A stall typed and left behind still counts.
                    onBlur={() => {
                      if (texto.trim()) agregar();
                      field.onBlur();
                    }}
                  />
                  <Button variant="outline" onClick={agregar} disabled={bloqueado || !texto.trim()}>
                    <Plus aria-hidden="true" />
                    Agregar local
                  </Button>
                </div>
              )}
            </Campo>
            {locales.length ? (
              <ul aria-label="Locales agregados" className="flex flex-wrap gap-2">
                {locales.map((l) => (
                  <li key={l} className="flex items-center gap-1 rounded-md border border-input bg-muted px-2 py-1 text-sm">
                    {l}
                    {bloqueado ? null : (
                      <Button variant="ghost" size="sm" className="h-6 px-1" aria-label={`Quitar local ${l}`} onClick={() => field.onChange(locales.filter((x) => x !== l))}>
                        <X aria-hidden="true" />
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      }}
    />
  );
}
