import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Campo } from '../components/ui/form-field';
import { Textarea } from '../components/ui/textarea';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { Activo, Barra, Buscador, DialogoEdicion, PiePaginado, usePaginado } from './comun';
import { qkCatalogos, useConvenios, type Convenio } from './consultas';
import type { z } from 'zod';
import { convenioBody } from './esquemas';
import { BotonEditar, PieFormulario, TablaCatalogo, type Columna } from './tabla';

type Entrada = z.input<typeof convenioBody>;
type ConvenioForm = z.output<typeof convenioBody>;

const COLUMNAS: readonly Columna<Convenio>[] = [
  { titulo: 'Clave', encabezado: 'w-20', clase: 'tabular-nums', celda: (c) => c.id },
  { titulo: 'Descripción', clase: 'font-medium', celda: (c) => c.descripcion },
  { titulo: 'Estatus', celda: (c) => <Activo valor={c.activo} /> },
];

/** 'Convenios': the agreements a licence may be registered under; only active ones are offered. */
export function ConveniosCatalogo() {
  const convenios = useConvenios();
  const p = usePaginado(convenios.data ?? [], (c) => c.descripcion);
  // undefined: closed; null: a new agreement; an agreement: editing it.
  const [editando, setEditando] = useState<Convenio | null | undefined>(undefined);

  return (
    <section className="flex flex-col gap-4" aria-label="Convenios">
      <Barra
        accion={
          <Button onClick={() => setEditando(null)}>
            <Plus aria-hidden="true" />
            Nuevo convenio
          </Button>
        }
      >
        <Buscador valor={p.busqueda} alCambiar={p.buscar} ayuda="Descripción del convenio" />
      </Barra>
      <TablaCatalogo
        titulo="Convenios"
        cargando={convenios.isLoading}
        filasCarga={4}
        columnas={COLUMNAS}
        filas={p.visibles}
        clave={(c) => c.id}
        acciones={(c) => <BotonEditar etiqueta={`Editar convenio ${c.id}`} alClic={() => setEditando(c)} />}
      />
      <PiePaginado pagina={p.pagina} ultima={p.ultima} irA={p.irA} />
      <DialogoEdicion
        editando={editando}
        cerrar={() => setEditando(undefined)}
        titulos={{ nuevo: 'Nuevo convenio', editar: 'Editar convenio' }}
        descripcion="Solo los convenios activos se ofrecen al registrar un convenio de una licencia."
        clave={(c) => c.id}
      >
        {(c) => <FormularioConvenio convenio={c} alTerminar={() => setEditando(undefined)} />}
      </DialogoEdicion>
    </section>
  );
}

function FormularioConvenio({ convenio, alTerminar }: { convenio: Convenio | null; alTerminar: () => void }) {
  const { register, control, handleSubmit, setError, formState } = useForm<Entrada, unknown, ConvenioForm>({
    resolver: zodResolver(convenioBody),
    defaultValues: { descripcion: convenio?.descripcion ?? '', activo: convenio?.activo ?? true },
  });
  const guardar = useAccion({
    llamar: (v: ConvenioForm) => (convenio ? api.put<unknown>(`/api/catalogos/convenios/${convenio.id}`, v) : api.post<unknown>('/api/catalogos/convenios', v)),
    invalidar: [qkCatalogos.convenios],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label={convenio ? 'Editar convenio' : 'Nuevo convenio'}>
      <Campo etiqueta="Descripción" error={formState.errors.descripcion?.message} requerido>
        {(c) => <Textarea {...c} rows={3} {...register('descripcion')} />}
      </Campo>
      <Controller
        control={control}
        name="activo"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox id="convenio-activo" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            <label htmlFor="convenio-activo" className="text-sm">
              Activo
            </label>
          </div>
        )}
      />
      <PieFormulario cancelar={alTerminar} ocupado={guardar.ocupado || formState.isSubmitting} />
    </form>
  );
}
