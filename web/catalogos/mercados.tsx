import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { List, Plus, Trash2 } from 'lucide-react';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { Barra, Buscador, PiePaginado, usePaginado } from './comun';
import { qkCatalogos, useLocalesCatalogo, useMercadosCatalogo, type LocalCatalogo, type MercadoCatalogo } from './consultas';
import type { z } from 'zod';
import { localBody } from './esquemas';
import { BotonEditar, PieFormulario, TablaCatalogo, type Columna } from './tabla';

type Entrada = z.input<typeof localBody>;
type LocalForm = z.output<typeof localBody>;

const m2 = (v: string | number) => Number(v).toLocaleString('es-MX', { minimumFractionDigits: 2 });


const COLUMNAS_MERCADOS: readonly Columna<MercadoCatalogo>[] = [
  { titulo: 'Mercado', clase: 'font-medium', celda: (m) => m.nombre },
  { titulo: 'Locales', encabezado: 'text-right', clase: 'text-right tabular-nums', celda: (m) => m.locales },
  { titulo: 'Vacantes', encabezado: 'text-right', clase: 'text-right tabular-nums', celda: (m) => m.vacantes },
];

const COLUMNAS_LOCALES: readonly Columna<LocalCatalogo>[] = [
  { titulo: 'Local', clase: 'whitespace-nowrap font-medium', celda: (l) => l.numero },
  { titulo: 'Pasillo', celda: (l) => l.pasillo || '—' },
  { titulo: 'Superficie (m²)', encabezado: 'text-right', clase: 'text-right tabular-nums', celda: (l) => m2(l.superficie_m2) },
  { titulo: 'Concesionario', celda: (l) => (l.concesionario ? (l.concesionario.nombre ?? l.concesionario.rfc) : <span className="text-muted-foreground">Vacante</span>) },
];

/** 'Mercados': the public markets with their stalls; the office adds, corrects and removes vacant stalls. */
export function MercadosCatalogo() {
  const mercados = useMercadosCatalogo();
  const [elegido, setElegido] = useState<number | null>(null);
  const lista = mercados.data ?? [];
  const mercado = lista.find((m) => m.id === elegido) ?? lista[0] ?? null;

  return (
    <section className="flex flex-col gap-6" aria-label="Mercados">
      <TablaCatalogo
        titulo="Mercados municipales"
        cargando={mercados.isLoading}
        columnas={COLUMNAS_MERCADOS}
        filas={lista}
        clave={(m) => m.id}
        claseFila={(m) => (m.id === mercado?.id ? 'bg-muted/60' : undefined)}
        acciones={(m) => (
          <Button size="sm" variant={m.id === mercado?.id ? 'default' : 'outline'} onClick={() => setElegido(m.id)} aria-label={`Ver locales de ${m.nombre}`} aria-pressed={m.id === mercado?.id}>
            <List aria-hidden="true" />
            Ver locales
          </Button>
        )}
      />
      {mercado ? <LocalesDeMercado key={mercado.id} mercado={mercado} /> : null}
    </section>
  );
}

function LocalesDeMercado({ mercado }: { mercado: MercadoCatalogo }) {
  const locales = useLocalesCatalogo(mercado.id);
  const p = usePaginado(locales.data ?? [], (l) => `${l.numero} ${l.pasillo ?? ''} ${l.concesionario?.nombre ?? ''}`);
  // undefined: closed; null: a new stall; a stall: editing it.
  const [editando, setEditando] = useState<LocalCatalogo | null | undefined>(undefined);
  const [porEliminar, setPorEliminar] = useState<LocalCatalogo | null>(null);
  const eliminar = useAccion({ llamar: (l: LocalCatalogo) => api.del<null>(`/api/catalogos/locales/${l.id}`), invalidar: [qkCatalogos.mercados] });

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Locales de {mercado.nombre}</h2>
      <Barra
        accion={
          <Button onClick={() => setEditando(null)}>
            <Plus aria-hidden="true" />
            Agregar local
          </Button>
        }
      >
        <Buscador valor={p.busqueda} alCambiar={p.buscar} ayuda="Local, pasillo o concesionario" />
      </Barra>
      <TablaCatalogo
        titulo={`Locales de ${mercado.nombre}`}
        cargando={locales.isLoading}
        columnas={COLUMNAS_LOCALES}
        filas={p.visibles}
        clave={(l) => l.id}
        acciones={(l) => (
          <>
            <BotonEditar etiqueta={`Editar local ${l.numero}`} alClic={() => setEditando(l)} />
            {/* Only a vacant stall may go: a concession lives on it (the API refuses it too). */}
            {l.concesionario ? null : (
              <Button size="sm" variant="outline" onClick={() => setPorEliminar(l)} aria-label={`Eliminar local ${l.numero}`}>
                <Trash2 aria-hidden="true" />
                Eliminar
              </Button>
            )}
          </>
        )}
      />
      <PiePaginado pagina={p.pagina} ultima={p.ultima} irA={p.irA} />
      <Dialog open={editando !== undefined} onOpenChange={(v) => !v && setEditando(undefined)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{editando ? 'Editar local' : 'Agregar local'}</DialogTitle>
            <DialogDescription>Local de {mercado.nombre}: número, pasillo y superficie.</DialogDescription>
          </DialogHeader>
          {editando !== undefined ? <FormularioLocal key={editando?.id ?? 'nuevo'} mercadoId={mercado.id} local={editando} alTerminar={() => setEditando(undefined)} /> : null}
        </DialogContent>
      </Dialog>
      <Confirmar
        abierto={porEliminar !== null}
        alCambiar={(v) => !v && setPorEliminar(null)}
        titulo="¿Desea eliminar el local?"
        descripcion={porEliminar ? `Local ${porEliminar.numero} de ${mercado.nombre}. Esta acción no se puede revertir.` : ''}
        confirmar="SI"
        cancelar="NO"
        destructivo
        alConfirmar={() => {
          if (porEliminar) void eliminar.ejecutar(porEliminar).then(() => setPorEliminar(null));
        }}
      />
    </div>
  );
}

function FormularioLocal({ mercadoId, local, alTerminar }: { mercadoId: number; local: LocalCatalogo | null; alTerminar: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<Entrada, unknown, LocalForm>({
    resolver: zodResolver(localBody),
    defaultValues: { numero: local?.numero ?? '', pasillo: local?.pasillo ?? '', superficie_m2: local ? String(Number(local.superficie_m2)) : '' },
  });
  const guardar = useAccion({
    llamar: (v: LocalForm) => (local ? api.put<unknown>(`/api/catalogos/locales/${local.id}`, v) : api.post<unknown>(`/api/catalogos/mercados/${mercadoId}/locales`, v)),
    invalidar: [qkCatalogos.mercados],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  const e = formState.errors;
  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label={local ? 'Editar local' : 'Agregar local'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Campo etiqueta="Número de local" error={e.numero?.message} requerido>
          {(c) => <Input {...c} autoComplete="off" className="uppercase" {...register('numero')} />}
        </Campo>
        <Campo etiqueta="Pasillo" error={e.pasillo?.message}>
          {(c) => <Input {...c} autoComplete="off" {...register('pasillo')} />}
        </Campo>
      </div>
      <Campo etiqueta="Superficie (m²)" error={e.superficie_m2?.message} requerido>
        {(c) => <Input {...c} type="text" inputMode="decimal" autoComplete="off" {...register('superficie_m2')} />}
      </Campo>
      <PieFormulario cancelar={alTerminar} ocupado={guardar.ocupado || formState.isSubmitting} />
    </form>
  );
}
