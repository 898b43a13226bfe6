// Controlled inputs of the sign forms: checkboxes store booleans, selects store numbers (or null),
// number inputs store numbers (or null when empty), so the domain rules read values as they are.
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '../../components/ui/checkbox';
import type { ControlProps } from '../../components/ui/form-field';
import { SelectCampo } from '../../components/ui/select-campo';

/** '' → null, else the number (a number input or a select of ids). */
export const aNumero = (v: unknown): number | null => {
  if (v === '' || v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A checkbox with its visible label (the accessible name is exactly the label). */
export function Casilla({ nombre, etiqueta, id, disabled, alCambiar }: { nombre: string; etiqueta: string; id: string; disabled?: boolean; alCambiar?: (v: boolean) => void }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value === true}
            disabled={disabled}
            onBlur={field.onBlur}
            onCheckedChange={(v) => {
              field.onChange(v === true);
              alCambiar?.(v === true);
            }}
          />
          <label htmlFor={id} className="text-sm">
            {etiqueta}
          </label>
        </div>
      )}
    />
  );
}

/** A select of a catalogue that stores the id as a number (null for the placeholder). */
export function SelectNumero({ nombre, control, disabled, alCambiar, children }: { nombre: string; control: ControlProps; disabled?: boolean; alCambiar?: (v: number | null) => void; children: ReactNode }) {
  return (
    <SelectCampo<number | null> nombre={nombre} control={control} disabled={disabled} convertir={aNumero} alCambiar={alCambiar}>
      {children}
    </SelectCampo>
  );
}
