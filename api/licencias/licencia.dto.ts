// The licence as the web and the municipality's clients read it (spec 1 §3 Licence, §4.3–4.5): the
// spec's fields and the kit's request (with its machine snapshot), all read from the snapshot.
import type { Establecimiento, Licencia, Solicitud } from '../../db/schema';
import type { EstadoCuentaVista } from '../pagos/pagos.repository';
import { licencia, type DatosLicencia } from '../../domain/licencia/definicion';
import { accionesLicencia, camposLicencia } from '../../domain/licencia/lectura';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { diasRestantes } from '../../domain/tramite/fechas';
import { pasoActual } from '../../domain/tramite/lectura';
import type { SnapshotTramite } from '../../domain/tramite/maquina';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { snapshotDe, tramiteDto } from '../tramites/lectura';
import type { AnuenciaDto, LicenciaDto } from './licencias.schemas';

export type { LicenciaDto };

/** The machine's input: what the establishment and licence say now (fixed once the request is sent). */
export function datosLicencia(
  lic: Pick<Licencia, 'fechaLimitePago'> & Partial<Pick<Licencia, 'renovacion' | 'tipoProcesoId' | 'anio'>>,
  est: Pick<Establecimiento, 'tipoProcesoId' | 'tieneUsoSuelo'> & Partial<Pick<Establecimiento, 'mercadoApertura'>>,
): DatosLicencia {
  const d: DatosLicencia = {
    tipoProceso: lic.tipoProcesoId ?? est.tipoProcesoId,
    tieneUsoSuelo: est.tieneUsoSuelo,
    fechaLimitePago: lic.fechaLimitePago,
    // The licence's year: its expiry reminders (1 November, 1 December) fall in it.
    ...(lic.anio !== undefined ? { anio: lic.anio } : {}),
  };
  if (lic.renovacion) return { ...d, renovacion: true };
  // spec 1 §2.4, §9: the stall's opening (not its renewals) goes to Mercados; the flag is only
  // written when set, so the data of requests sent before it existed stays the same.
  return est.mercadoApertura ? { ...d, mercadoApertura: true } : d;
}

export const snapshotLicencia = (lic: Licencia & { solicitud: Solicitud }, est: Establecimiento): SnapshotTramite =>
  snapshotDe(licencia, lic.solicitud, datosLicencia(lic, est));

export function licenciaDto(lic: Licencia & { solicitud: Solicitud }, est: Establecimiento, estados: EstadoCuentaVista[] = [], ahora = new Date()): LicenciaDto {
  const snap = snapshotLicencia(lic, est);
  const c = camposLicencia(snap);
  const t = tramiteDto(licencia, lic.solicitud, snap);
  const limite = c.bebidasLimite ? new Date(c.bebidasLimite) : null;
  const dias = limite ? diasRestantes(limite, ahora) : null;
  const motivo = t.linea_tiempo.find((l) => l.actual && l.motivo)?.motivo ?? null;
  return {
    id: lic.id,
    folio: lic.solicitud.folio,
    anio: lic.anio,
    locacion_id: lic.locacionId,
    renovacion: lic.renovacion,
    tipo_proceso_id: lic.tipoProcesoId ?? est.tipoProcesoId,
    mes_pago_residuos: lic.mesPagoResiduos,
    mes_pago_piso_f: lic.mesPagoPisoF,
    tipo_licencia_id: c.tipoLicenciaId,
    estatus_licencia: c.estatusLicencia,
    estatus_verificacion: c.estatusVerificacion,
    estatus_director_ingresos: c.estatusDirectorIngresos,
    estatus_tesorero: c.estatusTesorero,
    estatus_residuos_solidos: c.estatusResiduosSolidos,
    estatus_pago_residuos_solidos: c.estatusPagoResiduosSolidos,
    estatus_uso_suelo: c.estatusUsoSuelo,
    estatus_pago_uso_suelo: c.estatusPagoUsoSuelo,
    estatus_anuencia: c.estatusAnuencia,
    estatus_pago_anuencia: c.estatusPagoAnuencia,
    paso_actual: snap.context.actual,
    paso_actual_etiqueta: pasoActual(licencia, snap)?.etiqueta ?? null,
    motivo_rechazo: snap.value === 'devuelta' ? motivo : null,
    linea_tiempo: t.linea_tiempo,
    progreso: c.progreso,
    lista: c.lista,
    extemporaneo: c.extemporaneo,
    estatus_estado_extemporaneo: c.estatusEstadoExtemporaneo,
    pago_extemporaneo: c.pagoExtemporaneo,
    fecha_limite_pago: lic.fechaLimitePago,
    suspendida: c.suspendida,
    revocada: lic.revocada,
    bebidas: limite
      ? { limite: limite.toISOString(), dias_restantes: dias, mensaje: c.suspendida ? MSG_LIC.bebidasSuspendida : MSG_LIC.bebidasQuedan(dias ?? 0) }
      : c.suspendida
        ? { limite: null, dias_restantes: 0, mensaje: MSG_LIC.bebidasSuspendida }
        : null,
    fecha_aprobacion: lic.solicitud.terminadaAt?.toISOString() ?? null,
    estados_cuenta: estados.filter((e) => e.solicitudId === lic.solicitudId).map((e) => estadoCuentaDto(e)),
    acciones: accionesLicencia(snap),
    tramite: t,
    created_at: lic.createdAt.toISOString(),
  };
}

/** A period's civil-protection ruling, from its licence (`aprobada`: when Protección Civil validated it). */
export function anuenciaDto(lic: Licencia & { solicitud: Solicitud }, est: Establecimiento, aprobada: Date | undefined): AnuenciaDto {
  const c = camposLicencia(snapshotLicencia(lic, est));
  return {
    id: lic.id,
    periodo: lic.anio,
    estatus_general: c.estatusAnuencia,
    estatus_pago: c.estatusPagoAnuencia,
    fecha_aprobacion: c.estatusAnuencia === 4 && aprobada ? aprobada.toISOString() : null,
  };
}
