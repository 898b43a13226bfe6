import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { UMA_DIARIA_CENTAVOS } from '../../domain/licencia/tarifas';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { api } from '../lib/api';
import { formatearFechaHora, formatearMoneda } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { AvisoVigencia, Barra } from './comun';
import { qkCatalogos, useHistorialTarifa, useTarifas, type Tarifa } from './consultas';
import type { z } from 'zod';
import { tarifaBody } from './esquemas';
import { BotonEditar, PieFormulario, TablaCatalogo, type Columna } from './tabla';

type Entrada = z.input<typeof tarifaBody>;
type TarifaForm = z.output<typeof tarifaBody>;

/** The amount of `uma` UMA in pesos, rounded to the cent as the statements round it (domain/licencia/tarifas.ts). */
export const importeDeUma = (uma: number) => Math.round(uma * UMA_DIARIA_CENTAVOS) / 100;
const umaTexto = (v: string | number) => Number(v).toLocaleString('es-MX', { maximumFractionDigits: 4 });


const COLUMNAS: readonly Columna<Tarifa>[] = [
  {
    titulo: 'Servicio',
    celda: (t) => (
      <>
        <span className="tabular-nums">{t.servicio}</span> <span className="text-muted-foreground">{t.servicio_nombre}</span>
      </>
    ),
  },
  { titulo: 'Concepto', clase: 'font-medium', celda: (t) => t.descripcion },
  { titulo: 'UMA', encabezado: 'text-right', clase: 'text-right tabular-nums', celda: (t) => umaTexto(t.uma) },
  { titulo: 'Importe', encabezado: 'text-right', clase: 'whitespace-nowrap text-right tabular-nums', celda: (t) => formatearMoneda(t.importe) },
  { titulo: 'Vigente desde', clase: 'whitespace-nowrap', celda: (t) => formatearFechaHora(t.vigente_desde) },
];

/** 'Tarifas': the UMA of each fee line of services 1750–1756, by service, with each line's history. */
export function TarifasCatalogo() {
  const tarifas = useTarifas();
  const [servicio, setServicio] = useState('');
  const [editando, setEditando] = useState<Tarifa | null>(null);
  const [historial, setHistorial] = useState<Tarifa | null>(null);
  const todas = tarifas.data ?? [];
  const servicios = [...new Map(todas.map((t) => [t.servicio, t.servicio_nombre])).entries()].sort((a, b) => a[0] - b[0]);
  const filas = servicio ? todas.filter((t) => String(t.servicio) === servicio) : todas;

  return (
    <section className="flex flex-col gap-4" aria-label="Tarifas">
      <AvisoVigencia />
      <Barra>
        <Campo etiqueta="Servicio" className="min-w-72">
          {(c) => (
            <Select {...c} value={servicio} onChange={(e) => setServicio(e.target.value)}>
              <option value="">Todos los servicios</option>
              {servicios.map(([id, nombre]) => (
                <option key={id} value={String(id)}>
                  {id} — {nombre}
                </option>
              ))}
            </Select>
          )}
        </Campo>
        <p className="pb-2 text-sm text-muted-foreground">UMA diaria: {formatearMoneda(UMA_DIARIA_CENTAVOS / 100)}</p>
      </Barra>
      <TablaCatalogo
        titulo="Tarifas en vigor"
        cargando={tarifas.isLoading}
        filasCarga={6}
        columnas={COLUMNAS}
        filas={filas}
        clave={(t) => t.id}
        acciones={(t) => (
          <>
            <BotonEditar etiqueta={`Editar ${t.descripcion} (${t.servicio})`} alClic={() => setEditando(t)} />
            <Button size="sm" variant="outline" onClick={() => setHistorial(t)} aria-label={`Historial de ${t.descripcion} (${t.servicio})`}>
              <History aria-hidden="true" />
              Historial
            </Button>
          </>
        )}
      />
      <Dialog open={editando !== null} onOpenChange={(v) => !v && setEditando(null)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Editar tarifa</DialogTitle>
            <DialogDescription>{editando ? `Servicio ${editando.servicio}, ${editando.servicio_nombre}.` : ''}</DialogDescription>
          </DialogHeader>
          {editando ? <FormularioTarifa key={editando.id} tarifa={editando} alTerminar={() => setEditando(null)} /> : null}
        </DialogContent>
      </Dialog>
      <Dialog open={historial !== null} onOpenChange={(v) => !v && setHistorial(null)}>
        <DialogContent className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>Historial de la tarifa</DialogTitle>
            <DialogDescription>{historial ? `${historial.descripcion}, servicio ${historial.servicio}: cada versión con su vigencia.` : ''}</DialogDescription>
          </DialogHeader>
          {historial ? <HistorialTarifa id={historial.id} /> : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function FormularioTarifa({ tarifa, alTerminar }: { tarifa: Tarifa; alTerminar: () => void }) {
  const { register, handleSubmit, setError, formState, watch } = useForm<Entrada, unknown, TarifaForm>({
    resolver: zodResolver(tarifaBody),
    defaultValues: { descripcion: tarifa.descripcion, uma: String(Number(tarifa.uma)) },
  });
  const guardar = useAccion({
    llamar: (v: TarifaForm) => api.put<unknown>(`/api/catalogos/tarifas/${tarifa.id}`, v),
    invalidar: [qkCatalogos.tarifas],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  const e = formState.errors;
  const uma = Number(watch('uma'));
  const valida = Number.isFinite(uma) && uma > 0;

  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label="Editar tarifa">
      <Campo etiqueta="Descripción" error={e.descripcion?.message} requerido>
        {(c) => <Input {...c} autoComplete="off" {...register('descripcion')} />}
      </Campo>
      <Campo etiqueta="UMA" error={e.uma?.message} ayuda="Número de UMA diarias, con hasta cuatro decimales" requerido>
        {(c) => <Input {...c} type="text" inputMode="decimal" autoComplete="off" {...register('uma')} />}
      </Campo>
      <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
        Importe: <strong className="tabular-nums">{valida ? formatearMoneda(importeDeUma(uma)) : '—'}</strong>
        <span className="text-muted-foreground"> (antes {formatearMoneda(tarifa.importe)})</span>
      </p>
      <PieFormulario cancelar={alTerminar} ocupado={guardar.ocupado || formState.isSubmitting} />
    </form>
  );
}

function HistorialTarifa({ id }: { id: number }) {
  const versiones = useHistorialTarifa(id);
  if (versiones.isLoading) return <Cargando filas={3} />;
  return (
    <Table>
      <TableCaption>Versiones de la tarifa</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Vigente desde</TableHead>
          <TableHead>Vigente hasta</TableHead>
          <TableHead>Descripción</TableHead>
          <TableHead className="text-right">UMA</TableHead>
          <TableHead className="text-right">Importe</TableHead>
          <TableHead>Autor</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody vacio="Sin registros">
        {(versiones.data ?? []).map((v) => (
          <TableRow key={v.id}>
            <TableCell className="whitespace-nowrap">{formatearFechaHora(v.vigente_desde)}</TableCell>
            <TableCell className="whitespace-nowrap">{v.vigente_hasta ? formatearFechaHora(v.vigente_hasta) : 'En vigor'}</TableCell>
            <TableCell>{v.descripcion}</TableCell>
            <TableCell className="text-right tabular-nums">{umaTexto(v.uma)}</TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">{formatearMoneda(v.importe)}</TableCell>
            <TableCell>{v.autor ?? 'Carga inicial'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
