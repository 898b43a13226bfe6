// Who holds a market stall now: the portal's copy of the padrón (locales_mercado) first —
// a finished assignment moves the concession there before the padrón hears of it — then the market
// padrón. An RFC the padrón still lists for a stall whose portal copy names someone else no longer
// holds it. Read by GET locales-mercados/concesionarioByRFC (api/contribuyentes/contribuyentes.routes.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import { localesMercado } from '../../db/schema';
import { normalizarRfc } from '../../domain/common/rfc';
import { mercadoPorId, mercadoPorNombre } from '../../domain/licencia/mercados';
import type { AppDeps } from '../lib/contexto';
import type { ConcesionarioLocal } from '../contribuyentes/contribuyentes.schemas';

export async function concesionarioVigente(deps: Pick<AppDeps, 'db' | 'padronMercados'>, rfcDado: string): Promise<ConcesionarioLocal | null> {
  const rfc = normalizarRfc(rfcDado);
  const [l] = await deps.db.select().from(localesMercado).where(eq(localesMercado.concesionarioRfc, rfc)).orderBy(asc(localesMercado.id)).limit(1);
  if (l) {
    // The padrón's own words (its market's name, the holder's name) when it agrees on the stall.
    const p = await deps.padronMercados.buscarConcesionario(rfc).catch(() => null);
    if (p && mercadoPorNombre(p.mercado)?.id === l.mercadoId && p.local.trim().toUpperCase() === l.numero.toUpperCase()) {
      return { nombre: p.nombre, rfc, mercado: p.mercado, mercado_id: l.mercadoId, local: p.local };
    }
    return { nombre: l.concesionarioNombre ?? '', rfc, mercado: mercadoPorId(l.mercadoId)?.nombre ?? '', mercado_id: l.mercadoId, local: l.numero };
  }
  const r = await deps.padronMercados.buscarConcesionario(rfc);
  if (!r) return null;
  const mercado = mercadoPorNombre(r.mercado);
  if (mercado) {
    const [copia] = await deps.db
      .select({ rfc: localesMercado.concesionarioRfc })
      .from(localesMercado)
      .where(and(eq(localesMercado.mercadoId, mercado.id), sql`upper(${localesMercado.numero}) = ${r.local.trim().toUpperCase()}`))
      .limit(1);
    if (copia?.rfc && copia.rfc !== rfc) return null;
  }
  return { nombre: r.nombre, rfc: r.rfc, mercado: r.mercado, mercado_id: mercado?.id ?? null, local: r.local };
}
