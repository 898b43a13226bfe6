import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ControlProps } from '../ui/form-field';
import { Select } from '../ui/select';
import { escribirId, idDe, type FormatoId } from './cascada';

export function Opciones({ items, vacio }: { items: readonly { id: number | string; label: string }[] | undefined; vacio: string }) {
  return (
    <>
      <option value="">{vacio}</option>
      {(items ?? []).map((i) => (
        <option key={String(i.id)} value={String(i.id)}>
          {i.label}
        </option>
      ))}
    </>
  );
}

interface Props {
  nombre: string;
  control: ControlProps;
  formato: FormatoId;
  disabled?: boolean;
  alCambiar?: (id: number | null) => void;
  children: ReactNode;
}

/**
 * A catalogue select bound to the form. Controlled: its options arrive after the stored value, and
 * an uncontrolled <select> would silently show the placeholder instead of the saved choice.
 */
export function SelectCatalogo({ nombre, control: c, formato, disabled, alCambiar, children }: Props) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field }) => (
        <Select
          {...c}
          ref={field.ref}
          name={field.name}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onBlur={field.onBlur}
          disabled={disabled || field.disabled}
          onChange={(e) => {
            const id = idDe(e.target.value);
            field.onChange(escribirId(id, formato));
            alCambiar?.(id);
          }}
        >
          {children}
        </Select>
      )}
    />
  );
}
