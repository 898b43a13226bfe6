// The demo seeder signs as the demo officials do: a signature step that asks for e.firma is signed
// with the account's demo e.firma files (sim/data/efirma), through the same two calls as the web.
import { archivosEfirmaDemo, FIRMANTES_DEMO } from '../sim/efirma/demo';
import { firmarTarea } from '../sim/efirma/cliente';
import type { ClienteDemo, Respuesta } from './demo-cliente';

/** The completion's answer, or null when the task is not signed with e.firma (or the account has no demo files). */
export async function firmarComoDemo(c: ClienteDemo, usuario: string, tareaId: number): Promise<Respuesta | null> {
  if (!FIRMANTES_DEMO[usuario]) return null;
  const api = {
    get: (url: string) => c.pedir(usuario, { method: 'GET', url }),
    post: (url: string, payload: unknown) => c.pedir(usuario, { method: 'POST', url, payload: payload as Record<string, unknown> }),
  };
  return (await firmarTarea(api, tareaId, archivosEfirmaDemo(usuario))) as Respuesta | null;
}
