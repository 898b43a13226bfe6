// Reads and writes of the internal accounts: the list of /admin/usuarios, each change in
// one transaction with its audit line (bitacora_usuarios), so no change exists without its trail.
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { areas, bitacoraUsuarios, sesiones, tabletas, usuarioAreas, usuarios, type Usuario } from '../../db/schema';
import { ACCION_BITACORA, ETIQUETA_ACCION_BITACORA, type AccionBitacora } from '../../domain/usuarios/bitacora';
import { etiquetaEstatusUsuario, etiquetaRol } from '../../domain/usuarios/catalogos';
import type { UsuarioCrear, UsuarioEditar } from '../../domain/usuarios/schema';
import { createEnlacesRepository, SIN_CONTRASENA, sinContrasena, type EnlaceEmitido } from '../auth/enlaces.repository';
import type { BitacoraFila, UsuarioFila } from './usuarios.schemas';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AreaFila = { id: number; nombre: string; es_jefe: boolean };
type Fila = { u: Usuario; areas: AreaFila[]; unidad: { id: number; serie: string } | null };

/** The audit keeps at most this many lines per answer (the newest). */
const LIMITE_BITACORA = 200;

export const nombreCompleto = (u: Pick<Usuario, 'nombre' | 'apellido1' | 'apellido2'>) => [u.nombre, u.apellido1, u.apellido2].filter((x) => x && x.trim()).join(' ');

export function usuarioFila({ u, areas: as, unidad }: Fila): UsuarioFila {
  return {
    id: u.id,
    uuid: u.uuid,
    rfc: u.rfc,
    nombre: u.nombre,
    apellido1: u.apellido1,
    apellido2: u.apellido2,
    nombre_completo: nombreCompleto(u),
    tipo_usuario: u.rol,
    rol_etiqueta: etiquetaRol(u.rol),
    username: u.username,
    email: u.email,
    telefono: u.telefono,
    sexo: u.sexo,
    fecha_nacimiento: u.fechaNacimiento,
    cedula: u.cedula,
    institucion: u.institucion,
    servicio_id: u.servicioId,
    estatus: u.estatus === 1 ? 1 : 0,
    estatus_etiqueta: etiquetaEstatusUsuario(u.estatus),
    tableta: unidad ? 'SI' : 'NO',
    tableta_count: unidad ? 1 : 0,
    unidad,
    clave_temporal: u.claveTemporal,
    activacion_pendiente: sinContrasena(u),
    areas: as,
    created_at: u.createdAt.toISOString(),
  };
}

/**
 * The columns a form writes (the rest: password, status, dates, are the routes' business). `rol` is
 * the form's type, or the seeded area role an edited account keeps.
 */
function columnas(f: UsuarioEditar, rol: string) {
  const profesionista = rol === 'profesionista';
  return {
    rol,
    sexo: f.sexo,
    nombre: f.nombre,
    apellido1: f.apellido1,
    apellido2: f.apellido2,
    username: f.username,
    telefono: f.telefono,
    email: f.email,
    rfc: f.rfc,
    fechaNacimiento: f.fecha_nacimiento,
    // spec 3 §3.8: only a profesionista gives a service, an institution and a cédula
    cedula: profesionista ? f.cedula : null,
    institucion: profesionista ? f.institucion : null,
    servicioId: profesionista ? (f.servicio_id ?? null) : null,
  };
}
type Columnas = ReturnType<typeof columnas>;

/** What a change did, field by field: { campo: [antes, después] } (dates and null as they are stored). */
function diferencias(antes: Usuario, despues: Columnas): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(despues) as [keyof Columnas, unknown][]) {
    if ((antes[k] ?? null) !== (v ?? null)) out[k] = [antes[k] ?? null, v ?? null];
  }
  return out;
}

const areasTexto = (as: { id: number; es_jefe: boolean }[]) => as.map((a) => ({ id: a.id, es_jefe: a.es_jefe })).sort((a, b) => a.id - b.id);

export function createUsuariosAdminRepository({ db }: { db: Db }) {
  const enlaces = createEnlacesRepository({ db });
  // Written out qualified: in a one-table select drizzle names columns without their table, and
  // "id" inside the subquery would then mean the subquery's own table, not the account.
  const areasDe = sql<AreaFila[]>`coalesce((
    select json_agg(json_build_object('id', a.id, 'nombre', a.nombre, 'es_jefe', ua.es_jefe) order by a.id)
    from usuario_areas ua join areas a on a.id = ua.area_id
    where ua.usuario_id = "usuarios"."id"), '[]'::json)`;
  const unidadDe = sql<{ id: number; serie: string } | null>`(
    select json_build_object('id', t.id, 'serie', t.serie) from tabletas t where t.usuario_id = "usuarios"."id" limit 1)`;
  // Internal accounts only: a taxpayer's is not administered here, a deleted one is gone.
  const internas = and(ne(usuarios.rol, 'contribuyente'), isNull(usuarios.eliminadoAt));

  const bitacora = (tx: Tx | Db, actorId: number, usuarioId: number, accion: AccionBitacora, detalle: Record<string, unknown> = {}) =>
    tx.insert(bitacoraUsuarios).values({ actorId, usuarioId, accion, detalle });

  const revocarSesiones = (tx: Tx, usuarioId: number, ahora: Date) =>
    tx.update(sesiones).set({ revokedAt: ahora }).where(and(eq(sesiones.usuarioId, usuarioId), isNull(sesiones.revokedAt)));

  async function reemplazarAreas(tx: Tx, usuarioId: number, nuevas: { id: number; es_jefe: boolean }[]) {
    await tx.delete(usuarioAreas).where(eq(usuarioAreas.usuarioId, usuarioId));
    if (nuevas.length) await tx.insert(usuarioAreas).values(nuevas.map((a) => ({ usuarioId, areaId: a.id, esJefe: a.es_jefe })));
  }

  return {
    async listar(): Promise<UsuarioFila[]> {
      const filas = await db.select({ u: usuarios, areas: areasDe, unidad: unidadDe }).from(usuarios).where(internas).orderBy(asc(usuarios.id));
      return filas.map(usuarioFila);
    },

    /** An internal, not deleted account with its areas and tablet; null for a taxpayer or a deleted one. */
    async porId(id: number): Promise<Fila | null> {
      const [f] = await db.select({ u: usuarios, areas: areasDe, unidad: unidadDe }).from(usuarios).where(and(eq(usuarios.id, id), internas)).limit(1);
      return f ?? null;
    },

    /** An internal account, deleted ones too (their trail stays readable). */
    async existe(id: number): Promise<boolean> {
      const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(and(eq(usuarios.id, id), ne(usuarios.rol, 'contribuyente'))).limit(1);
      return Boolean(u);
    },

    /** The ids of these areas that exist (the form's areas are checked against the table). */
    async areasExistentes(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      return (await db.select({ id: areas.id }).from(areas).where(inArray(areas.id, ids))).map((a) => a.id);
    },

    async areas(): Promise<{ id: number; nombre: string }[]> {
      return db.select({ id: areas.id, nombre: areas.nombre }).from(areas).orderBy(asc(areas.id));
    },

    /** Another account, not deleted, with this e-mail (sign-in by e-mail must name one account). */
    async correoOcupado(email: string, salvoId?: number): Promise<boolean> {
      const [u] = await db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(eq(usuarios.email, email), isNull(usuarios.eliminadoAt), salvoId ? ne(usuarios.id, salvoId) : undefined))
        .limit(1);
      return Boolean(u);
    },

    /** Any account (a taxpayer's or a deleted one too) holding the username: usernames are never reused. */
    async usernameOcupado(username: string, salvoId?: number): Promise<boolean> {
      const [u] = await db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(sql`lower(${usuarios.username}) = ${username.toLowerCase()}`, salvoId ? ne(usuarios.id, salvoId) : undefined))
        .limit(1);
      return Boolean(u);
    },

    /**
     * The account without a password, and the link by which its owner chooses one (spec 3 §5.7 as
     * amended: domain/usuarios/activacion.ts), with the audit lines of both, in one transaction.
     */
    async crear(actorId: number, f: UsuarioCrear): Promise<{ id: number; enlace: EnlaceEmitido }> {
      return db.transaction(async (tx) => {
        const cols = columnas(f, f.tipo_usuario);
        const [u] = await tx.insert(usuarios).values({ ...cols, passwordHash: SIN_CONTRASENA }).returning({ id: usuarios.id, email: usuarios.email });
        await reemplazarAreas(tx, u.id, f.areas);
        const { rol, username, email } = cols;
        await bitacora(tx, actorId, u.id, ACCION_BITACORA.CREADO, { rol, username, email, areas: areasTexto(f.areas) });
        const enlace = await enlaces.emitir(tx, u, 'activacion', actorId);
        return { id: u.id, enlace };
      });
    },

    /** A new link for the account: to activate it while it has no password, else to choose a new one. */
    async nuevoEnlace(actorId: number, u: Usuario): Promise<EnlaceEmitido> {
      return db.transaction((tx) => enlaces.emitir(tx, u, sinContrasena(u) ? 'activacion' : 'restablecer', actorId));
    },

    /** The fields and the areas in one transaction; one audit line each for data and areas, only what changed. */
    async editar(actorId: number, antes: Fila, f: UsuarioEditar, rol: string): Promise<void> {
      await db.transaction(async (tx) => {
        const cols = columnas(f, rol);
        const cambios = diferencias(antes.u, cols);
        await tx.update(usuarios).set({ ...cols, updatedAt: new Date() }).where(eq(usuarios.id, antes.u.id));
        if (Object.keys(cambios).length) await bitacora(tx, actorId, antes.u.id, ACCION_BITACORA.EDITADO, cambios);
        const [a, d] = [areasTexto(antes.areas), areasTexto(f.areas)];
        if (JSON.stringify(a) !== JSON.stringify(d)) {
          await reemplazarAreas(tx, antes.u.id, f.areas);
          await bitacora(tx, actorId, antes.u.id, ACCION_BITACORA.AREAS, { areas: [a, d] });
        }
      });
    },

    /** Enabling or disabling; disabling ends every session of the account in the same transaction. */
    async fijarEstatus(actorId: number, antes: Usuario, estatus: 0 | 1): Promise<void> {
      await db.transaction(async (tx) => {
        const ahora = new Date();
        await tx.update(usuarios).set({ estatus, updatedAt: ahora }).where(eq(usuarios.id, antes.id));
        if (estatus === 0) await revocarSesiones(tx, antes.id, ahora);
        const accion = estatus === 1 ? ACCION_BITACORA.HABILITADO : ACCION_BITACORA.DESHABILITADO;
        await bitacora(tx, actorId, antes.id, accion, { estatus: [antes.estatus, estatus] });
      });
    },

    /**
     * Soft delete: the row stays for the tasks it resolved and the trail; it leaves every list, its
     * sessions end and its tablet goes back to the inventory.
     */
    async eliminar(actorId: number, antes: Fila): Promise<void> {
      await db.transaction(async (tx) => {
        const ahora = new Date();
        await tx.update(usuarios).set({ eliminadoAt: ahora, estatus: 0, updatedAt: ahora }).where(eq(usuarios.id, antes.u.id));
        await revocarSesiones(tx, antes.u.id, ahora);
        await tx.update(tabletas).set({ usuarioId: null, asignadaAt: null }).where(eq(tabletas.usuarioId, antes.u.id));
        await bitacora(tx, actorId, antes.u.id, ACCION_BITACORA.ELIMINADO, { estatus: [antes.u.estatus, 0], ...(antes.unidad ? { tableta: [antes.unidad.serie, null] } : {}) });
      });
    },

    /** The newest lines of the trail, of everyone or of one account. */
    async bitacora(usuarioId?: number): Promise<BitacoraFila[]> {
      const actor = alias(usuarios, 'actor');
      const sujeto = alias(usuarios, 'sujeto');
      const filas = await db
        .select({ b: bitacoraUsuarios, actor, sujeto })
        .from(bitacoraUsuarios)
        .leftJoin(actor, eq(actor.id, bitacoraUsuarios.actorId))
        .leftJoin(sujeto, eq(sujeto.id, bitacoraUsuarios.usuarioId))
        .where(usuarioId === undefined ? undefined : eq(bitacoraUsuarios.usuarioId, usuarioId))
        .orderBy(desc(bitacoraUsuarios.createdAt), desc(bitacoraUsuarios.id))
        .limit(LIMITE_BITACORA);
      const quien = (u: Usuario | null) => (u ? nombreCompleto(u) || u.username : null);
      return filas.map(({ b, actor: a, sujeto: s }) => ({
        id: b.id,
        fecha: b.createdAt.toISOString(),
        actor: quien(a),
        usuario: quien(s),
        usuario_id: b.usuarioId,
        accion: b.accion,
        accion_etiqueta: ETIQUETA_ACCION_BITACORA[b.accion as AccionBitacora] ?? b.accion,
        detalle: b.detalle,
      }));
    },
  };
}

export type UsuariosAdminRepository = ReturnType<typeof createUsuariosAdminRepository>;
