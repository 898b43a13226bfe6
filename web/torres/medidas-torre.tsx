import { useFormContext } from 'react-hook-form';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { errorEn } from '../lib/formularios';
import { LADOS, type FormTorre, type Lado } from './valores';

const NOMBRE: Record<Lado, string> = { norte: 'norte', sur: 'sur', este: 'este', oeste: 'oeste' };

const SUPERFICIES = [
  ['superficie_total', 'Superficie total (m²)', 'Se llena con la superficie que registra catastro.'],
  ['superficie_total_construida', 'Superficie total construida (m²)', undefined],
  ['superficie_regularizar', 'Superficie a regularizar (m²)', undefined],
] as const;

/** spec 3 §3.4 medidas: the four boundaries (street or neighbour, metres) and the surfaces of the property. */
export function MedidasTorre({ editable }: { editable: boolean }) {
  const { register, formState } = useFormContext<FormTorre>();
  const e = (c: string) => errorEn(formState.errors, `medidas.${c}`);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {LADOS.map((l) => (
          <fieldset key={l} className="grid items-start gap-3 rounded-lg border border-border p-4 sm:grid-cols-[2fr_1fr]">
            <legend className="px-1 text-sm font-semibold">Colindancia {NOMBRE[l]}</legend>
            <Campo etiqueta={`Colinda al ${NOMBRE[l]} con`} error={e(`${l}.colindansia_calle`)} ayuda="Calle o predio vecino.">
              {(c) => <Input {...c} disabled={!editable} maxLength={250} {...register(`medidas.${l}.colindansia_calle`)} />}
            </Campo>
            <Campo etiqueta={`Metros al ${NOMBRE[l]}`} error={e(`${l}.colindancia_mts`)}>
              {(c) => <Input {...c} disabled={!editable} type="number" inputMode="decimal" min={0} step="0.01" {...register(`medidas.${l}.colindancia_mts`)} />}
            </Campo>
          </fieldset>
        ))}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {SUPERFICIES.map(([c, etiqueta, ayuda]) => (
          <Campo key={c} etiqueta={etiqueta} error={e(c)} ayuda={ayuda}>
            {(ctl) => <Input {...ctl} disabled={!editable} type="number" inputMode="decimal" min={0} step="0.01" {...register(`medidas.${c}`)} />}
          </Campo>
        ))}
      </div>
    </div>
  );
}
