// The plain catalogues the office keeps (no versions: nothing a request already read
// depends on their past): municipalities and localities of the address catalogues, the agreements'
// catalogue (cat_convenios) and the stalls of the market padrón. A new row whose id is "max + 1"
// is written under a table lock, so two saves at once cannot take the same id.
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catConvenios, catEntidades, catLocalidades, catMunicipios, localesMercado, solicitudesArrendamiento, solicitudesCesion, type LocalMercado } from '../../db/schema';
import { badRequest, HttpError } from '../lib/errors';
import { MSG_CATALOGOS as M } from '../../domain/catalogos/admin.mensajes';
import type { LocalForm } from '../../domain/catalogos/admin.schemas';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const noEncontrado = () => new HttpError(404, M.noEncontrado, 'NOT_FOUND');
/** A duplicate as a 400 with the field it is about, so the form marks it. */
export const duplicado = (mensaje: string, campo: string) => new HttpError(400, mensaje, 'DUPLICADO', { [campo]: [mensaje] });

export const comoLocal = (l: LocalMercado) => ({
  id: l.id,
  mercado_id: l.mercadoId,
  numero: l.numero,
  pasillo: l.pasillo,
  superficie_m2: l.superficieM2,
  concesionario: l.concesionarioRfc ? { rfc: l.concesionarioRfc, nombre: l.concesionarioNombre ?? '' } : null,
});

/** Compares names as a person reads them: no case, no accents, single spaces. */
const mismoTexto = (columna: unknown) => sql`lower(translate(${columna}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;
const normal = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function createCatalogosBasicosRepository({ db }: { db: Db }) {
  const bloquear = (tx: Tx, tabla: typeof catLocalidades | typeof catConvenios | typeof catMunicipios | typeof localesMercado) =>
    tx.execute(sql`lock table ${tabla} in share row exclusive mode`);

  return {
    // ---- municipios ----
    async municipios(entidadId: number) {
      const filas = await db
        .select({ m: catMunicipios, n: count(catLocalidades.id) })
        .from(catMunicipios)
        .leftJoin(catLocalidades, and(eq(catLocalidades.municipioId, catMunicipios.id), eq(catLocalidades.entidadId, catMunicipios.entidadId)))
        .where(eq(catMunicipios.entidadId, entidadId))
        .groupBy(catMunicipios.id)
        .orderBy(asc(catMunicipios.id));
      return filas.map(({ m, n }) => ({ id: m.id, entidad_id: m.entidadId, label: m.label, localidades: n }));
    },

    async municipio(id: number) {
      const [m] = await db.select().from(catMunicipios).where(eq(catMunicipios.id, id));
      return m ?? null;
    },

    crearMunicipio(v: { id: number; entidad_id: number; label: string }) {
      return db.transaction(async (tx) => {
        await bloquear(tx, catMunicipios);
        const [ent] = await tx.select().from(catEntidades).where(eq(catEntidades.id, v.entidad_id));
        if (!ent) throw duplicado(M.entidadInexistente, 'entidad_id');
        const [ya] = await tx.select({ id: catMunicipios.id }).from(catMunicipios).where(eq(catMunicipios.id, v.id));
        if (ya) throw duplicado(M.municipioDuplicado, 'id');
        const [m] = await tx.insert(catMunicipios).values({ id: v.id, entidadId: v.entidad_id, label: v.label }).returning();
        return { id: m.id, entidad_id: m.entidadId, label: m.label, localidades: 0 };
      });
    },

    async editarMunicipio(id: number, label: string) {
      const [m] = await db.update(catMunicipios).set({ label }).where(eq(catMunicipios.id, id)).returning();
      return m ?? null;
    },

    // ---- localidades ----
    async localidades(entidadId: number, municipioId: number) {
      const filas = await db
        .select()
        .from(catLocalidades)
        .where(and(eq(catLocalidades.entidadId, entidadId), eq(catLocalidades.municipioId, municipioId)))
        .orderBy(asc(catLocalidades.cveLoc), asc(catLocalidades.id));
      return filas.map(comoLocalidad);
    },

    /** The new locality takes the municipality's entity and the next id. */
    crearLocalidad(v: { municipio_id: number; cve_loc: string; label: string }) {
      return db.transaction(async (tx) => {
        await bloquear(tx, catLocalidades);
        const [mun] = await tx.select().from(catMunicipios).where(eq(catMunicipios.id, v.municipio_id));
        if (!mun) throw duplicado(M.municipioInexistente, 'municipio_id');
        await claveLibre(tx, mun.entidadId, mun.id, v.cve_loc, null);
        const [{ ultimo }] = await tx.select({ ultimo: max(catLocalidades.id) }).from(catLocalidades);
        const [l] = await tx
          .insert(catLocalidades)
          .values({ id: (ultimo ?? 0) + 1, entidadId: mun.entidadId, municipioId: mun.id, cveLoc: v.cve_loc, label: v.label })
          .returning();
        return comoLocalidad(l);
      });
    },

    /** null when the locality does not exist. */
    editarLocalidad(id: number, v: { cve_loc: string; label: string }) {
      return db.transaction(async (tx) => {
        await bloquear(tx, catLocalidades);
        const [l] = await tx.select().from(catLocalidades).where(eq(catLocalidades.id, id));
        if (!l) return null;
        await claveLibre(tx, l.entidadId, l.municipioId, v.cve_loc, id);
        const [n] = await tx.update(catLocalidades).set({ cveLoc: v.cve_loc, label: v.label }).where(eq(catLocalidades.id, id)).returning();
        return comoLocalidad(n);
      });
    },

    // ---- convenios ----
    async convenios() {
      return db.select().from(catConvenios).orderBy(asc(catConvenios.id));
    },

    crearConvenio(v: { descripcion: string; activo: boolean }) {
      return db.transaction(async (tx) => {
        await bloquear(tx, catConvenios);
        await descripcionLibre(tx, v.descripcion, null);
        const [{ ultimo }] = await tx.select({ ultimo: max(catConvenios.id) }).from(catConvenios);
        const [c] = await tx.insert(catConvenios).values({ id: (ultimo ?? 0) + 1, descripcion: v.descripcion, activo: v.activo }).returning();
        return c;
      });
    },

    /** null when the agreement does not exist. */
    editarConvenio(id: number, v: { descripcion: string; activo: boolean }) {
      return db.transaction(async (tx) => {
        await bloquear(tx, catConvenios);
        await descripcionLibre(tx, v.descripcion, id);
        const [c] = await tx.update(catConvenios).set({ descripcion: v.descripcion, activo: v.activo }).where(eq(catConvenios.id, id)).returning();
        return c ?? null;
      });
    },

    // ---- locales de mercado ----
    /** Per market: its stalls and how many have no concessionaire. */
    async conteoLocales(): Promise<Map<number, { locales: number; vacantes: number }>> {
      const filas = await db
        .select({
          mercadoId: localesMercado.mercadoId,
          locales: count(),
          vacantes: sql<number>`count(*) filter (where coalesce(${localesMercado.concesionarioRfc}, '') = '')`.mapWith(Number),
        })
        .from(localesMercado)
        .groupBy(localesMercado.mercadoId);
      return new Map(filas.map((f) => [f.mercadoId, { locales: f.locales, vacantes: f.vacantes }]));
    },

    async locales(mercadoId: number) {
      const filas = await db.select().from(localesMercado).where(eq(localesMercado.mercadoId, mercadoId)).orderBy(asc(localesMercado.numero), asc(localesMercado.id));
      return filas.map(comoLocal);
    },

    crearLocal(mercadoId: number, v: LocalForm) {
      return db.transaction(async (tx) => {
        await bloquear(tx, localesMercado);
        await numeroLibre(tx, mercadoId, v.numero, null);
        const [l] = await tx.insert(localesMercado).values({ mercadoId, numero: v.numero, pasillo: v.pasillo, superficieM2: v.superficie_m2 }).returning();
        return comoLocal(l);
      });
    },

    /** null when the stall does not exist. The concession is not touched here (a cesión moves it). */
    editarLocal(id: number, v: LocalForm) {
      return db.transaction(async (tx) => {
        await bloquear(tx, localesMercado);
        const [l] = await tx.select().from(localesMercado).where(eq(localesMercado.id, id));
        if (!l) return null;
        await numeroLibre(tx, l.mercadoId, v.numero, id);
        const [n] = await tx
          .update(localesMercado)
          .set({ numero: v.numero, pasillo: v.pasillo, superficieM2: v.superficie_m2, updatedAt: new Date() })
          .where(eq(localesMercado.id, id))
          .returning();
        return comoLocal(n);
      });
    },

    /**
     * false when the stall does not exist. A held stall, or one a lease or an assignment names,
     * stays: deleting it would leave a concessionaire or a request pointing at nothing.
     */
    eliminarLocal(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [l] = await tx.select().from(localesMercado).where(eq(localesMercado.id, id)).for('update');
        if (!l) return false;
        if (l.concesionarioRfc) throw badRequest(M.localConConcesionario, 'LOCAL_CON_CONCESIONARIO');
        const [a] = await tx.select({ n: count() }).from(solicitudesArrendamiento).where(eq(solicitudesArrendamiento.localMercadoId, id));
        const [c] = await tx.select({ n: count() }).from(solicitudesCesion).where(eq(solicitudesCesion.localMercadoId, id));
        if (a.n + c.n > 0) throw badRequest(M.localConSolicitudes, 'LOCAL_CON_SOLICITUDES');
        await tx.delete(localesMercado).where(eq(localesMercado.id, id));
        return true;
      });
    },
  };
}

const comoLocalidad = (l: typeof catLocalidades.$inferSelect) => ({ id: l.id, entidad_id: l.entidadId, municipio_id: l.municipioId, cve_loc: l.cveLoc, label: l.label });

async function claveLibre(tx: Tx, entidadId: number, municipioId: number, cveLoc: string, sinId: number | null) {
  const [ya] = await tx
    .select({ id: catLocalidades.id })
    .from(catLocalidades)
    .where(and(eq(catLocalidades.entidadId, entidadId), eq(catLocalidades.municipioId, municipioId), eq(catLocalidades.cveLoc, cveLoc), sinId === null ? undefined : ne(catLocalidades.id, sinId)));
  if (ya) throw duplicado(M.localidadDuplicada, 'cve_loc');
}

async function descripcionLibre(tx: Tx, descripcion: string, sinId: number | null) {
  const [ya] = await tx
    .select({ id: catConvenios.id })
    .from(catConvenios)
    .where(and(sql`${mismoTexto(catConvenios.descripcion)} = ${normal(descripcion)}`, sinId === null ? undefined : ne(catConvenios.id, sinId)));
  if (ya) throw duplicado(M.convenioDuplicado, 'descripcion');
}

async function numeroLibre(tx: Tx, mercadoId: number, numero: string, sinId: number | null) {
  const [ya] = await tx
    .select({ id: localesMercado.id })
    .from(localesMercado)
    .where(and(eq(localesMercado.mercadoId, mercadoId), eq(localesMercado.numero, numero), sinId === null ? undefined : ne(localesMercado.id, sinId)));
  if (ya) throw duplicado(M.localDuplicado, 'numero');
}
