import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Download } from 'lucide-react';
import { desenlaceDeError } from '../../lib/api';
import { obtenerToken } from '../../lib/token';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';

/**
 * A generated PDF (POST answers a blob, e.g. licencia/{clave}/generatePagoPredial): fetched with
 * the bearer token; failures follow the error catalogue of spec 1 §8.
 */
export async function obtenerPdf(metodo: 'GET' | 'POST', ruta: string): Promise<Blob> {
  const token = obtenerToken();
  let res: Response;
  try {
    res = await fetch(ruta, { method: metodo, headers: { Accept: 'application/pdf, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch (e) {
    for (const m of desenlaceDeError(null, null).mensajes) toast.error(m);
    throw e;
  }
  if (!res.ok) {
    const cuerpo: unknown = await res.json().catch(() => null);
    for (const m of desenlaceDeError(res.status, cuerpo, Boolean(token)).mensajes) toast.error(m);
    throw new Error(`HTTP ${res.status}`);
  }
  return res.blob();
}

export interface PdfVisible {
  titulo: string;
  archivo: string;
  obtener: () => Promise<Blob>;
  /** what goes under the document (a link to pay online) */
  pie?: ReactNode;
}

/** Shows a generated PDF in a dialog, with a download link. */
export function VisorPdf({ pdf, alCerrar }: { pdf: PdfVisible | null; alCerrar: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [fallo, setFallo] = useState(false);

  useEffect(() => {
    if (!pdf) return;
    let vivo = true;
    let creada: string | null = null;
    setUrl(null);
    setFallo(false);
    pdf.obtener().then(
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
  }, [pdf]);

  return (
    <Dialog open={pdf !== null} onOpenChange={(v) => !v && alCerrar()}>
      <DialogContent className="h-[90vh] max-w-5xl">
        <DialogHeader>
          <DialogTitle>{pdf?.titulo}</DialogTitle>
          <DialogDescription>{pdf?.archivo}</DialogDescription>
        </DialogHeader>
        <div className="flex min-h-0 flex-1 items-center justify-center rounded-md border border-border bg-muted">
          {fallo ? (
            <p className="p-6 text-center text-muted-foreground">No fue posible mostrar el documento.</p>
          ) : !url ? (
            <div role="status" className="flex items-center gap-2 text-muted-foreground">
              <Spinner className="text-primary" />
              Cargando documento…
            </div>
          ) : (
            <iframe src={url} title={pdf?.titulo ?? 'Documento'} className="size-full rounded-md" />
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {pdf?.pie}
          {url && pdf ? (
            <Button asChild variant="outline">
              <a href={url} download={pdf.archivo}>
                <Download aria-hidden="true" />
                Descargar
              </a>
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
