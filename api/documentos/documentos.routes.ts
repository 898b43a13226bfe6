import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { CODIGOS_DOCUMENTO, DOCUMENTOS_REPRESENTANTE, DOCUMENTOS_TRAMITADOR } from '../../domain/perfil/schema';
import { accionesPerfil } from '../contribuyentes/perfil.tramite';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { actual, esStaff } from '../auth/guards';
import { badRequest, forbidden, invalid, notFound } from '../lib/errors';
import { ok, respuestaArchivo, sobre } from '../lib/respuesta';
import { idParam, idSchema } from '../lib/params';
import { createContribuyentesRepository, documentoDto } from '../contribuyentes/contribuyentes.repository';
import { documentoSchema } from '../contribuyentes/contribuyentes.schemas';
import { contentDisposition, nombreDelTipo, TIPOS_DOCUMENTO, validarArchivo } from './archivos';
import { camposDe, leerSubida } from '../lib/subida';
import { createDocumentosRepository } from './documentos.repository';

const tags = ['documentos'];

export const documentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createDocumentosRepository({ db });
  const contribuyentes = createContribuyentesRepository({ db });

  const propio = async (req: Parameters<typeof actual>[0], id: number) => {
    const a = actual(req);
    if (a.contribuyenteId !== id) throw forbidden();
    const c = await contribuyentes.porId(id);
    if (!c) throw forbidden();
    return c;
  };

  app.get('/contribuyentes/:id/documentos', { schema: { params: idParam, tags, response: { 200: sobre(z.array(documentoSchema)) } } }, async (req) => {
    await propio(req, req.params.id);
    const reps = await contribuyentes.representantes(req.params.id);
    // The profile's documents only: an establishment's files (locacion_id) live in its own section.
    const docs = await repo.delPerfil(req.params.id);
    return ok(docs.map((d) => documentoDto(d, reps)));
  });

  app.post(
    '/contribuyentes/:id/documentos',
    { schema: { params: idParam, tags, consumes: ['multipart/form-data'], response: { 200: sobre(documentoSchema) } } },
    async (req) => {
      const c = await propio(req, req.params.id);
      if (!accionesPerfil(await createSolicitudesRepository({ db }).deContribuyente(c.id, 'perfil'), true).guardar) throw badRequest(MSG_EXTRA.perfilBloqueado, 'BLOQUEADO');
      // The owner and the profile's state were checked above, before any of the body is read.
      const subida = await leerSubida(req, { archivos: 1, campos: 10 });
      const campos = camposDe(subida);
      const archivo = subida.archivos[0] ?? null;
      const codigo = campos.codigo ?? '';
      const errores: Record<string, string[]> = {};
      if (!(CODIGOS_DOCUMENTO as readonly string[]).includes(codigo)) errores.codigo = [MSG.requerido];
      if (!archivo) errores.file = [MSG.requerido];
      if (Object.keys(errores).length || !archivo) throw invalid(errores);

      let representanteId: number | null = null;
      if (campos.representante_id) {
        representanteId = Number(campos.representante_id);
        const rep = await contribuyentes.representante(c.id, representanteId);
        if (!rep) throw forbidden();
        const validos: readonly string[] = rep.tipo === 'R' ? DOCUMENTOS_REPRESENTANTE : DOCUMENTOS_TRAMITADOR;
        if (!validos.includes(codigo)) throw invalid({ codigo: [MSG.formatoInvalido] });
      } else if (!['constancia', 'identificacion', 'acta_constitutiva'].includes(codigo)) {
        throw invalid({ codigo: [MSG.formatoInvalido] });
      }

      const { mime } = await validarArchivo(archivo.buf);
      const doc = await repo.reemplazarDelPerfil({ contribuyenteId: c.id, representanteId, codigo, nombre: archivo.nombre, mime, buf: archivo.buf });
      return ok(documentoDto(doc, await contribuyentes.representantes(c.id)), MSG_EXTRA.documentoCargado);
    },
  );

  app.delete(
    '/contribuyentes/:id/documentos/:docId',
    { schema: { params: idParam.extend({ docId: idSchema }), tags, response: { 200: sobre(z.null()) } } },
    async (req) => {
      const c = await propio(req, req.params.id);
      if (!accionesPerfil(await createSolicitudesRepository({ db }).deContribuyente(c.id, 'perfil'), true).guardar) throw badRequest(MSG_EXTRA.perfilBloqueado, 'BLOQUEADO');
      if (!(await repo.borrarDelPerfil(c.id, req.params.docId))) throw forbidden();
      return ok(null, MSG_EXTRA.documentoEliminado);
    },
  );

  /**
   * Download: the owner, or staff of an area with a task about a request the file belongs to
   * (documentos.repository legiblePorAreas); root reads every file. Not administrador.
   */
  app.get(
    '/documentacion/:id',
    { schema: { params: idParam, tags, response: respuestaArchivo(TIPOS_DOCUMENTO, 'El archivo tal como se cargó (PDF, PNG o JPEG)') } },
    async (req, reply) => {
      const a = actual(req);
      const d = await repo.porId(req.params.id);
      if (!d) throw a.contribuyenteId ? forbidden() : notFound();
      const permitido =
        d.contribuyenteId === a.contribuyenteId ||
        (esStaff(a.usuario.rol) && (a.usuario.rol === 'root' || (await repo.legiblePorAreas(d, a.areas.map((x) => x.id)))));
      if (!permitido) throw forbidden();
      const contenido = await repo.contenido(d.id);
      if (!contenido) throw notFound();
      reply
        .header('Content-Type', d.mime)
        // The name's extension is the type's, also for a file stored before names were (archivos.ts).
        .header('Content-Disposition', contentDisposition(nombreDelTipo(d.nombreArchivo, d.mime)))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff');
      return reply.send(contenido);
    },
  );
};
