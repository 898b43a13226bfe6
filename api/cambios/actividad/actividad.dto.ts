// The change of activity as its routes answer it (actividad.schemas.ts): the shared fields of a
// change request, its staged values with their catalogue names, what they replace, who reviews it
// (and the notice when a SARE business goes to Licencias), and the land-use fee's statements.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { historialEstablecimientos, type Establecimiento } from '../../../db/schema';
import { areaRevisionActividad, avisoRevision, esHotelPropuesto } from '../../../domain/cambios/actividad/reglas';
import { esHoteleria, girosPorIds, giroPorId, requierePatente, type GiroActividad } from '../../../domain/catalogos/establecimientos';
import { estadoCuentaDto } from '../../pagos/estados-cuenta.dto';
import { createPagosRepository } from '../../pagos/pagos.repository';
import { cambioBaseDto } from '../cambios.dto';
import type { CambioVista } from '../cambios.repository';
import type { ActividadesEstablecimientoDto, ActividadItemDto, CambioActividadDto } from './actividad.schemas';

type P = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const bool = (v: unknown): boolean | null => (v === null || v === undefined ? null : v === true || v === 1 || v === '1' || v === 'true');
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n)) : []);

/** spec 2 §3 activity item: id, id_giro, d_giro, descripcion, req_patente. */
export const actividadItem = (g: GiroActividad): ActividadItemDto => ({ id: g.id, label: g.nombre, id_giro: g.id, d_giro: g.nombre, descripcion: g.nombre, req_patente: g.req_patente });
const item = (id: number | null | undefined) => {
  const g = giroPorId(id);
  return g ? actividadItem(g) : null;
};
const items = (l: readonly number[]) => girosPorIds(l).map(actividadItem);

/** GET getActividadesEconomicas/{id}. */
export function actividadesEstablecimientoDto(est: Establecimiento): ActividadesEstablecimientoDto {
  return {
    locacion_id: est.id,
    nombre_comercial: est.nombreComercial,
    giro_opb: item(est.giroActividadId),
    actividades_economicas: items(est.actividadesSecundarias),
    numero_habitaciones: est.numeroHabitaciones,
    tipo_proceso_id: est.tipoProcesoId,
    tipo_propiedad_id: est.tipoPropiedadId,
    tiene_uso_suelo: est.tieneUsoSuelo,
    has_alcohol_giro: requierePatente([est.giroActividadId]),
    has_alcohol_actividad: requierePatente(est.actividadesSecundarias),
    is_hoteleria: esHoteleria([est.giroActividadId, ...est.actividadesSecundarias]),
    has_licencia_bebidas: est.hasLicenciaBebidas,
    patente_propia: est.patentePropia,
    folio_licencia_bebida_alcoholica: est.folioLicenciaBebidaAlcoholica,
  };
}

/** The staged proposal, typed (it was written through domain/cambios/actividad/schema.ts). */
export function propuestaActividad(v: CambioVista) {
  const p = v.c.propuesta as P;
  return {
    giro_actividad_id: num(p.giro_actividad_id),
    actividades_secundarias: ids(p.actividades_secundarias),
    numero_habitaciones: num(p.numero_habitaciones),
    has_alcohol: bool(p.has_alcohol) ?? false,
    has_licencia_bebidas: bool(p.has_licencia_bebidas),
    patente_propia: bool(p.patente_propia),
    folio_licencia_bebida_alcoholica: (p.folio_licencia_bebida_alcoholica as string | null | undefined) ?? null,
    tiene_uso_suelo: bool(p.tiene_uso_suelo) ?? false,
    tipo_proceso_id: num(p.tipo_proceso_id) ?? 1,
    tipo_propiedad_id: num(p.tipo_propiedad_id),
  };
}

/** What the request replaces: the establishment's activities now, or those the history kept once applied. */
async function anteriores(db: Db, v: CambioVista, est: Establecimiento) {
  if (v.s.estado === 'terminada') {
    const [h] = await db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.solicitudId, v.s.id));
    if (h) return { giro: num(h.anterior.giro_actividad_id), secundarias: ids(h.anterior.actividades_secundarias) };
  }
  return { giro: est.giroActividadId, secundarias: est.actividadesSecundarias };
}

export async function cambioActividadDto(db: Db, v: CambioVista, est: Establecimiento): Promise<CambioActividadDto> {
  const p = propuestaActividad(v);
  // The establishment's process decides who reviews it; once approved, the one it was filed under.
  const tipoProceso = v.s.estado === 'terminada' ? p.tipo_proceso_id : est.tipoProcesoId;
  const [base, old, estados] = await Promise.all([cambioBaseDto(db, v), anteriores(db, v, est), createPagosRepository({ db }).deSolicitudes([v.s.id])]);
  return {
    ...base,
    ...p,
    tipo_proceso_id: tipoProceso,
    giro_opb: item(p.giro_actividad_id),
    actividades_economicas: items(p.actividades_secundarias),
    giro_opb_old: item(old.giro),
    actividades_economicas_old: items(old.secundarias),
    es_hotel: esHotelPropuesto(p),
    area_revision: areaRevisionActividad(tipoProceso, p).nombre,
    aviso_revision: avisoRevision(tipoProceso, p),
    estados_cuenta: estados.map(estadoCuentaDto),
  };
}
