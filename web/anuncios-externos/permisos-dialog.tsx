import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { ChipEstatusAnuncio } from '../anuncios/comun';
import { Confirmar } from '../components/ui/alert-dialog';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Visor, type DocumentoVisible } from '../components/visor';
import { useAccion } from '../lib/use-accion';
import { AnuncioVista } from './anuncio-vista';
import { eliminarAnuncio, qkExt } from './consultas';
import { nombreAnuncio, predioTexto } from './lectura';
import { rutaAdicional, rutaEditar } from './rutas';
import type { AnuncioExterno, SolicitudExterna } from './tipos';
import { AvisoDevuelta } from './tarjeta-solicitud';

interface Props {
  s: SolicitudExterna;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
}

/**
 * 'Permisos de anuncios publicitarios' (spec 3 §2.3): the signs of one request — size, material,
 * lit, content, dates — with 'Solicitar anuncios adicionales'; while the request may be edited (1,
 * 5) each sign opens its form and may be deleted.
 */
export function PermisosDialog({ s, abierto, alCambiar }: Props) {
  const navegar = useNavigate();
  const [borrar, setBorrar] = useState<AnuncioExterno | null>(null);
  const [ver, setVer] = useState<DocumentoVisible | null>(null);
  const editable = s.acciones.editar;
  const eliminar = useAccion({ llamar: (id: number) => eliminarAnuncio(id), invalidar: [qkExt.todo] });
  // The last sign is not deleted: a request always has one (it is removed with its request).
  const eliminable = editable && s.anuncio_externo.length > 1;
  return (
    <>
      <Dialog open={abierto} onOpenChange={alCambiar}>
        <DialogContent className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>Permisos de anuncios publicitarios</DialogTitle>
            <DialogDescription>
              Solicitud <span className="font-mono">{s.folio}</span> · {predioTexto(s)}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ChipEstatusAnuncio estatus={s.estatus_id} />
            {editable ? (
              <Button size="sm" onClick={() => navegar(rutaAdicional(s.id))}>
                <Plus aria-hidden="true" />
                Solicitar anuncios adicionales
              </Button>
            ) : null}
          </div>
          <AvisoDevuelta s={s} />
          {!editable ? <Alert variant="info">La solicitud fue enviada a revisión: sus anuncios ya no pueden modificarse.</Alert> : null}
          <ul className="flex flex-col gap-3" aria-label={`Anuncios de la solicitud ${s.folio}`}>
            {s.anuncio_externo.map((a, i) => (
              <li key={a.id}>
                <AnuncioVista a={a} indice={i} alVer={setVer}>
                  <div role="group" aria-label={`Acciones de ${nombreAnuncio(a, i)}`} className="flex flex-wrap justify-end gap-2">
                    <Button size="sm" variant={editable ? 'secondary' : 'outline'} onClick={() => navegar(rutaEditar(s.id, a.id))}>
                      {editable ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
                      {editable ? 'Editar anuncio' : 'Ver anuncio'}
                    </Button>
                    {eliminable ? (
                      <Button size="sm" variant="destructive" onClick={() => setBorrar(a)}>
                        <Trash2 aria-hidden="true" />
                        Eliminar
                      </Button>
                    ) : null}
                  </div>
                </AnuncioVista>
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
      <Confirmar
        abierto={borrar !== null}
        alCambiar={(v) => !v && setBorrar(null)}
        titulo="¿Desea eliminar este anuncio?"
        descripcion={borrar ? `Se eliminará ${nombreAnuncio(borrar, s.anuncio_externo.indexOf(borrar))} de la solicitud ${s.folio}. Esta acción no puede ser revertida.` : ''}
        confirmar="Eliminar"
        destructivo
        alConfirmar={() => borrar && void eliminar.ejecutar(borrar.id)}
      />
      <Visor fuente={ver} alCerrar={() => setVer(null)} />
    </>
  );
}
