import { Alert } from '../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { useEstablecimientoLicencias } from './consultas';
import type { DialogoEstablecimientoProps } from './dialogo';
import { licenciaActual } from './estatus';
import { LineaTiempo } from './linea-tiempo';
import type { LicenciaDto } from './tipos';

/** 'Línea de tiempo' (spec 1 §2.6, §4.5): the card's licence, refreshed from the establishment. */
export function LineaTiempoDialog({ establecimiento, abierto, alCambiar, licencia }: DialogoEstablecimientoProps & { licencia: LicenciaDto | null }) {
  const detalle = useEstablecimientoLicencias(establecimiento.id, abierto);
  const lic = licenciaActual(detalle.data?.licencia) ?? licencia;
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Línea de tiempo</DialogTitle>
          <DialogDescription>
            {establecimiento.nombre_comercial}
            {lic?.folio ? ` · Folio ${lic.folio}` : ''}
          </DialogDescription>
        </DialogHeader>
        {!lic && detalle.isLoading ? (
          <Cargando filas={5} />
        ) : lic ? (
          <LineaTiempo pasos={lic.linea_tiempo ?? []} progreso={lic.progreso} />
        ) : (
          <Alert variant="info">{MSG_LIC.sinLicencia}</Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}
