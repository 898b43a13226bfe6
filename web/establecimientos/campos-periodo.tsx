import { useFormContext } from 'react-hook-form';
import { MESES } from '../../domain/catalogos/establecimientos';
import { aniosEstadoCuenta } from '../../domain/licencia/solicitud-estado-cuenta';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';

/** The four fields of spec 1 §3 "Statement form" (and of the market's, §5.8). */
export interface CamposPeriodoForm {
  year_ini: unknown;
  mes_ini: unknown;
  year_fin: unknown;
  mes_fin: unknown;
}

type Clave = keyof CamposPeriodoForm;

/** A month or a year, chosen from its list (spec 1 §3 months lookup; §9 years from 2010). */
function Eleccion({ nombre, etiqueta, opciones }: { nombre: Clave; etiqueta: string; opciones: readonly { id: string | number; label: string }[] }) {
  const { register, formState } = useFormContext<CamposPeriodoForm>();
  const error = formState.errors[nombre]?.message;
  return (
    <Campo etiqueta={etiqueta} error={typeof error === 'string' ? error : undefined} requerido>
      {(c) => (
        <Select {...c} {...register(nombre)}>
          <option value="">Seleccione</option>
          {opciones.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Campo>
  );
}

/**
 * Start and end of the period, month and year each: native selects (keyboard, screen readers and
 * phones handle them best), labelled, with the schema's message under the field it is about.
 */
export function CamposPeriodo() {
  const anios = aniosEstadoCuenta().map((a) => ({ id: a, label: String(a) }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">Inicio</legend>
        <Eleccion nombre="mes_ini" etiqueta="Mes inicio" opciones={MESES} />
        <Eleccion nombre="year_ini" etiqueta="Año inicio" opciones={anios} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">Fin</legend>
        <Eleccion nombre="mes_fin" etiqueta="Mes fin" opciones={MESES} />
        <Eleccion nombre="year_fin" etiqueta="Año fin" opciones={anios} />
      </fieldset>
    </div>
  );
}
