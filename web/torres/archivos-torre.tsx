import { useState } from 'react';
import { Eye, Trash2, Undo2 } from 'lucide-react';
import { ARCHIVOS_DICTAMEN, validarArchivoDictamen } from '../../domain/dictamenes/reglas';
import { Button } from '../components/ui/button';
import { FileInput } from '../components/ui/file-input';
import { Visor, type DocumentoVisible } from '../components/visor';
import type { ArchivoDictamen } from '../dictamenes';
import { formatearFechaHora } from '../lib/formato';

const ACEPTAR = { imagen: '.png,.jpg,.jpeg,image/png,image/jpeg', pdf: '.pdf,application/pdf' } as const;
const AYUDA = { imagen: 'PNG, JPEG o JPG, menor a 14 MB.', pdf: 'PDF, menor a 14 MB.' } as const;

interface Props {
  slots: readonly string[];
  requeridos: readonly string[];
  /** the stored file of each slot */
  guardados: Readonly<Record<string, ArchivoDictamen | null>>;
  pendientes: Readonly<Record<string, File>>;
  quitados: readonly string[];
  editable: boolean;
  alElegir: (slot: string, f: File | null) => void;
  alQuitar: (slot: string, quitar: boolean) => void;
  errores?: Readonly<Record<string, string | undefined>>;
}

/**
 * The request's photos and documents (spec 3 §3.4, §5.4): each slot with its stored file (Ver,
 * Quitar) or the shared file input with the slot's own checks (photos PNG/JPEG/JPG, every other
 * document PDF, each under 14 MB). Chosen files travel when the form is saved.
 */
export function ArchivosTorre({ slots, requeridos, guardados, pendientes, quitados, editable, alElegir, alQuitar, errores = {} }: Props) {
  const [ver, setVer] = useState<DocumentoVisible | null>(null);
  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2">
        {slots.map((s) => {
          const a = ARCHIVOS_DICTAMEN[s];
          const g = guardados[s];
          const quitado = quitados.includes(s);
          const vigente = g && !quitado ? g : null;
          return (
            <li key={s} className="flex flex-col gap-2 rounded-md border border-border p-3">
              {vigente ? (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="min-w-0 flex-1">
                    <span className="font-medium">{a.etiqueta}</span>
                    <span className="block break-words text-muted-foreground">
                      {vigente.filename} · {formatearFechaHora(vigente.fecha_carga)}
                    </span>
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Ver ${a.etiqueta}`}
                    onClick={() => setVer({ id: vigente.id, nombre: a.etiqueta, nombre_archivo: vigente.filename, mime: vigente.mime_type })}
                  >
                    <Eye aria-hidden="true" />
                    Ver
                  </Button>
                  {editable ? (
                    <Button type="button" variant="ghost" size="sm" className="text-destructive" aria-label={`Quitar ${a.etiqueta}`} onClick={() => alQuitar(s, true)}>
                      <Trash2 aria-hidden="true" />
                      Quitar
                    </Button>
                  ) : null}
                </div>
              ) : editable ? (
                <>
                  <FileInput
                    etiqueta={a.etiqueta}
                    requerido={requeridos.includes(s)}
                    archivo={pendientes[s] ?? null}
                    alElegir={(f) => alElegir(s, f)}
                    aceptar={ACEPTAR[a.tipo]}
                    ayuda={AYUDA[a.tipo]}
                    validar={(f) => validarArchivoDictamen(s, f.name, f.type, f.size)}
                    error={errores[s]}
                  />
                  {quitado ? (
                    <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => alQuitar(s, false)}>
                      <Undo2 aria-hidden="true" />
                      Conservar el archivo guardado
                    </Button>
                  ) : null}
                </>
              ) : (
                <p className="text-sm">
                  <span className="font-medium">{a.etiqueta}:</span> <span className="text-muted-foreground">sin archivo</span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Visor fuente={ver} alCerrar={() => setVer(null)} />
    </>
  );
}
