import { useState } from 'react';
import { Clock3, ListChecks, Music } from 'lucide-react';
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX } from '../../domain/fiscalizacion/mensajes';
import { Button } from '../components/ui/button';
import type { EstablecimientoRef } from '../establecimientos/dialogo';
import { useEstablecimientoHorario, type EstablecimientoHorario, type TipoSolicitud } from './consultas';
import { FormularioFiscalizacionDialog } from './formulario-dialog';
import { SolicitudesFiscalizacionDialog } from './solicitudes-dialog';

interface Props {
  licenciaId: number;
  establecimiento: EstablecimientoRef;
  /** the buttons are asked for only when the licence may have them (issued, not a renewal) */
  activo?: boolean;
  tamano?: 'sm' | 'default';
  /** what GET horarios/establecimientos already said of it (then it is not asked again) */
  datos?: EstablecimientoHorario;
}

/**
 * The entry to extraordinary hours and live music of an issued licence: 'Horario extraordinario',
 * 'Música viva' and 'Solicitudes', shown only when the API says the establishment may ask (licence
 * ready, an activity with patente, not a renewal). A saved new request opens 'Solicitudes', where
 * it is printed, signed and sent.
 */
export function AccionesFiscalizacion({ licenciaId, establecimiento, activo = true, tamano = 'sm', datos }: Props) {
  const est = useEstablecimientoHorario(establecimiento.id, activo && !datos);
  const d = datos ?? est.data;
  const [nuevo, setNuevo] = useState<TipoSolicitud | null>(null);
  const [lista, setLista] = useState(false);
  if (!activo || !d?.elegible || d.licencia_id !== licenciaId) return null;
  return (
    <>
      <Button size={tamano} variant="outline" onClick={() => setNuevo('EXTRA')}>
        <Clock3 aria-hidden="true" />
        {MSGX.horarioExtraordinario}
      </Button>
      <Button size={tamano} variant="outline" onClick={() => setNuevo('VARIEDAD')}>
        <Music aria-hidden="true" />
        {MSGX.musicaViva}
      </Button>
      <Button size={tamano} variant="outline" onClick={() => setLista(true)}>
        <ListChecks aria-hidden="true" />
        {MSG.tituloSolicitudes}
      </Button>
      {nuevo ? (
        <FormularioFiscalizacionDialog
          key={nuevo}
          licenciaId={licenciaId}
          establecimiento={establecimiento}
          tipo={nuevo}
          solicitud={null}
          soloLectura={false}
          abierto
          alCambiar={(v) => !v && setNuevo(null)}
          alGuardar={() => setLista(true)}
        />
      ) : null}
      <SolicitudesFiscalizacionDialog licenciaId={licenciaId} establecimiento={establecimiento} abierto={lista} alCambiar={setLista} />
    </>
  );
}
