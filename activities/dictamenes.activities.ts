// Towers' and billboards' side of the kit's activities (spec 3 §4.4).
// Projection, in the same transaction as the request's: when the chain ends (the Dirección signed
// the dictamen) the own row says documento_firmado, with the instant of the first signature
// (fecha_firma): a replayed or retried projection changes nothing.
// Tariff of services 1757 (tower: its height, new or renewal) and 1758 (billboard: its sections,
// views and light), domain/dictamenes/tarifa.ts; the amount is kept on the own row (importe).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seccionesEspectaculares, solicitudes, solicitudesEspectaculares, solicitudesTorres, type Solicitud } from '../db/schema';
import { DICTAMENES, tipoDeClaveDictamen, type TipoDictamen } from '../domain/dictamenes/comun';
import { tarifaEspectacular, tarifaTorre, type TarifaDictamen } from '../domain/dictamenes/tarifa';
import { SERVICIO, type ServicioId } from '../domain/tramite/servicios';
import type { HooksActividades } from './tramite.registro';

/** The service each procedure charges. */
export const SERVICIO_DICTAMEN: Readonly<Record<TipoDictamen, ServicioId>> = { torre: SERVICIO.TORRES, espectacular: SERVICIO.ESPECTACULARES };

const tablaDe = (tipo: TipoDictamen) => (tipo === DICTAMENES.TORRE ? solicitudesTorres : solicitudesEspectaculares);

function tipoDe(s: Pick<Solicitud, 'id' | 'procedimiento'>): TipoDictamen {
  const tipo = tipoDeClaveDictamen(s.procedimiento);
  if (!tipo) throw new Error(`solicitud ${s.id}: ${s.procedimiento} no es un dictamen`);
  return tipo;
}

async function tarifaDe(db: Db, tipo: TipoDictamen, solicitudId: number): Promise<TarifaDictamen | null> {
  if (tipo === DICTAMENES.TORRE) {
    const [t] = await db
      .select({ alturaMts: solicitudesTorres.alturaMts, renovacion: solicitudesTorres.renovacion })
      .from(solicitudesTorres)
      .where(eq(solicitudesTorres.solicitudId, solicitudId));
    return t ? tarifaTorre({ alturaMts: Number(t.alturaMts ?? 0), renovacion: t.renovacion }) : null;
  }
  const [e] = await db
    .select({ vistas: solicitudesEspectaculares.vistas, luminoso: solicitudesEspectaculares.luminoso })
    .from(solicitudesEspectaculares)
    .where(eq(solicitudesEspectaculares.solicitudId, solicitudId));
  if (!e) return null;
  const secciones = await db
    .select({ largo: seccionesEspectaculares.largo, ancho: seccionesEspectaculares.ancho })
    .from(seccionesEspectaculares)
    .where(eq(seccionesEspectaculares.solicitudId, solicitudId))
    .orderBy(asc(seccionesEspectaculares.id));
  return tarifaEspectacular({
    secciones: secciones.map((x) => ({ largo: Number(x.largo), ancho: Number(x.ancho) })),
    luminoso: e.luminoso,
    vistas: e.vistas ?? 1,
  });
}

/** The fee a request would be charged now (the inbox's detail); null when it is not a tower or billboard request. */
export async function tarifaDeSolicitudDictamen(db: Db, solicitudId: number): Promise<TarifaDictamen | null> {
  const [s] = await db.select({ id: solicitudes.id, procedimiento: solicitudes.procedimiento }).from(solicitudes).where(eq(solicitudes.id, solicitudId));
  const tipo = s ? tipoDeClaveDictamen(s.procedimiento) : null;
  return tipo ? tarifaDe(db, tipo, solicitudId) : null;
}

export const hooksDictamen: HooksActividades = {
  async proyectar(tx, s, snapshot) {
    if (snapshot.value !== 'terminada') return;
    const tabla = tablaDe(tipoDe(s));
    const ahora = new Date();
    await tx
      .update(tabla)
      .set({ documentoFirmado: true, fechaFirma: ahora, updatedAt: ahora })
      .where(and(eq(tabla.solicitudId, s.id), eq(tabla.documentoFirmado, false)));
  },

  async tarifa(db, s, servicio) {
    const tipo = tipoDe(s);
    if (servicio !== SERVICIO_DICTAMEN[tipo]) throw new Error(`${s.procedimiento} no cobra el servicio ${servicio}`);
    const t = await tarifaDe(db, tipo, s.id);
    if (!t) throw new Error(`solicitud de ${s.procedimiento} ${s.id} no existe`);
    const tabla = tablaDe(tipo);
    await db.update(tabla).set({ importe: t.total, updatedAt: new Date() }).where(eq(tabla.solicitudId, s.id));
    return { conceptos: t.conceptos, total: t.total };
  },
};
