import type { TramiteDto } from '../../api/tramites/lectura';
import { definicionDe } from '../../domain/tramites';
import { LineaTiempo } from '../tramite/linea-tiempo';
import { useTramite } from '../tramite/use-tramite';

/** The request's steps from its own machine, restored from the snapshot the API sent (either sign procedure). */
export function LineaAnuncio({ tramite }: { tramite: Pick<TramiteDto, 'snapshot' | 'procedimiento'> }) {
  const t = useTramite(definicionDe(tramite.procedimiento), tramite);
  return <LineaTiempo pasos={t.linea} progreso={t.progreso} />;
}
