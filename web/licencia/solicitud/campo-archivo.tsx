import { Eye, Trash2 } from 'lucide-react';
import { formatearFechaHora } from '../../lib/formato';
import { Button } from '../../components/ui/button';
import { FileInput } from '../../components/ui/file-input';
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
 * One upload slot of the licence form: the stored files (Ver, Eliminar) and the shared file input
 * labelled by the document's name (keyboard, screen readers and tests reach it), its checks and
 * its progress bar. Chosen files are uploaded on Guardar / Actualizar.
 */
export function CampoArchivo({ etiqueta, requerido, existentes, archivo, progreso, editable, aceptar, ayuda, validar, error, alElegir, alVer, alEliminar }: Props) {
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
          ayuda={ayuda}
          validar={validar}
          error={existentes.length ? undefined : error}
        />
      ) : (
        <p className="text-sm font-medium">{etiqueta}</p>
      )}
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
      ) : !editable ? (
        <p className="text-sm text-muted-foreground">Sin documento</p>
      ) : null}
    </div>
  );
}
