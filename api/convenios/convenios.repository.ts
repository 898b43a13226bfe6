// Agreements linked to a licence (spec 2 §3 "Convenio link") and their catalogue. Ownership is the
// routes' to check; the agreement's document is stored like every establishment file (documentos +
// archivos_contenido), so GET documentacion/{id} serves it to its owner.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivosContenido, catConvenios, documentos, licenciaConvenios, type CatConvenio, type Documento, type LicenciaConvenio } from '../../db/schema';
import { ESTATUS_CONVENIO, estatusSegunVigencia } from '../../domain/convenios/reglas';
import { columnasDeArchivo } from '../documentos/archivos';

export const CODIGO_DOCUMENTO_CONVENIO = 'documento_convenio';

export interface ConvenioVista {
  c: LicenciaConvenio;
  cat: CatConvenio;
  doc: Documento | null;
}

export interface DocumentoConvenio {
  contribuyenteId: number;
  nombre: string;
  mime: string;
  buf: Buffer;
}

export interface NuevoConvenio {
  licenciaId: number;
  locacionId: number;
  convenioId: number;
  vigenciaInicio: string;
  vigenciaFin: string;
}

export function createConveniosRepository({ db }: { db: Db }) {
  const select = () =>
    db
      .select({ c: licenciaConvenios, cat: catConvenios, doc: documentos })
      .from(licenciaConvenios)
      .innerJoin(catConvenios, eq(catConvenios.id, licenciaConvenios.convenioId))
      .leftJoin(documentos, eq(documentos.id, licenciaConvenios.documentoId));

  /** The file goes in with its owner and establishment, in the caller's transaction. */
  const guardarDocumento = async (tx: Db, locacionId: number, d: DocumentoConvenio): Promise<number> => {
    const [doc] = await tx
      .insert(documentos)
      .values({
        contribuyenteId: d.contribuyenteId,
        locacionId,
        codigo: CODIGO_DOCUMENTO_CONVENIO,
        ...columnasDeArchivo(d),
      })
      .returning({ id: documentos.id });
    await tx.insert(archivosContenido).values({ documentoId: doc.id, contenido: d.buf });
    return doc.id;
  };

  return {
    /** spec 2 §7 GET convenio/list: the active kinds of agreement. */
    async catalogo(): Promise<CatConvenio[]> {
      return db.select().from(catConvenios).where(eq(catConvenios.activo, true)).orderBy(asc(catConvenios.id));
    },

    async tipo(id: number): Promise<CatConvenio | null> {
      const [t] = await db.select().from(catConvenios).where(eq(catConvenios.id, id));
      return t ?? null;
    },

    async porId(id: number): Promise<ConvenioVista | null> {
      const [f] = await select().where(eq(licenciaConvenios.id, id));
      return f ?? null;
    },

    /** An establishment's agreements, newest first. */
    async deEstablecimiento(locacionId: number): Promise<ConvenioVista[]> {
      return select().where(eq(licenciaConvenios.locacionId, locacionId)).orderBy(desc(licenciaConvenios.id));
    },

    /**
     * Registers agreements (one call, one transaction). The status starts as the dates say (an
     * agreement whose start is today is in force at once); the timer takes it from there.
     */
    async crear(nuevos: NuevoConvenio[], documento: DocumentoConvenio | null, ahora = Date.now()): Promise<number[]> {
      return db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const n of nuevos) {
          const documentoId = documento ? await guardarDocumento(tx as unknown as Db, n.locacionId, documento) : null;
          const [c] = await tx
            .insert(licenciaConvenios)
            .values({ ...n, documentoId, estatus: estatusSegunVigencia(n, ahora) })
            .returning({ id: licenciaConvenios.id });
          ids.push(c.id);
        }
        return ids;
      });
    },

    /** New dates, kind or document of a registered agreement (the caller checked it is status 1). */
    async actualizar(c: LicenciaConvenio, cambios: { convenioId: number; vigenciaInicio: string; vigenciaFin: string }, documento: DocumentoConvenio | null, ahora = Date.now()) {
      await db.transaction(async (tx) => {
        const documentoId = documento ? await guardarDocumento(tx as unknown as Db, c.locacionId, documento) : c.documentoId;
        await tx
          .update(licenciaConvenios)
          .set({ ...cambios, documentoId, estatus: estatusSegunVigencia(cambios, ahora), avisoAt: cambios.vigenciaFin === c.vigenciaFin ? c.avisoAt : null, updatedAt: new Date() })
          .where(and(eq(licenciaConvenios.id, c.id), eq(licenciaConvenios.estatus, ESTATUS_CONVENIO.REGISTRADO)));
        if (documento && c.documentoId) await tx.delete(documentos).where(eq(documentos.id, c.documentoId));
      });
    },

    /** Deletes a registered agreement and its document; false when it was no longer status 1. */
    async eliminar(c: LicenciaConvenio): Promise<boolean> {
      return db.transaction(async (tx) => {
        const borrados = await tx
          .delete(licenciaConvenios)
          .where(and(eq(licenciaConvenios.id, c.id), eq(licenciaConvenios.estatus, ESTATUS_CONVENIO.REGISTRADO)))
          .returning({ id: licenciaConvenios.id });
        if (borrados.length && c.documentoId) await tx.delete(documentos).where(eq(documentos.id, c.documentoId));
        return borrados.length > 0;
      });
    },
  };
}
