// The demo's field inspections (README demo table): the brigadista (tablet TAB-OPB-001) has two
// visits on the day the demo is prepared — Protección Civil's for LAVANDERÍA AGUA CLARA's anuencia
// and Fiscalización's hours check of RESTAURANTE BAR EL MANGLAR — ordered and assigned through the
// API by each area, as people do; a visit not made stays on the brigadista's list on later days.
import { and, eq } from 'drizzle-orm';
import { solicitudes, usuarios } from '../db/schema';
import { hoyCancun } from '../domain/tramite/fechas';
import type { TipoVisita } from '../domain/visitas/tipos';
import type { ContextoDemo } from './demo-avance';

type Negocio = { id: number; nombre: string; solicitudId?: number };

export async function sembrarVisitasDemo(c: ContextoDemo, negocios: { lavanderia: Negocio; restaurante: Negocio }) {
  const [b] = await c.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, 'brigadista'));
  if (!b) throw new Error('falta la cuenta de demostración brigadista (db/seed-data/tabletas.ts)');
  const dia = hoyCancun();
  const visita = async (n: Negocio, tipo: TipoVisita, area: string, motivo: string, ventana: [string, string]) => {
    const nombre = `visita de ${n.nombre}`;
    await c.escenario({
      nombre,
      rfc: c.rfc,
      meta: { paso: 'visita' },
      buscar: async () => (await c.db.select().from(solicitudes).where(and(eq(solicitudes.procedimiento, 'visita'), eq(solicitudes.locacionId, n.id))))[0],
      crear: async () => {
        const r = await c.exigir(
          area,
          {
            method: 'POST',
            url: '/api/visitas',
            payload: { locacion_id: n.id, solicitud_id: n.solicitudId ?? null, motivo, tipo, ventana_inicio: `${dia}T${ventana[0]}:00-05:00`, ventana_fin: `${dia}T${ventana[1]}:00-05:00` },
          },
          nombre,
        );
        return c.esperar(async () => (await c.db.select().from(solicitudes).where(eq(solicitudes.id, r.body.data?.id as number)))[0], nombre);
      },
      // The coordination assigns it from its own route; the inbox then finds the task already closed.
      antesDeAprobar: {
        asignacion: async (t) => void (await c.exigir(area, { method: 'POST', url: `/api/visitas/${t.solicitudId}/asignar`, payload: { brigadista_id: b.id } }, `asignación de la ${nombre}`)),
      },
    });
  };
  await visita(negocios.lavanderia, 'proteccion_civil', 'proteccion.civil', 'Anuencia de Protección Civil: verificación de medidas de seguridad', ['09:00', '13:00']);
  await visita(negocios.restaurante, 'fiscalizacion', 'fiscalizacion', 'Verificación de horario y nivel de sonido', ['17:00', '21:00']);
}
