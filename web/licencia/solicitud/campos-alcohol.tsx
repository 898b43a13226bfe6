import { useFormContext, useWatch } from 'react-hook-form';
import { AVISOS_SIN_LICENCIA_BEBIDAS } from '../../../domain/licencia/reglas';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { errorEn } from '../../lib/formularios';
import { Alert } from '../../components/ui/alert';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PreguntaSiNo } from './controles';

const CAMPOS_ALCOHOL = ['has_licencia_bebidas', 'patente_propia'] as const;

/**
 * spec 1 §5.6, §4.8: with an activity that needs a patente, whether a drinks licence is held; if
 * held, whether it is one's own ('Licencia propia?') and its number; without one, the two-month notice.
 */
export function CamposAlcohol({ editable }: { editable: boolean }) {
  const { register, control, formState } = useFormContext<LicenciaFormInput>();
  const msg = (r: string) => errorEn(formState.errors, r);
  const [tiene, propia] = useWatch({ control, name: CAMPOS_ALCOHOL });
  return (
    <div className="flex flex-col gap-4 rounded-md border border-border p-4">
      <PreguntaSiNo nombre="has_licencia_bebidas" idBase="licencia-bebidas" leyenda="¿Cuenta con licencia de bebidas alcohólicas?" error={msg('has_licencia_bebidas')} disabled={!editable} />
      {tiene === true ? <PreguntaSiNo nombre="patente_propia" idBase="patente-propia" leyenda="Licencia propia?" error={msg('patente_propia')} disabled={!editable} /> : null}
      {tiene === true && propia === true ? (
        <Campo etiqueta="Número de patente" error={msg('folio_licencia_bebida_alcoholica')} requerido className="sm:max-w-sm">
          {(c) => <Input {...c} maxLength={50} {...register('folio_licencia_bebida_alcoholica')} />}
        </Campo>
      ) : null}
      {tiene === false ? (
        <Alert variant="warning">
          {AVISOS_SIN_LICENCIA_BEBIDAS.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </Alert>
      ) : null}
    </div>
  );
}
