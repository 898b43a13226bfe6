// An extraordinary-hours or live-music request as its routes answer it (fiscalizacion.schemas.ts).
// The three status flags the cards read (spec 2 §4) are derived from the kit's machine — the
// review step, the 1754 statement and its validation, the two signatures — so the chip, the
// actions and the timeline cannot disagree.
import type { Db } from '../../db/client';
import type { HorarioFiscalizacion } from '../../db/schema';
import { PASO_FISCALIZACION } from '../../domain/fiscalizacion/comun';
import { constanciaVisible } from '../../domain/fiscalizacion/reglas';
import { ESTATUS } from '../../domain/tramite/estatus';
import { estatusSolicitud, sinCurso } from '../../domain/tramite/lectura';
import { estadoDe } from '../../domain/tramite/maquina';
import { codigoComprobante, SERVICIO } from '../../domain/tramite/servicios';
import { definicionDe } from '../../domain/tramites';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import { archivoDto, type ArchivoFila } from '../establecimientos/establecimientos.dto';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { createPagosRepository, type EstadoCuentaVista } from '../pagos/pagos.repository';
import { snapshotDe, tramiteDto } from '../tramites/lectura';
import type { FiscalizacionVista } from './fiscalizacion.repository';
import type { DetalleFiscalizacionDto, SolicitudFiscalizacionDto } from './fiscalizacion.schemas';

/** spec 3 document codes: the signed request and the payment receipt. */
export const CODIGO_SOLICITUD_FIRMADA = 'solicitud_fiscalizacion_firmada';
export const CODIGO_RECIBO = 'recibo_pago_fiscalizacion';
/** The kit stores a payment proof under its service's code. */
export const CODIGO_COMPROBANTE = codigoComprobante(SERVICIO.HORARIO_EXTRA);

/** The status a hours request locks at (spec 2 §9: 3, 4, 10, 14). */
export const ESTATUS_EN_VALIDACION = 14;

const PASOS = {
  revision: PASO_FISCALIZACION.REVISION,
  validacion: PASO_FISCALIZACION.VALIDACION,
  firmaOperador: PASO_FISCALIZACION.FIRMA_OPERADOR,
  firmaFiscalizador: PASO_FISCALIZACION.FIRMA_FISCALIZADOR,
} as const;

export function detalleDto(h: HorarioFiscalizacion): DetalleFiscalizacionDto {
  return {
    id: h.id,
    fecha: h.fecha,
    fecha_fin: h.fechaFin,
    hora_inicio: h.horaInicio,
    hora_fin: h.horaFin,
    horas_solicitadas: h.horasSolicitadas,
    horas_aprobadas: h.horasAprobadas,
    aprobado: h.aprobado,
    grupo_horario: h.grupoHorario,
  };
}

export function archivosDe(db: Db, solicitudId: number): Promise<ArchivoFila[]> {
  return createDocumentosRepository({ db }).deSolicitud(solicitudId);
}

/** The flags of spec 2 §4, read from the request's machine. */
export function estatusFiscalizacion(v: FiscalizacionVista, edo: EstadoCuentaVista | null) {
  const def = definicionDe(v.s.procedimiento);
  const snap = snapshotDe(def, v.s);
  const estado = estadoDe(snap);
  const pasos = snap.context.pasos as Record<string, { estatus: number; motivo: string | null } | undefined>;
  const st = (k: string) => pasos[k]?.estatus;
  const general = estatusSolicitud(def, snap);
  let fiscalizacion: number = ESTATUS.BORRADOR;
  if (estado !== 'borrador') {
    if (estado === 'cancelada') fiscalizacion = ESTATUS.CANCELADO;
    else if (st(PASOS.revision) === ESTATUS.APROBADO) fiscalizacion = ESTATUS.APROBADO;
    else if (general === ESTATUS.RECHAZADO || sinCurso(estado)) fiscalizacion = ESTATUS.RECHAZADO;
    else fiscalizacion = ESTATUS.ENVIADO;
  }
  const pagoValidado = st(PASOS.validacion) === ESTATUS.APROBADO;
  const enValidacion = snap.context.actual === PASOS.validacion && estado === 'revision';
  const edoCuenta = edo === null ? null : enValidacion ? ESTATUS_EN_VALIDACION : ESTATUS.APROBADO;
  const motivo =
    fiscalizacion === ESTATUS.RECHAZADO ? (v.f.motivoRechazoOperador ?? pasos[PASOS.revision]?.motivo ?? Object.values(pasos).find((p) => p?.motivo)?.motivo ?? null) : null;
  const firmaOperador = st(PASOS.firmaOperador) === ESTATUS.APROBADO || v.f.firmaOperador ? 1 : 0;
  const firmaFiscalizador = st(PASOS.firmaFiscalizador) === ESTATUS.APROBADO || v.f.firmaFiscalizador ? 1 : 0;
  const estatusPago = pagoValidado ? ESTATUS.APROBADO : null;
  return {
    def,
    snap,
    estado,
    fiscalizacion,
    edoCuenta,
    estatusPago,
    motivo,
    firmaOperador: firmaOperador as 0 | 1,
    firmaFiscalizador: firmaFiscalizador as 0 | 1,
    constancia: constanciaVisible({ estatus_fiscalizacion: fiscalizacion, estatus_edo_cuenta: edoCuenta, estatus_pago: estatusPago, firma_operador: firmaOperador, firma_fiscalizador: firmaFiscalizador }),
  };
}

/** The newest 1754 statement of the request (the one to pay, or the paid one). */
export async function estadoCuentaDe(db: Db, solicitudId: number): Promise<EstadoCuentaVista | null> {
  return createPagosRepository({ db }).ultimo(solicitudId, SERVICIO.HORARIO_EXTRA);
}

/** `archivos`: the request's files when the caller already read them (the inbox's detail shows them too). */
export async function fiscalizacionDto(db: Db, v: FiscalizacionVista, leidos?: ArchivoFila[]): Promise<SolicitudFiscalizacionDto> {
  const [edo, archivos] = await Promise.all([estadoCuentaDe(db, v.s.id), leidos ?? archivosDe(db, v.s.id)]);
  const e = estatusFiscalizacion(v, edo);
  const archivo = (...codigos: string[]) => {
    const a = archivos.filter((x) => codigos.includes(x.codigo)).at(-1);
    return a ? archivoDto(a) : null;
  };
  const fechas = v.horarios.map((h) => h.fecha).sort();
  const fines = v.horarios.map((h) => h.fechaFin).sort();
  return {
    id: v.s.id,
    folio: v.s.folio,
    tipo: v.f.tipo as 'EXTRA' | 'VARIEDAD',
    mes: v.f.mes,
    licencia_id: v.f.licenciaId,
    establecimiento_id: v.f.locacionId,
    cantidad_personas: v.f.cantidadPersonas,
    fecha: fechas[0] ?? null,
    fecha_fin: fines.at(-1) ?? null,
    estatus_fiscalizacion: e.fiscalizacion,
    estatus_edo_cuenta: e.edoCuenta,
    estatus_pago: e.estatusPago,
    documento_firmado: archivo(CODIGO_SOLICITUD_FIRMADA),
    recibo_pago: archivo(CODIGO_COMPROBANTE, CODIGO_RECIBO),
    motivo_rechazo_operador: e.motivo,
    aprobado: e.estado === 'terminada',
    firma_operador: e.firmaOperador,
    firma_fiscalizador: e.firmaFiscalizador,
    constancia_disponible: e.constancia,
    solicitudDetalles: v.horarios.map(detalleDto),
    estado_cuenta: edo ? estadoCuentaDto(edo) : null,
    tramite: tramiteDto(e.def, v.s, e.snap),
  };
}
