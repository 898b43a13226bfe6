import type { EstatusVisible } from '../../domain/tramite/lectura';
import type { TonoEstatus } from '../../domain/tramite/estatus';
import { Badge } from '../components/ui/badge';

export type VarianteInsignia = 'success' | 'warning' | 'destructive' | 'info' | 'outline';

const VARIANTES: Record<TonoEstatus, VarianteInsignia> = { exito: 'success', info: 'info', aviso: 'warning', peligro: 'destructive', neutro: 'outline' };

/** The badge of a status tone (domain/tramite/estatus.ts), the same on every screen. */
export const varianteTono = (t: TonoEstatus): VarianteInsignia => VARIANTES[t];

/** A request's one status word as a badge (domain/tramite/lectura.ts estatusVisible). */
export function InsigniaEstatus({ estatus, className }: { estatus: Pick<EstatusVisible, 'texto' | 'tono'>; className?: string }) {
  return (
    <Badge variant={varianteTono(estatus.tono)} className={className}>
      {estatus.texto}
    </Badge>
  );
}
