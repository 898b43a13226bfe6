// The change-of-activity form's fields (spec 2 §2, §3, §5): the activity now (read-only) beside
// the new one, the secondary activities (required), the rooms of a hotel (5 digits), the beverage
// licence's questions when an activity sells alcohol, the property type, the land-use checkbox
// and 'Solicitar nuevo giro'.
import { useId } from 'react';
import { Controller, useFormContext, type FieldErrors } from 'react-hook-form';
import { X } from 'lucide-react';
import { MSG_CA_EXTRA } from '../../../domain/cambios/actividad/mensajes';
import { alcoholPropuesto, esHotelPropuesto } from '../../../domain/cambios/actividad/reglas';
import { MAX_DIGITOS_HABITACIONES, MAX_FOLIO_BEBIDAS } from '../../../domain/cambios/actividad/schema';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Campo, Grupo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Opcion, RadioGroup } from '../../components/ui/radio-group';
import { Opciones } from '../../components/ui/select-campo';
import { Select } from '../../components/ui/select';
import { SolicitarGiroDialog } from '../../licencia/solicitud/solicitar-giro-dialog';
import type { ActividadItemDto } from './consultas';
import { useActividades, useActividadesSecundarias, useTiposPropiedad } from './consultas';

/** The form's values as the inputs hold them (the schema reads numbers as text too). */
export interface ValoresActividad {
  giro_actividad_id: number | null;
  actividades_secundarias: number[];
  numero_habitaciones: string;
  tiene_uso_suelo: boolean;
  tipo_propiedad_id: number | null;
  has_licencia_bebidas: boolean | null;
  patente_propia: boolean | null;
  folio_licencia_bebida_alcoholica: string;
  renovacion: boolean;
}

const mensaje = (e: FieldErrors<ValoresActividad>, k: keyof ValoresActividad) => {
  const x = e[k] as { message?: string; [i: number]: { message?: string } } | undefined;
  if (!x) return undefined;
  if (x.message) return x.message;
  return Object.values(x).find((v): v is { message: string } => typeof v === 'object' && v !== null && 'message' in v)?.message;
};
const aNumero = (t: string) => (t === '' ? null : Number(t));

function SiNo({ nombre, leyenda, disabled }: { nombre: 'has_licencia_bebidas' | 'patente_propia'; leyenda: string; disabled: boolean }) {
  const { control, formState } = useFormContext<ValoresActividad>();
  const id = useId();
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field }) => (
        <Grupo leyenda={leyenda} error={mensaje(formState.errors, nombre)} requerido>
          {(a) => (
            <RadioGroup
              value={field.value === true ? 'si' : field.value === false ? 'no' : ''}
              onValueChange={(v) => field.onChange(v === 'si')}
              aria-label={leyenda}
              disabled={disabled}
              {...a}
            >
              <Opcion id={`${id}-si`} value="si" etiqueta="Sí" />
              <Opcion id={`${id}-no`} value="no" etiqueta="No" />
            </RadioGroup>
          )}
        </Grupo>
      )}
    />
  );
}

/** The establishment's activities now, read-only. */
export function ActividadActual({ principal, secundarias }: { principal: ActividadItemDto | null; secundarias: readonly ActividadItemDto[] }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border bg-muted/40 p-3">
      <legend className="px-1 font-semibold">{MSG_CA_EXTRA.actividadActual}</legend>
      <Campo etiqueta={`${MSG_CA_EXTRA.principal} actual`}>{(c) => <Input {...c} readOnly className="bg-muted" value={principal?.d_giro ?? '—'} />}</Campo>
      <Campo etiqueta={`${MSG_CA_EXTRA.secundarias} actuales`}>
        {(c) => <Input {...c} readOnly className="bg-muted" value={secundarias.map((s) => s.d_giro).join(', ') || '—'} />}
      </Campo>
    </fieldset>
  );
}

/** The new main and secondary activities, the rooms of a hotel and 'Solicitar nuevo giro'. */
export function ActividadNueva({ soloLectura }: { soloLectura: boolean }) {
  const { control, register, watch, setValue, formState } = useFormContext<ValoresActividad>();
  const e = formState.errors;
  const principales = useActividades();
  const otras = useActividadesSecundarias();
  const principal = watch('giro_actividad_id');
  const secundarias = watch('actividades_secundarias') ?? [];
  const nombre = (id: number) => otras.data?.find((g) => g.id === id)?.d_giro ?? `Actividad ${id}`;
  const disponibles = (otras.data ?? []).filter((g) => g.id !== principal && !secundarias.includes(g.id));
  const hotel = esHotelPropuesto({ giro_actividad_id: principal, actividades_secundarias: secundarias });
  const quitar = (id: number) => setValue('actividades_secundarias', secundarias.filter((x) => x !== id), { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-semibold">{MSG_CA_EXTRA.actividadNueva}</legend>
      <Controller
        control={control}
        name="giro_actividad_id"
        render={({ field }) => (
          <Campo etiqueta={`${MSG_CA_EXTRA.principal} nueva`} error={mensaje(e, 'giro_actividad_id')} requerido>
            {(c) => (
              <Select {...c} ref={field.ref} name={field.name} value={field.value === null ? '' : String(field.value)} onBlur={field.onBlur} disabled={soloLectura} onChange={(ev) => field.onChange(aNumero(ev.target.value))}>
                <Opciones items={principales.data} vacio={principales.isPending ? 'Cargando actividades…' : 'Seleccione la actividad principal'} />
              </Select>
            )}
          </Campo>
        )}
      />
      <Controller
        control={control}
        name="actividades_secundarias"
        render={({ field }) => (
          <Campo etiqueta={`${MSG_CA_EXTRA.secundarias} nuevas`} error={mensaje(e, 'actividades_secundarias')} requerido ayuda={soloLectura ? undefined : 'Elija una o más; cada una se agrega a la lista.'}>
            {(c) => (
              <Select
                {...c}
                ref={field.ref}
                name={field.name}
                value=""
                onBlur={field.onBlur}
                disabled={soloLectura}
                onChange={(ev) => {
                  const id = aNumero(ev.target.value);
                  if (id !== null) field.onChange([...secundarias, id]);
                }}
              >
                <Opciones items={disponibles} vacio={otras.isPending ? 'Cargando actividades…' : 'Agregar una actividad secundaria'} />
              </Select>
            )}
          </Campo>
        )}
      />
      {secundarias.length ? (
        <ul aria-label="Actividades secundarias elegidas" className="flex flex-wrap gap-2">
          {secundarias.map((id) => (
            <li key={id} className="flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pl-3 pr-1 text-sm text-secondary-foreground">
              {nombre(id)}
              {soloLectura ? <span className="pr-2" /> : (
                <Button type="button" variant="ghost" size="sm" className="size-7 rounded-full p-0" aria-label={`Quitar ${nombre(id)}`} onClick={() => quitar(id)}>
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {hotel ? (
        <Campo etiqueta={MSG_CA_EXTRA.habitaciones} error={mensaje(e, 'numero_habitaciones')} requerido ayuda={`Hasta ${MAX_DIGITOS_HABITACIONES} dígitos.`}>
          {(c) => {
            const r = register('numero_habitaciones');
            return (
              <Input
                {...c}
                {...r}
                readOnly={soloLectura}
                inputMode="numeric"
                autoComplete="off"
                maxLength={MAX_DIGITOS_HABITACIONES}
                onChange={(ev) => {
                  // spec 2 §9: the rooms mask, 5 digits.
                  ev.target.value = ev.target.value.replace(/\D/g, '').slice(0, MAX_DIGITOS_HABITACIONES);
                  void r.onChange(ev);
                }}
              />
            );
          }}
        </Campo>
      ) : null}
      {soloLectura ? null : <SolicitarGiroDialog />}
    </fieldset>
  );
}

/** The beverage licence (spec 2 §5 alcohol documents), the property type and the land use. */
export function DatosComplementarios({ soloLectura }: { soloLectura: boolean }) {
  const { control, register, watch, formState } = useFormContext<ValoresActividad>();
  const e = formState.errors;
  const tipos = useTiposPropiedad();
  const idUso = useId();
  const [principal, secundarias, licencia, propia] = watch(['giro_actividad_id', 'actividades_secundarias', 'has_licencia_bebidas', 'patente_propia']);
  const alcohol = alcoholPropuesto({ giro_actividad_id: principal, actividades_secundarias: secundarias });
  return (
    <div className="flex flex-col gap-4">
      {alcohol ? (
        <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 font-semibold">Venta de bebidas alcohólicas</legend>
          <SiNo nombre="has_licencia_bebidas" leyenda="¿Cuenta con licencia de bebidas alcohólicas?" disabled={soloLectura} />
          {licencia === true ? <SiNo nombre="patente_propia" leyenda="¿La licencia es propia?" disabled={soloLectura} /> : null}
          {licencia === true && propia === true ? (
            <Campo etiqueta="Folio de la licencia de bebidas alcohólicas" error={mensaje(e, 'folio_licencia_bebida_alcoholica')} requerido>
              {(c) => <Input {...c} readOnly={soloLectura} maxLength={MAX_FOLIO_BEBIDAS} autoComplete="off" {...register('folio_licencia_bebida_alcoholica')} />}
            </Campo>
          ) : null}
        </fieldset>
      ) : null}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="tipo_propiedad_id"
          render={({ field }) => (
            <Campo etiqueta="Tipo de propiedad" error={mensaje(e, 'tipo_propiedad_id')} requerido>
              {(c) => (
                <Select {...c} ref={field.ref} name={field.name} value={field.value === null ? '' : String(field.value)} onBlur={field.onBlur} disabled={soloLectura} onChange={(ev) => field.onChange(aNumero(ev.target.value))}>
                  <Opciones items={tipos.data} vacio="Seleccione el tipo de propiedad" />
                </Select>
              )}
            </Campo>
          )}
        />
        <Controller
          control={control}
          name="tiene_uso_suelo"
          render={({ field }) => (
            <div className="flex items-center gap-2 md:pt-7">
              <Checkbox id={idUso} ref={field.ref} checked={field.value} disabled={soloLectura} onBlur={field.onBlur} onCheckedChange={(v) => field.onChange(v === true)} />
              <label htmlFor={idUso} className="text-sm">
                Cuento con constancia de uso de suelo para la nueva actividad
              </label>
            </div>
          )}
        />
      </div>
    </div>
  );
}
