// The permission matrix's staff account, the one the users' rows read, edit, disable and
// delete: an analista of Desarrollo Urbano with a name of its own (several worlds share a database).
import { randomBytes } from 'node:crypto';
import { usuarioAreas, usuarios } from '../../db/schema';
import { hashPassword } from '../../api/auth/passwords';
import type { Entorno } from './harness';

export async function mundoUsuarios(e: Entorno): Promise<{ staffId: number }> {
  const sufijo = randomBytes(4).toString('hex');
  const [u] = await e.db.db
    .insert(usuarios)
    .values({
      username: `analista.${sufijo}`,
      email: `analista.${sufijo}@opb.gob.mx`,
      passwordHash: await hashPassword(`Clave-${sufijo}`),
      rol: 'analista',
      nombre: 'PRUEBA',
      apellido1: 'PERMISOS',
      apellido2: 'MATRIZ',
      sexo: 'M',
      telefono: '9831234567',
    })
    .returning({ id: usuarios.id });
  await e.db.db.insert(usuarioAreas).values({ usuarioId: u.id, areaId: 6 });
  return { staffId: u.id };
}
