import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button, buttonVariants } from '../components/ui/button';
import type { DocumentoVisible } from '../components/visor';
import { nombreAnuncio, ResumenAnuncio } from './comun';
import { rutaFormAnuncio, type AnuncioDto } from './consultas';

interface Props {
  a: AnuncioDto;
  indice: number;
  locacionId: number;
  editable: boolean;
  alEliminar: (a: AnuncioDto) => void;
  alVer: (d: DocumentoVisible) => void;
}

/** A sign of the request (spec 3 §2.2): what it is and, while the request may be edited, 'Editar' and 'Eliminar'. */
export function TarjetaAnuncio({ a, indice, locacionId, editable, alEliminar, alVer }: Props) {
  const id = useId();
  const [confirmar, setConfirmar] = useState(false);
  const nombre = nombreAnuncio(a);
  return (
    <article aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={id} className="font-semibold leading-tight">
          Anuncio {indice + 1}: {nombre}
        </h3>
        {editable ? (
          <div role="group" aria-label={`Acciones del anuncio ${indice + 1}`} className="flex flex-wrap gap-2">
            <Link to={rutaFormAnuncio(locacionId, a.id)} className={buttonVariants({ size: 'sm', variant: 'secondary' })} aria-label={`Editar anuncio ${indice + 1}`}>
              <Pencil aria-hidden="true" />
              Editar
            </Link>
            <Button size="sm" variant="destructive" onClick={() => setConfirmar(true)} aria-label={`${M.eliminar} anuncio ${indice + 1}`}>
              <Trash2 aria-hidden="true" />
              {M.eliminar}
            </Button>
          </div>
        ) : null}
      </header>
      {a.motivo_rechazo ? (
        <Alert variant="destructive" title="Observación de este anuncio">
          <p className="whitespace-pre-line break-words">{a.motivo_rechazo}</p>
        </Alert>
      ) : null}
      <ResumenAnuncio a={a} alVer={alVer} />
      <Confirmar
        abierto={confirmar}
        alCambiar={setConfirmar}
        titulo="¿Eliminar este anuncio?"
        descripcion={`Se eliminará el anuncio ${indice + 1} (${nombre}) con sus medidas y documentos. Esta acción no puede revertirse.`}
        confirmar={M.eliminar}
        destructivo
        alConfirmar={() => alEliminar(a)}
      />
    </article>
  );
}
