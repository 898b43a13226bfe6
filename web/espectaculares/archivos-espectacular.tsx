import { useState } from 'react';
import { Eye, Trash2, Undo2 } from 'lucide-react';
import { ARCHIVOS_DICTAMEN, validarArchivoDictamen } from '../../domain/dictamenes/reglas';
import { Button } from '../components/ui/button';
import { FileInput } from '../components/ui/file-input';
import { Visor, type DocumentoVisible } from '../components/visor';
import type { ArchivosElegidos } from './valores';
import type { ArchivoEspectacular } from './tipos';

const ACEPTAR = { imagen: '.png,.jpg,.jpeg,image/png,image/jpeg', pdf: '.pdf,application/pdf' } as const;
const AYUDA = { imagen: 'PNG, JPEG o JPG, menor a 14 MB.', pdf: 'PDF, menor a 14 MB.' } as const;

const info = (slot: string) => ARCHIVOS_DICTAMEN[slot] ?? { etiqueta: slot, tipo: 'pdf' as const, mensajeTipo: '' };

interface PropsSlot {
  slot: string;
  requerido: boolean;
  guardado: ArchivoEspectacular | null;
  /** undefined: left alone; a File: chosen now; null: the stored one is removed on save */
  elegido: File | null | undefined;
  alElegir: (f: File | null | undefined) => void;
  deshabilitado: boolean;
  error?: string;
  alVer: (d: DocumentoVisible) => void;
}

/** One document: the stored file (Ver, Quitar) and the chooser, with the slot's type and size rule. */
function Slot({ slot, requerido, guardado, elegido, alElegir, deshabilitado, error, alVer }: PropsSlot) {
  const { etiqueta, tipo } = info(slot);
  const quitado = elegido === null;
  const nuevo = elegido instanceof File ? elegido : null;
  const vigente = guardado && !quitado ? guardado : null;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border p-3" data-slot={slot}>
      {deshabilitado ? (
        <p className="text-sm font-medium">{etiqueta}</p>
      ) : (
        <FileInput
          etiqueta={etiqueta}
          requerido={requerido}
          archivo={nuevo}
          alElegir={(f) => alElegir(f ?? undefined)}
          aceptar={ACEPTAR[tipo]}
          ayuda={`${AYUDA[tipo]}${vigente ? ' Un archivo nuevo reemplaza al actual.' : ''}`}
          validar={(f) => validarArchivoDictamen(slot, f.name, f.type, f.size)}
          error={vigente ? undefined : error}
        />
      )}
      {vigente ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="min-w-0 flex-1 break-words">{vigente.filename}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Ver ${etiqueta}`}
            onClick={() => alVer({ id: vigente.id, nombre: etiqueta, nombre_archivo: vigente.filename, mime: vigente.mime_type })}
          >
            <Eye aria-hidden="true" />
            Ver
          </Button>
          {!deshabilitado && !requerido && !nuevo ? (
            <Button type="button" variant="ghost" size="sm" className="text-destructive" aria-label={`Quitar ${etiqueta}`} onClick={() => alElegir(null)}>
              <Trash2 aria-hidden="true" />
              Quitar
            </Button>
          ) : null}
        </div>
      ) : guardado && quitado && !deshabilitado ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>Se quitará {guardado.filename} al guardar.</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => alElegir(undefined)}>
            <Undo2 aria-hidden="true" />
            Conservar
          </Button>
        </div>
      ) : deshabilitado ? (
        <p className="text-sm text-muted-foreground">Sin documento</p>
      ) : null}
    </div>
  );
}

interface Props {
  slots: readonly string[];
  requeridos: readonly string[];
  /** the stored file of each slot (the answer's `<slot>_file`) */
  guardados: Readonly<Record<string, ArchivoEspectacular | null | undefined>>;
  elegidos: ArchivosElegidos;
  alElegir: (slot: string, f: File | null | undefined) => void;
  deshabilitado: boolean;
  /** a required document missing, by slot (the API's or the send rule's message) */
  errores?: Readonly<Record<string, string>>;
}

/**
 * The billboard's documents (spec 3 §2.6 Colindancias y Perspectivas, §3.5, §5.4): the boundary
 * photographs (PNG, JPEG, JPG) and the PDFs, each under 14 MB, with the domain's messages. A chosen
 * file travels with the save under its slot's name.
 */
export function ArchivosEspectacular({ slots, requeridos, guardados, elegidos, alElegir, deshabilitado, errores = {} }: Props) {
  const [ver, setVer] = useState<DocumentoVisible | null>(null);
  const e = elegidos as Record<string, File | null | undefined>;
  return (
    <>
      <div className="grid gap-3 md:grid-cols-2">
        {slots.map((s) => (
          <Slot
            key={s}
            slot={s}
            requerido={requeridos.includes(s)}
            guardado={guardados[s] ?? null}
            elegido={e[s]}
            alElegir={(f) => alElegir(s, f)}
            deshabilitado={deshabilitado}
            error={errores[s]}
            alVer={setVer}
          />
        ))}
      </div>
      <Visor fuente={ver} alCerrar={() => setVer(null)} />
    </>
  );
}
