import type { TramiteDto } from '../../api/tramites/lectura';
import { usoSuelo } from '../../domain/usosuelo/definicion';
import { LineaTiempo } from '../tramite/linea-tiempo';
import { useTramite } from '../tramite/use-tramite';

/** The certificate's steps from its own machine, restored from the snapshot the API sent (spec 1 §4.5 colours). */
export function LineaConstancia({ tramite }: { tramite: Pick<TramiteDto, 'snapshot'> }) {
  const t = useTramite(usoSuelo, tramite);
  return <LineaTiempo pasos={t.linea} progreso={t.progreso} />;
}
