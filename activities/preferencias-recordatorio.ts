// Whether a taxpayer still wants a kind of reminder by e-mail (Perfil → Recordatorios por correo).
// In-app notifications always go; only the e-mail copy follows this switch. On unless turned off.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preferenciasRecordatorio } from '../db/schema';
import type { TipoRecordatorio } from '../domain/tramite/recordatorios';

export async function quiereCorreo(db: Db, usuarioId: number, tipo: TipoRecordatorio): Promise<boolean> {
  const [pref] = await db
    .select({ correo: preferenciasRecordatorio.correo })
    .from(preferenciasRecordatorio)
    .where(and(eq(preferenciasRecordatorio.usuarioId, usuarioId), eq(preferenciasRecordatorio.tipo, tipo)));
  return pref?.correo ?? true;
}
