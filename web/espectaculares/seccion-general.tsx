import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { nombreTipoAnuncio } from '../../domain/anuncios/catalogos';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { TIPOS_ESPECTACULAR, TIPOS_PROPIEDAD_DICTAMEN } from '../../domain/dictamenes/reglas';
import { Casilla, SelectNumero } from '../anuncios/comun/controles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Campo, Grupo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { Textarea } from '../components/ui/textarea';
import { errorEn } from '../lib/formularios';
import { SeccionPredial } from '../tramite/predio/seccion-predial';
import type { ClaveCatastral } from '../tramite/predio/use-clave-catastral';
import type { FormEspectacular } from './valores';

interface PropsPredio {
  clave: ClaveCatastral;
  /** a new request: the key may be typed, or 'No cuento con clave catastral' ticked */
  nueva: boolean;
  editable: boolean;
  /** the key is looked up now (a new request that has not ticked 'No cuento con clave catastral') */
  consultando: boolean;
}

/**
 * spec 3 §5.1 for a billboard: the key with its cadastre and property-tax lookup ('Pagar predial',
 * 'Pagar en línea'), and — only on a new request — 'No cuento con clave catastral'.
 */
function PredioEspectacular({ clave, nueva, editable, consultando }: PropsPredio) {
  const { register, setValue, formState } = useFormContext<FormEspectacular>();
  const id = useId();
  const noFolio = useWatch<FormEspectacular, 'no_folio'>({ name: 'no_folio' }) === true;
  const alternativas = nueva ? (
    <Casilla
      nombre="no_folio"
      id={`${id}-sin-clave`}
      etiqueta={M.sinClaveCatastral}
      disabled={!editable}
      alCambiar={() => setValue('clave_catastral', '', { shouldDirty: true, shouldValidate: formState.isSubmitted })}
    />
  ) : undefined;
  const campo = { registro: register('clave_catastral'), error: errorEn(formState.errors, 'clave_catastral'), fija: !nueva || noFolio || !editable };
  return <SeccionPredial editable={consultando && !noFolio} clave={clave} campo={campo} alternativas={alternativas} />;
}

/** Propio or Arrendamiento (spec 3 §9); leased asks for the lease contract. */
function TipoPropiedad({ editable }: { editable: boolean }) {
  const { control, formState } = useFormContext<FormEspectacular>();
  const id = useId();
  return (
    <Grupo leyenda="El predio donde se instala el anuncio es" requerido error={errorEn(formState.errors, 'tipo_propiedad_id')} className="sm:col-span-2 lg:col-span-3">
      {(a) => (
        <Controller
          control={control}
          name="tipo_propiedad_id"
          render={({ field }) => (
            <RadioGroup
              {...a}
              ref={field.ref}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              disabled={!editable}
              onValueChange={(t) => field.onChange(Number(t))}
            >
              {TIPOS_PROPIEDAD_DICTAMEN.map((p) => (
                <Opcion key={p.id} id={`${id}-${p.id}`} value={String(p.id)} etiqueta={p.descripcion} disabled={!editable} />
              ))}
            </RadioGroup>
          )}
        />
      )}
    </Grupo>
  );
}

interface Props extends PropsPredio {
  folio: string | null;
  /** the rest of the section opens once the key is settled (found with its tax paid, or no key) */
  abierta: boolean;
}

/**
 * Información General (spec 3 §2.6): Folio (read only), the key, the sign type (only 2, 3, 4, 5 and
 * 10, spec 3 §5.4), Altura (mts.), Vistas, Referencias — the three required — whether it is lit
 * and whether the property is owned or leased.
 */
export function SeccionGeneral({ folio, clave, nueva, editable, consultando, abierta }: Props) {
  const { register, formState } = useFormContext<FormEspectacular>();
  const id = useId();
  const e = (c: string) => errorEn(formState.errors, c);
  const activo = editable && abierta;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{M.informacionGeneral}</CardTitle>
        <CardDescription>Los campos marcados con * son obligatorios.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Campo etiqueta="Folio" className="sm:max-w-xs" ayuda={folio ? undefined : 'Se asigna al guardar la solicitud.'}>
          {(c) => <Input {...c} value={folio ?? ''} readOnly aria-readonly className="font-mono" />}
        </Campo>
        <PredioEspectacular clave={clave} nueva={nueva} editable={editable} consultando={consultando} />
        <fieldset disabled={!activo} className="m-0 grid min-w-0 items-start gap-4 border-0 p-0 sm:grid-cols-2 lg:grid-cols-3">
          <Campo etiqueta={M.tipoAnuncio} requerido error={e('tipo_anuncio_id')}>
            {(c) => (
              <SelectNumero nombre="tipo_anuncio_id" control={c} disabled={!activo}>
                <option value="">Seleccione un tipo de anuncio</option>
                {TIPOS_ESPECTACULAR.map((t) => (
                  <option key={t} value={t}>
                    {nombreTipoAnuncio(t)}
                  </option>
                ))}
              </SelectNumero>
            )}
          </Campo>
          <Campo etiqueta={M.alturaMts} requerido error={e('altura_mts')}>
            {(c) => <Input {...c} type="number" inputMode="decimal" step="0.01" min={0} {...register('altura_mts')} />}
          </Campo>
          <Campo etiqueta={M.vistas} requerido error={e('vistas')} ayuda="Número de caras visibles del anuncio.">
            {(c) => <Input {...c} type="number" inputMode="numeric" step="1" min={1} {...register('vistas')} />}
          </Campo>
          <Campo etiqueta={M.referencias} requerido error={e('referencias')} className="sm:col-span-2 lg:col-span-3" ayuda="Entre qué calles o junto a qué se instala el anuncio.">
            {(c) => <Textarea {...c} rows={2} maxLength={500} {...register('referencias')} />}
          </Campo>
          <div className="sm:col-span-2 lg:col-span-3">
            <Casilla nombre="luminoso" id={`${id}-luminoso`} etiqueta={M.luminoso} disabled={!activo} />
          </div>
          <TipoPropiedad editable={activo} />
        </fieldset>
      </CardContent>
    </Card>
  );
}
