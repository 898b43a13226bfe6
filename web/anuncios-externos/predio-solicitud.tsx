import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { slotsQueSeLimpian } from '../../domain/anuncios/reglas';
import { ArchivosAnuncio, useTiposPropiedadAnuncio, type ArchivoExistente } from '../anuncios/comun';
import { Casilla } from '../anuncios/comun/controles';
import { Dato } from '../components/ui/dato';
import { Campo, Grupo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { errorEn } from '../lib/formularios';
import { SeccionPredial } from '../tramite/predio/seccion-predial';
import type { ClaveCatastral } from '../tramite/predio/use-clave-catastral';
import type { DomicilioAnuncio } from './tipos';
import type { FormSolicitudExterna } from './valores';

interface PropsPredial {
  clave: ClaveCatastral;
  /** a new request may change its key or go without one; a stored request keeps its own */
  claveFija: boolean;
  /** the 'No cuento con clave catastral' tick and the identification may change (a new request) */
  editable: boolean;
  /** the key is being looked up now (a new request, or another sign of a stored one): its state and 'Pagar predial' show */
  consultando: boolean;
}

/**
 * spec 3 §5.1 for a public-road sign: the key with its cadastre and property-tax lookup and 'Pagar
 * predial' (the shared section), or 'No cuento con clave catastral' with how the property is identified.
 */
export function PredialSolicitud({ clave, claveFija, editable, consultando }: PropsPredial) {
  const { register, setValue, formState } = useFormContext<FormSolicitudExterna>();
  const id = useId();
  const noFolio = useWatch<FormSolicitudExterna, 'no_folio'>({ name: 'no_folio' }) === true;
  const o = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const alternativas = claveFija ? undefined : (
    <Casilla
      nombre="no_folio"
      id={`${id}-sin-clave`}
      etiqueta={M.sinClaveCatastral}
      disabled={!editable}
      alCambiar={(v) => {
        // Without a key the address is typed; with one it comes from the cadastre again.
        setValue('clave_catastral', '', o);
        setValue('domicilio', null, o);
        if (!v) setValue('identificacion_predio', null, o);
      }}
    />
  );
  const campo = { registro: register('clave_catastral'), error: errorEn(formState.errors, 'clave_catastral'), textoLibre: noFolio, fija: claveFija || noFolio };
  return (
    <SeccionPredial editable={consultando && !noFolio} clave={clave} campo={campo} alternativas={alternativas}>
      {noFolio ? (
        <Campo etiqueta="Identificación del predio" requerido error={errorEn(formState.errors, 'identificacion_predio')} ayuda="Describa cómo se identifica el predio: manzana, lote, referencias o número de escritura.">
          {(c) => <Input {...c} disabled={!editable} maxLength={250} {...register('identificacion_predio')} />}
        </Campo>
      ) : null}
    </SeccionPredial>
  );
}

const CAMPOS_TECLEADOS = [
  ['cp', 'Código postal', true],
  ['localidad', 'Localidad', true],
  ['colonia', 'Colonia', true],
  ['calle', 'Calle', true],
  ['numero_exterior', 'Número exterior', true],
] as const;

/** The property's address: the cadastre's (read only) with a key; typed without one. Interior number and references always. */
function DomicilioPredio({ editable }: { editable: boolean }) {
  const { register, formState } = useFormContext<FormSolicitudExterna>();
  const noFolio = useWatch<FormSolicitudExterna, 'no_folio'>({ name: 'no_folio' }) === true;
  const d = useWatch<FormSolicitudExterna, 'domicilio'>({ name: 'domicilio' }) as DomicilioAnuncio | null | undefined;
  const e = (c: string) => errorEn(formState.errors, `domicilio.${c}`);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Domicilio del predio</legend>
      {noFolio ? (
        <div className="grid items-start gap-3 sm:grid-cols-2">
          {CAMPOS_TECLEADOS.map(([c, etiqueta, requerido]) => (
            <Campo key={c} etiqueta={etiqueta} requerido={requerido} error={e(c)}>
              {(ctl) => <Input {...ctl} disabled={!editable} maxLength={c === 'cp' ? 5 : 120} inputMode={c === 'cp' ? 'numeric' : undefined} {...register(`domicilio.${c}`)} />}
            </Campo>
          ))}
        </div>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Dato etiqueta="Calle">{[d?.calle, d?.numero_exterior].filter(Boolean).join(' ')}</Dato>
          <Dato etiqueta="Colonia">{d?.colonia}</Dato>
          <Dato etiqueta="Localidad">{d?.localidad}</Dato>
          <Dato etiqueta="Código postal">{d?.cp}</Dato>
        </dl>
      )}
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <Campo etiqueta="Número interior" error={e('numero_interior')}>
          {(ctl) => <Input {...ctl} disabled={!editable} maxLength={20} {...register('domicilio.numero_interior')} />}
        </Campo>
        <Campo etiqueta="Referencias" error={e('referencias')} ayuda="Entre qué calles o junto a qué se instalará el anuncio.">
          {(ctl) => <Input {...ctl} disabled={!editable} maxLength={250} {...register('domicilio.referencias')} />}
        </Campo>
      </div>
    </fieldset>
  );
}

interface PropsDatos {
  editable: boolean;
  slots: readonly string[];
  requeridos: readonly string[];
  existentes: Record<string, ArchivoExistente>;
}

/** The request's own data (spec 3 §3.2): owned or leased with its document, the address, the cadastral certificate. */
export function DatosPredio({ editable, slots, requeridos, existentes }: PropsDatos) {
  const { control, setValue, formState } = useFormContext<FormSolicitudExterna>();
  const propiedades = useTiposPropiedadAnuncio();
  const id = useId();
  const cambiarPropiedad = (p: number) => {
    // spec 3 §5.2: switching clears the other's file.
    for (const s of slotsQueSeLimpian('externo', p)) setValue(`archivos.${s}`, existentes[s] ? null : undefined, { shouldDirty: true });
  };
  return (
    <div className="flex flex-col gap-4">
      <Grupo leyenda="El predio donde se instala el anuncio es" requerido error={errorEn(formState.errors, 'tipo_propiedad_id')}>
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
                onValueChange={(t) => {
                  const p = Number(t);
                  field.onChange(p);
                  cambiarPropiedad(p);
                }}
              >
                {(propiedades.data ?? []).map((p) => (
                  <Opcion key={p.id} id={`${id}-${p.id}`} value={String(p.id)} etiqueta={p.label} disabled={!editable} />
                ))}
              </RadioGroup>
            )}
          />
        )}
      </Grupo>
      <DomicilioPredio editable={editable} />
      {slots.length ? <ArchivosAnuncio slots={slots} requeridos={requeridos} existentes={existentes} deshabilitado={!editable} /> : null}
    </div>
  );
}
