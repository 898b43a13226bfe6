// A lease request as its routes answer it (arrendamientos.schemas.ts; spec 3 §3.6): its
// establishment and stall, the line of business, the files as URLs, the contract, the two statuses
// of spec 3 §4.5 and their words, the reason of the current return, the expiry and what the caller
// may do now — all read from the kit's machine (the same one the workflow runs) — and the kit's
// tramite block. And what Mercados sees of it in the inbox.
import type { FastifyRequest } from 'fastify';
import { nombreDe } from '../../domain/common/personas';
import { arrendamiento, PASO_ARRENDAMIENTO, type ExtraArrendamiento } from '../../domain/arrendamientos/definicion';
import {
  ESTATUS_CONTRATO_ARR,
  ESTATUS_SOLICITUD_ARR,
  ETIQUETAS_CONTRATO_ARR,
  ETIQUETAS_SOLICITUD_ARR,
  estatusContratoArrendamiento,
  estatusSolicitudArrendamiento,
  puedeSubirContrato,
} from '../../domain/arrendamientos/reglas';
import { GIROS } from '../../domain/catalogos/establecimientos';
import { mercadoPorId } from '../../domain/licencia/mercados';
import { SERVICIO } from '../../domain/tramite/servicios';
import type { SnapshotTramite } from '../../domain/tramite/maquina';
import { actual } from '../auth/guards';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import type { AppDeps } from '../lib/contexto';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { snapshotDe, tramiteDto } from '../tramites/lectura';
import type { VistaArrendamiento } from './arrendamientos.repository';
import type { ArrendamientoDto, DetalleTareaArrendamientoDto } from './arrendamientos.schemas';

/** The file slots of a lease (solicitudes_arrendamiento.archivos) and the form field each arrives in. */
export const SLOT_ARR = { SOLICITUD: 'solicitud', ALTA_SAT: 'alta_sat', CONTRATO: 'contrato', RECIBO: 'recibo_pago' } as const;
export const CAMPO_ARCHIVO_ARR = { solicitud: 'docSolicitud', alta_sat: 'docAltaSat', contrato: 'docContrato_arrendamiento', recibo_pago: 'docSolidPago' } as const;

const urlDe = (id: number | null | undefined) => (typeof id === 'number' ? `/api/documentacion/${id}` : null);
const nombreMercado = (id: number | null | undefined) => mercadoPorId(id)?.nombre ?? '';

export const snapshotArrendamiento = (v: VistaArrendamiento): SnapshotTramite => snapshotDe(arrendamiento, v.s);

/** spec 3 §4.5: the two statuses, read from the machine's state and step. */
export function estatusArrendamiento(v: VistaArrendamiento, snap: SnapshotTramite = snapshotArrendamiento(v)) {
  const e = { estado: String(snap.value), paso: snap.context.actual, conContrato: v.d.contratoGuardadoAt !== null };
  return { solicitud: estatusSolicitudArrendamiento(e), contrato: estatusContratoArrendamiento(e) };
}

/** The returned contract waits for its same-step answer (corregirTramite), not for a delivery. */
export const contratoDevuelto = (snap: SnapshotTramite) => String(snap.value) === 'devuelta' && snap.context.actual === PASO_ARRENDAMIENTO.REVISION_CONTRATO;

/** The reason of the current return, or null. */
export function motivoActual(snap: SnapshotTramite): string | null {
  if (String(snap.value) !== 'devuelta' || !snap.context.actual) return null;
  const pasos = snap.context.pasos as Record<string, { motivo?: string | null } | undefined>;
  return pasos[snap.context.actual]?.motivo ?? null;
}

export const localDto = (v: VistaArrendamiento) => (v.local ? { id: v.local.id, mercado: nombreMercado(v.local.mercadoId), numero: v.local.numero } : null);
export const giroDto = (id: number) => {
  const g = GIROS.find((x) => x.id === id);
  return g ? { id: g.id, d_giro: g.nombre } : null;
};

export function arrendamientoDto(v: VistaArrendamiento, req: FastifyRequest): ArrendamientoDto {
  const snap = snapshotArrendamiento(v);
  const t = tramiteDto(arrendamiento, v.s, snap);
  const est = estatusArrendamiento(v, snap);
  const yo = actual(req);
  const dueno = yo.contribuyenteId !== null && yo.contribuyenteId === v.s.contribuyenteId;
  const a = v.d.archivos ?? {};
  const extra = snap.context.extra as Partial<ExtraArrendamiento> | undefined;
  const contratoPendiente = est.contrato === ESTATUS_CONTRATO_ARR.PENDIENTE;
  const editable = est.solicitud === ESTATUS_SOLICITUD_ARR.PENDIENTE;
  return {
    id: v.s.id,
    folio: v.s.folio,
    solicitud_id: a[SLOT_ARR.SOLICITUD] ?? null,
    docSolicitud: urlDe(a[SLOT_ARR.SOLICITUD]),
    contribuyente_id: v.s.contribuyenteId,
    establecimiento_id: v.d.establecimientoId,
    locacion: { id: v.est.id, nombre_comercial: v.est.nombreComercial },
    local_mercado: localDto(v),
    giro_id: v.d.giroId,
    giro: giroDto(v.d.giroId),
    alta_sat_id: a[SLOT_ARR.ALTA_SAT] ?? null,
    docAltaSat: urlDe(a[SLOT_ARR.ALTA_SAT]),
    docSat: urlDe(a[SLOT_ARR.ALTA_SAT]),
    estatus_solicitud_id: est.solicitud,
    estatus_solicitud: ETIQUETAS_SOLICITUD_ARR[est.solicitud] ?? '',
    contrato_arrendamiento_id: a[SLOT_ARR.CONTRATO] ?? null,
    docContrato_arrendamiento: urlDe(a[SLOT_ARR.CONTRATO]),
    fecha_inicio: v.d.fechaInicio,
    fecha_fin: v.d.fechaFin,
    renta_mes: v.d.rentaMes,
    porcen_ayunta: v.d.porcenAyunta,
    arrendatario_nombre: v.d.arrendatarioNombre,
    arrendatario_rfc: v.d.arrendatarioRfc,
    arrendatario_correo: v.d.arrendatarioCorreo,
    estatus_contrato_id: est.contrato,
    estatus_contrato: est.contrato === null ? ETIQUETAS_CONTRATO_ARR[ESTATUS_CONTRATO_ARR.PENDIENTE] : (ETIQUETAS_CONTRATO_ARR[est.contrato] ?? ''),
    id_recibo_pago: a[SLOT_ARR.RECIBO] ?? null,
    docSolidPago: urlDe(a[SLOT_ARR.RECIBO]),
    motivo_rechazo: motivoActual(snap),
    vencido: v.d.vencidoAt !== null || extra?.vencido === true,
    estado_cuenta: v.edo ? estadoCuentaDto(v.edo) : null,
    acciones: {
      editar: dueno && editable && (t.acciones.guardar || t.acciones.enviar),
      enviar: dueno && editable && t.acciones.enviar,
      subirContrato: dueno && est.contrato === null && puedeSubirContrato(est.solicitud, est.contrato),
      editarContrato: dueno && contratoPendiente,
      enviarContrato: dueno && contratoPendiente && (t.acciones.entregar === PASO_ARRENDAMIENTO.CONTRATO || (contratoDevuelto(snap) && t.acciones.corregir)),
      subirRecibo: dueno && t.acciones.comprobante === SERVICIO.ARRENDAMIENTO_MERCADO,
      pagar: dueno ? t.acciones.pagar : null,
    },
    tramite: t,
  };
}

/** The subject of the request in the inbox, the notices and the statement. */
export const tituloArrendamiento = (v: VistaArrendamiento): string =>
  v.local ? `Arrendamiento del local ${v.local.numero} (${nombreMercado(v.local.mercadoId)}) — ${v.est.nombreComercial}` : `Arrendamiento — ${v.est.nombreComercial}`;

export async function detalleTareaArrendamiento(deps: AppDeps, v: VistaArrendamiento): Promise<DetalleTareaArrendamientoDto | null> {
  const c = await createContribuyentesRepository({ db: deps.db }).porId(v.s.contribuyenteId);
  if (!c) return null;
  const a = v.d.archivos ?? {};
  const documentos = (
    [
      ['Solicitud', a[SLOT_ARR.SOLICITUD]],
      ['Alta en el SAT', a[SLOT_ARR.ALTA_SAT]],
      ['Contrato de arrendamiento', a[SLOT_ARR.CONTRATO]],
      ['Recibo de pago', a[SLOT_ARR.RECIBO]],
    ] as const
  ).flatMap(([etiqueta, id]) => (typeof id === 'number' ? [{ etiqueta, url: urlDe(id)! }] : []));
  return {
    folio: v.s.folio,
    contribuyente: { nombre: nombreDe(c), rfc: c.rfc },
    locacion: { id: v.est.id, nombre_comercial: v.est.nombreComercial },
    local_mercado: localDto(v),
    giro: giroDto(v.d.giroId),
    documentos,
    contrato:
      v.d.contratoGuardadoAt === null
        ? null
        : {
            fecha_inicio: v.d.fechaInicio,
            fecha_fin: v.d.fechaFin,
            renta_mes: v.d.rentaMes,
            porcen_ayunta: v.d.porcenAyunta,
            arrendatario_nombre: v.d.arrendatarioNombre,
            arrendatario_rfc: v.d.arrendatarioRfc,
            docContrato_arrendamiento: urlDe(a[SLOT_ARR.CONTRATO]),
          },
    docSolidPago: urlDe(a[SLOT_ARR.RECIBO]),
  };
}
