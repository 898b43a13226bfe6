import { MSG_LIC_EXTRA } from '../../../domain/licencia/mensajes';
import { Alert } from '../../components/ui/alert';
import type { EstadoSolicitud } from './valores';

/** spec 1 §4.3: a request in review is read-only; a returned one shows why (motivo_rechazo). */
export function BannerSolicitud({ estado }: { estado: EstadoSolicitud }) {
  const lic = estado.licencia;
  if (!lic) return null;
  const motivo = lic.motivo_rechazo?.trim();
  if (!estado.bloqueado && (estado.devuelta || (estado.acciones.enviarUsoSuelo && motivo))) {
    return (
      <Alert variant="destructive" title="Su solicitud fue devuelta. Motivo:">
        <span className="whitespace-pre-line">{motivo || '—'}</span>
        <p className="mt-1">Corrija lo indicado y vuelva a enviarla.</p>
      </Alert>
    );
  }
  if (estado.bloqueado) {
    return (
      <Alert variant="info" title={MSG_LIC_EXTRA.formularioBloqueado}>
        {lic.paso_actual_etiqueta ? `Etapa actual: ${lic.paso_actual_etiqueta}.` : null}
      </Alert>
    );
  }
  return null;
}
