import { Megaphone } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import type { DialogoEstablecimientoProps } from '../establecimientos/dialogo';
import { ListaSolicitudesAnuncio } from './lista-solicitudes';

export const TITULO_SOLICITUDES_ANUNCIOS = 'Solicitudes de anuncios';
export const IconoAnuncios = Megaphone;

/** The establishment card's 'Solicitudes de anuncios' (spec 3 §2.2): its sign requests and 'Agregar anuncio'. */
export function SolicitudesAnunciosDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{TITULO_SOLICITUDES_ANUNCIOS}</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
        </DialogHeader>
        <ListaSolicitudesAnuncio establecimiento={establecimiento} activo={abierto} />
      </DialogContent>
    </Dialog>
  );
}
