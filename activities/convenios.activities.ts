// The agreement timer's side effects (workflows/convenios): mark in force, tell the taxpayer a
// week before the end, mark expired. Each re-reads the row and acts only if it still holds the
// dates the timer was given (a stale run after new dates, or a deleted agreement, does nothing),
// and writes once: the status moves only forward and the notice is keyed by its dedupeKey.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catConvenios, contribuyentes, establecimientos, licenciaConvenios } from '../db/schema';
import { ESTATUS_CONVENIO, fechaLarga } from '../domain/convenios/reglas';
import { MSG_CONVENIO_EXTRA } from '../domain/convenios/mensajes';
import type { DestinoRecordatorioConvenio } from '../domain/convenios/recordatorios';
import { createNotificador } from './notificador';
import { quiereCorreo } from './preferencias-recordatorio';

export interface ArgsConvenio {
  convenioId: number;
  vigenciaInicio: string;
  vigenciaFin: string;
}

export function createConveniosActivities({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const notificador = createNotificador({ db, publicUrl });

  /** The agreement with its owner, if it still has these dates. */
  const leer = async (a: ArgsConvenio) => {
    const [f] = await db
      .select({
        id: licenciaConvenios.id,
        estatus: licenciaConvenios.estatus,
        vigenciaInicio: licenciaConvenios.vigenciaInicio,
        vigenciaFin: licenciaConvenios.vigenciaFin,
        locacionId: licenciaConvenios.locacionId,
        descripcion: catConvenios.descripcion,
        contribuyenteId: contribuyentes.id,
        usuarioId: contribuyentes.usuarioId,
        email: contribuyentes.email,
        nombreComercial: establecimientos.nombreComercial,
      })
      .from(licenciaConvenios)
      .innerJoin(catConvenios, eq(catConvenios.id, licenciaConvenios.convenioId))
      .innerJoin(establecimientos, eq(establecimientos.id, licenciaConvenios.locacionId))
      .innerJoin(contribuyentes, eq(contribuyentes.id, establecimientos.contribuyenteId))
      .where(eq(licenciaConvenios.id, a.convenioId));
    if (!f || f.vigenciaInicio !== a.vigenciaInicio || f.vigenciaFin !== a.vigenciaFin) return null;
    return f;
  };

  return {
    async activarConvenio(a: ArgsConvenio): Promise<void> {
      if (!(await leer(a))) return;
      await db
        .update(licenciaConvenios)
        .set({ estatus: ESTATUS_CONVENIO.VIGENTE, updatedAt: new Date() })
        .where(and(eq(licenciaConvenios.id, a.convenioId), eq(licenciaConvenios.estatus, ESTATUS_CONVENIO.REGISTRADO)));
    },

    async avisarVencimientoConvenio(a: ArgsConvenio): Promise<void> {
      const f = await leer(a);
      if (!f || f.estatus === ESTATUS_CONVENIO.VENCIDO) return;
      // The 7-day notice is the agreement's 7-day reminder: its e-mail follows the 'fin_vigencia' switch.
      await notificador.enviar({
        usuarioId: f.usuarioId,
        email: (await quiereCorreo(db, f.usuarioId, 'fin_vigencia')) ? f.email : null,
        dedupeKey: `convenio-${f.id}-aviso-${a.vigenciaFin}`,
        encabezado: MSG_CONVENIO_EXTRA.avisoEncabezado,
        descripcion: `${MSG_CONVENIO_EXTRA.avisoVence(f.descripcion, fechaLarga(a.vigenciaFin))} Establecimiento: ${f.nombreComercial}.`,
        link: '/admin/establecimientos',
        establecimientoId: f.locacionId,
      });
      await db.update(licenciaConvenios).set({ avisoAt: sql`coalesce(${licenciaConvenios.avisoAt}, now())` }).where(eq(licenciaConvenios.id, f.id));
    },

    /** whom a reminder goes to and what it names; null once it expired or its dates changed. */
    async destinoRecordatorioConvenio(a: ArgsConvenio): Promise<DestinoRecordatorioConvenio | null> {
      const f = await leer(a);
      if (!f || f.estatus === ESTATUS_CONVENIO.VENCIDO) return null;
      return { contribuyenteId: f.contribuyenteId, establecimientoId: f.locacionId, convenio: f.descripcion, establecimiento: f.nombreComercial };
    },

    async vencerConvenio(a: ArgsConvenio): Promise<void> {
      const f = await leer(a);
      if (!f) return;
      await db
        .update(licenciaConvenios)
        .set({ estatus: ESTATUS_CONVENIO.VENCIDO, vencidoAt: sql`coalesce(${licenciaConvenios.vencidoAt}, now())`, updatedAt: new Date() })
        .where(eq(licenciaConvenios.id, f.id));
      await notificador.enviar({
        usuarioId: f.usuarioId,
        email: f.email,
        dedupeKey: `convenio-${f.id}-vencido-${a.vigenciaFin}`,
        encabezado: MSG_CONVENIO_EXTRA.vencidoEncabezado,
        descripcion: `${MSG_CONVENIO_EXTRA.vencido(f.descripcion, fechaLarga(a.vigenciaFin))} Establecimiento: ${f.nombreComercial}.`,
        link: '/admin/establecimientos',
        establecimientoId: f.locacionId,
      });
    },
  };
}

export type ActividadesConvenio = ReturnType<typeof createConveniosActivities>;
