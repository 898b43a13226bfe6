import { Eye, Trash2 } from 'lucide-react';
import { AYUDA_DOCUMENTO } from '../../lib/archivos';
import { formatearFechaHora } from '../../lib/formato';
import { Button } from '../ui/button';
import { FileInput } from '../ui/file-input';

/** What the field needs of a stored file; the caller gets its own object back in alVer / alEliminar. */
export interface ArchivoGuardado {
  id: number;
  created_at: string;
}

interface Props<T extends ArchivoGuardado> {
  etiqueta: string;
  existentes: readonly T[];
  /** the stored file's name as listed */
  nombreDe: (a: T) => string;
  /** the file chosen and not yet uploaded */
  archivo: File | null;
  /** 0–100 while uploading, null otherwise */
  progreso: number | null;
  editable: boolean;
  alElegir: (f: File | null) => void;
  alVer: (a: T) => void;
  alEliminar: (a: T) => void;
  requerido?: boolean;
  aceptar?: string;
  ayuda?: string;
  validar?: (f: File) => string | null;
  /** a message from outside (a required document missing when sending); moot once a file is stored */
  error?: string;
  /** a new file replaces the stored one (the profile), and the help says so */
  reemplaza?: boolean;
}

function Guardados<T extends ArchivoGuardado>({ etiqueta, existentes, nombreDe, editable, alVer, alEliminar }: Pick<Props<T>, 'etiqueta' | 'existentes' | 'nombreDe' | 'editable' | 'alVer' | 'alEliminar'>) {
  return (
    <ul className="flex flex-col gap-1">
      {existentes.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {/* Only the file name may break inside a word; the date wraps between words. */}
          <span className="min-w-0 flex-1">
            <span className="break-words">{nombreDe(a)}</span>
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
  );
}

/**
 * One upload slot of a form: the stored files (Ver, Eliminar) and the shared file input labelled
 * by the document's name (keyboard, screen readers and tests reach it), with its checks and its
 * progress bar. The chosen file is uploaded when the form is saved.
 */
export function CampoArchivo<T extends ArchivoGuardado>(props: Props<T>) {
  const { etiqueta, existentes, archivo, progreso, editable, alElegir, requerido, aceptar, ayuda, validar, error, reemplaza } = props;
  const hay = existentes.length > 0;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-3">
      {editable ? (
        <FileInput
          etiqueta={etiqueta}
          requerido={requerido}
          archivo={archivo}
          alElegir={alElegir}
          progreso={progreso}
          aceptar={aceptar}
          ayuda={hay && reemplaza ? `${ayuda ?? AYUDA_DOCUMENTO} Un archivo nuevo reemplaza al actual.` : ayuda}
          validar={validar}
          error={hay ? undefined : error}
        />
      ) : (
        <p className="text-sm font-medium">{etiqueta}</p>
      )}
      {hay ? <Guardados {...props} /> : !editable ? <p className="text-sm text-muted-foreground">Sin documento</p> : null}
    </div>
  );
}
