// The spec's lease paths (spec 3 §7.6) verbatim under /api: the taxpayer's list, their
// establishments in a market with the stalls they hold, the giros catalogue, the request (create,
// update while 15, read), its send, the contract (save, update, send) and the payment receipt.
// Every move is the kit's (api/tramites/acciones.ts) on the lease's machine; Mercados decides in
// the inbox. Payment online goes through the kit's payment routes (sujetoPago).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrendamiento, EVENTO_ARRENDAMIENTO, folioArrendamiento, PASO_ARRENDAMIENTO } from '../../domain/arrendamientos/definicion';
import { MSG_ARRENDAMIENTO as M } from '../../domain/arrendamientos/mensajes';
import { ESTATUS_CONTRATO_ARR, ESTATUS_SOLICITUD_ARR, porcentajeAyuntamiento, puedeSubirContrato } from '../../domain/arrendamientos/reglas';
import { contratoArrendamientoSchema, solicitudArrendamientoSchema } from '../../domain/arrendamientos/schema';
import { normalizarRfc } from '../../domain/common/rfc';
import { GIROS } from '../../domain/licencia/catalogos';
import { giroDeMercado, mercadoPorId } from '../../domain/licencia/mercados';
import { MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { hoyCancun } from '../../domain/tramite/fechas';
import { codigoComprobante, SERVICIO } from '../../domain/tramite/servicios';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import type { AppDeps } from '../lib/contexto';
import { badRequest, erroresPorCampo, forbidden, HttpError } from '../lib/errors';
import { idParam, idSchema } from '../lib/params';
import { ok, paginado, sobre } from '../lib/respuesta';
import { exigirCampo } from '../lib/subida';
import { corregirTramite, enviarTramite, entregarTramite, exigirComprobanteEsperado, recibirComprobante } from '../tramites/acciones';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { senalEvento } from '../tramites/temporal';
import { cargarArrendamiento, comprobarPdfs, contribuyenteDe, exigirArchivo, guardarPdfs, leerFormularioArrendamiento } from './arrendamientos.acceso';
import { arrendamientoDto, contratoDevuelto, estatusArrendamiento, snapshotArrendamiento } from './arrendamientos.dto';
import { createArrendamientosRepository, type VistaArrendamiento } from './arrendamientos.repository';
import { arrendamientoSchema, giroArrendamientoSchema, locacionMercadoSchema, paginaArrendamientosSchema } from './arrendamientos.schemas';

const tags = ['arrendamientos'];
const MULTIPART = ['multipart/form-data'];
const dto = sobre(arrendamientoSchema);
const taxpayerParam = z.object({ taxpayerId: idSchema });
const texto = z.string().trim().max(60).optional();
const listaQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  external_id: texto,
  nombre_comercial: texto,
  id_estatus: z.coerce.number().int().min(0).max(99).optional(),
});

/** The request form's failure: 422 'Por favor, llene todos los campos obligatorios.' with each field's message. */
function invalido(issues: { path: PropertyKey[]; message: string }[], mensaje: string = M.obligatorios): HttpError {
  return new HttpError(422, mensaje, 'VALIDATION', erroresPorCampo(issues));
}

/** The establishment must be the taxpayer's and in a market; the stall is the one they hold there (the establishment's own first). */
async function establecimientoYLocal(deps: AppDeps, contribuyenteId: number, establecimientoId: number) {
  const repo = createArrendamientosRepository({ db: deps.db });
  const est = (await repo.establecimientosEnMercado(contribuyenteId)).find((x) => x.id === establecimientoId);
  if (!est) {
    const propio = await deps.db.query.establecimientos.findFirst({ where: (t, { and, eq }) => and(eq(t.id, establecimientoId), eq(t.contribuyenteId, contribuyenteId)) });
    throw invalido([{ path: ['establecimiento_id'], message: propio ? M.noMercado : M.establecimientoAjeno }], propio ? M.noMercado : M.establecimientoAjeno);
  }
  const c = await createContribuyentesRepository({ db: deps.db }).porId(contribuyenteId);
  const locales = c && est.mercadoId !== null ? await repo.localesDe(normalizarRfc(c.rfc), [est.mercadoId]) : [];
  const suyo = locales.find((l) => est.muchosLocales.includes(l.numero)) ?? locales[0] ?? null;
  return { est, localId: suyo?.id ?? null };
}

/** A stall's line of business: one a market stall may have (domain/licencia/mercados.ts). */
const GIROS_MERCADO = GIROS.filter(giroDeMercado);
const giroValido = (id: number) => {
  const g = GIROS.find((x) => x.id === id);
  if (!g) throw invalido([{ path: ['giro_id'], message: M.giro }]);
  if (!giroDeMercado(g)) throw invalido([{ path: ['giro_id'], message: MSG_LIC_EXTRA.giroNoMercado(g.nombre) }], MSG_LIC_EXTRA.giroNoMercado(g.nombre));
};

export const rutasArrendamientos: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const repo = createArrendamientosRepository({ db: deps.db });
  const releer = async (req: Parameters<typeof arrendamientoDto>[1], id: number) => arrendamientoDto((await repo.leer(id))!, req);

  // GET solicitudArrendamiento/{taxpayerId}: the taxpayer's own leases, newest first, 10 a page.
  app.get('/solicitudArrendamiento/:taxpayerId', { schema: { params: taxpayerParam, querystring: listaQuery, tags, response: { 200: sobre(paginaArrendamientosSchema) } } }, async (req) => {
    if (contribuyenteDe(req) !== req.params.taxpayerId) throw forbidden();
    const q = req.query;
    const filas = (await repo.listar({ contribuyenteId: req.params.taxpayerId, externalId: q.external_id || undefined, nombreComercial: q.nombre_comercial || undefined }))
      .map((v) => arrendamientoDto(v, req))
      .filter((d) => q.id_estatus === undefined || d.estatus_solicitud_id === q.id_estatus);
    return ok(paginado(filas.slice((q.page - 1) * q.per_page, q.page * q.per_page), q.page, q.per_page, filas.length));
  });

  // GET solicitudArrendamiento/getLocacion/{taxpayerId}: establishments in a market with the stalls the taxpayer holds there.
  app.get('/solicitudArrendamiento/getLocacion/:taxpayerId', { schema: { params: taxpayerParam, tags, response: { 200: sobre(z.array(locacionMercadoSchema)) } } }, async (req) => {
    const yo = contribuyenteDe(req);
    if (yo !== req.params.taxpayerId) throw forbidden();
    const [ests, c] = await Promise.all([repo.establecimientosEnMercado(yo), createContribuyentesRepository({ db: deps.db }).porId(yo)]);
    const mercados = [...new Set(ests.map((x) => x.mercadoId).filter((x): x is number => x !== null))];
    const locales = c ? await repo.localesDe(normalizarRfc(c.rfc), mercados) : [];
    return ok(
      ests
        .filter((x) => x.mercadoId !== null)
        .map((x) => ({
          id: x.id,
          nombre_comercial: x.nombreComercial,
          external_id: x.externalId || null,
          mercado_id: x.mercadoId!,
          mercado: mercadoPorId(x.mercadoId)?.nombre ?? '',
          locales: locales.filter((l) => l.mercadoId === x.mercadoId).map((l) => ({ id: l.id, numero: l.numero })),
        })),
    );
  });

  // GET solicitudArrendamiento/cat/getgiro: the lines of business.
  app.get('/solicitudArrendamiento/cat/getgiro', { schema: { tags, response: { 200: sobre(z.array(giroArrendamientoSchema)) } } }, async () => ok(GIROS_MERCADO.map((g) => ({ id: g.id, d_giro: g.nombre }))));

  // POST SolicitudArrendamiento (multipart): the draft with its two PDFs.
  app.post('/SolicitudArrendamiento', { schema: { consumes: MULTIPART, tags, response: { 200: dto } } }, async (req) => {
    const contribuyenteId = contribuyenteDe(req);
    // The establishment is the caller's, in a market, before its PDFs are read.
    const form = await leerFormularioArrendamiento(req, async (c) => {
      const id = idSchema.safeParse(exigirCampo(c, 'establecimiento_id'));
      if (!id.success) throw invalido([{ path: ['establecimiento_id'], message: M.establecimientoAjeno }], M.establecimientoAjeno);
      await establecimientoYLocal(deps, contribuyenteId, id.data);
    });
    const r = solicitudArrendamientoSchema.safeParse(form.campos);
    const faltan = [...(r.success ? [] : r.error.issues), ...(['docSolicitud', 'docAltaSat'] as const).filter((c) => !form.archivos.has(c)).map((c) => ({ path: [c], message: c === 'docSolicitud' ? M.docSolicitud : M.docAltaSat }))];
    if (!r.success || faltan.length) throw invalido(faltan);
    giroValido(r.data.giro_id);
    const { est, localId } = await establecimientoYLocal(deps, contribuyenteId, r.data.establecimiento_id);
    const archivos = await comprobarPdfs(form.archivos, ['solicitud', 'alta_sat']);
    const anio = Number(hoyCancun().slice(0, 4));
    const s = await deps.db.transaction(async (tx) => {
      const s = await createSolicitudesRepository({ db: deps.db }).crear(tx, { def: arrendamiento, contribuyenteId, titulo: `Arrendamiento — ${est.nombreComercial}`, datos: {}, folio: (sid) => folioArrendamiento(anio, sid) });
      await repo.crearPropio(tx, { solicitudId: s.id, contribuyenteId, establecimientoId: est.id, localMercadoId: localId, giroId: r.data.giro_id });
      return s;
    });
    const v = (await repo.leer(s.id))!;
    await repo.fijarArchivos(s.id, await guardarPdfs(deps, v, archivos));
    return ok(await releer(req, s.id), M.registrada);
  });

  // PUT SolicitudArrendamiento/{id} (multipart, files optional when stored): only while 15.
  app.put('/SolicitudArrendamiento/:id', { schema: { params: idParam, consumes: MULTIPART, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarArrendamiento(deps, req, req.params.id, 'escribir');
    if (estatusArrendamiento(v).solicitud !== ESTATUS_SOLICITUD_ARR.PENDIENTE) throw badRequest(M.noEditable, 'BLOQUEADO');
    const form = await leerFormularioArrendamiento(req);
    const r = solicitudArrendamientoSchema.safeParse({ establecimiento_id: v.d.establecimientoId, giro_id: v.d.giroId, ...form.campos });
    if (!r.success) throw invalido(r.error.issues);
    giroValido(r.data.giro_id);
    const archivos = await comprobarPdfs(form.archivos, ['solicitud', 'alta_sat']);
    const cambios: { establecimientoId?: number; localMercadoId?: number | null; giroId: number } = { giroId: r.data.giro_id };
    if (r.data.establecimiento_id !== v.d.establecimientoId) {
      const { est, localId } = await establecimientoYLocal(deps, v.s.contribuyenteId, r.data.establecimiento_id);
      Object.assign(cambios, { establecimientoId: est.id, localMercadoId: localId });
    }
    await repo.actualizarSolicitud(v.s.id, cambios);
    if (archivos.size) await repo.fijarArchivos(v.s.id, await guardarPdfs(deps, v, archivos));
    return ok(await releer(req, v.s.id), M.actualizada);
  });

  app.get('/SolicitudArrendamiento/:id', { schema: { params: idParam, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarArrendamiento(deps, req, req.params.id);
    return ok(arrendamientoDto(v, req));
  });

  // POST solicitudArrendamiento/validarSolicitud/{id}: sent to Mercados (a returned one resent).
  app.post('/solicitudArrendamiento/validarSolicitud/:id', { schema: { params: idParam, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarArrendamiento(deps, req, req.params.id, 'escribir');
    if (estatusArrendamiento(v).solicitud !== ESTATUS_SOLICITUD_ARR.PENDIENTE) throw badRequest(M.noEnviada, 'tramite.transicion_invalida');
    exigirArchivo('solicitud', new Map(), v.d.archivos);
    exigirArchivo('alta_sat', new Map(), v.d.archivos);
    await enviarTramite(deps, v.s, M.noEnviada);
    return ok(await releer(req, v.s.id), M.enviada);
  });

  // POST solicitudArrendamiento/guardarcontrato, actualizarcontrato (multipart): the contract while it may change.
  const contrato = (ruta: string, nuevo: boolean) =>
    app.post(ruta, { schema: { consumes: MULTIPART, tags, response: { 200: dto } } }, async (req) => {
      // Staff are refused before the body is read; the request (its id travels in the body) is the
      // caller's and takes a contract before the contract's PDF is read.
      contribuyenteDe(req);
      const cargarSuyo = async (campos: Readonly<Record<string, unknown>>) => {
        const id = idSchema.safeParse(campos.id);
        if (!id.success) throw invalido([{ path: ['id'], message: M.obligatorios }]);
        const v = await cargarArrendamiento(deps, req, id.data, 'escribir');
        const est = estatusArrendamiento(v);
        const permitido = nuevo ? puedeSubirContrato(est.solicitud, est.contrato) : est.contrato === ESTATUS_CONTRATO_ARR.PENDIENTE;
        if (!permitido) throw badRequest(M.contratoNoPermitido, 'BLOQUEADO');
        return v;
      };
      const form = await leerFormularioArrendamiento(req, async (c) => {
        exigirCampo(c, 'id');
        await cargarSuyo(c);
      });
      const v = await cargarSuyo(form.campos);
      const r = contratoArrendamientoSchema.safeParse(form.campos);
      if (!r.success) throw invalido(r.error.issues, r.error.issues[0].message);
      const archivos = await comprobarPdfs(form.archivos, ['contrato']);
      exigirArchivo('contrato', archivos, v.d.archivos);
      const c = r.data;
      const guardados = await guardarPdfs(deps, v, archivos);
      await repo.guardarContrato(
        v.s.id,
        {
          fechaInicio: c.fecha_inicio,
          fechaFin: c.fecha_fin,
          rentaMes: Number(c.renta_mes).toFixed(2),
          porcenAyunta: porcentajeAyuntamiento(c.renta_mes),
          arrendatarioNombre: c.arrendatario_nombre ?? null,
          arrendatarioRfc: c.arrendatario_rfc ?? null,
          arrendatarioCorreo: c.arrendatario_correo ?? null,
        },
        guardados,
      );
      return ok(await releer(req, v.s.id), M.contratoGuardado);
    });
  contrato('/solicitudArrendamiento/guardarcontrato', true);
  contrato('/solicitudArrendamiento/actualizarcontrato', false);

  // POST solicitudArrendamiento/validarContrato/{id}: the contract's dates to the machine, then the delivery (or the returned contract's answer).
  app.post('/solicitudArrendamiento/validarContrato/:id', { schema: { params: idParam, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarArrendamiento(deps, req, req.params.id, 'escribir');
    if (estatusArrendamiento(v).contrato !== ESTATUS_CONTRATO_ARR.PENDIENTE || !v.d.fechaFin) throw badRequest(M.noEnviada, 'tramite.transicion_invalida');
    await enviarContrato(deps, v);
    return ok(await releer(req, v.s.id), M.contratoEnviado);
  });

  // POST solicitudArrendamiento/archivo/solidPago/{id} (multipart docSolidPago): the receipt of 1759; Mercados validates it.
  app.post('/solicitudArrendamiento/archivo/solidPago/:id', { schema: { params: idParam, consumes: MULTIPART, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarArrendamiento(deps, req, req.params.id, 'escribir');
    try {
      exigirComprobanteEsperado(v.s, SERVICIO.ARRENDAMIENTO_MERCADO);
      const form = await leerFormularioArrendamiento(req);
      const archivo = (await comprobarPdfs(form.archivos, ['recibo_pago'])).get('recibo_pago');
      if (!archivo) throw badRequest(M.docReciboPago, 'ARCHIVO');
      await recibirComprobante(deps, v.s, SERVICIO.ARRENDAMIENTO_MERCADO, archivo.buf);
    } catch (e) {
      // spec 3 §8.2: the upload's failure, in the spec's words; the reason stays in `errors`.
      if (e instanceof HttpError && e.statusCode < 500) throw new HttpError(e.statusCode, M.noArchivo, e.code, { docSolidPago: [e.message] });
      throw e;
    }
    const doc = (await createDocumentosRepository({ db: deps.db }).deSolicitud(v.s.id)).filter((d) => d.codigo === codigoComprobante(SERVICIO.ARRENDAMIENTO_MERCADO)).pop();
    if (doc) await repo.fijarArchivos(v.s.id, { ...(await repo.leer(v.s.id))!.d.archivos, recibo_pago: doc.id });
    return ok(await releer(req, v.s.id), M.reciboGuardado);
  });
};

/** The contract's end date to the machine (it arms the expiry timers), then its delivery or the returned contract's answer. */
async function enviarContrato(deps: AppDeps, v: VistaArrendamiento) {
  await senalEvento(deps, v.s, EVENTO_ARRENDAMIENTO.VIGENCIA, { fechaFin: v.d.fechaFin });
  if (contratoDevuelto(snapshotArrendamiento(v))) await corregirTramite(deps, v.s, M.noEnviada);
  else await entregarTramite(deps, v.s, PASO_ARRENDAMIENTO.CONTRATO, M.noEnviada);
}
