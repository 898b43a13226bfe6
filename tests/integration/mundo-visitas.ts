// The permission matrix's field inspection: a Protección Civil visit of the world's establishment,
// ordered through the API and waiting at its assignment, whose row already names the demo
// brigadista (so the brigadista's routes reach it while its workflow has not moved on).
import { and, eq } from 'drizzle-orm';
import { tareas, usuarios, visitas } from '../../db/schema';
import { entrar, type Entorno } from './harness';

export async function mundoVisitas(e: Entorno, { establecimientoId }: { establecimientoId: number }): Promise<{ visitaId: number; brigadistaId: number }> {
  const pc = await entrar(e, 'proteccion.civil');
  const r = await pc.post('/api/visitas', {
    locacion_id: establecimientoId,
    motivo: 'Anuencia de Protección Civil',
    tipo: 'proteccion_civil',
    ventana_inicio: '2026-12-01T09:00:00-05:00',
    ventana_fin: '2026-12-01T13:00:00-05:00',
  });
  if (r.status !== 200) throw new Error(`visita ${r.status} ${JSON.stringify(r.body)}`);
  const visitaId = r.body.data.id as number;
  for (let i = 0; i < 150; i++) {
    const [t] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, visitaId), eq(tareas.estado, 'pendiente')));
    if (t) break;
    await new Promise((res) => setTimeout(res, 100));
  }
  const [b] = await e.db.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, 'brigadista'));
  await e.db.db.update(visitas).set({ brigadistaId: b.id, tabletaSerie: 'TAB-OPB-001' }).where(eq(visitas.solicitudId, visitaId));
  return { visitaId, brigadistaId: b.id };
}
