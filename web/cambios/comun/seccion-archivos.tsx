import { useState } from 'react';
import { Eye } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FileInput } from '../../components/ui/file-input';
import { Visor, type DocumentoVisible } from '../../components/visor';
import { formatearFechaHora } from '../../lib/formato';
import { aceptarDe, archivoDe, ayudaDe, documentoVisible, validarArchivoCambio } from './archivos';
import type { ArchivoDto, Ranura } from './tipos';

export interface SeccionArchivosCambioProps {
  /** the group's legend: 'Documentos', 'Documentos de la propiedad', 'Fotografías' */
  titulo: string;
  /** the slots to show (domain/cambios/documentos.ts documentosCambio, documentosPropiedadCambio, fotosCambio) */
  ranuras: readonly Ranura[];
  /** the request's stored files (solicitud.archivos); the newest of each code is shown */
  existentes: readonly ArchivoDto[];
  /** the files chosen and not yet sent, by code (send them with formDataCambio) */
  valor: ReadonlyMap<string, File>;
  alCambiar: (archivos: Map<string, File>) => void;
  soloLectura?: boolean;
  /** a message per code (a required document missing), shown while the slot has no file */
  errores?: Readonly<Record<string, string>>;
}

function Guardado({ archivo, etiqueta, alVer }: { archivo: ArchivoDto; etiqueta: string; alVer: (d: DocumentoVisible) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="min-w-0 flex-1">
        <span className="text-muted-foreground">Archivo actual: </span>
        <span className="break-words">{archivo.nombre}</span>
        <span className="text-muted-foreground"> · {formatearFechaHora(archivo.created_at)}</span>
      </span>
      {/* Named by its content ('Ver' + the slot), so getByLabel(slot) finds only the file input. */}
      <Button type="button" variant="outline" size="sm" onClick={() => alVer(documentoVisible(archivo))}>
        <Eye aria-hidden="true" />
        Ver<span className="sr-only"> {etiqueta}</span>
      </Button>
    </div>
  );
}

/**
 * The upload slots of a change request (spec 2 §3 document codes, §5 file rules): one file input
 * per slot labelled by the document's name, photos PNG or JPEG and every other slot a PDF, under
 * 14 MB, required ones marked; the stored file of each slot with 'Ver'.
 */
export function SeccionArchivosCambio({ titulo, ranuras, existentes, valor, alCambiar, soloLectura, errores }: SeccionArchivosCambioProps) {
  const [documento, setDocumento] = useState<DocumentoVisible | null>(null);
  const elegir = (codigo: string, f: File | null) => {
    const n = new Map(valor);
    if (f) n.set(codigo, f);
    else n.delete(codigo);
    alCambiar(n);
  };
  if (!ranuras.length) return null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{titulo}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {ranuras.map((r) => {
          const guardado = archivoDe(existentes, r.codigo);
          return (
            <div key={r.codigo} className="flex flex-col gap-2 rounded-md border border-border p-3">
              {soloLectura ? (
                <p className="text-sm font-medium">{r.etiqueta}</p>
              ) : (
                <FileInput
                  etiqueta={r.etiqueta}
                  requerido={r.requerido}
                  archivo={valor.get(r.codigo) ?? null}
                  alElegir={(f) => elegir(r.codigo, f)}
                  aceptar={aceptarDe(r.foto)}
                  ayuda={guardado ? `${ayudaDe(r.foto)} Un archivo nuevo reemplaza al actual.` : ayudaDe(r.foto)}
                  validar={(f) => validarArchivoCambio(f, r.foto)}
                  error={guardado ? undefined : errores?.[r.codigo]}
                />
              )}
              {guardado ? (
                <Guardado archivo={guardado} etiqueta={r.etiqueta} alVer={setDocumento} />
              ) : soloLectura ? (
                <p className="text-sm text-muted-foreground">Sin documento</p>
              ) : null}
            </div>
          );
        })}
      </div>
      <Visor fuente={documento} alCerrar={() => setDocumento(null)} />
    </fieldset>
  );
}
