import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Save, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { rangoCobroPisoSchema, type RangoCobroPisoForm } from '../../domain/mercados/rangos';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { api } from '../lib/api';
import { formatearMoneda } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { qkMercados, useRangos, type RangoCobroPiso } from './consultas';

const m2 = (v: string) => Number(v).toLocaleString('es-MX', { minimumFractionDigits: 2 });
const rangoTexto = (r: RangoCobroPiso) => `${m2(r.m2_desde)} a ${m2(r.m2_hasta)} m²`;

/** 'Rangos de cobro de piso': the monthly floor fee of a stall by its surface (spec 3 §7.7 cat/RangoCobroPiso). */
export function RangosCobroPiso() {
  const rangos = useRangos();
  // undefined: closed; null: a new range; a range: editing it.
  const [editando, setEditando] = useState<RangoCobroPiso | null | undefined>(undefined);
  const [porEliminar, setPorEliminar] = useState<RangoCobroPiso | null>(null);
  const eliminar = useAccion({ llamar: (r: RangoCobroPiso) => api.del<null>(`/api/cat/RangoCobroPiso/${r.id}`), invalidar: [qkMercados.todo] });
  const confirmar = async () => {
    if (!porEliminar) return;
    await eliminar.ejecutar(porEliminar);
    setPorEliminar(null);
  };

  return (
    <section className="flex flex-col gap-4" aria-label="Rangos de cobro de piso">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">La cuota mensual de un local es la del rango que contiene su superficie. Los rangos no pueden traslaparse.</p>
        <Button onClick={() => setEditando(null)}>
          <Plus aria-hidden="true" />
          Agregar rango
        </Button>
      </div>
      {rangos.isLoading ? (
        <Cargando filas={4} />
      ) : (
        <Table>
          <TableCaption>Rangos de cobro de piso</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="text-right">Desde (m²)</TableHead>
              <TableHead className="text-right">Hasta (m²)</TableHead>
              <TableHead className="text-right">Cuota mensual</TableHead>
              <TableHead>
                <span className="sr-only">Acciones</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody vacio="Sin registros">
            {(rangos.data ?? []).map((r) => (
              <TableRow key={r.id}>
                <TableCell className="text-right align-middle tabular-nums">{m2(r.m2_desde)}</TableCell>
                <TableCell className="text-right align-middle tabular-nums">{m2(r.m2_hasta)}</TableCell>
                <TableCell className="text-right align-middle tabular-nums">{formatearMoneda(r.cuota_mensual)}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditando(r)} aria-label={`Editar rango de ${rangoTexto(r)}`}>
                      <Pencil aria-hidden="true" />
                      Editar
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setPorEliminar(r)} aria-label={`Eliminar rango de ${rangoTexto(r)}`}>
                      <Trash2 aria-hidden="true" />
                      Eliminar
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Dialog open={editando !== undefined} onOpenChange={(v) => !v && setEditando(undefined)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{editando ? 'Editar rango de cobro de piso' : 'Agregar rango de cobro de piso'}</DialogTitle>
            <DialogDescription>Superficie del local en metros cuadrados y la cuota mensual que le corresponde.</DialogDescription>
          </DialogHeader>
          {editando !== undefined ? <FormularioRango key={editando?.id ?? 'nuevo'} rango={editando} alTerminar={() => setEditando(undefined)} /> : null}
        </DialogContent>
      </Dialog>
      <Confirmar
        abierto={porEliminar !== null}
        alCambiar={(v) => !v && setPorEliminar(null)}
        titulo="¿Desea eliminar el rango de cobro de piso?"
        descripcion={porEliminar ? `Rango de ${rangoTexto(porEliminar)}, cuota mensual ${formatearMoneda(porEliminar.cuota_mensual)}. Esta acción no se puede revertir.` : ''}
        confirmar="SI"
        cancelar="NO"
        destructivo
        alConfirmar={() => void confirmar()}
      />
    </section>
  );
}

type Entrada = z.input<typeof rangoCobroPisoSchema>;

/** The range's form: the same zod schema as the server; the server's overlap lands on its field. */
function FormularioRango({ rango, alTerminar }: { rango: RangoCobroPiso | null; alTerminar: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<Entrada, unknown, RangoCobroPisoForm>({
    resolver: zodResolver(rangoCobroPisoSchema),
    defaultValues: rango ? { m2_desde: rango.m2_desde, m2_hasta: rango.m2_hasta, cuota_mensual: rango.cuota_mensual } : { m2_desde: '', m2_hasta: '', cuota_mensual: '' },
  });
  const guardar = useAccion({
    llamar: (v: RangoCobroPisoForm) => (rango ? api.put<RangoCobroPiso>(`/api/cat/RangoCobroPiso/${rango.id}`, v) : api.post<RangoCobroPiso>('/api/cat/RangoCobroPiso', v)),
    invalidar: [qkMercados.todo],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  const e = formState.errors;
  const decimal = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;

  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label={rango ? 'Editar rango de cobro de piso' : 'Agregar rango de cobro de piso'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Campo etiqueta="Metros cuadrados desde" error={e.m2_desde?.message} requerido>
          {(c) => <Input {...c} {...decimal} {...register('m2_desde')} />}
        </Campo>
        <Campo etiqueta="Metros cuadrados hasta" error={e.m2_hasta?.message} requerido>
          {(c) => <Input {...c} {...decimal} {...register('m2_hasta')} />}
        </Campo>
      </div>
      <Campo etiqueta="Cuota mensual" error={e.cuota_mensual?.message} ayuda="En pesos, con hasta dos decimales" requerido>
        {(c) => <Input {...c} {...decimal} {...register('cuota_mensual')} />}
      </Campo>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={alTerminar}>
          Cancelar
        </Button>
        <Button type="submit" disabled={guardar.ocupado || formState.isSubmitting}>
          <Save aria-hidden="true" />
          Guardar
        </Button>
      </DialogFooter>
    </form>
  );
}
