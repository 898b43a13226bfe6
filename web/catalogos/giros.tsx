import { useEffect, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Campo, Grupo, MensajeError } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { Select } from '../components/ui/select';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { Activo, AvisoVigencia, Barra, Buscador, DialogoEdicion, PiePaginado, SiNo, usePaginado } from './comun';
import { qkCatalogos, useGiros, type Giro } from './consultas';
import type { z } from 'zod';
import { ETIQUETA_RIESGO, giroEditarBody, TIPOS_PATENTE } from './esquemas';
import { BotonEditar, PieFormulario, TablaCatalogo, type Columna } from './tabla';

type Entrada = z.input<typeof giroEditarBody>;
type GiroForm = z.output<typeof giroEditarBody>;

const COLUMNAS: readonly Columna<Giro>[] = [
  { titulo: 'Clave', encabezado: 'w-20', clase: 'tabular-nums', celda: (g) => g.giro_id },
  { titulo: 'Nombre', clase: 'font-medium', celda: (g) => g.nombre },
  { titulo: 'Requiere patente', celda: (g) => <SiNo valor={g.req_patente === 'SI'} /> },
  { titulo: 'Riesgo', celda: (g) => ETIQUETA_RIESGO[g.riesgo] },
  { titulo: 'SARE', celda: (g) => <SiNo valor={g.sare} /> },
  { titulo: 'Estatus', celda: (g) => <Activo valor={g.activo} /> },
];

/** 'Giros': the activities of the licence form, with the flags its rules read (patente, riesgo, SARE). */
export function GirosCatalogo() {
  const giros = useGiros();
  const p = usePaginado(giros.data ?? [], (g) => `${g.giro_id} ${g.nombre}`);
  // undefined: closed; null: a new activity; an activity: editing it.
  const [editando, setEditando] = useState<Giro | null | undefined>(undefined);

  return (
    <section className="flex flex-col gap-4" aria-label="Giros">
      <AvisoVigencia />
      <Barra
        accion={
          <Button onClick={() => setEditando(null)}>
            <Plus aria-hidden="true" />
            Nuevo giro
          </Button>
        }
      >
        <Buscador valor={p.busqueda} alCambiar={p.buscar} ayuda="Clave o nombre del giro" />
      </Barra>
      <TablaCatalogo
        titulo="Giros"
        cargando={giros.isLoading}
        filasCarga={6}
        columnas={COLUMNAS}
        filas={p.visibles}
        clave={(g) => g.giro_id}
        acciones={(g) => <BotonEditar etiqueta={`Editar ${g.nombre}`} alClic={() => setEditando(g)} />}
      />
      <PiePaginado pagina={p.pagina} ultima={p.ultima} irA={p.irA} />
      <DialogoEdicion
        editando={editando}
        cerrar={() => setEditando(undefined)}
        titulos={{ nuevo: 'Nuevo giro', editar: 'Editar giro' }}
        descripcion="El giro con sus reglas: patente de bebidas alcohólicas, riesgo y SARE."
        clave={(g) => g.giro_id}
      >
        {(g) => <FormularioGiro giro={g} alTerminar={() => setEditando(undefined)} />}
      </DialogoEdicion>
    </section>
  );
}

function FormularioGiro({ giro, alTerminar }: { giro: Giro | null; alTerminar: () => void }) {
  const { register, control, handleSubmit, setError, setValue, formState, watch } = useForm<Entrada, unknown, GiroForm>({
    resolver: zodResolver(giroEditarBody),
    defaultValues: giro
      ? { nombre: giro.nombre, req_patente: giro.req_patente, riesgo: giro.riesgo, sare: giro.sare, tipo_patente: giro.tipo_patente as Entrada['tipo_patente'], activo: giro.activo }
      : { nombre: '', req_patente: 'NO', riesgo: 'bajo', sare: true, tipo_patente: null, activo: true },
  });
  const guardar = useAccion({
    llamar: (v: GiroForm) => {
      // One schema for both (a new activity starts active); the creation body has no `activo`.
      const { activo, ...cuerpo } = v;
      return giro ? api.put<unknown>(`/api/catalogos/giros/${giro.giro_id}`, { ...cuerpo, activo }) : api.post<unknown>('/api/catalogos/giros', cuerpo);
    },
    invalidar: [qkCatalogos.giros],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  const e = formState.errors;
  const conPatente = watch('req_patente') === 'SI';
  // spec 1 §1: SARE is for activities without alcohol nor harmful waste; the box follows the other
  // two answers instead of leaving an error the person did not cause.
  const sinSare = conPatente || watch('riesgo') === 'alto';
  useEffect(() => {
    if (sinSare) setValue('sare', false);
  }, [sinSare, setValue]);

  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label={giro ? 'Editar giro' : 'Nuevo giro'}>
      <Campo etiqueta="Nombre" error={e.nombre?.message} requerido>
        {(c) => <Input {...c} autoComplete="off" className="uppercase" {...register('nombre')} />}
      </Campo>
      <Grupo leyenda="Requiere patente de bebidas alcohólicas" error={e.req_patente?.message}>
        {(g) => (
          <Controller
            control={control}
            name="req_patente"
            render={({ field }) => (
              <RadioGroup {...g} aria-label="Requiere patente de bebidas alcohólicas" value={field.value} onValueChange={field.onChange}>
                <Opcion id="giro-patente-si" value="SI" etiqueta="SI" />
                <Opcion id="giro-patente-no" value="NO" etiqueta="NO" />
              </RadioGroup>
            )}
          />
        )}
      </Grupo>
      {conPatente ? (
        <Campo etiqueta="Tipo de patente" error={e.tipo_patente?.message} ayuda="Define los horarios extraordinarios del giro" requerido>
          {(c) => (
            <Select {...c} {...register('tipo_patente', { setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)) })}>
              <option value="">Seleccione…</option>
              {TIPOS_PATENTE.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.label}
                </option>
              ))}
            </Select>
          )}
        </Campo>
      ) : null}
      <Campo etiqueta="Riesgo" error={e.riesgo?.message} ayuda="Alto: genera residuos peligrosos o maneja combustibles o solventes">
        {(c) => (
          <Select {...c} {...register('riesgo')}>
            {Object.entries(ETIQUETA_RIESGO).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </Select>
        )}
      </Campo>
      <Casilla control={control} nombre="sare" etiqueta="Apto para SARE (apertura rápida)" error={e.sare?.message} deshabilitada={sinSare} />
      {giro ? <Casilla control={control} nombre="activo" etiqueta="Activo (se ofrece en las solicitudes)" /> : null}
      <PieFormulario cancelar={alTerminar} ocupado={guardar.ocupado || formState.isSubmitting} />
    </form>
  );
}

function Casilla({ control, nombre, etiqueta, error, deshabilitada }: { control: Control<Entrada, unknown, GiroForm>; nombre: 'sare' | 'activo'; etiqueta: string; error?: string; deshabilitada?: boolean }) {
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field }) => (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`giro-${nombre}`}
              checked={field.value === true}
              disabled={deshabilitada}
              onCheckedChange={(v) => field.onChange(v === true)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `giro-${nombre}-error` : undefined}
            />
            <label htmlFor={`giro-${nombre}`} className="text-sm">
              {etiqueta}
            </label>
          </div>
          <MensajeError id={`giro-${nombre}-error`} mensaje={error} />
        </div>
      )}
    />
  );
}
