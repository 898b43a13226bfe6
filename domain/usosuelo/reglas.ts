// The rules of land-use certificates that are not steps (spec 1 §4.4, §9): how many an
// establishment may hold, and the certificate's statuses as the spec names them, read from its
// request's machine.
import { ESTATUS } from '../tramite/estatus';
import { accionesTramite, estatusSolicitud } from '../tramite/lectura';
import { estadoDe, type SnapshotPersistido, type SnapshotTramite } from '../tramite/maquina';
import { usoSuelo } from './definicion';
import { MSG_US_EXTRA } from './mensajes';

/** spec 1 §9: at most two certificates per establishment. */
export const MAX_CONSTANCIAS = 2;
/** spec 1 §9: the certificates list shows five per page. */
export const CONSTANCIAS_POR_PAGINA = 5;

export type NuevaConstancia = { permitida: true; motivo: null } | { permitida: false; motivo: string };

/**
 * spec 1 §4.4: a new certificate only when every existing one is approved (4) and there are fewer
 * than two. `existentes` are the establishment's certificates' general statuses.
 */
export function nuevaConstancia(existentes: readonly number[]): NuevaConstancia {
  if (existentes.length >= MAX_CONSTANCIAS) return { permitida: false, motivo: MSG_US_EXTRA.maximoConstancias };
  if (existentes.some((e) => e !== ESTATUS.APROBADO)) return { permitida: false, motivo: MSG_US_EXTRA.constanciasPendientes };
  return { permitida: true, motivo: null };
}

type Leible = Pick<SnapshotPersistido, 'value' | 'context'> | SnapshotTramite;

export interface CamposConstancia {
  /** spec 1 §4.4: 10 in the area's hands, 2 waiting for the payment, 5 returned, 4 approved (1 before it was first sent) */
  estatus_general: number;
  estatus_verificacion: number;
  estatus_pago: number;
  estatus_validacion: number;
  /** why it was returned, while it is */
  motivo_rechazo: string | null;
}

/**
 * The certificate's statuses (spec 1 §3 constancia_uso_suelo). A returned certificate is 5 at
 * either review, so the taxpayer reads the same word wherever 'Enviar a uso de suelo' answers it.
 */
export function camposConstancia(s: Leible): CamposConstancia {
  const { pasos, actual } = s.context as SnapshotPersistido['context'];
  const devuelta = estadoDe(s) === 'devuelta';
  return {
    estatus_general: devuelta ? ESTATUS.RECHAZADO : estatusSolicitud(usoSuelo, s),
    estatus_verificacion: pasos.verificacion?.estatus ?? ESTATUS.PENDIENTE,
    estatus_pago: pasos.pago?.estatus ?? ESTATUS.PENDIENTE,
    estatus_validacion: pasos.validacion?.estatus ?? ESTATUS.PENDIENTE,
    motivo_rechazo: devuelta && actual ? (pasos[actual]?.motivo ?? null) : null,
  };
}

export interface AccionesConstancia {
  /** the form may be changed: before it is first sent, or returned at verification */
  editar: boolean;
  /** 'Enviar a uso de suelo' after a return at verification (or the first send, if it did not go through) */
  enviar: boolean;
  /** service id payable online now, or whose proof may be attached now */
  pagar: number | null;
  comprobante: number | null;
  /** spec 1 §7.4 imprimirconstancia: once approved */
  imprimir: boolean;
}

/** What the taxpayer may do with the certificate now: the machine answers (spec 1 §4.4). */
export function accionesConstancia(s: SnapshotTramite): AccionesConstancia {
  const a = accionesTramite(usoSuelo, s);
  return { editar: a.guardar, enviar: a.enviar, pagar: a.pagar, comprobante: a.comprobante, imprimir: estadoDe(s) === 'terminada' };
}
