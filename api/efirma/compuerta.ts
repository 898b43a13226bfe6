// The server's gate for e.firma: a signature step that asks for it cannot be approved by a click
// (the inbox's resolver, a procedure's own 'firmar' route, anything that resolves a task) — only by
// a completed e.firma signature of that task (api/efirma/firma.ts records it before resolving).
import { eq } from 'drizzle-orm';
import { tareas } from '../../db/schema';
import { MSG_EFIRMA } from '../../domain/efirma/mensajes';
import { requiereEfirma } from '../../domain/efirma/pasos';
import type { DefPaso } from '../../domain/tramite/definicion';
import { definicionDe } from '../../domain/tramites';
import type { AppDeps } from '../lib/contexto';
import { badRequest } from '../lib/errors';
import { createEfirmaRepository } from './efirma.repository';
import { modoFirma } from './modo';

export async function exigirEfirma(deps: AppDeps, args: { tareaId: number; paso: string; resultado: 'aprobado' | 'rechazado' }): Promise<void> {
  if (args.resultado !== 'aprobado') return;
  const [t] = await deps.db.select({ procedimiento: tareas.procedimiento }).from(tareas).where(eq(tareas.id, args.tareaId));
  if (!t) return;
  const paso = (definicionDe(t.procedimiento).pasos as readonly DefPaso[]).find((p) => p.clave === args.paso);
  if (!requiereEfirma(paso, await modoFirma(deps))) return;
  if (await createEfirmaRepository({ db: deps.db }).tareaFirmada(args.tareaId)) return;
  throw badRequest(MSG_EFIRMA.requiereEfirma, 'efirma.requerida');
}
