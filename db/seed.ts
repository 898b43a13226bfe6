// Catalogues (always) and demo accounts (SEED_DEMO=1 / npm start). Idempotent: safe on every start.
import { eq, sql } from 'drizzle-orm';
import { crearDb } from './client';
import { areas, catCalles, catColonias, catEntidades, catLocalidades, catMunicipios, contribuyentes, representantes, usuarioAreas, usuarios } from './schema';
import { AREAS } from '../domain/common/catalogos';
import { hashPassword } from '../api/auth/passwords';
import { CALLES, COLONIAS, LOCALIDADES } from './seed-data/direcciones';

export const DEMO_PASSWORD = 'Demo2026!';

export interface CuentaDemo {
  usuario: string;
  rol: string;
  descripcion: string;
}

const STAFF_DEMO: { username: string; nombre: string; apellido1: string; rol: string; areaId: number; jefe?: boolean }[] = [
  { username: 'revisor.padron', nombre: 'Lucía', apellido1: 'Canul', rol: 'revisor_padron', areaId: 1 },
  { username: 'jefa.padron', nombre: 'Martha', apellido1: 'Pech', rol: 'revisor_padron', areaId: 1, jefe: true },
  { username: 'revisor.licencias', nombre: 'Jorge', apellido1: 'Chan', rol: 'revisor_licencias', areaId: 20 },
  { username: 'coordinacion.sare', nombre: 'Ana', apellido1: 'May', rol: 'coordinacion_sare', areaId: 21 },
  { username: 'desarrollo.urbano', nombre: 'Raúl', apellido1: 'Ek', rol: 'desarrollo_urbano', areaId: 6 },
  { username: 'proteccion.civil', nombre: 'Carmen', apellido1: 'Uc', rol: 'proteccion_civil', areaId: 7 },
  { username: 'residuos.solidos', nombre: 'Pedro', apellido1: 'Poot', rol: 'residuos_solidos', areaId: 8 },
  { username: 'fiscalizacion', nombre: 'Rosa', apellido1: 'Tun', rol: 'fiscalizacion', areaId: 9 },
  { username: 'mercados', nombre: 'Felipe', apellido1: 'Cauich', rol: 'mercados', areaId: 27 },
  { username: 'tesoreria', nombre: 'Gabriela', apellido1: 'Dzul', rol: 'tesoreria', areaId: 30 },
  { username: 'direccion.ingresos', nombre: 'Manuel', apellido1: 'Kú', rol: 'direccion_ingresos', areaId: 31 },
];

export const CUENTAS_DEMO: CuentaDemo[] = [
  { usuario: 'GODE561231GR8', rol: 'contribuyente', descripcion: 'Contribuyente con perfil capturado, listo para enviar a revisión' },
  { usuario: 'root', rol: 'root', descripcion: 'Operador: todas las bandejas y el buzón de correos' },
  { usuario: 'admin', rol: 'administrador', descripcion: 'Administrador' },
  { usuario: 'operativo', rol: 'operativo', descripcion: 'Personal operativo (beneficiarios)' },
  ...STAFF_DEMO.map((s) => ({ usuario: s.username, rol: s.rol, descripcion: `Bandeja de ${AREAS.find((a) => a.id === s.areaId)?.nombre}${s.jefe ? ' (jefa de área)' : ''}` })),
];

export async function sembrar(url: string, { demo }: { demo: boolean }): Promise<void> {
  const { db, close } = crearDb(url, { max: 1 });
  try {
    for (const a of AREAS) {
      await db
        .insert(areas)
        .values({ id: a.id, clave: a.clave, nombre: a.nombre, rol: a.rol, recibeMensajes: a.recibeMensajes })
        .onConflictDoUpdate({ target: areas.id, set: { nombre: a.nombre, clave: a.clave, rol: a.rol, recibeMensajes: a.recibeMensajes } });
    }
    await db.insert(catEntidades).values({ id: 23, label: 'QUINTANA ROO' }).onConflictDoNothing();
    await db.insert(catMunicipios).values({ id: 4, entidadId: 23, label: 'OTHÓN P. BLANCO' }).onConflictDoNothing();
    await db.insert(catLocalidades).values(LOCALIDADES.map((l) => ({ ...l, entidadId: 23, municipioId: 4 }))).onConflictDoNothing();
    await db.insert(catColonias).values(COLONIAS).onConflictDoNothing();
    await db.insert(catCalles).values(CALLES).onConflictDoNothing();
    if (demo) await sembrarDemo(db);
  } finally {
    await close();
  }
}

async function sembrarDemo(db: ReturnType<typeof crearDb>['db']) {
  // The same argon2id parameters as a sign-up (api/auth/passwords.ts).
  const hash = await hashPassword(DEMO_PASSWORD);
  const crearUsuario = async (v: typeof usuarios.$inferInsert) => {
    const [u] = await db.insert(usuarios).values(v).onConflictDoNothing({ target: usuarios.username }).returning({ id: usuarios.id });
    if (u) return u.id;
    const [e] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, v.username));
    return e.id;
  };
  await crearUsuario({ username: 'root', email: 'root@opb.gob.mx', passwordHash: hash, rol: 'root', nombre: 'Operador', apellido1: 'del Sistema' });
  await crearUsuario({ username: 'admin', email: 'admin@opb.gob.mx', passwordHash: hash, rol: 'administrador', nombre: 'Administración', apellido1: 'Ventanilla' });
  await crearUsuario({ username: 'operativo', email: 'operativo@opb.gob.mx', passwordHash: hash, rol: 'operativo', nombre: 'Personal', apellido1: 'Operativo' });
  for (const s of STAFF_DEMO) {
    const id = await crearUsuario({ username: s.username, email: `${s.username}@opb.gob.mx`, passwordHash: hash, rol: s.rol, nombre: s.nombre, apellido1: s.apellido1 });
    await db.insert(usuarioAreas).values({ usuarioId: id, areaId: s.areaId, esJefe: !!s.jefe }).onConflictDoNothing();
  }
  const uid = await crearUsuario({ username: 'GODE561231GR8', email: 'ernesto.godinez@example.mx', passwordHash: hash, rol: 'contribuyente', rfc: 'GODE561231GR8' });
  const [c] = await db
    .insert(contribuyentes)
    .values({
      usuarioId: uid,
      tipoPersona: 1,
      rfc: 'GODE561231GR8',
      curp: 'GODE561231HQRDZR02',
      nombre: 'ERNESTO',
      apellido1: 'GODÍNEZ',
      apellido2: 'DÍAZ',
      email: 'ernesto.godinez@example.mx',
      telefonoMovil: '9831234567',
      esExterno: false,
      domicilio: { codigo_postal: '77000', localidad_id: 1, colonia_id: 1, calle_id: 100, numero_exterior: '145' },
      tipoProcesoId: 2,
      onboardingPregunta1: 1,
      onboardingPregunta2: false,
      perfilCompleto: true,
    })
    .onConflictDoNothing({ target: contribuyentes.usuarioId })
    .returning({ id: contribuyentes.id });
  if (c) {
    await db.insert(representantes).values({
      contribuyenteId: c.id,
      tipo: 'R',
      nombre: 'MARÍA',
      apellido1: 'GODÍNEZ',
      apellido2: 'CHAN',
      telefonoMovil: '9837654321',
      email: 'maria.godinez@example.mx',
      esRepresentanteLegal: true,
    });
  }
  await db.execute(sql`select 1`);
}
