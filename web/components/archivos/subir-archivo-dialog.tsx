import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../lib/avisos';
import { Upload } from 'lucide-react';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { FileInput } from '../ui/file-input';
import { MensajeError } from '../ui/form-field';
import { MSG } from '../../../domain/common/messages';

interface Props {
  abierto: boolean;
  alCambiar: (abierto: boolean) => void;
  titulo: string;
  descripcion: ReactNode;
  /** the label of the file control (its accessible name) */
  etiqueta: string;
  aceptar?: string;
  ayuda?: string;
  /** extra check on top of the control's (size, PDF/PNG/JPG); null when the file may go */
  validar?: (archivo: File) => string | null;
  /** uploads; resolves true when it worked (the API client shows the toasts) */
  alSubir: (archivo: File, alProgreso: (pct: number) => void) => Promise<boolean>;
  boton?: string;
}

/** One file, one button (payment proofs, late-payment receipt, beverage licence; spec 1 §2.6). */
export function SubirArchivoDialog({ abierto, alCambiar, titulo, descripcion, etiqueta, aceptar, ayuda, validar, alSubir, boton = 'Subir' }: Props) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progreso, setProgreso] = useState<number | null>(null);

  const cerrar = (v: boolean) => {
    if (!v) {
      setArchivo(null);
      setError(null);
    }
    alCambiar(v);
  };

  const elegir = (f: File | null) => {
    const problema = f && validar ? validar(f) : null;
    if (problema) {
      toast.error(problema);
      setError(problema);
      setArchivo(null);
      return;
    }
    setError(null);
    setArchivo(f);
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!archivo) {
      setError(MSG.requerido);
      return;
    }
    setProgreso(0);
    try {
      if (await alSubir(archivo, setProgreso)) cerrar(false);
    } finally {
      setProgreso(null);
    }
  };

  return (
    <Dialog open={abierto} onOpenChange={cerrar}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{descripcion}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
          <FileInput etiqueta={etiqueta} archivo={archivo} alElegir={elegir} aceptar={aceptar} ayuda={ayuda} progreso={progreso} />
          <MensajeError mensaje={error ?? undefined} />
          <DialogFooter>
            <Button variant="outline" onClick={() => cerrar(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={progreso !== null}>
              <Upload aria-hidden="true" />
              {boton}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
