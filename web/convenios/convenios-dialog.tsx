import { useState } from 'react';
import { FileText, Handshake, Plus, Trash2 } from 'lucide-react';
import { MSG_CONVENIO } from '../../domain/convenios/mensajes';
import { Badge } from '../components/ui/badge';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import type { DialogoEstablecimientoProps } from '../establecimientos/dialogo';
import { qkConvenios, useConvenios, type Convenio } from './consultas';
import { FormularioConvenio } from './convenio-form';
import { chipConvenio, vigenciaTexto } from './formato';

type Vista = { tipo: 'lista' } | { tipo: 'nuevo' } | { tipo: 'ver'; convenio: Convenio };

/**
 * 'Convenios' of an establishment with a licence (spec 2 §2 "Agreements", §4): its agreements with
 * their chip (Registrado / Vigente / Vencido), the form of a new one, and the delete of a
 * registered one with the spec's confirmation.
 */
export function ConveniosDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const lista = useConvenios(establecimiento.id, abierto);
  const [vista, setVista] = useState<Vista>({ tipo: 'lista' });
  const [porEliminar, setPorEliminar] = useState<Convenio | null>(null);
  const eliminar = useAccion({
    llamar: (c: Convenio) => api.del<null>(`/api/licenciaconvenio/${c.id}`),
    invalidar: [qkConvenios.deEstablecimiento(establecimiento.id)],
  });
  const confirmar = async () => {
    if (!porEliminar) return;
    const r = await eliminar.ejecutar(porEliminar);
    setPorEliminar(null);
    if (r.ok) setVista({ tipo: 'lista' });
  };
  const cerrar = (v: boolean) => {
    if (!v) setVista({ tipo: 'lista' });
    alCambiar(v);
  };

  return (
    <Dialog open={abierto} onOpenChange={cerrar}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{vista.tipo === 'nuevo' ? 'Nuevo convenio' : vista.tipo === 'ver' ? vista.convenio.convenio.descripcion : 'Convenios'}</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}. Convenios vinculados a la licencia de funcionamiento.</DialogDescription>
        </DialogHeader>
        {vista.tipo !== 'lista' ? (
          <FormularioConvenio
            key={vista.tipo === 'ver' ? vista.convenio.id : 'nuevo'}
            locacionId={establecimiento.id}
            convenio={vista.tipo === 'ver' ? vista.convenio : null}
            alTerminar={() => setVista({ tipo: 'lista' })}
            alEliminar={setPorEliminar}
          />
        ) : lista.isLoading ? (
          <Cargando filas={2} />
        ) : (
          <div className="flex flex-col gap-3">
            {lista.data?.length ? (
              <ul className="flex flex-col gap-2" aria-label="Convenios del establecimiento">
                {lista.data.map((c) => {
                  const chip = chipConvenio(c.estatus);
                  return (
                    <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                      <div className="flex min-w-0 flex-col gap-1">
                        <span className="font-medium">{c.convenio.descripcion}</span>
                        <span className="text-sm text-muted-foreground">{vigenciaTexto(c)}</span>
                      </div>
                      <div className="flex items-center gap-2">
                        <Badge variant={chip.variante}>{chip.texto}</Badge>
                        <Button size="sm" variant="outline" onClick={() => setVista({ tipo: 'ver', convenio: c })} aria-label={`Ver ${c.convenio.descripcion}`}>
                          <FileText aria-hidden="true" />
                          Ver
                        </Button>
                        {c.eliminable ? (
                          <Button size="sm" variant="outline" onClick={() => setPorEliminar(c)} aria-label={`Eliminar ${c.convenio.descripcion}`}>
                            <Trash2 aria-hidden="true" />
                            Eliminar
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Este establecimiento no tiene convenios registrados.</p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => cerrar(false)}>
                Cerrar
              </Button>
              <Button onClick={() => setVista({ tipo: 'nuevo' })}>
                <Plus aria-hidden="true" />
                Agregar convenio
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
      <Confirmar
        abierto={porEliminar !== null}
        alCambiar={(v) => !v && setPorEliminar(null)}
        titulo={MSG_CONVENIO.confirmarEliminar}
        descripcion={MSG_CONVENIO.noRevertible}
        confirmar="Aceptar"
        destructivo
        alConfirmar={() => void confirmar()}
      />
    </Dialog>
  );
}

/** The card menu's icon for 'Convenios'. */
export const IconoConvenios = Handshake;
