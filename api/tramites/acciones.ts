// The taxpayer's moves on any request, checked against its machine before the workflow is asked:
// send (or resend), answer a return at the same step, attach a payment proof. Each procedure's
// routes call these on its own spec URLs after loading the request with its ownership check.
import type { Db } from '../../db/client';
import type { Solicitud } from '../../db/schema';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { codigoComprobante } from '../../domain/tramite/servicios';
import { accionesTramite } from '../../domain/tramite/lectura';
import { ERRORES_TRAMITE } from '../../domain/tramite/errores';
import { validarArchivo } from '../documentos/archivos';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import type { AppDeps } from '../lib/contexto';
import { HttpError, badRequest } from '../lib/errors';
import { tramiteApi } from './catalogo';
import { snapshotDe } from './lectura';
import { createSolicitudesRepository } from './solicitudes.repository';
import { comprobanteRecibido, corregirSolicitud, entregaRecibida, enviarSolicitud } from './temporal';

const rechazo = (codigo: keyof typeof ERRORES_TRAMITE) => new HttpError(ERRORES_TRAMITE[codigo].status, ERRORES_TRAMITE[codigo].mensaje, codigo);

/** What the taxpayer may do with the request now (the same machine the workflow runs). */
export function accionesDe(s: Solicitud, datosActuales?: unknown) {
  const def = tramiteApi(s.procedimiento).definicion;
  return accionesTramite(def, snapshotDe(def, s, datosActuales));
}

/** 'Enviar a revisión': the first send starts the workflow; a corrected request is sent again. */
export async function enviarTramite(deps: AppDeps, s: Solicitud, mensajeBloqueo: string = ERRORES_TRAMITE['tramite.transicion_invalida'].mensaje) {
  const t = tramiteApi(s.procedimiento);
  const envio = await t.alEnviar(deps, s);
  if (!accionesDe(s, envio.datos).enviar) throw badRequest(mensajeBloqueo, 'tramite.transicion_invalida');
  await createSolicitudesRepository({ db: deps.db }).fijarTitulo(s.id, envio.titulo);
  return enviarSolicitud(deps, { ...s, titulo: envio.titulo }, envio);
}

/** spec 1 §4.4: the answer to a return at the same step. */
export async function corregirTramite(deps: AppDeps, s: Solicitud, mensajeBloqueo?: string) {
  if (!accionesDe(s).corregir) throw mensajeBloqueo ? badRequest(mensajeBloqueo, 'tramite.transicion_invalida') : rechazo('tramite.transicion_invalida');
  return corregirSolicitud(deps, s);
}

/** The delivery an 'entrega' step waits for (a lease's contract), sent once its own rows are saved. */
export async function entregarTramite(deps: AppDeps, s: Solicitud, paso: string, mensajeBloqueo?: string) {
  if (accionesDe(s).entregar !== paso) throw mensajeBloqueo ? badRequest(mensajeBloqueo, 'tramite.transicion_invalida') : rechazo('tramite.transicion_invalida');
  return entregaRecibida(deps, s, paso);
}

/** Stores a payment proof (spec 1 §5.9: PDF only, read from its bytes) as the request's document, replacing an earlier one. */
export async function guardarComprobante(db: Db, s: Solicitud, codigo: string, buf: Buffer): Promise<number> {
  try {
    await validarArchivo(buf, ['application/pdf']);
  } catch (e) {
    // A wrong type gets the spec's own message for payment proofs; size keeps the shared one.
    if (e instanceof HttpError && e.code === 'TIPO') throw badRequest(MSG_LIC.comprobantePdf, 'TIPO');
    throw e;
  }
  return createDocumentosRepository({ db }).reemplazarDeSolicitud(s, { codigo, nombre: `${codigo}.pdf`, mime: 'application/pdf', buf });
}

/**
 * Only the payment the request waits on takes a proof: checked by the routes before the file is
 * read. `servicio`: the fee (or the fees) the route takes a proof of; without it, when the body
 * names the fee, that the request waits on a payment at all.
 */
export function exigirComprobanteEsperado(s: Solicitud, servicio?: number | readonly number[]) {
  const esperado = accionesDe(s).comprobante;
  const admitidos = servicio === undefined ? null : typeof servicio === 'number' ? [servicio] : servicio;
  if (esperado === null || (admitidos && !admitidos.includes(esperado))) throw rechazo('pago.no_pendiente');
}

/** 'Adjuntar comprobante de pago': only for the payment the request waits on; the area validates it. */
export async function recibirComprobante(deps: AppDeps, s: Solicitud, servicio: number, buf: Buffer) {
  exigirComprobanteEsperado(s, servicio);
  await guardarComprobante(deps.db, s, codigoComprobante(servicio), buf);
  return comprobanteRecibido(deps, s, servicio);
}
