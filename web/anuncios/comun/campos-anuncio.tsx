import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { periodosRenovacion, puedeElegirPeriodos } from '../../../domain/anuncios/reglas';
import { hoyCancun } from '../../../domain/tramite/fechas';
import { Checkbox } from '../../components/ui/checkbox';
import { Campo, Grupo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { errorEn } from '../../lib/formularios';
import { Casilla } from './controles';

interface Props {
  deshabilitado?: boolean;
  /** establishment signs: 'the sign is not at the establishment' reveals the address */
  conOtroDomicilio?: boolean;
}

/** spec 3 §5.2: renewal periods are chosen only in December, among this year and the two before. */
function Periodos({ deshabilitado }: { deshabilitado: boolean }) {
  const { control, formState } = useFormContext();
  const hoy = hoyCancun();
  const id = useId();
  if (!puedeElegirPeriodos(hoy)) {
    return <p className="text-sm text-muted-foreground">Los periodos de renovación solo pueden elegirse en diciembre; la renovación se hace por el año en curso.</p>;
  }
  const periodos = periodosRenovacion(hoy);
  return (
    <Grupo leyenda="Periodos de renovación" error={errorEn(formState.errors, 'periodo_renovacion')}>
      {() => (
        <Controller
          control={control}
          name="periodo_renovacion"
          render={({ field }) => {
            const elegidos: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
            return (
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {periodos.map((p) => (
                  <div key={p} className="flex items-center gap-2">
                    <Checkbox
                      id={`${id}-${p}`}
                      checked={elegidos.includes(p)}
                      disabled={deshabilitado}
                      onCheckedChange={(v) => field.onChange(v === true ? [...elegidos, p].sort() : elegidos.filter((x) => x !== p))}
                    />
                    <label htmlFor={`${id}-${p}`} className="text-sm">
                      {p}
                    </label>
                  </div>
                ))}
              </div>
            );
          }}
        />
      )}
    </Grupo>
  );
}

/** The address of a sign away from the establishment (spec 1 §7.6 domicilio). */
function DomicilioAnuncio({ deshabilitado }: { deshabilitado: boolean }) {
  const { register, formState } = useFormContext();
  const e = (c: string) => errorEn(formState.errors, `domicilio.${c}`);
  const campo = (c: string, etiqueta: string, requerido = false, extra: Record<string, unknown> = {}) => (
    <Campo etiqueta={etiqueta} requerido={requerido} error={e(c)}>
      {(ctl) => <Input {...ctl} disabled={deshabilitado} {...extra} {...register(`domicilio.${c}`)} />}
    </Campo>
  );
  return (
    <fieldset className="grid items-start gap-3 rounded-lg border border-border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Domicilio del anuncio</legend>
      {campo('cp', 'Código postal', true, { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' })}
      {campo('localidad', 'Localidad', true)}
      {campo('colonia', 'Colonia', true)}
      {campo('calle', 'Calle', true)}
      {campo('numero_exterior', 'Número exterior', true)}
      {campo('numero_interior', 'Número interior')}
      <div className="sm:col-span-2">{campo('referencias', 'Referencias')}</div>
    </fieldset>
  );
}

/**
 * The sign's own fields (spec 3 §3.1, §5.2): forma de instalación (required) and tipo de
 * instalación, lit, content, temporary with its start and end dates, whether it changed (and how),
 * the renewal block (periods only in December) and, for establishment signs, 'not at the
 * establishment' with its address.
 */
export function CamposAnuncio({ deshabilitado = false, conOtroDomicilio = false }: Props) {
  const { register, control, setValue, formState } = useFormContext();
  const e = (c: string) => errorEn(formState.errors, c);
  const temporal = useWatch({ control, name: 'temporal' }) === true;
  const cambio = useWatch({ control, name: 'tiene_cambio' }) === true;
  const renovacion = useWatch({ control, name: 'renovacion' }) === true;
  const otro = useWatch({ control, name: 'otro_domicilio' }) === true;
  const id = useId();
  const op = { shouldDirty: true };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <Campo etiqueta="Forma de instalación" requerido error={e('forma_instalacion')} ayuda="Por ejemplo: atornillado a la fachada, sobre estructura propia.">
          {(c) => <Input {...c} disabled={deshabilitado} {...register('forma_instalacion')} />}
        </Campo>
        <Campo etiqueta="Tipo de instalación" error={e('tipo_instalacion')}>
          {(c) => <Input {...c} disabled={deshabilitado} {...register('tipo_instalacion')} />}
        </Campo>
        <Campo etiqueta="Contenido" error={e('contenido')} ayuda="El texto o la imagen que muestra el anuncio." className="sm:col-span-2">
          {(c) => <Textarea {...c} rows={2} disabled={deshabilitado} {...register('contenido')} />}
        </Campo>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <Casilla nombre="iluminado" etiqueta="Iluminado" id={`${id}-ilum`} disabled={deshabilitado} />
        <Casilla
          nombre="temporal"
          etiqueta="Temporal"
          id={`${id}-temp`}
          disabled={deshabilitado}
          alCambiar={(v) => {
            if (!v) {
              setValue('fecha_inicio', null, op);
              setValue('fecha_fin', null, op);
            }
          }}
        />
        <Casilla nombre="tiene_cambio" etiqueta="El anuncio tiene cambios" id={`${id}-cambio`} disabled={deshabilitado} alCambiar={(v) => !v && setValue('cambio_texto', null, op)} />
        <Casilla nombre="renovacion" etiqueta="Renovación de un permiso anterior" id={`${id}-renov`} disabled={deshabilitado} alCambiar={(v) => !v && setValue('periodo_renovacion', [], op)} />
        {conOtroDomicilio ? (
          <Casilla nombre="otro_domicilio" etiqueta="El anuncio no está en el establecimiento" id={`${id}-otro`} disabled={deshabilitado} alCambiar={(v) => !v && setValue('domicilio', null, op)} />
        ) : null}
      </div>
      {temporal ? (
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <Campo etiqueta="Fecha de inicio" requerido error={e('fecha_inicio')}>
            {(c) => <Input {...c} type="date" disabled={deshabilitado} {...register('fecha_inicio', { setValueAs: (v: unknown) => (v ? v : null) })} />}
          </Campo>
          <Campo etiqueta="Fecha final" requerido error={e('fecha_fin')}>
            {(c) => <Input {...c} type="date" disabled={deshabilitado} {...register('fecha_fin', { setValueAs: (v: unknown) => (v ? v : null) })} />}
          </Campo>
        </div>
      ) : null}
      {cambio ? (
        <Campo etiqueta="Describa el cambio" requerido error={e('cambio_texto')}>
          {(c) => <Textarea {...c} rows={2} disabled={deshabilitado} {...register('cambio_texto')} />}
        </Campo>
      ) : null}
      {renovacion ? <Periodos deshabilitado={deshabilitado} /> : null}
      {conOtroDomicilio && otro ? <DomicilioAnuncio deshabilitado={deshabilitado} /> : null}
    </div>
  );
}
