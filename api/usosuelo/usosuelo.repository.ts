// Reads and writes of land-use certificates (db/schema/usosuelo.table.ts) and their requests.
import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { constanciasUsoSuelo, documentos, establecimientos, solicitudes, type ConstanciaUsoSuelo, type Establecimiento, type Solicitud } from '../../db/schema';
import { hoyCancun } from '../../domain/tramite/fechas';
import { formatoDeZona } from '../../domain/usosuelo/catalogos';
import { usoSuelo } from '../../domain/usosuelo/definicion';
import { camposConstancia, nuevaConstancia } from '../../domain/usosuelo/reglas';
import type { ConstanciaUsoSueloForm } from '../../domain/usosuelo/schema';
import { snapshotDe } from '../tramites/lectura';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';

export interface ConstanciaVista {
  c: ConstanciaUsoSuelo;
  s: Solicitud;
}

const campos = (f: ConstanciaUsoSueloForm) => ({
  sectorId: f.sector_id,
  giroDesarrolloId: f.giro_desarrollo_id,
  zonaUsoId: f.zona_uso_id,
  tipoFormatoId: formatoDeZona(f.zona_uso_id),
});

/** The general status of each certificate (spec 1 §4.4), as the rule for a new one reads them. */
const generales = (filas: ConstanciaVista[]) => filas.map((f) => camposConstancia(snapshotDe(usoSuelo, f.s)).estatus_general);

export function createUsoSueloRepository({ db }: { db: Db }) {
  const vista = () => db.select({ c: constanciasUsoSuelo, s: solicitudes }).from(constanciasUsoSuelo).innerJoin(solicitudes, eq(solicitudes.id, constanciasUsoSuelo.solicitudId));

  return {
    async porId(id: number): Promise<ConstanciaVista | null> {
      const [f] = await vista().where(eq(constanciasUsoSuelo.solicitudId, id));
      return f ?? null;
    },

    /** One page of an establishment's certificates, newest first, and whether a new one may be asked for. */
    async deEstablecimiento(locacionId: number, page: number, porPagina: number) {
      // All of them: the rule for a new one reads every certificate, and there are at most two.
      const todas = await vista().where(eq(constanciasUsoSuelo.locacionId, locacionId)).orderBy(desc(constanciasUsoSuelo.solicitudId));
      return { filas: todas.slice((page - 1) * porPagina, page * porPagina), total: todas.length, nueva: nuevaConstancia(generales(todas)) };
    },

    /**
     * A new certificate and its request, sent by the caller afterwards. The establishment's row is
     * locked while the rule is checked, so two requests at once cannot make a third certificate.
     */
    async crear(est: Establecimiento, form: ConstanciaUsoSueloForm): Promise<{ ok: true; vista: ConstanciaVista } | { ok: false; motivo: string }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: establecimientos.id }).from(establecimientos).where(eq(establecimientos.id, est.id)).for('update');
        const existentes = await tx
          .select({ c: constanciasUsoSuelo, s: solicitudes })
          .from(constanciasUsoSuelo)
          .innerJoin(solicitudes, eq(solicitudes.id, constanciasUsoSuelo.solicitudId))
          .where(eq(constanciasUsoSuelo.locacionId, est.id));
        const nueva = nuevaConstancia(generales(existentes));
        if (!nueva.permitida) return { ok: false as const, motivo: nueva.motivo };
        const s = await createSolicitudesRepository({ db }).crear(tx, {
          def: usoSuelo,
          contribuyenteId: est.contribuyenteId,
          locacionId: est.id,
          titulo: est.nombreComercial,
          datos: {},
          folio: (id) => `CUS-${hoyCancun().slice(0, 4)}-${String(id).padStart(6, '0')}`,
        });
        const [c] = await tx
          .insert(constanciasUsoSuelo)
          .values({
            solicitudId: s.id,
            locacionId: est.id,
            ...campos(form),
            giroActividadId: est.giroActividadId,
            actividadesSecundarias: est.actividadesSecundarias,
            domicilio: est.domicilio,
          })
          .returning();
        return { ok: true as const, vista: { c, s } };
      });
    },

    /** A returned (or unsent) certificate's new choices. */
    async actualizar(id: number, form: ConstanciaUsoSueloForm): Promise<void> {
      await db
        .update(constanciasUsoSuelo)
        .set({ ...campos(form), updatedAt: new Date() })
        .where(eq(constanciasUsoSuelo.solicitudId, id));
    },

    /** The payment proofs attached to the certificate's request (spec 1 §4.5). */
    async comprobantes(solicitudId: number) {
      return db
        .select()
        .from(documentos)
        .where(and(eq(documentos.solicitudId, solicitudId), like(documentos.codigo, 'comprobante_pago_%')))
        .orderBy(asc(documentos.id));
    },
  };
}

export type UsoSueloRepository = ReturnType<typeof createUsoSueloRepository>;
