// The portal's copy of the market padrón (locales_mercado) and Mercados' floor-fee ranges
// (rangos_cobro_piso), seeded on every start (db/seed.ts). The stalls: every stall of the market
// padrón (sim/data/concesionarios-mercados.json) with its concessionaire, and the vacant stalls
// around them, with a surface each. Our figures: the municipality's real padrón replaces them.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { localesMercado, rangosCobroPiso } from '../schema/mercados.table';
import { contribuyentes } from '../schema';
import { mercadoPorNombre } from '../../domain/licencia/mercados';

export interface LocalSemilla {
  mercadoId: number;
  numero: string;
  pasillo: string;
  superficieM2: string;
  concesionarioRfc: string | null;
  concesionarioNombre: string | null;
}

interface ConcesionarioPadron {
  rfc: string;
  nombre: string;
  mercado: string;
  local: string;
}

/**
 * Floor-fee ranges (spec 3 §7.7 cat/RangoCobroPiso). OUR figures, not the municipality's: Mercados
 * replaces them from the staff page. Seeded only while Mercados has none, so its edits stay.
 */
export const RANGOS_COBRO_PISO_SEMILLA = [
  { m2Desde: '0.00', m2Hasta: '10.00', cuotaMensual: '350.00' },
  { m2Desde: '10.01', m2Hasta: '20.00', cuotaMensual: '600.00' },
  { m2Desde: '20.01', m2Hasta: '40.00', cuotaMensual: '950.00' },
  { m2Desde: '40.01', m2Hasta: '100.00', cuotaMensual: '1500.00' },
] as const;

// Surfaces cycle through these (m²): every one falls in a seeded range.
const SUPERFICIES = ['9.00', '12.00', '6.25', '16.50', '12.00', '24.00', '9.00', '8.75', '30.00', '12.00', '18.00', '45.00'];

/** Each market's layout: its aisles and how its stalls are numbered. */
const DISTRIBUCION: Record<number, { pasillos: { pasillo: string; numeros: string[] }[] }> = {
  // Lázaro Cárdenas: aisles A–C, stalls 'A-01' … 'C-24'.
  1: { pasillos: ['A', 'B', 'C'].map((p) => ({ pasillo: p, numeros: rango(1, 24).map((n) => `${p}-${dos(n)}`) })) },
  // Altamirano: stalls '01' … '48', twelve per aisle.
  2: { pasillos: [1, 2, 3, 4].map((p) => ({ pasillo: String(p), numeros: rango((p - 1) * 12 + 1, p * 12).map(dos) })) },
  3: { pasillos: [1, 2].map((p) => ({ pasillo: String(p), numeros: rango((p - 1) * 10 + 1, p * 10).map(dos) })) },
  4: { pasillos: [1, 2].map((p) => ({ pasillo: String(p), numeros: rango((p - 1) * 12 + 1, p * 12).map(dos) })) },
  5: { pasillos: [{ pasillo: '1', numeros: rango(1, 12).map(dos) }] },
};

function rango(desde: number, hasta: number): number[] {
  return Array.from({ length: hasta - desde + 1 }, (_, i) => desde + i);
}
function dos(n: number): string {
  return String(n).padStart(2, '0');
}

function concesionariosPadron(): ConcesionarioPadron[] {
  return JSON.parse(readFileSync(new URL('../../sim/data/concesionarios-mercados.json', import.meta.url), 'utf8')) as ConcesionarioPadron[];
}

/** The aisle of a stall the layout does not hold: its letter ('D-02' → 'D'), else none. */
const pasilloDe = (numero: string) => /^([A-Z])-/.exec(numero)?.[1] ?? '1';

/** Every seeded stall: the layout's, with the padrón's concessionaires (a padrón stall outside the layout is added). */
export function localesSemilla(padron: readonly ConcesionarioPadron[] = concesionariosPadron()): LocalSemilla[] {
  const out: LocalSemilla[] = [];
  let i = 0;
  for (const [id, d] of Object.entries(DISTRIBUCION)) {
    for (const { pasillo, numeros } of d.pasillos) {
      for (const numero of numeros) {
        out.push({ mercadoId: Number(id), numero, pasillo, superficieM2: SUPERFICIES[i++ % SUPERFICIES.length], concesionarioRfc: null, concesionarioNombre: null });
      }
    }
  }
  for (const c of padron) {
    const mercado = mercadoPorNombre(c.mercado);
    if (!mercado) throw new Error(`concesionarios-mercados.json: mercado desconocido '${c.mercado}'`);
    let local = out.find((l) => l.mercadoId === mercado.id && l.numero === c.local);
    if (!local) {
      local = { mercadoId: mercado.id, numero: c.local, pasillo: pasilloDe(c.local), superficieM2: SUPERFICIES[i++ % SUPERFICIES.length], concesionarioRfc: null, concesionarioNombre: null };
      out.push(local);
    }
    local.concesionarioRfc = c.rfc;
    local.concesionarioNombre = c.nombre;
  }
  return out;
}

/**
 * Upserts the stalls by (market, number): the layout and surface always; the concessionaire only
 * while the portal has not moved it (a finished assignment sets cesion_solicitud_id and wins).
 * Then the ranges, only when Mercados has none.
 */
export async function sembrarMercados(db: Db): Promise<void> {
  const locales = localesSemilla();
  const lm = localesMercado;
  const siNoCedido = (col: AnyPgColumn) => sql`case when ${lm.cesionSolicitudId} is null then excluded.${sql.identifier(col.name)} else ${col} end`;
  for (let i = 0; i < locales.length; i += 100) {
    await db
      .insert(lm)
      .values(locales.slice(i, i + 100))
      .onConflictDoUpdate({
        target: [lm.mercadoId, lm.numero],
        set: {
          pasillo: sql`excluded.pasillo`,
          superficieM2: sql`excluded.superficie_m2`,
          concesionarioRfc: siNoCedido(lm.concesionarioRfc),
          concesionarioNombre: siNoCedido(lm.concesionarioNombre),
        },
      });
  }
  await enlazarCuentas(db);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(rangosCobroPiso);
  if (n === 0) await db.insert(rangosCobroPiso).values([...RANGOS_COBRO_PISO_SEMILLA]);
}

/** The portal account of each concessionaire the padrón seeded (the demo taxpayers, once they exist). */
export async function enlazarCuentas(db: Db): Promise<void> {
  const cuenta = sql`(select c.id from ${contribuyentes} c where c.rfc = l.concesionario_rfc)`;
  await db.execute(sql`
    update ${localesMercado} l set concesionario_contribuyente_id = ${cuenta}
    where l.cesion_solicitud_id is null and l.concesionario_contribuyente_id is distinct from ${cuenta}`);
}
