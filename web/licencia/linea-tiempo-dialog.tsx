import { Alert } from '../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { licencia as definicion } from '../../domain/licencia/definicion';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { LineaTiempo } from '../tramite/linea-tiempo';
import { useTramite } from '../tramite/use-tramite';
import { useEstablecimientoLicencias } from './consultas';
import type { DialogoEstablecimientoProps } from '../establecimientos/dialogo';
import { licenciaActual } from './estatus';
import type { LicenciaDto } from './tipos';

/** The licence's steps from its machine, restored from the snapshot the API sent. */
export function LineaLicencia({ licencia }: { licencia: Pick<LicenciaDto, 'tramite'> }) {
  const t = useTramite(definicion, licencia.tramite);
  return <LineaTiempo pasos={t.linea} progreso={t.progreso} />;
}

/** 'Línea de tiempo' (spec 1 §2.6, §4.5): the card's licence, refreshed from the establishment. */
export function LineaTiempoDialog({ establecimiento, abierto, alCambiar, licencia }: DialogoEstablecimientoProps & { licencia: Pick<LicenciaDto, 'tramite' | 'folio' | 'anio' | 'id'> | null }) {
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
        {!lic && detalle.isLoading ? <Cargando filas={5} /> : lic ? <LineaLicencia licencia={lic} /> : <Alert variant="info">{MSG_LIC.sinLicencia}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
