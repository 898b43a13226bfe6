// GET {base}/getDomicilios (spec 3 §7.4–7.5): the addresses the taxpayer may start a request from —
// each of their establishments (open ones) with its cadastral key, and their profile's address; and
// a property's address as both procedures answer it.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { catCalles, catColonias, catLocalidades, contribuyentes, establecimientos, type DomicilioDictamen } from '../../db/schema';
import { domicilioTexto } from '../../domain/common/domicilio';

export const domicilioOpcionSchema = z.object({
  etiqueta: z.string(),
  clave_catastral: z.string().nullable(),
  codigo_postal: z.string().nullable(),
  localidad_id: z.number().int().nullable(),
  colonia_id: z.number().int().nullable(),
  calle_id: z.number().int().nullable(),
  numero_exterior: z.string().nullable(),
  numero_interior: z.string().nullable(),
});
export type DomicilioOpcion = z.infer<typeof domicilioOpcionSchema>;

export async function domiciliosDe(db: Db, contribuyenteId: number): Promise<DomicilioOpcion[]> {
  const [ests, [c]] = await Promise.all([
    db
      .select({ nombre: establecimientos.nombreComercial, clave: establecimientos.claveCatastral, d: establecimientos.domicilio })
      .from(establecimientos)
      .where(and(eq(establecimientos.contribuyenteId, contribuyenteId), eq(establecimientos.baja, false)))
      .orderBy(asc(establecimientos.id)),
    db.select({ d: contribuyentes.domicilio }).from(contribuyentes).where(eq(contribuyentes.id, contribuyenteId)),
  ]);
  const r: DomicilioOpcion[] = ests.map((e) => ({
    etiqueta: `${e.nombre} — ${domicilioTexto(e.d)}`,
    clave_catastral: e.clave || null,
    codigo_postal: e.d.codigo_postal ?? null,
    localidad_id: e.d.localidad_id ?? null,
    colonia_id: e.d.colonia_id ?? null,
    calle_id: e.d.calle_id ?? null,
    numero_exterior: e.d.numero_exterior ?? null,
    numero_interior: e.d.numero_interior ?? null,
  }));
  const p = c?.d;
  if (p) {
    r.push({
      etiqueta: 'Domicilio del perfil',
      clave_catastral: null,
      codigo_postal: p.codigo_postal ?? null,
      localidad_id: p.localidad_id ?? null,
      colonia_id: p.colonia_id ?? null,
      calle_id: p.calle_id ?? null,
      numero_exterior: p.numero_exterior ?? null,
      numero_interior: p.numero_interior ?? null,
    });
  }
  return r;
}

/** spec 3 §3.4–3.5 a property's address as answered: the catalogue ids with their labels, the map's point and the whole address in words. */
export const domicilioDictamenDtoSchema = z.object({
  codigo_postal: z.string().nullable(),
  localidad_id: z.number().int().nullable(),
  localidad: z.string().nullable(),
  colonia_id: z.number().int().nullable(),
  colonia: z.string().nullable(),
  calle_id: z.number().int().nullable(),
  calle: z.string().nullable(),
  numero_exterior: z.string().nullable(),
  numero_interior: z.string().nullable(),
  cruzamientos: z.string().nullable(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
  domicilio_texto: z.string(),
});
export type DomicilioDictamenDto = z.infer<typeof domicilioDictamenDtoSchema>;

export async function domicilioDictamenDto(db: Db, u: DomicilioDictamen | null): Promise<DomicilioDictamenDto | null> {
  if (!u) return null;
  const etiqueta = async (t: typeof catLocalidades | typeof catColonias | typeof catCalles, id: number | null | undefined) =>
    id ? ((await db.select({ label: t.label }).from(t).where(eq(t.id, id)))[0]?.label ?? null) : null;
  const [localidad, colonia, calle] = await Promise.all([etiqueta(catLocalidades, u.localidad_id), etiqueta(catColonias, u.colonia_id), etiqueta(catCalles, u.calle_id)]);
  const r = {
    codigo_postal: u.codigo_postal ?? null,
    localidad_id: u.localidad_id ?? null,
    localidad,
    colonia_id: u.colonia_id ?? null,
    colonia,
    calle_id: u.calle_id ?? null,
    calle,
    numero_exterior: u.numero_exterior ?? null,
    numero_interior: u.numero_interior ?? null,
    cruzamientos: u.cruzamientos ?? null,
    latitud: u.latitud ?? null,
    longitud: u.longitud ?? null,
  };
  return { ...r, domicilio_texto: domicilioTexto(r) };
}
