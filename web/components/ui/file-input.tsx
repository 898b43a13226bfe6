import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { avisos } from '../../lib/avisos';
import { FileUp, Paperclip, X } from 'lucide-react';
import { ACEPTAR_DOCUMENTO, AYUDA_DOCUMENTO, validarArchivo } from '../../lib/archivos';
import { formatearTamano } from '../../lib/formato';
import { cn } from '../../lib/utils';
import { Button, buttonVariants } from './button';
import { MensajeError } from './form-field';
import { Progress } from './progress';

interface FileInputProps {
  etiqueta: string;
  archivo: File | null;
  alElegir: (archivo: File | null) => void;
  /** 0–100 while uploading, null otherwise */
  progreso?: number | null;
  disabled?: boolean;
  aceptar?: string;
  ayuda?: string;
  /** the check of a chosen file (size and type by default); a message refuses it */
  validar?: (f: File) => string | null;
  /** marks the field required (asterisk and aria-required) */
  requerido?: boolean;
  /** a message from outside, shown while no file is chosen (a required document missing on send) */
  error?: string;
}

/** File chooser with client-side checks (size, type) and an upload progress bar. */
export function FileInput({ etiqueta, archivo, alElegir, progreso = null, disabled, aceptar = ACEPTAR_DOCUMENTO, ayuda, validar = validarArchivo, requerido, error: errorExterno }: FileInputProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  // Once the parent uploads (or drops) the file, the native control must forget it too.
  useEffect(() => {
    if (!archivo && ref.current) ref.current.value = '';
  }, [archivo]);

  const elegir = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    if (!f) return;
    const problema = validar(f);
    if (problema) {
      setError(problema);
      avisos.error(problema);
      e.target.value = '';
      alElegir(null);
      return;
    }
    setError(null);
    alElegir(f);
  };

  const quitar = () => {
    if (ref.current) ref.current.value = '';
    setError(null);
    alElegir(null);
  };

  const mensaje = error ?? (archivo ? undefined : errorExterno);
  const bloqueado = disabled || progreso !== null;
  const descr = [mensaje ? `${id}-error` : null, `${id}-ayuda`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {etiqueta}
        </label>
        {requerido ? (
          <span aria-hidden="true" className="text-sm text-destructive">
            *
          </span>
        ) : null}
      </div>
      {/* The native control stays (keyboard, screen readers, tests); its English browser text is
          replaced by a Spanish button drawn next to it. */}
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
        <span aria-hidden="true" className="text-sm text-muted-foreground">
          {archivo ? '' : 'Ningún archivo seleccionado'}
        </span>
      </div>
      <p id={`${id}-ayuda`} className="text-xs text-muted-foreground">
        {ayuda ?? AYUDA_DOCUMENTO}
      </p>
      {archivo ? (
        <div className="flex items-center gap-2 text-sm">
          <FileUp aria-hidden="true" className="size-4 text-primary" />
          {/* Only the file name may break inside a word (it can be one long word); the rest wraps between words. */}
          <span className="min-w-0">
            <span className="break-words">{archivo.name}</span> ({formatearTamano(archivo.size)}){progreso === null ? ' — se adjuntará al guardar' : ''}
          </span>
          {progreso === null && !disabled ? (
            <Button variant="ghost" size="sm" onClick={quitar} aria-label={`Quitar ${archivo.name}`}>
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ) : null}
      {progreso !== null ? <Progress valor={progreso} etiqueta={`Subiendo ${etiqueta}`} /> : null}
      <MensajeError id={mensaje ? `${id}-error` : undefined} mensaje={mensaje} />
    </div>
  );
}
