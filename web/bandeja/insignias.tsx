import { Badge } from '../components/ui/badge';
import type { Tarea } from '../lib/tipos';
import { ESTADOS_TAREA } from './procedimientos';

export function InsigniaEstado({ tarea }: { tarea: Pick<Tarea, 'estado' | 'resultado'> }) {
  if (tarea.estado === 'resuelta') {
    return tarea.resultado === 'rechazado' ? <Badge variant="destructive">Rechazada</Badge> : <Badge variant="success">Aprobada</Badge>;
  }
  if (tarea.estado === 'cancelada') return <Badge variant="outline">{ESTADOS_TAREA.cancelada}</Badge>;
  return <Badge variant="info">{ESTADOS_TAREA.pendiente}</Badge>;
}

export function InsigniaVencida({ vencida }: { vencida: boolean }) {
  return vencida ? <Badge variant="destructive">Vencida</Badge> : null;
}
