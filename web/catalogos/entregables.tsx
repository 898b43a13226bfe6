import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, RotateCcw, Save } from 'lucide-react';
import { Confirmar } from '../components/ui/alert-dialog';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo, Grupo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { api } from '../lib/api';
import { formatearFecha } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { AvisoVigencia, Barra } from './comun';
import { qkCatalogos, useEntregables, useProcedimientos, type DocumentoEntregable } from './consultas';
import { documentoSchema, ESTADOS_DOCUMENTO, ETIQUETA_ESTADO, type DocumentoEntrada, type DocumentoForm, type EstadoDocumento } from './esquemas';

const estadoDe = (d: Pick<DocumentoEntregable, 'activo' | 'requerido'>): EstadoDocumento | 'segun' =>
  !d.activo ? 'inactivo' : d.requerido === null ? 'segun' : d.requerido ? 'obligatorio' : 'opcional';
const VARIANTE_ESTADO = { obligatorio: 'info', opcional: 'outline', inactivo: 'secondary', segun: 'outline' } as const;

/**
 * A new document's code, from its name: the procedure's codes are snake_case words and an
 * additional one says so, so it can never take the code of a document the code already knows.
 */
export const codigoAdicional = (etiqueta: string) =>
  `adicional_${etiqueta
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 30)}`;

/** 'Entregables': the documents each procedure asks for, with the office's adjustments in force. */
export function EntregablesCatalogo() {
  const procedimientos = useProcedimientos();
  const [elegido, setElegido] = useState('');
  const clave = elegido || procedimientos.data?.[0]?.clave || '';
  const nombre = procedimientos.data?.find((p) => p.clave === clave)?.nombre ?? '';
  const documentos = useEntregables(clave);
  // undefined: closed; null: a new additional document; a document: editing it.
  const [editando, setEditando] = useState<DocumentoEntregable | null | undefined>(undefined);
  const [porRestablecer, setPorRestablecer] = useState<DocumentoEntregable | null>(null);
  const restablecer = useAccion({ llamar: (d: DocumentoEntregable) => api.del<null>(`/api/catalogos/entregables/${d.ajuste_id}`), invalidar: [qkCatalogos.entregables(clave)] });

  return (
    <section className="flex flex-col gap-4" aria-label="Entregables">
      <AvisoVigencia />
      <Barra
        accion={
          <Button onClick={() => setEditando(null)} disabled={!clave}>
            <Plus aria-hidden="true" />
            Agregar documento
          </Button>
        }
      >
        <Campo etiqueta="Trámite" className="min-w-64">
          {(c) => (
            <Select {...c} value={clave} onChange={(e) => setElegido(e.target.value)} disabled={!procedimientos.data}>
              {(procedimientos.data ?? []).map((p) => (
                <option key={p.clave} value={p.clave}>
                  {p.nombre}
                </option>
              ))}
            </Select>
          )}
        </Campo>
      </Barra>
      {procedimientos.isLoading || documentos.isLoading ? (
        <Cargando filas={6} />
      ) : (
        <Table>
          <TableCaption>Documentos de {nombre}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Documento</TableHead>
              <TableHead>Estado</TableHead>
              <TableHead>Origen</TableHead>
              <TableHead>
                <span className="sr-only">Acciones</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody vacio="Sin registros">
            {(documentos.data ?? []).map((d) => {
              const estado = estadoDe(d);
              return (
                <TableRow key={d.codigo}>
                  <TableCell className="align-middle font-medium">{d.etiqueta}</TableCell>
                  <TableCell className="align-middle">
                    <Badge variant={VARIANTE_ESTADO[estado]}>{ETIQUETA_ESTADO[estado]}</Badge>
                  </TableCell>
                  <TableCell className="align-middle text-muted-foreground">
                    {d.adicional ? 'Adicional' : d.ajuste_id !== null ? 'Ajustado' : 'Predeterminado'}
                    {d.vigente_desde ? <span className="whitespace-nowrap"> desde {formatearFecha(d.vigente_desde)}</span> : null}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditando(d)} aria-label={`Editar ${d.etiqueta}`}>
                        <Pencil aria-hidden="true" />
                        Editar
                      </Button>
                      {d.ajuste_id !== null ? (
                        <Button size="sm" variant="outline" onClick={() => setPorRestablecer(d)} aria-label={`${d.adicional ? 'Quitar' : 'Restablecer'} ${d.etiqueta}`}>
                          <RotateCcw aria-hidden="true" />
                          {d.adicional ? 'Quitar' : 'Restablecer'}
                        </Button>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Dialog open={editando !== undefined} onOpenChange={(v) => !v && setEditando(undefined)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{editando ? 'Editar documento' : 'Agregar documento'}</DialogTitle>
            <DialogDescription>{editando ? `${nombre}: nombre y estado del documento.` : `Documento adicional que se pedirá en toda solicitud de ${nombre}.`}</DialogDescription>
          </DialogHeader>
          {editando !== undefined ? <FormularioDocumento key={editando?.codigo ?? 'nuevo'} procedimiento={clave} documento={editando} alTerminar={() => setEditando(undefined)} /> : null}
        </DialogContent>
      </Dialog>
      <Confirmar
        abierto={porRestablecer !== null}
        alCambiar={(v) => !v && setPorRestablecer(null)}
        titulo={porRestablecer?.adicional ? '¿Desea quitar el documento adicional?' : '¿Desea restablecer el documento?'}
        descripcion={porRestablecer ? `${porRestablecer.etiqueta}: ${porRestablecer.adicional ? 'dejará de pedirse' : 'vuelve a su valor predeterminado'} en las solicitudes creadas a partir de hoy.` : ''}
        confirmar="SI"
        cancelar="NO"
        alConfirmar={() => {
          if (porRestablecer) void restablecer.ejecutar(porRestablecer).then(() => setPorRestablecer(null));
        }}
      />
    </section>
  );
}

/** Name and state of a document; an additional document is always required while active. */
function FormularioDocumento({ procedimiento, documento, alTerminar }: { procedimiento: string; documento: DocumentoEntregable | null; alTerminar: () => void }) {
  const adicional = documento ? documento.adicional : true;
  const actual = documento ? estadoDe(documento) : 'obligatorio';
  const { register, control, handleSubmit, setError, formState } = useForm<DocumentoEntrada, unknown, DocumentoForm>({
    resolver: zodResolver(documentoSchema),
    // A document the rules decide per request has no state to keep: the person chooses one.
    defaultValues: { etiqueta: documento?.etiqueta ?? '', estado: actual === 'segun' ? undefined : actual },
  });
  const guardar = useAccion({
    llamar: (v: DocumentoForm) => {
      const cuerpo = {
        procedimiento,
        codigo: documento?.codigo ?? codigoAdicional(v.etiqueta),
        etiqueta: v.etiqueta,
        requerido: v.estado === 'obligatorio' || (adicional && v.estado !== 'inactivo'),
        activo: v.estado !== 'inactivo',
        adicional,
      };
      // A document the office already adjusted gets a new version of its row; any other, its first row.
      return documento?.ajuste_id != null ? api.put<unknown>(`/api/catalogos/entregables/${documento.ajuste_id}`, cuerpo) : api.post<unknown>('/api/catalogos/entregables', cuerpo);
    },
    invalidar: [qkCatalogos.entregables(procedimiento)],
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alTerminar();
  });
  const estados = ESTADOS_DOCUMENTO.filter((e) => !(adicional && e === 'opcional'));

  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label={documento ? 'Editar documento' : 'Agregar documento'}>
      <Campo etiqueta="Nombre del documento" error={formState.errors.etiqueta?.message} requerido>
        {(c) => <Input {...c} autoComplete="off" {...register('etiqueta')} />}
      </Campo>
      <Grupo leyenda="Estado" error={formState.errors.estado?.message}>
        {(g) => (
          <Controller
            control={control}
            name="estado"
            render={({ field }) => (
              <RadioGroup {...g} aria-label="Estado" value={field.value ?? ''} onValueChange={field.onChange}>
                {estados.map((e) => (
                  <Opcion key={e} id={`estado-documento-${e}`} value={e} etiqueta={ETIQUETA_ESTADO[e]} />
                ))}
              </RadioGroup>
            )}
          />
        )}
      </Grupo>
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
