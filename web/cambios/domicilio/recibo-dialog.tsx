import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { qkCambios } from '../comun/consultas';
import { subirReciboDU } from './consultas';

/** spec 2 §2 payment-receipt upload: the proof of the 1755 land-use payment (PDF), validated by Desarrollo Urbano. */
export function ReciboDUDialog({ solicitudId, folio, alCambiar }: { solicitudId: number; folio: string; alCambiar: (v: boolean) => void }) {
  const qc = useQueryClient();
  const id = useId();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const subir = async () => {
    if (!archivo) return;
    setOcupado(true);
    try {
      await subirReciboDU(solicitudId, archivo);
      await qc.invalidateQueries({ queryKey: qkCambios.todo });
      alCambiar(false);
    } catch {
      // the API client showed the server's message
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open onOpenChange={alCambiar}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Recibo de pago de uso de suelo</DialogTitle>
          <DialogDescription>Solicitud {folio}. Adjunte el recibo en PDF; Desarrollo Urbano lo valida.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            Recibo de pago (PDF)
          </label>
          <Input id={id} type="file" accept="application/pdf,.pdf" onChange={(e) => setArchivo(e.target.files?.[0] ?? null)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => alCambiar(false)}>
            Cerrar
          </Button>
          <Button disabled={!archivo || ocupado} onClick={() => void subir()}>
            Subir recibo
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
