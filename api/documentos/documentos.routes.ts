import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { archivosContenido, contribuyentes, documentos, representantes, tareas } from '../../db/schema';
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { CODIGOS_DOCUMENTO, DOCUMENTOS_REPRESENTANTE, DOCUMENTOS_TRAMITADOR } from '../../domain/perfil/schema';
import { accionesPerfil } from '../contribuyentes/perfil.tramite';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { actual, esStaff } from '../auth/guards';
import { badRequest, forbidden, invalid, notFound } from '../lib/errors';
import { ok } from '../lib/respuesta';
import { documentoDto } from '../contribuyentes/contribuyentes.repository';
import { contentDisposition, nombreSeguro, validarArchivo } from './archivos';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export const documentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const propio = async (req: Parameters<typeof actual>[0], id: number) => {
    const a = actual(req);
    if (a.contribuyenteId !== id) throw forbidden();
    const [c] = await db.select().from(contribuyentes).where(eq(contribuyentes.id, id)).limit(1);
    if (!c) throw forbidden();
    return c;
  };

  app.get('/contribuyentes/:id/documentos', { schema: { params: idParam, tags: ['documentos'] } }, async (req) => {
    await propio(req, req.params.id);
    const reps = await db.select().from(representantes).where(eq(representantes.contribuyenteId, req.params.id));
    // The profile's documents only: an establishment's files (locacion_id) live in its own section.
    const docs = await db
      .select()
      .from(documentos)
      .where(and(eq(documentos.contribuyenteId, req.params.id), isNull(documentos.locacionId)))
      .orderBy(asc(documentos.id));
    return ok(docs.map((d) => documentoDto(d, reps)));
  });

  app.post('/contribuyentes/:id/documentos', { schema: { params: idParam, tags: ['documentos'], consumes: ['multipart/form-data'] } }, async (req) => {
    const c = await propio(req, req.params.id);
    if (!accionesPerfil(await createSolicitudesRepository({ db }).deContribuyente(c.id, 'perfil'), true).guardar) throw badRequest(MSG_EXTRA.perfilBloqueado, 'BLOQUEADO');
    const campos: Record<string, string> = {};
    let archivo: { buf: Buffer; nombre: string } | null = null;
    // Fields may come before or after the file; read them all.
    for await (const parte of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } })) {
      if (parte.type === 'file') {
        const buf = await parte.toBuffer().catch((e: { code?: string }) => {
          if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(MSG.tamanoArchivo, 'TAMANO');
          throw e;
        });
        if (parte.file.truncated) throw badRequest(MSG.tamanoArchivo, 'TAMANO');
        archivo = { buf, nombre: parte.filename };
      } else {
        campos[parte.fieldname] = String(parte.value);
      }
    }
    const codigo = campos.codigo ?? '';
    const errores: Record<string, string[]> = {};
    if (!(CODIGOS_DOCUMENTO as readonly string[]).includes(codigo)) errores.codigo = [MSG.requerido];
    if (!archivo) errores.file = [MSG.requerido];
    if (Object.keys(errores).length || !archivo) throw invalid(errores);

    let representanteId: number | null = null;
    if (campos.representante_id) {
      representanteId = Number(campos.representante_id);
      const [rep] = await db
        .select()
        .from(representantes)
        .where(and(eq(representantes.id, representanteId), eq(representantes.contribuyenteId, c.id)))
        .limit(1);
      if (!rep) throw forbidden();
      const validos: readonly string[] = rep.tipo === 'R' ? DOCUMENTOS_REPRESENTANTE : DOCUMENTOS_TRAMITADOR;
      if (!validos.includes(codigo)) throw invalid({ codigo: [MSG.formatoInvalido] });
    } else if (!['constancia', 'identificacion', 'acta_constitutiva'].includes(codigo)) {
      throw invalid({ codigo: [MSG.formatoInvalido] });
    }

    const { mime } = await validarArchivo(archivo.buf);
    const sha256 = createHash('sha256').update(archivo.buf).digest('hex');
    const nombre = nombreSeguro(archivo.nombre);
    const doc = await db.transaction(async (tx) => {
      // One document per code and person: a new upload replaces the previous one.
      await tx
        .delete(documentos)
        .where(
          and(
            eq(documentos.contribuyenteId, c.id),
            isNull(documentos.locacionId),
            eq(documentos.codigo, codigo),
            representanteId === null ? isNull(documentos.representanteId) : eq(documentos.representanteId, representanteId),
          ),
        );
      const [d] = await tx
        .insert(documentos)
        .values({ contribuyenteId: c.id, representanteId, codigo, nombreArchivo: nombre, mime, tamano: archivo!.buf.length, sha256 })
        .returning();
      await tx.insert(archivosContenido).values({ documentoId: d.id, contenido: archivo!.buf });
      return d;
    });
    const reps = await db.select().from(representantes).where(eq(representantes.contribuyenteId, c.id));
    return ok(documentoDto(doc, reps), MSG_EXTRA.documentoCargado);
  });

  app.delete(
    '/contribuyentes/:id/documentos/:docId',
    { schema: { params: idParam.extend({ docId: z.coerce.number().int().positive() }), tags: ['documentos'] } },
    async (req) => {
      const c = await propio(req, req.params.id);
      if (!accionesPerfil(await createSolicitudesRepository({ db }).deContribuyente(c.id, 'perfil'), true).guardar) throw badRequest(MSG_EXTRA.perfilBloqueado, 'BLOQUEADO');
      const borrados = await db
        .delete(documentos)
        .where(and(eq(documentos.id, req.params.docId), eq(documentos.contribuyenteId, c.id), isNull(documentos.locacionId)))
        .returning({ id: documentos.id });
      if (!borrados.length) throw forbidden();
      return ok(null, MSG_EXTRA.documentoEliminado);
    },
  );

  /** Download: the owner, or staff of an area with a task about this taxpayer. */
  app.get('/documentacion/:id', { schema: { params: idParam, tags: ['documentos'] } }, async (req, reply) => {
    const a = actual(req);
    const [d] = await db.select().from(documentos).where(eq(documentos.id, req.params.id)).limit(1);
    if (!d) throw a.contribuyenteId ? forbidden() : notFound();
    let permitido = d.contribuyenteId === a.contribuyenteId;
    if (!permitido && esStaff(a.usuario.rol)) {
      const areaIds = a.areas.map((x) => x.id);
      const ts = await db.select({ areaId: tareas.areaId }).from(tareas).where(eq(tareas.contribuyenteId, d.contribuyenteId));
      permitido = a.usuario.rol === 'root' || ts.some((t) => areaIds.includes(t.areaId));
    }
    if (!permitido) throw forbidden();
    const [cont] = await db.select().from(archivosContenido).where(eq(archivosContenido.documentoId, d.id)).limit(1);
    if (!cont) throw notFound();
    reply
      .header('Content-Type', d.mime)
      .header('Content-Disposition', contentDisposition(d.nombreArchivo))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff');
    return reply.send(cont.contenido);
  });
};
