// The e.firma rows (db/schema/efirma.table.ts): the officials' certificates, each request's signed
// document, the signing sessions and the signatures made.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { efirmaAjustes, efirmaCertificados, efirmaDocumentos, efirmaFirmas, efirmaSesiones } from '../../db/schema';
import type { CertificadoLeido } from '../../domain/efirma/certificado';
import type { ModoFirma } from '../../domain/efirma/pasos';

export class DocumentoCambio extends Error {}

export function createEfirmaRepository({ db }: { db: Db }) {
  return {
    async certificadoActivo(usuarioId: number) {
      const [c] = await db
        .select()
        .from(efirmaCertificados)
        .where(and(eq(efirmaCertificados.usuarioId, usuarioId), eq(efirmaCertificados.activo, true)));
      return c ?? null;
    },
    async certificado(id: number) {
      const [c] = await db.select().from(efirmaCertificados).where(eq(efirmaCertificados.id, id));
      return c ?? null;
    },
    /** Registers a certificate as the official's only active one. */
    async registrar(usuarioId: number, c: CertificadoLeido) {
      return db.transaction(async (tx) => {
        await tx.update(efirmaCertificados).set({ activo: false }).where(eq(efirmaCertificados.usuarioId, usuarioId));
        const [fila] = await tx
          .insert(efirmaCertificados)
          .values({
            usuarioId,
            der: Buffer.from(c.der),
            serie: c.serie,
            rfc: c.rfc ?? '',
            curp: c.curp,
            nombre: c.nombre,
            emisor: c.nombreEmisor,
            validoDesde: c.validoDesde,
            validoHasta: c.validoHasta,
          })
          .returning();
        return fila;
      });
    },
    async documento(solicitudId: number) {
      const [d] = await db.select().from(efirmaDocumentos).where(eq(efirmaDocumentos.solicitudId, solicitudId));
      return d ?? null;
    },
    /**
     * A new signing session; it replaces the official's earlier ones for the task (a dialog
     * reopened) and clears every expired one, so abandoned PDFs do not pile up.
     */
    async crearSesion(v: typeof efirmaSesiones.$inferInsert) {
      return db.transaction(async (tx) => {
        await tx.delete(efirmaSesiones).where(or(lt(efirmaSesiones.expiraAt, new Date()), and(eq(efirmaSesiones.tareaId, v.tareaId), eq(efirmaSesiones.usuarioId, v.usuarioId))));
        const [s] = await tx.insert(efirmaSesiones).values(v).returning({ id: efirmaSesiones.id });
        return s.id;
      });
    },
    async sesion(id: string) {
      const [s] = await db.select().from(efirmaSesiones).where(eq(efirmaSesiones.id, id));
      return s ?? null;
    },
    async borrarSesion(id: string) {
      await db.delete(efirmaSesiones).where(eq(efirmaSesiones.id, id));
    },
    /**
     * The new version of the request's signed document, only if it is still the one the session
     * started from (else DocumentoCambio), and the record of the signature.
     */
    async guardarFirma(v: { solicitudId: number; tareaId: number; paso: string; usuarioId: number; certificadoId: number; pdf: Uint8Array; firmasBase: number; nombre: string }) {
      await db.transaction(async (tx) => {
        const pdf = Buffer.from(v.pdf);
        if (v.firmasBase === 0) {
          const r = await tx.insert(efirmaDocumentos).values({ solicitudId: v.solicitudId, pdf, firmas: 1, nombre: v.nombre }).onConflictDoNothing().returning({ id: efirmaDocumentos.solicitudId });
          if (!r.length) throw new DocumentoCambio();
        } else {
          const r = await tx
            .update(efirmaDocumentos)
            .set({ pdf, firmas: v.firmasBase + 1, updatedAt: new Date() })
            .where(and(eq(efirmaDocumentos.solicitudId, v.solicitudId), eq(efirmaDocumentos.firmas, v.firmasBase)))
            .returning({ id: efirmaDocumentos.solicitudId });
          if (!r.length) throw new DocumentoCambio();
        }
        await tx.insert(efirmaFirmas).values({ solicitudId: v.solicitudId, tareaId: v.tareaId, paso: v.paso, usuarioId: v.usuarioId, certificadoId: v.certificadoId });
      });
    },
    /** Undoes guardarFirma when the workflow refused the signature (the previous version comes back). */
    async deshacerFirma(v: { solicitudId: number; tareaId: number; base: Uint8Array | null; firmasBase: number }) {
      await db.transaction(async (tx) => {
        await tx.delete(efirmaFirmas).where(eq(efirmaFirmas.tareaId, v.tareaId));
        if (!v.base) await tx.delete(efirmaDocumentos).where(and(eq(efirmaDocumentos.solicitudId, v.solicitudId), eq(efirmaDocumentos.firmas, 1)));
        else
          await tx
            .update(efirmaDocumentos)
            .set({ pdf: Buffer.from(v.base), firmas: v.firmasBase })
            .where(and(eq(efirmaDocumentos.solicitudId, v.solicitudId), eq(efirmaDocumentos.firmas, v.firmasBase + 1)));
      });
    },
    async tareaFirmada(tareaId: number): Promise<boolean> {
      const [f] = await db.select({ id: efirmaFirmas.id }).from(efirmaFirmas).where(eq(efirmaFirmas.tareaId, tareaId));
      return !!f;
    },
    async modo(): Promise<ModoFirma | null> {
      const [a] = await db.select().from(efirmaAjustes).where(eq(efirmaAjustes.id, 1));
      return a ? (a.modo as ModoFirma) : null;
    },
    async fijarModo(modo: ModoFirma) {
      await db
        .insert(efirmaAjustes)
        .values({ id: 1, modo })
        .onConflictDoUpdate({ target: efirmaAjustes.id, set: { modo, updatedAt: sql`now()` } });
    },
  };
}
