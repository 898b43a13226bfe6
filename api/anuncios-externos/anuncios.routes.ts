// The signs of a public-road request (spec 3 §3.2, §7.2), verbatim under /api: another sign for a
// request (POST anuncioexterno/createanuncio with solicitud_anuncio_externo_id), a sign saved again
// (PUT anuncioexterno/{id}), deleted (DELETE anuncioexterno/{id}) and a detail row deleted
// (DELETE anuncioexterno/{id}/detalle). {id} here is the SIGN's (or the row's). Only while the
// request is a draft or returned (1, 5); a sign is added only while the key's property tax is paid.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { anuncioExternoSchema } from '../../domain/anuncios/schema';
import { anuncioNuevoDe, createAnunciosRepository, type FilaEntrada } from '../anuncios/anuncios.repository';
import { borrarArchivosAnuncio } from '../anuncios/archivos';
import { badRequest, invalid } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { cargarAnuncioExterno, cargarDetalleExterno, cargarSolicitudExterna, exigirEditable } from './acceso';
import { leerSolicitudExternaDto } from './anuncios-externos.dto';
import { anuncioExternoCreadoSchema, solicitudAnuncioExternoSchema } from './anuncios-externos.schemas';
import { guardarArchivos, separarArchivos, slotsPresentes, validarAnuncioExterno } from './comun';
import { exigirPredialPagado } from './predio';
import { antesDelCuerpo } from '../lib/subida';

const TAGS = ['anuncios-externos'];
const CON_ARCHIVOS = 80 * 1024 * 1024;
const eliminado = { 200: sobre(z.object({ id: z.number().int() })) };

export const anunciosExternosSignosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createAnunciosRepository({ db });

  // spec 3 §7.2 POST anuncioexterno/createanuncio: a sign for the request solicitud_anuncio_externo_id.
  app.post(
    '/anuncioexterno/createanuncio',
    { schema: { body: anuncioExternoSchema, tags: TAGS, response: { 200: sobre(anuncioExternoCreadoSchema) } }, bodyLimit: CON_ARCHIVOS },
    async (req) => {
      const e = req.body;
      if (!e.solicitud_anuncio_externo_id) throw invalid({ solicitud_anuncio_externo_id: [M.requerido] });
      const v = await cargarSolicitudExterna(db, req, e.solicitud_anuncio_externo_id, 'escribir');
      exigirEditable(v);
      await exigirPredialPagado(app.deps, v.sa.noFolio ? null : v.sa.claveCatastral);
      const archivos = separarArchivos(e.archivos);
      validarAnuncioExterno(e, {
        archivosPresentes: [...slotsPresentes(v.sa.archivos, archivos.solicitud), ...slotsPresentes({}, archivos.anuncio)],
        propiedad: v.sa.tipoPropiedadId,
        noFolio: v.sa.noFolio,
      });
      // The request's files sent with the sign go to the request (checked with the sign's first).
      const deAnuncio = await guardarArchivos(db, v, archivos.anuncio, {});
      if (Object.keys(archivos.solicitud).length) await repo.actualizarSolicitud(v.s.id, { archivos: await guardarArchivos(db, v, archivos.solicitud, v.sa.archivos) });
      const id = await repo.agregarAnuncio(v.s.id, anuncioNuevoDe(e, e.anuncio_detalle as FilaEntrada[], deAnuncio));
      return ok({ id, solicitud_anuncio_externo_id: v.s.id }, M.anuncioRegistrado);
    },
  );

  // spec 3 §7.2 standard update: the sign {id} saved again (rows sent with their id are kept).
  app.put(
    '/anuncioexterno/:id',
    {
      // The sign is the caller's and may change before its files are read.
      ...antesDelCuerpo(async (req, id) => exigirEditable((await cargarAnuncioExterno(db, req, id, 'escribir')).v)),
      schema: { params: idParam, body: anuncioExternoSchema, tags: TAGS, response: { 200: sobre(solicitudAnuncioExternoSchema) } },
      bodyLimit: CON_ARCHIVOS,
    },
    async (req) => {
      const { anuncio, v } = await cargarAnuncioExterno(db, req, req.params.id, 'escribir');
      exigirEditable(v);
      const e = req.body;
      if (e.solicitud_anuncio_externo_id && e.solicitud_anuncio_externo_id !== v.s.id) throw badRequest(M.noEditable, 'SOLICITUD');
      const archivos = separarArchivos(e.archivos);
      validarAnuncioExterno(e, {
        archivosPresentes: [...slotsPresentes(v.sa.archivos, archivos.solicitud), ...slotsPresentes(anuncio.archivos, archivos.anuncio)],
        propiedad: v.sa.tipoPropiedadId,
        noFolio: v.sa.noFolio,
      });
      const deAnuncio = await guardarArchivos(db, v, archivos.anuncio, anuncio.archivos);
      if (Object.keys(archivos.solicitud).length) await repo.actualizarSolicitud(v.s.id, { archivos: await guardarArchivos(db, v, archivos.solicitud, v.sa.archivos) });
      await repo.actualizarAnuncio(anuncio.id, anuncioNuevoDe(e, e.anuncio_detalle as FilaEntrada[], deAnuncio));
      return ok(await leerSolicitudExternaDto(db, (await repo.leer(v.s.id))!), M.anuncioActualizado);
    },
  );

  // spec 3 §7.2 standard delete: the sign {id}, with its rows and files.
  app.delete('/anuncioexterno/:id', { schema: { params: idParam, tags: TAGS, response: eliminado } }, async (req) => {
    const { anuncio, v } = await cargarAnuncioExterno(db, req, req.params.id, 'escribir');
    exigirEditable(v);
    await repo.eliminarAnuncio(anuncio.id);
    await borrarArchivosAnuncio(db, anuncio.archivos);
    return ok({ id: anuncio.id }, M.anuncioEliminado);
  });

  // spec 3 §7.2 DELETE anuncioexterno/{id}/detalle: the detail row {id}; a sign keeps at least one.
  app.delete('/anuncioexterno/:id/detalle', { schema: { params: idParam, tags: TAGS, response: eliminado } }, async (req) => {
    const { detalle, anuncio, v } = await cargarDetalleExterno(db, req, req.params.id, 'escribir');
    exigirEditable(v);
    const filas = v.anuncios.find((a) => a.id === anuncio.id)?.detalle ?? [];
    if (filas.length <= 1) throw badRequest(M.sinAnuncios, 'ULTIMA_FILA');
    await repo.eliminarDetalle(detalle.id);
    return ok({ id: detalle.id }, M.detalleEliminado);
  });
};
