// Extraordinary hours' and live music's side of the kit's activities (spec 2 §3, §4, §9).
// Projection, in the same transaction as the request's: the two signature flags (firma_operador,
// firma_fiscalizador) and the operator's reason (motivo_rechazo_operador) from the steps; when
// Fiscalización approves its review, every date it left without an answer is approved whole
// (horas_aprobadas = horas_solicitadas) and `aprobado` says whether a date has hours. Idempotent:
// it writes values derived from the snapshot, so a replay writes the same.
// Tariff of service 1754: the approved hours × the hourly tariff of the patente type (domain/fiscalizacion/tarifa.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { establecimientos, horariosFiscalizacion, solicitudesFiscalizacion } from '../db/schema';
import { PASO_FISCALIZACION } from '../domain/fiscalizacion/comun';
import { tipoEstablecimientoDeGiros } from '../domain/fiscalizacion/horarios';
import { esTipoSolicitud } from '../domain/fiscalizacion/reglas';
import { tarifarioEn } from '../db/catalogos/vigentes.repository';
import { tarifaFiscalizacion } from '../domain/fiscalizacion/tarifa';
import { pesos } from '../domain/licencia/tarifas';
import { ESTATUS } from '../domain/tramite/estatus';
import { SERVICIO } from '../domain/tramite/servicios';
import type { HooksActividades } from './tramite.registro';

/** Dates without an answer take their hours asked; `aprobado` follows the hours. */
export async function aprobarHorasPendientes(tx: Db, solicitudId: number): Promise<void> {
  await tx
    .update(horariosFiscalizacion)
    .set({ horasAprobadas: sql`${horariosFiscalizacion.horasSolicitadas}` })
    .where(and(eq(horariosFiscalizacion.solicitudId, solicitudId), isNull(horariosFiscalizacion.horasAprobadas)));
  await tx
    .update(horariosFiscalizacion)
    .set({ aprobado: sql`${horariosFiscalizacion.horasAprobadas} > 0` })
    .where(eq(horariosFiscalizacion.solicitudId, solicitudId));
}

export const hooksFiscalizacion: HooksActividades = {
  async proyectar(tx, s, snapshot) {
    const pasos = snapshot.context.pasos;
    const revision = pasos[PASO_FISCALIZACION.REVISION];
    const cambios: Partial<typeof solicitudesFiscalizacion.$inferInsert> = {
      firmaOperador: pasos[PASO_FISCALIZACION.FIRMA_OPERADOR]?.estatus === ESTATUS.APROBADO,
      firmaFiscalizador: pasos[PASO_FISCALIZACION.FIRMA_FISCALIZADOR]?.estatus === ESTATUS.APROBADO,
    };
    // The operator's reason stays after the request is sent again (the card shows it only at 5).
    if (revision?.estatus === ESTATUS.RECHAZADO && revision.motivo) cambios.motivoRechazoOperador = revision.motivo;
    await tx
      .update(solicitudesFiscalizacion)
      .set({ ...cambios, updatedAt: new Date() })
      .where(eq(solicitudesFiscalizacion.solicitudId, s.id));
    if (revision?.estatus === ESTATUS.APROBADO) await aprobarHorasPendientes(tx, s.id);
  },

  async tarifa(db, s, servicio) {
    if (servicio !== SERVICIO.HORARIO_EXTRA) throw new Error(`${s.procedimiento} no cobra el servicio ${servicio}`);
    const [f] = await db.select().from(solicitudesFiscalizacion).where(eq(solicitudesFiscalizacion.solicitudId, s.id));
    if (!f || !esTipoSolicitud(f.tipo)) throw new Error(`solicitud de fiscalización ${s.id} no existe`);
    const [e] = await db
      .select({ giro: establecimientos.giroActividadId, secundarias: establecimientos.actividadesSecundarias })
      .from(establecimientos)
      .where(eq(establecimientos.id, f.locacionId));
    // Only an establishment with a patente may ask (the API checks it); without one, the lowest tariff.
    const tipo = tipoEstablecimientoDeGiros([e?.giro ?? null, ...(e?.secundarias ?? [])]) ?? 1;
    const filas = await db.select().from(horariosFiscalizacion).where(eq(horariosFiscalizacion.solicitudId, s.id));
    const { conceptos, totalCentavos } = tarifaFiscalizacion(
      f.tipo,
      tipo,
      filas.map((h) => ({
        fecha: h.fecha,
        hora_inicio: h.horaInicio,
        hora_fin: h.horaFin,
        // The projection above fills unanswered dates at approval; the same default here.
        horas_aprobadas: h.horasAprobadas ?? h.horasSolicitadas,
        aprobado: h.aprobado,
      })),
      // the hourly lines in force when the request was created
      await tarifarioEn(db, s.createdAt),
    );
    return { conceptos: conceptos.length ? conceptos : [{ concepto: 'Sin horas aprobadas', importe: pesos(0) }], total: pesos(totalCentavos) };
  },
};
