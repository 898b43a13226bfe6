import { useEffect, useState } from 'react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { Download } from 'lucide-react';
import { toast } from '../lib/avisos';
import { Button } from '../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Spinner } from '../components/ui/spinner';
import { desenlaceDeError } from '../lib/api';
import { obtenerToken } from '../lib/token';
import { rutaApi } from './consultas';
import type { BaseDictamen } from './tipos';

/** spec 3 §2.1 'Ver Motivo de Rechazo': the reason the last reviewer wrote. */
export function MotivoRechazoDialog({ motivo, abierto, onCerrar }: { motivo: string | null; abierto: boolean; onCerrar: () => void }) {
  return (
    <Dialog open={abierto} onOpenChange={(v) => !v && onCerrar()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{M.motivoRechazo}</DialogTitle>
          <DialogDescription>Corrija su solicitud y envíela nuevamente a revisión.</DialogDescription>
        </DialogHeader>
        <p className="whitespace-pre-line break-words rounded-md border border-border bg-muted p-3">{motivo?.trim() ? motivo : 'Sin motivo registrado.'}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{M.cerrar}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * POST {base}/{id}/viewDictamenPDF {firmado}: the dictamen as an object URL, revoked when the
 * dialog closes. The shared viewer's sources carry no body, so the call is made here; a refusal
 * is shown with the portal's error catalogue (spec 1 §8).
 */
function usePdfDictamen(base: BaseDictamen, id: number, firmado: boolean, abierto: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  const [fallo, setFallo] = useState(false);
  useEffect(() => {
    if (!abierto) return;
    let vivo = true;
    let creada: string | null = null;
    setUrl(null);
    setFallo(false);
    const token = obtenerToken();
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/pdf, application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    void (async () => {
      try {
        const res = await fetch(`${rutaApi(base)}/${id}/viewDictamenPDF`, { method: 'POST', headers, body: JSON.stringify({ firmado }) });
        if (!res.ok) {
          const cuerpo: unknown = await res.json().catch(() => null);
          if (vivo) for (const m of desenlaceDeError(res.status, cuerpo, Boolean(token)).mensajes) toast.error(m);
          throw new Error(String(res.status));
        }
        const blob = await res.blob();
        if (!vivo) return;
        creada = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
        setUrl(creada);
      } catch {
        if (vivo) setFallo(true);
      }
    })();
    return () => {
      vivo = false;
      if (creada) URL.revokeObjectURL(creada);
    };
  }, [base, id, firmado, abierto]);
  return { url, fallo };
}

interface PropsDictamen {
  base: BaseDictamen;
  id: number;
  /** true: the signed dictamen; false: the draft with the 'BORRADOR' watermark (staff) */
  firmado: boolean;
  /** the request's folio, for the title and the file's name */
  folio?: string;
  abierto: boolean;
  onCerrar: () => void;
}

/** The dictamen in the portal's viewer: the signed one, or the reviewers' draft. */
export function DictamenDialog({ base, id, firmado, folio, abierto, onCerrar }: PropsDictamen) {
  const { url, fallo } = usePdfDictamen(base, id, firmado, abierto);
  const titulo = firmado ? 'Dictamen firmado' : 'Borrador del dictamen';
  const nombre = `${firmado ? 'dictamen' : 'borrador-dictamen'}-${folio ?? id}.pdf`;
  return (
    <Dialog open={abierto} onOpenChange={(v) => !v && onCerrar()}>
      <DialogContent className="h-[90vh] max-w-5xl">
        <DialogHeader>
          <DialogTitle>{folio ? `${titulo} ${folio}` : titulo}</DialogTitle>
          <DialogDescription>{nombre}</DialogDescription>
        </DialogHeader>
        <div className="flex min-h-0 flex-1 items-center justify-center rounded-md border border-border bg-muted">
          {fallo ? (
            <p className="p-6 text-center text-muted-foreground">No fue posible mostrar el documento.</p>
          ) : url ? (
            <iframe src={url} title={folio ? `${titulo} ${folio}` : titulo} className="size-full rounded-md" />
          ) : (
            <div role="status" className="flex items-center gap-2 text-muted-foreground">
              <Spinner className="text-primary" />
              Cargando documento…
            </div>
          )}
        </div>
        <DialogFooter>
          {url ? (
            <Button asChild variant="outline">
              <a href={url} download={nombre}>
                <Download aria-hidden="true" />
                Descargar
              </a>
            </Button>
          ) : null}
          <DialogClose asChild>
            <Button variant="outline">{M.cerrar}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
