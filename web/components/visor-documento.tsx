import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { obtenerArchivo } from '../lib/api';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { Spinner } from './ui/spinner';

export interface DocumentoVisible {
  id: number;
  nombre: string;
  nombre_archivo: string;
  mime: string;
}

/**
 * PDF / image viewer (spec 1 §2.6). The file is protected, so it is fetched with the bearer
 * token into an object URL that is revoked when the viewer closes.
 */
export function VisorDocumento({ documento, alCerrar }: { documento: DocumentoVisible | null; alCerrar: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [fallo, setFallo] = useState(false);

  useEffect(() => {
    if (!documento) return;
    let vivo = true;
    let creada: string | null = null;
    setUrl(null);
    setFallo(false);
    obtenerArchivo(`/api/documentacion/${documento.id}`).then(
      (blob) => {
        if (!vivo) return;
        creada = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: documento.mime }));
        setUrl(creada);
      },
      () => vivo && setFallo(true),
    );
    return () => {
      vivo = false;
      if (creada) URL.revokeObjectURL(creada);
    };
  }, [documento]);

  const esImagen = documento?.mime.startsWith('image/');
  return (
    <Dialog open={documento !== null} onOpenChange={(v) => !v && alCerrar()}>
      <DialogContent className="h-[90vh] max-w-5xl">
        <DialogHeader>
          <DialogTitle>{documento?.nombre}</DialogTitle>
          <DialogDescription>{documento?.nombre_archivo}</DialogDescription>
        </DialogHeader>
        <div className="flex min-h-0 flex-1 items-center justify-center rounded-md border border-border bg-muted">
          {fallo ? (
            <p className="p-6 text-center text-muted-foreground">No fue posible mostrar el documento.</p>
          ) : !url ? (
            <div role="status" className="flex items-center gap-2 text-muted-foreground">
              <Spinner className="text-primary" />
              Cargando documento…
            </div>
          ) : esImagen ? (
            <img src={url} alt={documento?.nombre} className="max-h-full max-w-full object-contain" />
          ) : (
            <iframe src={url} title={documento?.nombre ?? 'Documento'} className="size-full rounded-md" />
          )}
        </div>
        {url && documento ? (
          <div className="flex justify-end">
            <Button asChild variant="outline">
              <a href={url} download={documento.nombre_archivo}>
                <Download aria-hidden="true" />
                Descargar
              </a>
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
