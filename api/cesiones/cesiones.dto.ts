// An assignment as its routes answer it (cesiones.schemas.ts; spec 3 §3.7): its stall and
// establishment, the new concessionaire, the files as URLs (each with its spec id), the status of
// spec 3 §4.6 and its word, the reason of the current return, the 1760 statement, what the caller may
// do now — read from the kit's machine (the same one the workflow runs) — and the kit's tramite
// block. And what Mercados sees of it in the inbox.
import type { FastifyRequest } from 'fastify';
import { nombreDe } from '../../domain/common/personas';
import { cesionDerecho, PASO_CESION } from '../../domain/cesiones/definicion';
import { ARCHIVOS_CESION, ETIQUETAS_CESION, puedeEditarCesion, puedeEnviarCesion, SLOT_CESION } from '../../domain/cesiones/reglas';
import { mercadoPorId } from '../../domain/licencia/mercados';
import type { SnapshotTramite } from '../../domain/tramite/maquina';
import { palabraEstatus } from '../../domain/tramite/estatus';
import { SERVICIO } from '../../domain/tramite/servicios';
import { actual } from '../auth/guards';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import type { AppDeps } from '../lib/contexto';
import { pasoConEfirma } from '../efirma/modo';
import { createPagosRepository } from '../pagos/pagos.repository';
import { snapshotDe, tramiteDto } from '../tramites/lectura';
import type { VistaCesion } from './cesiones.repository';
import type { CesionDto, DetalleTareaCesionDto, LocalCesionDto } from './cesiones.schemas';

const urlDe = (id: number | null | undefined) => (typeof id === 'number' ? `/api/documentacion/${id}` : null);
const idDe = (id: number | null | undefined) => (typeof id === 'number' ? id : null);

export const snapshotCesion = (v: VistaCesion): SnapshotTramite => snapshotDe(cesionDerecho, v.s);

/** The reason of the current return, or null. */
export function motivoActual(snap: SnapshotTramite): string | null {
  if (String(snap.value) !== 'devuelta' || !snap.context.actual) return null;
  const pasos = snap.context.pasos as Record<string, { motivo?: string | null } | undefined>;
  return pasos[snap.context.actual]?.motivo ?? null;
}

/** The step open now, when it is one of Mercados' (a task waits), else null. */
export function pasoAbiertoCesion(v: VistaCesion): string | null {
  const snap = snapshotCesion(v);
  return String(snap.value) === 'revision' ? (snap.context.actual ?? null) : null;
}

/** Mercados may generate the authorization format / upload the secretary's authorization now. */
export function puedeFormato(v: VistaCesion) {
  const enAutorizacion = pasoAbiertoCesion(v) === PASO_CESION.AUTORIZACION;
  return { generar: enAutorizacion, subir: enAutorizacion && typeof v.d.archivos?.[SLOT_CESION.FORMATO] === 'number' };
}

export const nombreMercado = (id: number) => mercadoPorId(id)?.nombre ?? '';

export const localCesionDto = (v: VistaCesion): LocalCesionDto => ({
  id: v.local.id,
  mercado_id: v.local.mercadoId,
  mercado: nombreMercado(v.local.mercadoId),
  numero: v.local.numero,
  locacion: v.est.nombreComercial,
});

/** The subject of the request in the inbox, the notices and the statement. */
export const tituloCesion = (v: VistaCesion): string => `Cesión de derechos del local ${v.local.numero} (${nombreMercado(v.local.mercadoId)}) — ${v.est.nombreComercial}`;

export async function cesionDto(deps: AppDeps, v: VistaCesion, req: FastifyRequest): Promise<CesionDto> {
  const snap = snapshotCesion(v);
  const t = tramiteDto(cesionDerecho, v.s, snap);
  const yo = actual(req);
  const dueno = yo.contribuyenteId !== null && yo.contribuyenteId === v.s.contribuyenteId;
  const a = v.d.archivos ?? {};
  const edo = await createPagosRepository({ db: deps.db }).ultimo(v.s.id, SERVICIO.CESION_DERECHOS);
  const estatus = v.s.estatus;
  const archivo = (slot: string) => a[slot];
  return {
    id: v.s.id,
    folio: v.s.folio,
    rfc: v.d.rfc,
    id_solicitud: idDe(archivo('solicitud')),
    docSolicitud: urlDe(archivo('solicitud')),
    id_solicitud_ant: idDe(archivo('solicitud_ant')),
    docSolicitudAnt: urlDe(archivo('solicitud_ant')),
    id_local_mercado: v.d.localMercadoId,
    local_mercado: localCesionDto(v),
    id_cesionario: v.d.cesionarioContribuyenteId,
    cesionario: { rfc: v.d.rfc, nombre: v.d.cesionarioNombre },
    familiar: v.d.familiar,
    id_foto_cesionario: idDe(archivo('foto_cesionario')),
    docFoto: urlDe(archivo('foto_cesionario')),
    id_baja_sat: idDe(archivo('baja_sat')),
    docBajaSat: urlDe(archivo('baja_sat')),
    id_alta_sat: idDe(archivo('alta_sat')),
    docAltaSat: urlDe(archivo('alta_sat')),
    id_autorizacion_sec: idDe(archivo(SLOT_CESION.AUTORIZACION)),
    docAutorizacion: urlDe(archivo(SLOT_CESION.AUTORIZACION)),
    id_acta_comp: idDe(archivo('acta_comp')),
    docActaComp: urlDe(archivo('acta_comp')),
    id_doc_generado: idDe(archivo(SLOT_CESION.FORMATO)),
    docGenerado: urlDe(archivo(SLOT_CESION.FORMATO)),
    estatus,
    estatus_label: ETIQUETAS_CESION[estatus] ?? palabraEstatus(estatus, 'solicitud'),
    motivo_rechazo: motivoActual(snap),
    id_edo_cuenta: edo?.id ?? null,
    docEdoCuenta: edo ? `/api/estadocuenta/${edo.id}/pdf` : null,
    locacion: v.d.establecimientoId,
    nombre_comercial: v.est.nombreComercial,
    id_recibo_pago: idDe(archivo(SLOT_CESION.RECIBO)),
    docSolidPago: urlDe(archivo(SLOT_CESION.RECIBO)),
    baja_form_licen_concesionario: null,
    docBaja_form_licen_concesionario: null,
    concesion_transferida: v.d.concesionTransferidaAt !== null,
    acciones: {
      editar: dueno && puedeEditarCesion(estatus) && (t.acciones.guardar || t.acciones.enviar),
      enviar: dueno && puedeEnviarCesion(estatus) && t.acciones.enviar,
      subirRecibo: dueno && t.acciones.comprobante === SERVICIO.CESION_DERECHOS,
      pagar: dueno ? t.acciones.pagar : null,
    },
    tramite: t,
  };
}

export async function detalleTareaCesion(deps: AppDeps, v: VistaCesion): Promise<DetalleTareaCesionDto | null> {
  const c = await createContribuyentesRepository({ db: deps.db }).porId(v.s.contribuyenteId);
  if (!c) return null;
  const a = v.d.archivos ?? {};
  const f = puedeFormato(v);
  const conEfirma = await pasoConEfirma(deps, v.s.procedimiento, PASO_CESION.AUTORIZACION);
  return {
    folio: v.s.folio,
    cedente: { nombre: nombreDe(c), rfc: c.rfc },
    cesionario: { rfc: v.d.rfc, nombre: v.d.cesionarioNombre },
    familiar: v.d.familiar,
    local_mercado: localCesionDto(v),
    documentos: ARCHIVOS_CESION.flatMap((x) => (typeof a[x.slot] === 'number' ? [{ etiqueta: x.etiqueta, url: urlDe(a[x.slot])!, tipo: x.tipo }] : [])),
    docGenerado: urlDe(a[SLOT_CESION.FORMATO]),
    docAutorizacion: urlDe(a[SLOT_CESION.AUTORIZACION]),
    docSolidPago: urlDe(a[SLOT_CESION.RECIBO]),
    puedeGenerarFormato: f.generar,
    puedeSubirAutorizacion: f.subir && !conEfirma,
    autorizacionEfirma: conEfirma,
  };
}
