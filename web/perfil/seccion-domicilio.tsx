import { useFormContext } from 'react-hook-form';
import { errorEn } from '../lib/formularios';
import { CamposDomicilio } from '../components/domicilio/campos-domicilio';
import { Campo, Grupo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import type { ValoresPerfil } from './valores';

function DomicilioExterno() {
  const { register, formState } = useFormContext<ValoresPerfil>();
  const msg = (r: string) => errorEn(formState.errors, r);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Campo etiqueta="Localidad" error={msg('domicilioExterno.localidad')} requerido>
        {(c) => <Input {...c} {...register('domicilioExterno.localidad')} />}
      </Campo>
      <Campo etiqueta="Colonia" error={msg('domicilioExterno.colonia')} requerido>
        {(c) => <Input {...c} {...register('domicilioExterno.colonia')} />}
      </Campo>
      <Campo etiqueta="Calle" error={msg('domicilioExterno.calle')} requerido>
        {(c) => <Input {...c} {...register('domicilioExterno.calle')} />}
      </Campo>
      <Campo etiqueta="Cruzamiento 1" error={msg('domicilioExterno.cruzamiento1')}>
        {(c) => <Input {...c} {...register('domicilioExterno.cruzamiento1')} />}
      </Campo>
      <Campo etiqueta="Cruzamiento 2" error={msg('domicilioExterno.cruzamiento2')}>
        {(c) => <Input {...c} {...register('domicilioExterno.cruzamiento2')} />}
      </Campo>
    </div>
  );
}

/** Domicilio fiscal: local (catalogue pickers) or external (free text), spec 1 §2.7. */
export function SeccionDomicilio({ editable }: { editable: boolean }) {
  const { watch, setValue, formState } = useFormContext<ValoresPerfil>();
  const externo = Boolean(watch('es_externo'));
  const raiz = (externo ? formState.errors.domicilioExterno : formState.errors.domicilio) as { message?: string } | undefined;
  return (
    <section aria-labelledby="titulo-domicilio" className="flex flex-col gap-4">
      <h2 id="titulo-domicilio" className="text-lg font-semibold">
        Domicilio fiscal
      </h2>
      <Grupo leyenda="Ubicación del domicilio fiscal" error={raiz?.message}>
        {(a) => (
          <RadioGroup value={externo ? 'externo' : 'local'} onValueChange={(v) => setValue('es_externo', v === 'externo', { shouldDirty: true })} aria-label="Ubicación del domicilio fiscal" disabled={!editable} {...a}>
            <Opcion id="domicilio-local" value="local" etiqueta="Domicilio local" />
            <Opcion id="domicilio-externo" value="externo" etiqueta="Domicilio externo" />
          </RadioGroup>
        )}
      </Grupo>
      {externo ? <DomicilioExterno /> : <CamposDomicilio editable={editable} formato="texto" />}
    </section>
  );
}
