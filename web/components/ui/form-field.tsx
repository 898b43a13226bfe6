import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Label } from './label';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface CampoProps {
  etiqueta: string;
  error?: string;
  ayuda?: ReactNode;
  requerido?: boolean;
  className?: string;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * FormField pattern: a visible label bound by id, the control, and an error message linked
 * with aria-describedby (aria-invalid marks the control).
 */
export function Campo({ etiqueta, error, ayuda, requerido, className, id, children }: CampoProps) {
  const auto = useId();
  const cid = id ?? auto;
  const ayudaId = ayuda ? `${cid}-ayuda` : undefined;
  const errorId = error ? `${cid}-error` : undefined;
  const descrita = [errorId, ayudaId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {/* The asterisk sits outside the label so the accessible name is exactly the label text. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={cid}>{etiqueta}</Label>
        {requerido ? (
          <span aria-hidden="true" className="text-sm text-destructive">
            *
          </span>
        ) : null}
      </div>
      {children({ id: cid, 'aria-invalid': error ? true : undefined, 'aria-describedby': descrita, 'aria-required': requerido || undefined })}
      {ayuda ? (
        <p id={ayudaId} className="text-xs text-muted-foreground">
          {ayuda}
        </p>
      ) : null}
      <MensajeError id={errorId} mensaje={error} />
    </div>
  );
}

export function MensajeError({ id, mensaje }: { id?: string; mensaje?: string }) {
  if (!mensaje) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {mensaje}
    </p>
  );
}

/** A group of options (radios, checkboxes) with a legend, its error linked the same way. */
export function Grupo({ leyenda, error, requerido, children, className }: { leyenda: string; error?: string; requerido?: boolean; children: (control: { 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode; className?: string }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-1 text-sm font-medium">
        {leyenda}
        {requerido ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </legend>
      {children({ 'aria-describedby': errorId, 'aria-invalid': error ? true : undefined })}
      <MensajeError id={errorId} mensaje={error} />
    </fieldset>
  );
}
