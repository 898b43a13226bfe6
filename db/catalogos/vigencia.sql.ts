// The SQL side of domain/catalogos/vigencia.ts estaEnVigor — a row is in force at `fecha`
// when vigente_desde <= fecha < vigente_hasta (null: open). The same half-open window, so the
// admin's reads and the procedures' reads (db/catalogos/vigentes.repository.ts) agree.
import { and, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface ColumnasVigencia {
  vigenteDesde: PgColumn;
  vigenteHasta: PgColumn;
}

export const enVigorSql = (t: ColumnasVigencia, fecha: Date): SQL => and(lte(t.vigenteDesde, fecha), or(isNull(t.vigenteHasta), gt(t.vigenteHasta, fecha)))!;
