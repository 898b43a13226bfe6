import { FormProvider, useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save, Send } from 'lucide-react';
import { RESOLUCION_FORMATO, type TipoFormato } from '../../domain/usosuelo/catalogos';
import { MSG_US } from '../../domain/usosuelo/mensajes';
import { constanciaUsoSueloSchema, type ConstanciaUsoSueloEntrada, type ConstanciaUsoSueloForm } from '../../domain/usosuelo/schema';
import { Button } from '../components/ui/button';
import { Campo } from '../components/ui/form-field';
import { Opciones, SelectCampo } from '../components/ui/select-campo';
import { useCatalogosUsoSuelo } from './consultas';

const aId = (t: string) => (t === '' ? '' : Number(t));

interface Props {
  inicial: ConstanciaUsoSueloEntrada;
  editable: boolean;
  /** the save button's word: 'Guardar' for a new certificate (spec 3 §2.4), 'Actualizar' after a return */
  guardar: string;
  alGuardar: (v: ConstanciaUsoSueloForm, setError: UseFormSetError<ConstanciaUsoSueloEntrada>) => Promise<unknown>;
  ocupado: boolean;
  /**
   * 'Enviar a uso de suelo' beside the save button: the form is checked and, when it was changed,
   * saved first (`sinGuardar`), so a correction is never sent without being kept.
   */
  enviar?: { etiqueta: string; alEnviar: (v: ConstanciaUsoSueloForm, sinGuardar: boolean, setError: UseFormSetError<ConstanciaUsoSueloEntrada>) => Promise<unknown> };
}

/** The land-use certificate form (spec 3 §2.4, §5.3): Sector, Giro o categoría, Zona de uso — all required. */
export function FormularioConstancia({ inicial, editable, guardar, alGuardar, ocupado, enviar }: Props) {
  const catalogos = useCatalogosUsoSuelo();
  const form = useForm<ConstanciaUsoSueloEntrada, unknown, ConstanciaUsoSueloForm>({ resolver: zodResolver(constanciaUsoSueloSchema), defaultValues: inicial });
  const e = form.formState.errors;
  const zona = catalogos.data?.zonas_uso.find((z) => z.id === Number(form.watch('zona_uso_id')));
  const vacio = catalogos.isLoading ? 'Cargando…' : 'Seleccione una opción';
  const guardarForm = form.handleSubmit((v) => alGuardar(v, form.setError));
  const cambiado = (v: ConstanciaUsoSueloForm) => (Object.keys(v) as (keyof ConstanciaUsoSueloForm)[]).some((k) => String(v[k]) !== String(inicial[k]));
  const enviarForm = form.handleSubmit((v) => enviar?.alEnviar(v, cambiado(v), form.setError));
  return (
    <FormProvider {...form}>
      <form onSubmit={guardarForm} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-3">
          <Campo etiqueta={MSG_US.sector} error={e.sector_id?.message} requerido>
            {(c) => (
              <SelectCampo nombre="sector_id" control={c} disabled={!editable} convertir={aId}>
                <Opciones items={catalogos.data?.sectores} vacio={vacio} />
              </SelectCampo>
            )}
          </Campo>
          <Campo etiqueta={MSG_US.giro} error={e.giro_desarrollo_id?.message} requerido>
            {(c) => (
              <SelectCampo nombre="giro_desarrollo_id" control={c} disabled={!editable} convertir={aId}>
                <Opciones items={catalogos.data?.giros_desarrollo} vacio={vacio} />
              </SelectCampo>
            )}
          </Campo>
          <Campo
            etiqueta={MSG_US.zona}
            error={e.zona_uso_id?.message}
            requerido
            ayuda={zona ? `La constancia se emite como «${RESOLUCION_FORMATO[zona.tipo_formato_id as TipoFormato]}».` : undefined}
          >
            {(c) => (
              <SelectCampo nombre="zona_uso_id" control={c} disabled={!editable} convertir={aId}>
                <Opciones items={catalogos.data?.zonas_uso} vacio={vacio} />
              </SelectCampo>
            )}
          </Campo>
        </div>
        {editable || enviar ? (
          <div className="flex flex-wrap justify-end gap-2">
            {editable ? (
              <Button type="submit" variant={enviar ? 'outline' : 'default'} disabled={ocupado}>
                <Save aria-hidden="true" />
                {guardar}
              </Button>
            ) : null}
            {enviar ? (
              <Button type="button" onClick={() => void enviarForm()} disabled={ocupado}>
                <Send aria-hidden="true" />
                {enviar.etiqueta}
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>
    </FormProvider>
  );
}
