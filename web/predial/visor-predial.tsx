import { useEffect, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';

/** A statement fetched as an object URL (pdf-predial.ts), with its title and file name. */
export interface PdfPredial {
  url: string;
  titulo: string;
  nombreArchivo: string;
}

/**
 * The PDF viewer of a property-tax statement (spec 2 'Property-tax account statement dialog'):
 * the same look as web/components/visor.tsx, for a file that was already fetched with its body
 * (a POST the shared viewer cannot make). The object URL is revoked when the viewer lets it go.
 */
export function VisorPredial({ pdf, alCerrar, acciones, aviso }: { pdf: PdfPredial | null; alCerrar: () => void; acciones?: ReactNode; aviso?: ReactNode }) {
  const url = pdf?.url;
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return (
    <Dialog open={pdf !== null} onOpenChange={(v) => !v && alCerrar()}>
      <DialogContent className="h-[90vh] max-w-5xl">
        <DialogHeader>
          <DialogTitle>{pdf?.titulo}</DialogTitle>
          <DialogDescription>{pdf?.nombreArchivo}</DialogDescription>
        </DialogHeader>
        {aviso}
        <div className="flex min-h-0 flex-1 items-center justify-center rounded-md border border-border bg-muted">
          {pdf ? <iframe src={pdf.url} title={pdf.titulo} className="size-full rounded-md" /> : null}
        </div>
        <DialogFooter className="flex-wrap">
          {pdf ? (
            <Button asChild variant="outline">
              <a href={pdf.url} download={pdf.nombreArchivo}>
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
