import type { ReactNode } from 'react';
import type { ControlProps } from '../ui/form-field';
import { SelectCampo } from '../ui/select-campo';
import { escribirId, idDe, type FormatoId } from './cascada';

export { Opciones } from '../ui/select-campo';

interface Props {
  nombre: string;
  control: ControlProps;
  formato: FormatoId;
  disabled?: boolean;
  alCambiar?: (id: number | null) => void;
  children: ReactNode;
}

/** A catalogue select of the address: stores the id as the form's format (number or text). */
export function SelectCatalogo({ nombre, control, formato, disabled, alCambiar, children }: Props) {
  return (
    <SelectCampo
      nombre={nombre}
      control={control}
      disabled={disabled}
      convertir={(t) => escribirId(idDe(t), formato)}
      alCambiar={alCambiar ? (v) => alCambiar(idDe(v)) : undefined}
    >
      {children}
    </SelectCampo>
  );
}
