import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../../domain/common/catalogos';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { api, ApiError } from '../../lib/api';
import { qk } from '../../lib/consultas';
import { errorEn } from '../../lib/formularios';
import type { ItemCatalogo, ResultadoCp } from '../../lib/tipos';
import { aPosicion, type Posicion } from '../../components/mapa/coordenadas';
import { MapaUbicacion } from '../../components/mapa/mapa-ubicacion';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { MaskedInput } from '../../components/ui/masked-input';
import { Opciones, SelectId } from './controles';
import { num } from './valores';

const soloCincoDigitos = (v: string) => v.replace(/\D/g, '').slice(0, 5);
type ColoniaConCp = ItemCatalogo & { codigo_postal?: string };
const CATALOGO = { staleTime: 10 * 60_000 };

/** Address catalogues (spec 1 §3 Address, §7.4): postal code → localidad and colonias; colonia → calles. */
function useCatalogosDomicilio(cp: string, localidad: number | null, colonia: number | null) {
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
  const cpCoincide = Boolean(porCp.data && num(porCp.data.id_localidad) === localidad);
  const coloniasLoc = useQuery({
    queryKey: qk.colonias(localidad ?? 0),
    queryFn: () => api.get<ColoniaConCp[]>(`/api/cat/colonias/${localidad}`, { silencioso: true }),
    enabled: localidad !== null && !cpCoincide,
    ...CATALOGO,
  });
  const calles = useQuery({
    queryKey: qk.calles(colonia ?? 0),
    queryFn: () => api.get<ItemCatalogo[]>(`/api/cat/calles/${colonia}`, { silencioso: true }),
    enabled: colonia !== null,
    ...CATALOGO,
  });
  const colonias: ColoniaConCp[] | undefined = cpCoincide ? porCp.data?.colonias : coloniasLoc.data;
  return { localidades, porCp, colonias, calles };
}

/** Datos de Ubicación: the address and the point on the map (spec 1 §2.10, §3 Address, §7.6, §9). */
export function SeccionUbicacion({ editable, mapaActivo }: { editable: boolean; mapaActivo: boolean }) {
  const { register, watch, setValue, getValues, formState } = useFormContext<LicenciaFormInput>();
  const msg = (r: string) => errorEn(formState.errors, r);
  const cp = String(watch('domicilio.codigo_postal') ?? '').trim();
  const localidad = num(watch('domicilio.localidad_id'));
  const colonia = num(watch('domicilio.colonia_id'));
  const { localidades, porCp, colonias, calles } = useCatalogosDomicilio(cp, localidad, colonia);
  const o = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  // A postal code found in the catalogue picks its localidad and narrows the colonias.
  useEffect(() => {
    const r = porCp.data;
    if (!r || !editable) return;
    const op = { shouldDirty: true, shouldValidate: false };
    if (num(r.id_localidad) !== num(getValues('domicilio.localidad_id'))) setValue('domicilio.localidad_id', num(r.id_localidad), op);
    const actual = num(getValues('domicilio.colonia_id'));
    if (actual !== null && !r.colonias.some((c) => num(c.id) === actual)) {
      setValue('domicilio.colonia_id', null, op);
      setValue('domicilio.calle_id', null, op);
    } else if (actual === null && r.colonias.length === 1) {
      setValue('domicilio.colonia_id', num(r.colonias[0].id), op);
    }
  }, [porCp.data, editable, getValues, setValue]);

  const limpiarCalles = () => {
    for (const c of ['domicilio.calle_id', 'domicilio.cruzamiento1_id', 'domicilio.cruzamiento2_id'] as const) setValue(c, null, { shouldDirty: true });
  };
  const alElegirLocalidad = () => {
    setValue('domicilio.colonia_id', null, { shouldDirty: true });
    limpiarCalles();
  };
  const alElegirColonia = (valor: number | string | null) => {
    limpiarCalles();
    const elegida = colonias?.find((c) => num(c.id) === num(valor));
    if (elegida?.codigo_postal && !getValues('domicilio.codigo_postal')) setValue('domicilio.codigo_postal', elegida.codigo_postal, { shouldDirty: true });
  };
  const cpError = porCp.error instanceof ApiError ? porCp.error.message : undefined;

  const posicion = aPosicion(watch('domicilio.latitud'), watch('domicilio.longitud'));
  const alElegirPunto = (p: Posicion) => {
    setValue('domicilio.latitud', p.lat, o);
    setValue('domicilio.longitud', p.lng, o);
  };

  return (
    <section aria-labelledby="titulo-ubicacion" className="flex flex-col gap-4">
      <h2 id="titulo-ubicacion" className="text-lg font-semibold">
        Datos de Ubicación
      </h2>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Campo etiqueta="Código postal" error={msg('domicilio.codigo_postal') ?? cpError} requerido ayuda="5 dígitos; completa la localidad y las colonias.">
          {(c) => <MaskedInput {...c} mascara={soloCincoDigitos} inputMode="numeric" maxLength={5} autoComplete="postal-code" {...register('domicilio.codigo_postal')} />}
        </Campo>
        <Campo etiqueta="Localidad" error={msg('domicilio.localidad_id')} requerido>
          {(c) => (
            <SelectId nombre="domicilio.localidad_id" control={c} disabled={!editable} alCambiar={alElegirLocalidad}>
              <Opciones items={localidades.data} vacio="Seleccione una localidad" />
            </SelectId>
          )}
        </Campo>
        <Campo etiqueta="Colonia" error={msg('domicilio.colonia_id')} requerido>
          {(c) => (
            <SelectId nombre="domicilio.colonia_id" control={c} disabled={!editable || localidad === null} alCambiar={alElegirColonia}>
              <Opciones items={colonias} vacio={localidad !== null ? 'Seleccione una colonia' : 'Primero elija la localidad'} />
            </SelectId>
          )}
        </Campo>
        <Campo etiqueta="Calle" error={msg('domicilio.calle_id')} requerido>
          {(c) => (
            <SelectId nombre="domicilio.calle_id" control={c} disabled={!editable || colonia === null}>
              <Opciones items={calles.data} vacio={colonia !== null ? 'Seleccione una calle' : 'Primero elija la colonia'} />
            </SelectId>
          )}
        </Campo>
        <Campo etiqueta="Número exterior" error={msg('domicilio.numero_exterior')} requerido>
          {(c) => <Input {...c} maxLength={20} {...register('domicilio.numero_exterior')} />}
        </Campo>
        <Campo etiqueta="Número interior" error={msg('domicilio.numero_interior')}>
          {(c) => <Input {...c} maxLength={20} {...register('domicilio.numero_interior')} />}
        </Campo>
        <Campo etiqueta="Cruzamiento 1" error={msg('domicilio.cruzamiento1_id')}>
          {(c) => (
            <SelectId nombre="domicilio.cruzamiento1_id" control={c} disabled={!editable || colonia === null}>
              <Opciones items={calles.data} vacio={colonia !== null ? 'Sin cruzamiento' : 'Primero elija la colonia'} />
            </SelectId>
          )}
        </Campo>
        <Campo etiqueta="Cruzamiento 2" error={msg('domicilio.cruzamiento2_id')}>
          {(c) => (
            <SelectId nombre="domicilio.cruzamiento2_id" control={c} disabled={!editable || colonia === null}>
              <Opciones items={calles.data} vacio={colonia !== null ? 'Sin cruzamiento' : 'Primero elija la colonia'} />
            </SelectId>
          )}
        </Campo>
      </div>

      <MapaUbicacion posicion={posicion} alElegir={alElegirPunto} deshabilitado={!editable || !mapaActivo} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Campo etiqueta="Latitud" error={msg('domicilio.latitud')} requerido ayuda="Grados decimales, por ejemplo 18.520326">
          {(c) => <Input {...c} type="number" inputMode="decimal" step="any" min={-90} max={90} {...register('domicilio.latitud')} />}
        </Campo>
        <Campo etiqueta="Longitud" error={msg('domicilio.longitud')} requerido ayuda="Grados decimales, por ejemplo -88.305718">
          {(c) => <Input {...c} type="number" inputMode="decimal" step="any" min={-180} max={180} {...register('domicilio.longitud')} />}
        </Campo>
      </div>
    </section>
  );
}
