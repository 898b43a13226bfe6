import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { X } from 'lucide-react';
import { MSG } from '../../../domain/common/messages';
import { TIPO_LOCAL } from '../../../domain/licencia/catalogos';
import { MSG_LIC } from '../../../domain/licencia/mensajes';
import { giroDeMercado } from '../../../domain/licencia/mercados';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { errorEn } from '../../lib/formularios';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Campo } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { useGiros } from './consultas';
import { Opciones, SelectId } from './controles';
import { SolicitarGiroDialog } from './solicitar-giro-dialog';
import type { EstadoZofemat } from '../../tramite/predio/use-zofemat';
import { CAMPOS_GIROS, num } from './valores';

/** Main and secondary activities (spec 1 §5.6), the free description and 'Solicitar nuevo giro'. */
export function CamposActividades({ editable, zofemat, alReintentarZofemat }: { editable: boolean; zofemat: EstadoZofemat; alReintentarZofemat: () => void }) {
  const { control, register, setValue, formState } = useFormContext<LicenciaFormInput>();
  const msg = (r: string) => errorEn(formState.errors, r);
  const todos = useGiros();
  // A market stall is offered only the activities a stall may have (domain/licencia/mercados.ts).
  const enMercado = num(useWatch({ control, name: 'tipo_local_id' })) === TIPO_LOCAL.MERCADO;
  const opciones = enMercado ? todos.data?.filter(giroDeMercado) : todos.data;
  const [giroActividad, actividadesSecundarias] = useWatch({ control, name: CAMPOS_GIROS });
  const principal = num(giroActividad);
  const secundarias = (actividadesSecundarias ?? []).map(num).filter((x): x is number => x !== null);
  const nombre = (id: number) => todos.data?.find((g) => g.id === id)?.label ?? `Actividad ${id}`;
  const disponibles = (opciones ?? []).filter((g) => g.id !== principal && !secundarias.includes(g.id));
  const quitar = (id: number) =>
    setValue('actividades_secundarias', secundarias.filter((x) => x !== id), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const cargando = todos.isPending ? 'Cargando actividades…' : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Campo etiqueta="Actividad principal" error={msg('giro_actividad_id')} requerido>
          {(c) => (
            <SelectId nombre="giro_actividad_id" control={c} disabled={!editable}>
              <Opciones items={opciones} vacio={cargando ?? 'Seleccione la actividad principal'} />
            </SelectId>
          )}
        </Campo>
        <Controller
          control={control}
          name="actividades_secundarias"
          render={({ field }) => (
            <Campo etiqueta="Actividades secundarias" error={msg('actividades_secundarias')} requerido ayuda="Elija una o más; cada una se agrega a la lista.">
              {(c) => (
                <Select
                  {...c}
                  ref={field.ref}
                  name={field.name}
                  value=""
                  onBlur={field.onBlur}
                  disabled={!editable || field.disabled}
                  onChange={(e) => {
                    const id = num(e.target.value);
                    if (id !== null) field.onChange([...secundarias, id]);
                  }}
                >
                  <Opciones items={disponibles} vacio={cargando ?? 'Agregar una actividad secundaria'} />
                </Select>
              )}
            </Campo>
          )}
        />
      </div>
      {secundarias.length ? (
        <ul aria-label="Actividades secundarias elegidas" className="flex flex-wrap gap-2">
          {secundarias.map((id) => (
            <li key={id} className="flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pl-3 pr-1 text-sm text-secondary-foreground">
              {nombre(id)}
              {editable ? (
                <Button variant="ghost" size="sm" className="size-7 rounded-full p-0" aria-label={`Quitar ${nombre(id)}`} onClick={() => quitar(id)}>
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {zofemat === 'verificando' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4 text-primary" />
          Consultando los impuestos de Zona Federal…
        </p>
      ) : zofemat === 'pendiente' ? (
        <Alert variant="destructive">{MSG_LIC.zofematPendiente}</Alert>
      ) : zofemat === 'error' ? (
        <Alert variant="destructive">
          {MSG.errorGenerico}
          <div>
            <Button variant="outline" size="sm" className="mt-2" onClick={alReintentarZofemat}>
              Volver a consultar
            </Button>
          </div>
        </Alert>
      ) : zofemat === 'pagado' ? (
        <Alert variant="success">{MSG_LIC.zofematPagado}</Alert>
      ) : null}

      <Campo etiqueta="Descripción de la actividad" error={msg('actividad_libre')} ayuda="Opcional. Describa con sus palabras lo que hace su negocio.">
        {(c) => <Textarea {...c} maxLength={500} {...register('actividad_libre')} />}
      </Campo>
      {editable ? <SolicitarGiroDialog /> : null}
    </div>
  );
}
