import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { errorEn } from '../../lib/formularios';
import { Campo } from '../ui/form-field';
import { Input } from '../ui/input';
import { MaskedInput } from '../ui/masked-input';
import { ajustesPorCp, escribirId, idDe, type FormatoId } from './cascada';
import { Opciones, SelectCatalogo } from './select-catalogo';
import { useCatalogosDomicilio } from './use-catalogos-domicilio';

const soloCincoDigitos = (v: string) => v.replace(/\D/g, '').slice(0, 5);

interface Props {
  editable: boolean;
  /** how the form stores the catalogue ids (the zod schema of each form decides) */
  formato: FormatoId;
  /** the address object's field in the form */
  prefijo?: string;
  /** the two cross streets, picked from the colonia's streets (the licence) */
  cruzamientos?: boolean;
  /** maxLength of the exterior and interior numbers */
  maxNumero?: number;
}

/**
 * A local address by catalogue (spec 1 §3 Address, §7.4): postal code → localidad and colonias;
 * colonia → calles; the numbers; optionally the cross streets. The field names are the form's zod
 * schema's: `${prefijo}.codigo_postal`, `.localidad_id`… A form that also asks for the point
 * puts CamposMapa under it (kept apart so a form without a map does not load Leaflet).
 */
export function CamposDomicilio({ editable, formato, prefijo = 'domicilio', cruzamientos = false, maxNumero }: Props) {
  const { register, control, setValue, getValues, formState } = useFormContext();
  const n = (campo: string) => `${prefijo}.${campo}`;
  const msg = (campo: string) => errorEn(formState.errors, n(campo));
  // Subscribed here, not in the whole form: a keystroke in the postal code renders these fields only.
  const cp = String(useWatch({ control, name: n('codigo_postal') }) ?? '').trim();
  const localidad = idDe(useWatch({ control, name: n('localidad_id') }));
  const colonia = idDe(useWatch({ control, name: n('colonia_id') }));
  const { localidades, porCp, colonias, calles } = useCatalogosDomicilio(cp, localidad, colonia);
  const poner = (campo: string, id: number | null, validar = false) => setValue(n(campo), escribirId(id, formato), { shouldDirty: true, shouldValidate: validar });

  // A postal code found in the catalogue picks its localidad and narrows the colonias.
  useEffect(() => {
    const r = porCp.data;
    if (!r || !editable) return;
    const a = ajustesPorCp(r, { localidad: getValues(`${prefijo}.localidad_id`), colonia: getValues(`${prefijo}.colonia_id`) });
    const op = { shouldDirty: true, shouldValidate: false };
    if (a.localidad !== undefined) setValue(`${prefijo}.localidad_id`, escribirId(a.localidad, formato), op);
    if (a.colonia !== undefined) setValue(`${prefijo}.colonia_id`, escribirId(a.colonia, formato), op);
    if (a.colonia === null) setValue(`${prefijo}.calle_id`, escribirId(null, formato), op);
  }, [porCp.data, editable, getValues, setValue, prefijo, formato]);

  const limpiarCalles = () => {
    poner('calle_id', null);
    if (cruzamientos) for (const c of ['cruzamiento1_id', 'cruzamiento2_id']) poner(c, null);
  };
  const alElegirLocalidad = () => {
    poner('colonia_id', null);
    limpiarCalles();
  };
  const alElegirColonia = (id: number | null) => {
    limpiarCalles();
    const elegida = colonias?.find((c) => idDe(c.id) === id);
    if (elegida?.codigo_postal && !getValues(n('codigo_postal'))) setValue(n('codigo_postal'), elegida.codigo_postal, { shouldDirty: true });
  };
  const cpError = porCp.error instanceof ApiError ? porCp.error.message : undefined;
  const sinColonia = colonia !== null ? undefined : 'Primero elija la colonia';

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <Campo etiqueta="Código postal" error={msg('codigo_postal') ?? cpError} requerido ayuda="5 dígitos; completa la localidad y las colonias.">
        {(c) => <MaskedInput {...c} mascara={soloCincoDigitos} inputMode="numeric" maxLength={5} autoComplete="postal-code" {...register(n('codigo_postal'))} />}
      </Campo>
      <Campo etiqueta="Localidad" error={msg('localidad_id')} requerido>
        {(c) => (
          <SelectCatalogo nombre={n('localidad_id')} control={c} formato={formato} disabled={!editable} alCambiar={alElegirLocalidad}>
            <Opciones items={localidades.data} vacio="Seleccione una localidad" />
          </SelectCatalogo>
        )}
      </Campo>
      <Campo etiqueta="Colonia" error={msg('colonia_id')} requerido>
        {(c) => (
          <SelectCatalogo nombre={n('colonia_id')} control={c} formato={formato} disabled={!editable || localidad === null} alCambiar={alElegirColonia}>
            <Opciones items={colonias} vacio={localidad !== null ? 'Seleccione una colonia' : 'Primero elija la localidad'} />
          </SelectCatalogo>
        )}
      </Campo>
      <Campo etiqueta="Calle" error={msg('calle_id')} requerido>
        {(c) => (
          <SelectCatalogo nombre={n('calle_id')} control={c} formato={formato} disabled={!editable || colonia === null}>
            <Opciones items={calles.data} vacio={sinColonia ?? 'Seleccione una calle'} />
          </SelectCatalogo>
        )}
      </Campo>
      <Campo etiqueta="Número exterior" error={msg('numero_exterior')} requerido>
        {(c) => <Input {...c} maxLength={maxNumero} {...register(n('numero_exterior'))} />}
      </Campo>
      <Campo etiqueta="Número interior" error={msg('numero_interior')}>
        {(c) => <Input {...c} maxLength={maxNumero} {...register(n('numero_interior'))} />}
      </Campo>
      {cruzamientos
        ? (['cruzamiento1_id', 'cruzamiento2_id'] as const).map((campo, i) => (
            <Campo key={campo} etiqueta={`Cruzamiento ${i + 1}`} error={msg(campo)}>
              {(c) => (
                <SelectCatalogo nombre={n(campo)} control={c} formato={formato} disabled={!editable || colonia === null}>
                  <Opciones items={calles.data} vacio={sinColonia ?? 'Sin cruzamiento'} />
                </SelectCatalogo>
              )}
            </Campo>
          ))
        : null}
    </div>
  );
}
