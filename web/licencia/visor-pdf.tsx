import { useEffect, useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Spinner } from '../components/ui/spinner';
import { obtenerPdf, type FuentePdf } from './pdf';

/** A PDF to show and what goes under it (e.g. 'Pagar predial en línea' under the property-tax statement). */
export interface PdfVisible {
  fuente: FuentePdf;
  acciones?: ReactNode;
}

/**
 * PDF viewer for printouts and statements (spec 1 §2.6). Like components/visor-documento.tsx, but
 * for any protected PDF route (GET or POST), with room for the actions of what it shows
 * ('Pagar en línea' under a statement).
 */
export function VisorPdf({ fuente, alCerrar, acciones, aviso }: { fuente: FuentePdf | null; alCerrar: () => void; acciones?: ReactNode; aviso?: ReactNode }) {
  const [url, setUrl] = useState<string | null>(null);
  const [fallo, setFallo] = useState(false);

  useEffect(() => {
    if (!fuente) return;
    let vivo = true;
    let creada: string | null = null;
    setUrl(null);
    setFallo(false);
    obtenerPdf(fuente.ruta, fuente.metodo).then(
      (blob) => {
        if (!vivo) return;
        creada = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
        setUrl(creada);
      },
      () => vivo && setFallo(true),
    );
    return () => {
      vivo = false;
      if (creada) URL.revokeObjectURL(creada);
    };
  }, [fuente]);

  return (
    <Dialog open={fuente !== null} onOpenChange={(v) => !v && alCerrar()}>
      <DialogContent className="h-[90vh] max-w-5xl">
        <DialogHeader>
          <DialogTitle>{fuente?.titulo}</DialogTitle>
          <DialogDescription>{fuente?.nombreArchivo}</DialogDescription>
        </DialogHeader>
        {aviso}
        <div className="flex min-h-0 flex-1 items-center justify-center rounded-md border border-border bg-muted">
          {fallo ? (
            <p className="p-6 text-center text-muted-foreground">No fue posible mostrar el documento.</p>
          ) : !url ? (
            <div role="status" className="flex items-center gap-2 text-muted-foreground">
              <Spinner className="text-primary" />
              Cargando documento…
            </div>
          ) : (
            <iframe src={url} title={fuente?.titulo ?? 'Documento'} className="size-full rounded-md" />
          )}
        </div>
        <DialogFooter>
          {url && fuente ? (
            <Button asChild variant="outline">
              <a href={url} download={fuente.nombreArchivo}>
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
