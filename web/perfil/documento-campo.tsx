import { Eye, Trash2 } from 'lucide-react';
import { formatearFechaHora } from '../lib/formato';
import type { Documento } from '../lib/tipos';
import { Button } from '../components/ui/button';
import { FileInput } from '../components/ui/file-input';

export interface AccionesDocumento {
  alVer: (d: Documento) => void;
  alEliminar: (d: Documento) => void;
}

interface Props extends AccionesDocumento {
  etiqueta: string;
  existentes: Documento[];
  archivo: File | null;
  progreso: number | null;
  editable: boolean;
  alElegir: (f: File | null) => void;
}

/** One document slot: what is stored (name, date, Ver, Eliminar) and the file to attach on save. */
export function DocumentoCampo({ etiqueta, existentes, archivo, progreso, editable, alElegir, alVer, alEliminar }: Props) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-3">
      {editable ? (
        <FileInput
          etiqueta={etiqueta}
          archivo={archivo}
          progreso={progreso}
          alElegir={alElegir}
          ayuda={existentes.length ? 'PDF, PNG o JPG, menor a 14 MB. Un archivo nuevo reemplaza al actual.' : undefined}
        />
      ) : (
        <p className="text-sm font-medium">{etiqueta}</p>
      )}
      {existentes.length ? (
        <ul className="flex flex-col gap-1">
          {existentes.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              {/* Only the file name may break inside a word; the date wraps between words. */}
              <span className="min-w-0 flex-1">
                <span className="break-words">{d.nombre_archivo}</span>
                <span className="text-muted-foreground"> · {formatearFechaHora(d.created_at)}</span>
              </span>
              <Button variant="outline" size="sm" onClick={() => alVer(d)} aria-label={`Ver ${etiqueta}`}>
                <Eye aria-hidden="true" />
                Ver
              </Button>
              {editable ? (
                <Button variant="ghost" size="sm" className="text-destructive" onClick={() => alEliminar(d)} aria-label={`Eliminar ${etiqueta}`}>
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
