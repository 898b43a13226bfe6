import { ESTATUS_CESION, ETIQUETAS_CESION } from '../../domain/cesiones/reglas';
import { Badge, type BadgeProps } from '../components/ui/badge';

type Variante = NonNullable<BadgeProps['variant']>;

/** spec 3 §4.6: draft (outline), in process (blue), validated or finished (green), returned (red). The word is always written. */
export function varianteEstatusCesion(estatus: number): Variante {
  if (estatus === ESTATUS_CESION.FINALIZADA || estatus === ESTATUS_CESION.VALIDADA) return 'success';
  if (estatus === ESTATUS_CESION.EN_PROCESO) return 'info';
  if (estatus === ESTATUS_CESION.RECHAZADA) return 'destructive';
  return 'warning';
}

/** The assignment's status chip ('EN PROCESO'). */
export function ChipCesion({ estatus, etiqueta }: { estatus: number; etiqueta?: string }) {
  return (
    <Badge variant={varianteEstatusCesion(estatus)} data-testid="estatus-cesion" data-estatus={estatus}>
      {etiqueta ?? ETIQUETAS_CESION[estatus] ?? String(estatus)}
    </Badge>
  );
}
