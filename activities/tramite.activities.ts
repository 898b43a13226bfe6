// Side effects of every procedure's workflow (the kit's runner calls these). Each reads what it
// needs from the request's row, so a workflow carries ids, not copies of names and e-mails.
// Every write is idempotent: an activity retried after a worker crash leaves the same rows as one
// that ran once (projection by version; task, statement and notification by their keys).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contribuyentes, estadosCuenta, solicitudes, tareas, usuarios, type Solicitud } from '../db/schema';
import { nombreDe } from '../domain/common/personas';
import { areaDe, type DefPaso } from '../domain/tramite/definicion';
import { estadoDe, type SnapshotPersistido } from '../domain/tramite/maquina';
import { estatusSolicitud, turno } from '../domain/tramite/lectura';
import { nombreServicio, type ServicioId } from '../domain/tramite/servicios';
import { createNotificador } from './notificador';
import { crearPadronMercadosDesdeEnv, type PadronMercadosAdapter } from './adapters/padron';
import type { RegistroActividades } from './tramite.registro';

/** Days a statement stays payable before a new one must be generated. */
const VIGENCIA_EDO_CUENTA_DIAS = 15;

export function createTramiteActivities({ db, publicUrl, padronMercados, registro }: { db: Db; publicUrl: string; padronMercados?: PadronMercadosAdapter; registro: RegistroActividades }) {
  const { definicionDe, hooks } = registro;
  const notificador = createNotificador({ db, publicUrl });
  const externos = { padronMercados: padronMercados ?? crearPadronMercadosDesdeEnv(process.env) };

  const solicitud = async (id: number): Promise<Solicitud> => {
    const [s] = await db.select().from(solicitudes).where(eq(solicitudes.id, id));
    if (!s) throw new Error(`solicitud ${id} no existe`);
    return s;
  };
  const pasoDe = (s: Solicitud, clave: string): DefPaso<unknown> => {
    const p = definicionDe(s.procedimiento).pasos.find((x: DefPaso<unknown>) => x.clave === clave);
    if (!p) throw new Error(`${s.procedimiento}: paso desconocido ${clave}`);
    return p;
  };

  return {
    /** The workflow's state into the request's row (and the procedure's own projection); an older version never overwrites a newer one. */
    async proyectarSolicitud(a: { solicitudId: number; snapshot: SnapshotPersistido; version: number }): Promise<void> {
      await db.transaction(async (tx) => {
        const [s] = await tx.select().from(solicitudes).where(eq(solicitudes.id, a.solicitudId));
        if (!s || s.version >= a.version) return;
        const def = definicionDe(s.procedimiento);
        const estado = estadoDe(a.snapshot);
        const estatus = estatusSolicitud(def, a.snapshot);
        const t = turno(def, a.snapshot);
        const [nueva] = await tx
          .update(solicitudes)
          .set({
            snapshot: a.snapshot,
            version: a.version,
            estatus,
            estado,
            pasoActual: a.snapshot.context.actual,
            turno: t === null ? null : String(t),
            enviadaAt: estado === 'borrador' ? s.enviadaAt : sql`coalesce(${solicitudes.enviadaAt}, now())`,
            terminadaAt: estado === 'terminada' ? sql`coalesce(${solicitudes.terminadaAt}, now())` : null,
            updatedAt: new Date(),
          })
          .where(and(eq(solicitudes.id, s.id), lt(solicitudes.version, a.version)))
          .returning();
        if (nueva) await hooks[s.procedimiento]?.proyectar?.(tx as unknown as Db, nueva, a.snapshot);
      });
      // After the commit, and on every retry (the projection above is then a no-op): the hook is idempotent.
      const s = await solicitud(a.solicitudId);
      await hooks[s.procedimiento]?.trasProyectar?.(db, s, externos);
    },

    /** Opens a staff step's task once per (workflow, step, round); answers its id and due time as stored. */
    async abrirTarea(a: { solicitudId: number; paso: string; ronda: number; venceAt: string }): Promise<{ id: number; venceAt: string }> {
      const s = await solicitud(a.solicitudId);
      const p = pasoDe(s, a.paso);
      const datos = s.snapshot?.context.datos;
      const areaId = areaDe(p, datos);
      if (areaId === null) throw new Error(`${s.procedimiento}.${a.paso} no tiene área`);
      const [c] = await db.select().from(contribuyentes).where(eq(contribuyentes.id, s.contribuyenteId));
      const base = p.tituloTarea ?? p.etiqueta;
      await db
        .insert(tareas)
        .values({
          workflowId: s.workflowId,
          procedimiento: s.procedimiento,
          paso: a.paso,
          ronda: a.ronda,
          areaId,
          titulo: a.ronda > 1 ? `${base} (reenvío)` : base,
          folio: s.folio,
          solicitudId: s.id,
          contribuyenteId: s.contribuyenteId,
          locacionId: s.locacionId,
          rfc: c.rfc,
          solicitante: nombreDe(c),
          datos: s.titulo ? { titulo: s.titulo } : null,
          venceAt: new Date(a.venceAt),
        })
        .onConflictDoNothing({ target: [tareas.workflowId, tareas.paso, tareas.ronda] });
      const [t] = await db
        .select({ id: tareas.id, venceAt: tareas.venceAt })
        .from(tareas)
        .where(and(eq(tareas.workflowId, s.workflowId), eq(tareas.paso, a.paso), eq(tareas.ronda, a.ronda)));
      return { id: t.id, venceAt: (t.venceAt ?? new Date(a.venceAt)).toISOString() };
    },

    /** The statement of a payable step, once per (request, service, round); the amount is the procedure's tariff. */
    async generarEstadoCuenta(a: { solicitudId: number; servicio: ServicioId; ronda: number }): Promise<{ id: number; folio: string; total: string }> {
      const s = await solicitud(a.solicitudId);
      const tarifa = hooks[s.procedimiento]?.tarifa;
      if (!tarifa) throw new Error(`${s.procedimiento} no cobra el servicio ${a.servicio}`);
      const { conceptos, total } = await tarifa(db, s, a.servicio);
      const vence = new Date(Date.now() + VIGENCIA_EDO_CUENTA_DIAS * 86_400_000).toISOString().slice(0, 10);
      const folio = `EC-${a.servicio}-${String(s.id).padStart(6, '0')}-${a.ronda}`;
      await db
        .insert(estadosCuenta)
        .values({
          folio,
          solicitudId: s.id,
          locacionId: s.locacionId,
          contribuyenteId: s.contribuyenteId,
          servicioId: a.servicio,
          ronda: a.ronda,
          conceptos,
          total,
          estatus: 4,
          venceAt: vence,
        })
        .onConflictDoNothing({ target: [estadosCuenta.solicitudId, estadosCuenta.servicioId, estadosCuenta.ronda] });
      const [row] = await db
        .select({ id: estadosCuenta.id, folio: estadosCuenta.folio, total: estadosCuenta.total })
        .from(estadosCuenta)
        .where(and(eq(estadosCuenta.solicitudId, s.id), eq(estadosCuenta.servicioId, a.servicio), eq(estadosCuenta.ronda, a.ronda)));
      return row;
    },

    /** Tells the taxpayer, in the portal and by e-mail, with the definition's words. */
    async notificarTramite(a: { solicitudId: number; evento: string; clave: string; servicio?: number | null; motivo?: string | null }): Promise<void> {
      const s = await solicitud(a.solicitudId);
      const def = definicionDe(s.procedimiento);
      const texto = def.notificaciones[a.evento];
      if (!texto) return;
      const [dest] = await db
        .select({ usuarioId: contribuyentes.usuarioId, email: contribuyentes.email, cuenta: usuarios.email })
        .from(contribuyentes)
        .innerJoin(usuarios, eq(usuarios.id, contribuyentes.usuarioId))
        .where(eq(contribuyentes.id, s.contribuyenteId));
      const { encabezado, descripcion } = texto({
        folio: s.folio,
        titulo: s.titulo,
        servicio: a.servicio ? nombreServicio(a.servicio) : null,
        motivo: a.motivo ?? null,
      });
      await notificador.enviar({
        usuarioId: dest.usuarioId,
        email: dest.email || dest.cuenta,
        dedupeKey: `${s.procedimiento}-${s.id}-${a.evento}-${a.clave}`,
        encabezado,
        descripcion,
        link: def.enlace({ solicitudId: s.id, locacionId: s.locacionId, contribuyenteId: s.contribuyenteId }),
        establecimientoId: s.locacionId ?? undefined,
      });
    },
  };
}

export type TramiteActivities = ReturnType<typeof createTramiteActivities>;
