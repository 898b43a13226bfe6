// Reads and writes of what Mercados keeps: the market padrón's stalls (locales_mercado,
// seeded by db/seed-data/mercados.ts; a finished assignment moves a concession) and the floor-fee
// ranges (rangos_cobro_piso). The ranges are written under a table lock, so two saves at once
// cannot both pass the overlap check.
import { and, asc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localesMercado, rangosCobroPiso, type LocalMercado, type RangoCobroPiso } from '../../db/schema';
import { MSG_RANGO, seTraslapan, type Rango, type RangoCobroPisoForm } from '../../domain/mercados/rangos';
import { HttpError } from '../lib/errors';

/** A range as the API and domain/mercados/rangos.ts write it. */
export const comoRango = (r: RangoCobroPiso): Rango => ({ id: r.id, m2_desde: r.m2Desde, m2_hasta: r.m2Hasta, cuota_mensual: r.cuotaMensual });

/** Refused (422, on m2_desde) when the range overlaps another one. */
export const traslape = () => new HttpError(422, MSG_RANGO.traslape, 'TRASLAPE', { m2_desde: [MSG_RANGO.traslape] });

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createMercadosRepository({ db }: { db: Db }) {
  /** Every range, the smallest surfaces first. The fee of a stall: domain/mercados/rangos.ts cuotaDePiso. */
  const rangos = async (d: Db | Tx = db): Promise<Rango[]> => (await d.select().from(rangosCobroPiso).orderBy(asc(rangosCobroPiso.m2Desde), asc(rangosCobroPiso.id))).map(comoRango);

  /** Runs `escribir` under the lock after checking `r` against every other range (`sinId`: the one being edited). */
  async function conRangosLibres<T>(r: RangoCobroPisoForm, sinId: number | null, escribir: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${rangosCobroPiso} in share row exclusive mode`);
      const otros = (await rangos(tx)).filter((x) => x.id !== sinId);
      if (otros.some((x) => seTraslapan(x, r))) throw traslape();
      return escribir(tx);
    });
  }

  return {
    rangos,

    async rango(id: number): Promise<Rango | null> {
      const [r] = await db.select().from(rangosCobroPiso).where(eq(rangosCobroPiso.id, id));
      return r ? comoRango(r) : null;
    },

    crearRango(r: RangoCobroPisoForm): Promise<Rango> {
      return conRangosLibres(r, null, async (tx) => {
        const [fila] = await tx.insert(rangosCobroPiso).values({ m2Desde: r.m2_desde, m2Hasta: r.m2_hasta, cuotaMensual: r.cuota_mensual }).returning();
        return comoRango(fila);
      });
    },

    /** null when the range no longer exists. */
    actualizarRango(id: number, r: RangoCobroPisoForm): Promise<Rango | null> {
      return conRangosLibres(r, id, async (tx) => {
        const [fila] = await tx
          .update(rangosCobroPiso)
          .set({ m2Desde: r.m2_desde, m2Hasta: r.m2_hasta, cuotaMensual: r.cuota_mensual, updatedAt: new Date() })
          .where(eq(rangosCobroPiso.id, id))
          .returning();
        return fila ? comoRango(fila) : null;
      });
    },

    /** false when the range did not exist. */
    async eliminarRango(id: number): Promise<boolean> {
      const filas = await db.delete(rangosCobroPiso).where(eq(rangosCobroPiso.id, id)).returning({ id: rangosCobroPiso.id });
      return filas.length > 0;
    },

    /** The stalls of a market (or of all), by market and number; `conConcesionario`: only the held ones. */
    async locales(f: { mercadoId?: number; conConcesionario?: boolean }): Promise<LocalMercado[]> {
      const filtros: (SQL | undefined)[] = [
        f.mercadoId !== undefined ? eq(localesMercado.mercadoId, f.mercadoId) : undefined,
        f.conConcesionario ? and(isNotNull(localesMercado.concesionarioRfc), ne(localesMercado.concesionarioRfc, '')) : undefined,
      ];
      return db
        .select()
        .from(localesMercado)
        .where(and(...filtros))
        .orderBy(asc(localesMercado.mercadoId), asc(localesMercado.numero));
    },
  };
}
