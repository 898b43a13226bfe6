import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { RFC_LOOKUP_LENGTH } from '../../domain/common/catalogos';
import { MSG_EXTRA } from '../../domain/common/messages';
import { rfcDigitoCorrecto, rfcFormatoValido } from '../../domain/common/rfc';
import { mascaraTelefono } from '../../domain/common/telefono';
import { api } from '../lib/api';
import { errorEn } from '../lib/formularios';
import type { DatosOPB } from '../lib/tipos';
import { Alert } from '../components/ui/alert';
import { Campo, Grupo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { CurpInput, PhoneInput, RfcInput } from '../components/ui/masked-input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import type { ValoresPerfil } from './valores';

const CAMPOS_PADRON = ['nombre', 'apellido1', 'apellido2', 'telefono_movil'] as const;
type CampoPadron = (typeof CAMPOS_PADRON)[number];

/**
 * spec 1 §5.4: the municipal padrón fills the names of a 13-character RFC. The RFC is the account's
 * and cannot be edited, so the lookup runs once, when the form loads. Returns the fields it filled.
 */
function usePadronOpb(buscarAlCargar: boolean): CampoPadron[] {
  const { getValues, setValue } = useFormContext<ValoresPerfil>();
  const ultimo = useRef('');
  const [rellenados, setRellenados] = useState<CampoPadron[]>([]);

  const buscar = useCallback(
    async (rfc: string) => {
      if (rfc.length !== RFC_LOOKUP_LENGTH || rfc === ultimo.current) return;
      ultimo.current = rfc;
      try {
        const d = await api.post<DatosOPB | null>(`/api/contribuyentes/${encodeURIComponent(rfc)}/getDataOPB`, undefined, { silencioso: true, overlay: false });
        if (!d) return;
        // Only empty fields are filled: what the taxpayer typed wins.
        const puestos: CampoPadron[] = [];
        const poner = (campo: CampoPadron, valor: string | null | undefined) => {
          if (!valor || getValues(campo)) return;
          setValue(campo, valor, { shouldDirty: true, shouldValidate: false });
          puestos.push(campo);
        };
        poner('nombre', d.nombre);
        poner('apellido1', d.ap_paterno);
        poner('apellido2', d.ap_materno);
        poner('telefono_movil', d.telefono ? mascaraTelefono(d.telefono) : '');
        setRellenados(puestos);
      } catch {
        // lookups fail silently (spec 1 §8)
      }
    },
    [getValues, setValue],
  );

  useEffect(() => {
    if (buscarAlCargar && getValues('tipo_persona') === 1 && !getValues('nombre')) void buscar(getValues('rfc') ?? '');
  }, [buscarAlCargar, buscar, getValues]);

  return rellenados;
}

export function SeccionDatos({ editable, advertencias }: { editable: boolean; advertencias: string[] }) {
  const { register, control, watch, setValue, getValues, formState } = useFormContext<ValoresPerfil>();
  const e = formState.errors;
  const msg = (ruta: string) => errorEn(e, ruta);
  const tipo = watch('tipo_persona');
  const rfc = watch('rfc') ?? '';
  const rellenados = usePadronOpb(editable);
  // The padrón note is for the taxpayer who is about to save what it filled: only on an editable
  // form and while those values are unsaved (saving resets the form, so they are no longer dirty).
  const { dirtyFields } = useFormState({ control, name: [...CAMPOS_PADRON] });
  const notaPadron = editable && tipo === 1 && rellenados.some((c) => dirtyFields[c]);

  // The check-character warning never blocks; the API says the same in `advertencias`.
  const avisos = new Set(advertencias);
  if ((rfc.length === 12 || rfc.length === 13) && rfcFormatoValido(rfc) && !rfcDigitoCorrecto(rfc)) avisos.add(MSG_EXTRA.rfcDigitoAdvertencia);

  const cambiarTipo = (v: string) => {
    const t = Number(v) as 1 | 2;
    setValue('tipo_persona', t, { shouldDirty: true });
    if (t === 2) {
      (getValues('representantes') ?? []).forEach((_, i) => setValue(`representantes.${i}.es_representante_legal`, true, { shouldDirty: true }));
    }
  };

  return (
    <section aria-labelledby="titulo-datos" className="flex flex-col gap-4">
      <h2 id="titulo-datos" className="text-lg font-semibold">
        Datos del contribuyente
      </h2>
      <Controller
        control={control}
        name="tipo_persona"
        render={({ field }) => (
          <Grupo leyenda="Tipo de persona" error={msg('tipo_persona')} requerido>
            {(a) => (
              <RadioGroup value={String(field.value ?? '')} onValueChange={cambiarTipo} aria-label="Tipo de persona" disabled={!editable} {...a}>
                <Opcion id="tipo-persona-1" value="1" etiqueta="Persona física" />
                <Opcion id="tipo-persona-2" value="2" etiqueta="Persona moral" />
              </RadioGroup>
            )}
          </Grupo>
        )}
      />
      {[...avisos].map((a) => (
        <Alert key={a} variant="warning">
          {a}
        </Alert>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The API accepts only the account's RFC: shown, never edited. */}
        <Campo etiqueta="RFC" error={msg('rfc')} ayuda="El RFC es el de su cuenta.">
          {(c) => <RfcInput {...c} {...register('rfc')} readOnly aria-readonly="true" className="uppercase text-muted-foreground" />}
        </Campo>
        {tipo === 1 ? (
          <Campo etiqueta="CURP" error={msg('curp')} ayuda="18 caracteres">
            {(c) => <CurpInput {...c} {...register('curp')} />}
          </Campo>
        ) : null}
      </div>
      {notaPadron ? <p role="status" className="text-sm text-muted-foreground">Se completaron datos con la información del padrón municipal. Verifíquelos antes de guardar.</p> : null}
      {tipo === 2 ? (
        <Campo etiqueta="Razón social" error={msg('razon_social')} requerido>
          {(c) => <Input {...c} autoComplete="organization" {...register('razon_social')} />}
        </Campo>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <Campo etiqueta="Nombre(s)" error={msg('nombre')} requerido>
            {(c) => <Input {...c} autoComplete="given-name" {...register('nombre')} />}
          </Campo>
          <Campo etiqueta="Primer apellido" error={msg('apellido1')} requerido>
            {(c) => <Input {...c} autoComplete="family-name" {...register('apellido1')} />}
          </Campo>
          <Campo etiqueta="Segundo apellido" error={msg('apellido2')}>
            {(c) => <Input {...c} {...register('apellido2')} />}
          </Campo>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Campo etiqueta="Correo electrónico" error={msg('email')} requerido>
          {(c) => <Input {...c} type="email" autoComplete="email" {...register('email')} />}
        </Campo>
        <Campo etiqueta="Teléfono móvil" error={msg('telefono_movil')} requerido>
          {(c) => <PhoneInput {...c} {...register('telefono_movil')} />}
        </Campo>
        <Campo etiqueta="Teléfono fijo" error={msg('telefono_fijo')}>
          {(c) => <PhoneInput {...c} {...register('telefono_fijo')} />}
        </Campo>
        <Campo etiqueta="Teléfono de oficina" error={msg('telefono_oficina')}>
          {(c) => <PhoneInput {...c} {...register('telefono_oficina')} />}
        </Campo>
      </div>
    </section>
  );
}
