// The permission matrix's floor-fee range and stall. The range sits just above every
// range stored (the seeded ones and those of another world in the same database), so it never
// overlaps; the stall is a vacant one of Mercado de Calderitas with a number of its own.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { localesMercado, rangosCobroPiso } from '../../db/schema';
import type { Entorno } from './harness';

export async function mundoMercados(e: Entorno): Promise<{ rangoId: number; localId: number }> {
  const db = e.db.db;
  const [{ tope }] = await db.select({ tope: sql<string>`coalesce(max(${rangosCobroPiso.m2Hasta}), 0)::text` }).from(rangosCobroPiso);
  const desde = Number(tope) + 0.01;
  const [r] = await db
    .insert(rangosCobroPiso)
    .values({ m2Desde: desde.toFixed(2), m2Hasta: (desde + 100).toFixed(2), cuotaMensual: '2500.00' })
    .returning({ id: rangosCobroPiso.id });
  const [l] = await db
    .insert(localesMercado)
    .values({ mercadoId: 5, numero: `P-${randomBytes(3).toString('hex').toUpperCase()}`, pasillo: 'P', superficieM2: '15.00' })
    .returning({ id: localesMercado.id });
  return { rangoId: r.id, localId: l.id };
}
