// The profile's documents, a request's payment proofs and the bytes of every stored file (spec 1 §5.1, §5.9, §7.2). Ownership is the
// routes' to check; the writes here are scoped to the taxpayer they are given.
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivosContenido, documentos, solicitudes, tareas, type Documento, type Solicitud } from '../../db/schema';
import { perfil } from '../../domain/perfil/definicion';
import { columnasDeArchivo } from './archivos';

export interface DocumentoNuevo {
  contribuyenteId: number;
  representanteId: number | null;
  codigo: string;
  nombre: string;
  mime: string;
  buf: Buffer;
}

export function createDocumentosRepository({ db }: { db: Db }) {
  return {
    async porId(id: number): Promise<Documento | null> {
      const [d] = await db.select().from(documentos).where(eq(documentos.id, id)).limit(1);
      return d ?? null;
    },

    /**
     * May staff of these areas read the file? Only when one of their areas has (or had) a
     * task about a request the file belongs to: a request's own file (a payment proof) belongs to that
     * request; an establishment's file to the requests about that establishment; a profile document
     * to the taxpayer's profile request. A task about another establishment or another procedure of
     * the same taxpayer opens none of them.
     */
    async legiblePorAreas(d: Documento, areaIds: number[]): Promise<boolean> {
      if (!areaIds.length) return false;
      const deLaSolicitud: SQL | undefined =
        d.solicitudId !== null
          ? eq(solicitudes.id, d.solicitudId)
          : d.locacionId !== null
            ? eq(solicitudes.locacionId, d.locacionId)
            : and(eq(solicitudes.procedimiento, perfil.clave), isNull(solicitudes.locacionId));
      const [t] = await db
        .select({ id: tareas.id })
        .from(tareas)
        .innerJoin(solicitudes, eq(solicitudes.id, tareas.solicitudId))
        .where(and(eq(solicitudes.contribuyenteId, d.contribuyenteId), inArray(tareas.areaId, areaIds), deLaSolicitud))
        .limit(1);
      return !!t;
    },

    async contenido(documentoId: number): Promise<Buffer | null> {
      const [c] = await db.select({ contenido: archivosContenido.contenido }).from(archivosContenido).where(eq(archivosContenido.documentoId, documentoId)).limit(1);
      return c?.contenido ?? null;
    },

    /** A request's own files (sent with it, or its payment proofs), oldest first, without their bytes. */
    async deSolicitud(solicitudId: number) {
      return db
        .select({
          id: documentos.id,
          codigo: documentos.codigo,
          nombreArchivo: documentos.nombreArchivo,
          mime: documentos.mime,
          tamano: documentos.tamano,
          createdAt: documentos.createdAt,
          locacionId: documentos.locacionId,
        })
        .from(documentos)
        .where(eq(documentos.solicitudId, solicitudId))
        .orderBy(asc(documentos.id));
    },

    /** The taxpayer's own files, not an establishment's (those live in the establishment's section). */
    async delPerfil(contribuyenteId: number): Promise<Documento[]> {
      return db
        .select()
        .from(documentos)
        .where(and(eq(documentos.contribuyenteId, contribuyenteId), isNull(documentos.locacionId)))
        .orderBy(asc(documentos.id));
    },

    /** One document per code and person: a new upload replaces the previous one. */
    async reemplazarDelPerfil(n: DocumentoNuevo): Promise<Documento> {
      return db.transaction(async (tx) => {
        await tx
          .delete(documentos)
          .where(
            and(
              eq(documentos.contribuyenteId, n.contribuyenteId),
              isNull(documentos.locacionId),
              eq(documentos.codigo, n.codigo),
              n.representanteId === null ? isNull(documentos.representanteId) : eq(documentos.representanteId, n.representanteId),
            ),
          );
        const [d] = await tx
          .insert(documentos)
          .values({
            contribuyenteId: n.contribuyenteId,
            representanteId: n.representanteId,
            codigo: n.codigo,
            ...columnasDeArchivo(n),
          })
          .returning();
        await tx.insert(archivosContenido).values({ documentoId: d.id, contenido: n.buf });
        return d;
      });
    },

    /** A request's document of a code (a payment proof), replacing an earlier one; its id. */
    async reemplazarDeSolicitud(s: Pick<Solicitud, 'id' | 'contribuyenteId' | 'locacionId'>, n: { codigo: string; nombre: string; mime: string; buf: Buffer }): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.delete(documentos).where(and(eq(documentos.solicitudId, s.id), eq(documentos.codigo, n.codigo)));
        const [d] = await tx
          .insert(documentos)
          .values({
            contribuyenteId: s.contribuyenteId,
            locacionId: s.locacionId,
            solicitudId: s.id,
            codigo: n.codigo,
            ...columnasDeArchivo(n),
          })
          .returning({ id: documentos.id });
        await tx.insert(archivosContenido).values({ documentoId: d.id, contenido: n.buf });
        return d.id;
      });
    },

    /** false when the document is not one of the taxpayer's profile documents. */
    async borrarDelPerfil(contribuyenteId: number, id: number): Promise<boolean> {
      const borrados = await db
        .delete(documentos)
        .where(and(eq(documentos.id, id), eq(documentos.contribuyenteId, contribuyenteId), isNull(documentos.locacionId)))
        .returning({ id: documentos.id });
      return borrados.length > 0;
    },
  };
}

export type DocumentosRepository = ReturnType<typeof createDocumentosRepository>;
