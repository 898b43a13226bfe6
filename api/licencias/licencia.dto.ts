// The licence as the web and the municipality's clients read it (spec 1 §3 Licence, §4.3–4.5).
import { colorEstatus, NOMBRE_SERVICIO } from '../../domain/licencia/constantes';
import { accionesLicencia, defPaso, snapshotDesdeProyeccion, type ClavePaso } from '../../domain/licencia/machine';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { diasRestantes } from '../../domain/licencia/plazos';
import type { Establecimiento, EstadoCuenta, Licencia } from '../../db/schema';

/** The nine steps of the timeline as spec 1 §4.5 names them; signatures and late payment fold into the last. */
const LINEA: { clave: string; etiqueta: string; pasos: ClavePaso[] }[] = [
  { clave: 'validacion_datos', etiqueta: 'Validación de datos', pasos: ['validacion_datos'] },
  { clave: 'verificacion_uso_suelo', etiqueta: 'Verificación de uso de suelo', pasos: ['verificacion_uso_suelo'] },
  { clave: 'pago_uso_suelo', etiqueta: 'Pago de uso de suelo', pasos: ['pago_uso_suelo'] },
  { clave: 'validacion_uso_suelo', etiqueta: 'Validación de uso de suelo', pasos: ['validacion_uso_suelo'] },
  { clave: 'pago_anuencia', etiqueta: 'Pago de anuencia', pasos: ['pago_anuencia'] },
  { clave: 'validacion_anuencia', etiqueta: 'Validación de anuencia', pasos: ['validacion_anuencia'] },
  { clave: 'pago_residuos', etiqueta: 'Pago de residuos sólidos', pasos: ['pago_residuos'] },
  { clave: 'validacion_residuos', etiqueta: 'Validación de residuos sólidos', pasos: ['validacion_residuos'] },
  { clave: 'licencia_lista', etiqueta: 'Licencia lista', pasos: ['pago_extemporaneo', 'firma_director', 'firma_tesorero'] },
];

export function snapshotDe(lic: Licencia, est: Establecimiento) {
  return snapshotDesdeProyeccion({ ...lic, tipoProceso: est.tipoProcesoId, tieneUsoSuelo: est.tieneUsoSuelo });
}

export function lineaDeTiempo(lic: Licencia) {
  const porClave = new Map(lic.pasos.map((p) => [p.clave, p]));
  const listo = lic.estatusLicencia === 4 && lic.estatusDirectorIngresos === 4 && lic.estatusTesorero === 4;
  return LINEA.map((l) => {
    let estatus: number;
    if (l.clave === 'licencia_lista') estatus = listo ? 4 : l.pasos.some((k) => porClave.get(k)?.estatus === 5) ? 5 : 2;
    else estatus = porClave.get(l.pasos[0])?.estatus ?? 2;
    const actual = !!lic.pasoActual && l.pasos.includes(lic.pasoActual as ClavePaso);
    const motivo = l.pasos.map((k) => porClave.get(k)?.motivo).find(Boolean) ?? null;
    return { clave: l.clave, etiqueta: l.etiqueta, estatus, color: colorEstatus(estatus), actual, no_aplica: estatus === 11, motivo };
  });
}

export function estadoCuentaDto(e: EstadoCuenta) {
  return {
    id: e.id,
    folio: e.folio,
    servicio_id: e.servicioId,
    servicio: NOMBRE_SERVICIO[e.servicioId] ?? String(e.servicioId),
    conceptos: e.conceptos,
    total: e.total,
    estatus: e.estatus,
    vence_at: e.venceAt,
    pagado: e.estatus === 8,
    pagado_at: e.pagadoAt?.toISOString() ?? null,
    created_at: e.createdAt.toISOString(),
  };
}

export function licenciaDto(lic: Licencia, est: Establecimiento, estados: EstadoCuenta[] = [], ahora = new Date()) {
  const snap = snapshotDe(lic, est);
  const limite = lic.bebidasLimiteAt;
  const dias = limite ? diasRestantes(limite, ahora) : null;
  return {
    id: lic.id,
    folio: lic.folio,
    anio: lic.anio,
    locacion_id: lic.locacionId,
    tipo_licencia_id: lic.tipoLicenciaId,
    estatus_licencia: lic.estatusLicencia,
    estatus_verificacion: lic.estatusVerificacion,
    estatus_director_ingresos: lic.estatusDirectorIngresos,
    estatus_tesorero: lic.estatusTesorero,
    estatus_residuos_solidos: lic.estatusResiduosSolidos,
    estatus_pago_residuos_solidos: lic.estatusPagoResiduosSolidos,
    estatus_uso_suelo: lic.estatusUsoSuelo,
    estatus_pago_uso_suelo: lic.estatusPagoUsoSuelo,
    estatus_anuencia: lic.estatusAnuencia,
    estatus_pago_anuencia: lic.estatusPagoAnuencia,
    paso_actual: lic.pasoActual,
    paso_actual_etiqueta: lic.pasoActual ? defPaso(lic.pasoActual as ClavePaso).etiqueta : null,
    motivo_rechazo: lic.motivoRechazo,
    linea_tiempo: lineaDeTiempo(lic),
    progreso: lic.progreso,
    lista: lic.estatusLicencia === 4 && lic.estatusDirectorIngresos === 4 && lic.estatusTesorero === 4,
    extemporaneo: lic.extemporaneo,
    estatus_estado_extemporaneo: lic.estatusEstadoExtemporaneo,
    pago_extemporaneo: lic.pagoExtemporaneo,
    fecha_limite_pago: lic.fechaLimitePago,
    suspendida: lic.suspendida,
    revocada: lic.revocada,
    bebidas: limite
      ? { limite: limite.toISOString(), dias_restantes: dias, mensaje: lic.suspendida ? MSG_LIC.bebidasSuspendida : MSG_LIC.bebidasQuedan(dias ?? 0) }
      : lic.suspendida
        ? { limite: null, dias_restantes: 0, mensaje: MSG_LIC.bebidasSuspendida }
        : null,
    fecha_aprobacion: lic.fechaAprobacion?.toISOString() ?? null,
    estados_cuenta: estados.filter((e) => e.licenciaId === lic.id).map(estadoCuentaDto),
    acciones: accionesLicencia(snap),
    created_at: lic.createdAt.toISOString(),
  };
}
export type LicenciaDto = ReturnType<typeof licenciaDto>;
