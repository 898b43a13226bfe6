import { useState } from 'react';
import { Paperclip } from 'lucide-react';
import { nombreServicio } from '../../../domain/tramite/servicios';
import { Button } from '../../components/ui/button';
import { ComprobanteDialog } from '../../tramite/pagos/comprobante-dialog';
import { qkCambios } from './consultas';
import type { CambioBaseDto } from './tipos';

/**
 * 'Adjuntar comprobante de pago' for the fee a change request waits on (Desarrollo Urbano's 1755 of
 * an activity change without a land-use certificate): a PDF the same area then validates. Nothing
 * when no payment is awaited.
 */
export function ComprobanteCambio({ solicitud }: { solicitud: CambioBaseDto }) {
  const [abierto, setAbierto] = useState(false);
  const servicio = solicitud.tramite.acciones.comprobante;
  if (servicio === null) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm">
      <span>
        Pago pendiente: <span className="font-semibold">{nombreServicio(servicio)}</span>
      </span>
      <Button size="sm" variant="secondary" onClick={() => setAbierto(true)}>
        <Paperclip aria-hidden="true" />
        Adjuntar comprobante de pago
      </Button>
      {abierto ? (
        <ComprobanteDialog
          url={`/api/cambios/${solicitud.id}/uploadComprobantePago`}
          servicioId={servicio}
          servicio={nombreServicio(servicio)}
          refrescar={[qkCambios.todo]}
          abierto
          alCambiar={setAbierto}
        />
      ) : null}
    </div>
  );
}
