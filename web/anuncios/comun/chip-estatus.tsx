import { colorEstatusAnuncio, etiquetaEstatusAnuncio } from '../../../domain/anuncios/reglas';
import { Badge, type BadgeProps } from '../../components/ui/badge';

const VARIANTE: Record<ReturnType<typeof colorEstatusAnuncio>, NonNullable<BadgeProps['variant']>> = {
  gris: 'outline',
  verde: 'success',
  rojo: 'destructive',
  ambar: 'warning',
};

/** spec 3 §4.1: the request's status word in its colour (10 grey, 4 green, 5 red; none 'PENDIENTE DE ENVIAR'). */
export function ChipEstatusAnuncio({ estatus }: { estatus: number | null }) {
  return (
    <Badge variant={VARIANTE[colorEstatusAnuncio(estatus)]} data-estatus={estatus ?? ''}>
      {etiquetaEstatusAnuncio(estatus)}
    </Badge>
  );
}
