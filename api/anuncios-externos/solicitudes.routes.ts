// The public-road sign requests (spec 3 §2.3, §7.2), verbatim under /api: create a request with its
// first sign (POST anuncioexterno), read it (GET anuncioexterno/{id}), the taxpayer's list
// (GET anuncioexterno/contribuyente), an establishment's (GET anuncioexterno/establecimiento/{id}),
// the request's own data (POST anuncioexterno/{id}/updatesolicitud), sending it (POST
// anuncioexterno/{id}/changestatus) and the cadastre's look-up (GET anuncioexterno/searchByClaveCatastral/{clave}).
// {id} here is the request's (its kit request). The property rule (spec 3 §5.1) is predio.ts's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { documentos, solicitudes, type ArchivosAnuncio } from '../../db/schema';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { puedeEnviarAnuncio, slotsQueSeLimpian } from '../../domain/anuncios/reglas';
import { solicitudExternaSchema, solicitudExternaUpdateSchema } from '../../domain/anuncios/schema';
import { actual } from '../auth/guards';
import { anuncioNuevoDe, createAnunciosRepository, type FilaEntrada } from '../anuncios/anuncios.repository';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { badRequest, forbidden, invalid } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, paginado, sobre } from '../lib/respuesta';
import { createPredialRepository } from '../predial/predial.repository';
import { enviarSolicitudAnuncio } from '../anuncios/envio';
import { cargarSolicitudExterna, estatusDe, exigirEditable, TIPO_EXTERNO } from './acceso';
import { leerSolicitudExternaDto } from './anuncios-externos.dto';
import {
  busquedaClaveSchema,
  cambioEstatusExternoSchema,
  filtrosAnunciosExternosSchema,
  paginaAnunciosExternosSchema,
  solicitudAnuncioExternoSchema,
  solicitudExternaCreadaSchema,
} from './anuncios-externos.schemas';
import { archivosFaltantes, guardarArchivos, invalidoAnuncio, separarArchivos, slotsPresentes, tituloSolicitudExterna, validarAnuncioExterno } from './comun';
import { consultarPredio, domicilioDePredio, exigirPredialPagado, predioElegido } from './predio';
import { antesDelCuerpo } from '../lib/subida';

const TAGS = ['anuncios-externos'];
/** spec 3 §9: files up to 14 MB each, inline in base64. */
const CON_ARCHIVOS = 80 * 1024 * 1024;
const respuesta = { 200: sobre(solicitudAnuncioExternoSchema) };

export const solicitudesExternasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createAnunciosRepository({ db });
  const responder = async (id: number, mensaje = '') => ok(await leerSolicitudExternaDto(db, (await repo.leer(id))!), mensaje);

  // spec 3 §7.2 standard create: the request with its first sign. The key must be in the cadastre
  // with its property tax paid, or 'No cuento con clave catastral' with identificacion_predio.
  app.post(
    '/anuncioexterno',
    { schema: { body: solicitudExternaSchema, tags: TAGS, response: { 200: sobre(solicitudExternaCreadaSchema) } }, bodyLimit: CON_ARCHIVOS },
    async (req) => {
      const a = actual(req);
      if (a.usuario.rol !== 'contribuyente' || a.contribuyenteId === null) throw forbidden();
      const e = req.body;
      const predio = await predioElegido(app.deps, e);
      let locacionId: number | null = null;
      if (e.locacion_id) locacionId = (await cargarEstablecimiento(db, req, e.locacion_id, 'escribir')).est.id;
      else if (predio.claveCatastral) locacionId = (await createPredialRepository({ db }).establecimientosPorClave(a, predio.claveCatastral))[0]?.id ?? null;
      const archivos = separarArchivos(e.archivos);
      validarAnuncioExterno(e, { archivosPresentes: slotsPresentes({}, { ...archivos.solicitud, ...archivos.anuncio }), propiedad: e.tipo_propiedad_id, noFolio: predio.noFolio });

      const s = await db.transaction((tx) =>
        repo.crearSolicitud(tx, {
          tipo: TIPO_EXTERNO,
          contribuyenteId: a.contribuyenteId!,
          locacionId,
          titulo: tituloSolicitudExterna(predio.domicilio, predio.identificacionPredio),
          claveCatastral: predio.claveCatastral,
          noFolio: predio.noFolio,
          identificacionPredio: predio.identificacionPredio,
          tipoPropiedadId: e.tipo_propiedad_id,
          domicilio: predio.domicilio,
          renovacion: e.renovacion,
        }),
      );
      try {
        const v = (await repo.leer(s.id))!;
        const deSolicitud = await guardarArchivos(db, v, archivos.solicitud, {});
        if (Object.keys(deSolicitud).length) await repo.actualizarSolicitud(s.id, { archivos: deSolicitud });
        const deAnuncio = await guardarArchivos(db, v, archivos.anuncio, {});
        const anuncioId = await repo.agregarAnuncio(s.id, anuncioNuevoDe(e, e.anuncio_detalle as FilaEntrada[], deAnuncio));
        return ok({ id: s.id, anuncio_id: anuncioId }, M.solicitudExternaRegistrada);
      } catch (err) {
        // Nothing of a refused request stays: its files, its rows (by cascade), its kit request.
        await db.delete(documentos).where(eq(documentos.solicitudId, s.id));
        await db.delete(solicitudes).where(eq(solicitudes.id, s.id));
        throw err;
      }
    },
  );

  // spec 3 §7.2 GET anuncioexterno/contribuyente?clave_catastral_find&folio&page: the taxpayer's
  // requests, newest first, paged (data, from, last_page, total). Staff have none of their own.
  app.get(
    '/anuncioexterno/contribuyente',
    { schema: { querystring: filtrosAnunciosExternosSchema, tags: TAGS, response: { 200: sobre(paginaAnunciosExternosSchema) } } },
    async (req) => {
      const a = actual(req);
      const q = req.query;
      if (a.contribuyenteId === null) return ok(paginado([], q.page, q.per_page, 0));
      const r = await repo.deContribuyente(a.contribuyenteId, TIPO_EXTERNO, { clave: q.clave_catastral_find || undefined, folio: q.folio || undefined, page: q.page, porPagina: q.per_page });
      const filas = await Promise.all(r.filas.map((v) => leerSolicitudExternaDto(db, v)));
      return ok(paginado(filas, q.page, q.per_page, r.total));
    },
  );

  // spec 3 §7.2 GET anuncioexterno/establecimiento/{id}: the public-road requests of an establishment
  // (those whose key is the establishment's); its owner, the staff working on it and root read them.
  app.get(
    '/anuncioexterno/establecimiento/:id',
    { schema: { params: idParam, tags: TAGS, response: { 200: sobre(z.array(solicitudAnuncioExternoSchema)) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id);
      const vs = await repo.deEstablecimiento(est.id, TIPO_EXTERNO);
      return ok(await Promise.all(vs.map((v) => leerSolicitudExternaDto(db, v))));
    },
  );

  // spec 3 §5.1, §7.2 searchByClaveCatastral: the cadastre's address and the property tax of a key
  // (resultados, 0 when the cadastre does not know it).
  app.get(
    '/anuncioexterno/searchByClaveCatastral/:clave',
    { schema: { params: z.object({ clave: z.string().trim().max(40) }), tags: TAGS, response: { 200: sobre(busquedaClaveSchema) } } },
    async (req) => {
      const p = await consultarPredio(app.deps, req.params.clave);
      if (!p) return { success: false, message: M.claveNoEncontrada, data: { resultados: 0 as const } };
      return ok({ resultados: p }, p.mensaje_predial);
    },
  );

  // spec 3 §7.2 GET anuncioexterno/{id}: the request with its signs, files, statement and timeline.
  app.get('/anuncioexterno/:id', { schema: { params: idParam, tags: TAGS, response: respuesta } }, async (req) => {
    const v = await cargarSolicitudExterna(db, req, req.params.id);
    return ok(await leerSolicitudExternaDto(db, v));
  });

  // spec 3 §7.2 POST anuncioexterno/{id}/updatesolicitud: the property type, how the property is
  // identified, the address (with a key, the cadastre's: only the interior number, references and
  // the point may change) and the request's files; at 1 or 5 only. Switching the property type
  // clears the other type's file (spec 3 §5.2).
  app.post(
    '/anuncioexterno/:id/updatesolicitud',
    {
      // The request is the caller's and may change before its files are read.
      ...antesDelCuerpo(async (req, id) => exigirEditable(await cargarSolicitudExterna(db, req, id, 'escribir'))),
      schema: { params: idParam, body: solicitudExternaUpdateSchema, tags: TAGS, response: respuesta },
      bodyLimit: CON_ARCHIVOS,
    },
    async (req) => {
      const v = await cargarSolicitudExterna(db, req, req.params.id, 'escribir');
      exigirEditable(v);
      const e = req.body;
      const { solicitud: enviados, anuncio: ajenos } = separarArchivos(e.archivos);
      if (Object.keys(ajenos).length) throw invalidoAnuncio(Object.keys(ajenos).map((slot) => ({ campo: `archivos.${slot}`, mensaje: M.archivoDesconocido })));
      const identificacion = e.identificacion_predio === undefined ? v.sa.identificacionPredio : e.identificacion_predio;
      if (v.sa.noFolio && !identificacion) throw invalid({ identificacion_predio: [M.identificacionPredioRequerida] });
      const propiedad = e.tipo_propiedad_id ?? v.sa.tipoPropiedadId;
      const limpiar = propiedad !== v.sa.tipoPropiedadId ? slotsQueSeLimpian(TIPO_EXTERNO, propiedad) : [];
      const archivos = { ...Object.fromEntries(limpiar.filter((s) => v.sa.archivos[s] !== undefined).map((s) => [s, null])), ...enviados };
      let domicilio = v.sa.domicilio;
      if (e.domicilio !== undefined) {
        if (v.sa.claveCatastral) {
          const p = await consultarPredio(app.deps, v.sa.claveCatastral);
          domicilio = p ? domicilioDePredio(p, e.domicilio ?? {}) : { ...(v.sa.domicilio ?? {}), ...pick(e.domicilio ?? {}) };
        } else domicilio = e.domicilio;
      }
      const guardados: ArchivosAnuncio = await guardarArchivos(db, v, archivos, v.sa.archivos);
      await repo.actualizarSolicitud(v.s.id, { tipoPropiedadId: propiedad, identificacionPredio: identificacion, domicilio, archivos: guardados });
      return responder(v.s.id, M.solicitudActualizada);
    },
  );

  // spec 3 §4.1, §7.2 POST anuncioexterno/{id}/changestatus {solicitud, estatus_id}: 'Enviar a
  // revisión' (10) at 1 or 5, with at least one sign, every file each sign needs, and the property
  // tax of the key still paid. Any other status is not the taxpayer's to set.
  app.post('/anuncioexterno/:id/changestatus', { schema: { params: idParam, body: cambioEstatusExternoSchema, tags: TAGS, response: respuesta } }, async (req) => {
    const v = await cargarSolicitudExterna(db, req, req.params.id, 'escribir');
    const nombrada = typeof req.body.solicitud === 'number' ? req.body.solicitud : (req.body.solicitud?.id ?? v.s.id);
    if (nombrada !== v.s.id) throw badRequest(M.noEnviable, 'SOLICITUD');
    if (req.body.estatus_id !== 10) throw badRequest(M.noEnviable, 'ESTATUS');
    if (!puedeEnviarAnuncio(estatusDe(v)) || v.anuncios.length === 0) throw badRequest(v.anuncios.length ? M.noEnviable : M.sinAnuncios, 'NO_ENVIABLE');
    const faltan = archivosFaltantes(v);
    if (faltan.length) throw invalidoAnuncio(faltan);
    await exigirPredialPagado(app.deps, v.sa.noFolio ? null : v.sa.claveCatastral);
    await enviarSolicitudAnuncio(app.deps, v, M.noEnviable);
    return responder(v.s.id, M.solicitudEnviada);
  });
};

/** Of an address typed over the cadastre's, what the taxpayer may add. */
function pick(d: { numero_interior?: string | null; referencias?: string | null; latitud?: number | null; longitud?: number | null }) {
  return { numero_interior: d.numero_interior ?? null, referencias: d.referencias ?? null, latitud: d.latitud ?? null, longitud: d.longitud ?? null };
}
