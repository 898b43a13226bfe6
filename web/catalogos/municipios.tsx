import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { Barra, Buscador, DialogoEdicion, PiePaginado, usePaginado } from './comun';
import { ENTIDAD_QUINTANA_ROO, qkCatalogos, useMunicipios, type Municipio } from './consultas';
import type { z } from 'zod';
import { municipioCrearBody } from './esquemas';
import { BotonEditar, PieFormulario, TablaCatalogo, type Columna } from './tabla';

type Entrada = z.input<typeof municipioCrearBody>;
type MunicipioForm = z.output<typeof municipioCrearBody>;

const COLUMNAS: readonly Columna<Municipio>[] = [
  { titulo: 'Clave', encabezado: 'w-24', clase: 'tabular-nums', celda: (m) => m.id },
  { titulo: 'Nombre', clase: 'font-medium', celda: (m) => m.label },
  { titulo: 'Localidades', encabezado: 'text-right', clase: 'text-right tabular-nums', celda: (m) => m.localidades },
];

/** 'Municipios' of Quintana Roo (INEGI keys): the address forms' first choice after the state. */
export function MunicipiosCatalogo() {
  const municipios = useMunicipios();
  const p = usePaginado(municipios.data ?? [], (m) => `${m.id} ${m.label}`);
  // undefined: closed; null: a new municipality; a municipality: editing it.
  const [editando, setEditando] = useState<Municipio | null | undefined>(undefined);

  return (
    <section className="flex flex-col gap-4" aria-label="Municipios">
      <Barra
        accion={
          <Button onClick={() => setEditando(null)}>
            <Plus aria-hidden="true" />
            Nuevo municipio
          </Button>
        }
      >
        <Buscador valor={p.busqueda} alCambiar={p.buscar} ayuda="Clave o nombre del municipio" />
      </Barra>
      <TablaCatalogo
        titulo="Municipios de Quintana Roo"
        cargando={municipios.isLoading}
        columnas={COLUMNAS}
        filas={p.visibles}
        clave={(m) => m.id}
        acciones={(m) => <BotonEditar etiqueta={`Editar ${m.label}`} alClic={() => setEditando(m)} />}
      />
      <PiePaginado pagina={p.pagina} ultima={p.ultima} irA={p.irA} />
      <DialogoEdicion
        editando={editando}
        cerrar={() => setEditando(undefined)}
        titulos={{ nuevo: 'Nuevo municipio', editar: 'Editar municipio' }}
        descripcion="Clave INEGI y nombre del municipio de Quintana Roo."
        clave={(m) => m.id}
      >
        {(m) => <FormularioMunicipio municipio={m} alTerminar={() => setEditando(undefined)} />}
      </DialogoEdicion>
    </section>
  );
}

function FormularioMunicipio({ municipio, alTerminar }: { municipio: Municipio | null; alTerminar: () => void }) {
  // One schema for both: editing keeps the key read-only (a disabled field would not be submitted).
  const { register, handleSubmit, setError, formState } = useForm<Entrada, unknown, MunicipioForm>({
    resolver: zodResolver(municipioCrearBody),
    defaultValues: { id: municipio ? String(municipio.id) : '', entidad_id: ENTIDAD_QUINTANA_ROO, label: municipio?.label ?? '' },
  });
  const guardar = useAccion({
    llamar: (v: MunicipioForm) =>
      municipio
        ? api.put<unknown>(`/api/catalogos/municipios/${municipio.id}`, { label: v.label })
        : api.post<unknown>('/api/catalogos/municipios', v),
    invalidar: [qkCatalogos.municipios],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  const e = formState.errors;
  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label={municipio ? 'Editar municipio' : 'Nuevo municipio'}>
      <Campo etiqueta="Clave" error={e.id?.message} requerido={!municipio} ayuda={municipio ? 'La clave INEGI no cambia.' : undefined}>
        {(c) => <Input {...c} inputMode="numeric" autoComplete="off" readOnly={Boolean(municipio)} {...register('id')} />}
      </Campo>
      <Campo etiqueta="Nombre" error={e.label?.message} requerido>
        {(c) => <Input {...c} autoComplete="off" className="uppercase" {...register('label')} />}
      </Campo>
      <PieFormulario cancelar={alTerminar} ocupado={guardar.ocupado || formState.isSubmitting} />
    </form>
  );
}
