import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ControlProps } from './form-field';
import { Select } from './select';

/** The placeholder option, then one option per catalogue item. */
export function Opciones<Id extends number | string>({ items, vacio }: { items: readonly { id: Id; label: string }[] | undefined; vacio: string }) {
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

interface Props<V> {
  nombre: string;
  control: ControlProps;
  disabled?: boolean;
  /** what the form stores for the option's text ('' is the placeholder) */
  convertir: (texto: string) => V;
  alCambiar?: (valor: V) => void;
  children: ReactNode;
}

/**
 * A native select bound to the form. Controlled: its options often arrive after the stored value,
 * and an uncontrolled <select> would silently show the placeholder instead of the saved choice.
 */
export function SelectCampo<V>({ nombre, control: c, disabled, convertir, alCambiar, children }: Props<V>) {
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
            const v = convertir(e.target.value);
            field.onChange(v);
            alCambiar?.(v);
          }}
        >
          {children}
        </Select>
      )}
    />
  );
}
