import { colorEstatusDictamen, colorVerificacion, etiquetaEstatusDictamen, etiquetaVerificacion, type ColorDictamen } from '../../domain/dictamenes/estatus';
import { Badge, type BadgeProps } from '../components/ui/badge';

/** spec 3 §4.4 colours on the portal's chips (the word is always written: colour is never the only cue). */
export const VARIANTE_DICTAMEN: Record<ColorDictamen, NonNullable<BadgeProps['variant']>> = {
  azul: 'info',
  verde: 'success',
  rojo: 'destructive',
  naranja: 'warning',
  gris: 'outline',
};

/** The request's status word in its colour (1 'PENDIENTE', 10 'ENVIADA A REVISIÓN', … 'DICTAMEN FIRMADO'). */
export function ChipEstatusDictamen({ estatus, documentoFirmado, edoCuentaStatus }: { estatus: number | null; documentoFirmado: boolean; edoCuentaStatus: number | null }) {
  return (
    <Badge variant={VARIANTE_DICTAMEN[colorEstatusDictamen(estatus, edoCuentaStatus)]} data-estatus={estatus ?? ''} data-testid="estatus-dictamen">
      <span className="sr-only">Estatus: </span>
      {etiquetaEstatusDictamen(estatus, documentoFirmado)}
    </Badge>
  );
}

/** The 'Verificación' chip: the property tax of the key (6 orange, 8 green, 9 red). */
export function ChipVerificacion({ edoCuentaStatus }: { edoCuentaStatus: number | null }) {
  return (
    <Badge variant={VARIANTE_DICTAMEN[colorVerificacion(edoCuentaStatus)]} data-edo-cuenta={edoCuentaStatus ?? ''}>
      <span className="sr-only">Verificación: </span>
      {etiquetaVerificacion(edoCuentaStatus)}
    </Badge>
  );
}
