import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Eye, FileUp, Paperclip, Trash2, X } from 'lucide-react';
import { formatearFechaHora, formatearTamano } from '../../lib/formato';
import { cn } from '../../lib/utils';
import { Button, buttonVariants } from '../../components/ui/button';
import { MensajeError } from '../../components/ui/form-field';
import { Progress } from '../../components/ui/progress';
import type { ArchivoEstablecimiento } from './tipos';

interface Props {
  etiqueta: string;
  requerido: boolean;
  existentes: ArchivoEstablecimiento[];
  /** the file chosen and not yet uploaded */
  archivo: File | null;
  /** 0–100 while uploading, null otherwise */
  progreso: number | null;
  editable: boolean;
  aceptar: string;
  ayuda: string;
  validar: (f: File) => string | null;
  /** a message from outside (a required document missing when sending) */
  error?: string;
  alElegir: (f: File | null) => void;
  alVer: (a: ArchivoEstablecimiento) => void;
  alEliminar: (a: ArchivoEstablecimiento) => void;
}

/**
 * One upload slot of the licence form: the stored files (Ver, Eliminar) and a native file input
 * labelled by the document's name (keyboard, screen readers and tests reach it), its checks and
 * its progress bar. Chosen files are uploaded on Guardar / Actualizar.
 */
export function CampoArchivo({ etiqueta, requerido, existentes, archivo, progreso, editable, aceptar, ayuda, validar, error, alElegir, alVer, alEliminar }: Props) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [problema, setProblema] = useState<string | null>(null);

  // Once the file is uploaded (or dropped) the native control must forget it too.
  useEffect(() => {
    if (!archivo && ref.current) ref.current.value = '';
  }, [archivo]);

  const elegir = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    if (!f) return;
    const p = validar(f);
    if (p) {
      setProblema(p);
      toast.error(p);
      e.target.value = '';
      alElegir(null);
      return;
    }
    setProblema(null);
    alElegir(f);
  };

  const quitar = () => {
    if (ref.current) ref.current.value = '';
    setProblema(null);
    alElegir(null);
  };

  const mensaje = problema ?? (archivo || existentes.length ? undefined : error);
  const bloqueado = !editable || progreso !== null;
  const descr = [mensaje ? `${id}-error` : null, `${id}-ayuda`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex items-baseline gap-0.5">
        {editable ? (
          <label htmlFor={id} className="text-sm font-medium">
            {etiqueta}
          </label>
        ) : (
          <p className="text-sm font-medium">{etiqueta}</p>
        )}
        {requerido ? (
          <span aria-hidden="true" className="text-sm text-destructive">
            *
          </span>
        ) : null}
      </div>
      {editable ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={ref}
              id={id}
              type="file"
              accept={aceptar}
              disabled={bloqueado}
              onChange={elegir}
              aria-invalid={mensaje ? true : undefined}
              aria-describedby={descr}
              aria-required={requerido || undefined}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              onClick={() => !bloqueado && ref.current?.click()}
              className={cn(
                buttonVariants({ variant: 'secondary', size: 'sm' }),
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                bloqueado && 'pointer-events-none opacity-55',
              )}
            >
              <Paperclip />
              Seleccionar archivo
            </span>
            {archivo ? null : (
              <span aria-hidden="true" className="text-sm text-muted-foreground">
                Ningún archivo seleccionado
              </span>
            )}
          </div>
          <p id={`${id}-ayuda`} className="text-xs text-muted-foreground">
            {ayuda}
          </p>
        </>
      ) : null}
      {archivo ? (
        <div className="flex items-center gap-2 text-sm">
          <FileUp aria-hidden="true" className="size-4 text-primary" />
          <span className="min-w-0">
            <span className="break-words">{archivo.name}</span> ({formatearTamano(archivo.size)}){progreso === null ? ' — se adjuntará al guardar' : ''}
          </span>
          {progreso === null && editable ? (
            <Button variant="ghost" size="sm" onClick={quitar} aria-label={`Quitar ${archivo.name}`}>
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ) : null}
      {progreso !== null ? <Progress valor={progreso} etiqueta={`Subiendo ${etiqueta}`} /> : null}
      {existentes.length ? (
        <ul className="flex flex-col gap-1">
          {existentes.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="min-w-0 flex-1">
                <span className="break-words">{a.nombre}</span>
                <span className="text-muted-foreground"> · {formatearFechaHora(a.created_at)}</span>
              </span>
              <Button variant="outline" size="sm" onClick={() => alVer(a)} aria-label={`Ver ${etiqueta}`}>
                <Eye aria-hidden="true" />
                Ver
              </Button>
              {editable ? (
                <Button variant="ghost" size="sm" className="text-destructive" onClick={() => alEliminar(a)} aria-label={`Eliminar ${etiqueta}`}>
                  <Trash2 aria-hidden="true" />
                  Eliminar
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : !editable && !archivo ? (
        <p className="text-sm text-muted-foreground">Sin documento</p>
      ) : null}
      <MensajeError id={mensaje ? `${id}-error` : undefined} mensaje={mensaje} />
    </div>
  );
}
