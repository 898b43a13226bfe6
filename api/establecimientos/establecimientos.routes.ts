// The establishment calls of spec 1 §7.4 (list, create, update, read, delete, files, key lookups)
// and the establishments' part of My documents (§2.8) and the Procedures list (§2.9). A taxpayer
// reaches only their own establishments (acceso.ts); another taxpayer's id is 403 and changes nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Establecimiento } from '../../db/schema';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { CODIGOS_DOCUMENTO, CODIGOS_FOTO } from '../../domain/licencia/constantes';
import { codigosAdicionales } from '../licencias/entregables';
import { girosEn } from '../../db/catalogos/vigentes.repository';
import { PRIMER_GIRO_OFICINA } from '../../domain/catalogos/establecimientos';
import { ESTATUS } from '../../domain/tramite/estatus';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { MSG_PREDIO } from '../../domain/predial/mensajes';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { esCodigoFoto, reglaSare } from '../../domain/licencia/reglas';
import { conDatosDelMercado } from '../../domain/licencia/mercado-apertura';
import { licenciaFormSchema, type LicenciaFormData } from '../../domain/licencia/schema';
import { actual } from '../auth/guards';
import { nombreSeguro, validarArchivo } from '../documentos/archivos';
import { badRequest, forbidden, HttpError, invalid } from '../lib/errors';
import { ok, paginado, paginadoSchema, sobre } from '../lib/respuesta';
import { exigirCampo, leerSubida } from '../lib/subida';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import type { LicenciaVista } from '../licencias/licencias.repository';
import { cancelarSolicitud } from '../tramites/temporal';
import { cargarEstablecimiento, licenciaVigente } from './acceso';
import { archivoDto, eliminable, esCodigoPosterior, esComprobantePago, formularioEditable, tramitesEstablecimientoDto } from './establecimientos.dto';
import { createEstablecimientosRepository, POR_PAGINA, type ArchivoNuevo } from './establecimientos.repository';
import { emitirDocumentos } from './eventos';
import { idParam, idSchema, INT4_MAX } from '../lib/params';
import {
  archivoSchema,
  documentosEstablecimientoSchema,
  establecimientoCreadoSchema,
  establecimientoDetalleSchema,
  establecimientoPorClaveSchema,
  tarjetaEstablecimientoSchema,
  tramitesEstablecimientoSchema,
} from './establecimientos.schemas';

const tags = ['establecimientos'];
/** The establishment as GET establecimientos/{id} answers with it. */
const respuestaDetalle = { 200: sobre(establecimientoDetalleSchema) };
const CODIGOS_VALIDOS: ReadonlySet<string> = new Set<string>([...CODIGOS_DOCUMENTO, ...CODIGOS_FOTO]);
/** One call carries a whole form's documents (about 30 codes) or its five photos; api/lib/subida.ts bounds its bytes. */
const MAX_ARCHIVOS_POR_LLAMADA = 40;

const TIPOS_FOTO = ['image/png', 'image/jpeg'] as const;
const TIPOS_PDF = ['application/pdf'] as const;

/**
 * spec 1 §5.1, §5.9: the type is read from the bytes. Photos are images; payment proofs and the
 * cadastral certificate are PDF; everything else PDF, PNG or JPG. Each with its own message.
 */
async function validarPorCodigo(codigo: string, buf: Buffer) {
  const [permitidos, mensaje] = esCodigoFoto(codigo)
    ? [TIPOS_FOTO, MSG.imagenInvalida]
    : esComprobantePago(codigo)
      ? [TIPOS_PDF, MSG_PAGO.comprobantePdf]
      : codigo === 'cedula_catastral'
        ? [TIPOS_PDF, MSG_LIC.cedulaPdf]
        : [undefined, MSG_EXTRA.archivoTipo];
  try {
    return await validarArchivo(buf, permitidos);
  } catch (e) {
    if (e instanceof HttpError && e.code === 'TIPO') throw badRequest(mensaje, 'TIPO');
    throw e;
  }
}

const extension = (mime: string) => (mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg');

export const establecimientosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createEstablecimientosRepository({ db });
  const contribuyentes = createContribuyentesRepository({ db });

  /** The caller's own taxpayer id; the path's id (when there is one) must be it. */
  const contribuyentePropio = (req: FastifyRequest, idRuta?: number) => {
    const a = actual(req);
    if (a.contribuyenteId === null || (idRuta !== undefined && idRuta !== a.contribuyenteId)) throw forbidden();
    return { a, contribuyenteId: a.contribuyenteId };
  };

  // PUT checks ownership and the lock before the body is validated: a foreign id is 403 and a
  // locked form 400, whatever the body holds.
  const cargados = new WeakMap<FastifyRequest, { est: Establecimiento; lic: LicenciaVista | null }>();
  const cargarParaEscribir = async (req: FastifyRequest, idCrudo: unknown) => {
    const p = idSchema.safeParse(idCrudo);
    if (!p.success) return; // the params schema answers 422
    const { est } = await cargarEstablecimiento(db, req, p.data, 'escribir');
    const lic = await licenciaVigente(db, est.id);
    if (!formularioEditable(lic, est)) throw badRequest(MSG_LIC_EXTRA.formularioBloqueado, 'BLOQUEADO');
    cargados.set(req, { est, lic });
  };

  /**
   * spec 1 §4.7: the form opens only for a key the cadastre knows and whose property tax is paid.
   * The server checks it too (a request sent around the web form gets the same answer), when the
   * key is new; DONATIVO, ZONA FEDERAL and MERCADO are not cadastral keys and need no lookup.
   */
  const verificarClave = async (clave: string) => {
    if (!/^\d{17}$/.test(clave)) return;
    const externo = async <T>(fn: () => Promise<T>) => {
      try {
        return await fn();
      } catch {
        throw new HttpError(503, MSG.errorGenerico, 'EXTERNO');
      }
    };
    const predio = await externo(() => app.deps.catastro.buscarPredio(clave));
    if (!predio) throw invalid({ clave_catastral: [MSG_PREDIO.claveNoEncontrada] });
    const predial = await externo(() => app.deps.predial.estadoPredial(clave));
    if (!predial?.pagado) throw invalid({ clave_catastral: [predial?.mensaje || MSG_PREDIO.predialNoPagado] });
  };

  /** spec 1 §5.6: the address checked against the catalogues, and the SARE rule (§1). */
  const prepararFormulario = async (recibido: LicenciaFormData, claveAnterior?: string) => {
    // spec 1 §2.4: a market opening takes its market's address (its key MERCADO needs no lookup).
    const form = conDatosDelMercado(recibido);
    if (form.clave_catastral !== claveAnterior) await verificarClave(form.clave_catastral);
    // an activity the office added must exist in its catalogue (the schema lets its ids through).
    const nuevos = [form.giro_actividad_id, ...form.actividades_secundarias].filter((id) => id >= PRIMER_GIRO_OFICINA);
    if (nuevos.length) {
      const hay = new Set((await girosEn(db, new Date())).map((g) => g.id));
      if (!hay.has(form.giro_actividad_id) && form.giro_actividad_id >= PRIMER_GIRO_OFICINA) throw invalid({ giro_actividad_id: [MSG.requerido] });
      if (nuevos.some((id) => !hay.has(id))) throw invalid({ actividades_secundarias: [MSG.requerido] });
    }
    const dom = await repo.domicilio(form.domicilio);
    if (Object.keys(dom.errores).length) throw invalid(dom.errores);
    const sare = reglaSare(form);
    return { form: { ...form, tipo_proceso_id: sare.tipo_proceso_id }, etiquetas: dom.etiquetas, sare };
  };

  // ---- List (spec 1 §2.5) ----
  app.get(
    '/establecimientos/contribuyente/:id',
    {
      schema: {
        tags,
        params: idParam,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
          external_id: z.string().max(60).optional(),
          nombre_comercial: z.string().max(200).optional(),
        }),
        response: { 200: sobre(paginadoSchema(tarjetaEstablecimientoSchema)) },
      },
    },
    async (req) => {
      const { a, contribuyenteId } = contribuyentePropio(req, req.params.id);
      const { items, total } = await repo.listar(contribuyenteId, a.usuario.id, req.query);
      return ok(paginado(items, req.query.page, POR_PAGINA, total));
    },
  );

  // ---- Create (spec 1 §7.4) ----
  app.post(
    '/establecimientos',
    {
      schema: { tags, body: licenciaFormSchema, response: { 200: sobre(establecimientoCreadoSchema) } },
      // The profile must exist and be complete (spec 1 §2.2), checked before the body is validated.
      preValidation: async (req) => {
        const { contribuyenteId } = contribuyentePropio(req);
        if (!(await contribuyentes.porId(contribuyenteId))?.perfilCompleto) throw forbidden();
      },
    },
    async (req) => {
      const { contribuyenteId } = contribuyentePropio(req);
      const { form, etiquetas, sare } = await prepararFormulario(req.body);
      const { est, lic } = await repo.crear(contribuyenteId, form, etiquetas);
      return ok(
        { id: est.id, contribuyente_id: est.contribuyenteId, external_id: est.externalId, tipo_proceso_id: est.tipoProcesoId, licencia: [{ id: lic.id, folio: lic.solicitud.folio }] },
        sare.mensaje ?? MSG_LIC.registrado,
      );
    },
  );

  // ---- Update (spec 1 §4.3: only while the licence lets the form change) ----
  app.put(
    '/establecimientos/:id',
    {
      schema: { tags, params: idParam, body: licenciaFormSchema, response: respuestaDetalle },
      preValidation: async (req) => cargarParaEscribir(req, (req.params as { id?: unknown }).id),
    },
    async (req) => {
      const cargado = cargados.get(req);
      if (!cargado) throw forbidden();
      const { form, etiquetas, sare } = await prepararFormulario(req.body, cargado.est.claveCatastral);
      const est = await repo.actualizar(cargado.est, cargado.lic, form, etiquetas);
      // Once sent, the process does not move (see actualizar): no SARE message then.
      const movido = sare.cambiado && est.tipoProcesoId === sare.tipo_proceso_id && cargado.est.tipoProcesoId !== est.tipoProcesoId;
      return ok(await repo.detalle(est, actual(req).usuario.id), movido && sare.mensaje ? sare.mensaje : MSG_LIC.actualizado);
    },
  );

  // ---- Static paths before /establecimientos/:id (find-my-way prefers them anyway) ----

  // spec 1 §2.9 Procedures list (the path is not in the spec).
  app.get('/tramites', { schema: { tags, response: { 200: sobre(z.array(tramitesEstablecimientoSchema)) } } }, async (req) => {
    const { contribuyenteId } = contribuyentePropio(req);
    const { ests, lics } = await repo.tramites(contribuyenteId);
    return ok(ests.map((e) => tramitesEstablecimientoDto(e, lics.get(e.id) ?? null)));
  });

  // spec 1 §2.8 My documents, the establishments' part.
  app.get('/establecimientos/documentos', { schema: { tags, response: { 200: sobre(z.array(documentosEstablecimientoSchema)) } } }, async (req) => {
    const { contribuyenteId } = contribuyentePropio(req);
    const { ests, docs } = await repo.documentos(contribuyenteId);
    return ok(
      ests.map((e) => ({
        id: e.id,
        external_id: e.externalId,
        nombre_comercial: e.nombreComercial,
        archivos: docs.filter((d) => d.locacionId === e.id).map(archivoDto),
      })),
    );
  });

  // spec 1 §5.5: establishments (and licences) of the caller already registered with this key.
  app.get(
    '/establecimientos/getByClave/:clave',
    { schema: { tags, params: z.object({ clave: z.string().trim().min(1).max(40) }), response: { 200: sobre(z.array(establecimientoPorClaveSchema)) } } },
    async (req) => {
      const { contribuyenteId } = contribuyentePropio(req);
      const lista = await repo.porClave(contribuyenteId, req.params.clave);
      return ok(lista, lista.length ? MSG_PREDIO.claveConLicencias : '');
    },
  );

  app.get('/establecimientos/getFilesByLocation/:id', { schema: { tags, params: idParam, response: { 200: sobre(z.array(archivoSchema)) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    return ok((await repo.archivos(est.id)).map(archivoDto));
  });

  // spec 1 §6, §7.4: deletion (a GET in the original API) with the reason ('0' = none).
  app.get(
    '/establecimientos/delete/:id/:motivo/:estatus',
    { schema: { tags, params: z.object({ id: idSchema, motivo: z.string().max(2000), estatus: z.string().max(10) }), response: { 200: sobre(z.object({ id: z.number().int() })) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id, 'escribir');
      // The server's own licence status decides, not the one in the path.
      const lic = await licenciaVigente(db, est.id);
      if (!eliminable(lic)) throw badRequest(MSG_LIC_EXTRA.noEliminable, 'NO_ELIMINABLE');
      const motivo = req.params.motivo.trim();
      // A returned request still has a workflow waiting for the resend: it is closed first, so a
      // Temporal outage refuses the deletion instead of leaving a workflow nobody will answer.
      if (lic && lic.solicitud.estatus === ESTATUS.RECHAZADO) await cancelarSolicitud(app.deps, lic.solicitud);
      await repo.darDeBaja(est, motivo && motivo !== '0' ? motivo : null);
      return ok({ id: est.id }, MSG_LIC_EXTRA.establecimientoEliminado);
    },
  );

  // ---- Files (spec 1 §5.1, §5.9, §7.4) ----
  app.post(
    '/establecimientos/storage/files',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: sobre(z.array(archivoSchema)) } } },
    async (req) => {
      // Before a byte of the body is read (spec 1 §5.1): only a taxpayer writes, and a body
      // announced over the limit is refused whole (api/lib/subida.ts).
      if (actual(req).contribuyenteId === null) throw forbidden();

      // Ownership before any file is read: the establishment and the taxpayer named in the body must
      // be the caller's, and they must come before the files (api/lib/subida.ts).
      const dueno: { est: Establecimiento | null } = { est: null };
      const comprobar = async (campos: Readonly<Record<string, string>>) => {
        if (!dueno.est && campos.locacion_id !== undefined) {
          const locacionId = idSchema.safeParse(campos.locacion_id);
          if (!locacionId.success) throw invalid({ locacion_id: [MSG.requerido] });
          dueno.est = (await cargarEstablecimiento(db, req, locacionId.data, 'escribir')).est;
        }
        const e = dueno.est;
        if (e && campos.contribuyente_id !== undefined && Number(campos.contribuyente_id) !== e.contribuyenteId) throw forbidden();
      };
      const subida = await leerSubida(req, {
        archivos: MAX_ARCHIVOS_POR_LLAMADA,
        campos: MAX_ARCHIVOS_POR_LLAMADA + 10,
        antesDeArchivos: (c) => {
          exigirCampo(c, 'locacion_id');
          return comprobar(c);
        },
      });
      const campos: Record<string, string> = {};
      const porIndice = new Map<number, { code?: string; file?: { buf: Buffer; nombre: string } }>();
      const entrada = (n: number) => porIndice.get(n) ?? porIndice.set(n, {}).get(n)!;
      for (const a of subida.archivos) {
        const m = /^documento\[(\d{1,3})\]\[file\]$/.exec(a.campo);
        if (m) entrada(Number(m[1])).file = { buf: a.buf, nombre: a.nombre };
      }
      for (const [nombre, valor] of subida.campos) {
        const m = /^documento\[(\d{1,3})\]\[code\]$/.exec(nombre);
        if (m) entrada(Number(m[1])).code = valor;
        else campos[nombre] = valor;
      }
      if (campos.locacion_id === undefined) throw invalid({ locacion_id: [MSG.requerido] });
      await comprobar(campos);
      const est = dueno.est;
      if (!est) throw forbidden();

      const errores: Record<string, string[]> = {};
      const porCodigo = new Map<string, { buf: Buffer; nombre: string }>();
      // the documents the office added to the licence (in force now or when its request was created).
      const vigente = await licenciaVigente(db, est.id);
      const adicionales = await codigosAdicionales(db, vigente ? [new Date(), vigente.solicitud.createdAt] : [new Date()]);
      for (const [n, x] of [...porIndice.entries()].sort((p, q) => p[0] - q[0])) {
        if (!x.code || !(CODIGOS_VALIDOS.has(x.code) || adicionales.has(x.code))) errores[`documento.${n}.code`] = [MSG.requerido];
        if (!x.file) errores[`documento.${n}.file`] = [MSG.requerido];
        // The same code twice in one call: the last one stays, as a later upload would.
        if (x.code && x.file) porCodigo.set(x.code, x.file);
      }
      if (!porIndice.size) errores.documento = [MSG.requerido];
      if (Object.keys(errores).length) throw invalid(errores);

      const lic = vigente;
      const codigos = [...porCodigo.keys()];
      if (!formularioEditable(lic, est) && !codigos.every(esCodigoPosterior)) throw badRequest(MSG_LIC_EXTRA.formularioBloqueado, 'BLOQUEADO');

      const lista: ArchivoNuevo[] = [];
      for (const [codigo, f] of porCodigo) {
        const { mime } = await validarPorCodigo(codigo, f.buf);
        const nombre = nombreSeguro(f.nombre || `${codigo}.${extension(mime)}`);
        lista.push({ codigo, nombre, mime, buf: f.buf });
      }
      const guardados = await repo.guardarArchivos(est, lista);
      await emitirDocumentos({ est, licencia: lic, codigos, req });
      return ok(guardados.map(archivoDto), codigos.every(esCodigoFoto) ? MSG_LIC.fotosAdjuntadas : MSG_LIC.documentosAdjuntados);
    },
  );

  app.post(
    '/establecimientos/:fileId/:locacionId/:contribuyenteId/:representanteId/deleteFile',
    {
      schema: {
        tags,
        // representanteId 0: a file of the establishment itself, not of one of its people.
        params: z.object({ fileId: idSchema, locacionId: idSchema, contribuyenteId: idSchema, representanteId: z.coerce.number().int().min(0).max(INT4_MAX) }),
        response: { 200: sobre(z.object({ id: z.number().int(), tipo_archivo: z.string() })) },
      },
    },
    async (req) => {
      const p = req.params;
      const { est } = await cargarEstablecimiento(db, req, p.locacionId, 'escribir');
      if (p.contribuyenteId !== est.contribuyenteId) throw forbidden();
      if (p.representanteId !== 0) {
        if (!(await contribuyentes.representante(est.contribuyenteId, p.representanteId))) throw forbidden();
      }
      const doc = await repo.archivo(est, p.fileId);
      if (!doc) throw forbidden();
      const lic = await licenciaVigente(db, est.id);
      if (!formularioEditable(lic, est) && !esCodigoPosterior(doc.codigo)) throw badRequest(MSG_LIC_EXTRA.formularioBloqueado, 'BLOQUEADO');
      await repo.borrarArchivo(est, doc.id);
      return ok({ id: doc.id, tipo_archivo: doc.codigo }, MSG_EXTRA.documentoEliminado);
    },
  );

  // ---- Read one (spec 1 §3 Establishment); staff of an area with a task on it may read it ----
  app.get('/establecimientos/:id', { schema: { tags, params: idParam, response: respuestaDetalle } }, async (req) => {
    const { est, acceso } = await cargarEstablecimiento(db, req, req.params.id);
    return ok(await repo.detalle(est, acceso === 'propietario' ? actual(req).usuario.id : null));
  });
};
