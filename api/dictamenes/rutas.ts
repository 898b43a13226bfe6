// The spec's paths of a permit with a review chain (spec 3 §7.4 towers, §7.5 billboards), verbatim
// under /api, built once for both from the procedure's adapter (adaptador.ts): the list (the
// taxpayer's own; every one for the staff of 6, 61, 62 and root), the taxpayer's addresses, one
// request, create (a draft), update (multipart, files by slot), delete (18), changeStatus (the
// taxpayer sends; each level decides its own step), firmarDocumento and viewDictamenPDF.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictamenPdf } from '../../activities/pdf/dictamen';
import { folioDictamen } from '../../domain/dictamenes/comun';
import { ESTATUS_DICTAMEN } from '../../domain/dictamenes/estatus';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { esClaveCatastral17, normalizarClaveCatastral } from '../../domain/common/predio';
import { hoyCancun } from '../../domain/tramite/fechas';
import { definicionDe } from '../../domain/tramites';
import { actual } from '../auth/guards';
import { badRequest, erroresPorCampo, forbidden, HttpError } from '../lib/errors';
import { externo } from '../lib/externo';
import { idParam, idSchema } from '../lib/params';
import { enviarPdf } from '../lib/pdf';
import { ok, paginado, paginadoSchema, respuestaPdf, sobre } from '../lib/respuesta';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { exigirComprobanteEsperado, recibirComprobante } from '../tramites/acciones';
import { leerArchivo } from '../lib/subida';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import type { AppDeps } from '../lib/contexto';
import type { AdaptadorDictamen, VistaDictamen } from './adaptador';
import { cargarDictamen, exigirEditable } from './acceso';
import { guardarArchivosDictamen, leerFormularioDictamen } from './archivos';
import { areasDictamenDe } from './comun.schemas';
import { decidirDictamen, eliminarDictamen, enviarDictamen, firmarDictamen, refrescarCompuertas } from './decisiones';
import { domiciliosDe, domicilioOpcionSchema } from './domicilios';
import { compuertas, guardarComunes } from './predio';
import { pdfFirmado } from '../efirma/documentos';

/** spec 3 §6: nine cards a page. */
export const POR_PAGINA_DICTAMEN = 9;
const CONSUMES = ['multipart/form-data', 'application/json'];

const texto = z.string().trim().max(60).optional();
/** Both spellings of the key filter on both paths (§7.4 writes clv_catrastral, §7.5 clv_catastral). */
const filtrosQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  folio: texto,
  clv_catrastral: texto,
  clv_catastral: texto,
  estatus: z.coerce.number().int().min(0).max(99).optional(),
  contribuyente: idSchema.optional(),
});

/** The form's fields read with the procedure's schema: 422 'Por favor, llene todos los campos obligatorios.' with each field's message. */
function leerEntrada<E>(a: AdaptadorDictamen<VistaDictamen, E>, campos: unknown): E {
  const r = a.entrada.safeParse(campos);
  if (!r.success) throw new HttpError(422, M.llenarObligatorios, 'VALIDATION', erroresPorCampo(r.error.issues.map((i) => ({ path: i.path, message: i.message }))));
  return r.data;
}

/** spec 3 §5.1: a key the cadastre does not know is refused with the spec's words. */
async function exigirClaveEnCatastro(deps: AppDeps, clave: string | null | undefined): Promise<void> {
  const c = normalizarClaveCatastral(clave);
  if (!c || !esClaveCatastral17(c)) return;
  const p = await externo(() => deps.catastro.buscarPredio(c));
  if (!p) throw badRequest(M.claveNoEncontrada, 'CLAVE_NO_ENCONTRADA');
}

const esObjeto = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `sobre` laid over `base`: objects merged key by key, anything else (lists too) replaced. */
export function sobreponer(base: Record<string, unknown>, sobre: Record<string, unknown>): Record<string, unknown> {
  const r: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(sobre)) r[k] = esObjeto(v) && esObjeto(r[k]) ? sobreponer(r[k], v) : v;
  return r;
}

const claveDe = (e: unknown): { clave: string | null | undefined; noFolio: boolean } => {
  const x = (e ?? {}) as { clave_catastral?: string | null; no_folio?: boolean | null };
  return { clave: x.clave_catastral, noFolio: x.no_folio === true };
};

/**
 * `barraFinal`: the list and the create also answer on `{base}/`, as spec 3 §7.5 writes the
 * billboards' (`GET solicitud_espectaculares/?page…`, `POST solicitud_espectaculares/`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function rutasDictamen(a: AdaptadorDictamen<any, any>, base: '/solicitud_torres' | '/solicitud_espectaculares', o: { barraFinal?: boolean } = {}): FastifyPluginAsyncZod {
  const tags = [base === '/solicitud_torres' ? 'torres' : 'espectaculares'];
  return async (app) => {
    const deps = app.deps;
    const dto = sobre(a.esquema);
    const releer = async (req: Parameters<typeof actual>[0], id: number) => a.dto(deps, (await a.leer(deps, id))!, req);
    const raices = o.barraFinal ? [base, `${base}/`] : [base];

    // GET {base}: a page of nine, newest first; deleted ones never listed.
    for (const raiz of raices) app.get(raiz, { schema: { querystring: filtrosQuery, tags, response: { 200: sobre(paginadoSchema(a.esquema)) } } }, async (req) => {
      const yo = actual(req);
      const q = req.query;
      let contribuyenteId: number | null;
      if (yo.contribuyenteId !== null) contribuyenteId = yo.contribuyenteId;
      else if (areasDictamenDe(req)?.length) contribuyenteId = q.contribuyente ?? null;
      else throw forbidden();
      const clave = q.clv_catastral || q.clv_catrastral;
      const r = await a.listar(deps, { contribuyenteId, folio: q.folio || undefined, claveCatastral: clave || undefined, estatus: q.estatus, page: q.page, porPagina: POR_PAGINA_DICTAMEN });
      const filas = await Promise.all(r.filas.map((v) => a.dto(deps, v, req)));
      return ok(paginado(filas, q.page, POR_PAGINA_DICTAMEN, r.total));
    });

    // GET {base}/getDomicilios: the taxpayer's addresses (establishments with their key, the profile's).
    app.get(`${base}/getDomicilios`, { schema: { tags, response: { 200: sobre(z.array(domicilioOpcionSchema)) } } }, async (req) => {
      const yo = actual(req);
      if (yo.contribuyenteId === null) throw forbidden();
      return ok(await domiciliosDe(deps.db, yo.contribuyenteId));
    });

    app.get(`${base}/:id`, { schema: { params: idParam, tags, response: { 200: dto } } }, async (req) => {
      const v = await cargarDictamen(deps, req, a, req.params.id);
      return ok(await a.dto(deps, v, req));
    });

    // POST {base}: a draft (JSON; incomplete allowed but for the key), folio TOR-/ESP-, the gates written.
    for (const raiz of raices) app.post(raiz, { schema: { tags, response: { 200: sobre(z.object({ id: z.number().int() })) } } }, async (req) => {
      const yo = actual(req);
      if (yo.contribuyenteId === null) throw forbidden();
      const contribuyenteId = yo.contribuyenteId;
      const e = leerEntrada(a, req.body ?? {});
      const { clave, noFolio } = claveDe(e);
      await exigirClaveEnCatastro(deps, clave);
      const g = await compuertas(deps, { claveCatastral: clave ?? null, noFolio, archivos: {} });
      const def = definicionDe(a.tipo);
      const anio = Number(hoyCancun().slice(0, 4));
      const s = await deps.db.transaction(async (tx) => {
        const s = await createSolicitudesRepository({ db: deps.db }).crear(tx, {
          def,
          contribuyenteId,
          titulo: clave ? `Clave catastral ${normalizarClaveCatastral(clave)}` : null,
          datos: { renovacion: (e as { renovacion?: boolean }).renovacion === true },
          folio: (sid) => folioDictamen(a.tipo, anio, sid),
        });
        await a.crearPropio(tx, s, e);
        await guardarComunes(tx, a.tabla, s.id, { edoCuentaStatus: g.edoCuentaStatus, constanciaUsoSueloExist: g.constanciaUsoSueloExist });
        return s;
      });
      return ok({ id: s.id }, M.solicitudRegistrada);
    });

    // PUT {base}/{id}: multipart (bracketed fields, files by slot; `<slot>` = '' removes it), only while editable.
    app.put(`${base}/:id`, { schema: { params: idParam, consumes: CONSUMES, tags, response: { 200: dto } } }, async (req) => {
      const v = await cargarDictamen(deps, req, a, req.params.id, 'escribir');
      exigirEditable(v);
      const form = await leerFormularioDictamen(req, a.slots);
      if (Object.keys(form.campos).length) {
        // What is not sent stays as stored (the draft's key rule reads the key).
        const campos = sobreponer({ clave_catastral: v.d.claveCatastral, no_folio: v.d.noFolio, ...(a.entradaDe?.(v) ?? {}) }, form.campos);
        const e = leerEntrada(a, campos);
        const { clave } = claveDe(e);
        if (clave !== undefined && normalizarClaveCatastral(clave) !== (v.d.claveCatastral ?? '')) await exigirClaveEnCatastro(deps, clave);
        await a.actualizarPropio(deps, v.s.id, e);
      }
      const archivos = await guardarArchivosDictamen(deps.db, { contribuyenteId: v.s.contribuyenteId, solicitudId: v.s.id, previos: v.d.archivos, archivos: form.archivos, quitar: form.quitar });
      await guardarComunes(deps.db, a.tabla, v.s.id, { archivos });
      await refrescarCompuertas(deps, a, (await a.leer(deps, v.s.id))!);
      return ok(await releer(req, v.s.id), M.solicitudActualizada);
    });

    app.delete(`${base}/:id`, { schema: { params: idParam, tags, response: { 200: sobre(z.object({ id: z.number().int() })) } } }, async (req) => {
      const v = await cargarDictamen(deps, req, a, req.params.id, 'escribir');
      await eliminarDictamen(deps, a, v);
      return ok({ id: v.s.id }, M.solicitudEliminada);
    });

    // POST {base}/{id}/changeStatus: the taxpayer's 10 sends it; staff decide their level's step.
    app.post(
      `${base}/:id/changeStatus`,
      {
        schema: {
          params: idParam,
          body: z.object({ estatus_revision: z.coerce.number().int().min(0).max(99), motivo_rechazo: z.string().max(2000).nullable().optional() }),
          tags,
          response: { 200: dto },
        },
      },
      async (req) => {
        const yo = actual(req);
        const v = await cargarDictamen(deps, req, a, req.params.id);
        if (yo.contribuyenteId !== null) {
          if (req.body.estatus_revision !== ESTATUS_DICTAMEN.ENVIADA) throw badRequest(M.noEnviable, 'ESTATUS');
          await enviarDictamen(deps, a, v);
          return ok(await releer(req, v.s.id), M.solicitudEnviada);
        }
        await decidirDictamen(deps, req, v, req.body);
        return ok(await releer(req, v.s.id), M.solicitudActualizada);
      },
    );

    // POST {base}/{id}/firmarDocumento {documento_firmado: true}: the Dirección signs the dictamen.
    app.post(
      `${base}/:id/firmarDocumento`,
      { schema: { params: idParam, body: z.object({ documento_firmado: z.literal(true) }), tags, response: { 200: dto } } },
      async (req) => {
        const v = await cargarDictamen(deps, req, a, req.params.id);
        if (actual(req).contribuyenteId !== null) throw forbidden();
        await firmarDictamen(deps, req, v);
        return ok(await releer(req, v.s.id), M.dictamenFirmado);
      },
    );

    // Ours: the payment receipt (multipart `file`, PDF) while the fee waits to be paid; Desarrollo
    // Urbano validates it, like an online payment (spec 3 §4.4: 'paid online or by receipt').
    app.post(
      `${base}/:id/reciboPago`,
      { schema: { params: idParam, tags, consumes: ['multipart/form-data'], response: { 200: dto } } },
      async (req) => {
        const v = await cargarDictamen(deps, req, a, req.params.id, 'escribir');
        const servicio = definicionDe(a.tipo).pasos.find((p) => p.tipo === 'pago')?.servicio;
        if (!servicio) throw forbidden();
        exigirComprobanteEsperado(v.s, servicio);
        const archivo = await leerArchivo(req);
        await recibirComprobante(deps, v.s, servicio, archivo.buf);
        return ok(await releer(req, v.s.id), MSG_PAGO.reciboCargado);
      },
    );

    // POST {base}/{id}/viewDictamenPDF {firmado}: the signed dictamen (once signed), or the draft (staff only), both with the QR of /verificar.
    app.post(
      `${base}/:id/viewDictamenPDF`,
      { schema: { params: idParam, body: z.object({ firmado: z.boolean() }), tags: ['impresos'], response: respuestaPdf('El dictamen (firmado o su borrador)') } },
      async (req, reply) => {
        const v = await cargarDictamen(deps, req, a, req.params.id);
        if (req.body.firmado) {
          if (!v.d.documentoFirmado) throw badRequest(M.dictamenNoFirmado, 'SIN_FIRMA');
        } else if (!areasDictamenDe(req)?.length) throw forbidden();
        // Signed with e.firma: the stored PDF itself, so its signatures stay valid (api/efirma).
        const firmado = req.body.firmado ? await pdfFirmado(deps.db, v.s.id) : null;
        const pdf = firmado ?? (await dictamenPdf({ ...(await a.datosPdf(deps, v)), firmado: req.body.firmado }));
        return enviarPdf(reply, pdf, `dictamen-${v.s.folio}${req.body.firmado ? '' : '-borrador'}`);
      },
    );
  };
}
