import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { z } from 'zod';
import { puntoListaCrearBody, puntoListaEditarBody, type puntoListaSchema } from '../../domain/visitas/catalogo';
import { CLAVES_TIPO_VISITA, TIPOS_VISITA, type TipoVisita } from '../../domain/visitas/tipos';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Select } from '../components/ui/select';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { Activo, Barra, DialogoEdicion } from './comun';
import { BotonEditar, PieFormulario, TablaCatalogo, type Columna } from './tabla';

type Punto = z.output<typeof puntoListaSchema>;
const qkListas = (tipo: string) => ['catalogos-admin', 'listas-verificacion', tipo] as const;

const COLUMNAS: readonly Columna<Punto>[] = [
  { titulo: 'Orden', encabezado: 'w-20', clase: 'tabular-nums', celda: (p) => p.orden },
  { titulo: 'Punto a verificar', clase: 'font-medium', celda: (p) => p.pregunta },
  { titulo: 'Estatus', celda: (p) => <Activo valor={p.activo} /> },
];

/** 'Listas de verificación': what a brigadista checks on a visit of each type; a visit keeps the list it was ordered with. */
export function ListasCatalogo() {
  const [tipo, setTipo] = useState<TipoVisita>('proteccion_civil');
  const puntos = useQuery({ queryKey: qkListas(tipo), queryFn: () => api.get<Punto[]>(`/api/catalogos/listas-verificacion?tipo=${tipo}`) });
  // undefined: closed; null: a new item; an item: editing it.
  const [editando, setEditando] = useState<Punto | null | undefined>(undefined);

  return (
    <section className="flex flex-col gap-4" aria-label="Listas de verificación">
      <Barra
        accion={
          <Button onClick={() => setEditando(null)}>
            <Plus aria-hidden="true" />
            Agregar punto
          </Button>
        }
      >
        <Campo etiqueta="Tipo de visita" className="min-w-64">
          {(c) => (
            <Select {...c} value={tipo} onChange={(e) => setTipo(e.target.value as TipoVisita)}>
              {CLAVES_TIPO_VISITA.map((t) => (
                <option key={t} value={t}>
                  {TIPOS_VISITA[t].nombre}
                </option>
              ))}
            </Select>
          )}
        </Campo>
      </Barra>
      <p className="text-sm text-muted-foreground">Los cambios aplican a las visitas que se ordenen a partir de hoy.</p>
      <TablaCatalogo
        titulo={`Lista de verificación de ${TIPOS_VISITA[tipo].nombre}`}
        cargando={puntos.isLoading}
        filasCarga={4}
        columnas={COLUMNAS}
        filas={puntos.data ?? []}
        clave={(p) => p.id}
        acciones={(p) => <BotonEditar etiqueta={`Editar ${p.pregunta}`} alClic={() => setEditando(p)} />}
      />
      <DialogoEdicion
        editando={editando}
        cerrar={() => setEditando(undefined)}
        titulos={{ nuevo: 'Nuevo punto', editar: 'Editar punto' }}
        descripcion={`Punto de la lista de verificación de ${TIPOS_VISITA[tipo].nombre}.`}
        clave={(p) => p.id}
      >
        {(p) => (p ? <FormularioEditar punto={p} alTerminar={() => setEditando(undefined)} /> : <FormularioNuevo tipo={tipo} alTerminar={() => setEditando(undefined)} />)}
      </DialogoEdicion>
    </section>
  );
}

function FormularioNuevo({ tipo, alTerminar }: { tipo: TipoVisita; alTerminar: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof puntoListaCrearBody>, unknown, z.output<typeof puntoListaCrearBody>>({
    resolver: zodResolver(puntoListaCrearBody),
    defaultValues: { tipo, pregunta: '' },
  });
  const guardar = useAccion({ llamar: (v: z.output<typeof puntoListaCrearBody>) => api.post<unknown>('/api/catalogos/listas-verificacion', v), invalidar: [qkListas(tipo)], setError });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label="Nuevo punto">
      <Campo etiqueta="Punto a verificar" error={formState.errors.pregunta?.message} requerido>
        {(c) => <Input {...c} autoComplete="off" {...register('pregunta')} />}
      </Campo>
      <PieFormulario cancelar={alTerminar} ocupado={guardar.ocupado || formState.isSubmitting} />
    </form>
  );
}

function FormularioEditar({ punto, alTerminar }: { punto: Punto; alTerminar: () => void }) {
  const { register, control, handleSubmit, setError, formState } = useForm<z.input<typeof puntoListaEditarBody>, unknown, z.output<typeof puntoListaEditarBody>>({
    resolver: zodResolver(puntoListaEditarBody),
    defaultValues: { pregunta: punto.pregunta, orden: punto.orden, activo: punto.activo },
  });
  const guardar = useAccion({
    llamar: (v: z.output<typeof puntoListaEditarBody>) => api.put<unknown>(`/api/catalogos/listas-verificacion/${punto.id}`, v),
    invalidar: [qkListas(punto.tipo)],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  const e = formState.errors;
  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label="Editar punto">
      <Campo etiqueta="Punto a verificar" error={e.pregunta?.message} requerido>
        {(c) => <Input {...c} autoComplete="off" {...register('pregunta')} />}
      </Campo>
      <Campo etiqueta="Orden" error={e.orden?.message} requerido>
        {(c) => <Input {...c} inputMode="numeric" autoComplete="off" {...register('orden')} />}
      </Campo>
      <Controller
        control={control}
        name="activo"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox id="punto-activo" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            <Label htmlFor="punto-activo">Activo (se incluye en las visitas nuevas)</Label>
          </div>
        )}
      />
      <PieFormulario cancelar={alTerminar} ocupado={guardar.ocupado || formState.isSubmitting} />
    </form>
  );
}
