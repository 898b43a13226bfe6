// The signs of an establishment (spec 3 §2.2, §7.1), verbatim under /api: the catalogues, the
// standard resource on 'anuncio' ({id} = a SIGN), a detail row deleted, an establishment's requests
// and sending a request ({id} = the REQUEST). A sign goes into the establishment's open request
// (a draft or returned one), which is created with the first sign; it is added only while the
// establishment's property tax is paid (spec 3 §5.1; the licence's check). Editing only at 1 or 5
// (spec 3 §4.1). The printouts, the statement and the receipt are impresos.routes.ts'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { solicitudes, type ArchivosAnuncio } from '../../db/schema';
import { MATERIALES_ANUNCIO, TIPOS_ANUNCIO } from '../../domain/anuncios/catalogos';
import { motivoSinAnuncios } from '../../domain/anuncios/licencia';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { puedeEnviarAnuncio, slotsQueSeLimpian, validarAnuncio, type ErrorCampo } from '../../domain/anuncios/reglas';
import { anuncioEstablecimientoSchema, type AnuncioEntrada, type ArchivoBase64 } from '../../domain/anuncios/schema';
import { requierePagoPredial, esClaveCatastral17 } from '../../domain/common/predio';
import { MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { hoyCancun } from '../../domain/tramite/fechas';
import { actual } from '../auth/guards';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { createLicenciasRepository } from '../licencias/licencias.repository';
import type { AppDeps } from '../lib/contexto';
import { badRequest, erroresPorCampo, forbidden, HttpError } from '../lib/errors';
import { externo } from '../lib/externo';
import { idParam } from '../lib/params';
import { ok, paginado, sobre } from '../lib/respuesta';
import { enviarSolicitudAnuncio } from './envio';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { cargarAnuncio, cargarDetalleAnuncio, cargarSolicitudAnuncio, estatusAnuncio, exigirEditable } from './acceso';
import { anuncioDto, leerSolicitudAnuncioDto, leerSolicitudesAnuncioDto } from './anuncios.dto';
import { anuncioNuevoDe, createAnunciosRepository, type FilaEntrada } from './anuncios.repository';
import {
  anuncioConSolicitudSchema,
  anuncioCreadoSchema,
  cambioEstatusAnuncioSchema,
  catalogoAnuncioSchema,
  paginaSolicitudesAnuncioSchema,
  solicitudAnuncioSchema,
} from './anuncios.schemas';
import { borrarArchivosAnuncio, comprobarArchivosAnuncio, guardarArchivosAnuncio, slotsPresentes } from './archivos';
import { antesDelCuerpo } from '../lib/subida';

const TAGS = ['anuncios'];
const TIPO = 'establecimiento' as const;
/** JSON bodies carry the files in base64 (each under 14 MB). */
export const LIMITE_CON_ARCHIVOS = 80 * 1024 * 1024;
const POR_PAGINA = 10;
const eliminado = { 200: sobre(z.object({ id: z.number().int() })) };

/** A refusal of the rules (domain/anuncios/reglas.ts) as the 422 the form reads: the first message, and each field's. */
export function rechazoAnuncio(errores: readonly ErrorCampo[]): HttpError {
  const porCampo = erroresPorCampo(errores.map((e) => ({ path: e.campo.split('.'), message: e.mensaje })));
  return new HttpError(422, errores[0].mensaje, 'VALIDATION', porCampo);
}

/**
 * spec 3 §5.1: no sign without the property tax of the key paid — the licence's check (the
 * property-tax office through its adapter); DONATIVO, MERCADO, ZONA FEDERAL and keys that are not
 * cadastral have none to pay.
 */
export async function exigirPredialPagado(deps: AppDeps, clave: string | null | undefined): Promise<void> {
  if (!clave || !requierePagoPredial(clave) || !esClaveCatastral17(clave)) return;
  const r = await externo(() => deps.predial.estadoPredial(clave));
  if (!r?.pagado) throw badRequest(r?.mensaje || MSG_LIC_EXTRA.predialNoPagado || M.predialPendiente, 'PREDIAL');
}

/** The rules of a sign before anything is written: its fields, periods and required files, then the files' own checks. */
async function comprobar(b: AnuncioEntrada, presentes: string[], archivos: Partial<Record<string, ArchivoBase64 | null>>) {
  const errores = validarAnuncio(b, { tipo: TIPO, hoy: hoyCancun(), archivosPresentes: presentes });
  if (errores.length) throw rechazoAnuncio(errores);
  const archivo = await comprobarArchivosAnuncio(archivos);
  if (archivo) throw rechazoAnuncio([archivo]);
}

export const anunciosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createAnunciosRepository({ db });

  // spec 3 §7.1 catalogues: the sign types and the materials (ids drive the rules of §5.2, §9).
  app.get('/tipoanuncios/list', { schema: { tags: TAGS, response: { 200: sobre(catalogoAnuncioSchema) } } }, async () => ok([...TIPOS_ANUNCIO]));
  app.get('/materiales/list', { schema: { tags: TAGS, response: { 200: sobre(catalogoAnuncioSchema) } } }, async () => ok([...MATERIALES_ANUNCIO]));

  // spec 3 §7.1 standard list: the taxpayer's sign requests (of one establishment with locacion_id), newest first.
  app.get(
    '/anuncio',
    {
      schema: {
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), locacion_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
        tags: TAGS,
        response: { 200: sobre(paginaSolicitudesAnuncioSchema) },
      },
    },
    async (req) => {
      const a = actual(req);
      if (a.contribuyenteId === null) throw forbidden();
      if (req.query.locacion_id) await cargarEstablecimiento(db, req, req.query.locacion_id, 'escribir');
      const r = await repo.deContribuyente(a.contribuyenteId, TIPO, { locacionId: req.query.locacion_id, page: req.query.page, porPagina: POR_PAGINA });
      return ok(paginado(await leerSolicitudesAnuncioDto(db, r.filas), req.query.page, POR_PAGINA, r.total));
    },
  );

  // spec 3 §7.1 GET anuncio/establecimiento/{id}: the establishment's sign requests, each with its signs.
  // Its owner reads them all; staff only those with a task in one of their areas (root: all).
  app.get('/anuncio/establecimiento/:id', { schema: { params: idParam, tags: TAGS, response: { 200: sobre(z.array(solicitudAnuncioSchema)) } } }, async (req) => {
    const { est, acceso } = await cargarEstablecimiento(db, req, req.params.id);
    let vs = await repo.deEstablecimiento(est.id, TIPO);
    const a = actual(req);
    if (acceso === 'staff' && a.usuario.rol !== 'root') {
      const solicitudesRepo = createSolicitudesRepository({ db });
      const areas = a.areas.map((x) => x.id);
      const legibles = await Promise.all(vs.map((v) => solicitudesRepo.tieneTareaEnAreas(v.s.id, areas)));
      vs = vs.filter((_, i) => legibles[i]);
    }
    return ok(await leerSolicitudesAnuncioDto(db, vs));
  });

  // spec 3 §7.1 GET anuncio/{id}: a sign with its request.
  app.get('/anuncio/:id', { schema: { params: idParam, tags: TAGS, response: { 200: sobre(anuncioConSolicitudSchema) } } }, async (req) => {
    const { anuncio, v } = await cargarAnuncio(db, req, req.params.id, TIPO);
    const solicitud = await leerSolicitudAnuncioDto(db, v);
    const propio = solicitud.anuncio.find((a) => a.id === anuncio.id) ?? anuncioDto({ ...anuncio, detalle: [] });
    return ok({ ...propio, solicitud });
  });

  // spec 3 §7.1 POST anuncio: a sign of the establishment locacion_id, into its open request (created
  // with the first sign: 'Solicitud de anuncio registrado exitosamente'; else 'Anuncio registrado exitosamente').
  app.post(
    '/anuncio',
    { bodyLimit: LIMITE_CON_ARCHIVOS, schema: { body: anuncioEstablecimientoSchema, tags: TAGS, response: { 200: sobre(anuncioCreadoSchema) } } },
    async (req) => {
      const b = req.body;
      const { est } = await cargarEstablecimiento(db, req, b.locacion_id, 'escribir');
      // A sign is for a business with its licence issued or in course (domain/anuncios/licencia.ts).
      const lics = await createLicenciasRepository({ db }).deEstablecimiento(est.id);
      const sinLicencia = motivoSinAnuncios(lics.map((l) => ({ estado: l.solicitud.estado, revocada: l.revocada })));
      if (sinLicencia) throw badRequest(sinLicencia, 'SIN_LICENCIA');
      await exigirPredialPagado(app.deps, est.claveCatastral);
      await comprobar(b, slotsPresentes({}, b.archivos), b.archivos);
      let solicitudId = await repo.borradorAbierto(est.id);
      const nueva = solicitudId === null;
      if (solicitudId === null) {
        const s = await db.transaction((tx) =>
          repo.crearSolicitud(tx, {
            tipo: TIPO,
            contribuyenteId: est.contribuyenteId,
            locacionId: est.id,
            titulo: est.nombreComercial,
            claveCatastral: est.claveCatastral,
            noFolio: false,
            identificacionPredio: null,
            tipoPropiedadId: b.propiedad ?? null,
            domicilio: null,
            renovacion: b.renovacion,
          }),
        );
        solicitudId = s.id;
      }
      const r = await guardarArchivosAnuncio(db, { contribuyenteId: est.contribuyenteId, locacionId: est.id, solicitudId, archivos: b.archivos, previos: {} });
      if (!r.ok) throw rechazoAnuncio([{ campo: r.campo ?? 'archivos', mensaje: r.mensaje }]);
      const id = await repo.agregarAnuncio(solicitudId, anuncioNuevoDe(b, b.arreglo_anuncios as FilaEntrada[], r.archivos));
      return ok({ id, solicitud_id: solicitudId }, nueva ? M.solicitudRegistrada : M.anuncioRegistrado);
    },
  );

  // spec 3 §7.1 PUT anuncio/{id}: the sign saved again (rows with their id kept, the others
  // replaced; a file slot sent null is removed, an absent one kept), only at 1 or 5. Switching the
  // property status clears the other's file (spec 3 §5.2).
  app.put(
    '/anuncio/:id',
    {
      // The sign is the caller's and may change before its files are read.
      ...antesDelCuerpo(async (req, id) => exigirEditable((await cargarAnuncio(db, req, id, TIPO, 'escribir')).v, M.noEditable)),
      bodyLimit: LIMITE_CON_ARCHIVOS,
      schema: { params: idParam, body: anuncioEstablecimientoSchema, tags: TAGS, response: { 200: sobre(anuncioConSolicitudSchema) } },
    },
    async (req) => {
      const b = req.body;
      const { anuncio, v } = await cargarAnuncio(db, req, req.params.id, TIPO, 'escribir');
      exigirEditable(v, M.noEditable);
      if (b.locacion_id !== v.sa.locacionId) throw forbidden();
      const limpiar = slotsQueSeLimpian(TIPO, b.propiedad ?? null).filter((s) => anuncio.archivos[s] !== undefined && b.archivos[s] === undefined);
      const archivos: Partial<Record<string, ArchivoBase64 | null>> = { ...Object.fromEntries(limpiar.map((s) => [s, null])), ...b.archivos };
      await comprobar(b, slotsPresentes(anuncio.archivos, archivos), archivos);
      const r = await guardarArchivosAnuncio(db, { contribuyenteId: v.s.contribuyenteId, locacionId: v.sa.locacionId, solicitudId: v.s.id, archivos, previos: anuncio.archivos });
      if (!r.ok) throw rechazoAnuncio([{ campo: r.campo ?? 'archivos', mensaje: r.mensaje }]);
      await repo.actualizarAnuncio(anuncio.id, anuncioNuevoDe(b, b.arreglo_anuncios as FilaEntrada[], r.archivos));
      const solicitud = await leerSolicitudAnuncioDto(db, (await repo.leer(v.s.id))!);
      return ok({ ...solicitud.anuncio.find((a) => a.id === anuncio.id)!, solicitud }, M.anuncioActualizado);
    },
  );

  // spec 3 §7.1 DELETE anuncio/{id}: the sign with its rows and files, only at 1 or 5; a draft left
  // without signs goes with it.
  app.delete('/anuncio/:id', { schema: { params: idParam, tags: TAGS, response: eliminado } }, async (req) => {
    const { anuncio, v } = await cargarAnuncio(db, req, req.params.id, TIPO, 'escribir');
    exigirEditable(v, M.noEditable);
    await repo.eliminarAnuncio(anuncio.id);
    await borrarArchivosAnuncio(db, anuncio.archivos as ArchivosAnuncio);
    if (v.s.estado === 'borrador' && v.anuncios.every((a) => a.id === anuncio.id)) await db.delete(solicitudes).where(eq(solicitudes.id, v.s.id));
    return ok({ id: anuncio.id }, M.anuncioEliminado);
  });

  // spec 3 §7.1 "delete of a detail row (path not shown)": DELETE anuncio/detalle/{id}; a sign keeps at least one row.
  app.delete('/anuncio/detalle/:id', { schema: { params: idParam, tags: TAGS, response: eliminado } }, async (req) => {
    const { detalle, v, anuncio } = await cargarDetalleAnuncio(db, req, req.params.id, TIPO, 'escribir');
    exigirEditable(v, M.noEditable);
    const filas = v.anuncios.find((a) => a.id === anuncio.id)?.detalle ?? [];
    if (filas.length <= 1) throw badRequest(M.sinAnuncios, 'ULTIMO_DETALLE');
    await repo.eliminarDetalle(detalle.id);
    return ok({ id: detalle.id }, M.detalleEliminado);
  });

  // spec 3 §7.1 POST anuncio/{id}/changestatus {estatus_id: 10}: 'Enviar a revisión' of the request
  // {id} (a draft, or a returned one sent again), with at least one sign; a renewal only with its
  // property tax paid (spec 3 §5.1).
  app.post(
    '/anuncio/:id/changestatus',
    { schema: { params: idParam, body: cambioEstatusAnuncioSchema, tags: TAGS, response: { 200: sobre(solicitudAnuncioSchema) } } },
    async (req) => {
      const v = await cargarSolicitudAnuncio(db, req, req.params.id, TIPO, 'escribir');
      if (req.body.estatus_id !== 10) throw badRequest(M.noEnviable, 'ESTATUS');
      if (!puedeEnviarAnuncio(estatusAnuncio(v), v.anuncios.length)) throw badRequest(M.noEnviable, 'BLOQUEADO');
      if (v.sa.renovacion) await exigirPredialPagado(app.deps, v.sa.claveCatastral);
      await enviarSolicitudAnuncio(app.deps, v, M.noEnviable);
      return ok(await leerSolicitudAnuncioDto(db, (await repo.leer(v.s.id))!), M.solicitudEnviada);
    },
  );
};
