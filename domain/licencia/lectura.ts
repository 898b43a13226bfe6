// The licence's fields as spec 1 §3 names them (estatus_licencia, estatus_uso_suelo, …), read from
// its request's snapshot: the API's answers, the printouts and the public check all read these,
// so no column can drift from the workflow's state.
import type { ContextoTramite } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { accionesTramite, estatusSolicitud, estatusVisible, progreso, type EstatusVisible } from '../tramite/lectura';
import { estadoDe, type SnapshotPersistido, type SnapshotTramite } from '../tramite/maquina';
import type { DatosLicencia, ExtraLicencia } from './definicion';
import { licencia } from './definicion';
import { TIPO_LICENCIA } from './constantes';

type Leible = Pick<SnapshotPersistido, 'value' | 'context'> | SnapshotTramite;

/** A signature or an area's decision as the spec's fields carry it: 4 approved, 5 returned, 2 otherwise. */
const decision = (e: number) => (e === ESTATUS.APROBADO ? ESTATUS.APROBADO : e === ESTATUS.RECHAZADO ? ESTATUS.RECHAZADO : ESTATUS.PENDIENTE);

export interface CamposLicencia {
  estatusLicencia: number;
  estatusVerificacion: number;
  estatusDirectorIngresos: number;
  estatusTesorero: number;
  estatusUsoSuelo: number;
  estatusPagoUsoSuelo: number;
  estatusAnuencia: number;
  estatusPagoAnuencia: number;
  estatusResiduosSolidos: number;
  estatusPagoResiduosSolidos: number;
  /** spec 1 §4.3: licence, director and treasurer all 4 */
  lista: boolean;
  /** spec 1 §3 tipo_licencia_id: provisional until it is signed */
  tipoLicenciaId: number;
  extemporaneo: boolean;
  /** spec 1 §4.8: the late-payment dialog opens only with 4 */
  estatusEstadoExtemporaneo: number | null;
  pagoExtemporaneo: boolean;
  suspendida: boolean;
  bebidasPendiente: boolean;
  /** end of the beverage window (epoch ms), while it runs */
  bebidasLimite: number | null;
  progreso: number;
}

export function camposLicencia(s: Leible): CamposLicencia {
  const c = s.context as unknown as ContextoTramite<DatosLicencia, ExtraLicencia>;
  const e = (k: string) => c.pasos[k]?.estatus ?? ESTATUS.PENDIENTE;
  const emitida = estadoDe(s) === 'terminada';
  // spec 1 §4.4 estatus_general of the land-use certificate: 11 no aplica (a certificate held, or a
  // renewal), 5 returned, 4 approved.
  const usoSuelo = c.datos.tieneUsoSuelo || c.datos.renovacion
    ? ESTATUS.NO_APLICA
    : e('validacion_uso_suelo') === ESTATUS.APROBADO
      ? ESTATUS.APROBADO
      : e('verificacion_uso_suelo') === ESTATUS.RECHAZADO || e('validacion_uso_suelo') === ESTATUS.RECHAZADO
        ? ESTATUS.RECHAZADO
        : ESTATUS.PENDIENTE;
  return {
    estatusLicencia: estatusSolicitud(licencia, s),
    estatusVerificacion: e('validacion_datos'),
    estatusDirectorIngresos: decision(e('firma_director')),
    estatusTesorero: decision(e('firma_tesorero')),
    estatusUsoSuelo: usoSuelo,
    estatusPagoUsoSuelo: e('pago_uso_suelo'),
    estatusAnuencia: decision(e('validacion_anuencia')),
    estatusPagoAnuencia: e('pago_anuencia'),
    estatusResiduosSolidos: decision(e('validacion_residuos')),
    estatusPagoResiduosSolidos: e('pago_residuos'),
    lista: emitida,
    tipoLicenciaId: emitida ? TIPO_LICENCIA.PERMANENTE : TIPO_LICENCIA.PROVISIONAL,
    extemporaneo: c.extra.extemporaneo,
    estatusEstadoExtemporaneo: c.extra.extemporaneo ? ESTATUS.APROBADO : null,
    pagoExtemporaneo: e('pago_extemporaneo') === ESTATUS.PAGADO,
    suspendida: c.extra.suspendida,
    bebidasPendiente: c.extra.bebidasPendiente,
    bebidasLimite: c.plazos.bebidas ?? null,
    progreso: progreso(licencia, s).valor,
  };
}

/** What the taxpayer may do with the licence now; the web contract also names the same-step answer by the spec's button ('Enviar a uso de suelo'). */
export function accionesLicencia(snap: SnapshotTramite | null) {
  const a = accionesTramite(licencia, snap);
  return { ...a, enviarUsoSuelo: a.corregir, editarUsoSuelo: a.corregir };
}
export type AccionesLicencia = ReturnType<typeof accionesLicencia>;

/** The licence's words beyond its request's (spec 1 §4.8 suspension; a revoked licence; a padrón year, spec 1 §2.6). */
export const PALABRAS_LICENCIA = { revocada: 'Revocada', suspendida: 'Suspendida', pagada: 'Pagada', sinRenovar: 'Sin renovar' } as const;

/** A year of the municipal padrón (spec 1 §2.6 'Pick a licence to renew'): paid, or not renewed. */
export const palabraLicenciaPadron = (pagada: boolean) => (pagada ? PALABRAS_LICENCIA.pagada : PALABRAS_LICENCIA.sinRenovar);

/**
 * The one word of a licence on every screen (the card, 'Licencias', the Trámites list, the inbox):
 * its request's word (domain/tramite/lectura.ts), unless the licence itself is revoked or suspended.
 */
export function estatusVisibleLicencia(s: Leible, revocada = false): EstatusVisible {
  const v = estatusVisible(licencia, s);
  if (revocada) return { ...v, texto: PALABRAS_LICENCIA.revocada, tono: 'peligro' };
  if ((s.context as unknown as ContextoTramite<DatosLicencia, ExtraLicencia>).extra.suspendida) return { ...v, texto: PALABRAS_LICENCIA.suspendida, tono: 'peligro' };
  return v;
}
