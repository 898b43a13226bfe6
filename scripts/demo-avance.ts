// Where a demo request stands against the stage the README's demo table gives it, and the walk
// toward that stage (scripts/demo-solicitudes.ts). The request's state is read from its projection
// (the workflow writes it), never assumed from what an earlier start did, so a start after a crash
// finishes only what is missing. A request is never moved past its stage: the walk acts only on a
// task or a payment of a step before it, and one that people already moved on (approved, paid,
// returned, resent) is left where they left it.
import { and, eq } from 'drizzle-orm';
import { tareas } from '../db/schema';
import { MSG_EXTRA } from '../domain/common/messages';
import { definicionDe } from '../domain/tramites';
import type { CualquierDefinicion } from '../domain/tramite/definicion';
import type { Db } from '../db/client';
import type { ClienteDemo, Solicitud, Tarea } from './demo-cliente';
import { firmarComoDemo } from './demo-efirma';

/**
 * A demo request's stage: finished, or waiting at a step (its task open, its statement payable, or
 * the delivery it asks for), or returned by the reviewer of a step with a reason.
 */
export type Meta = 'terminada' | { paso: string; devolver?: string };

/** 'llego': at its stage; 'antes': short of it (a start walks it there); 'fuera': moved on or aside by people, left alone. */
export type Situacion = 'llego' | 'antes' | 'fuera';

export interface Resumen {
  completos: string[];
  hechos: string[];
}

/** Work a staff member does before approving a step (Residuos Sólidos registers a debt first). */
export type AntesDeAprobar = Record<string, (t: Tarea) => Promise<void>>;

export interface Escenario {
  /** how the console and the summary name it */
  nombre: string;
  rfc: string;
  meta: Meta;
  /** the request, when an earlier start made it */
  buscar: () => Promise<Solicitud | undefined>;
  /** makes it as its taxpayer does (a draft, or sent at once where the API sends on creation) */
  crear: () => Promise<Solicitud>;
  /** sends a draft: whatever the draft still needs (its files), then its 'Enviar'; `recien` when this start made it */
  enviar?: (s: Solicitud, recien: boolean) => Promise<void>;
  /** the key its payment orders name (an establishment's, or the request's folio) */
  clave?: (s: Solicitud) => string | Promise<string>;
  antesDeAprobar?: AntesDeAprobar;
}

/** What each demo-*.ts scenario file is given: the demo taxpayer, the API as the demo accounts, and the walk. */
export interface ContextoDemo {
  db: Db;
  rfc: string;
  contribuyenteId: number;
  exigir: ClienteDemo['exigir'];
  esperar: ClienteDemo['esperar'];
  escenario: (e: Escenario) => Promise<Solicitud>;
  resumen: Resumen;
}

const indice = (def: CualquierDefinicion, paso: string | null) => (paso ? def.pasos.findIndex((p) => p.clave === paso) : -1);

export function crearAvance(c: ClienteDemo, resumen: Resumen, usuarioDeArea: ReadonlyMap<number, string>) {
  const tope = (def: CualquierDefinicion, meta: Meta) => {
    if (meta === 'terminada') return Number.POSITIVE_INFINITY;
    const i = indice(def, meta.paso);
    if (i < 0) throw new RangeError(`${def.clave}: paso desconocido ${meta.paso}`);
    return i;
  };
  const fueDevuelta = async (id: number) =>
    (await c.db.select({ id: tareas.id }).from(tareas).where(and(eq(tareas.solicitudId, id), eq(tareas.resultado, 'rechazado'))).limit(1)).length > 0;
  /** Its current step shows in an inbox, a payable statement or a delivery the taxpayer is asked for. */
  const esperaEnPaso = async (s: Solicitud) =>
    s.estado === 'entrega' || (await c.tareaPendiente(s.id))?.paso === s.pasoActual || (s.estado === 'pago' && !!(await c.edoPendiente(s.id)));

  async function situacion(s: Solicitud, meta: Meta): Promise<Situacion> {
    if (s.estado === 'borrador') return 'antes';
    if (meta === 'terminada') return s.estado === 'terminada' ? 'llego' : s.estado === 'devuelta' || s.estado === 'rechazada' ? 'fuera' : 'antes';
    if (s.estado === 'terminada' || s.estado === 'rechazada') return 'fuera';
    if (meta.devolver) {
      if (s.estado === 'devuelta') return 'llego';
      // Returned once and sent again since: the taxpayer's correction, not a step to repeat.
      if (await fueDevuelta(s.id)) return 'fuera';
    } else if (s.estado === 'devuelta') return 'fuera';
    const def = definicionDe(s.procedimiento);
    const i = indice(def, s.pasoActual);
    const j = tope(def, meta);
    if (i > j) return 'fuera';
    if (i < j || meta.devolver) return 'antes';
    return (await esperaEnPaso(s)) ? 'llego' : 'antes';
  }

  /**
   * Walks a sent request as the staff of each area and its taxpayer would — approving the tasks and
   * paying the statements of the steps before its stage, and nothing at or after it — until it is there.
   */
  async function avanzar(rfc: string, id: number, meta: Meta, o: { clave?: string; antesDeAprobar?: AntesDeAprobar } = {}): Promise<Situacion> {
    const limite = Date.now() + c.plazoMs * 6;
    for (;;) {
      const s = await c.solicitud(id);
      const donde = await situacion(s, meta);
      if (donde !== 'antes') return donde;
      if (Date.now() > limite) throw new Error(`${s.folio} no avanzó a tiempo (en ${s.pasoActual})`);
      const def = definicionDe(s.procedimiento);
      const j = tope(def, meta);
      const t = await c.tareaPendiente(id);
      const devolver = t && meta !== 'terminada' && meta.devolver && t.paso === meta.paso ? meta.devolver : null;
      if (t && (devolver || indice(def, t.paso) < j)) {
        if (!devolver) await o.antesDeAprobar?.[t.paso]?.(t);
        const revisor = usuarioDeArea.get(t.areaId) ?? 'root';
        const decision = devolver ? { resultado: 'rechazado', motivo_rechazo: devolver } : { resultado: 'aprobado' };
        // A signature that asks for e.firma is signed with the account's demo files (scripts/demo-efirma.ts).
        const r = (!devolver && (await firmarComoDemo(c, revisor, t.id))) || (await c.pedir(revisor, { method: 'POST', url: `/api/tareas/${t.id}/resolver`, payload: decision }));
        // The workflow may close or replace the task between the read and the decision (a payment
        // confirmed by the gateway and by the dialog at once): read the request again.
        if (r.status === 400 && r.body.message === MSG_EXTRA.tareaNoPendiente) {
          await c.dormir(150);
          continue;
        }
        if (r.status !== 200) throw new Error(`${t.titulo} (${t.folio}): ${r.status} ${r.body.message ?? ''}`);
        await c.esperar(async () => (await c.db.select({ estado: tareas.estado }).from(tareas).where(eq(tareas.id, t.id)))[0]?.estado !== 'pendiente', `cierre de la tarea ${t.id}`);
        continue;
      }
      const e = s.turno === 'contribuyente' && s.estado === 'pago' ? await c.edoPendiente(id) : undefined;
      const pasoDelPago = e ? def.pasos.findIndex((p) => p.tipo === 'pago' && p.servicio === e.servicioId) : -1;
      if (e && pasoDelPago < j) await c.pagar(rfc, s, o.clave ?? '');
      else await c.dormir(150);
    }
  }

  /** One demo request toward its stage: found or made, sent if it is a draft, walked no further than its stage. */
  async function escenario(e: Escenario): Promise<Solicitud> {
    let s = await e.buscar();
    if (s && (await situacion(s, e.meta)) !== 'antes') {
      resumen.completos.push(e.nombre);
      return s;
    }
    const recien = !s;
    s ??= await e.crear();
    if (s.estado === 'borrador') {
      if (!e.enviar) {
        const id = s.id;
        s = await c.esperar(async () => {
          const x = await c.solicitud(id);
          return x.estado !== 'borrador' && x;
        }, `envío de ${e.nombre}`);
      } else await e.enviar(s, recien);
    }
    await avanzar(e.rfc, s.id, e.meta, { clave: e.clave ? await e.clave(s) : '', antesDeAprobar: e.antesDeAprobar });
    resumen.hechos.push(e.nombre);
    return c.solicitud(s.id);
  }

  return { situacion, avanzar, escenario };
}

export type Avance = ReturnType<typeof crearAvance>;
