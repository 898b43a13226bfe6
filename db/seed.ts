// Catalogues (always) and demo accounts (SEED_DEMO=1 / npm start). Idempotent: safe on every start.
import { eq, sql } from 'drizzle-orm';
import { crearDb } from './client';
import { areas, catCalles, catColonias, catEntidades, catLocalidades, catMunicipios, contribuyentes, representantes, usuarioAreas, usuarios } from './schema';
import { AREA_CATALOGOS, AREAS } from '../domain/common/catalogos';
import { sembrarCatalogosAdmin } from './seed-data/catalogos-admin';
import { sembrarTabletas } from './seed-data/tabletas';
import { hashPassword } from '../api/auth/passwords';
import { CALLES, COLONIAS, LOCALIDADES } from './seed-data/direcciones';
import { catConvenios } from './schema/convenios.table';
import { CATALOGO_CONVENIOS } from '../domain/convenios/catalogo';
import { enlazarCuentas, sembrarMercados } from './seed-data/mercados';
import { FIRMANTES_DEMO } from '../sim/efirma/demo';

export const DEMO_PASSWORD = 'Demo2026!';

export interface CuentaDemo {
  usuario: string;
  rol: string;
  descripcion: string;
}

/** One demo account per staff area; the demo requests (scripts/demo-solicitudes.ts) resolve each area's tasks as its account. */
export const STAFF_DEMO: { username: string; nombre: string; apellido1: string; rol: string; areaId: number; jefe?: boolean }[] = [
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
  { username: 'jefatura.urbano', nombre: 'Silvia', apellido1: 'Herrera', rol: 'jefatura_desarrollo_urbano', areaId: 61 },
  { username: 'direccion.urbano', nombre: 'Alberto', apellido1: 'Novelo', rol: 'direccion_desarrollo_urbano', areaId: 62 },
  // an account of the kind /admin/usuarios creates (an analista given an area there)
  { username: 'catalogos', nombre: 'Beatriz', apellido1: 'Chi', rol: 'analista', areaId: 90 },
];

/**
 * Taxpayers with a captured profile (personas físicas). With the demo requests on (npm start),
 * the first gets a validated profile and requests at every stage, the second's profile waits in
 * the Padrón inbox, and the third's is left for the visitor to send.
 */
export const CONTRIBUYENTES_DEMO = [
  {
    rfc: 'GODE561231GR8',
    curp: 'GODE561231HQRDZR02',
    nombre: 'ERNESTO',
    apellido1: 'GODÍNEZ',
    apellido2: 'DÍAZ',
    email: 'ernesto.godinez@example.mx',
    telefono: '9831234567',
    domicilio: { codigo_postal: '77000', localidad_id: 1, colonia_id: 1, calle_id: 100, numero_exterior: '145' },
    representante: { nombre: 'MARÍA', apellido1: 'GODÍNEZ', apellido2: 'CHAN', telefonoMovil: '9837654321', email: 'maria.godinez@example.mx' },
  },
  {
    rfc: 'MECL840917HJ2',
    curp: 'MECL840917MQRDHR03',
    nombre: 'LAURA',
    apellido1: 'MEDINA',
    apellido2: 'CHAN',
    email: 'laura.medina@example.mx',
    telefono: '9832345678',
    domicilio: { codigo_postal: '77083', localidad_id: 1, colonia_id: 6, calle_id: 601, numero_exterior: '210' },
    representante: { nombre: 'JOSÉ', apellido1: 'MEDINA', apellido2: 'POOT', telefonoMovil: '9838765432', email: 'jose.medina@example.mx' },
  },
  {
    rfc: 'PAKR910305QT6',
    curp: 'PAKR910305HQRTXB03',
    nombre: 'RUBÉN',
    apellido1: 'PAT',
    apellido2: 'KU',
    email: 'ruben.pat@example.mx',
    telefono: '9833456789',
    domicilio: { codigo_postal: '77030', localidad_id: 1, colonia_id: 10, calle_id: 1005, numero_exterior: '390' },
    representante: { nombre: 'ELENA', apellido1: 'KU', apellido2: 'CAAMAL', telefonoMovil: '9839876543', email: 'elena.ku@example.mx' },
  },
] as const;

export const CUENTAS_DEMO: CuentaDemo[] = [
  { usuario: 'GODE561231GR8', rol: 'contribuyente', descripcion: 'Perfil validado; establecimientos con licencia y solicitudes en cada etapa' },
  { usuario: 'MECL840917HJ2', rol: 'contribuyente', descripcion: 'Perfil enviado: espera la revisión del Padrón' },
  { usuario: 'PAKR910305QT6', rol: 'contribuyente', descripcion: 'Perfil capturado, listo para enviar a revisión' },
  { usuario: 'root', rol: 'root', descripcion: 'Operador: todas las bandejas y el buzón de correos' },
  { usuario: 'admin', rol: 'administrador', descripcion: 'Administrador' },
  { usuario: 'operativo', rol: 'operativo', descripcion: 'Personal operativo (beneficiarios)' },
  { usuario: 'brigadista', rol: 'brigadista', descripcion: 'Brigadista con la tableta TAB-OPB-001' },
  { usuario: 'profesionista', rol: 'profesionista', descripcion: 'Profesionista (Medicina General, DIF Municipal) sin tableta' },
  ...STAFF_DEMO.map((s) => ({ usuario: s.username, rol: s.rol, descripcion: s.areaId === AREA_CATALOGOS ? 'Catálogos: documentos, giros, tarifas, mercados' : `Bandeja de ${AREAS.find((a) => a.id === s.areaId)?.nombre}${s.jefe ? ' (jefa de área)' : ''}` })),
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
    // The office keeps the agreements at /admin/catalogos: a re-seed adds what is missing and overwrites nothing.
    for (const c of CATALOGO_CONVENIOS) await db.insert(catConvenios).values(c).onConflictDoNothing();
    await sembrarMercados(db);
    await sembrarCatalogosAdmin(db);
    if (demo) {
      await sembrarDemo(db);
      await enlazarCuentas(db);
      await sembrarTabletas(db, DEMO_PASSWORD);
    }
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
    // The officials who sign carry the RFC and CURP of their demo e.firma (sim/efirma/demo.ts).
    const firmante = FIRMANTES_DEMO[s.username];
    if (firmante) await db.update(usuarios).set({ rfc: firmante.rfc, curp: firmante.curp }).where(eq(usuarios.id, id));
    await db.insert(usuarioAreas).values({ usuarioId: id, areaId: s.areaId, esJefe: !!s.jefe }).onConflictDoNothing();
  }
  for (const c of CONTRIBUYENTES_DEMO) {
    const uid = await crearUsuario({ username: c.rfc, email: c.email, passwordHash: hash, rol: 'contribuyente', rfc: c.rfc });
    const [fila] = await db
      .insert(contribuyentes)
      .values({
        usuarioId: uid,
        tipoPersona: 1,
        rfc: c.rfc,
        curp: c.curp,
        nombre: c.nombre,
        apellido1: c.apellido1,
        apellido2: c.apellido2,
        email: c.email,
        telefonoMovil: c.telefono,
        esExterno: false,
        domicilio: c.domicilio,
        tipoProcesoId: 2,
        onboardingPregunta1: 1,
        onboardingPregunta2: false,
        perfilCompleto: true,
      })
      .onConflictDoNothing({ target: contribuyentes.usuarioId })
      .returning({ id: contribuyentes.id });
    if (fila) await db.insert(representantes).values({ contribuyenteId: fila.id, tipo: 'R', esRepresentanteLegal: true, ...c.representante });
  }
  await db.execute(sql`select 1`);
}
