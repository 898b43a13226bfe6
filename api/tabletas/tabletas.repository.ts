// Reads and writes of the field tablets (spec 3 §2.9, §6, §7.8 'Tramite'). A tablet is held
// by at most one profesionista or brigadista and an account holds at most one: the unique indexes of
// `tabletas` keep that whatever happens, and an assignment runs in a transaction that locks the
// account's row first, so two assignments to one account wait for each other and the second reads
// the first's tablet. Every assignment and unlink writes the users' audit trail in its transaction.
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bitacoraUsuarios, establecimientos, tabletas, usuarios, type Tableta, type Usuario } from '../../db/schema';
import { domicilioCorto } from '../../domain/common/domicilio';
import { ACCION_BITACORA } from '../../domain/usuarios/bitacora';
import { puedeTenerTableta, TIPOS_CON_TABLETA } from '../../domain/usuarios/catalogos';
import { MSG_USUARIOS } from '../../domain/usuarios/mensajes';
import { badRequest, HttpError } from '../lib/errors';
import { MSG_TABLETAS } from './tabletas.schemas';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const cuentaNoEncontrada = () => new HttpError(404, MSG_USUARIOS.noEncontrado, 'NOT_FOUND');
export const tabletaNoEncontrada = () => new HttpError(404, MSG_TABLETAS.noEncontrada, 'NOT_FOUND');

const nombreCompleto = (u: Pick<Usuario, 'nombre' | 'apellido1' | 'apellido2'>) => [u.nombre, u.apellido1, u.apellido2].filter(Boolean).join(' ');
const cuentaDto = (u: Pick<Usuario, 'id' | 'nombre' | 'apellido1' | 'apellido2' | 'username' | 'rol'>) => ({ id: u.id, nombre_completo: nombreCompleto(u), username: u.username, tipo_usuario: u.rol });
const tabletaDto = (t: Tableta) => ({ id: t.id, serie: t.serie, descripcion: t.descripcion, asignada_at: t.asignadaAt?.toISOString() ?? null });

/** A unique index refused the write (SQLSTATE 23505), however drizzle wraps the driver's error. */
function esDuplicado(err: unknown): boolean {
  for (let e: unknown = err, n = 0; e && typeof e === 'object' && n < 4; e = (e as { cause?: unknown }).cause, n++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The internal account, locked until the transaction ends. A taxpayer's account is not one (404, as
 * at /users); a deleted one neither, unless `conEliminadas` (a leftover tablet can still be unlinked).
 */
async function cuentaBloqueada(tx: Tx, id: number, conEliminadas = false): Promise<Usuario> {
  const [u] = await tx.select().from(usuarios).where(eq(usuarios.id, id)).for('update');
  if (!u || u.rol === 'contribuyente' || (u.eliminadoAt && !conEliminadas)) throw cuentaNoEncontrada();
  return u;
}

export function createTabletasRepository({ db }: { db: Db }) {
  return {
    /** Every tablet with its holder, by serial number. */
    async todas() {
      const filas = await db
        .select({ t: tabletas, u: usuarios })
        .from(tabletas)
        .leftJoin(usuarios, eq(usuarios.id, tabletas.usuarioId))
        .orderBy(asc(tabletas.serie), asc(tabletas.id));
      return filas.map(({ t, u }) => ({ ...tabletaDto(t), usuario: u ? cuentaDto(u) : null }));
    },

    /** Active, not deleted profesionistas and brigadistas without a tablet: who may be given one. */
    async cuentasSinTableta() {
      const filas = await db
        .select()
        .from(usuarios)
        .where(
          and(
            inArray(usuarios.rol, [...TIPOS_CON_TABLETA]),
            eq(usuarios.estatus, 1),
            isNull(usuarios.eliminadoAt),
            notExists(db.select({ x: sql`1` }).from(tabletas).where(eq(tabletas.usuarioId, usuarios.id))),
          ),
        )
        .orderBy(asc(usuarios.id));
      return filas.map(cuentaDto);
    },

    /** Tablets nobody holds. */
    async libres() {
      const filas = await db.select().from(tabletas).where(isNull(tabletas.usuarioId)).orderBy(asc(tabletas.serie), asc(tabletas.id));
      return filas.map(({ id, serie, descripcion }) => ({ id, serie, descripcion }));
    },

    /** The internal account's tablet, or null; 404 for no internal account. */
    async deCuenta(usuarioId: number) {
      const [u] = await db.select({ rol: usuarios.rol }).from(usuarios).where(eq(usuarios.id, usuarioId));
      if (!u || u.rol === 'contribuyente') throw cuentaNoEncontrada();
      const [t] = await db.select().from(tabletas).where(eq(tabletas.usuarioId, usuarioId));
      return t ? tabletaDto(t) : null;
    },

    /** Gives tablet `tabletaId` to account `usuarioId` (spec 3 §6: a profesionista or brigadista). */
    async asignar(actorId: number, usuarioId: number, tabletaId: number): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const u = await cuentaBloqueada(tx, usuarioId);
          if (!puedeTenerTableta(u.rol)) throw badRequest(MSG_USUARIOS.tipoSinTableta, 'TIPO_SIN_TABLETA');
          const [t] = await tx.select().from(tabletas).where(eq(tabletas.id, tabletaId));
          if (!t) throw tabletaNoEncontrada();
          const [propia] = await tx.select({ id: tabletas.id }).from(tabletas).where(eq(tabletas.usuarioId, usuarioId));
          if (propia) throw badRequest(MSG_USUARIOS.yaTieneTableta, 'YA_TIENE_TABLETA');
          // Only while free: a concurrent assignment of the same tablet to someone else commits
          // first, this update then re-reads the row, finds it held and changes nothing.
          const [hecha] = await tx
            .update(tabletas)
            .set({ usuarioId, asignadaAt: new Date() })
            .where(and(eq(tabletas.id, tabletaId), isNull(tabletas.usuarioId)))
            .returning({ serie: tabletas.serie });
          if (!hecha) throw badRequest(MSG_USUARIOS.tabletaOcupada, 'TABLETA_OCUPADA');
          await tx.insert(bitacoraUsuarios).values({ actorId, usuarioId, accion: ACCION_BITACORA.TABLETA_ASIGNADA, detalle: { tableta: [null, hecha.serie] } });
        });
      } catch (err) {
        // The account's lock makes this unreachable; the index still has the last word.
        if (esDuplicado(err)) throw badRequest(MSG_USUARIOS.yaTieneTableta, 'YA_TIENE_TABLETA');
        throw err;
      }
    },

    /** Takes the account's tablet back into the inventory. */
    async desvincular(actorId: number, usuarioId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await cuentaBloqueada(tx, usuarioId, true);
        const [t] = await tx
          .update(tabletas)
          .set({ usuarioId: null, asignadaAt: null })
          .where(eq(tabletas.usuarioId, usuarioId))
          .returning({ serie: tabletas.serie });
        if (!t) throw badRequest(MSG_USUARIOS.sinTableta, 'SIN_TABLETA');
        await tx.insert(bitacoraUsuarios).values({ actorId, usuarioId, accion: ACCION_BITACORA.TABLETA_DESVINCULADA, detalle: { tableta: [t.serie, null] } });
      });
    },

    /** A new tablet in the inventory, free; 400 on a serial number already registered. */
    async registrar(v: { serie: string; descripcion: string }) {
      const [t] = await db.insert(tabletas).values(v).onConflictDoNothing({ target: tabletas.serie }).returning();
      if (!t) throw badRequest(MSG_TABLETAS.serieOcupada, 'SERIE_OCUPADA');
      return { id: t.id, serie: t.serie, descripcion: t.descripcion };
    },

    /** The taxpayer's open establishments (a closed one is no longer visited), oldest first. */
    async locaciones(contribuyenteId: number) {
      const filas = await db
        .select({ id: establecimientos.id, nombre: establecimientos.nombreComercial, claveCatastral: establecimientos.claveCatastral, domicilio: establecimientos.domicilio })
        .from(establecimientos)
        .where(and(eq(establecimientos.contribuyenteId, contribuyenteId), eq(establecimientos.baja, false)))
        .orderBy(asc(establecimientos.id));
      return filas.map((f) => ({ id: f.id, nombre: f.nombre, clave_catastral: f.claveCatastral, domicilio: domicilioCorto(f.domicilio) }));
    },
  };
}

export type TabletasRepository = ReturnType<typeof createTabletasRepository>;
