// The permission matrix's brigadista without a tablet and a tablet nobody holds. Names and
// serial numbers of their own: several worlds (rows with mundoPropio) share one database.
import { randomBytes } from 'node:crypto';
import { tabletas, usuarios } from '../../db/schema';
import type { Entorno } from './harness';

export async function mundoTabletas(e: Entorno): Promise<{ brigadistaId: number; tabletaId: number }> {
  const db = e.db.db;
  const sufijo = randomBytes(4).toString('hex');
  const [u] = await db
    .insert(usuarios)
    .values({ username: `brigadista.${sufijo}`, email: `brigadista.${sufijo}@opb.gob.mx`, passwordHash: 'sin-acceso', rol: 'brigadista', nombre: 'JUAN', apellido1: 'PRUEBA', apellido2: 'MATRIZ' })
    .returning({ id: usuarios.id });
  const [t] = await db
    .insert(tabletas)
    .values({ serie: `TAB-MUNDO-${sufijo.toUpperCase()}`, descripcion: 'Tableta de la matriz de permisos' })
    .returning({ id: tabletas.id });
  return { brigadistaId: u.id, tabletaId: t.id };
}
