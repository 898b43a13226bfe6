// Reads and writes of tower requests (spec 3 §3.4; db/schema/dictamenes.table.ts): the kit's request
// (solicitudes) with its own row (solicitudes_torres) and its one row of measures
// (medidas_solicitud_torres). The shared layer of api/dictamenes/ writes the kit's row, the files,
// the gates and the deletion; this file writes only the tower's own fields and its measures.
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medidasSolicitudTorres, solicitudes, solicitudesTorres, type MedidasTorre, type Solicitud, type SolicitudTorre } from '../../db/schema';
import type { EntradaTorre } from '../../domain/dictamenes/schema';
import type { FiltrosDictamen, VistaDictamen } from '../dictamenes/adaptador';
import type { Tx } from '../tramites/solicitudes.repository';

/** A tower request read whole: the kit's row, the own row and its measures (null until written). */
export type VistaTorre = VistaDictamen<SolicitudTorre, MedidasTorre | null>;

/** The form's fields (domain/dictamenes/schema.ts, a draft's partial): a field left out keeps what is stored. */
export type EntradaPropiaTorre = Partial<EntradaTorre>;

const numero = (v: number | null | undefined) => (v === undefined ? undefined : v === null ? null : String(v));
const definidos = <T extends Record<string, unknown>>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

function columnas(e: EntradaPropiaTorre): Partial<typeof solicitudesTorres.$inferInsert> {
  return definidos({
    claveCatastral: e.clave_catastral,
    tipoPropiedadId: e.tipo_propiedad_id,
    alturaMts: numero(e.altura_mts),
    referencias: e.referencias,
    domicilio: e.domicilio,
    luz: e.luz,
    bardeado: e.bardeado,
    renovacion: e.renovacion,
  });
}

function columnasMedidas(m: EntradaPropiaTorre['medidas']): Partial<typeof medidasSolicitudTorres.$inferInsert> {
  if (!m) return {};
  return definidos({
    norteCalle: m.norte?.colindansia_calle,
    norteMts: numero(m.norte?.colindancia_mts),
    surCalle: m.sur?.colindansia_calle,
    surMts: numero(m.sur?.colindancia_mts),
    esteCalle: m.este?.colindansia_calle,
    esteMts: numero(m.este?.colindancia_mts),
    oesteCalle: m.oeste?.colindansia_calle,
    oesteMts: numero(m.oeste?.colindancia_mts),
    superficieTotal: numero(m.superficie_total),
    superficieTotalConstruida: numero(m.superficie_total_construida),
    superficieRegularizar: numero(m.superficie_regularizar),
  });
}

/** Escapes LIKE's wildcards: the filters search for what was typed, contained anywhere. */
const contiene = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The own row and its measures of a new draft, in the transaction that wrote the kit's row. */
export async function crearTorre(tx: Tx, s: Solicitud, e: EntradaPropiaTorre): Promise<void> {
  await tx.insert(solicitudesTorres).values({ ...columnas(e), solicitudId: s.id, contribuyenteId: s.contribuyenteId });
  await tx.insert(medidasSolicitudTorres).values({ ...columnasMedidas(e.medidas), solicitudId: s.id });
}

export function createTorresRepository({ db }: { db: Db }) {
  const vista = () =>
    db
      .select({ s: solicitudes, d: solicitudesTorres, extra: medidasSolicitudTorres })
      .from(solicitudesTorres)
      .innerJoin(solicitudes, eq(solicitudes.id, solicitudesTorres.solicitudId))
      .leftJoin(medidasSolicitudTorres, eq(medidasSolicitudTorres.solicitudId, solicitudesTorres.solicitudId));

  return {
    /** The own fields after an edit; the measures only when sent. */
    async actualizar(solicitudId: number, e: EntradaPropiaTorre): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(solicitudesTorres)
          .set({ ...columnas(e), updatedAt: new Date() })
          .where(eq(solicitudesTorres.solicitudId, solicitudId));
        const m = columnasMedidas(e.medidas);
        if (Object.keys(m).length)
          await tx
            .insert(medidasSolicitudTorres)
            .values({ ...m, solicitudId })
            .onConflictDoUpdate({ target: medidasSolicitudTorres.solicitudId, set: m });
      });
    },

    async leer(solicitudId: number): Promise<VistaTorre | null> {
      const [f] = await vista().where(eq(solicitudesTorres.solicitudId, solicitudId));
      return f ?? null;
    },

    /** A page of requests, newest first, never the deleted ones (18); folio and key match contained. */
    async listar(f: FiltrosDictamen): Promise<{ filas: VistaTorre[]; total: number }> {
      const filtro: SQL | undefined = and(
        isNull(solicitudesTorres.eliminadaAt),
        f.contribuyenteId != null ? eq(solicitudes.contribuyenteId, f.contribuyenteId) : undefined,
        f.folio ? ilike(solicitudes.folio, contiene(f.folio)) : undefined,
        f.claveCatastral ? ilike(solicitudesTorres.claveCatastral, contiene(f.claveCatastral)) : undefined,
        f.estatus != null ? eq(solicitudes.estatus, f.estatus) : undefined,
      );
      const [[{ total }], filas] = await Promise.all([
        db.select({ total: count() }).from(solicitudesTorres).innerJoin(solicitudes, eq(solicitudes.id, solicitudesTorres.solicitudId)).where(filtro),
        vista()
          .where(filtro)
          .orderBy(desc(solicitudesTorres.solicitudId))
          .limit(f.porPagina)
          .offset((Math.max(1, f.page) - 1) * f.porPagina),
      ]);
      return { filas, total: Number(total) };
    },
  };
}

export type TorresRepository = ReturnType<typeof createTorresRepository>;
