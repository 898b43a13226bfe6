// Demo (npm start only): the municipality's five field tablets, a brigadista holding the
// first and a profesionista without one, so /admin/usuarios shows both actions (assign, unlink) at
// once. Idempotent and respectful of the office's edits: accounts and tablets are only added where
// missing, and TAB-OPB-001 goes to the brigadista only in the run that creates it.
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { tabletas, usuarios } from '../schema';
import { hashPassword } from '../../api/auth/passwords';

export const TABLETAS_DEMO = [
  { serie: 'TAB-OPB-001', descripcion: 'Samsung Galaxy Tab A8 — Brigada de salud' },
  { serie: 'TAB-OPB-002', descripcion: 'Samsung Galaxy Tab A8 — Brigada de salud' },
  { serie: 'TAB-OPB-003', descripcion: 'Lenovo Tab M10 — Consultorio móvil' },
  { serie: 'TAB-OPB-004', descripcion: 'Lenovo Tab M10 — Consultorio móvil' },
  { serie: 'TAB-OPB-005', descripcion: 'Samsung Galaxy Tab A8 — Reserva' },
] as const;

/** The demo accounts a tablet is for (spec 3 §6: profesionista, brigadista). */
export const CUENTAS_TABLETA_DEMO = [
  {
    username: 'brigadista',
    rol: 'brigadista',
    nombre: 'Juan',
    apellido1: 'Caamal',
    apellido2: 'Pool',
    sexo: 'H',
    telefono: '9831002030',
    tableta: 'TAB-OPB-001',
  },
  {
    username: 'profesionista',
    rol: 'profesionista',
    nombre: 'Elena',
    apellido1: 'Ramírez',
    apellido2: 'Sosa',
    sexo: 'M',
    telefono: '9831004050',
    servicioId: 1,
    institucion: 'DIF Municipal',
    tableta: null,
  },
] as const;

export async function sembrarTabletas(db: Db, password: string): Promise<void> {
  const hash = await hashPassword(password);
  const nuevas = new Set<string>();
  for (const t of TABLETAS_DEMO) {
    const [fila] = await db.insert(tabletas).values(t).onConflictDoNothing({ target: tabletas.serie }).returning({ serie: tabletas.serie });
    if (fila) nuevas.add(fila.serie);
  }
  for (const { tableta, ...c } of CUENTAS_TABLETA_DEMO) {
    await db
      .insert(usuarios)
      .values({ ...c, email: `${c.username}@opb.gob.mx`, passwordHash: hash })
      .onConflictDoNothing({ target: usuarios.username });
    if (!tableta || !nuevas.has(tableta)) continue;
    const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, c.username));
    const [propia] = await db.select({ id: tabletas.id }).from(tabletas).where(eq(tabletas.usuarioId, u.id));
    if (!propia) await db.update(tabletas).set({ usuarioId: u.id, asignadaAt: new Date() }).where(eq(tabletas.serie, tableta));
  }
}
