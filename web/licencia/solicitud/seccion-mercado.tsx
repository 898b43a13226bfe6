import { useEffect, useRef } from 'react';
import { Controller, useFormContext, useWatch, type UseFormSetValue } from 'react-hook-form';
import { MSG } from '../../../domain/common/messages';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../../domain/common/catalogos';
import { TIPO_LOCAL } from '../../../domain/catalogos/establecimientos';
import { mercadoPorId } from '../../../domain/licencia/mercados';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { errorEn } from '../../lib/formularios';
import { useSesionActiva } from '../../lib/sesion';
import { Alert } from '../../components/ui/alert';
import { Campo, Grupo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Opcion, RadioGroup } from '../../components/ui/radio-group';
import { CampoLocales } from './campo-locales';
import { useConcesionario, useMercados, useMeses } from './consultas';
import { Opciones, SelectId } from './controles';
import { num } from './valores';

/** spec 1 §2.4: the market brings its local type and subtype and its address (the API applies them too). */
function aplicarMercado(setValue: UseFormSetValue<LicenciaFormInput>, id: number | null, o: { shouldDirty: boolean; shouldValidate?: boolean }) {
  const m = mercadoPorId(id);
  if (!m) return;
  setValue('tipo_local_id', TIPO_LOCAL.MERCADO, o);
  setValue('tipo_local_detalle_id', m.tipo_local_detalle_id, o);
  setValue('domicilio', { ...m.domicilio, entidad_id: ENTIDAD_DEFAULT, municipio_id: MUNICIPIO_DEFAULT, tipo_vialidad_id: null, numero_interior: '' }, o);
}

/**
 * Datos del mercado (spec 1 §2.4 Mercados → Apertura, §3, §5.6): the market, the stalls, the aisle,
 * whether the applicant holds the concession or rents it, and the floor-fee month. The market
 * brings its address and local subtype. A taxpayer in the market padrón (§4.6 answer 4) reads
 * 'Se encuentra en el padrón de locatarios de mercados' and finds their market and stall chosen.
 */
export function SeccionMercado({ editable, nueva }: { editable: boolean; nueva: boolean }) {
  const { register, control, setValue, getValues, formState } = useFormContext<LicenciaFormInput>();
  const msg = (r: string) => errorEn(formState.errors, r);
  const sesion = useSesionActiva();
  const mercados = useMercados();
  const meses = useMeses();
  const padron = useConcesionario(sesion.contribuyente?.rfc ?? null, editable && nueva);
  const mercadoId = num(useWatch({ control, name: 'mercado_id' }));
  const elegido = mercados.data?.find((m) => m.id === mercadoId);


  // The padrón's stall pre-selects the form once, and only a form the taxpayer has not filled yet.
  const prellenado = useRef(false);
  const c = padron.data;
  useEffect(() => {
    if (!c || prellenado.current || !editable || !nueva) return;
    prellenado.current = true;
    const o = { shouldDirty: true };
    if (c.mercado_id !== null && num(getValues('mercado_id')) === null) {
      setValue('mercado_id', c.mercado_id, o);
      aplicarMercado(setValue, c.mercado_id, o);
    }
    const locales = getValues('muchos_locales');
    if (c.local && (!Array.isArray(locales) || locales.length === 0)) setValue('muchos_locales', [c.local.toUpperCase()], o);
    if (getValues('arrendatario_mercado') == null) setValue('arrendatario_mercado', false, o);
  }, [c, editable, nueva, getValues, setValue]);

  return (
    <section aria-labelledby="titulo-mercado" className="flex flex-col gap-4">
      <h2 id="titulo-mercado" className="text-lg font-semibold">
        Datos del mercado
      </h2>
      {c ? (
        <Alert variant="success" title={MSG.padronMercados}>
          {c.nombre}: {c.mercado}, local {c.local}.
        </Alert>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Campo etiqueta="Mercado" error={msg('mercado_id')} requerido ayuda={elegido ? `Domicilio: ${elegido.domicilio_texto}` : 'El domicilio del establecimiento es el del mercado.'}>
          {(ctl) => (
            <SelectId nombre="mercado_id" control={ctl} disabled={!editable} alCambiar={(v) => aplicarMercado(setValue, typeof v === 'number' ? v : null, { shouldDirty: true, shouldValidate: formState.isSubmitted })}>
              <Opciones items={mercados.data} vacio={mercados.isPending ? 'Cargando…' : 'Seleccione el mercado'} />
            </SelectId>
          )}
        </Campo>
        <Campo etiqueta="Pasillo" error={msg('pasillo')} ayuda="Opcional, si el mercado numera sus pasillos.">
          {(ctl) => <Input {...ctl} maxLength={30} autoComplete="off" {...register('pasillo')} />}
        </Campo>
      </div>
      <CampoLocales editable={editable} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="arrendatario_mercado"
          render={({ field }) => (
            <Grupo leyenda="Ocupa el local como" error={msg('arrendatario_mercado')} requerido>
              {(a) => (
                <RadioGroup
                  value={field.value === true ? 'arrendatario' : field.value === false ? 'concesionario' : ''}
                  onValueChange={(v) => field.onChange(v === 'arrendatario')}
                  aria-label="Ocupa el local como"
                  disabled={!editable || field.disabled}
                  {...a}
                >
                  <Opcion id="mercado-concesionario" value="concesionario" etiqueta="Concesionario" />
                  <Opcion id="mercado-arrendatario" value="arrendatario" etiqueta="Arrendatario" />
                </RadioGroup>
              )}
            </Grupo>
          )}
        />
        <Campo etiqueta="Mes de pago de piso" error={msg('mes_pago_piso_f')} requerido ayuda="Mes hasta el que está pagado el derecho de piso del local.">
          {(ctl) => (
            <SelectId nombre="mes_pago_piso_f" control={ctl} disabled={!editable} texto>
              <Opciones items={meses.data} vacio={meses.isPending ? 'Cargando…' : 'Seleccione el mes'} />
            </SelectId>
          )}
        </Campo>
      </div>
    </section>
  );
}
