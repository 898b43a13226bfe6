// What the profile form offers (spec 1 §4.2), read by the profile's answer (contribuyentes.repository.ts)
// and its registry entry alike: its own module, so neither imports the other.
import type { Solicitud } from '../../db/schema';
import { perfil } from '../../domain/perfil/definicion';
import { accionesTramite } from '../../domain/tramite/lectura';
import { snapshotDe } from '../tramites/lectura';

/** spec 1 §4.2: what the profile form offers; before the profile exists it can only be saved. */
export function accionesPerfil(s: Solicitud | null, existe: boolean) {
  const a = accionesTramite(perfil, s ? snapshotDe(perfil, s, {}) : snapshotDe(perfil, { estado: 'borrador', snapshot: null }, {}));
  return { ...a, guardar: !existe || a.guardar, enviar: existe && a.enviar };
}
