// Reads and writes of licences with their requests (spec 1 §3 Licence). A licence's state is its
// request's (solicitudes); the licence row keeps only its own fields.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contribuyentes, establecimientos, licencias, solicitudes, tareas, type Contribuyente, type Establecimiento, type Licencia, type Solicitud } from '../../db/schema';
import { TIPO_LOCAL } from '../../domain/catalogos/establecimientos';
import { licencia } from '../../domain/licencia/definicion';
import { folioLicencia } from '../../domain/licencia/folio';
import { fechaLimitePago } from '../../domain/licencia/reglas';
import { createSolicitudesRepository, type Tx } from '../tramites/solicitudes.repository';
import { datosLicencia } from './licencia.dto';

export type LicenciaVista = Licencia & { solicitud: Solicitud };

/** What a renewal fixes when it is created (domain/licencia/renovacion.ts). */
export interface Renovacion {
  tipoProcesoId: number;
  fechaLimitePago: string;
  mesPagoResiduos: string;
  mesPagoPisoF: string | null;
}

const unir = (f: { lic: Licencia; sol: Solicitud }): LicenciaVista => ({ ...f.lic, solicitud: f.sol });
const orden = [desc(licencias.anio), desc(licencias.id)];

/**
 * The current licence (newest year, then newest id) of each establishment of a list page, built
 * once per database handle and prepared on each connection with the ids as one array parameter:
 * it was the one query of the establishments list still built by drizzle on every request
 * (docs/PERFORMANCE.md "List routes").
 */
const consultaVigentes = (db: Db) =>
  db
    .selectDistinctOn([licencias.locacionId], { lic: licencias, sol: solicitudes })
    .from(licencias)
    .innerJoin(solicitudes, eq(solicitudes.id, licencias.solicitudId))
    .where(sql`${licencias.locacionId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(licencias.locacionId, ...orden)
    .prepare('licencias_vigentes');
const preparadasVigentes = new WeakMap<Db, ReturnType<typeof consultaVigentes>>();
function vigentesDe(db: Db) {
  let q = preparadasVigentes.get(db);
  if (!q) preparadasVigentes.set(db, (q = consultaVigentes(db)));
  return q;
}

export function createLicenciasRepository({ db }: { db: Db }) {
  const solicitudesRepo = createSolicitudesRepository({ db });
  const select = (where: SQL | undefined) =>
    db.select({ lic: licencias, sol: solicitudes }).from(licencias).innerJoin(solicitudes, eq(solicitudes.id, licencias.solicitudId)).where(where);

  return {
    async porId(id: number): Promise<LicenciaVista | null> {
      const [f] = await select(eq(licencias.id, id));
      return f ? unir(f) : null;
    },

    async conEstablecimiento(id: number): Promise<{ lic: LicenciaVista; est: Establecimiento } | null> {
      const [f] = await db
        .select({ lic: licencias, sol: solicitudes, est: establecimientos })
        .from(licencias)
        .innerJoin(solicitudes, eq(solicitudes.id, licencias.solicitudId))
        .innerJoin(establecimientos, eq(establecimientos.id, licencias.locacionId))
        .where(eq(licencias.id, id));
      return f ? { lic: unir(f), est: f.est } : null;
    },

    /** The licence a folio names, with its establishment and holder (the public check of its QR). */
    async porFolio(folio: string): Promise<{ lic: LicenciaVista; est: Establecimiento; c: Contribuyente } | null> {
      const [f] = await db
        .select({ lic: licencias, sol: solicitudes, est: establecimientos, c: contribuyentes })
        .from(solicitudes)
        .innerJoin(licencias, eq(licencias.solicitudId, solicitudes.id))
        .innerJoin(establecimientos, eq(establecimientos.id, licencias.locacionId))
        .innerJoin(contribuyentes, eq(contribuyentes.id, establecimientos.contribuyenteId))
        .where(eq(solicitudes.folio, folio));
      return f ? { lic: unir(f), est: f.est, c: f.c } : null;
    },

    async porSolicitud(solicitudId: number): Promise<LicenciaVista | null> {
      const [f] = await select(eq(licencias.solicitudId, solicitudId));
      return f ? unir(f) : null;
    },

    /** Every licence of an establishment, newest first (the first is the current one). */
    async deEstablecimiento(locacionId: number): Promise<LicenciaVista[]> {
      return (await select(eq(licencias.locacionId, locacionId)).orderBy(...orden)).map(unir);
    },

    /** When each request's step was last approved (the civil-protection ruling's date is its validation's). */
    async aprobadosEn(solicitudIds: number[], paso: string): Promise<Map<number, Date>> {
      if (!solicitudIds.length) return new Map();
      const filas = await db
        .select({ solicitudId: tareas.solicitudId, resueltaAt: tareas.resueltaAt })
        .from(tareas)
        .where(and(inArray(tareas.solicitudId, solicitudIds), eq(tareas.paso, paso), eq(tareas.resultado, 'aprobado')))
        .orderBy(desc(tareas.resueltaAt));
      const m = new Map<number, Date>();
      for (const f of filas) if (f.resueltaAt && !m.has(f.solicitudId)) m.set(f.solicitudId, f.resueltaAt);
      return m;
    },

    async vigente(locacionId: number): Promise<LicenciaVista | null> {
      const [f] = await select(eq(licencias.locacionId, locacionId)).orderBy(...orden).limit(1);
      return f ? unir(f) : null;
    },

    /** The newest licence of each establishment (one query for a whole page of cards). */
    async vigentes(locacionIds: number[]): Promise<Map<number, LicenciaVista>> {
      if (!locacionIds.length) return new Map();
      const filas = await vigentesDe(db).execute({ ids: locacionIds });
      return new Map(filas.map((f) => [f.lic.locacionId, unir(f)]));
    },

    /** Every licence of a taxpayer's open establishments, with the establishment (beverage notices). */
    async deContribuyente(contribuyenteId: number): Promise<{ lic: LicenciaVista; est: Establecimiento }[]> {
      const filas = await db
        .select({ lic: licencias, sol: solicitudes, est: establecimientos })
        .from(licencias)
        .innerJoin(solicitudes, eq(solicitudes.id, licencias.solicitudId))
        .innerJoin(establecimientos, eq(establecimientos.id, licencias.locacionId))
        .where(and(eq(establecimientos.contribuyenteId, contribuyenteId), eq(establecimientos.baja, false)));
      return filas.map((f) => ({ lic: unir(f), est: f.est }));
    },

    /**
     * The licence draft of a year, with its request: a new establishment's (its opening) or, with
     * `renovacion`, the renewal of a year it already operated (spec 1 §2.10 newyear).
     */
    async crearBorrador(tx: Tx, est: Establecimiento, anio: number, renovacion?: Renovacion): Promise<LicenciaVista> {
      const lic0 = renovacion
        ? { fechaLimitePago: renovacion.fechaLimitePago, renovacion: true, tipoProcesoId: renovacion.tipoProcesoId }
        : { fechaLimitePago: fechaLimitePago({ fecha_alta_hacienda: est.fechaAltaHacienda }) };
      const proceso = renovacion?.tipoProcesoId ?? est.tipoProcesoId;
      const sol = await solicitudesRepo.crear(tx, {
        def: licencia,
        contribuyenteId: est.contribuyenteId,
        locacionId: est.id,
        titulo: est.nombreComercial,
        datos: datosLicencia({ ...lic0, anio }, est),
        folio: (id) => folioLicencia(proceso, anio, id),
      });
      const [lic] = await tx
        .insert(licencias)
        .values({
          solicitudId: sol.id,
          locacionId: est.id,
          anio,
          mercado: est.tipoLocalId === TIPO_LOCAL.MERCADO,
          donativo: est.donativo,
          zonaFederal: est.zonaFederal,
          fechaLimitePago: lic0.fechaLimitePago,
          ...(renovacion
            ? { renovacion: true, tipoProcesoId: renovacion.tipoProcesoId, mesPagoResiduos: renovacion.mesPagoResiduos, mesPagoPisoF: renovacion.mesPagoPisoF }
            : {}),
        })
        .returning();
      return { ...lic, solicitud: sol };
    },

    /** spec 1 §3: a renewal's months may change while it is a draft. */
    async actualizarRenovacion(lic: LicenciaVista, meses: Pick<Renovacion, 'mesPagoResiduos' | 'mesPagoPisoF'>): Promise<void> {
      await db.update(licencias).set({ ...meses, updatedAt: new Date() }).where(eq(licencias.id, lic.id));
    },

    /** spec 1 §4.3: while a draft, the licence follows the form (folio by process, dates, market). */
    async actualizarBorrador(tx: Tx, lic: LicenciaVista, est: Establecimiento): Promise<void> {
      if (lic.solicitud.estado !== 'borrador') return;
      await solicitudesRepo.actualizarBorrador(tx, lic.solicitudId, { folio: folioLicencia(lic.tipoProcesoId ?? est.tipoProcesoId, lic.anio, lic.solicitudId), titulo: est.nombreComercial });
      await tx
        .update(licencias)
        .set({
          mercado: est.tipoLocalId === TIPO_LOCAL.MERCADO,
          donativo: est.donativo,
          zonaFederal: est.zonaFederal,
          // A renewal's cut-off is its year's, not the opening's 30 days.
          ...(lic.renovacion ? {} : { fechaLimitePago: fechaLimitePago({ fecha_alta_hacienda: est.fechaAltaHacienda }) }),
          updatedAt: new Date(),
        })
        .where(eq(licencias.id, lic.id));
    },
  };
}

export type LicenciasRepository = ReturnType<typeof createLicenciasRepository>;
