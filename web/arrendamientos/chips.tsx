import { ESTATUS_CONTRATO_ARR, ESTATUS_SOLICITUD_ARR, ETIQUETA_VENCIDO } from '../../domain/arrendamientos/reglas';
import { Badge, type BadgeProps } from '../components/ui/badge';

type Variante = NonNullable<BadgeProps['variant']>;

/** spec 3 §4.5: pending (orange), in review (blue), validated or approved (green). The word is always written. */
export function varianteEstatusArr(estatus: number | null): Variante {
  if (estatus === ESTATUS_SOLICITUD_ARR.APROBADA || estatus === ESTATUS_SOLICITUD_ARR.VALIDADA) return 'success';
  if (estatus === ESTATUS_SOLICITUD_ARR.EN_REVISION) return 'info';
  return 'warning';
}

/** The request's status chip ('Solicitud: EN REVISION'). */
export function ChipSolicitudArr({ estatus, etiqueta }: { estatus: number; etiqueta: string }) {
  return (
    <Badge variant={varianteEstatusArr(estatus)} data-testid="estatus-solicitud-arr" data-estatus={estatus}>
      {'Solicitud: '}
      {etiqueta}
    </Badge>
  );
}

/** The lease contract's status chip ('Contrato: PENDIENTE' while there is none). */
export function ChipContratoArr({ estatus, etiqueta }: { estatus: number | null; etiqueta: string }) {
  return (
    <Badge variant={varianteEstatusArr(estatus ?? ESTATUS_CONTRATO_ARR.PENDIENTE)} data-testid="estatus-contrato-arr" data-estatus={estatus ?? ''}>
      {'Contrato: '}
      {etiqueta}
    </Badge>
  );
}

/** The lease reached its contract's end date. */
export function ChipVencido() {
  return (
    <Badge variant="destructive" data-testid="vencido-arr">
      {ETIQUETA_VENCIDO}
    </Badge>
  );
}
