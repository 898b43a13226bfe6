// The spec's assignment paths (spec 3 §7.7) verbatim under /api: the taxpayer's list, the request
// (create, update at 1 or 5, read — the generic resource cesionDerechoExterno), its send and the
// payment receipt; and Mercados' own moves (cesiones.staff.ts). Every move is the kit's
// (api/tramites/acciones.ts) on the assignment's machine; payment online goes through the kit's
// payment routes (sujetoPago).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cesionDerecho, folioCesion } from '../../domain/cesiones/definicion';
import { MSG_CESION as M } from '../../domain/cesiones/mensajes';
import { ARCHIVOS_CESION, puedeEditarCesion, puedeEnviarCesion, puedeSubirReciboCesion, SLOT_CESION } from '../../domain/cesiones/reglas';
import { solicitudCesionSchema } from '../../domain/cesiones/schema';
import { nombreDe } from '../../domain/common/personas';
import { normalizarRfc } from '../../domain/common/rfc';
import { hoyCancun } from '../../domain/tramite/fechas';
import { codigoComprobante, SERVICIO } from '../../domain/tramite/servicios';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import type { AppDeps } from '../lib/contexto';
import { badRequest, erroresPorCampo, forbidden, HttpError } from '../lib/errors';
import { idParam, idSchema } from '../lib/params';
import { ok, paginado, sobre } from '../lib/respuesta';
import { exigirCampo } from '../lib/subida';
import { accionesDe, enviarTramite, recibirComprobante } from '../tramites/acciones';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { cargarCesion, comprobarArchivos, contribuyenteDe, faltantes, guardarArchivos, leerFormularioCesion } from './cesiones.acceso';
import { cesionDto, tituloCesion } from './cesiones.dto';
import { createCesionesRepository, type CamposCesion } from './cesiones.repository';
import { cesionSchema, paginaCesionesSchema } from './cesiones.schemas';
import { rutasCesionesStaff } from './cesiones.staff';

const tags = ['cesiones'];
const MULTIPART = ['multipart/form-data'];
const dto = sobre(cesionSchema);
const texto = z.string().trim().max(60).optional();
const listaQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  external_id: texto,
  nombre_comercial: texto,
  id_estatus: z.coerce.number().int().min(0).max(99).optional(),
});
const SLOTS_CONTRIBUYENTE = ARCHIVOS_CESION.map((a) => a.slot);

/** The form's failure: 422 with each field's message (by default 'Por favor, llene todos los campos obligatorios.'). */
function invalido(issues: { path: PropertyKey[]; message: string }[], mensaje: string = M.obligatorios): HttpError {
  return new HttpError(422, mensaje, 'VALIDATION', erroresPorCampo(issues));
}
const rechazo = (campo: string, mensaje: string) => invalido([{ path: [campo], message: mensaje }], mensaje);

/**
 * The form's rules beyond its schema: the establishment is the taxpayer's and in a market, the stall
 * is in that market and held by the taxpayer's RFC in the portal's padrón (locales_mercado), the new
 * concessionaire is someone else. Answers the own row's fields, with the new concessionaire's
 * account and name when the portal or the OPB padrón knows them.
 */
async function comprobarCesion(deps: AppDeps, contribuyenteId: number, f: { locacion: number; id_local_mercado: number; rfc: string; familiar: boolean }): Promise<CamposCesion> {
  const repo = createCesionesRepository({ db: deps.db });
  const contribuyentes = createContribuyentesRepository({ db: deps.db });
  const [est, local, c] = await Promise.all([repo.establecimientoEnMercado(contribuyenteId, f.locacion), repo.local(f.id_local_mercado), contribuyentes.porId(contribuyenteId)]);
  if (!est) throw rechazo('locacion', M.establecimiento);
  const propio = normalizarRfc(c?.rfc ?? '');
  if (!local || !propio || local.concesionarioRfc !== propio) throw rechazo('id_local_mercado', M.noConcesionario);
  if (est.mercadoId !== local.mercadoId) throw rechazo('id_local_mercado', M.localMercado);
  const rfc = normalizarRfc(f.rfc);
  if (rfc === propio) throw rechazo('rfc', M.rfcPropio);
  return { establecimientoId: est.id, localMercadoId: local.id, rfc, familiar: f.familiar, ...(await cesionario(deps, rfc)) };
}

/** The new concessionaire's portal account and name, else their name in the OPB padrón, else nothing. */
export async function cesionario(deps: AppDeps, rfc: string): Promise<{ cesionarioContribuyenteId: number | null; cesionarioNombre: string | null }> {
  const c = await createContribuyentesRepository({ db: deps.db }).porRfc(rfc);
  if (c) return { cesionarioContribuyenteId: c.id, cesionarioNombre: nombreDe(c) || null };
  const opb = await deps.padronOpb.buscarContribuyente(rfc).catch(() => null);
  const nombre = opb ? [opb.nombre, opb.ap_paterno, opb.ap_materno].filter(Boolean).join(' ').trim() : '';
  return { cesionarioContribuyenteId: null, cesionarioNombre: nombre || null };
}

export const rutasCesiones: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const repo = createCesionesRepository({ db: deps.db });
  const releer = async (req: Parameters<typeof cesionDto>[2], id: number) => cesionDto(deps, (await repo.leer(id))!, req);

  // GET cesion-DerechoExterno/getAllSolicitudes/{taxpayerId}: the taxpayer's own assignments, newest first, 10 a page.
  app.get(
    '/cesion-DerechoExterno/getAllSolicitudes/:taxpayerId',
    { schema: { params: z.object({ taxpayerId: idSchema }), querystring: listaQuery, tags, response: { 200: sobre(paginaCesionesSchema) } } },
    async (req) => {
      if (contribuyenteDe(req) !== req.params.taxpayerId) throw forbidden();
      const q = req.query;
      const vistas = (await repo.listar({ contribuyenteId: req.params.taxpayerId, externalId: q.external_id || undefined, nombreComercial: q.nombre_comercial || undefined })).filter(
        (v) => q.id_estatus === undefined || v.s.estatus === q.id_estatus,
      );
      const pagina = vistas.slice((q.page - 1) * q.per_page, q.page * q.per_page);
      return ok(paginado(await Promise.all(pagina.map((v) => cesionDto(deps, v, req))), q.page, q.per_page, vistas.length));
    },
  );

  // POST cesionDerechoExterno (multipart): the draft with its six files.
  app.post('/cesionDerechoExterno', { schema: { consumes: MULTIPART, tags, response: { 200: dto } } }, async (req) => {
    const contribuyenteId = contribuyenteDe(req);
    // The establishment named in the fields is the caller's, in a market, before its files are read.
    const form = await leerFormularioCesion(req, async (c) => {
      const id = idSchema.safeParse(exigirCampo(c, 'locacion'));
      if (!id.success || !(await repo.establecimientoEnMercado(contribuyenteId, id.data))) throw rechazo('locacion', M.establecimiento);
    });
    const r = solicitudCesionSchema.safeParse(form.campos);
    const llegaron = new Map(ARCHIVOS_CESION.filter((a) => form.archivos.has(a.campo)).map((a) => [a.slot, true]));
    const faltan = [...(r.success ? [] : r.error.issues), ...faltantes(llegaron, {})];
    if (!r.success || faltan.length) throw invalido(faltan);
    const campos = await comprobarCesion(deps, contribuyenteId, r.data);
    const archivos = await comprobarArchivos(form.archivos, SLOTS_CONTRIBUYENTE);
    const anio = Number(hoyCancun().slice(0, 4));
    const s = await deps.db.transaction(async (tx) => {
      const s = await createSolicitudesRepository({ db: deps.db }).crear(tx, { def: cesionDerecho, contribuyenteId, titulo: 'Cesión de derechos', datos: {}, folio: (sid) => folioCesion(anio, sid) });
      await repo.crearPropio(tx, { solicitudId: s.id, contribuyenteId, ...campos });
      return s;
    });
    const v = (await repo.leer(s.id))!;
    await createSolicitudesRepository({ db: deps.db }).actualizarBorrador(deps.db, s.id, { titulo: tituloCesion(v) });
    await repo.fijarArchivos(s.id, await guardarArchivos(deps, v, archivos));
    return ok(await releer(req, s.id), M.registrada);
  });

  // PUT cesionDerechoExterno/{id} (multipart, files optional when stored): only at 1 INICIO or 5 RECHAZADA.
  app.put('/cesionDerechoExterno/:id', { schema: { params: idParam, consumes: MULTIPART, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarCesion(deps, req, req.params.id, 'escribir');
    const acc = accionesDe(v.s);
    if (!puedeEditarCesion(v.s.estatus) || !(acc.guardar || acc.enviar)) throw badRequest(M.noEditable, 'BLOQUEADO');
    const form = await leerFormularioCesion(req);
    const r = solicitudCesionSchema.safeParse({ locacion: v.d.establecimientoId, id_local_mercado: v.d.localMercadoId, rfc: v.d.rfc, familiar: v.d.familiar, ...form.campos });
    if (!r.success) throw invalido(r.error.issues);
    const campos = await comprobarCesion(deps, v.s.contribuyenteId, r.data);
    const archivos = await comprobarArchivos(form.archivos, SLOTS_CONTRIBUYENTE);
    await repo.actualizar(v.s.id, campos);
    if (archivos.size) await repo.fijarArchivos(v.s.id, await guardarArchivos(deps, v, archivos));
    if (v.s.estado === 'borrador') await createSolicitudesRepository({ db: deps.db }).actualizarBorrador(deps.db, v.s.id, { titulo: tituloCesion((await repo.leer(v.s.id))!) });
    return ok(await releer(req, v.s.id), M.actualizada);
  });

  app.get('/cesionDerechoExterno/:id', { schema: { params: idParam, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarCesion(deps, req, req.params.id);
    return ok(await cesionDto(deps, v, req));
  });

  // POST cesion-DerechoExterno/aprovarSolicitud/{id}: sent to Mercados (a returned one resent).
  app.post('/cesion-DerechoExterno/aprovarSolicitud/:id', { schema: { params: idParam, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarCesion(deps, req, req.params.id, 'escribir');
    if (!puedeEnviarCesion(v.s.estatus)) throw badRequest(M.noEnviada, 'tramite.transicion_invalida');
    const faltan = faltantes(new Map(), v.d.archivos ?? {});
    if (faltan.length) throw invalido(faltan, M.archivoRequerido);
    // The stall may have changed hands since the draft was written.
    await comprobarCesion(deps, v.s.contribuyenteId, { locacion: v.d.establecimientoId, id_local_mercado: v.d.localMercadoId, rfc: v.d.rfc, familiar: v.d.familiar });
    await enviarTramite(deps, v.s, M.noEnviada);
    return ok(await releer(req, v.s.id), M.enviada);
  });

  // POST cesion-DerechoExterno/subirArchivoSolidPago/{id} (multipart docSolidPago): the receipt of 1760, only at 10; Mercados validates it.
  app.post('/cesion-DerechoExterno/subirArchivoSolidPago/:id', { schema: { params: idParam, consumes: MULTIPART, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarCesion(deps, req, req.params.id, 'escribir');
    try {
      if (!puedeSubirReciboCesion(v.s.estatus)) throw badRequest(M.reciboNoPermitido, 'pago.no_pendiente');
      const form = await leerFormularioCesion(req);
      const archivo = (await comprobarArchivos(form.archivos, [SLOT_CESION.RECIBO])).get(SLOT_CESION.RECIBO);
      if (!archivo) throw badRequest(M.archivoPdf, 'ARCHIVO');
      await recibirComprobante(deps, v.s, SERVICIO.CESION_DERECHOS, archivo.buf);
    } catch (e) {
      // spec 3 §8.2: the upload's failure, in the spec's words; the reason stays in `errors`.
      if (e instanceof HttpError && e.statusCode < 500) throw new HttpError(e.statusCode, M.noArchivo, e.code, { docSolidPago: [e.message] });
      throw e;
    }
    const doc = (await createDocumentosRepository({ db: deps.db }).deSolicitud(v.s.id)).filter((d) => d.codigo === codigoComprobante(SERVICIO.CESION_DERECHOS)).pop();
    if (doc) await repo.fijarArchivos(v.s.id, { ...(await repo.leer(v.s.id))!.d.archivos, [SLOT_CESION.RECIBO]: doc.id });
    return ok(await releer(req, v.s.id), M.reciboGuardado);
  });

  await app.register(rutasCesionesStaff);
};
