import { avisoExtemporaneo, type DatosPlazo } from '../../domain/licencia/extemporaneo';
import { hoyCancun } from '../../domain/tramite/fechas';
import { Alert } from '../components/ui/alert';

/**
 * spec 1 §4.8: said in the send-to-review confirmation when the late-payment deadline passed or is
 * near, with its date and where it comes from — not first met on the statement after the last area.
 */
export function AvisoExtemporaneoEnvio(d: DatosPlazo) {
  const a = avisoExtemporaneo({ ...d, hoy: hoyCancun() });
  if (!a) return null;
  return (
    <Alert variant="warning" title={a.titulo} className="mt-3 text-left">
      {a.mensaje}
    </Alert>
  );
}
