// What the procedures read from the office's versioned catalogues, as they were at a given
// instant — a request's creation (solicitudes.createdAt), so an edit applies only to requests created
// after it. Each read falls back to the code's defaults for a key without a row in force (requests
// older than the seed, or a database not seeded yet), so behaviour is unchanged with no edits.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { catEntregables, catGiros, catTarifas, type CatGiro } from '../schema';
import type { AjusteEntregable } from '../../domain/catalogos/entregables';
import { tarifarioDe, type Tarifario } from '../../domain/catalogos/tarifas';
import { vigentePorClave } from '../../domain/catalogos/vigencia';
import { GIROS, type GiroActividad, type Riesgo, type TipoPatente } from '../../domain/catalogos/establecimientos';
import { enVigorSql } from './vigencia.sql';

/** The UMA of every fee line of 1750–1756 in force at `fecha` (base factors where no row is). */
export async function tarifarioEn(db: Db, fecha: Date): Promise<Tarifario> {
  const filas = await db.select().from(catTarifas).where(enVigorSql(catTarifas, fecha)).orderBy(asc(catTarifas.id));
  return tarifarioDe([...vigentePorClave(filas, fecha, (f) => `${f.servicio}:${f.clave}`).values()]);
}

/** The document adjustments of a procedure in force at `fecha` (none: the code's lists as they are). */
export async function ajustesEntregablesEn(db: Db, procedimiento: string, fecha: Date): Promise<AjusteEntregable[]> {
  const filas = await db
    .select()
    .from(catEntregables)
    .where(and(eq(catEntregables.procedimiento, procedimiento), enVigorSql(catEntregables, fecha)))
    .orderBy(asc(catEntregables.id));
  return [...vigentePorClave(filas, fecha, (f) => f.codigo).values()].map(({ codigo, etiqueta, requerido, activo, adicional }) => ({
    codigo,
    etiqueta,
    requerido,
    activo,
    adicional,
  }));
}

/** A catalogue row as the rules read an activity. */
export const giroDeFila = (g: CatGiro): GiroActividad & { activo: boolean } => ({
  id: g.giroId,
  nombre: g.nombre,
  req_patente: g.reqPatente === 'SI' ? 'SI' : 'NO',
  riesgo: g.riesgo as Riesgo,
  sare: g.sare,
  ...(g.tipoPatente ? { tipo_patente: g.tipoPatente as TipoPatente } : {}),
  activo: g.activo,
});

/**
 * Every activity as it was at `fecha` (inactive ones included: an older request may name one): the
 * version in force of each giro, and GIROS for an id with no version in force, ordered by id.
 */
export async function girosEn(db: Db, fecha: Date): Promise<(GiroActividad & { activo: boolean })[]> {
  const filas = await db.select().from(catGiros).where(enVigorSql(catGiros, fecha)).orderBy(asc(catGiros.id));
  const vigentes = vigentePorClave(filas, fecha, (f) => f.giroId);
  const porId = new Map<number, GiroActividad & { activo: boolean }>(GIROS.map((g) => [g.id, { ...g, activo: true }]));
  for (const [id, g] of vigentes) porId.set(id, giroDeFila(g));
  return [...porId.values()].sort((a, b) => a.id - b.id);
}
