import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { toast } from '../lib/avisos';
import { obtenerArchivo } from '../lib/api';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';
import { Spinner } from './ui/spinner';
import { archivoDeFuente, esImagen, tipoParaMostrar, type ArchivoVisor, type FuentePdf, type FuenteVisor } from './visor-fuente';

export type { DocumentoVisible, FuentePdf, FuenteVisor } from './visor-fuente';

/** A PDF to show and what goes under it (e.g. 'Pagar predial en línea' under the property-tax statement). */
export interface PdfVisible {
  fuente: FuentePdf;
  acciones?: ReactNode;
}

/**
 * The file is protected, so it is fetched with the bearer token into an object URL that is
 * revoked when the viewer closes or shows another file.
 */
function useUrlArchivo(archivo: ArchivoVisor | null) {
  const [url, setUrl] = useState<string | null>(null);
  const [fallo, setFallo] = useState(false);
  useEffect(() => {
    if (!archivo) return;
    let vivo = true;
    let creada: string | null = null;
    setUrl(null);
    setFallo(false);
    obtenerArchivo(archivo.ruta, archivo.metodo).then(
      (blob) => {
        if (!vivo) return;
        const tipo = tipoParaMostrar(blob.type, archivo);
        creada = URL.createObjectURL(tipo === blob.type ? blob : new Blob([blob], { type: tipo }));
        setUrl(creada);
        if (archivo.exito) toast.success(archivo.exito);
      },
      () => vivo && setFallo(true),
    );
    return () => {
      vivo = false;
      if (creada) URL.revokeObjectURL(creada);
    };
  }, [archivo]);
  return { url, fallo };
}

function Contenido({ archivo, url, fallo }: { archivo: ArchivoVisor | null; url: string | null; fallo: boolean }) {
  if (fallo) return <p className="p-6 text-center text-muted-foreground">No fue posible mostrar el documento.</p>;
  if (!url) {
    return (
      <div role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="text-primary" />
        Cargando documento…
      </div>
    );
  }
  if (archivo && esImagen(archivo)) return <img src={url} alt={archivo.titulo} className="max-h-full max-w-full object-contain" />;
  return <iframe src={url} title={archivo?.titulo ?? 'Documento'} className="size-full rounded-md" />;
}

interface Props {
  /** a PDF the API produces or a stored document; null keeps the viewer closed */
  fuente: FuenteVisor | null;
  alCerrar: () => void;
  /** buttons next to 'Descargar' ('Pagar en línea' under a statement) */
  acciones?: ReactNode;
  /** a notice above the file */
  aviso?: ReactNode;
}

/** The file viewer of every page (spec 1 §2.6): printouts, statements, receipts and stored documents. */
export function Visor({ fuente, alCerrar, acciones, aviso }: Props) {
  // Keyed on the source itself: a caller that passes the same source does not fetch again.
  const archivo = useMemo(() => (fuente ? archivoDeFuente(fuente) : null), [fuente]);
  const { url, fallo } = useUrlArchivo(archivo);
  return (
    <Dialog open={archivo !== null} onOpenChange={(v) => !v && alCerrar()}>
      <DialogContent className="h-[90vh] max-w-5xl">
        <DialogHeader>
          <DialogTitle>{archivo?.titulo}</DialogTitle>
          <DialogDescription>{archivo?.nombreArchivo}</DialogDescription>
        </DialogHeader>
        {aviso}
        <div className="flex min-h-0 flex-1 items-center justify-center rounded-md border border-border bg-muted">
          <Contenido archivo={archivo} url={url} fallo={fallo} />
        </div>
        <DialogFooter>
          {url && archivo ? (
            <Button asChild variant="outline">
              <a href={url} download={archivo.nombreArchivo}>
                <Download aria-hidden="true" />
                Descargar
              </a>
            </Button>
          ) : null}
          {acciones}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
