// Signing a task with e.firma (docs/EFIRMA.md): the server prepares the document (the stored
// signed PDF, or the procedure's document rendered for its first signature) with an empty PAdES
// signature and hands the browser the attributes to sign; the browser signs them with the
// official's key, which never leaves it; the server checks the value is the registered
// certificate's, embeds it, verifies the result, stores it as the request's printed document and
// resolves the task through the kit's one path (resolverTarea). Nothing is stored on any refusal.
import type { Tarea, Usuario } from '../../db/schema';
import { leerCertificado, type CertificadoLeido } from '../../domain/efirma/certificado';
import { completarDocumento, FirmaRechazada, prepararDocumento } from '../../domain/efirma/firma';
import { MSG_EFIRMA } from '../../domain/efirma/mensajes';
import { requiereEfirma } from '../../domain/efirma/pasos';
import { revisarCertificado } from '../../domain/efirma/revision';
import type { DefPaso } from '../../domain/tramite/definicion';
import { definicionDe } from '../../domain/tramites';
import type { AppDeps } from '../lib/contexto';
import { badRequest, HttpError } from '../lib/errors';
import { tramiteApi } from '../tramites/registro';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { resolverTarea } from '../tramites/temporal';
import { createEfirmaRepository, DocumentoCambio } from './efirma.repository';
import { modoFirma } from './modo';

/** A prepared signature waits this long for the browser. */
const VIGENCIA_SESION_MS = 10 * 60_000;
export const LUGAR_FIRMA = 'Chetumal, Quintana Roo';

export const pasoDeTarea = (t: Pick<Tarea, 'procedimiento' | 'paso'>): DefPaso | undefined =>
  (definicionDe(t.procedimiento).pasos as readonly DefPaso[]).find((p) => p.clave === t.paso);

/**
 * Whether a certificate may sign now for this account: the rules of domain/efirma/revision.ts,
 * then the revocation list. A refusal is a 400 with its Spanish message; an unreachable list a 503.
 */
export async function exigirCertificadoUtil(deps: AppDeps, c: CertificadoLeido, u: Pick<Usuario, 'rfc'>): Promise<void> {
  const rechazo = await revisarCertificado(c, { rfcCuenta: u.rfc, ahora: new Date(), autoridades: deps.efirma.autoridades });
  if (rechazo) throw badRequest(rechazo.mensaje, `efirma.${rechazo.motivo}`);
  let estado;
  try {
    estado = await deps.efirma.revocacion.consultar(c);
  } catch {
    throw new HttpError(503, MSG_EFIRMA.revocacionNoDisponible, 'efirma.revocacion');
  }
  if (estado.revocado) throw badRequest(MSG_EFIRMA.revocado(estado.fecha), 'efirma.revocado');
}

export async function prepararFirmaTarea(deps: AppDeps, t: Tarea, u: Usuario) {
  const paso = pasoDeTarea(t);
  if (!requiereEfirma(paso, await modoFirma(deps))) throw badRequest(MSG_EFIRMA.pasoSinEfirma, 'efirma.no_aplica');
  const repo = createEfirmaRepository({ db: deps.db });
  const fila = await repo.certificadoActivo(u.id);
  if (!fila) throw badRequest(MSG_EFIRMA.sinCertificado, 'efirma.sin_certificado');
  const cert = leerCertificado(new Uint8Array(fila.der));
  await exigirCertificadoUtil(deps, cert, u);

  const proc = tramiteApi(t.procedimiento);
  const s = await createSolicitudesRepository({ db: deps.db }).porId(t.solicitudId);
  if (!s) throw badRequest(MSG_EFIRMA.sinDocumento, 'efirma.sin_documento');
  // The procedure's own condition to approve the step (as the inbox's resolver asks it), before anything is signed.
  const refusal = proc.antesDeAprobar ? await proc.antesDeAprobar(deps, s, t.paso) : null;
  if (refusal) throw badRequest(refusal, 'tarea.no_aprobable');

  const guardado = await repo.documento(t.solicitudId);
  let base: { pdf: Uint8Array; firmas: number; nombre: string };
  if (guardado) base = { pdf: new Uint8Array(guardado.pdf), firmas: guardado.firmas, nombre: guardado.nombre };
  else {
    if (!proc.documentoFirma) throw badRequest(MSG_EFIRMA.sinDocumento, 'efirma.sin_documento');
    const d = await proc.documentoFirma(deps, s, { nombre: cert.nombre, paso: t.paso });
    base = { pdf: new Uint8Array(d.pdf), firmas: 0, nombre: d.nombre };
  }
  const etiqueta = paso?.etiqueta ?? t.paso;
  const p = await prepararDocumento(base.pdf, cert, {
    campo: `Firma ${base.firmas + 1}: ${etiqueta}`,
    fecha: new Date(),
    nombre: cert.nombre,
    razon: paso?.tituloTarea ?? etiqueta,
    lugar: LUGAR_FIRMA,
  });
  const sesion = await repo.crearSesion({
    tareaId: t.id,
    usuarioId: u.id,
    certificadoId: fila.id,
    pdf: Buffer.from(p.preparado.pdf),
    byteRange: p.preparado.byteRange,
    atributos: Buffer.from(p.atributos),
    firmasBase: base.firmas,
    nombre: base.nombre,
    expiraAt: new Date(Date.now() + VIGENCIA_SESION_MS),
  });
  return { sesion, atributos: p.atributos, cert };
}

export async function completarFirmaTarea(deps: AppDeps, t: Tarea, u: Usuario, sesionId: string, firma: Uint8Array) {
  const repo = createEfirmaRepository({ db: deps.db });
  const s = await repo.sesion(sesionId);
  if (!s || s.tareaId !== t.id || s.usuarioId !== u.id || s.expiraAt.getTime() < Date.now()) throw badRequest(MSG_EFIRMA.sesionVencida, 'efirma.sesion');
  const fila = await repo.certificado(s.certificadoId);
  if (!fila) throw badRequest(MSG_EFIRMA.sesionVencida, 'efirma.sesion');
  const cert = leerCertificado(new Uint8Array(fila.der));
  // The signature is made now: the certificate must still be good now (revoked or expired since
  // the preparation: refused, nothing signed).
  await exigirCertificadoUtil(deps, cert, u);
  const preparacion = { preparado: { pdf: new Uint8Array(s.pdf), byteRange: s.byteRange }, atributos: new Uint8Array(s.atributos) };
  let firmado;
  try {
    firmado = await completarDocumento(preparacion, firma, cert, deps.efirma.autoridades);
  } catch (e) {
    if (e instanceof FirmaRechazada) throw badRequest(e.message, 'efirma.firma_invalida');
    throw e;
  }
  const anterior = s.firmasBase > 0 ? await repo.documento(t.solicitudId) : null;
  try {
    await repo.guardarFirma({ solicitudId: t.solicitudId, tareaId: t.id, paso: t.paso, usuarioId: u.id, certificadoId: fila.id, pdf: firmado.pdf, firmasBase: s.firmasBase, nombre: s.nombre });
  } catch (e) {
    if (e instanceof DocumentoCambio) throw badRequest(MSG_EFIRMA.documentoCambio, 'efirma.documento_cambio');
    throw e;
  }
  await repo.borrarSesion(s.id);
  try {
    await resolverTarea(deps, t, { tareaId: t.id, paso: t.paso, resultado: 'aprobado', motivo: null, revisorId: u.id });
  } catch (e) {
    // the workflow did not take the signature: the document goes back to what it was
    await repo.deshacerFirma({ solicitudId: t.solicitudId, tareaId: t.id, base: anterior ? new Uint8Array(anterior.pdf) : null, firmasBase: s.firmasBase });
    throw e;
  }
  // the procedure's own use of its signed document (a request's file, for one), once the task is approved
  const proc = tramiteApi(t.procedimiento);
  const solicitud = proc.alFirmar ? await createSolicitudesRepository({ db: deps.db }).porId(t.solicitudId) : null;
  if (proc.alFirmar && solicitud) await proc.alFirmar(deps, solicitud, t.paso, { pdf: Buffer.from(firmado.pdf), nombre: s.nombre });
  return firmado.verificacion;
}
