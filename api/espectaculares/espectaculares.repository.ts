// Reads and writes of billboard requests (spec 3 §3.5; db/schema/dictamenes.table.ts): the kit's
// request (solicitudes) with its own row (solicitudes_espectaculares) and its faces
// (secciones_espectaculares). The shared layer of api/dictamenes/ writes the kit's row, the files,
// the gates and the deletion; this file writes only the billboard's own fields and its sections.
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  seccionesEspectaculares,
  solicitudes,
  solicitudesEspectaculares,
  type DomicilioDictamen,
  type SeccionEspectacular,
  type Solicitud,
  type SolicitudEspectacular,
} from '../../db/schema';
import { CLAVE_ANUNCIO } from '../../domain/anuncios/comun';
import type { FiltrosDictamen, VistaDictamen } from '../dictamenes/adaptador';
import type { Tx } from '../tramites/solicitudes.repository';

/** A billboard request read whole: the kit's row, the own row and its sections (in the order written). */
export type VistaEspectacular = VistaDictamen<SolicitudEspectacular, SeccionEspectacular[]>;

/** A section as written: `id` keeps a stored section of the same request; none adds one. */
export interface SeccionNueva {
  id?: number | null;
  largo: number | string;
  ancho: number | string;
}

/**
 * The form's own fields (domain/dictamenes/schema.ts espectacularSchema, snake_case as the spec). A
 * field left out keeps what is stored (a draft may be saved incomplete); `null` clears it.
 */
export interface EntradaPropiaEspectacular {
  clave_catastral?: string | null;
  no_folio?: boolean | null;
  tipo_anuncio_id?: number | null;
  altura_mts?: number | string | null;
  vistas?: number | null;
  referencias?: string | null;
  ubicacion?: DomicilioDictamen | null;
  luminoso?: boolean | null;
  tipo_propiedad_id?: number | null;
  secciones?: readonly SeccionNueva[] | null;
  permiso_anuncio_externo_id?: number | null;
}

const numero = (v: number | string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : String(v));

/** The own row's columns an entry sets (what it leaves out stays). */
function columnas(e: EntradaPropiaEspectacular) {
  const sinClave = e.no_folio === true;
  const c: Partial<typeof solicitudesEspectaculares.$inferInsert> = {
    noFolio: e.no_folio == null ? undefined : e.no_folio,
    claveCatastral: sinClave ? null : e.clave_catastral === undefined ? undefined : e.clave_catastral || null,
    tipoAnuncioId: e.tipo_anuncio_id,
    alturaMts: numero(e.altura_mts),
    vistas: e.vistas,
    referencias: e.referencias === undefined ? undefined : e.referencias || null,
    ubicacion: e.ubicacion,
    luminoso: e.luminoso == null ? undefined : e.luminoso,
    tipoPropiedadId: e.tipo_propiedad_id,
    permisoAnuncioExternoId: e.permiso_anuncio_externo_id,
  };
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as Partial<typeof solicitudesEspectaculares.$inferInsert>;
}

const filaSeccion = (solicitudId: number, s: SeccionNueva) => ({ solicitudId, largo: String(s.largo), ancho: String(s.ancho) });

/** Escapes LIKE's wildcards: the filters search for what was typed, contained anywhere. */
const contiene = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The own row and sections of a new draft, in the transaction that wrote the kit's row. */
export async function crearEspectacular(tx: Tx, s: Solicitud, e: EntradaPropiaEspectacular): Promise<void> {
  await tx.insert(solicitudesEspectaculares).values({ ...columnas(e), solicitudId: s.id, contribuyenteId: s.contribuyenteId });
  if (e.secciones?.length) await tx.insert(seccionesEspectaculares).values(e.secciones.map((x) => filaSeccion(s.id, x)));
}

/**
 * spec 3 §3.5 permiso_anuncio_externo: a public-road sign request of the same taxpayer, or none
 * (the id of anything else is not kept).
 */
export async function esPermisoExternoDe(c: Pick<Db, 'select'>, contribuyenteId: number, solicitudId: number): Promise<boolean> {
  const [f] = await c
    .select({ id: solicitudes.id })
    .from(solicitudes)
    .where(and(eq(solicitudes.id, solicitudId), eq(solicitudes.contribuyenteId, contribuyenteId), eq(solicitudes.procedimiento, CLAVE_ANUNCIO.externo)));
  return !!f;
}

export function createEspectacularesRepository({ db }: { db: Db }) {
  const vista = () => db.select({ s: solicitudes, d: solicitudesEspectaculares }).from(solicitudesEspectaculares).innerJoin(solicitudes, eq(solicitudes.id, solicitudesEspectaculares.solicitudId));

  const conSecciones = async (filas: { s: Solicitud; d: SolicitudEspectacular }[]): Promise<VistaEspectacular[]> => {
    const ids = filas.map((f) => f.s.id);
    if (!ids.length) return [];
    const secciones = await db.select().from(seccionesEspectaculares).where(inArray(seccionesEspectaculares.solicitudId, ids)).orderBy(asc(seccionesEspectaculares.id));
    const por = new Map<number, SeccionEspectacular[]>();
    for (const s of secciones) (por.get(s.solicitudId) ?? por.set(s.solicitudId, []).get(s.solicitudId)!).push(s);
    return filas.map((f) => ({ ...f, extra: por.get(f.s.id) ?? [] }));
  };

  /** The sections as sent: those with an id of this request are updated, the rest removed, new ones added. */
  const guardarSecciones = async (tx: Tx, solicitudId: number, secciones: readonly SeccionNueva[]) => {
    const previas = await tx.select({ id: seccionesEspectaculares.id }).from(seccionesEspectaculares).where(eq(seccionesEspectaculares.solicitudId, solicitudId));
    const propias = new Set(previas.map((p) => p.id));
    const conservadas = secciones.filter((s) => s.id != null && propias.has(s.id));
    const quedan = new Set(conservadas.map((s) => s.id!));
    const quitar = previas.map((p) => p.id).filter((id) => !quedan.has(id));
    if (quitar.length) await tx.delete(seccionesEspectaculares).where(inArray(seccionesEspectaculares.id, quitar));
    for (const s of conservadas) {
      await tx.update(seccionesEspectaculares).set({ largo: String(s.largo), ancho: String(s.ancho) }).where(eq(seccionesEspectaculares.id, s.id!));
    }
    const nuevas = secciones.filter((s) => s.id == null || !propias.has(s.id));
    if (nuevas.length) await tx.insert(seccionesEspectaculares).values(nuevas.map((s) => filaSeccion(solicitudId, s)));
  };

  const repo = {
    crear: crearEspectacular,

    /** The own fields after an edit; the sections only when sent (an empty list removes them all). */
    async actualizar(solicitudId: number, e: EntradaPropiaEspectacular): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(solicitudesEspectaculares)
          .set({ ...columnas(e), updatedAt: new Date() })
          .where(eq(solicitudesEspectaculares.solicitudId, solicitudId));
        if (e.secciones != null) await guardarSecciones(tx, solicitudId, e.secciones);
      });
    },

    async leer(solicitudId: number): Promise<VistaEspectacular | null> {
      const [f] = await vista().where(eq(solicitudesEspectaculares.solicitudId, solicitudId));
      return f ? (await conSecciones([f]))[0] : null;
    },

    async seccionPorId(id: number): Promise<SeccionEspectacular | null> {
      const [s] = await db.select().from(seccionesEspectaculares).where(eq(seccionesEspectaculares.id, id));
      return s ?? null;
    },

    /** A page of requests, newest first, never the deleted ones (18); folio and key match contained. */
    async listar(f: FiltrosDictamen): Promise<{ filas: VistaEspectacular[]; total: number }> {
      const filtro: SQL | undefined = and(
        isNull(solicitudesEspectaculares.eliminadaAt),
        f.contribuyenteId != null ? eq(solicitudes.contribuyenteId, f.contribuyenteId) : undefined,
        f.folio ? ilike(solicitudes.folio, contiene(f.folio)) : undefined,
        f.claveCatastral ? ilike(solicitudesEspectaculares.claveCatastral, contiene(f.claveCatastral)) : undefined,
        f.estatus != null ? eq(solicitudes.estatus, f.estatus) : undefined,
      );
      const [{ total }] = await db
        .select({ total: count() })
        .from(solicitudesEspectaculares)
        .innerJoin(solicitudes, eq(solicitudes.id, solicitudesEspectaculares.solicitudId))
        .where(filtro);
      const filas = await vista()
        .where(filtro)
        .orderBy(desc(solicitudesEspectaculares.solicitudId))
        .limit(f.porPagina)
        .offset((Math.max(1, f.page) - 1) * f.porPagina);
      return { filas: await conSecciones(filas), total: Number(total) };
    },
  };
  return repo;
}

export type EspectacularesRepository = ReturnType<typeof createEspectacularesRepository>;
