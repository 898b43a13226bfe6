// Reads and writes of extraordinary-hours and live-music requests (db/schema/fiscalizacion.table.ts):
// the kit request (solicitudes) with its own row and one row per date asked (horarios_fiscalizacion),
// and the establishment's schedules (horarios_establecimiento).
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  establecimientos,
  horariosEstablecimiento,
  horariosFiscalizacion,
  solicitudes,
  solicitudesFiscalizacion,
  type Establecimiento,
  type HorarioEstablecimiento,
  type HorarioFiscalizacion,
  type Solicitud,
  type SolicitudFiscalizacion,
} from '../../db/schema';
import { CLAVE_DE_TIPO, PREFIJO_FOLIO_FISCALIZACION, folioFiscalizacion } from '../../domain/fiscalizacion/comun';
import { definicionDe } from '../../domain/tramites';
import { hoyCancun } from '../../domain/tramite/fechas';
import { createSolicitudesRepository, type Tx } from '../tramites/solicitudes.repository';
import { sinCurso } from '../../domain/tramite/lectura';

export type TipoFiscalizacion = 'EXTRA' | 'VARIEDAD';

/** The kit procedure of each type (domain/fiscalizacion/definicion.ts). */
export const PROCEDIMIENTO_FISCALIZACION = CLAVE_DE_TIPO;
export const esFolioFiscalizacion = (folio: string) => Object.values(PREFIJO_FOLIO_FISCALIZACION).includes(folio.split('-')[0]);

/** One date of a request as the rules compute it (domain/fiscalizacion/reglas.ts). */
export interface DetalleNuevo {
  fecha: string;
  fecha_fin: string;
  hora_inicio: string;
  hora_fin: string;
  horas_solicitadas: number;
  grupo_horario: number;
}

export interface FiscalizacionVista {
  f: SolicitudFiscalizacion;
  s: Solicitud;
  horarios: HorarioFiscalizacion[];
}

export interface FiscalizacionNueva {
  est: Establecimiento;
  licenciaId: number;
  tipo: TipoFiscalizacion;
  mes: string;
  cantidadPersonas: number | null;
  detalles: DetalleNuevo[];
  /** the machine's input as known now (taken again when sent) */
  datos: unknown;
  copiaDe?: number | null;
}

const filaHorario = (solicitudId: number, d: DetalleNuevo) => ({
  solicitudId,
  fecha: d.fecha,
  fechaFin: d.fecha_fin,
  horaInicio: d.hora_inicio,
  horaFin: d.hora_fin,
  horasSolicitadas: d.horas_solicitadas,
  grupoHorario: d.grupo_horario,
});

/** A request that still counts (not deleted, not refused at the end): its dates are taken. */
const cuenta = (s: Pick<Solicitud, 'estado'>) => !sinCurso(s.estado);

export function createFiscalizacionRepository({ db }: { db: Db }) {
  const vista = () =>
    db.select({ f: solicitudesFiscalizacion, s: solicitudes }).from(solicitudesFiscalizacion).innerJoin(solicitudes, eq(solicitudes.id, solicitudesFiscalizacion.solicitudId));

  const horariosDe = async (ids: number[]) => {
    if (!ids.length) return new Map<number, HorarioFiscalizacion[]>();
    const filas = await db
      .select()
      .from(horariosFiscalizacion)
      .where(inArray(horariosFiscalizacion.solicitudId, ids))
      .orderBy(asc(horariosFiscalizacion.fecha), asc(horariosFiscalizacion.id));
    const m = new Map<number, HorarioFiscalizacion[]>();
    for (const h of filas) (m.get(h.solicitudId) ?? m.set(h.solicitudId, []).get(h.solicitudId)!).push(h);
    return m;
  };

  const conHorarios = async (filas: { f: SolicitudFiscalizacion; s: Solicitud }[]): Promise<FiscalizacionVista[]> => {
    const h = await horariosDe(filas.map((x) => x.s.id));
    return filas.map((x) => ({ ...x, horarios: h.get(x.s.id) ?? [] }));
  };

  return {
    async porId(solicitudId: number): Promise<FiscalizacionVista | null> {
      const [f] = await vista().where(eq(solicitudesFiscalizacion.solicitudId, solicitudId));
      return f ? (await conHorarios([f]))[0] : null;
    },

    /** A licence's requests (of one type, or both), newest first. */
    async deLicencia(licenciaId: number, tipo?: TipoFiscalizacion): Promise<FiscalizacionVista[]> {
      const filas = await vista()
        .where(and(eq(solicitudesFiscalizacion.licenciaId, licenciaId), tipo ? eq(solicitudesFiscalizacion.tipo, tipo) : undefined))
        .orderBy(desc(solicitudesFiscalizacion.solicitudId));
      return conHorarios(filas);
    },

    /**
     * The dates an establishment already has an entry for (spec 2 §5: live music only on dates
     * without one), in its other requests that still count.
     */
    async fechasOcupadas(locacionId: number, excepto?: number): Promise<string[]> {
      const filas = await db
        .select({ fecha: horariosFiscalizacion.fecha, estado: solicitudes.estado })
        .from(horariosFiscalizacion)
        .innerJoin(solicitudesFiscalizacion, eq(solicitudesFiscalizacion.solicitudId, horariosFiscalizacion.solicitudId))
        .innerJoin(solicitudes, eq(solicitudes.id, horariosFiscalizacion.solicitudId))
        .where(and(eq(solicitudesFiscalizacion.locacionId, locacionId), excepto ? ne(horariosFiscalizacion.solicitudId, excepto) : undefined));
      return [...new Set(filas.filter(cuenta).map((f) => f.fecha))].sort();
    },

    /** A draft request with its dates; the establishment's row is locked so two clicks make one request each, never a mix. */
    async crear(n: FiscalizacionNueva): Promise<FiscalizacionVista> {
      const id = await db.transaction(async (tx) => {
        await tx.select({ id: establecimientos.id }).from(establecimientos).where(eq(establecimientos.id, n.est.id)).for('update');
        const anio = Number(hoyCancun().slice(0, 4));
        const s = await createSolicitudesRepository({ db }).crear(tx, {
          def: definicionDe(PROCEDIMIENTO_FISCALIZACION[n.tipo]),
          contribuyenteId: n.est.contribuyenteId,
          locacionId: n.est.id,
          titulo: n.est.nombreComercial,
          datos: n.datos,
          folio: (sid) => folioFiscalizacion(n.tipo, anio, sid),
        });
        await tx.insert(solicitudesFiscalizacion).values({
          solicitudId: s.id,
          licenciaId: n.licenciaId,
          locacionId: n.est.id,
          tipo: n.tipo,
          mes: n.mes,
          cantidadPersonas: n.cantidadPersonas,
          copiaDe: n.copiaDe ?? null,
        });
        if (n.detalles.length) await tx.insert(horariosFiscalizacion).values(n.detalles.map((d) => filaHorario(s.id, d)));
        return s.id;
      });
      return (await this.porId(id))!;
    },

    /** The form saved again (draft or returned): its month, people and dates replace the previous ones. */
    async actualizar(solicitudId: number, c: { mes: string; cantidadPersonas: number | null; detalles: DetalleNuevo[] }) {
      await db.transaction(async (tx: Tx) => {
        await tx
          .update(solicitudesFiscalizacion)
          .set({ mes: c.mes, cantidadPersonas: c.cantidadPersonas, updatedAt: new Date() })
          .where(eq(solicitudesFiscalizacion.solicitudId, solicitudId));
        await tx.delete(horariosFiscalizacion).where(eq(horariosFiscalizacion.solicitudId, solicitudId));
        if (c.detalles.length) await tx.insert(horariosFiscalizacion).values(c.detalles.map((d) => filaHorario(solicitudId, d)));
      });
    },

    /** Fiscalización's review: the hours it approves per date (0 approves none of that date). */
    async fijarHorasAprobadas(solicitudId: number, horas: { id: number; horas_aprobadas: number }[]) {
      await db.transaction(async (tx) => {
        for (const h of horas) {
          await tx
            .update(horariosFiscalizacion)
            .set({ horasAprobadas: h.horas_aprobadas, aprobado: h.horas_aprobadas > 0 })
            .where(and(eq(horariosFiscalizacion.id, h.id), eq(horariosFiscalizacion.solicitudId, solicitudId)));
        }
        await tx.update(solicitudesFiscalizacion).set({ updatedAt: new Date() }).where(eq(solicitudesFiscalizacion.solicitudId, solicitudId));
      });
    },

    /** Deletes the request (its row, dates, documents and tasks go with it). */
    async eliminar(solicitudId: number) {
      await db.delete(solicitudes).where(eq(solicitudes.id, solicitudId));
    },

    /** The establishment's own schedule of a kind, by weekday (none: the default of its patente type). */
    async horariosEstablecimiento(locacionId: number, tipo: 'ordinario' | 'extraordinario'): Promise<HorarioEstablecimiento[]> {
      return db
        .select()
        .from(horariosEstablecimiento)
        .where(and(eq(horariosEstablecimiento.locacionId, locacionId), eq(horariosEstablecimiento.tipo, tipo)))
        .orderBy(asc(horariosEstablecimiento.dia), asc(horariosEstablecimiento.horaInicio));
    },
  };
}

export type FiscalizacionRepository = ReturnType<typeof createFiscalizacionRepository>;
