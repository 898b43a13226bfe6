// Controlled inputs of the licence form. Selects store numbers (or null), so the domain rules
// (reglas.ts) compare ids as they are; checkboxes and yes/no questions store booleans.
import type { ReactNode } from 'react';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { Checkbox } from '../../components/ui/checkbox';
import { Grupo, type ControlProps } from '../../components/ui/form-field';
import { Opcion, RadioGroup } from '../../components/ui/radio-group';
import { SelectCampo } from '../../components/ui/select-campo';

export type CampoLicencia = Path<LicenciaFormInput>;

interface SelectIdProps {
  nombre: CampoLicencia;
  control: ControlProps;
  disabled?: boolean;
  /** keep the value as text (month codes '01'…'12') instead of a number */
  texto?: boolean;
  alCambiar?: (valor: number | string | null) => void;
  children: ReactNode;
}

export { Opciones } from '../../components/ui/select-campo';

/** A select of the licence form: stores numbers (or null), or text for month codes '01'…'12'. */
export function SelectId({ nombre, control, disabled, texto, alCambiar, children }: SelectIdProps) {
  return (
    <SelectCampo<number | string | null>
      nombre={nombre}
      control={control}
      disabled={disabled}
      convertir={(t) => (t === '' ? (texto ? '' : null) : texto ? t : Number(t))}
      alCambiar={alCambiar}
    >
      {children}
    </SelectCampo>
  );
}

/** A checkbox with its visible label (the accessible name is exactly the label). */
export function Casilla({ nombre, etiqueta, id, disabled, alCambiar }: { nombre: CampoLicencia; etiqueta: string; id: string; disabled?: boolean; alCambiar?: (v: boolean) => void }) {
  const { control } = useFormContext<LicenciaFormInput>();
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
            disabled={disabled || field.disabled}
            onBlur={field.onBlur}
            onCheckedChange={(v) => {
              const marcado = v === true;
              if (alCambiar) alCambiar(marcado);
              else field.onChange(marcado);
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

/** A yes/no question (null = unanswered), as a named radio group. */
export function PreguntaSiNo({ nombre, leyenda, idBase, error, disabled, requerido = true }: { nombre: CampoLicencia; leyenda: string; idBase: string; error?: string; disabled?: boolean; requerido?: boolean }) {
  const { control } = useFormContext<LicenciaFormInput>();
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field }) => (
        <Grupo leyenda={leyenda} error={error} requerido={requerido}>
          {(a) => (
            <RadioGroup
              value={field.value === true ? 'si' : field.value === false ? 'no' : ''}
              onValueChange={(v) => field.onChange(v === 'si')}
              aria-label={leyenda}
              disabled={disabled || field.disabled}
              {...a}
            >
              <Opcion id={`${idBase}-si`} value="si" etiqueta="Sí" />
              <Opcion id={`${idBase}-no`} value="no" etiqueta="No" />
            </RadioGroup>
          )}
        </Grupo>
      )}
    />
  );
}
