import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { Barra, Buscador, DialogoEdicion, PiePaginado, usePaginado } from './comun';
import { qkCatalogos, useLocalidades, useMunicipios, type Localidad } from './consultas';
import type { z } from 'zod';
import { localidadCrearBody } from './esquemas';
import { BotonEditar, PieFormulario, TablaCatalogo, type Columna } from './tabla';

type Entrada = z.input<typeof localidadCrearBody>;
type LocalidadForm = z.output<typeof localidadCrearBody>;

const COLUMNAS: readonly Columna<Localidad>[] = [
  { titulo: 'Clave', encabezado: 'w-24', clase: 'tabular-nums', celda: (l) => l.cve_loc },
  { titulo: 'Nombre', clase: 'font-medium', celda: (l) => l.label },
];

/** Othón P. Blanco (INEGI 004): the municipality the office works in, chosen first. */
const MUNICIPIO_OPB = 4;

/** 'Localidades' of one municipality: the address forms' choice after the municipality. */
export function LocalidadesCatalogo() {
  const municipios = useMunicipios();
  const [elegido, setElegido] = useState<number | null>(null);
  const lista = municipios.data ?? [];
  const municipioId = elegido ?? (lista.some((m) => m.id === MUNICIPIO_OPB) ? MUNICIPIO_OPB : (lista[0]?.id ?? null));
  const municipio = lista.find((m) => m.id === municipioId);
  const localidades = useLocalidades(municipioId);
  const p = usePaginado(localidades.data ?? [], (l) => `${l.cve_loc} ${l.label}`);
  // undefined: closed; null: a new locality; a locality: editing it.
  const [editando, setEditando] = useState<Localidad | null | undefined>(undefined);

  return (
    <section className="flex flex-col gap-4" aria-label="Localidades">
      <Barra
        accion={
          <Button onClick={() => setEditando(null)} disabled={municipioId === null}>
            <Plus aria-hidden="true" />
            Nueva localidad
          </Button>
        }
      >
        <Campo etiqueta="Municipio" className="min-w-56">
          {(c) => (
            <Select {...c} value={municipioId ?? ''} onChange={(e) => setElegido(Number(e.target.value))} disabled={!lista.length}>
              {lista.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </Select>
          )}
        </Campo>
        <Buscador valor={p.busqueda} alCambiar={p.buscar} ayuda="Clave o nombre de la localidad" />
      </Barra>
      {municipios.isLoading || localidades.isLoading ? (
        <Cargando filas={5} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {p.total} localidades{p.busqueda.trim() ? ' coinciden con la búsqueda' : ''}.
          </p>
          <TablaCatalogo
            titulo={`Localidades de ${municipio?.label ?? 'el municipio'}`}
            cargando={false}
            columnas={COLUMNAS}
            filas={p.visibles}
            clave={(l) => l.id}
            acciones={(l) => <BotonEditar etiqueta={`Editar ${l.label}`} alClic={() => setEditando(l)} />}
          />
        </>
      )}
      <PiePaginado pagina={p.pagina} ultima={p.ultima} irA={p.irA} />
      <DialogoEdicion
        editando={editando}
        cerrar={() => setEditando(undefined)}
        titulos={{ nuevo: 'Nueva localidad', editar: 'Editar localidad' }}
        descripcion={`Localidad de ${municipio?.label ?? 'el municipio'}: clave INEGI y nombre.`}
        clave={(l) => l.id}
      >
        {(l) => (municipioId !== null ? <FormularioLocalidad municipioId={municipioId} localidad={l} alTerminar={() => setEditando(undefined)} /> : null)}
      </DialogoEdicion>
    </section>
  );
}

function FormularioLocalidad({ municipioId, localidad, alTerminar }: { municipioId: number; localidad: Localidad | null; alTerminar: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<Entrada, unknown, LocalidadForm>({
    resolver: zodResolver(localidadCrearBody),
    defaultValues: { municipio_id: municipioId, cve_loc: localidad?.cve_loc ?? '', label: localidad?.label ?? '' },
  });
  const guardar = useAccion({
    llamar: (v: LocalidadForm) =>
      localidad ? api.put<unknown>(`/api/catalogos/localidades/${localidad.id}`, { cve_loc: v.cve_loc, label: v.label }) : api.post<unknown>('/api/catalogos/localidades', v),
    invalidar: [qkCatalogos.localidades(municipioId)],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  const e = formState.errors;
  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label={localidad ? 'Editar localidad' : 'Nueva localidad'}>
      <Campo etiqueta="Clave de localidad" error={e.cve_loc?.message} ayuda="Clave INEGI de 4 dígitos (0001)" requerido>
        {(c) => <Input {...c} inputMode="numeric" autoComplete="off" {...register('cve_loc')} />}
      </Campo>
      <Campo etiqueta="Nombre" error={e.label?.message} requerido>
        {(c) => <Input {...c} autoComplete="off" className="uppercase" {...register('label')} />}
      </Campo>
      <PieFormulario cancelar={alTerminar} ocupado={guardar.ocupado || formState.isSubmitting} />
    </form>
  );
}
