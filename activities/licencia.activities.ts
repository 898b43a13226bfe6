// Side effects of the licence workflow (issue 3 §3–5). Every write is idempotent: an activity
// retried after a worker crash leaves the same rows as one that ran once.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { establecimientos, estadosCuenta, licencias, tareas } from '../db/schema';
import { NOMBRE_SERVICIO } from '../domain/licencia/constantes';
import { riesgoDeGiros } from '../domain/licencia/catalogos';
import { defPaso, type ClavePaso, type ProyeccionLicencia } from '../domain/licencia/machine';
import { MSG_LIC } from '../domain/licencia/mensajes';
import { conceptosDe, pesos } from '../domain/licencia/tarifas';
import { createNotificador } from './notificador';

/** Days a statement stays payable before a new one must be generated. */
const VIGENCIA_EDO_CUENTA_DIAS = 15;

const TITULO_TAREA: Record<string, string> = {
  validacion_datos: 'Validación de datos de la solicitud de licencia',
  verificacion_uso_suelo: 'Verificación de uso de suelo',
  validacion_uso_suelo: 'Validación del pago y constancia de uso de suelo',
  validacion_anuencia: 'Validación del pago y anuencia de Protección Civil',
  validacion_residuos: 'Validación del pago de residuos sólidos',
  firma_director: 'Firma de licencia: Dirección de Ingresos',
  firma_tesorero: 'Firma de licencia: Tesorería Municipal',
};

export function createLicenciaActivities({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const notificador = createNotificador({ db, publicUrl });
  return {
    /** Projects the workflow's state into Postgres; an older version never overwrites a newer one. */
    async proyectarLicencia(a: { licenciaId: number; proyeccion: ProyeccionLicencia; version: number; bebidasLimite: string | null }): Promise<void> {
      const p = a.proyeccion;
      await db
        .update(licencias)
        .set({
          estatusLicencia: p.estatusLicencia,
          estatusVerificacion: p.estatusVerificacion,
          estatusDirectorIngresos: p.estatusDirectorIngresos,
          estatusTesorero: p.estatusTesorero,
          estatusUsoSuelo: p.estatusUsoSuelo,
          estatusPagoUsoSuelo: p.estatusPagoUsoSuelo,
          estatusAnuencia: p.estatusAnuencia,
          estatusPagoAnuencia: p.estatusPagoAnuencia,
          estatusResiduosSolidos: p.estatusResiduosSolidos,
          estatusPagoResiduosSolidos: p.estatusPagoResiduosSolidos,
          pasoActual: p.pasoActual,
          motivoRechazo: p.motivoRechazo,
          pasos: p.pasos,
          progreso: p.progreso,
          extemporaneo: p.extemporaneo,
          estatusEstadoExtemporaneo: p.extemporaneo ? 4 : null,
          pagoExtemporaneo: p.pasos.some((x) => x.clave === 'pago_extemporaneo' && x.estatus === 8),
          suspendida: p.suspendida,
          bebidasLimiteAt: a.bebidasLimite ? new Date(a.bebidasLimite) : null,
          tipoLicenciaId: p.tipoLicenciaId,
          fechaAprobacion: p.estado === 'emitida' ? sql`coalesce(${licencias.fechaAprobacion}, now())` : null,
          wfVersion: a.version,
          updatedAt: new Date(),
        })
        .where(and(eq(licencias.id, a.licenciaId), lt(licencias.wfVersion, a.version)));
    },

    async abrirTareaLicencia(a: {
      workflowId: string;
      licenciaId: number;
      locacionId: number;
      contribuyenteId: number;
      paso: ClavePaso;
      ronda: number;
      areaId: number;
      folio: string;
      rfc: string;
      solicitante: string;
      nombreComercial: string;
      venceAt: string;
    }): Promise<number> {
      const base = TITULO_TAREA[a.paso] ?? defPaso(a.paso).etiqueta;
      await db
        .insert(tareas)
        .values({
          workflowId: a.workflowId,
          procedimiento: 'licencia',
          paso: a.paso,
          ronda: a.ronda,
          areaId: a.areaId,
          titulo: a.ronda > 1 ? `${base} (reenvío)` : base,
          folio: a.folio,
          contribuyenteId: a.contribuyenteId,
          locacionId: a.locacionId,
          licenciaId: a.licenciaId,
          rfc: a.rfc,
          solicitante: a.solicitante,
          datos: { nombre_comercial: a.nombreComercial },
          venceAt: new Date(a.venceAt),
        })
        .onConflictDoNothing({ target: [tareas.workflowId, tareas.paso, tareas.ronda] });
      const [t] = await db
        .select({ id: tareas.id })
        .from(tareas)
        .where(and(eq(tareas.workflowId, a.workflowId), eq(tareas.paso, a.paso), eq(tareas.ronda, a.ronda)));
      return t.id;
    },

    /** The statement of a payable step, once per (licence, service, round). */
    async generarEstadoCuenta(a: { licenciaId: number; servicio: number; ronda: number }): Promise<{ id: number; folio: string; total: string }> {
      const [l] = await db.select().from(licencias).where(eq(licencias.id, a.licenciaId));
      const [e] = await db.select().from(establecimientos).where(eq(establecimientos.id, l.locacionId));
      const { conceptos, totalCentavos } = conceptosDe(a.servicio, {
        superficieM2: e.superficieM2,
        riesgo: riesgoDeGiros([e.giroActividadId, ...e.actividadesSecundarias]),
        mesPagoResiduos: e.mesPagoResiduos,
      });
      const vence = new Date(Date.now() + VIGENCIA_EDO_CUENTA_DIAS * 86_400_000).toISOString().slice(0, 10);
      const folio = `EC-${a.servicio}-${String(a.licenciaId).padStart(6, '0')}-${a.ronda}`;
      await db
        .insert(estadosCuenta)
        .values({
          folio,
          licenciaId: a.licenciaId,
          locacionId: l.locacionId,
          contribuyenteId: l.contribuyenteId,
          servicioId: a.servicio,
          ronda: a.ronda,
          conceptos,
          total: pesos(totalCentavos),
          estatus: 4,
          venceAt: vence,
        })
        .onConflictDoNothing({ target: [estadosCuenta.licenciaId, estadosCuenta.servicioId, estadosCuenta.ronda] });
      const [row] = await db
        .select({ id: estadosCuenta.id, folio: estadosCuenta.folio, total: estadosCuenta.total })
        .from(estadosCuenta)
        .where(and(eq(estadosCuenta.licenciaId, a.licenciaId), eq(estadosCuenta.servicioId, a.servicio), eq(estadosCuenta.ronda, a.ronda)));
      return row;
    },

    async notificarLicencia(a: {
      usuarioId: number;
      email: string;
      locacionId: number;
      licenciaId: number;
      folio: string;
      nombreComercial: string;
      evento: 'pago' | 'devuelta' | 'extemporaneo' | 'emitida' | 'suspendida' | 'reactivada';
      clave: string;
      servicio: number | null;
      motivo: string | null;
    }): Promise<void> {
      const link = `/admin/establecimientos/solicitud/${a.locacionId}`;
      const est = `${a.nombreComercial} (folio ${a.folio})`;
      const textos: Record<typeof a.evento, [string, string]> = {
        pago: [
          `Estado de cuenta disponible: ${NOMBRE_SERVICIO[a.servicio ?? 0] ?? ''}`,
          `Su solicitud de licencia de ${est} avanzó. Ya puede consultar su estado de cuenta de ${NOMBRE_SERVICIO[a.servicio ?? 0] ?? ''} y pagar en línea o adjuntar su comprobante de pago.`,
        ],
        devuelta: [
          'Solicitud de licencia devuelta',
          `Su solicitud de licencia de ${est} fue devuelta. Motivo: ${(a.motivo ?? '').trim().replace(/[.\s]+$/, '')}. Corrija la información y envíela nuevamente.`,
        ],
        extemporaneo: [
          'Pago extemporáneo',
          `Venció el plazo de 30 días para pagar los derechos de ${est}. Consulte su estado de cuenta de pago extemporáneo y realice el pago.`,
        ],
        emitida: ['Licencia de funcionamiento lista', `La licencia de funcionamiento de ${est} fue firmada. Ya puede descargarla.`],
        suspendida: ['Licencia suspendida', `${MSG_LIC.bebidasSuspendida} (${est})`],
        reactivada: ['Licencia reactivada', `Recibimos su licencia de bebidas alcohólicas; la licencia de funcionamiento de ${est} está vigente.`],
      };
      const [encabezado, descripcion] = textos[a.evento];
      await notificador.enviar({
        usuarioId: a.usuarioId,
        email: a.email,
        dedupeKey: `licencia-${a.licenciaId}-${a.evento}-${a.clave}`,
        encabezado,
        descripcion,
        link,
        establecimientoId: a.locacionId,
      });
    },
  };
}

export type LicenciaActivities = ReturnType<typeof createLicenciaActivities>;
