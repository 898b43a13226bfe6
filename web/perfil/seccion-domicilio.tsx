import { useEffect, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../domain/common/catalogos';
import { api, ApiError } from '../lib/api';
import { qk } from '../lib/consultas';
import { errorEn } from '../lib/formularios';
import type { ItemCatalogo, ResultadoCp } from '../lib/tipos';
import { Campo, Grupo, type ControlProps } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { MaskedInput } from '../components/ui/masked-input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { Select } from '../components/ui/select';
import type { ValoresPerfil } from './valores';

const soloCincoDigitos = (v: string) => v.replace(/\D/g, '').slice(0, 5);
type ColoniaConCp = ItemCatalogo & { codigo_postal?: string };
const CATALOGO = { staleTime: 10 * 60_000 };

function Opciones({ items, vacio }: { items: ItemCatalogo[] | undefined; vacio: string }) {
  return (
    <>
      <option value="">{vacio}</option>
      {(items ?? []).map((i) => (
        <option key={i.id} value={String(i.id)}>
          {i.label}
        </option>
      ))}
    </>
  );
}

type CampoSelect = 'domicilio.localidad_id' | 'domicilio.colonia_id' | 'domicilio.calle_id';

function SelectControlado({ nombre, control: c, disabled, alCambiar, children }: { nombre: CampoSelect; control: ControlProps; disabled?: boolean; alCambiar?: (valor: string) => void; children: ReactNode }) {
  const { control } = useFormContext<ValoresPerfil>();
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
            field.onChange(e.target.value);
            alCambiar?.(e.target.value);
          }}
        >
          {children}
        </Select>
      )}
    />
  );
}

/** Local fiscal address: postal code → localidad and colonias; colonia → calles (spec 1 §3 Address, §7.4). */
function DomicilioLocal({ editable }: { editable: boolean }) {
  const { register, watch, setValue, getValues, formState } = useFormContext<ValoresPerfil>();
  const msg = (r: string) => errorEn(formState.errors, r);
  const cp = (watch('domicilio.codigo_postal') ?? '').trim();
  const localidad = String(watch('domicilio.localidad_id') ?? '');
  const colonia = String(watch('domicilio.colonia_id') ?? '');

  const localidades = useQuery({
    queryKey: qk.localidades,
    queryFn: () => api.get<ItemCatalogo[]>(`/api/cat/${ENTIDAD_DEFAULT}/${MUNICIPIO_DEFAULT}/localidades`, { silencioso: true }),
    ...CATALOGO,
  });
  const porCp = useQuery({
    queryKey: qk.cp(cp),
    queryFn: () => api.get<ResultadoCp>(`/api/cat/cp/${cp}`, { silencioso: true }),
    enabled: /^\d{5}$/.test(cp),
    retry: false,
    ...CATALOGO,
  });
  const cpCoincide = porCp.data && String(porCp.data.id_localidad) === localidad;
  const coloniasLoc = useQuery({
    queryKey: qk.colonias(Number(localidad)),
    queryFn: () => api.get<ColoniaConCp[]>(`/api/cat/colonias/${localidad}`, { silencioso: true }),
    enabled: Boolean(localidad) && !cpCoincide,
    ...CATALOGO,
  });
  const calles = useQuery({
    queryKey: qk.calles(Number(colonia)),
    queryFn: () => api.get<ItemCatalogo[]>(`/api/cat/calles/${colonia}`, { silencioso: true }),
    enabled: Boolean(colonia),
    ...CATALOGO,
  });
  const colonias: ColoniaConCp[] | undefined = cpCoincide ? porCp.data?.colonias : coloniasLoc.data;

  // A postal code found in the catalogue picks its localidad and narrows the colonias.
  useEffect(() => {
    const r = porCp.data;
    if (!r || !editable) return;
    const opciones = { shouldDirty: true, shouldValidate: false };
    if (String(r.id_localidad) !== String(getValues('domicilio.localidad_id') ?? '')) setValue('domicilio.localidad_id', String(r.id_localidad), opciones);
    const actual = String(getValues('domicilio.colonia_id') ?? '');
    if (actual && !r.colonias.some((c) => String(c.id) === actual)) {
      setValue('domicilio.colonia_id', '', opciones);
      setValue('domicilio.calle_id', '', opciones);
    } else if (!actual && r.colonias.length === 1) {
      setValue('domicilio.colonia_id', String(r.colonias[0].id), opciones);
    }
  }, [porCp.data, editable, getValues, setValue]);

  // Controlled selects: their options arrive after the stored value, and an uncontrolled
  // <select> would silently show the placeholder instead of the saved choice.
  const alElegirLocalidad = () => {
    setValue('domicilio.colonia_id', '', { shouldDirty: true });
    setValue('domicilio.calle_id', '', { shouldDirty: true });
  };
  const alElegirColonia = (valor: string) => {
    setValue('domicilio.calle_id', '', { shouldDirty: true });
    const elegida = colonias?.find((c) => String(c.id) === valor);
    if (elegida?.codigo_postal && !getValues('domicilio.codigo_postal')) setValue('domicilio.codigo_postal', elegida.codigo_postal, { shouldDirty: true });
  };
  const cpError = porCp.error instanceof ApiError ? porCp.error.message : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Campo etiqueta="Código postal" error={msg('domicilio.codigo_postal') ?? cpError} requerido ayuda="5 dígitos; completa la localidad y las colonias.">
        {(c) => <MaskedInput {...c} mascara={soloCincoDigitos} inputMode="numeric" maxLength={5} autoComplete="postal-code" {...register('domicilio.codigo_postal')} />}
      </Campo>
      <Campo etiqueta="Localidad" error={msg('domicilio.localidad_id')} requerido>
        {(c) => (
          <SelectControlado nombre="domicilio.localidad_id" control={c} disabled={!editable} alCambiar={alElegirLocalidad}>
            <Opciones items={localidades.data} vacio="Seleccione una localidad" />
          </SelectControlado>
        )}
      </Campo>
      <Campo etiqueta="Colonia" error={msg('domicilio.colonia_id')} requerido>
        {(c) => (
          <SelectControlado nombre="domicilio.colonia_id" control={c} disabled={!localidad || !editable} alCambiar={alElegirColonia}>
            <Opciones items={colonias} vacio={localidad ? 'Seleccione una colonia' : 'Primero elija la localidad'} />
          </SelectControlado>
        )}
      </Campo>
      <Campo etiqueta="Calle" error={msg('domicilio.calle_id')} requerido>
        {(c) => (
          <SelectControlado nombre="domicilio.calle_id" control={c} disabled={!colonia || !editable}>
            <Opciones items={calles.data} vacio={colonia ? 'Seleccione una calle' : 'Primero elija la colonia'} />
          </SelectControlado>
        )}
      </Campo>
      <Campo etiqueta="Número exterior" error={msg('domicilio.numero_exterior')} requerido>
        {(c) => <Input {...c} {...register('domicilio.numero_exterior')} />}
      </Campo>
      <Campo etiqueta="Número interior" error={msg('domicilio.numero_interior')}>
        {(c) => <Input {...c} {...register('domicilio.numero_interior')} />}
      </Campo>
    </div>
  );
}

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
      {externo ? <DomicilioExterno /> : <DomicilioLocal editable={editable} />}
    </section>
  );
}
